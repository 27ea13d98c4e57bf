import FormworkDiff

extension FormListDriver {
  /// Applies an update the form delivered: the host performs its stages as batches (or
  /// reloads), then reconfigures the changed rows and section views in place.
  ///
  /// - The data source switches to the update's snapshot first, so every batch finds it in the
  ///   state the batch leads to.
  /// - Rows in ``FormUpdate/reconfigured`` are reconfigured, never reloaded: a focused text
  ///   field keeps its keyboard and caret.
  /// - The host reloads instead when it is not on screen, when the update asks for it
  ///   (`ListUpdate.requiresReload`), or when it has more than ``reloadThreshold``
  ///   structural changes; the focused row gets its focus back afterwards.
  /// - When the host does not show the update's previous structure (the user just reordered a
  ///   row, which the list already shows), the driver diffs what the host shows against the new
  ///   structure instead.
  ///
  /// The driver applies the updates it receives from ``Form/onUpdate(_:)`` itself; call this
  /// only for updates obtained elsewhere.
  public func apply(_ update: FormUpdate) {
    receive(update)
  }

  func receive(_ update: FormUpdate) {
    // An update delivered while one is applied (a handler of a host callback changed the form
    // with immediate delivery) waits for the current one to finish.
    guard !isApplying else {
      queuedUpdates.append(update)
      return
    }
    isApplying = true
    defer { isApplying = false }
    perform(update)
    while !queuedUpdates.isEmpty {
      perform(queuedUpdates.removeFirst())
    }
  }

  private func perform(_ update: FormUpdate) {
    statistics.updates += 1
    var list = update.list
    if update.previous != shown {
      list = ListDiff.diff(
        from: shown.diffSections, to: update.snapshot.diffSections, options: DiffOptions(identitiesAreUnique: true))
    }
    shown = update.snapshot
    forgetLoadMoreRequests(for: list)
    guard let host else { return }
    if !host.isOnWindow || list.requiresReload || list.changeCount > reloadThreshold {
      reload()
      return
    }
    for stage in list.stages where !stage.isEmpty {
      statistics.batches += 1
      host.performBatchUpdates(stage, animated: animatesUpdates)
    }
    var paths = update.reconfigured.compactMap(indexPath(of:))
    paths += list.changedItems
    if !paths.isEmpty {
      paths = Array(Set(paths)).sorted()
      statistics.reconfiguredRows += paths.count
      host.reconfigureRows(at: paths)
    }
    var sections = update.reconfiguredSections.compactMap { form.sectionIndex(of: $0) }
    sections += list.changedSections
    if !sections.isEmpty { host.reconfigureSupplementaries(inSections: Array(Set(sections)).sorted()) }
    focusInsertedRowIfAsked(list)
  }

  /// Reloads the host, keeping the focused row focused.
  func reload() {
    guard let host else { return }
    statistics.reloads += 1
    let focused = form.focusedRow
    suppressesFocusChanges = true
    defer { suppressesFocusChanges = false }
    host.reloadData()
    if let focused, let path = indexPath(of: focused) { host.focusRow(at: path) }
  }

  /// After a tap on a multivalued section's "Add" row, focuses the row it inserted.
  private func focusInsertedRowIfAsked(_ list: ListUpdate) {
    guard let section = focusesInsertion, let index = form.sectionIndex(of: section) else { return }
    focusesInsertion = nil
    let inserted = list.stages.flatMap(\.itemInserts).filter { $0.section == index }
    guard let path = inserted.first(where: { cell(at: $0).kind.takesFocus }) else { return }
    host?.focusRow(at: path)
  }

  private func forgetLoadMoreRequests(for list: ListUpdate) {
    guard !loadMoreRequested.isEmpty, !list.stages.isEmpty || list.requiresReload else { return }
    loadMoreRequested = loadMoreRequested.filter { section, count in
      guard let index = form.sectionIndex(of: section) else { return false }
      return numberOfRows(inSection: index) == count
    }
  }

  /// Brings the list back to the form's structure when the two differ (a move the form refused).
  func resynchronize() {
    form.flush()
    let current = form.snapshot
    guard current != shown else { return }
    receive(FormUpdate(previous: current, snapshot: current, list: .empty, reconfigured: [], reconfiguredSections: []))
  }

  /// Changes the data source to show a row moved by the user, which the list already shows
  /// (a table view's reorder control).
  func showUserMove(from source: ItemPath, to destination: ItemPath) {
    var sections = shown.sections
    guard sections.indices.contains(source.section), sections.indices.contains(destination.section),
      sections[source.section].rows.indices.contains(source.item)
    else { return }
    let row = sections[source.section].rows.remove(at: source.item)
    let item = min(destination.item, sections[destination.section].rows.count)
    sections[destination.section].rows.insert(row, at: item)
    shown = FormSnapshot(sections: sections)
  }
}
