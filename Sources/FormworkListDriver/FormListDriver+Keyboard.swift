import Formwork
import FormworkDiff

/// What a keyboard key did (``FormListDriver/returnKeyPressed(in:)``, ``FormListDriver/focusNext(from:)``).
public enum FormKeyboardAction: Sendable, Equatable {
  /// Focus moved to this row.
  case focus(RowID)
  /// There was no input to go to: editing ended and the keyboard closed.
  case endEditing
  /// The return key of a text area inserts a line break.
  case newline
}

/// Whether the keyboard accessory's previous and next buttons have somewhere to go.
public struct FormKeyboardAccessoryState: Sendable, Equatable {
  public var hasPrevious: Bool
  public var hasNext: Bool
  /// Whether the bar offers a "±" key: the row takes numbers on a number pad, which has no
  /// minus key on iPhone (``FormListDriver/toggleSign(in:)``).
  public var offersSignToggle: Bool

  public init(hasPrevious: Bool, hasNext: Bool, offersSignToggle: Bool = false) {
    self.hasPrevious = hasPrevious
    self.hasNext = hasNext
    self.offersSignToggle = offersSignToggle
  }
}

extension FormListDriver {
  // MARK: Navigation order

  /// The next row keyboard navigation visits after `row`, in the order rows are shown: visible,
  /// enabled inputs (see ``keyboardNavigation``), across sections.
  ///
  /// - Complexity: O(*d*) for the *d* rows between the two.
  public func nextInput(after row: RowID) -> RowID? {
    indexPath(of: row).flatMap { nextInput(after: $0) }
  }

  /// The input keyboard navigation visits before `row`.
  public func previousInput(before row: RowID) -> RowID? {
    indexPath(of: row).flatMap { scan(from: $0, forward: false) }
  }

  func nextInput(after path: ItemPath) -> RowID? { scan(from: path, forward: true) }

  /// The first input in navigation order, for a "start editing" action.
  public var firstInput: RowID? {
    guard shown.sectionCount > 0 else { return nil }
    let start = ItemPath(item: -1, section: 0)
    return scan(from: start, forward: true)
  }

  /// Whether keyboard navigation visits a row.
  public func isNavigable(_ row: RowID) -> Bool {
    guard let kind = form.kind(of: row), !form.isHidden(row), !form.isDisabled(row) else { return false }
    switch kind {
    case .text: return true
    case .date(_, inline: false), .selector(.picker): return keyboardNavigation == .allInputs
    default: return false
    }
  }

  private func scan(from path: ItemPath, forward: Bool) -> RowID? {
    shown.firstRow(from: path, forward: forward, where: isNavigable)
  }

  // MARK: Keys

  /// Handles the return key of a row's field: focus moves to the next input, or editing ends on
  /// the last one. A text area's return key inserts a line break. On a pages screen, the last
  /// input of a page goes to the next page (``FormPageFlow``).
  @discardableResult
  public func returnKeyPressed(in row: RowID) -> FormKeyboardAction {
    if form.kind(of: row) == .text(.textArea) { return .newline }
    if let pageFlow, nextInput(after: row) == nil, let action = pageFlow.returnKeyOnLastInput() { return action }
    return focusNext(from: row)
  }

  /// Moves focus to the next input (the accessory's "next", Tab), or ends editing.
  @discardableResult
  public func focusNext(from row: RowID) -> FormKeyboardAction {
    guard let next = nextInput(after: row) else {
      host?.endEditing()
      return .endEditing
    }
    return focus(next) ? .focus(next) : .endEditing
  }

  /// Moves focus to the previous input (the accessory's "previous", Shift-Tab), or ends editing.
  @discardableResult
  public func focusPrevious(from row: RowID) -> FormKeyboardAction {
    guard let previous = previousInput(before: row) else {
      host?.endEditing()
      return .endEditing
    }
    return focus(previous) ? .focus(previous) : .endEditing
  }

  /// Tab on a hardware keyboard: the input after the focused row, or the first input when no
  /// row has focus.
  @discardableResult
  public func tabForward() -> FormKeyboardAction {
    if let row = form.focusedRow { return focusNext(from: row) }
    guard let first = firstInput else { return .endEditing }
    return focus(first) ? .focus(first) : .endEditing
  }

  /// Shift-Tab on a hardware keyboard: the input before the focused row.
  @discardableResult
  public func tabBackward() -> FormKeyboardAction {
    guard let row = form.focusedRow else { return .endEditing }
    return focusPrevious(from: row)
  }

  /// Gives focus to a row's input, scrolling it on screen.
  ///
  /// - Returns: Whether the row took focus.
  @discardableResult
  public func focus(_ row: RowID) -> Bool {
    guard let host, let path = indexPath(of: row) else { return false }
    return host.focusRow(at: path)
  }

  /// Ends editing: the focused row's input resigns.
  public func endEditing() { host?.endEditing() }

  /// Whether the accessory's previous and next buttons are enabled for a row, and whether it
  /// offers a "±" key (a number row on a number pad).
  public func accessoryState(for row: RowID) -> FormKeyboardAccessoryState {
    FormKeyboardAccessoryState(
      hasPrevious: previousInput(before: row) != nil, hasNext: nextInput(after: row) != nil,
      offersSignToggle: offersSignToggle(row))
  }

  /// Number pads have no minus key on iPhone: an integer or decimal row typed on one gets a "±"
  /// key on the keyboard's bar.
  private func offersSignToggle(_ row: RowID) -> Bool {
    guard case .text(let style)? = form.kind(of: row), style.isNumeric,
      let state = form.state(of: row), let text = FormTextContent(state: state, hasNextInput: false)
    else { return false }
    return text.keyboard == .numberPad || text.keyboard == .decimalPad
  }

  /// The "±" key: the row's number changes sign, as typed ("12" → "-12", "-12" → "12", an
  /// empty field starts a negative number). The row's cell is reconfigured to show the text.
  ///
  /// - Returns: What became of the text (a row that cannot be edited refuses it).
  @discardableResult
  public func toggleSign(in row: RowID) -> FormTextEditResult {
    guard let state = form.state(of: row) else { return .accepted }
    let text = state.editingText
    let toggled = text.hasPrefix("-") ? String(text.dropFirst()) : "-" + text
    let result = textDidChange(toggled, in: row)
    if let path = indexPath(of: row) {
      statistics.reconfiguredRows += 1
      host?.reconfigureRows(at: [path])
    }
    return result
  }
}
