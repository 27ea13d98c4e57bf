extension Form {
  /// Moves a row the way a list's reordering reports it (SwiftUI's `onMove`, a table view's
  /// `moveRowAt:to:`): by shown positions within one section, hidden rows left where they are.
  ///
  /// `destination` is the shown position the row goes before, counted before the move, as
  /// SwiftUI's `onMove(perform:)` gives it:
  ///
  /// ```swift
  /// ForEach(rows, id: \.self) { … }
  ///   .onMove { sources, destination in
  ///     for source in sources { try? form.moveShownRow(at: source, to: destination, inSection: id) }
  ///   }
  /// ```
  ///
  /// Inline editors and the "Add" row of a multivalued section are not moved; a destination
  /// after them puts the row after the last row before them.
  ///
  /// - Throws: ``FormError`` when the section is not shown, a position is out of range, or the
  ///   row at `source` cannot be moved.
  /// - Complexity: O(*r*) for the *r* rows of the section.
  public func moveShownRow(at source: Int, to destination: Int, inSection section: SectionID) throws {
    guard let sectionNode = storage.section(section), sectionNode.shownIndex >= 0,
      sectionNode.shownIndex < shownSections.count
    else { throw FormError(.sectionNotShown, "\(section) is not shown") }
    let shown = shownSections[sectionNode.shownIndex].items
    guard shown.indices.contains(source), (0...shown.count).contains(destination) else {
      throw FormError(.invalidEdit, "a move from \(source) to \(destination) is outside 0...\(shown.count)")
    }
    // Before itself or before the row after it: the shown order stays, and so do hidden rows.
    if destination == source || destination == source + 1 { return }
    let moving = shown[source]
    guard let from = sectionNode.rows.firstIndex(where: { $0.id == moving }) else {
      throw FormError(.invalidEdit, "\(moving) cannot be moved")
    }
    // The row it goes before: the first declared row shown at or after the destination.
    var target = sectionNode.rows.count
    for index in destination..<shown.count where shown[index] != moving {
      if let declared = sectionNode.rows.firstIndex(where: { $0.id == shown[index] }) {
        target = declared
        break
      }
    }
    if from < target { target -= 1 }
    guard target != from else { return }
    try moveRow(moving, toSection: section, at: target)
  }
}
