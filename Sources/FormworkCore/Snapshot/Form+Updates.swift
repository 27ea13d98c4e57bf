import Dispatch
import FormworkDiff

extension Form {
  // MARK: Marking changes

  func markReconfigure(_ row: RowNode) {
    guard !row.isQueuedForReconfigure else { return }
    row.isQueuedForReconfigure = true
    pending.reconfigure.append(row.id)
  }

  /// Sections came, went or were shown anew (a page change, a full re-evaluation): the next
  /// update diffs the list of sections too.
  func markSectionListChanged() { pending.sectionListChanged = true }

  /// The rows a section shows now, as renderers were last given them; `nil` when it is not shown.
  func shownRows(of section: SectionNode) -> [RowID]? {
    section.shownIndex >= 0 && section.shownIndex < shownSections.count ? shownSections[section.shownIndex].items : nil
  }

  func markSectionReconfigure(_ section: SectionNode) {
    guard !pending.reconfiguredSections.contains(section.id) else { return }
    pending.reconfiguredSections.append(section.id)
  }

  // MARK: Transactions

  /// Makes several changes that renderers see as one update.
  ///
  /// ```swift
  /// form.transaction {
  ///   form[country] = "FR"
  ///   form[postcode] = "75001"
  ///   form[express] = true
  /// }
  /// // Observers get one FormUpdate with every insert, delete and reconfigure.
  /// ```
  ///
  /// Conditions are re-evaluated as each change happens, so reads inside the transaction see
  /// current states. Validation, events and the delivery to renderers wait for the end, and see
  /// the settled form: an event handler never observes a half-applied transaction.
  @discardableResult
  public func transaction<Result>(_ changes: () throws -> Result) rethrows -> Result {
    try change(changes)
  }

  // MARK: Flushing

  /// Whether there are changes renderers have not been given yet.
  public var hasPendingUpdate: Bool { !pending.isEmpty }

  /// Turns the changes made since the last flush into one ``FormUpdate`` and hands it to the
  /// ``onUpdate(_:)`` observers.
  ///
  /// - Returns: The update, or `nil` when nothing changed.
  /// - Complexity: O(*s* + *r*) for *s* sections and the *r* rows of the sections whose visible
  ///   rows changed; sections that did not change cost O(1) each.
  @discardableResult
  public func flush() -> FormUpdate? {
    guard !pending.isEmpty else { return nil }
    let changes = pending
    pending = PendingChanges()
    for id in changes.reconfigure { storage.node(id)?.isQueuedForReconfigure = false }
    for section in changes.dirtySections { section.needsRebuild = true }
    let previous = shownSections
    let isStructural = !changes.dirtySections.isEmpty || changes.sectionListChanged
    let next: [DiffSection<SectionID, RowID>]
    if !isStructural {
      next = previous
    } else if !changes.sectionListChanged {
      // Same sections in the same places: replace the rows of the changed ones only.
      var rows = previous
      for section in changes.dirtySections where section.shownIndex >= 0 && section.shownIndex < rows.count {
        rebuildVisibleRows(of: section)
        rows[section.shownIndex].items = section.shownRows
      }
      next = rows
    } else {
      next = buildSnapshot()
    }
    shownSections = next
    let list: ListUpdate
    if !isStructural {
      list = .empty
    } else if !changes.sectionListChanged {
      list = diffRowsOnly(changes.dirtySections, previous: previous, next: next)
    } else {
      list = ListDiff.diff(from: previous, to: next, options: DiffOptions(identitiesAreUnique: true))
    }
    // Reconfigure only what is visible after the update and was there before (new rows are
    // configured fresh by the renderer anyway).
    var reconfigured: [RowID] = []
    if !changes.reconfigure.isEmpty {
      // Rows inserted by this update are configured fresh by the renderer anyway.
      let inserted = list.stages.flatMap { stage in stage.itemInserts.compactMap { rowID(at: $0, in: next) } }
      let insertedSet = inserted.count > 16 ? Set(inserted) : []
      reconfigured = changes.reconfigure.filter { id in
        guard let node = storage.node(id), node.shownItem >= 0, node.section.shownIndex >= 0 else { return false }
        return inserted.count > 16 ? !insertedSet.contains(id) : !inserted.contains(id)
      }
      reconfigured.sort { lhs, rhs in
        guard let left = indexPath(of: lhs), let right = indexPath(of: rhs) else { return false }
        return left < right
      }
    }
    let update = FormUpdate(
      previous: FormSnapshot(previous), snapshot: FormSnapshot(next), list: list, reconfigured: reconfigured,
      reconfiguredSections: changes.reconfiguredSections.filter { storage.section($0)?.shownIndex ?? -1 >= 0 })
    for observer in updateObservers where !observer.flag.isCancelled { observer.handler(update) }
    updateObservers.removeAll { $0.flag.isCancelled }
    return update
  }

  /// When no section appeared, disappeared or moved, only the rows of the changed sections can
  /// differ: diff those sections alone and put the result back at their positions. A one-row
  /// toggle in a 10,000-row form then costs the size of its section, not the number of sections.
  private func diffRowsOnly(
    _ dirty: [SectionNode], previous: [DiffSection<SectionID, RowID>], next: [DiffSection<SectionID, RowID>]
  ) -> ListUpdate {
    let positions = dirty.map(\.shownIndex).filter { $0 >= 0 && $0 < previous.count && $0 < next.count }.sorted()
    let subset = positions.map { previous[$0] }
    let update = ListDiff.diff(
      from: subset, to: positions.map { next[$0] }, options: DiffOptions(identitiesAreUnique: true))
    return update.remappingSections { positions[$0] }
  }

  private func rowID(at path: ItemPath, in sections: [DiffSection<SectionID, RowID>]) -> RowID? {
    guard sections.indices.contains(path.section), sections[path.section].items.indices.contains(path.item) else {
      return nil
    }
    return sections[path.section].items[path.item]
  }

  /// Builds the visible structure, rebuilding only sections marked dirty; clean sections keep
  /// their array (shared storage, which lets the diff skip them in O(1)).
  func buildSnapshot() -> [DiffSection<SectionID, RowID>] {
    var result: [DiffSection<SectionID, RowID>] = []
    result.reserveCapacity(storage.sections.count)
    for section in storage.sections {
      if section.ownHidden || !isOnShownPage(section) {
        if section.shownIndex >= 0 {
          section.shownIndex = -1
          for row in section.rows { row.shownItem = -1 }
          section.addRow?.shownItem = -1
          section.needsRebuild = true
        }
        continue
      }
      if section.needsRebuild || section.shownIndex < 0 { rebuildVisibleRows(of: section) }
      section.shownIndex = result.count
      result.append(DiffSection(model: section.id, items: section.shownRows))
    }
    return result
  }

  private func rebuildVisibleRows(of section: SectionNode) {
    var rows: [RowID] = []
    rows.reserveCapacity(section.rows.count + 1)
    for row in section.rows {
      if row.ownHidden {
        row.shownItem = -1
        row.companion?.shownItem = -1
        continue
      }
      row.shownItem = rows.count
      rows.append(row.id)
      if let companion = row.companion {
        if row.isExpanded {
          companion.shownItem = rows.count
          rows.append(companion.id)
        } else {
          companion.shownItem = -1
        }
      }
    }
    if let add = section.addRow {
      add.shownItem = rows.count
      rows.append(add.id)
    }
    section.shownRows = rows
    section.needsRebuild = false
  }

  // MARK: Reading the structure

  /// The visible structure renderers were last given.
  public var snapshot: FormSnapshot { FormSnapshot(shownSections) }

  /// The row shown at an index path of the last delivered snapshot.
  ///
  /// - Complexity: O(1).
  public func rowID(at path: ItemPath) -> RowID? { rowID(at: path, in: shownSections) }

  /// Where a row is shown in the last delivered snapshot, or `nil` when it is hidden.
  ///
  /// - Complexity: O(1).
  public func indexPath(of row: RowID) -> ItemPath? {
    guard let node = storage.node(row), node.shownItem >= 0, node.section.shownIndex >= 0 else { return nil }
    return ItemPath(item: node.shownItem, section: node.section.shownIndex)
  }

  /// The section shown at a section index of the last delivered snapshot.
  public func sectionID(at index: Int) -> SectionID? {
    shownSections.indices.contains(index) ? shownSections[index].model : nil
  }

  /// Where a section is shown in the last delivered snapshot, or `nil` when it is hidden.
  public func sectionIndex(of section: SectionID) -> Int? {
    guard let node = storage.section(section), node.shownIndex >= 0 else { return nil }
    return node.shownIndex
  }

  // MARK: Observing updates

  /// Calls `handler` with every update, as ``updateDelivery`` schedules them.
  ///
  /// ```swift
  /// form.updateDelivery = .nextTurn
  /// let subscription = form.onUpdate { update in tableView.apply(update) }
  /// ```
  public func onUpdate(_ handler: @escaping @MainActor (FormUpdate) -> Void) -> FormSubscription {
    let subscription = FormSubscription()
    updateObservers.append((subscription.sharedFlag, handler))
    return subscription
  }
}
