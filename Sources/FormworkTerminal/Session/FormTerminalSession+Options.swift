import Formwork

extension FormTerminalSession {
  /// Opens a selector's option list over the form, the chosen option highlighted and in view.
  func openPicker(_ row: RowID, state: RowState) {
    if case .ranking = state.kind {
      guard form.tap(row) == .presentRanking else { return }
      picker = OptionPicker(
        row: row, title: state.configuration.selectorTitle ?? state.title, allowsMultiple: false, highlighted: 0,
        isRanking: true)
      layout.invalidate(focus)
      return
    }
    let multiple: Bool
    let inline = state.kind == .selector(.inline)
    if inline {
      // The form expands its inline row; the list is drawn there, under the selector.
      guard state.isExpanded || form.tap(row) == .inlineToggled(true) else { return }
      multiple = false
      if case .notLoaded = state.options { Task { [form] in await form.loadOptions(for: row) } }
    } else {
      guard case .presentOptions(_, let allowsMultiple) = form.tap(row) else { return }
      multiple = allowsMultiple
    }
    picker = OptionPicker(
      row: row, title: state.configuration.selectorTitle ?? state.title, allowsMultiple: multiple, isInline: inline,
      highlighted: state.selectedOptionIndices.first ?? 0)
    layout.invalidate(focus)
  }

  /// Closes the option list; an inline one folds its row again.
  func closePicker() {
    guard let picker else { return }
    self.picker = nil
    if picker.isInline, form.expandedRow == picker.row { form.setInlineExpanded(picker.row, false) }
    layout.invalidate(focus)
  }

  /// A key for the open option list: its choices go to the form (`choose`, `toggleOption`).
  func handlePickerKey(_ key: Key) {
    guard var picker, let state = form.state(of: picker.row) else {
      closePicker()
      return
    }
    if key == .interrupt || key == .endOfTransmission {
      closePicker()
      requestQuit()
      return
    }
    let options = picker.isRanking ? form.rankedOptions(of: picker.row) : state.options.items
    let action = picker.handle(key, options: options, pageSize: max(1, bodyHeight - 4))
    self.picker = picker
    do {
      switch action {
      case .none:
        break
      case .close:
        closePicker()
      case .choose(let value):
        try form.choose(value, for: picker.row)
        closePicker()
      case .toggle(let value):
        try form.toggleOption(value, for: picker.row)
      case .toggleAll:
        if form.state(of: picker.row)?.configuration.selectAllTitle != nil {
          try form.toggleAllOptions(for: picker.row)
        }
      case .move(let source, let destination):
        try form.moveOption(from: source, to: destination, for: picker.row)
      case .clear:
        if picker.isRanking {
          try form.choose(.null, for: picker.row)
        } else if picker.allowsMultiple {
          try form.userSetValue(.list([]), for: picker.row)
        } else {
          try form.choose(.null, for: picker.row)
          closePicker()
        }
      }
    } catch {
      closePicker()
      show(error)
    }
    if key == .control("s") { closePicker() }
    layout.invalidate(focus)
  }
}
