// UITableView: the data source asked as UIKit asks it (counts, then cells for the rows in the
// viewport and the rows about to enter it), delegate display calls, registration and reuse,
// batch updates checked as UIKit checks them, reconfigure, headers and footers, editing.

/// "Methods that an object adopts to manage data and provide cells for a table view."
@MainActor
public protocol UITableViewDataSource: AnyObject {
  func numberOfSections(in tableView: UITableView) -> Int
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}
}

/// "Methods for managing selections, configuring section headers and footers, deleting and
/// reordering cells, and performing other actions in a table view."
@MainActor
public protocol UITableViewDelegate: AnyObject {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
  func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
  func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
  func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
  func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    UITableView.automaticDimension
  }
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
  public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
  public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
  public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
  /// "Returns the swipe actions to display on the leading edge of the row." (`nil`: none.)
  public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  { nil }
  public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  { nil }
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
    true
  }
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
}

/// "A protocol that provides advance warning of the data requirements for a table view, allowing
/// you to start potentially expensive data loading operations early."
@MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
  public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// "A view that presents data using rows in a single column."
@MainActor
open class UITableView: UIScrollView, ListEngineClient {
  public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
  public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic }
  public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
  /// "A constant representing the default value for a given dimension."
  public static let automaticDimension: CGFloat = -1

  public let style: Style
  open weak var dataSource: (any UITableViewDataSource)? { didSet { engine.reloadData() } }
  open weak var delegate: (any UITableViewDelegate)?
  open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
  open var rowHeight: CGFloat = UITableView.automaticDimension
  /// "The estimated height of rows in the table view." The stand-in gives every row this height.
  open var estimatedRowHeight: CGFloat = 44
  open var backgroundView: UIView?
  public private(set) var isEditing = false
  lazy var engine = ListEngine(list: self)

  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }
  public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  // MARK: Registration and dequeue

  /// "Registers a class to use in creating new table cells."
  open func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      engine.cellMakers[identifier] = nil
      return
    }
    engine.cellMakers[identifier] = { cellClass.init(style: .default, reuseIdentifier: identifier) }
  }

  /// "Registers a nib object containing a cell with the table view under a specified identifier."
  /// The nib's only top-level object must be a table view cell.
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    guard let nib else {
      engine.cellMakers[identifier] = nil
      return
    }
    engine.cellMakers[identifier] = {
      let objects = nib.instantiate(withOwner: nil)
      guard objects.count == 1, let cell = objects.first as? UITableViewCell else {
        UIKitContract.record(
          "nib cell",
          "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UITableViewCell instance"
        )
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
      }
      return cell
    }
  }

  /// "Registers a class for use in creating new table header or footer views."
  open func register(
    _ aClass: UITableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    guard let aClass else {
      engine.supplementaryMakers["headerFooter|" + identifier] = nil
      return
    }
    engine.supplementaryMakers["headerFooter|" + identifier] = { aClass.init(reuseIdentifier: identifier) }
  }

  /// "Returns a reusable table-view cell object for the specified reuse identifier and adds it to
  /// the table."
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    let view = engine.dequeueCell(identifier, for: indexPath, what: "dequeueReusableCell(withIdentifier:for:)")
    return view as? UITableViewCell ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// "Returns a reusable header or footer view after locating it by its identifier." (nil when
  /// the identifier is not registered.)
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
    engine.dequeueSupplementary(identifier, kind: "headerFooter", section: nil, what: "header or footer")
      as? UITableViewHeaderFooterView
  }

  // MARK: Data

  /// "Reloads the rows and sections of the table view." (At the next layout.)
  open func reloadData() { engine.reloadData() }
  public var numberOfSections: Int { engine.numberOfSections }
  public func numberOfRows(inSection section: Int) -> Int { engine.numberOfRows(in: section) }

  /// "Returns the table cell at the index path you specify." (nil when the row is not visible.)
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { engine.cell(at: indexPath) as? UITableViewCell }
  /// "An array of index paths, each identifying a visible row in the table view."
  open var indexPathsForVisibleRows: [IndexPath]? { engine.visiblePaths }
  /// "The table cells that are visible in the table view."
  open var visibleCells: [UITableViewCell] { engine.visiblePaths.compactMap { cellForRow(at: $0) } }
  /// "Returns the header view for the specified section of the table view." (When it is shown.)
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    engine.supplementary(SupplementaryKey(kind: Self.headerKind, section: section)) as? UITableViewHeaderFooterView
  }
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    engine.supplementary(SupplementaryKey(kind: Self.footerKind, section: section)) as? UITableViewHeaderFooterView
  }
  /// "Returns the drawing area for a row that an index path identifies."
  open func rectForRow(at indexPath: IndexPath) -> CGRect { engine.rowFrame(indexPath) }

  /// A cell the table prepared for a row about to come on screen (stand-in only).
  public func preparedCell(at indexPath: IndexPath) -> UITableViewCell? {
    engine.preparedCell(at: indexPath) as? UITableViewCell
  }

  // MARK: Updates

  /// "Animates multiple insert, delete, reload, and move operations as a group."
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    engine.performBatch { updates?() }
    completion?(true)
  }
  open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    engine.record { $0.sectionInserts += sections }
  }
  open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    engine.record { $0.sectionDeletes += sections }
  }
  /// "Reloads the specified sections": their cells, headers and footers are made again.
  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    engine.record { $0.sectionReloads += sections }
  }
  open func moveSection(_ section: Int, toSection newSection: Int) {
    engine.record { $0.sectionMoves.append((section, newSection)) }
  }
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    engine.record { $0.itemInserts += indexPaths }
  }
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    engine.record { $0.itemDeletes += indexPaths }
  }
  /// "Reloads the specified rows": the data source makes new cells for them.
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    engine.record { $0.itemReloads += indexPaths }
  }
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    engine.record { $0.itemMoves.append((indexPath, newIndexPath)) }
  }
  /// "Reconfigures any existing cells for the rows." "Reconfiguring is more efficient than
  /// reloading a row because it doesn't replace the existing cell with a new cell."
  open func reconfigureRows(at indexPaths: [IndexPath]) { engine.reconfigure(indexPaths) }

  // MARK: Scrolling

  /// "Scrolls through the table view until a row that an index path identifies is at a
  /// particular location on the screen." A row that does not exist is a violation.
  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    guard engine.isValid(indexPath) else {
      UIKitContract.record("scroll out of range", "attempt to scroll to invalid index path: \(indexPath)")
      return
    }
    let frame = engine.rowFrame(indexPath)
    let height = bounds.height - adjustedContentInset.bottom
    switch scrollPosition {
    case .top: scroll(toOffset: frame.minY)
    case .middle: scroll(toOffset: frame.midY - height / 2)
    case .bottom: scroll(toOffset: frame.maxY - height)
    case .none: scrollRectToVisible(frame, animated: animated)
    }
  }

  override func scrollViewDidScroll() { engine.layoutIfLoaded() }

  open override func layoutSubviews() {
    super.layoutSubviews()
    engine.layout()
    backgroundView?.frame = bounds
  }

  // MARK: Selection and editing

  open func deselectRow(at indexPath: IndexPath, animated: Bool) {}

  /// "Toggles the table view into and out of editing mode."
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
    for cell in engine.allCells { (cell as? UITableViewCell)?.isEditing = editing }
  }

  /// The person taps a row (stand-in: highlight asked and reported, then the selection).
  public func simulateTap(at indexPath: IndexPath) {
    guard engine.isValid(indexPath) else { return }
    guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
    delegate?.tableView(self, didHighlightRowAt: indexPath)
    delegate?.tableView(self, didUnhighlightRowAt: indexPath)
    delegate?.tableView(self, didSelectRowAt: indexPath)
  }

  /// The person drags a row in edit mode (stand-in): the delegate may retarget it, the table
  /// moves the row itself, then the data source hears `moveRowAt` and must change its data to
  /// match — without updating the table during that call. `duringDrag` runs while the row
  /// hovers at its target (the delegate retargeted it), before the drop: what the app does
  /// meanwhile.
  public func simulateMove(from source: IndexPath, to proposed: IndexPath, duringDrag: () -> Void = {}) {
    guard isEditing, dataSource?.tableView(self, canMoveRowAt: source) == true else { return }
    let target =
      delegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
      ?? proposed
    duringDrag()
    engine.applyInteractiveMove(from: source, to: target)
    engine.isInMoveCallback = true
    dataSource?.tableView(self, moveRowAt: source, to: target)
    engine.isInMoveCallback = false
  }

  // MARK: ListEngineClient

  static let headerKind = "UITableViewHeader"
  static let footerKind = "UITableViewFooter"
  var engineSupplementaryKinds: [String] { [Self.headerKind, Self.footerKind] }
  var engineRowHeight: CGFloat { rowHeight > 0 ? rowHeight : max(1, estimatedRowHeight) }
  func engineNumberOfSections() -> Int { dataSource?.numberOfSections(in: self) ?? 0 }
  func engineNumberOfRows(in section: Int) -> Int { dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0 }
  func engineCell(at path: IndexPath) -> UIView {
    guard let dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
    let cell = dataSource.tableView(self, cellForRowAt: path)
    cell.isEditing = isEditing
    return cell
  }
  func engineWillDisplay(_ cell: UIView, at path: IndexPath) {
    guard let cell = cell as? UITableViewCell else { return }
    delegate?.tableView(self, willDisplay: cell, forRowAt: path)
  }
  func engineDidEndDisplaying(_ cell: UIView, at path: IndexPath) {
    guard let cell = cell as? UITableViewCell else { return }
    delegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
  }
  func engineSupplementary(_ key: SupplementaryKey) -> UIView? {
    let isHeader = key.kind == Self.headerKind
    if let view = isHeader
      ? delegate?.tableView(self, viewForHeaderInSection: key.section)
      : delegate?.tableView(self, viewForFooterInSection: key.section)
    {
      return view
    }
    let title =
      isHeader
      ? dataSource?.tableView(self, titleForHeaderInSection: key.section)
      : dataSource?.tableView(self, titleForFooterInSection: key.section)
    guard let title else { return nil }
    let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
    var configuration: UIListContentConfiguration = isHeader ? .groupedHeader() : .groupedFooter()
    configuration.text = title
    view.contentConfiguration = configuration
    return view
  }
  func engineHasSupplementary(_ key: SupplementaryKey) -> Bool { true }
  func engineWillDisplaySupplementary(_ view: UIView, _ key: SupplementaryKey) {
    if key.kind == Self.headerKind {
      delegate?.tableView(self, willDisplayHeaderView: view, forSection: key.section)
    } else {
      delegate?.tableView(self, willDisplayFooterView: view, forSection: key.section)
    }
  }
  func engineDidEndDisplayingSupplementary(_ view: UIView, _ key: SupplementaryKey) {
    if key.kind == Self.headerKind {
      delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: key.section)
    } else {
      delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: key.section)
    }
  }
  func enginePrefetch(_ paths: [IndexPath]) { prefetchDataSource?.tableView(self, prefetchRowsAt: paths) }
  func engineCancelPrefetching(_ paths: [IndexPath]) {
    prefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: paths)
  }
}

/// "The set of actions to perform when swiping on rows of a table or collection view."
@MainActor
public final class UISwipeActionsConfiguration: NSObject {
  public let actions: [UIContextualAction]
  public var performsFirstActionWithFullSwipe = true
  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}

/// "An action to display when the user swipes a table view row."
@MainActor
public final class UIContextualAction: NSObject {
  public enum Style: Int, Sendable { case normal, destructive }
  /// "The handler block to call in response to the selection of an action."
  public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
  public let style: Style
  public var title: String?
  /// "The image to display in the action button."
  public var image: UIImage?
  /// "The background color of the action button." (Stand-in: `nil` until set, where UIKit
  /// gives the style's colour.)
  public var backgroundColor: UIColor?
  public let handler: Handler
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    super.init()
  }
}

/// "An object that provides preview and menu configurations for a context menu."
@MainActor
public final class UIContextMenuConfiguration: NSObject {
  public typealias PreviewProvider = @MainActor () -> UIViewController?
  public typealias ActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
  public let identifier: (any NSCopying)?
  /// The menu's actions (stand-in: what a long press shows).
  public let actionProvider: ActionProvider?
  public init(identifier: (any NSCopying)?, previewProvider: PreviewProvider?, actionProvider: ActionProvider?) {
    self.identifier = identifier
    self.actionProvider = actionProvider
    super.init()
  }
}
