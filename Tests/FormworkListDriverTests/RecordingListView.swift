import Formwork
import FormworkDiff
import FormworkDiffTestSupport
import FormworkListDriver

/// A list view that records what a ``FormListDriver`` asks of it, and behaves like UIKit where
/// it matters:
///
/// - every batch is checked with UIKit's rules (``UIKitBatchValidator``) against its own model of
///   what it shows and the driver's data source, and any violation is recorded;
/// - a viewport of `viewportRows` rows holds cells dequeued from pools by reuse identifier,
///   created only when a pool is empty (``cellsCreated``), kept through moves, recycled when
///   their row is deleted, reloaded or scrolled away;
/// - one cell at a time can be first responder; recycling it loses the focus (``focusLosses``).
@MainActor
final class RecordingListView: FormListHost {
  /// One cell: created once, configured for rows as it is reused.
  final class Cell {
    let serial: Int
    let reuseIdentifier: String
    var descriptor: FormCellDescriptor
    /// Every row the cell was ever configured for.
    var rowsShown: Set<RowID> = []
    /// How many times it was configured (dequeued or reconfigured).
    var configurations = 0

    init(serial: Int, descriptor: FormCellDescriptor) {
      self.serial = serial
      reuseIdentifier = descriptor.reuseIdentifier
      self.descriptor = descriptor
    }

    var row: RowID { descriptor.row }
  }

  /// What the driver asked.
  enum Operation: Equatable {
    case reload
    case batch(ListUpdate.Stage)
    case reconfigure([ItemPath])
    case reconfigureSupplementaries([Int])
    case reloadSupplementaries([Int])
    case scroll(ItemPath)
    case focus(ItemPath)
    case endEditing
    case keyboard(FormFocusedKeyboard)
    case announce(String)
  }

  let driver: FormListDriver
  var isOnWindow = true
  var viewportRows: Int
  /// The flat index (across sections) of the first row on screen.
  private(set) var firstVisible = 0
  /// The structure on screen.
  private(set) var model: UIKitBatchValidator.Snapshot<SectionID, RowID> = []
  private(set) var violations: [String] = []
  private(set) var operations: [Operation] = []
  private(set) var cells: [ItemPath: Cell] = [:]
  private var pools: [String: [Cell]] = [:]
  private(set) var cellsCreated = 0
  private(set) var cellsCreatedByIdentifier: [String: Int] = [:]
  /// The cell holding the keyboard.
  private(set) var firstResponder: Cell?
  /// Rows whose cell lost focus because it was recycled.
  private(set) var focusLosses: [RowID] = []
  /// Rows reloaded or deleted by a batch, in order.
  private(set) var replacedRows: [RowID] = []
  /// Rows reconfigured in place, in order.
  private(set) var reconfiguredRows: [RowID] = []
  /// Whether the list is in its layout pass (dequeuing cells, reporting their display).
  private(set) var isLayingOut = false

  init(driver: FormListDriver, viewportRows: Int = 12, isOnWindow: Bool = true) {
    self.driver = driver
    self.viewportRows = viewportRows
    self.isOnWindow = isOnWindow
    driver.attach(self)
  }

  // MARK: FormListHost

  func reloadData() {
    operations.append(.reload)
    if isLayingOut { violations.append("reloadData during a layout pass") }
    for (path, cell) in cells { recycle(cell, at: path) }
    cells = [:]
    model = dataSource()
    layout()
  }

  func performBatchUpdates(_ stage: ListUpdate.Stage, animated: Bool) {
    operations.append(.batch(stage))
    if isLayingOut { violations.append("a batch update during a layout pass (UIKit raises)") }
    let new = dataSource()
    let replay = UIKitBatchValidator.replay(
      from: model, to: new, update: ListUpdate(stages: [stage]), duplicates: .unique)
    violations += replay.violations.map { "\($0)\n  shown: \(model)\n  data source: \(new)\n  stage: \(stage)" }
    for path in stage.itemDeletes + stage.itemReloads where path.section < model.count {
      if path.item < model[path.section].items.count { replacedRows.append(model[path.section].items[path.item]) }
    }
    var kept: [ItemPath: Cell] = [:]
    for (path, cell) in cells {
      if replay.isValid, let target = replay.survivingItems[path], !replay.reloadedItems.contains(target) {
        kept[target] = cell
      } else {
        recycle(cell, at: path)
      }
    }
    cells = kept
    model = new
    layout()
  }

  func reconfigureRows(at paths: [ItemPath]) {
    operations.append(.reconfigure(paths))
    for path in paths {
      guard exists(path) else {
        violations.append("reconfigure of \(path), which is not in the list \(model)")
        continue
      }
      guard let cell = cells[path] else { continue }
      let descriptor = driver.cell(at: path)
      if descriptor.row != cell.row {
        violations.append("reconfigure of \(path) configures \(descriptor.row) in the cell of \(cell.row)")
      }
      if descriptor.reuseIdentifier != cell.reuseIdentifier {
        violations.append(
          "reconfigure of \(path) needs a \(descriptor.reuseIdentifier) cell, the cell is \(cell.reuseIdentifier)")
      }
      configure(cell, with: descriptor)
      reconfiguredRows.append(descriptor.row)
    }
  }

  func reconfigureSupplementaries(inSections sections: [Int]) {
    operations.append(.reconfigureSupplementaries(sections))
    for section in sections where section >= model.count {
      violations.append("reconfigure of section \(section), which is not in the list")
    }
  }

  /// As a table's `reloadSections`: the sections' cells are dropped and dequeued again.
  func reloadSupplementaries(inSections sections: [Int]) {
    operations.append(.reloadSupplementaries(sections))
    for (path, cell) in cells where sections.contains(path.section) {
      recycle(cell, at: path)
      cells[path] = nil
    }
    layout()
  }

  var visibleRowPaths: [ItemPath] { cells.keys.sorted() }

  func scrollToRow(at path: ItemPath, animated: Bool) {
    operations.append(.scroll(path))
    guard exists(path) else {
      violations.append("scroll to \(path), which is not in the list")
      return
    }
    let flat = flatIndex(of: path)
    if flat < firstVisible {
      scroll(to: flat)
    } else if flat >= firstVisible + viewportRows {
      scroll(to: flat - viewportRows + 1)
    }
  }

  func announce(_ text: String) {
    operations.append(.announce(text))
  }

  func endEditing() {
    operations.append(.endEditing)
    resign()
  }

  @discardableResult
  func focusRow(at path: ItemPath) -> Bool {
    operations.append(.focus(path))
    scrollToRow(at: path, animated: false)
    guard let cell = cells[path], cell.descriptor.kind.takesFocus, cell.descriptor.content.isEnabled else {
      return false
    }
    if firstResponder === cell { return true }
    resign()
    firstResponder = cell
    driver.didBeginEditing(cell.row)
    return true
  }

  func updateKeyboard(_ keyboard: FormFocusedKeyboard) {
    operations.append(.keyboard(keyboard))
    if firstResponder?.row != keyboard.row {
      violations.append(
        "keyboard of \(keyboard.row), but the first responder is \(String(describing: firstResponder?.row))")
    }
  }

  // MARK: User actions

  /// Scrolls so that the flat row `index` is the first on screen.
  func scroll(to index: Int) {
    firstVisible = max(0, min(index, max(0, rowCount - viewportRows)))
    layout()
  }

  /// Taps the row at a path.
  @discardableResult
  func tap(_ path: ItemPath) -> FormRowAction { driver.didSelectRow(at: path) }

  /// Types into the focused cell: the whole new text, as a text field reports it.
  @discardableResult
  func type(_ text: String) -> FormTextEditResult? {
    guard let cell = firstResponder else { return nil }
    return driver.textDidChange(driver.limitedText(text, for: cell.row), in: cell.row)
  }

  /// Presses the return key of the focused cell.
  @discardableResult
  func pressReturn() -> FormKeyboardAction? {
    guard let cell = firstResponder else { return nil }
    return driver.returnKeyPressed(in: cell.row)
  }

  /// Drags a row with the reorder control, as a table view does: the list moves the row itself,
  /// then tells its data source.
  @discardableResult
  func userMove(from source: ItemPath, to proposed: ItemPath) -> Bool {
    // Only rows with a reorder control can be dragged.
    guard driver.canMoveRow(at: source) else { return false }
    let destination = driver.targetPathForMove(from: source, proposed: proposed)
    guard source != destination else { return false }
    let row = model[source.section].items.remove(at: source.item)
    model[destination.section].items.insert(row, at: destination.item)
    var moved: [ItemPath: Cell] = [:]
    for (path, cell) in cells {
      if path == source {
        moved[destination] = cell
        continue
      }
      var target = path
      if path.section == source.section, path.item > source.item { target.item -= 1 }
      if target.section == destination.section, target.item >= destination.item { target.item += 1 }
      moved[target] = cell
    }
    cells = moved
    let result = driver.moveRow(from: source, to: destination)
    layout()
    return result
  }

  // MARK: Checks

  /// Problems with what is shown: the model differs from the form's snapshot or the data
  /// source, or a cell shows another row than the one at its path.
  func inconsistencies(with form: Form) -> [String] {
    var problems: [String] = []
    let expected = form.snapshot.sections.map { (section: $0.id, items: $0.rows) }
    if !same(model, expected) { problems.append("shown \(model), but the form's snapshot is \(expected)") }
    if !same(model, dataSource()) { problems.append("shown \(model), but the data source answers \(dataSource())") }
    for (path, cell) in cells {
      guard exists(path) else {
        problems.append("a cell sits at \(path), outside the list")
        continue
      }
      if model[path.section].items[path.item] != cell.row {
        problems.append("the cell at \(path) shows \(cell.row), the list has \(model[path.section].items[path.item])")
      }
    }
    return problems
  }

  /// The rows on screen, in order.
  var visibleRows: [RowID] { visibleRowPaths.compactMap { cells[$0]?.row } }

  /// Every cell ever made, on screen or in a pool.
  var allCells: [Cell] { Array(cells.values) + pools.values.flatMap { $0 } }

  var rowCount: Int { model.reduce(0) { $0 + $1.items.count } }

  // MARK: Machinery

  private func same(
    _ lhs: UIKitBatchValidator.Snapshot<SectionID, RowID>, _ rhs: UIKitBatchValidator.Snapshot<SectionID, RowID>
  ) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.section == $1.section && $0.items == $1.items }
  }

  private func dataSource() -> UIKitBatchValidator.Snapshot<SectionID, RowID> {
    (0..<driver.numberOfSections).map { section in
      let rows = (0..<driver.numberOfRows(inSection: section)).compactMap {
        driver.rowID(at: ItemPath(item: $0, section: section))
      }
      return (section: driver.sectionID(at: section) ?? SectionID(rawValue: -1), items: rows)
    }
  }

  private func exists(_ path: ItemPath) -> Bool {
    path.section >= 0 && path.section < model.count && path.item >= 0 && path.item < model[path.section].items.count
  }

  private func flatIndex(of path: ItemPath) -> Int {
    model.prefix(path.section).reduce(0) { $0 + $1.items.count } + path.item
  }

  /// The paths on screen for the current scroll position.
  private func viewportPaths() -> [ItemPath] {
    var paths: [ItemPath] = []
    var flat = 0
    let end = firstVisible + viewportRows
    for section in model.indices {
      let count = model[section].items.count
      if flat + count > firstVisible && flat < end {
        let from = max(0, firstVisible - flat)
        let to = min(count, end - flat)
        if from < to { paths += (from..<to).map { ItemPath(item: $0, section: section) } }
      }
      flat += count
      if flat >= end { break }
    }
    return paths
  }

  /// Recycles cells that left the viewport, then dequeues cells for rows that entered it.
  private func layout() {
    isLayingOut = true
    defer { isLayingOut = false }
    firstVisible = max(0, min(firstVisible, max(0, rowCount - viewportRows)))
    let wanted = Set(viewportPaths())
    for (path, cell) in cells where !wanted.contains(path) {
      recycle(cell, at: path)
      cells[path] = nil
    }
    for path in wanted.sorted() where cells[path] == nil {
      let descriptor = driver.cell(at: path)
      let cell = dequeue(descriptor)
      configure(cell, with: descriptor)
      cells[path] = cell
      driver.willDisplayRow(at: path)
    }
  }

  private func dequeue(_ descriptor: FormCellDescriptor) -> Cell {
    if let cell = pools[descriptor.reuseIdentifier]?.popLast() { return cell }
    cellsCreated += 1
    cellsCreatedByIdentifier[descriptor.reuseIdentifier, default: 0] += 1
    return Cell(serial: cellsCreated, descriptor: descriptor)
  }

  private func configure(_ cell: Cell, with descriptor: FormCellDescriptor) {
    cell.descriptor = descriptor
    cell.rowsShown.insert(descriptor.row)
    cell.configurations += 1
  }

  private func recycle(_ cell: Cell, at path: ItemPath) {
    if firstResponder === cell {
      firstResponder = nil
      focusLosses.append(cell.row)
      driver.didEndEditing(cell.row)
    }
    driver.didEndDisplaying(cell.row, at: path)
    pools[cell.reuseIdentifier, default: []].append(cell)
  }

  private func resign() {
    guard let cell = firstResponder else { return }
    firstResponder = nil
    driver.didEndEditing(cell.row)
  }
}
