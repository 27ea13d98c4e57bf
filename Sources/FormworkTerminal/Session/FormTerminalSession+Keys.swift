import Formwork

extension FormTerminalSession {
  /// Handles one key: moves focus, edits, toggles, chooses, submits or cancels.
  ///
  /// Awaits only when submitting (asynchronous rules are waited for).
  public func handle(_ key: Key) async {
    guard outcome == nil else { return }
    isBusy = true
    defer { isBusy = false }
    message = nil
    if let child {
      await handleChildKey(key, child: child)
      return
    }
    if picker != nil {
      handlePickerKey(key)
      if key == .control("s"), options.submitsWithKey { await submit() }
      return
    }
    switch key {
    case .interrupt, .endOfTransmission:
      outcome = .cancelled
    case .control("s") where options.submitsWithKey:
      await submit()
    case .control("l"):
      wantsFullRedraw = true
      layout.invalidateAll()
    case .up: moveFocus(by: -1, tabbing: false)
    case .down: moveFocus(by: 1, tabbing: false)
    case .tab: moveFocus(by: 1, tabbing: true)
    case .backTab: moveFocus(by: -1, tabbing: true)
    case .pageUp: moveFocus(by: -max(1, bodyHeight / 3), tabbing: false)
    case .pageDown: moveFocus(by: max(1, bodyHeight / 3), tabbing: false)
    case .escape: break
    default:
      await handleRowKey(key)
    }
  }

  // MARK: Navigation

  func moveFocus(by delta: Int, tabbing: Bool) {
    let list = targets(tabbing: tabbing)
    guard !list.isEmpty else { return }
    guard let focus else {
      setFocus(delta > 0 ? list.first : list.last)
      return
    }
    if let index = list.firstIndex(of: focus) {
      // Tab wraps around like a form's tab order; arrows stop at the ends.
      let next =
        tabbing ? ((index + delta) % list.count + list.count) % list.count : min(max(0, index + delta), list.count - 1)
      setFocus(list[next])
      return
    }
    // The focused row is not in this list (Tab from a disabled row): go by screen order.
    let all = targets(tabbing: false)
    let position = all.firstIndex(of: focus) ?? focusPosition
    let candidates =
      delta > 0 ? Array(all[min(all.count, position + 1)...]) : Array(all[..<min(position, all.count)].reversed())
    if let next = candidates.first(where: list.contains) ?? (delta > 0 ? list.first : list.last) { setFocus(next) }
  }

  // MARK: Row keys

  private func handleRowKey(_ key: Key) async {
    guard let focus else { return }
    if editor == nil, key == .home || key == .end {
      setFocus(key == .home ? targets(tabbing: false).first : targets(tabbing: false).last)
      return
    }
    guard case .row(let row) = focus else {
      if key == .enter || key == .character(" ") { await submit() }
      return
    }
    guard let state = form.state(of: row) else { return }
    if editor != nil {
      await handleEditorKey(key, row: row, state: state)
      return
    }
    if state.disabledReason != nil {
      // A tap on a row that cannot be edited emits `.denied` with the reason, shown on the status line.
      if Self.isActivation(key) { form.tap(row) }
      return
    }
    switch (state.kind, key) {
    case (.toggle, .enter), (.toggle, .character(" ")):
      form.tap(row)
    case (.selector, .enter), (.selector, .character(" ")), (.multipleSelector, .enter),
      (.multipleSelector, .character(" ")):
      openPicker(row, state: state)
    case (.stepper, .left), (.slider, .left), (.segmented, .left):
      step(row, by: -1)
    case (.stepper, .right), (.slider, .right), (.segmented, .right):
      step(row, by: 1)
    case (.stepper, .enter), (.slider, .enter), (.segmented, .enter):
      moveFocus(by: 1, tabbing: true)
    case (.button, .enter), (.button, .character(" ")):
      submittingButton = nil
      form.tap(row)
      if let tag = submittingButton {
        submittingButton = nil
        await submit(button: tag)
      }
    case (.subform, .enter), (.subform, .character(" ")):
      openSubform(row)
    case (.custom(let name), .enter), (.custom(let name), .character(" ")):
      form.tap(row)
      message = StatusMessage(text: "'\(name)' rows cannot be edited in the terminal", kind: .info)
    default:
      break
    }
  }

  // MARK: Nested forms

  /// Opens a subform row's nested form full screen; Done (or Ctrl-S) writes it back, Ctrl-C or
  /// Esc leaves it unchanged.
  private func openSubform(_ row: RowID) {
    guard case .presentSubform = form.tap(row) else { return }
    do {
      let nested = try form.subform(for: row)
      let title = "\(self.title) › \(form.state(of: row)?.title ?? "")"
      let session = FormTerminalSession(form: nested, title: title, options: Options(submitTitle: "Done"))
      session.wake = wake
      child = ChildSession(session: session, row: row)
    } catch {
      message = StatusMessage(text: (error as? FormError)?.message ?? String(describing: error), kind: .error)
    }
  }

  private func handleChildKey(_ key: Key, child: ChildSession) async {
    if key == .escape, child.session.picker == nil {
      self.child = nil
      layout.invalidateAll()
      return
    }
    await child.session.handle(key)
    switch child.session.outcome {
    case .submitted?:
      do {
        try form.commitSubform(child.session.form, to: child.row)
      } catch {
        message = StatusMessage(text: (error as? FormError)?.message ?? String(describing: error), kind: .error)
      }
      self.child = nil
      layout.invalidateAll()
    case .cancelled?:
      self.child = nil
      layout.invalidateAll()
    case nil:
      break
    }
  }

  static func isActivation(_ key: Key) -> Bool {
    switch key {
    case .enter, .character, .left, .right, .backspace, .delete: return true
    default: return false
    }
  }

  private func step(_ row: RowID, by direction: Int) {
    do {
      try form.step(row, by: direction)
    } catch let error as FormError {
      if error.code != .invalidEdit { message = StatusMessage(text: error.message, kind: .error) }
    } catch {
      message = StatusMessage(text: String(describing: error), kind: .error)
    }
  }

  // MARK: Text

  private func handleEditorKey(_ key: Key, row: RowID, state: RowState) async {
    guard var editor else { return }
    if key == .enter {
      commitDateIfEdited()
      if case .date = state.kind, let error = form.state(of: row)?.inputError {
        message = StatusMessage(text: error, kind: .error)
        return
      }
      moveFocus(by: 1, tabbing: true)
      return
    }
    let before = editor
    switch editor.handle(key) {
    case .ignored:
      return
    case .moved:
      self.editor = editor
    case .edited:
      self.editor = editor
      // Dates are parsed when the row is left (half-typed dates are not errors); text is live.
      if case .text = state.kind { applyText(editor.text, previous: before, row: row) }
    }
    layout.invalidate(focus)
  }

  private func applyText(_ text: String, previous: LineEditor, row: RowID) {
    switch form.input(text, for: row) {
    case .accepted, .rejected:
      break
    case .truncated(let value):
      if case .string(let kept) = value { editor?.setText(kept) }
      if let limit = form.state(of: row)?.configuration.maxCharacters {
        message = StatusMessage(text: "At most \(limit) characters", kind: .info)
      }
    case .denied:
      editor = previous
    }
    editorOrigin = editor?.text ?? text
  }

  // MARK: Options

  private func openPicker(_ row: RowID, state: RowState) {
    let multiple: Bool
    if state.kind == .selector(.inline) {
      // `tap` would expand the inline picker row; the terminal shows the same list as any selector.
      if form.editDenial(of: row) != nil {
        form.tap(row)
        return
      }
      multiple = false
      if case .notLoaded = state.options { Task { [form] in await form.loadOptions(for: row) } }
    } else {
      guard case .presentOptions(_, let allowsMultiple) = form.tap(row) else { return }
      multiple = allowsMultiple
    }
    picker = OptionPicker(
      row: row, title: state.configuration.selectorTitle ?? state.title, allowsMultiple: multiple,
      highlighted: state.selectedOptionIndices.first ?? 0)
  }

  func handlePickerKey(_ key: Key) {
    guard var picker, let state = form.state(of: picker.row) else {
      self.picker = nil
      return
    }
    if key == .interrupt || key == .endOfTransmission {
      self.picker = nil
      outcome = .cancelled
      return
    }
    let action = picker.handle(key, options: state.options.items)
    self.picker = picker
    do {
      switch action {
      case .none:
        break
      case .close:
        self.picker = nil
      case .choose(let value):
        try form.choose(value, for: picker.row)
        self.picker = nil
      case .toggle(let value):
        try form.toggleOption(value, for: picker.row)
      }
    } catch let error as FormError {
      self.picker = nil
      if error.code != .invalidEdit { message = StatusMessage(text: error.message, kind: .error) }
    } catch {
      self.picker = nil
      message = StatusMessage(text: String(describing: error), kind: .error)
    }
    if key == .control("s") { self.picker = nil }
    layout.invalidate(focus)
  }

  // MARK: Submitting

  /// Validates the whole form (waiting for asynchronous rules) and, when it is valid, ends the
  /// session with the values and request parameters. Otherwise focuses the first error.
  func submit(button: String? = nil) async {
    commitDateIfEdited()
    let report = await form.validateAll()
    guard report.isValid else {
      let errors = report.errors
      if let first = report.firstError, form.indexPath(of: first.row) != nil { setFocus(.row(first.row)) }
      let count = errors.count == 1 ? "1 problem" : "\(errors.count) problems"
      message = StatusMessage(
        text: "\(count): \(errors.first?.message ?? "") (fix, then Ctrl-S)", kind: .error)
      return
    }
    do {
      let parameters = try options.parameters?(form) ?? FormIOAdapter.parameters(of: form)
      outcome = .submitted(
        FormSubmission(values: FormIOAdapter.values(of: form), parameters: parameters, button: button))
    } catch {
      message = StatusMessage(text: "Cannot build the request parameters: \(error)", kind: .error)
    }
  }
}

/// What a submitted form gives: its values and its request parameters.
public struct FormSubmission: Sendable, Equatable {
  /// The values as a JSON object, by tag.
  public var values: FormValue
  /// The request parameters, as the form's mapping (or the session's hook) builds them.
  public var parameters: FormValue
  /// The tag of the button that submitted, if a button did.
  public var button: String?

  public init(values: FormValue, parameters: FormValue, button: String? = nil) {
    self.values = values
    self.parameters = parameters
    self.button = button
  }

  /// `{"parameters": …, "values": …}`: what the `formwork` command prints.
  public var jsonObject: FormValue { .object(["values": values, "parameters": parameters]) }
}
