import Formwork
import FormworkDiff

extension FormListDriver {
  /// Applies an update the form delivered: the host performs its stages as batches (or
  /// reloads), then reconfigures the changed rows and section views in place.
  ///
  /// - The data source switches to the update's snapshot first, so every batch finds it in the
  ///   state the batch leads to.
  /// - Rows in `FormUpdate.reconfigured` are reconfigured, never reloaded: a focused text
  ///   field keeps its keyboard and caret.
  /// - The host reloads instead when it is not on screen, when the update asks for it
  ///   (`ListUpdate.requiresReload`), or when it has more than ``reloadThreshold``
  ///   structural changes; the focused row gets its focus back afterwards.
  /// - When the host does not show the update's previous structure (the user just reordered a
  ///   row, which the list already shows), the driver diffs what the host shows against the new
  ///   structure instead.
  ///
  /// The driver applies the updates it receives from `Form.onUpdate(_:)` itself; call this
  /// only for updates obtained elsewhere.
  public func apply(_ update: FormUpdate) {
    receive(.update(update))
  }

  /// What the driver brings its list to.
  enum ListChange {
    /// An update of the form.
    case update(FormUpdate)
    /// The form's structure as it is, when the list shows another one (a move the form refused).
    case resynchronize(FormSnapshot)
  }

  func receive(_ change: ListChange) {
    // An update delivered while one is applied (a handler of a host callback changed the form
    // with immediate delivery) waits for the current one to finish; changes apply in order.
    queuedChanges.append(change)
    drainQueuedChanges()
  }

  /// Applies the changes received, in order, unless one is being applied or the list is laying
  /// out: inside the list's layout pass (a display or prefetch handler changed the form with
  /// immediate delivery) they wait for the next turn, as UIKit forbids batch updates there.
  func drainQueuedChanges() {
    guard !isApplying, !queuedChanges.isEmpty else { return }
    guard layoutCallbackDepth == 0 else {
      guard !drainScheduled else { return }
      drainScheduled = true
      deferToNextTurn { [weak self] in
        self?.drainScheduled = false
        self?.drainQueuedChanges()
      }
      return
    }
    isApplying = true
    defer { isApplying = false }
    while !queuedChanges.isEmpty {
      perform(queuedChanges.removeFirst())
    }
  }

  private func perform(_ change: ListChange) {
    statistics.updates += 1
    let snapshot: FormSnapshot
    var list: ListUpdate
    var reconfigured: [RowID] = []
    var reconfiguredSections: [SectionID] = []
    switch change {
    case .update(let update):
      snapshot = update.snapshot
      // The list may not show the update's previous structure (the user just moved a row).
      list = update.previous == shown ? update.list : Self.diff(from: shown, to: snapshot)
      reconfigured = update.reconfigured
      reconfiguredSections = update.reconfiguredSections
    case .resynchronize(let current):
      snapshot = current
      list = Self.diff(from: shown, to: current)
    }
    shown = snapshot
    forgetLoadMoreRequests(for: list)
    guard let host else { return }
    // The keyboard leaves a row that can no longer be edited before the row animates away.
    let focused = settleFocus()
    if !host.isOnWindow || list.requiresReload || list.changeCount > reloadThreshold {
      reload()
      refreshKeyboard()
      return
    }
    for stage in list.stages where !stage.isEmpty {
      statistics.batches += 1
      host.performBatchUpdates(stage, animated: animatesUpdates)
    }
    var paths = reconfigured.compactMap(indexPath(of:))
    paths += list.changedItems
    // The control being dragged shows its value already: one reconfigure when it is let go.
    if let row = continuousEditRow, let path = indexPath(of: row), paths.contains(path) {
      paths.removeAll { $0 == path }
      continuousEditChanged = true
    }
    // A focused row whose return key changed shows it at once.
    if refreshKeyboard(), let focused { paths.append(focused) }
    if !paths.isEmpty {
      paths = Array(Set(paths)).sorted()
      statistics.reconfiguredRows += paths.count
      host.reconfigureRows(at: paths)
    }
    var sections = reconfiguredSections.compactMap { form.sectionIndex(of: $0) }
    sections += list.changedSections
    if !sections.isEmpty { updateSupplementaries(inSections: Array(Set(sections)).sorted(), host: host) }
    focusInsertedRowIfAsked(list)
    if let announcement = errorAnnouncer.announcement(in: form, strings: strings) { host.announce(announcement) }
  }

  /// Reconfigures headers and footers; sections where one appeared or went away since the list
  /// last asked are reloaded instead (their layout changes), the focused row keeping its focus.
  private func updateSupplementaries(inSections sections: [Int], host: any FormListHost) {
    var reloaded: [Int] = []
    var reconfigured: [Int] = []
    for index in sections {
      guard let id = sectionID(at: index) else { continue }
      if let asked = supplementaryPresence[id], asked != presence(ofSection: id) {
        supplementaryPresence[id] = nil
        reloaded.append(index)
      } else {
        reconfigured.append(index)
      }
    }
    if !reconfigured.isEmpty { host.reconfigureSupplementaries(inSections: reconfigured) }
    guard !reloaded.isEmpty else { return }
    let focused = form.focusedRow
    suppressesFocusChanges = true
    defer { suppressesFocusChanges = false }
    host.reloadSupplementaries(inSections: reloaded)
    if let focused, let path = indexPath(of: focused), reloaded.contains(path.section) { host.focusRow(at: path) }
  }

  /// Reloads the host, keeping the focused row focused.
  func reload() {
    guard let host else { return }
    statistics.reloads += 1
    supplementaryPresence = [:]
    let focused = form.focusedRow
    suppressesFocusChanges = true
    defer { suppressesFocusChanges = false }
    host.reloadData()
    if let focused, let path = indexPath(of: focused) { host.focusRow(at: path) }
  }

  /// After a tap on a multivalued section's "Add" row, focuses the row it inserted.
  private func focusInsertedRowIfAsked(_ list: ListUpdate) {
    guard let section = focusesInsertion else { return }
    focusesInsertion = nil
    guard
      let path = Self.insertedInput(in: list, section: section, of: form, takesFocus: { cell(at: $0).kind.takesFocus })
    else { return }
    host?.focusRow(at: path)
  }

  /// Where the first row an update inserted into a section is, among those whose input takes
  /// focus: the row an "Add" row's tap made, which the keyboard goes to (in every renderer).
  static func insertedInput(
    in list: ListUpdate, section: SectionID, of form: Form, takesFocus: (ItemPath) -> Bool
  ) -> ItemPath? {
    guard let index = form.sectionIndex(of: section) else { return nil }
    return list.stages.flatMap(\.itemInserts).first { $0.section == index && takesFocus($0) }
  }

  private func forgetLoadMoreRequests(for list: ListUpdate) {
    guard !list.stages.isEmpty || list.requiresReload else { return }
    loadMore.forget { section in form.sectionIndex(of: section).map(numberOfRows(inSection:)) }
  }

  /// Brings the list back to the form's structure when the two differ (a move the form refused).
  func resynchronize() {
    form.flush()
    let current = form.snapshot
    guard current != shown else { return }
    receive(.resynchronize(current))
  }

  /// The batches that take a list from one structure to another.
  static func diff(from old: FormSnapshot, to new: FormSnapshot) -> ListUpdate {
    ListDiff.diff(
      from: old.sections.map { DiffSection(model: $0.id, items: $0.rows) },
      to: new.sections.map { DiffSection(model: $0.id, items: $0.rows) },
      options: DiffOptions(identitiesAreUnique: true))
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
