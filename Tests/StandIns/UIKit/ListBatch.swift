// The checks UIKit makes when a table or collection view applies a batch of raw updates
// (deleteRows/insertRows/moveRow/reloadRows and their section forms), and where each surviving
// row ends. FormworkDiffTestSupport's UIKitBatchValidator checks a FormworkDiff ListUpdate
// against identities; here only counts and paths are known, as they are to UIKit.

/// The raw operations recorded inside one `performBatchUpdates` (or one call outside it).
struct ListBatch {
  var sectionDeletes: [Int] = []
  var sectionInserts: [Int] = []
  var sectionReloads: [Int] = []
  var sectionMoves: [(from: Int, to: Int)] = []
  var itemDeletes: [IndexPath] = []
  var itemInserts: [IndexPath] = []
  var itemReloads: [IndexPath] = []
  var itemMoves: [(from: IndexPath, to: IndexPath)] = []

  var isEmpty: Bool {
    sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionReloads.isEmpty && sectionMoves.isEmpty
      && itemDeletes.isEmpty && itemInserts.isEmpty && itemReloads.isEmpty && itemMoves.isEmpty
  }
}

/// Where the rows and sections shown before a batch end after it, or why UIKit refuses it.
struct ListBatchOutcome {
  /// The row (old path) each new path shows, `nil` for inserted or reloaded rows.
  var rows: [[IndexPath?]]
  /// The old index of each new section, `nil` for inserted or reloaded sections.
  var sections: [Int?]
  /// UIKit's words for each broken rule; empty when the batch is accepted.
  var violations: [String]
}

enum ListBatchChecker {
  /// Applies `batch` to a list of `before` row counts and checks the result against `after`
  /// (what the data source answers once the updates block returned).
  ///
  /// UIKit: "Deletes are processed before inserts in batch operations. This means the indexes for
  /// the deletions are processed relative to the indexes of the collection view's state before
  /// the batch operation, and the indexes for the insertions are processed relative to the
  /// indexes of the state after all the deletions in the batch operation." Reloads and move
  /// sources name rows before the update; move destinations rows after it.
  static func apply(_ batch: ListBatch, before: [Int], after: [Int]) -> ListBatchOutcome {
    var problems: [String] = []
    let sectionCount = before.count

    // Sections: every "before" index at most once, in range.
    var usedBefore = Set<Int>()
    for (index, role) in batch.sectionDeletes.map({ ($0, "delete") }) + batch.sectionReloads.map({ ($0, "reload") })
      + batch.sectionMoves.map({ ($0.from, "move") })
    {
      if index < 0 || index >= sectionCount {
        problems.append(
          "attempt to \(role) section \(index), but there are only \(sectionCount) sections before the update")
      } else if !usedBefore.insert(index).inserted {
        problems.append("attempt to perform more than one operation on section \(index) (\(role))")
      }
    }
    var usedAfter = Set<Int>()
    for index in batch.sectionInserts + batch.sectionMoves.map(\.to) where !usedAfter.insert(index).inserted {
      problems.append("attempt to insert or move more than one section to index \(index)")
    }
    let expectedSections = sectionCount - batch.sectionDeletes.count + batch.sectionInserts.count
    if after.count != expectedSections {
      problems.append(
        "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(after.count)) must be equal to the number of sections contained in the table view before the update (\(sectionCount)), plus or minus the number of sections inserted or deleted (\(batch.sectionInserts.count) inserted, \(batch.sectionDeletes.count) deleted)."
      )
    }
    guard problems.isEmpty else { return ListBatchOutcome(rows: [], sections: [], violations: problems) }

    // The new order of the old sections: deletes and move sources out, inserts and move
    // destinations in, by ascending index after the update.
    let removed = Set(batch.sectionDeletes).union(batch.sectionMoves.map(\.from))
    var sections: [Int?] = (0..<sectionCount).filter { !removed.contains($0) }.map { Optional($0) }
    let arrivals =
      (batch.sectionInserts.map { (to: $0, from: Int?.none) }
      + batch.sectionMoves.map { (to: $0.to, from: Int?($0.from)) })
      .sorted { $0.to < $1.to }
    for arrival in arrivals {
      guard arrival.to <= sections.count else {
        problems.append(
          "attempt to insert section \(arrival.to) but there are only \(sections.count) sections after the update")
        return ListBatchOutcome(rows: [], sections: [], violations: problems)
      }
      sections.insert(arrival.from, at: arrival.to)
    }
    let reloadedSections = Set(batch.sectionReloads)
    let deletedSections = Set(batch.sectionDeletes)
    let movedSections = Set(batch.sectionMoves.map(\.from))
    let insertedSections = Set(batch.sectionInserts)

    // Rows: "before" paths at most once and in range, not in a deleted or reloaded section.
    var usedRows = Set<IndexPath>()
    let deletes = Set(batch.itemDeletes)
    for (path, role) in batch.itemDeletes.map({ ($0, "delete") }) + batch.itemReloads.map({ ($0, "reload") })
      + batch.itemMoves.map({ ($0.from, "move") })
    {
      if path.section < 0 || path.section >= sectionCount || path.item < 0 || path.item >= before[path.section] {
        let rows = path.section >= 0 && path.section < sectionCount ? before[path.section] : 0
        problems.append(
          "attempt to \(role) row \(path.item) from section \(path.section) which only contains \(rows) rows before the update"
        )
      } else if deletedSections.contains(path.section) || reloadedSections.contains(path.section) {
        problems.append("attempt to \(role) row \(path.item) in section \(path.section), which is deleted or reloaded")
      } else if !usedRows.insert(path).inserted {
        if role == "move" && deletes.contains(path) {
          problems.append("attempt to delete and move the same index path (\(path))")
        } else {
          problems.append(
            "attempt to perform more than one operation (\(role)) on the row \(path.item) in section \(path.section)")
        }
      }
    }
    var arrivalsAt = Set<IndexPath>()
    for path in batch.itemInserts + batch.itemMoves.map(\.to) where !arrivalsAt.insert(path).inserted {
      problems.append("attempt to insert or move more than one row to \(path)")
    }
    for path in batch.itemInserts + batch.itemMoves.map(\.to) {
      if path.section < 0 || path.section >= sections.count {
        problems.append(
          "attempt to insert row \(path.item) into section \(path.section), but there are only \(sections.count) sections after the update"
        )
      } else if insertedSections.contains(path.section)
        || (sections[path.section].map { reloadedSections.contains($0) } ?? false)
      {
        problems.append(
          "attempt to insert or move row \(path.item) into section \(path.section), which is inserted or reloaded")
      }
    }
    guard problems.isEmpty else { return ListBatchOutcome(rows: [], sections: [], violations: problems) }
    if !batch.itemMoves.isEmpty
      && batch.sectionMoves.contains(where: { move in
        batch.itemMoves.contains { $0.from.section == move.from }
      })
    {
      problems.append("attempt to move a row out of a section that is moved in the same update")
    }

    // Kept rows of each old section, then arrivals into each new section.
    let leaving = Set(batch.itemDeletes).union(batch.itemMoves.map(\.from))
    let reloadedRows = Set(batch.itemReloads)
    var rows: [[IndexPath?]] = sections.map { old in
      guard let old, !reloadedSections.contains(old) else { return [] }
      return (0..<before[old]).map { IndexPath(item: $0, section: old) }.filter { !leaving.contains($0) }.map {
        reloadedRows.contains($0) ? nil : Optional($0)
      }
    }
    // A reloaded section gets the rows the data source gives it.
    for (index, old) in sections.enumerated() where old.map({ reloadedSections.contains($0) }) ?? false {
      rows[index] = Array(repeating: nil, count: index < after.count ? after[index] : 0)
    }
    for (index, old) in sections.enumerated() where old == nil {
      rows[index] = Array(repeating: nil, count: index < after.count ? after[index] : 0)
    }
    let rowArrivals =
      (batch.itemInserts.map { (to: $0, from: IndexPath?.none) }
      + batch.itemMoves.map { (to: $0.to, from: IndexPath?($0.from)) })
      .sorted { $0.to < $1.to }
    for arrival in rowArrivals {
      let section = arrival.to.section
      guard arrival.to.item <= rows[section].count else {
        problems.append(
          "attempt to insert row \(arrival.to.item) into section \(section), but there are only \(rows[section].count) rows in section \(section) after the update"
        )
        continue
      }
      rows[section].insert(arrival.from, at: arrival.to.item)
    }
    // "The number of rows contained in an existing section after the update must be equal to the
    // number of rows contained in that section before the update, plus or minus the number of
    // rows inserted or deleted from that section and plus or minus the number of rows moved into
    // or out of that section."
    for (index, old) in sections.enumerated() {
      guard let old, !reloadedSections.contains(old), index < after.count, rows[index].count != after[index] else {
        continue
      }
      let inserted = batch.itemInserts.filter { $0.section == index }.count
      let deleted = batch.itemDeletes.filter { $0.section == old }.count
      let movedIn = batch.itemMoves.filter { $0.to.section == index && $0.from.section != old }.count
      let movedOut = batch.itemMoves.filter { $0.from.section == old && $0.to.section != index }.count
      problems.append(
        "Invalid update: invalid number of rows in section \(index). The number of rows contained in an existing section after the update (\(after[index])) must be equal to the number of rows contained in that section before the update (\(before[old])), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
      )
    }
    _ = movedSections
    return ListBatchOutcome(
      rows: rows, sections: sections.map { old in old.flatMap { reloadedSections.contains($0) ? nil : $0 } },
      violations: problems)
  }
}
