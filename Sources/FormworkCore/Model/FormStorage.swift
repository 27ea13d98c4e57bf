import FormworkExpressions

/// The live sections and rows of a form, with O(1) lookup by identity and by tag.
///
/// NB: the lookup tables opt out of dynamic exclusivity checks: they are read on every value
/// access, only this class mutates them, and never while a lookup is in progress.
@MainActor
final class FormStorage {
  /// Sections in declared order.
  var sections: [SectionNode] = []
  /// Rows by `RowID.rawValue`; removed rows leave `nil` (identities are never reused).
  @exclusivity(unchecked) private(set) var rowsByID: [RowNode?] = []
  @exclusivity(unchecked) private(set) var sectionsByID: [SectionNode?] = []
  @exclusivity(unchecked) private(set) var rowsByTag: [String: RowNode] = [:]
  @exclusivity(unchecked) private(set) var sectionsByTag: [String: SectionNode] = [:]
  /// What "did you mean" may still spend on unknown rows named in this form's expressions.
  let suggestions = SuggestionBudget()
  /// Expression rules bound to these rows and sections, by their text: a binding names rows by
  /// their slots, so every registration and removal forgets them all.
  var boundRuleExpressions: [String: BoundExpression] = [:]

  func node(_ id: RowID) -> RowNode? {
    id.rawValue >= 0 && id.rawValue < rowsByID.count ? rowsByID[id.rawValue] : nil
  }

  func node(tag: String) -> RowNode? { rowsByTag[tag] }

  func section(_ id: SectionID) -> SectionNode? {
    id.rawValue >= 0 && id.rawValue < sectionsByID.count ? sectionsByID[id.rawValue] : nil
  }

  func section(tag: String) -> SectionNode? { sectionsByTag[tag] }

  var nextRowID: RowID { RowID(rawValue: rowsByID.count) }
  var nextSectionID: SectionID { SectionID(rawValue: sectionsByID.count) }

  /// Registers a new row (the caller places it in a section's `rows`). When another row already
  /// has its tag, that row keeps the tag and is returned; the caller reports the duplicate.
  @discardableResult
  func register(_ node: RowNode) -> RowNode? {
    precondition(node.id.rawValue == rowsByID.count, "row identities are allocated in order")
    rowsByID.append(node)
    forgetBindings()
    guard let tag = node.spec.tag else { return nil }
    if let existing = rowsByTag.updateValue(node, forKey: tag) {
      rowsByTag[tag] = existing
      return existing
    }
    return nil
  }

  /// Registers a new section (the caller places it in `sections`).
  func register(_ section: SectionNode) {
    precondition(section.id.rawValue == sectionsByID.count, "section identities are allocated in order")
    sectionsByID.append(section)
    forgetBindings()
    if let tag = section.spec.tag { sectionsByTag[tag] = section }
  }

  /// Puts back a row unregistered by `unregister(_:)` (an undo of its removal). Its tag must be
  /// free.
  func reregister(_ node: RowNode) {
    rowsByID[node.id.rawValue] = node
    forgetBindings()
    if let tag = node.spec.tag { rowsByTag[tag] = node }
  }

  func unregister(_ node: RowNode) {
    rowsByID[node.id.rawValue] = nil
    forgetBindings()
    if let tag = node.spec.tag, rowsByTag[tag] === node { rowsByTag[tag] = nil }
  }

  func unregister(_ section: SectionNode) {
    sectionsByID[section.id.rawValue] = nil
    forgetBindings()
    if let tag = section.spec.tag, sectionsByTag[tag] === section { sectionsByTag[tag] = nil }
  }

  private func forgetBindings() {
    if !boundRuleExpressions.isEmpty { boundRuleExpressions = [:] }
  }

  func reserveCapacity(rows: Int, sections: Int) {
    rowsByID.reserveCapacity(rows)
    rowsByTag.reserveCapacity(rows)
    sectionsByID.reserveCapacity(sections)
  }

  /// Every live row in declared order (sections in order, rows in order; no inline editors).
  var orderedRows: [RowNode] { sections.flatMap(\.rows) }

  /// A row's position in declared order, for messages: "section 'Account', row 2".
  func place(of node: RowNode) -> String {
    let sectionIndex = sections.firstIndex { $0 === node.section } ?? 0
    let rowIndex = (node.section.rows.firstIndex { $0 === node } ?? 0) + 1
    return "section '\(node.section.displayName(position: sectionIndex))', row \(rowIndex)"
  }
}
