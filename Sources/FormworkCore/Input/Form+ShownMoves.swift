/// Where a list's reorder puts a row, in the two ways lists count it.
///
/// Both are shown positions (hidden rows do not count) in the destination section; they differ
/// only in whether the moving row itself is counted, and ``Form/moveShownRow(_:to:inSection:)``
/// turns both into the same place.
public enum ShownMoveDestination: Sendable, Hashable {
  /// The position the row has once moved: UIKit's `tableView(_:moveRowAt:to:)` and
  /// `collectionView(_:moveItemAt:to:)` destinations.
  case position(Int)
  /// The position the row goes before, counted while the row is still in its place: SwiftUI's
  /// `onMove(perform:)` destination (`rows.count` puts the row at the end).
  case before(Int)
}

extension Form {
  /// Moves a shown row where a list's reorder put it: the one move every renderer performs
  /// (UIKit's drags through `FormListDriver.moveRow(from:to:)`, SwiftUI's `onMove`, the
  /// terminal's move keys).
  ///
  /// The row goes before the declared row that follows it on screen once moved, or after the
  /// section's last declared row (never past a multivalued section's "Add" row); hidden rows
  /// keep their place among the declared rows.
  ///
  /// ```swift
  /// // UIKit: the destination is where the row ends up.
  /// try form.moveShownRow(row, to: .position(destination.row), inSection: section)
  /// // SwiftUI: onMove's destination is counted before the move.
  /// .onMove { sources, destination in
  ///   model.attempt { try $0.moveShownRow(rows[sources.first!], to: .before(destination), inSection: id) }
  /// }
  /// ```
  ///
  /// A move into another section is what ``allowsShownMove(of:toSection:)`` allows: between two
  /// multivalued sections of the same element that reorder, the first deleting and the second
  /// inserting.
  ///
  /// - Throws: `FormError` when the section is not shown, the row is not shown or cannot be
  ///   moved (an "Add" row, an inline editor, a move into a section that does not take it), or
  ///   the position is outside the destination section's shown rows.
  /// - Complexity: O(*r*) for the *r* rows of the sections involved.
  public func moveShownRow(_ row: RowID, to destination: ShownMoveDestination, inSection section: SectionID) throws {
    guard let target = storage.section(section), let shown = shownRows(of: target) else {
      throw FormError(.sectionNotShown, "\(section) is not shown")
    }
    guard let node = storage.node(row), !node.isCompanion, node.section.rows.contains(where: { $0 === node }) else {
      throw FormError(.invalidEdit, "\(row) cannot be moved")
    }
    guard allowsShownMove(of: row, toSection: section) else {
      throw FormError(.invalidEdit, "\(row) cannot be moved into \(section)")
    }
    let others = shown.filter { $0 != row }
    let position: Int
    switch destination {
    case .position(let index):
      position = index
    case .before(let index):
      guard (0...shown.count).contains(index) else {
        throw FormError(.invalidEdit, "a move before \(index) is outside 0...\(shown.count)")
      }
      // Counted with the row still in place: positions after it shift down by one.
      let source = shown.firstIndex(of: row)
      position = source.map { index > $0 ? index - 1 : index } ?? index
    }
    guard (0...others.count).contains(position) else {
      throw FormError(.invalidEdit, "a move to \(position) is outside 0...\(others.count)")
    }
    // Back where it is: the shown order stays, and so do hidden rows around it.
    if shown.firstIndex(of: row) == position { return }
    // Among the declared rows without the moving one: before the first declared row that
    // follows on screen (inline editors and "Add" rows are not declared), else at the end.
    let declared = target.rows.filter { $0 !== node }
    var index = declared.count
    for following in others[position...] {
      if let found = declared.firstIndex(where: { $0.id == following }) {
        index = found
        break
      }
    }
    if node.section === target, target.rows.firstIndex(where: { $0 === node }) == index { return }
    try moveRow(row, toSection: section, at: index)
  }

  /// Moves a shown row as SwiftUI's `onMove` reports it: by shown positions in one section,
  /// `destination` counted before the move (``ShownMoveDestination/before(_:)``).
  ///
  /// - Throws: `FormError` as ``moveShownRow(_:to:inSection:)`` does, and when `source` is
  ///   outside the section's shown rows.
  public func moveShownRow(at source: Int, to destination: Int, inSection section: SectionID) throws {
    guard let node = storage.section(section), let shown = shownRows(of: node) else {
      throw FormError(.sectionNotShown, "\(section) is not shown")
    }
    guard shown.indices.contains(source) else {
      throw FormError(.invalidEdit, "a move from \(source) is outside 0..<\(shown.count)")
    }
    try moveShownRow(shown[source], to: .before(destination), inSection: section)
  }

  /// Whether a list may move a row into `section`: within its own section always (the row's
  /// ``RowState/canMove`` says whether the user may start the move); into another section only
  /// between two multivalued sections that reorder, of the same element type and row kind, the
  /// row's own section deleting and the destination inserting (the value leaves one list and
  /// joins the other).
  ///
  /// - Complexity: O(1).
  public func allowsShownMove(of row: RowID, toSection section: SectionID) -> Bool {
    guard let node = storage.node(row), let target = storage.section(section) else { return false }
    let origin = node.section
    if origin === target { return true }
    guard let from = origin.spec.multivalued, let to = target.spec.multivalued,
      from.options.contains(.reorder), to.options.contains(.reorder),
      from.options.contains(.delete), to.options.contains(.insert)
    else { return false }
    return ObjectIdentifier(from.elementType) == ObjectIdentifier(to.elementType)
      && from.template.kind == to.template.kind
  }
}
