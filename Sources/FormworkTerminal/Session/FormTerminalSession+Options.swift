import Formwork

extension FormTerminalSession {
  /// Opens a selector's option list over the form, the chosen option highlighted and in view.
  func openPicker(_ row: RowID, state: RowState) {
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

  /// A key for the open option list: its choices go to the form (`choose`, `toggleOption`).
  func handlePickerKey(_ key: Key) {
    guard var picker, let state = form.state(of: picker.row) else {
      self.picker = nil
      return
    }
    if key == .interrupt || key == .endOfTransmission {
      self.picker = nil
      requestQuit()
      return
    }
    let action = picker.handle(key, options: state.options.items, pageSize: max(1, bodyHeight - 4))
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
      case .clear:
        if picker.allowsMultiple {
          try form.userSetValue(.list([]), for: picker.row)
        } else {
          try form.choose(.null, for: picker.row)
          self.picker = nil
        }
      }
    } catch {
      self.picker = nil
      show(error)
    }
    if key == .control("s") { self.picker = nil }
    layout.invalidate(focus)
  }
}
