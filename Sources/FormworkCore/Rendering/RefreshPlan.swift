/// What a renderer with one view (or one observable object) per row must redo after a
/// ``FormUpdate``: which rows and sections to read again, which no longer show, and which
/// sections' row lists changed.
///
/// A renderer that keeps state per row (SwiftUI row models, cached cell configurations) reads
/// ``refreshedRows`` again with ``Form/state(of:)`` and forgets ``removedRows``; everything else
/// stays as it is. The plan is computed from the update alone, in time proportional to what
/// changed, never to the size of the form.
///
/// ```swift
/// form.onUpdate { update in
///   let plan = RefreshPlan(update)
///   for row in plan.removedRows { rowModels[row] = nil }
///   for row in plan.refreshedRows { rowModels[row]?.state = form.state(of: row) }
/// }
/// ```
public struct RefreshPlan: Sendable, Equatable {
  /// Rows shown after the update whose state must be read again: the update's
  /// ``FormUpdate/reconfigured`` rows, then the rows it inserts (also rows of inserted
  /// sections), each once.
  public var refreshedRows: [RowID]
  /// Rows shown before the update and not after it (hidden, removed, or in a hidden section).
  public var removedRows: [RowID]
  /// Sections shown after the update whose header or footer must be read again: the update's
  /// ``FormUpdate/reconfiguredSections`` and the sections it inserts.
  public var refreshedSections: [SectionID]
  /// Sections shown before the update and not after it.
  public var removedSections: [SectionID]
  /// Sections shown both before and after the update whose list of rows changed (rows
  /// inserted, deleted or moved in or out).
  public var sectionsWithChangedRows: [SectionID]
  /// Whether the list of sections changed (a section inserted, deleted or moved).
  public var sectionListChanged: Bool

  /// A plan with nothing to do.
  public init() {
    refreshedRows = []
    removedRows = []
    refreshedSections = []
    removedSections = []
    sectionsWithChangedRows = []
    sectionListChanged = false
  }

  /// The plan for an update.
  ///
  /// - Parameter update: An update a form delivered.
  /// - Complexity: O(*c*) for the *c* operations of the update's stages, its reconfigured rows
  ///   and the rows of the sections it inserts or deletes.
  public init(_ update: FormUpdate) {
    self.init()
    var inserted: [RowID] = []
    var deleted: [RowID] = []
    var insertedSections: [SectionID] = []
    var deletedSections: [SectionID] = []
    var changedSections: [SectionID] = []
    // The first stage goes from the previous snapshot to the new one; a later stage holds only
    // reloads, in the new snapshot's index space.
    for (position, stage) in update.list.stages.enumerated() {
      let before = position == 0 ? update.previous : update.snapshot
      let after = update.snapshot
      for index in stage.sectionDeletes {
        guard let id = before.sectionIDIfPresent(at: index) else { continue }
        deletedSections.append(id)
        deleted += before.rows(inSection: index)
      }
      for index in stage.sectionInserts {
        guard let id = after.sectionIDIfPresent(at: index) else { continue }
        insertedSections.append(id)
        inserted += after.rows(inSection: index)
      }
      for index in stage.sectionReloads {
        guard let id = before.sectionIDIfPresent(at: index) else { continue }
        refreshedSections.append(id)
        if let newIndex = after.sectionIndex(of: id, near: index) { inserted += after.rows(inSection: newIndex) }
      }
      for path in stage.itemDeletes {
        guard let id = before[path] else { continue }
        deleted.append(id)
        if let section = before.sectionIDIfPresent(at: path.section) { changedSections.append(section) }
      }
      for path in stage.itemInserts {
        guard let id = after[path] else { continue }
        inserted.append(id)
        if let section = after.sectionIDIfPresent(at: path.section) { changedSections.append(section) }
      }
      for path in stage.itemReloads {
        if let id = before[path] { inserted.append(id) }
      }
      for move in stage.itemMoves {
        if let section = before.sectionIDIfPresent(at: move.from.section) { changedSections.append(section) }
        if let section = after.sectionIDIfPresent(at: move.to.section) { changedSections.append(section) }
      }
      if !stage.sectionDeletes.isEmpty || !stage.sectionInserts.isEmpty || !stage.sectionMoves.isEmpty {
        sectionListChanged = true
      }
    }
    // A row deleted in one place and inserted in another (a move the diff spelled as two
    // operations) is still shown: it refreshes and stays.
    let insertedSet = Set(inserted)
    removedRows = Self.unique(deleted.filter { !insertedSet.contains($0) })
    refreshedRows = Self.unique(update.reconfigured + inserted)
    let insertedSectionSet = Set(insertedSections)
    removedSections = Self.unique(deletedSections.filter { !insertedSectionSet.contains($0) })
    refreshedSections = Self.unique(update.reconfiguredSections + refreshedSections + insertedSections)
    let gone = Set(deletedSections).union(insertedSectionSet)
    sectionsWithChangedRows = Self.unique(changedSections.filter { !gone.contains($0) })
  }

  /// Whether there is nothing to do.
  public var isEmpty: Bool {
    refreshedRows.isEmpty && removedRows.isEmpty && refreshedSections.isEmpty && removedSections.isEmpty
      && sectionsWithChangedRows.isEmpty && !sectionListChanged
  }

  private static func unique<ID: Hashable>(_ ids: [ID]) -> [ID] {
    guard ids.count > 1 else { return ids }
    var seen = Set<ID>(minimumCapacity: ids.count)
    return ids.filter { seen.insert($0).inserted }
  }
}

extension FormSnapshot {
  fileprivate func sectionIDIfPresent(at index: Int) -> SectionID? {
    index >= 0 && index < sectionCount ? sectionID(at: index) : nil
  }

  /// Where a section is, looking at `hint` first (reloads keep their place).
  fileprivate func sectionIndex(of id: SectionID, near hint: Int) -> Int? {
    if sectionIDIfPresent(at: hint) == id { return hint }
    return (0..<sectionCount).first { sectionID(at: $0) == id }
  }
}
