// What UITableView and UICollectionView share in the stand-in: the counts the list believes,
// cells for a visible window (a fixed row height in a viewport), prepared cells ahead of it,
// prefetching, reuse, batch updates checked as UIKit checks them, reconfigure, headers and
// footers.

/// A header or footer slot: its element kind and section.
struct SupplementaryKey: Hashable {
  var kind: String
  var section: Int
}

/// What the engine asks its list (the table or collection view speaking to its data source and
/// delegate).
@MainActor
protocol ListEngineClient: UIScrollView {
  func engineNumberOfSections() -> Int
  func engineNumberOfRows(in section: Int) -> Int
  func engineCell(at path: IndexPath) -> UIView
  func engineWillDisplay(_ cell: UIView, at path: IndexPath)
  func engineDidEndDisplaying(_ cell: UIView, at path: IndexPath)
  func engineSupplementary(_ key: SupplementaryKey) -> UIView?
  func engineHasSupplementary(_ key: SupplementaryKey) -> Bool
  func engineWillDisplaySupplementary(_ view: UIView, _ key: SupplementaryKey)
  func engineDidEndDisplayingSupplementary(_ view: UIView, _ key: SupplementaryKey)
  func enginePrefetch(_ paths: [IndexPath])
  func engineCancelPrefetching(_ paths: [IndexPath])
  var engineSupplementaryKinds: [String] { get }
  var engineRowHeight: CGFloat { get }
}

/// A reusable view's identifier (cells, headers, footers).
@MainActor
protocol Reusable: UIView {
  var reuseIdentifier: String? { get set }
  func prepareForReuse()
}

@MainActor
final class ListEngine {
  unowned let list: any ListEngineClient
  /// Height of each header and footer slot.
  let supplementaryHeight: CGFloat = 30
  /// The row counts the list believes; `nil` until it asks its data source (after a reload).
  private(set) var counts: [Int]?
  private(set) var cells: [IndexPath: UIView] = [:]
  private(set) var prepared: [IndexPath: UIView] = [:]
  private(set) var prefetched: Set<IndexPath> = []
  private(set) var supplementaries: [SupplementaryKey: UIView] = [:]
  private var pools: [String: [UIView]] = [:]
  var cellMakers: [String: @MainActor () -> UIView] = [:]
  var supplementaryMakers: [String: @MainActor () -> UIView] = [:]
  /// The path a data source call is answering now, and the cell a reconfigure hands back.
  private var answering: IndexPath?
  private var reconfiguringCell: UIView?
  private var answeringSupplementary: SupplementaryKey?
  private var batch: ListBatch?
  private var batchDepth = 0
  private var hasLaidOut = false
  private var layoutScheduled = false
  /// Set while the data source handles an interactive move: UIKit moves the row itself after.
  var isInMoveCallback = false
  /// Number of cells made (not reused) and of cells dequeued, for tests (stand-in only).
  private(set) var cellsMade = 0
  private(set) var dequeues = 0

  init(list: any ListEngineClient) { self.list = list }

  // MARK: Geometry

  private func loadedCounts() -> [Int] {
    if let counts { return counts }
    let sections = list.engineNumberOfSections()
    let loaded = (0..<max(0, sections)).map { list.engineNumberOfRows(in: $0) }
    counts = loaded
    return loaded
  }

  var numberOfSections: Int { loadedCounts().count }
  func numberOfRows(in section: Int) -> Int {
    let counts = loadedCounts()
    return counts.indices.contains(section) ? counts[section] : 0
  }

  /// The frame of a row in the content (every row is `engineRowHeight` tall; each section has a
  /// header slot above its rows and a footer slot under them).
  func rowFrame(_ path: IndexPath) -> CGRect {
    let counts = loadedCounts()
    var y: CGFloat = 0
    for section in 0..<min(path.section, counts.count) {
      y += 2 * supplementaryHeight + CGFloat(counts[section]) * list.engineRowHeight
    }
    y += supplementaryHeight + CGFloat(path.item) * list.engineRowHeight
    return CGRect(x: 0, y: y, width: list.bounds.width, height: list.engineRowHeight)
  }

  func supplementaryFrame(_ key: SupplementaryKey, isFooter: Bool) -> CGRect {
    let counts = loadedCounts()
    var y: CGFloat = 0
    for section in 0..<min(key.section, counts.count) {
      y += 2 * supplementaryHeight + CGFloat(counts[section]) * list.engineRowHeight
    }
    if isFooter, counts.indices.contains(key.section) {
      y += supplementaryHeight + CGFloat(counts[key.section]) * list.engineRowHeight
    }
    return CGRect(x: 0, y: y, width: list.bounds.width, height: supplementaryHeight)
  }

  var contentHeight: CGFloat {
    loadedCounts().reduce(0) { $0 + 2 * supplementaryHeight + CGFloat($1) * list.engineRowHeight }
  }

  func isValid(_ path: IndexPath) -> Bool {
    let counts = loadedCounts()
    return path.count == 2 && counts.indices.contains(path.section) && path.item >= 0
      && path.item < counts[path.section]
  }

  private func paths(in range: ClosedRange<CGFloat>) -> [IndexPath] {
    let counts = loadedCounts()
    var result: [IndexPath] = []
    for (section, count) in counts.enumerated() {
      for item in 0..<count {
        let path = IndexPath(item: item, section: section)
        let frame = rowFrame(path)
        if frame.maxY > range.lowerBound && frame.minY < range.upperBound { result.append(path) }
      }
    }
    return result
  }

  /// The rows in the viewport.
  var visibleRange: ClosedRange<CGFloat> {
    let top = list.contentOffset.y
    return top...(top + max(0, list.bounds.height))
  }

  // MARK: Layout

  /// Shows the rows in the viewport: cells leaving it end their display and go back to the
  /// reuse pool, prepared cells entering it are displayed as they are, others are asked of the
  /// data source. Prepares the next two rows below and above, and tells the prefetch data source
  /// of the rows within one more viewport.
  func layout() {
    hasLaidOut = true
    layoutScheduled = false
    let counts = loadedCounts()
    list.contentSize = CGSize(width: list.bounds.width, height: contentHeight)
    let visibleRange = visibleRange
    let visible = Set(paths(in: visibleRange))
    let margin = 2 * list.engineRowHeight
    let near = Set(
      paths(in: (visibleRange.lowerBound - margin)...(visibleRange.upperBound + margin))
    ).subtracting(visible)
    let height = max(list.bounds.height, list.engineRowHeight)
    let ahead = Set(paths(in: (visibleRange.lowerBound - height)...(visibleRange.upperBound + height)))
      .subtracting(visible)

    for (path, cell) in cells where !visible.contains(path) {
      cells[path] = nil
      list.engineDidEndDisplaying(cell, at: path)
      enqueue(cell)
    }
    for (path, cell) in prepared where !near.contains(path) && !visible.contains(path) {
      prepared[path] = nil
      enqueue(cell)
    }
    for path in visible.sorted() where cells[path] == nil {
      let cell = prepared.removeValue(forKey: path) ?? makeCell(at: path)
      cells[path] = cell
      place(cell, at: path)
      list.engineWillDisplay(cell, at: path)
    }
    for path in near.sorted() where prepared[path] == nil {
      prepared[path] = makeCell(at: path)
    }
    for (path, cell) in cells { place(cell, at: path) }
    let newlyAhead = ahead.subtracting(prefetched).subtracting(prepared.keys)
    let cancelled = prefetched.subtracting(ahead).subtracting(visible)
    prefetched = prefetched.subtracting(visible).subtracting(cancelled).union(newlyAhead)
    if !cancelled.isEmpty { list.engineCancelPrefetching(cancelled.sorted()) }
    if !newlyAhead.isEmpty { list.enginePrefetch(newlyAhead.sorted()) }
    layoutSupplementaries(counts: counts)
  }

  private func layoutSupplementaries(counts: [Int]) {
    let range = visibleRange
    var wanted: [SupplementaryKey: CGRect] = [:]
    for section in counts.indices {
      for (index, kind) in list.engineSupplementaryKinds.enumerated() {
        let key = SupplementaryKey(kind: kind, section: section)
        let frame = supplementaryFrame(key, isFooter: index == 1)
        if frame.maxY > range.lowerBound && frame.minY < range.upperBound { wanted[key] = frame }
      }
    }
    for (key, view) in supplementaries where wanted[key] == nil {
      supplementaries[key] = nil
      list.engineDidEndDisplayingSupplementary(view, key)
      enqueue(view)
    }
    for (key, frame) in wanted.sorted(by: { ($0.key.section, $0.key.kind) < ($1.key.section, $1.key.kind) }) {
      if let view = supplementaries[key] {
        view.frame = frame
        continue
      }
      answeringSupplementary = key
      let made = list.engineSupplementary(key)
      answeringSupplementary = nil
      guard let view = made else { continue }
      supplementaries[key] = view
      view.frame = frame
      list.addSubview(view)
      view.layoutIfNeeded()
      list.engineWillDisplaySupplementary(view, key)
    }
  }

  /// Drops the headers and footers the layout no longer has (the layout was invalidated).
  func dropUnwantedSupplementaries() {
    for (key, view) in supplementaries where !list.engineHasSupplementary(key) {
      supplementaries[key] = nil
      list.engineDidEndDisplayingSupplementary(view, key)
      enqueue(view)
    }
  }

  /// Drops a supplementary view so the next layout asks for it again (its section changed
  /// whether it has one).
  func dropSupplementaries(inSections sections: Set<Int>) {
    for (key, view) in supplementaries where sections.contains(key.section) {
      supplementaries[key] = nil
      list.engineDidEndDisplayingSupplementary(view, key)
      enqueue(view)
    }
  }

  private func place(_ cell: UIView, at path: IndexPath) {
    cell.frame = rowFrame(path)
    if cell.superview !== list { list.addSubview(cell) }
    cell.layoutIfNeeded()
  }

  private func makeCell(at path: IndexPath) -> UIView {
    answering = path
    defer { answering = nil }
    return list.engineCell(at: path)
  }

  private func enqueue(_ view: UIView) {
    view.removeFromSuperview()
    guard let reusable = view as? any Reusable, let identifier = reusable.reuseIdentifier else { return }
    pools[identifier, default: []].append(view)
  }

  func layoutIfLoaded() {
    if hasLaidOut { layout() }
  }

  /// Lays out on the next turn of the main queue, as UIKit's layout pass does, when the list is
  /// in a window.
  func scheduleLayout() {
    guard !layoutScheduled, list.window != nil else { return }
    layoutScheduled = true
    let list = self.list
    DispatchQueue.main.async { [weak list] in
      MainActor.assumeIsolated {
        guard let list, list.window != nil else { return }
        list.listEngineLayoutIfScheduled()
      }
    }
  }

  func layoutIfScheduled() { if layoutScheduled { layout() } }

  // MARK: Dequeue

  /// "You must register a class or nib file using the register(_:forCellReuseIdentifier:) method
  /// before calling this method." "This method always returns a valid cell" for the index path
  /// the data source is asked for.
  func dequeueCell(_ identifier: String, for path: IndexPath, what: String) -> UIView {
    dequeues += 1
    if answering == nil {
      UIKitContract.record(
        "dequeue outside the data source", "\(what) for \(path) outside the data source's cell request")
    } else if answering != path {
      UIKitContract.record(
        "dequeue for another index path",
        "\(what) for \(path) while the data source is asked for \(answering.map { "\($0)" } ?? "nothing")")
    }
    if let existing = reconfiguringCell {
      // "Because this method reconfigures existing cells, the collection view doesn't call
      // prepareForReuse for each cell affected. If you need to return a different type of cell
      // for an index path, use reloadItems(at:) instead."
      if (existing as? any Reusable)?.reuseIdentifier == identifier { return existing }
      UIKitContract.record(
        "reconfigure with another cell type",
        "reconfiguring \(path) dequeued identifier \(identifier), not the existing cell's")
    }
    if var pool = pools[identifier], let view = pool.popLast() {
      pools[identifier] = pool
      (view as? any Reusable)?.prepareForReuse()
      return view
    }
    guard let make = cellMakers[identifier] else {
      UIKitContract.record(
        "dequeue without registration",
        "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
      )
      let cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
      return cell
    }
    cellsMade += 1
    let view = make()
    (view as? any Reusable)?.reuseIdentifier = identifier
    return view
  }

  func dequeueSupplementary(_ identifier: String, kind: String, section: Int?, what: String) -> UIView? {
    if var pool = pools[identifier], let view = pool.popLast() {
      pools[identifier] = pool
      (view as? any Reusable)?.prepareForReuse()
      return view
    }
    guard let make = supplementaryMakers[kind + "|" + identifier] else {
      UIKitContract.record(
        "dequeue without registration",
        "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier"
      )
      return nil
    }
    let view = make()
    (view as? any Reusable)?.reuseIdentifier = identifier
    return view
  }

  // MARK: Queries

  var visiblePaths: [IndexPath] { cells.keys.sorted() }
  func cell(at path: IndexPath) -> UIView? { cells[path] }
  func preparedCell(at path: IndexPath) -> UIView? { prepared[path] }
  func supplementary(_ key: SupplementaryKey) -> UIView? { supplementaries[key] }

  // MARK: Reload

  /// "Call this method to reload all the data that is used to construct the table, including
  /// cells, section headers and footers" — on the next layout.
  func reloadData() {
    if isInMoveCallback {
      UIKitContract.record(
        "update during a move", "reloadData called while the data source handles an interactive move")
    }
    for (path, cell) in cells {
      list.engineDidEndDisplaying(cell, at: path)
      enqueue(cell)
    }
    for cell in prepared.values { enqueue(cell) }
    for (key, view) in supplementaries {
      list.engineDidEndDisplayingSupplementary(view, key)
      enqueue(view)
    }
    cells.removeAll()
    prepared.removeAll()
    supplementaries.removeAll()
    prefetched.removeAll()
    counts = nil
    list.setNeedsLayout()
    scheduleLayout()
  }

  // MARK: Batch updates

  func record(_ change: (inout ListBatch) -> Void) {
    if batch == nil {
      performBatch { self.record(change) }
      return
    }
    change(&batch!)
  }

  /// "Animates multiple insert, delete, reload, and move operations as a group." The list asks
  /// its data source for the counts before the block (if it had not yet) and after it, checks
  /// them against the operations, then moves its cells to their new paths.
  func performBatch(_ updates: () -> Void) {
    if isInMoveCallback {
      UIKitContract.record(
        "update during a move",
        "performBatchUpdates called while the data source handles an interactive move: UIKit moves the row itself when the data source returns"
      )
    }
    if batchDepth > 0 {
      updates()
      return
    }
    let before = loadedCounts()
    batchDepth += 1
    batch = ListBatch()
    updates()
    batchDepth -= 1
    let recorded = batch ?? ListBatch()
    batch = nil
    guard !recorded.isEmpty else {
      layoutIfLoaded()
      return
    }
    let sections = list.engineNumberOfSections()
    let after = (0..<max(0, sections)).map { list.engineNumberOfRows(in: $0) }
    let outcome = ListBatchChecker.apply(recorded, before: before, after: after)
    guard outcome.violations.isEmpty else {
      for message in outcome.violations { UIKitContract.record("batch update", message) }
      // UIKit raises here; the stand-in reloads to go on.
      reloadData()
      counts = after
      layoutIfLoaded()
      return
    }
    remap(outcome, after: after)
  }

  /// The person dragged a row to `target` in edit mode: the list moves it itself.
  func applyInteractiveMove(from source: IndexPath, to target: IndexPath) {
    guard var after = counts, isValid(source), after.indices.contains(target.section) else { return }
    let before = after
    after[source.section] -= 1
    after[target.section] += 1
    var batch = ListBatch()
    batch.itemMoves = [(source, target)]
    let outcome = ListBatchChecker.apply(batch, before: before, after: after)
    guard outcome.violations.isEmpty else {
      for message in outcome.violations { UIKitContract.record("interactive move", message) }
      return
    }
    remap(outcome, after: after)
  }

  /// Moves cells, prepared cells and headers and footers to their paths after an accepted batch;
  /// those of deleted and reloaded rows end their display.
  private func remap(_ outcome: ListBatchOutcome, after: [Int]) {
    var oldToNew: [IndexPath: IndexPath] = [:]
    for (section, rows) in outcome.rows.enumerated() {
      for (item, old) in rows.enumerated() {
        if let old { oldToNew[old] = IndexPath(item: item, section: section) }
      }
    }
    var newCells: [IndexPath: UIView] = [:]
    for (path, cell) in cells {
      if let new = oldToNew[path] {
        newCells[new] = cell
      } else {
        list.engineDidEndDisplaying(cell, at: path)
        retire(cell)
      }
    }
    var newPrepared: [IndexPath: UIView] = [:]
    for (path, cell) in prepared {
      if let new = oldToNew[path] { newPrepared[new] = cell } else { retire(cell) }
    }
    var oldSectionToNew: [Int: Int] = [:]
    for (index, old) in outcome.sections.enumerated() { if let old { oldSectionToNew[old] = index } }
    var newSupplementaries: [SupplementaryKey: UIView] = [:]
    for (key, view) in supplementaries {
      if let section = oldSectionToNew[key.section] {
        newSupplementaries[SupplementaryKey(kind: key.kind, section: section)] = view
      } else {
        list.engineDidEndDisplayingSupplementary(view, key)
        retire(view)
      }
    }
    prefetched = Set(prefetched.compactMap { oldToNew[$0] })
    cells = newCells
    prepared = newPrepared
    supplementaries = newSupplementaries
    counts = after
    layoutIfLoaded()
    // Deleted and reloaded rows' cells animate out while the new cells come in: they are reused
    // only after.
    for view in retiring { enqueue(view) }
    retiring.removeAll()
  }

  private var retiring: [UIView] = []

  private func retire(_ view: UIView) {
    view.removeFromSuperview()
    retiring.append(view)
  }

  /// "Reconfigures any existing cells for the rows." Visible and prepared cells are configured
  /// again by the data source, which gets the same cell from dequeue; rows without a cell are
  /// left alone (they are configured when they are made).
  func reconfigure(_ paths: [IndexPath]) {
    for path in paths {
      guard isValid(path) else {
        UIKitContract.record("reconfigure out of range", "attempt to reconfigure \(path), which does not exist")
        continue
      }
      guard let existing = cells[path] ?? prepared[path] else { continue }
      reconfiguringCell = existing
      let returned = makeCell(at: path)
      reconfiguringCell = nil
      if returned !== existing {
        UIKitContract.record(
          "reconfigure returned another cell", "the data source returned a different cell when reconfiguring \(path)")
      }
    }
  }

  /// Cells for the ids a test reads, visible first (stand-in).
  var allCells: [UIView] { visiblePaths.compactMap { cells[$0] } + prepared.keys.sorted().compactMap { prepared[$0] } }
}

extension ListEngineClient {
  func listEngineLayoutIfScheduled() {
    (self as? UITableView)?.engine.layoutIfScheduled()
    (self as? UICollectionView)?.engine.layoutIfScheduled()
  }
}
