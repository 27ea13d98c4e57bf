import Formwork

/// Undo and redo through the form's own history (`Form.undo()`, `Form.redo()`): Alt-Z undoes,
/// Alt-Shift-Z redoes (Ctrl-Z suspends, and Ctrl-U deletes before the cursor in text rows). The
/// status line names the step ("Undid Delete Stop"); a refusal (a row that cannot be edited now)
/// is shown instead. The focus goes where the form puts it, on its page.
extension FormTerminalSession {
  /// The key that undoes, as the help line names it.
  static let undoKey = "Alt-Z"
  /// The key that redoes.
  static let redoKey = "Alt-Shift-Z"

  /// Whether `key` is Alt-Z (undo) or Alt-Shift-Z (redo): `nil` for other keys.
  static func historyDirection(of key: Key) -> HistoryDirection? {
    switch key {
    case .modified(.character("z"), .alt): return .undo
    case .modified(.character("Z"), .alt), .modified(.character("Z"), [.alt, .shift]),
      .modified(.character("z"), [.alt, .shift]):
      return .redo
    default: return nil
    }
  }

  enum HistoryDirection {
    case undo, redo
  }

  /// Undoes or redoes the form's last step; the status line says which, or why not.
  func replayHistory(_ direction: HistoryDirection) {
    closeDatePicker()
    closePicker()
    let name = direction == .undo ? form.undoActionName : form.redoActionName
    guard let name else {
      // A read-only form says why nothing can be undone.
      if form.editPolicy.readOnly {
        show(form.editPolicy.readOnlyReason, .error)
      } else {
        show(direction == .undo ? words.terminal.nothingToUndo : words.terminal.nothingToRedo, .info)
      }
      return
    }
    do {
      if direction == .undo { try form.undo() } else { try form.redo() }
    } catch {
      show(error)
      return
    }
    followFormFocus()
    show(direction == .undo ? words.terminal.undid(name) : words.terminal.redid(name), .info)
  }

  /// Focuses the row the form focused (an undo restores the focus with the value), showing its
  /// page first; a text row being edited takes the form's text again.
  private func followFormFocus() {
    form.flush()
    if let row = form.focusedRow, let page = form.page(of: row), page != form.currentPage {
      show(page: page, focusing: row)
    }
    if let row = form.focusedRow, row != focus?.row, targets(tabbing: false).contains(.row(row)) {
      setFocus(.row(row))
    }
    reconcileFocus()
    if let row = focus?.row, editor != nil, let state = form.state(of: row) {
      editor = LineEditor(text: state.editingText)
    }
    layout.invalidate(focus)
  }
}
