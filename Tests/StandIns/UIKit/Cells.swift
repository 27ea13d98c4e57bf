// Cells and reusable views: a content view that a content configuration replaces, accessories,
// backgrounds, reuse.

/// "The requirements for an object that provides the configuration for a content view."
@MainActor
public protocol UIContentConfiguration {
  func makeContentView() -> UIView
}

/// "A content configuration for a list-based content view." The text properties the renderer sets.
public struct UIListContentConfiguration: UIContentConfiguration {
  /// "Properties for configuring the text in a list content view."
  public struct TextProperties: Hashable, Sendable {
    public var color: UIColor = .label
    public var numberOfLines = 0
  }
  public enum Style: String, Sendable {
    case cell, subtitleCell, valueCell, groupedHeader, groupedFooter, plainHeader, plainFooter
  }
  public let style: Style
  public var text: String?
  public var attributedText: NSAttributedString?
  public var secondaryText: String?
  public var secondaryAttributedText: NSAttributedString?
  public var image: UIImage?
  public var textProperties = TextProperties()
  public var secondaryTextProperties = TextProperties(color: .secondaryLabel)

  init(style: Style) { self.style = style }
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(style: .cell) }
  public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .subtitleCell) }
  public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .valueCell) }
  public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .groupedHeader) }
  public static func groupedFooter() -> UIListContentConfiguration { UIListContentConfiguration(style: .groupedFooter) }
  public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .plainHeader) }
  public static func plainFooter() -> UIListContentConfiguration { UIListContentConfiguration(style: .plainFooter) }

  @MainActor public func makeContentView() -> UIView { UIListContentView(configuration: self) }
}

/// "A content view for displaying list-based content."
@MainActor
open class UIListContentView: UIView {
  public var configuration: UIListContentConfiguration
  public init(configuration: UIListContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }
  public required init?(coder: NSCoder) { fatalError("not used from nibs") }
}

/// The container of a content view that a content configuration replaces (stand-in: cells,
/// header-footer views and list cells share it).
@MainActor
final class ContentViewSlot {
  private(set) var contentView: UIView
  var configuration: (any UIContentConfiguration)?
  init() { contentView = UIView() }

  /// "Setting a content configuration replaces the existing contentView of the cell with a new
  /// content view instance from the configuration, or directly applies the configuration to the
  /// existing content view if the configuration is compatible with the existing content view
  /// type." Clearing it puts back a plain content view.
  func set(_ configuration: (any UIContentConfiguration)?, in owner: UIView) {
    self.configuration = configuration
    let compatible: Bool
    switch (configuration, contentView) {
    case (let list as UIListContentConfiguration, let view as UIListContentView):
      view.configuration = list
      compatible = true
    case (nil, let view) where !(view is UIListContentView):
      compatible = true
    default:
      compatible = false
    }
    guard !compatible else { return }
    let old = contentView
    contentView = configuration?.makeContentView() ?? UIView()
    old.removeFromSuperview()
    owner.addSubview(contentView)
    contentView.frame = CGRect(origin: .zero, size: owner.bounds.size)
  }
}

/// "A view that displays information for a table view row." (Reusable.)
@MainActor
open class UITableViewCell: UIView, Reusable {
  public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
  public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark }
  public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
  public enum EditingStyle: Int, Sendable { case none, delete, insert }

  private let slot = ContentViewSlot()
  public internal(set) var reuseIdentifier: String?
  open var accessoryType: AccessoryType = .none
  open var selectionStyle: SelectionStyle = .default
  open var isEditing = false
  /// Number of `prepareForReuse()` calls (stand-in only).
  public private(set) var reuseCount = 0

  /// Required in the stand-in: the table makes registered classes from their metatype (UIKit
  /// calls this initializer through the Objective-C runtime).
  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(slot.contentView)
  }
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(slot.contentView)
  }
  public convenience override init(frame: CGRect) { self.init(style: .default, reuseIdentifier: nil) }

  /// "The content view of the cell object."
  public var contentView: UIView { slot.contentView }
  /// "The current content configuration of the cell."
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { slot.configuration }
    set { slot.set(newValue, in: self) }
  }

  /// "Prepares a reusable cell for reuse by the table view's delegate."
  open func prepareForReuse() { reuseCount += 1 }

  open override func layoutSubviews() {
    contentView.frame = CGRect(origin: .zero, size: bounds.size)
    super.layoutSubviews()
  }
}

/// "A reusable view that you place at the top or bottom of a table section to display additional
/// information for that section."
@MainActor
open class UITableViewHeaderFooterView: UIView, Reusable {
  private let slot = ContentViewSlot()
  public internal(set) var reuseIdentifier: String?
  /// Required in the stand-in, as `UITableViewCell.init(style:reuseIdentifier:)` is.
  public required init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(slot.contentView)
  }
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(slot.contentView)
  }
  public var contentView: UIView { slot.contentView }
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { slot.configuration }
    set { slot.set(newValue, in: self) }
  }
  open func prepareForReuse() {}
  open override func layoutSubviews() {
    contentView.frame = CGRect(origin: .zero, size: bounds.size)
    super.layoutSubviews()
  }
}

/// "An object that defines the layout attributes for a given item in a collection view."
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  open var frame: CGRect = .zero
  open var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }
  public let indexPath: IndexPath
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    super.init()
  }
}

/// "A view that defines the behavior for all cells and supplementary views presented by a
/// collection view."
@MainActor
open class UICollectionReusableView: UIView, Reusable {
  public internal(set) var reuseIdentifier: String?
  /// Required in the stand-in: the collection makes registered classes from their metatype.
  public required override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open func prepareForReuse() {}
  /// "Gives the cell a chance to modify the attributes provided by the layout object."
  open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    layoutAttributes
  }
}

/// "A structure that describes the background of a cell."
public struct UIBackgroundConfiguration: Hashable, Sendable {
  public var cornerRadius: CGFloat = 0
  public var backgroundColor: UIColor?
  public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}

/// "A single data item when that item is within the collection view's visible bounds."
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
  private let slot = ContentViewSlot()
  open var backgroundConfiguration: UIBackgroundConfiguration?
  open var isSelected = false
  /// What `preferredLayoutAttributesFitting(_:)` answered when the flow layout sized the cell.
  var fittedAttributes: UICollectionViewLayoutAttributes?
  /// Number of `prepareForReuse()` calls (stand-in only).
  public private(set) var reuseCount = 0

  public required init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(slot.contentView)
  }
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(slot.contentView)
  }
  public var contentView: UIView { slot.contentView }
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { slot.configuration }
    set { slot.set(newValue, in: self) }
  }
  open override func prepareForReuse() { reuseCount += 1 }
  open override func layoutSubviews() {
    contentView.frame = CGRect(x: 0, y: 0, width: max(0, bounds.width - accessoriesWidth), height: bounds.height)
    super.layoutSubviews()
  }
  /// Whether the collection showing the cell is editing (set when it configures the cell).
  var isInEditingList = false
  /// The width the cell's accessories take beside its content view (none for a plain cell).
  var accessoriesWidth: CGFloat { 0 }
  /// The cell's size for a width: its content view measured beside its accessories.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
    verticalFittingPriority vertical: UILayoutPriority
  ) -> CGSize {
    let content = contentView.systemLayoutSizeFitting(
      CGSize(width: max(0, targetSize.width - accessoriesWidth), height: targetSize.height),
      withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
    return CGSize(width: targetSize.width, height: content.height)
  }
}

/// "An accessory for a list cell." The kinds the renderer shows.
public struct UICellAccessory: Sendable {
  /// "Constants that describe when the accessory is displayed."
  public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }
  public typealias ActionHandler = @MainActor @Sendable () -> Void
  public struct DisclosureIndicatorOptions: Sendable { public init() {} }
  public struct CheckmarkOptions: Sendable { public init() {} }
  public struct DeleteOptions: Sendable { public init() {} }
  public struct ReorderOptions: Sendable { public init() {} }
  /// The accessory kinds (stand-in).
  public enum Kind: Sendable { case disclosureIndicator, checkmark, delete, reorder }

  public let kind: Kind
  public let displayed: DisplayedState
  /// The delete accessory's handler. "If nil, the default behavior is to reveal the trailing
  /// swipe actions for the cell" — which only a list layout has.
  public let actionHandler: ActionHandler?

  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
  ) -> UICellAccessory {
    UICellAccessory(kind: .disclosureIndicator, displayed: displayed, actionHandler: nil)
  }
  public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions())
    -> UICellAccessory
  {
    UICellAccessory(kind: .checkmark, displayed: displayed, actionHandler: nil)
  }
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(kind: .delete, displayed: displayed, actionHandler: actionHandler)
  }
  public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions())
    -> UICellAccessory
  {
    UICellAccessory(kind: .reorder, displayed: displayed, actionHandler: nil)
  }
}

/// "A collection view cell that provides list features and default styling."
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// "The array of accessories to display for the cell."
  open var accessories: [UICellAccessory] = []
  /// Each accessory shown takes 44 points at the trailing edge (stand-in metrics); those shown
  /// when editing only while the list edits.
  override var accessoriesWidth: CGFloat {
    CGFloat(
      accessories.filter { accessory in
        switch accessory.displayed {
        case .always: return true
        case .whenEditing: return isInEditingList
        case .whenNotEditing: return !isInEditingList
        }
      }.count) * 44
  }
}

/// "An object that wraps, or contains, Interface Builder nib files." Stand-in: nibs cannot be
/// loaded on Linux; a nib instantiates the views its closure makes.
@MainActor
public final class UINib {
  let make: @MainActor () -> [Any]
  public init(nibName: String, bundle: Bundle?) { make = { [] } }
  /// A nib whose top-level objects `make` returns (stand-in only).
  public init(instantiating make: @escaping @MainActor () -> [Any]) { self.make = make }
  public func instantiate(withOwner owner: Any?, options: [String: Any]? = nil) -> [Any] { make() }
}
