import Formwork
import FormworkDiff
import Foundation

extension FormPresentation {
  // MARK: Changing

  /// Makes a change as the user, and delivers its update at once, so every view shows its
  /// outcome in the same turn.
  ///
  /// - Returns: What `change` returns.
  /// - Throws: What `change` throws. A row that cannot be edited is also reported through
  ///   ``notice`` by the form's `FormEvent.denied(_:reason:)` event.
  @discardableResult
  public func perform<Result>(_ change: (Form) throws -> Result) rethrows -> Result {
    defer { form.flush() }
    return try change(form)
  }

  /// Runs a change the user asked for and delivers its update; a refusal (a row that cannot be
  /// edited, a value the row cannot hold, a move its section does not allow) is shown in
  /// ``notice`` with the error's own message, never dropped.
  public func attempt(_ change: (Form) throws -> Void) {
    do {
      try perform(change)
    } catch {
      notice.show(Self.message(of: error))
    }
  }

  /// What a refusal says: a form error's message, the first problem of a definition error.
  static func message(of error: any Error) -> String {
    switch error {
    case let error as FormError: return error.message
    case let error as FormDefinitionError: return error.errors.first?.message ?? String(describing: error)
    default: return String(describing: error)
    }
  }

  /// Handles a tap on a row as `Form.tap(_:)` does, reports it to the list's observers, and
  /// delivers its update. A tap on a multivalued section's "Add" row then asks the row it
  /// inserted to take focus when its input can (the list driver's rule).
  ///
  /// - Returns: What the view should do next (present options, a nested form…).
  @discardableResult
  public func tap(_ row: RowID) -> TapOutcome {
    rowSelected(row)
    if let state = form.state(of: row), let path = form.indexPath(of: row) {
      let isLast = path.item == form.snapshot.rows(inSection: path.section).count - 1
      if FormListDriver.isMultivaluedAddRow(state, isLast: isLast, in: form) { focusesInsertion = state.section }
    }
    defer { focusesInsertion = nil }
    return perform { $0.tap(row) }
  }

  /// Applies typed text as `Form.input(_:for:)` does, and delivers its update.
  @discardableResult
  public func input(_ text: String, for row: RowID) -> InputResult { perform { $0.input(text, for: row) } }

  /// Applies text typed into a row's field and says what the field does, as the list driver
  /// does for its cells: nothing, show a cut text, keep a text that does not read (the row shows
  /// why), or, for a row that cannot be edited or is no longer shown, show the reason (the
  /// keyboard leaves a row no longer shown).
  @discardableResult
  public func textDidChange(_ text: String, in row: RowID) -> FormTextEditResult {
    guard !form.isHidden(row) else {
      cachedRow(row)?.focusRequest = false
      return .denied(strings.rowNotShown)
    }
    return FormTextEditResult(input(text, for: row))
  }

  /// What a row's field shows after its row changed: the row's text, or `nil` to keep the
  /// field's own. The list driver's rule: a field being typed in keeps a text that reads as the
  /// row's value (`"1."` for 1), so the caret stays; a program change, a cut text or any change
  /// to a field not being edited replaces it.
  public func replacementText(forField current: String, of row: RowID, isEditing: Bool) -> String? {
    FormListDriver.replacementText(forField: current, of: row, isEditing: isEditing, in: form)
  }

  /// Moves rows as a list's `onMove` reports them (offsets among the section's shown rows),
  /// through the form's one shown-row move (`Form.moveShownRow(_:to:inSection:)`, the one
  /// UIKit's drags use); a refusal shows in ``notice``.
  ///
  /// Lists move one row at a time; several rows move one after the other, each destination
  /// counted on the rows as they are then.
  public func moveRows(fromOffsets sources: IndexSet, toOffset destination: Int, inSection id: SectionID) {
    guard let section = section(id) else { return }
    let shown = section.rows
    let moving = sources.compactMap { shown.indices.contains($0) ? shown[$0] : nil }
    var before = destination
    for row in moving {
      attempt { try $0.moveShownRow(row, to: .before(before), inSection: id) }
      // The next row goes after this one (`attempt` delivered the move: positions are current).
      if let index = form.indexPath(of: row)?.item { before = index + 1 }
    }
  }

  /// Loads a selector's options (`Form.loadOptions(for:)`) and delivers the update.
  public func loadOptions(for row: RowID) async {
    await form.loadOptions(for: row)
    form.flush()
  }

  // MARK: Focus

  /// Asks a row to take keyboard focus and the screen to bring it into view, or, with `nil`,
  /// the focused row to give it up (the keyboard closes).
  public func focus(_ row: RowID?) {
    if let row {
      guard let presentation = self.row(row) else { return }
      presentation.focusRequest = true
      scroll(to: row)
    } else if let focused = form.focusedRow {
      cachedRow(focused)?.focusRequest = false
    }
  }

  /// Asks the screen to bring a row into view, without focusing it.
  public func scroll(to row: RowID) {
    let request = FormScrollRequest(row: row, serial: (scrollRequest?.serial ?? 0) &+ 1)
    observer.change(.scrollRequest) { scrollRequest = request }
  }

  /// What the return key does in a text row: focus the next text row; after a page's last one,
  /// go to the next page (``PagesPresentation``) and focus its first input or the error that
  /// held it back; else close the keyboard.
  public func focusNext(after row: RowID) {
    if let next = form.textInputRow(after: row) {
      focus(next)
    } else if let pageFlow, case .focus(let target) = pageFlow.returnKeyOnLastInput() {
      focus(target)
    } else {
      cachedRow(row)?.focusRequest = false
    }
  }

  /// A text row's view gained or lost focus: the form is told (`Form.focus(_:)`,
  /// `Form.blur(_:)`) and ``focusedRow`` follows.
  public func focusChanged(_ row: RowID, isFocused: Bool) {
    perform { form in
      if isFocused {
        form.focus(row)
      } else if form.focusedRow == row {
        // Focus moving to another row has already blurred this one (`Form.focus(_:)`).
        form.blur(row)
      }
    }
    let now = form.focusedRow
    guard now != focusedRow else { return }
    observer.change(.focusedRow) { focusedRow = now }
  }

  /// After a tap on an "Add" row, the row it inserted takes focus if its input can (the first
  /// such row the update inserted into the section).
  func focusInsertedInputIfAsked(_ update: FormUpdate) {
    guard let section = focusesInsertion else { return }
    focusesInsertion = nil
    let snapshot = update.snapshot
    let path = FormListDriver.insertedInput(in: update.list, section: section, of: form) { path in
      guard let row = snapshot[path], let state = form.state(of: row) else { return false }
      return FormCellKind(rowKind: state.kind, isRegistered: { _ in true }).takesFocus
    }
    if let path, let row = snapshot[path] { focus(row) }
  }
}
