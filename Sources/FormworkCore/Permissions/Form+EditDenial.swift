// "Why is this disabled": the reason a row cannot be edited now, which renderers show and every
// refused edit or undo reports.

extension Form {
  /// Why a row cannot be edited now, or `nil` when it can.
  public func editDenial(of row: RowID) -> String? {
    storage.node(row).flatMap(editDenial(of:))
  }

  func editDenial(of node: RowNode) -> String? {
    if let denial = node.denial { return denial }
    if node.isComputed { return validationMessages.disabled(node.spec.title) }
    if node.ownDisabled { return node.spec.disabledReason ?? validationMessages.disabled(node.spec.title) }
    if node.section.ownDisabled { return validationMessages.disabled(node.spec.title) }
    if case .inlineEditor(let parent) = node.spec.kind, let parentNode = storage.node(parent) {
      return editDenial(of: parentNode)
    }
    return nil
  }
}
