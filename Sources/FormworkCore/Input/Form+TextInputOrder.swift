extension Form {
  /// The next shown, editable text row after `row`, in display order, across sections: where
  /// the return key (or a "next" button) moves focus.
  ///
  /// ```swift
  /// .onSubmit { focusedRow = form.textInputRow(after: row) }   // nil: dismiss the keyboard
  /// ```
  ///
  /// - Returns: The row, or `nil` when `row` is the last one (or is not shown).
  /// - Complexity: O(*k*) for the *k* rows between `row` and the answer.
  public func textInputRow(after row: RowID) -> RowID? {
    guard let start = indexPath(of: row) else { return nil }
    return snapshot.row(from: start, forward: true, where: acceptsTextInput)
  }

  /// The previous shown, editable text row before `row`, in display order, across sections.
  ///
  /// - Returns: The row, or `nil` when `row` is the first one (or is not shown).
  /// - Complexity: O(*k*) for the *k* rows between the answer and `row`.
  public func textInputRow(before row: RowID) -> RowID? {
    guard let start = indexPath(of: row) else { return nil }
    return snapshot.row(from: start, forward: false, where: acceptsTextInput)
  }

  private func acceptsTextInput(_ row: RowID) -> Bool {
    guard let node = storage.node(row) else { return false }
    return node.spec.kind.isTextInput && editDenial(of: node) == nil
  }
}
