import Formwork
import FormworkDiff

/// Whether a row's input may take focus (``FormListDriver/shouldBeginEditing(_:)``).
public enum FormFocusDecision: Sendable, Equatable {
  /// The input takes focus.
  case allow
  /// The input keeps the keyboard away. Show the reason when there is one: a row that cannot be
  /// edited says why; a row that is no longer shown has nothing to say.
  case deny(reason: String?)
}

/// The keyboard of the focused row, as the host shows it around the row's input.
public struct FormFocusedKeyboard: Sendable, Equatable {
  /// The focused row.
  public var row: RowID
  /// Its return key, for text rows (``FormTextContent/returnKey``); `nil` for inputs without one
  /// (date pickers and picker wheels as input views).
  public var returnKey: ReturnKey?
  /// Whether the accessory's previous and next buttons have somewhere to go.
  public var accessory: FormKeyboardAccessoryState

  public init(row: RowID, returnKey: ReturnKey?, accessory: FormKeyboardAccessoryState) {
    self.row = row
    self.returnKey = returnKey
    self.accessory = accessory
  }
}

extension FormListDriver {
  // MARK: Beginning and ending editing

  /// Whether a row's input may take focus now: a hidden row's never does, and a row that cannot
  /// be edited refuses with its reason (the form emits `FormEvent.denied`, as for a tap).
  ///
  /// Inputs ask this before they become first responder (`textFieldShouldBeginEditing`).
  public func shouldBeginEditing(_ row: RowID) -> FormFocusDecision {
    guard !form.isHidden(row), indexPath(of: row) != nil else { return .deny(reason: nil) }
    guard form.editDenial(of: row) != nil else { return .allow }
    // A refused focus is a refused tap: one path for the reason and the event.
    if case .denied(let reason) = form.tap(row) { return .deny(reason: reason) }
    return .allow
  }

  /// Reports that a row's input took focus (`Form.focus(_:)`); the host is given the row's
  /// keyboard (``FormListHost/updateKeyboard(_:)``).
  public func didBeginEditing(_ row: RowID) {
    editingRow = row
    form.focus(row)
    reportedKeyboard = nil
    refreshKeyboard()
  }

  /// Reports that a row's input lost focus (`Form.blur(_:)`), which runs its blur rules.
  ///
  /// While a reload briefly drops the focused cell, this is ignored: the row gets its focus
  /// back. A row the form already blurred (it was hidden, disabled or removed, or another row
  /// took focus) is not blurred twice.
  public func didEndEditing(_ row: RowID) {
    guard !suppressesFocusChanges else { return }
    if editingRow == row {
      editingRow = nil
      reportedKeyboard = nil
    }
    guard form.focusedRow == row else { return }
    form.blur(row)
  }

  /// The keyboard of a row's input now: its return key and where previous and next go.
  public func keyboard(for row: RowID) -> FormFocusedKeyboard {
    FormFocusedKeyboard(
      row: row, returnKey: cell(for: row)?.content.text?.returnKey, accessory: accessoryState(for: row))
  }

  // MARK: After an update

  /// Ends editing when the row with the keyboard can no longer be edited: it left the list
  /// (deleted or hidden) or became disabled, by its own condition or its section's. Called with
  /// the data source on the update's state, before the host performs it.
  ///
  /// - Returns: The path of the row that keeps the keyboard, or `nil`.
  func settleFocus() -> ItemPath? {
    guard let row = editingRow else { return nil }
    if let path = indexPath(of: row), !form.isHidden(row), !form.isDisabled(row) { return path }
    editingRow = nil
    reportedKeyboard = nil
    // The cell resigns; its end of editing finds the row blurred by the form already.
    host?.endEditing()
    return nil
  }

  /// Gives the host the focused row's keyboard when it changed (rows appeared or disappeared
  /// around it: its return key or the previous / next buttons).
  ///
  /// - Returns: Whether the return key changed, so the row's cell must be reconfigured.
  @discardableResult
  func refreshKeyboard() -> Bool {
    guard let row = editingRow, let host else { return false }
    let keyboard = keyboard(for: row)
    guard keyboard != reportedKeyboard else { return false }
    let returnKeyChanged = reportedKeyboard != nil && reportedKeyboard?.returnKey != keyboard.returnKey
    reportedKeyboard = keyboard
    host.updateKeyboard(keyboard)
    return returnKeyChanged
  }

  // MARK: Scrolling

  /// Shows the first problem of a refused submit: focuses its row when the row takes focus (an
  /// input), else scrolls to it. A section's issue ("at least one stop") reveals the section's
  /// "Add" row, or its last row (`Form.revealRow(for:)`); without errors, the first row still
  /// being checked.
  ///
  /// ```swift
  /// let report = form.validate()
  /// if !report.isValid { screen.driver.revealFirstProblem(of: report) }
  /// ```
  ///
  /// - Returns: What was done, with the row's path; without a host the renderer performs it.
  @discardableResult
  public func revealFirstProblem(of report: ValidationReport) -> FormPageReveal {
    revealFirstProblemRow(of: report).reveal
  }

  /// ``revealFirstProblem(of:)``, and the row it revealed.
  func revealFirstProblemRow(of report: ValidationReport) -> (row: RowID?, reveal: FormPageReveal) {
    // The list shows the errors before anything is focused.
    form.flush()
    let row = report.firstError.flatMap(form.revealRow(for:)) ?? report.pendingRows.first
    guard let row, let path = indexPath(of: row) else { return (row, .notShown) }
    let takesFocus = cell(at: path).kind.takesFocus
    guard let host else { return (row, takesFocus ? .focused(path) : .scrolled(path)) }
    if takesFocus, focus(row) { return (row, .focused(path)) }
    host.scrollToRow(at: path, animated: animatesUpdates)
    return (row, .scrolled(path))
  }

  /// Scrolls the focused row into view (after the keyboard appeared or changed size).
  ///
  /// - Returns: Whether a focused row is shown (and was scrolled to).
  @discardableResult
  public func scrollToFocusedRow(animated: Bool) -> Bool {
    guard let host, let row = form.focusedRow, let path = indexPath(of: row) else { return false }
    host.scrollToRow(at: path, animated: animated)
    return true
  }
}
