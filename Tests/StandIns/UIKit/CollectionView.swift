// UICollectionView with the two layouts the renderer uses: a compositional list layout (its
// section provider says which sections have headers and footers) and a flow layout (the
// delegate's reference sizes say it). Cells, reuse and batch updates are the table's (ListEngine).

/// "The methods adopted by the object you use to manage data and provide cells for a collection view."
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
  func numberOfSections(in collectionView: UICollectionView) -> Int
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UIKitContract.record(
      "missing supplementary view", "the data source does not provide views of kind \(kind) the layout asks for")
    return UICollectionReusableView(frame: .zero)
  }
  public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}
}

/// "The methods adopted by the object you use to manage user interactions with items in a
/// collection view."
@MainActor
public protocol UICollectionViewDelegate: AnyObject {
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)
  func collectionView(
    _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration?
}

extension UICollectionViewDelegate {
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    true
  }
  public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
}

/// "The methods that let you coordinate with a flow layout object to implement a grid-based layout."
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets { .zero }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat { 10 }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat { 10 }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize { .zero }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize { .zero }
}

/// "A protocol that provides advance warning of the data requirements for a collection view."
@MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
  func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
  public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

/// "An abstract base class for generating layout information for a collection view."
@MainActor
open class UICollectionViewLayout: NSObject {
  weak var collectionView: UICollectionView?
  /// Number of invalidations (stand-in only): each one re-measures the layout.
  public private(set) var invalidationCount = 0
  /// The contexts of the invalidations, newest last (stand-in only).
  public private(set) var invalidationContexts: [UICollectionViewLayoutInvalidationContext?] = []
  public override init() { super.init() }
  /// "Invalidates the current layout and triggers a layout update."
  open func invalidateLayout() { invalidateLayout(with: nil) }
  /// "Invalidates the current layout using the information in the provided context object."
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext?) {
    invalidationCount += 1
    invalidationContexts.append(context)
    collectionView?.layoutInvalidated()
  }
  /// "Returns the class to use when creating an invalidation context for the layout."
  open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

  /// Whether a section has a header or footer (stand-in: asked on each layout pass).
  func hasSupplementary(_ kind: String, inSection section: Int) -> Bool { false }
}

/// "A context object that declares which parts of your layout need to be updated when the layout
/// is invalidated."
@MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
  /// Required in the stand-in: layouts make contexts of their `invalidationContextClass`.
  public required override init() { super.init() }
  /// "An array of index paths corresponding to the items in the layout that are invalidated."
  public private(set) var invalidatedItemIndexPaths: [IndexPath]?
  /// "Marks the specified items as invalidated."
  public func invalidateItems(at indexPaths: [IndexPath]) {
    invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
  }
}

/// "A context object that defines the portions of a flow layout that should be updated."
@MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
  open var invalidateFlowLayoutDelegateMetrics = true
  open var invalidateFlowLayoutAttributes = true
}

/// "A layout object that organizes items into a grid with optional header and footer views for
/// each section."
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// "A constant that tells the layout to size items to fit their content" (self-sizing cells).
  public static let automaticSize = CGSize(
    width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)
  open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }
  open var estimatedItemSize: CGSize = .zero
  open var itemSize = CGSize(width: 50, height: 50)

  override func hasSupplementary(_ kind: String, inSection section: Int) -> Bool {
    guard let collectionView, let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout else {
      return false
    }
    let size =
      kind == UICollectionView.elementKindSectionHeader
      ? delegate.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
      : delegate.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
    return size.height > 0
  }
}

/// "An object that contains information about the layout environment."
@MainActor
public final class NSCollectionLayoutEnvironment {
  public let containerWidth: CGFloat
  init(containerWidth: CGFloat) { self.containerWidth = containerWidth }
}

/// "An object that represents a section in a compositional layout." (Stand-in: a list section.)
@MainActor
public final class NSCollectionLayoutSection {
  public let listConfiguration: UICollectionLayoutListConfiguration
  init(listConfiguration: UICollectionLayoutListConfiguration) { self.listConfiguration = listConfiguration }
  /// "Creates a list section using the specified configuration and layout environment."
  public static func list(
    using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    NSCollectionLayoutSection(listConfiguration: configuration)
  }
}

/// "A configuration for creating a list layout."
public struct UICollectionLayoutListConfiguration {
  public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
  public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
  public enum FooterMode: Int, Sendable { case none, supplementary }
  public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?
  public let appearance: Appearance
  public var headerMode: HeaderMode = .none
  public var footerMode: FooterMode = .none
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  public init(appearance: Appearance) { self.appearance = appearance }
}

/// "A type that represents a closure that provides section layouts." (UICollectionViewCompositionalLayoutSectionProvider)
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// "A layout object that lets you combine items in highly adaptive and flexible visual arrangements."
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
  private var sections: [Int: NSCollectionLayoutSection?] = [:]
  /// Number of times the section provider was called (stand-in only).
  public private(set) var sectionProviderCalls = 0

  public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
    self.sectionProvider = sectionProvider
    super.init()
  }

  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext?) {
    sections.removeAll()
    super.invalidateLayout(with: context)
  }

  func forgetSections() { sections.removeAll() }

  /// The section's layout, from the provider (once per layout pass).
  public func section(at index: Int) -> NSCollectionLayoutSection? {
    if let cached = sections[index] { return cached }
    sectionProviderCalls += 1
    let section = sectionProvider(
      index, NSCollectionLayoutEnvironment(containerWidth: collectionView?.bounds.width ?? 0))
    sections[index] = section
    return section
  }

  override func hasSupplementary(_ kind: String, inSection section: Int) -> Bool {
    guard let configuration = self.section(at: section)?.listConfiguration else { return false }
    return kind == UICollectionView.elementKindSectionHeader
      ? configuration.headerMode == .supplementary : configuration.footerMode == .supplementary
  }
}

/// "An object that manages an ordered collection of data items and presents them using
/// customizable layouts."
@MainActor
open class UICollectionView: UIScrollView, ListEngineClient {
  /// "Constants that indicate how to scroll an item into the visible portion of the collection view."
  public struct ScrollPosition: OptionSet, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
  }
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  open weak var dataSource: (any UICollectionViewDataSource)? { didSet { engine.reloadData() } }
  open weak var delegate: (any UICollectionViewDelegate)?
  open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
  /// "A Boolean value that determines whether the collection view is in editing mode." Its list
  /// cells show their editing accessories.
  open var isEditing = false {
    didSet { for cell in engine.allCells { (cell as? UICollectionViewCell)?.isInEditingList = isEditing } }
  }
  /// The height the stand-in gives each item.
  public var estimatedItemHeight: CGFloat = 52
  lazy var engine = ListEngine(list: self)

  /// "The layout used to organize the collected view's items."
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      layoutInvalidated()
    }
  }

  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
  }

  /// The layout changed: headers and footers are asked again at the next layout.
  func layoutInvalidated() {
    (collectionViewLayout as? UICollectionViewCompositionalLayout)?.forgetSections()
    engine.dropUnwantedSupplementaries()
    engine.layoutIfLoaded()
  }

  // MARK: Registration and dequeue

  open func register(_ cellClass: UICollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
    guard let cellClass else {
      engine.cellMakers[identifier] = nil
      return
    }
    engine.cellMakers[identifier] = { cellClass.init(frame: .zero) }
  }

  open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    guard let nib else {
      engine.cellMakers[identifier] = nil
      return
    }
    engine.cellMakers[identifier] = {
      let objects = nib.instantiate(withOwner: nil)
      guard objects.count == 1, let cell = objects.first as? UICollectionViewCell else {
        UIKitContract.record(
          "nib cell",
          "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UICollectionViewCell instance"
        )
        return UICollectionViewCell(frame: .zero)
      }
      return cell
    }
  }

  open func register(
    _ viewClass: UICollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    guard let viewClass else {
      engine.supplementaryMakers[elementKind + "|" + identifier] = nil
      return
    }
    engine.supplementaryMakers[elementKind + "|" + identifier] = { viewClass.init(frame: .zero) }
  }

  /// "Dequeues a reusable cell object located by its identifier." "You must register a class or
  /// nib file using the register(_:forCellWithReuseIdentifier:) method before calling this method."
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let view = engine.dequeueCell(identifier, for: indexPath, what: "dequeueReusableCell(withReuseIdentifier:for:)")
    return view as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
  }

  /// "Dequeues a reusable supplementary view located by its identifier and kind."
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = engine.dequeueSupplementary(
      identifier, kind: elementKind, section: indexPath.section, what: "supplementary view")
    return view as? UICollectionReusableView ?? UICollectionReusableView(frame: .zero)
  }

  // MARK: Data

  open func reloadData() { engine.reloadData() }
  public var numberOfSections: Int { engine.numberOfSections }
  public func numberOfItems(inSection section: Int) -> Int { engine.numberOfRows(in: section) }
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    engine.cell(at: indexPath) as? UICollectionViewCell
  }
  open var indexPathsForVisibleItems: [IndexPath] { engine.visiblePaths }
  open var visibleCells: [UICollectionViewCell] { engine.visiblePaths.compactMap { cellForItem(at: $0) } }
  /// "Retrieves the supplementary view at the specified index path." (When it is shown.)
  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView?
  {
    engine.supplementary(SupplementaryKey(kind: elementKind, section: indexPath.section)) as? UICollectionReusableView
  }
  /// A cell prepared for an item about to come on screen (stand-in only).
  public func preparedCell(at indexPath: IndexPath) -> UICollectionViewCell? {
    engine.preparedCell(at: indexPath) as? UICollectionViewCell
  }
  /// The frame of an item in the content (stand-in: every item is `estimatedItemHeight` tall).
  public func frameForItem(at indexPath: IndexPath) -> CGRect { engine.rowFrame(indexPath) }

  // MARK: Updates

  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    engine.performBatch { updates?() }
    completion?(true)
  }
  open func insertSections(_ sections: IndexSet) { engine.record { $0.sectionInserts += sections } }
  open func deleteSections(_ sections: IndexSet) { engine.record { $0.sectionDeletes += sections } }
  open func reloadSections(_ sections: IndexSet) { engine.record { $0.sectionReloads += sections } }
  open func moveSection(_ section: Int, toSection newSection: Int) {
    engine.record { $0.sectionMoves.append((section, newSection)) }
  }
  open func insertItems(at indexPaths: [IndexPath]) { engine.record { $0.itemInserts += indexPaths } }
  open func deleteItems(at indexPaths: [IndexPath]) { engine.record { $0.itemDeletes += indexPaths } }
  open func reloadItems(at indexPaths: [IndexPath]) { engine.record { $0.itemReloads += indexPaths } }
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    engine.record { $0.itemMoves.append((indexPath, newIndexPath)) }
  }
  /// "Updates the data for the items at the index paths you specify, preserving the existing
  /// cells for the items."
  open func reconfigureItems(at indexPaths: [IndexPath]) { engine.reconfigure(indexPaths) }

  // MARK: Scrolling and selection

  open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    guard engine.isValid(indexPath) else {
      UIKitContract.record("scroll out of range", "attempt to scroll to invalid index path: \(indexPath)")
      return
    }
    let frame = engine.rowFrame(indexPath)
    let height = bounds.height - adjustedContentInset.bottom
    if scrollPosition.contains(.top) {
      scroll(toOffset: frame.minY)
    } else if scrollPosition.contains(.bottom) {
      scroll(toOffset: frame.maxY - height)
    } else if scrollPosition.contains(.centeredVertically) {
      scroll(toOffset: frame.midY - height / 2)
    } else {
      scrollRectToVisible(frame, animated: animated)
    }
  }

  override func scrollViewDidScroll() { engine.layoutIfLoaded() }

  open override func layoutSubviews() {
    super.layoutSubviews()
    engine.layout()
  }

  open func deselectItem(at indexPath: IndexPath, animated: Bool) {}

  /// The person taps an item (stand-in).
  public func simulateTap(at indexPath: IndexPath) {
    guard engine.isValid(indexPath) else { return }
    guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
    delegate?.collectionView(self, didHighlightItemAt: indexPath)
    delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  /// The trailing swipe actions a list layout offers for an item (stand-in: what a swipe shows;
  /// a flow layout has none).
  public func trailingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
      let provider = layout.section(at: indexPath.section)?.listConfiguration.trailingSwipeActionsConfigurationProvider
    else { return nil }
    return provider(indexPath)
  }

  /// The leading swipe actions a list layout offers for an item (stand-in: what a swipe from
  /// the leading edge shows; a flow layout has none).
  public func leadingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
      let provider = layout.section(at: indexPath.section)?.listConfiguration.leadingSwipeActionsConfigurationProvider
    else { return nil }
    return provider(indexPath)
  }

  /// The person taps a cell's delete accessory in edit mode (stand-in): its handler runs, or
  /// without one the trailing swipe actions are revealed — which only a list layout has.
  /// Returns the swipe actions revealed, if any.
  @discardableResult
  public func simulateTapDeleteAccessory(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    guard isEditing, let cell = cellForItem(at: indexPath) as? UICollectionViewListCell,
      let delete = cell.accessories.first(where: { $0.kind == .delete })
    else { return nil }
    if let handler = delete.actionHandler {
      handler()
      return nil
    }
    return trailingSwipeActions(at: indexPath)
  }

  /// The person drags an item in edit mode (stand-in), as `UITableView.simulateMove(from:to:)`.
  public func simulateMove(from source: IndexPath, to proposed: IndexPath) {
    guard isEditing, dataSource?.collectionView(self, canMoveItemAt: source) == true else { return }
    let target =
      delegate?.collectionView(
        self, targetIndexPathForMoveOfItemFromOriginalIndexPath: source, atCurrentIndexPath: source,
        toProposedIndexPath: proposed) ?? proposed
    engine.applyInteractiveMove(from: source, to: target)
    engine.isInMoveCallback = true
    dataSource?.collectionView(self, moveItemAt: source, to: target)
    engine.isInMoveCallback = false
  }

  // MARK: ListEngineClient

  var engineSupplementaryKinds: [String] { [Self.elementKindSectionHeader, Self.elementKindSectionFooter] }
  var engineRowHeight: CGFloat { estimatedItemHeight }
  func engineNumberOfSections() -> Int { dataSource?.numberOfSections(in: self) ?? 0 }
  func engineNumberOfRows(in section: Int) -> Int {
    dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
  }
  func engineCell(at path: IndexPath) -> UIView {
    guard let dataSource else { return UICollectionViewCell(frame: .zero) }
    let cell = dataSource.collectionView(self, cellForItemAt: path)
    cell.isInEditingList = isEditing
    if let flow = collectionViewLayout as? UICollectionViewFlowLayout, flow.estimatedItemSize != .zero {
      // Self-sizing: "the cell gets a chance to modify the attributes provided by the layout".
      let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
      attributes.frame = engine.rowFrame(path)
      cell.fittedAttributes = cell.preferredLayoutAttributesFitting(attributes)
    }
    return cell
  }
  func engineWillDisplay(_ cell: UIView, at path: IndexPath) {
    guard let cell = cell as? UICollectionViewCell else { return }
    delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
  }
  func engineDidEndDisplaying(_ cell: UIView, at path: IndexPath) {
    guard let cell = cell as? UICollectionViewCell else { return }
    delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
  }
  func engineSupplementary(_ key: SupplementaryKey) -> UIView? {
    guard collectionViewLayout.hasSupplementary(key.kind, inSection: key.section), let dataSource else { return nil }
    return dataSource.collectionView(
      self, viewForSupplementaryElementOfKind: key.kind, at: IndexPath(item: 0, section: key.section))
  }
  func engineHasSupplementary(_ key: SupplementaryKey) -> Bool {
    collectionViewLayout.hasSupplementary(key.kind, inSection: key.section)
  }
  func engineWillDisplaySupplementary(_ view: UIView, _ key: SupplementaryKey) {
    guard let view = view as? UICollectionReusableView else { return }
    delegate?.collectionView(
      self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: IndexPath(item: 0, section: key.section))
  }
  func engineDidEndDisplayingSupplementary(_ view: UIView, _ key: SupplementaryKey) {
    guard let view = view as? UICollectionReusableView else { return }
    delegate?.collectionView(
      self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind,
      at: IndexPath(item: 0, section: key.section))
  }
  func enginePrefetch(_ paths: [IndexPath]) { prefetchDataSource?.collectionView(self, prefetchItemsAt: paths) }
  func engineCancelPrefetching(_ paths: [IndexPath]) {
    prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: paths)
  }
}

extension UICollectionViewCell {
  /// The size the cell asked for when the flow layout sized it (stand-in only).
  public var fittedSize: CGSize? { fittedAttributes?.size }
}
