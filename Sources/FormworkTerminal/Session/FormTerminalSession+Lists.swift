import Formwork

/// Rows of multivalued sections: moved with Alt-↑/Alt-↓ and deleted with Alt-Delete (or Delete
/// on a row that has nothing to clear), as the model's `RowState.canMove` and
/// `RowState.canDelete` allow. The "Add" row is a button the form handles.
extension FormTerminalSession {
  /// Moves the focused row one place up or down among its section's rows that can move.
  func moveFocusedRow(up: Bool) {
    guard let row = focus?.row, let state = form.state(of: row) else { return }
    guard state.canMove else {
      show(refusal(for: state, doing: .move), .warning)
      return
    }
    guard let path = form.indexPath(of: row) else { return }
    let rows = form.snapshot.rows(inSection: path.section)
    let neighbour = up ? path.item - 1 : path.item + 1
    guard rows.indices.contains(neighbour), form.state(of: rows[neighbour])?.canMove == true else {
      show(up ? words.terminal.alreadyFirst : words.terminal.alreadyLast, .info)
      return
    }
    closeDatePicker()
    do {
      // The shown position the row goes before, counted before the move.
      try form.moveShownRow(at: path.item, to: up ? path.item - 1 : path.item + 2, inSection: state.section)
    } catch {
      show(error)
    }
    form.flush()
    if let position = targets(tabbing: false).firstIndex(of: .row(row)) { focusPosition = position }
    layout.invalidate(focus)
  }

  /// Asks before deleting the focused row from its list.
  func requestDeleteFocusedRow() {
    guard let row = focus?.row, let state = form.state(of: row) else { return }
    guard state.canDelete else {
      show(refusal(for: state, doing: .delete), .warning)
      return
    }
    let summary = state.displayValue.isEmpty ? state.title : "\(state.title): \(state.displayValue)"
    prompt = Prompt(question: "\(words.controls.delete) “\(summary.truncated(toWidth: 40))”?", action: .deleteRow(row))
  }

  /// Deletes a row of a multivalued section; the focus goes to the row now in its place.
  func deleteRow(_ row: RowID) {
    guard form.state(of: row)?.canDelete == true else { return }
    if focus?.row == row {
      editor = nil
      datePicker = nil
    }
    do {
      try form.removeRow(row)
      show(words.terminal.deleted, .info)
    } catch {
      show(error)
    }
    form.flush()
  }

  /// The key that lists the focused row's own actions (its swipe actions on a phone).
  static let rowActionsKey = "Alt-A"

  /// Lists the focused row's actions on the status line, leading ones first, each with the
  /// number that performs it (Delete stays Alt-Del's).
  func requestRowActions() {
    guard let row = focus?.row, let state = form.state(of: row) else { return }
    var choices: [Prompt.RowActionChoice] = []
    var titles: [String] = []
    for edge in [SwipeEdge.leading, .trailing] {
      for (index, action) in form.swipeActions(of: row, edge: edge).enumerated() where choices.count < 9 {
        choices.append(Prompt.RowActionChoice(edge: edge, index: index))
        titles.append(words.help(String(choices.count), action.title))
      }
    }
    guard !choices.isEmpty else {
      show(words.terminal.noRowActions, .info)
      return
    }
    prompt = Prompt(question: "\(state.title): " + titles.joined(separator: "  "), action: .rowAction(row, choices))
  }

  /// Performs a row's action the person chose; a refusal (a row they cannot edit) says why.
  func performRowAction(_ choice: Prompt.RowActionChoice, on row: RowID) {
    if case .denied(let reason) = form.performSwipeAction(choice.index, edge: choice.edge, on: row) {
      show(reason, .warning)
    }
    form.flush()
    layout.invalidate(focus)
  }

  /// Why a row cannot be moved or deleted, as the model's state tells it.
  private func refusal(for state: RowState, doing edit: ListEdit) -> String {
    if let reason = state.disabledReason { return reason }
    guard let section = form.sectionState(of: state.section), !section.multivaluedOptions.isEmpty,
      state.kind != .button
    else { return edit == .move ? words.terminal.onlyListRowsMove : words.terminal.onlyListRowsDelete }
    return edit == .move ? words.terminal.listRowsCannotMove : words.terminal.listRowsCannotDelete
  }
}

/// What a list row cannot be, when it cannot.
enum ListEdit {
  case move, delete
}
