import Formwork

extension FormTerminalSession {
  /// A key on a date row whose picker is closed: Enter or Space open it (inline pickers open in
  /// the row under theirs, as the form's inline rows say), digits open it and type, `t`/`n`
  /// take today or now, Backspace/Delete clear the value, a paste is read as typed text.
  func handleClosedDateKey(_ key: Key, row: RowID, state: RowState) {
    switch key {
    case .enter, .character(" "):
      openDatePicker(row, state: state)
    case .character(let character) where Self.takesCharacter(character, state: state):
      openDatePicker(row, state: state)
      _ = handleDatePickerKey(key)
    case .backspace, .delete:
      do {
        try form.userSetValue(.null, for: row)
      } catch {
        show(error)
      }
    case .paste(let text):
      if case .rejected(let reason) = form.input(text, for: row) { show(reason, .error) }
    default:
      break
    }
  }

  func openDatePicker(_ row: RowID, state: RowState) {
    guard case .date(let style, let inline) = state.kind else { return }
    if inline {
      guard state.isExpanded || form.tap(row) == .inlineToggled(true) else { return }
    } else {
      guard form.tap(row) == .focus else { return }
    }
    datePicker = DatePicker(style: style, value: state.value, configuration: state.configuration)
    layout.invalidate(focus)
  }

  /// A key for the open date picker. Keys it does not use (Tab, Ctrl-S, Ctrl-C…) go on as usual.
  ///
  /// - Returns: Whether the picker used the key.
  func handleDatePickerKey(_ key: Key) -> Bool {
    guard var picker = datePicker, let row = focus?.row else { return false }
    let effect = picker.handle(key, now: now())
    switch effect {
    case .ignored:
      return false
    case .moved:
      datePicker = picker
    case .changed(let value):
      datePicker = picker
      apply(value, to: row, note: picker.note)
    case .done(let value):
      datePicker = picker
      if let value { apply(value, to: row, note: picker.note) }
      closeDatePicker()
    case .cancel:
      datePicker = nil
      if form.state(of: row)?.value != picker.original { apply(picker.original, to: row, note: nil) }
      collapseInlinePicker(of: row)
    }
    layout.invalidate(focus)
    return true
  }

  /// Closes the picker of the focused row, giving the form any digits typed into a field first.
  func closeDatePicker() {
    guard var picker = datePicker, let row = focus?.row else { return }
    datePicker = nil
    if !picker.typed.isEmpty, case .done(let value?) = picker.handle(.enter, now: now()) {
      apply(value, to: row, note: picker.note)
    }
    collapseInlinePicker(of: row)
    layout.invalidate(focus)
  }

  private func collapseInlinePicker(of row: RowID) {
    if form.expandedRow == row { form.setInlineExpanded(row, false) }
  }

  /// Gives the form a value the picker proposes, as the user's; a refusal is shown.
  private func apply(_ value: FormValue, to row: RowID, note: DatePicker.BoundReached?) {
    do {
      try form.userSetValue(value, for: row)
      if let note { show(words.bound(note), .info) }
    } catch {
      show(error)
    }
    // The picker shows what the form holds (a value it normalized, or the old one if refused).
    if let held = form.state(of: row)?.value { datePicker?.value = held }
  }
}
