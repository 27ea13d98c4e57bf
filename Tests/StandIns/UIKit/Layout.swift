// Auto Layout, modelled for frames tests can compare: constraints whose edges are pinned to the
// superview, one of its layout guides or a sibling are resolved (equalities only); a stack view
// arranges its subviews; labels have an intrinsic size. Nothing is solved beyond that.

/// "The layout priority is used to indicate to the constraint-based layout system which
/// constraints are more important."
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The edge or dimension an anchor names (stand-in).
public enum LayoutAttribute: Sendable {
  case top, bottom, leading, trailing, centerX, centerY, width, height
}

/// "A factory class for creating layout constraint objects using a fluent API."
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// A view or a layout guide.
  unowned let item: AnyObject
  let attribute: LayoutAttribute
  init(item: AnyObject, attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }

  /// "Returns a constraint that defines one item's attribute as equal to another."
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint(first: self, second: anchor, relation: .equal, constant: 0)
  }
  /// "...equal to another item's attribute plus a constant offset."
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(first: self, second: anchor, relation: .equal, constant: constant)
  }
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(first: self, second: anchor, relation: .greaterThanOrEqual, constant: constant)
  }
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(first: self, second: anchor, relation: .lessThanOrEqual, constant: constant)
  }
}

/// "A factory class for creating horizontal layout constraint objects using a fluent API."
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
/// "A factory class for creating vertical layout constraint objects using a fluent API."
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
/// "A factory class for creating size-based layout constraint objects using a fluent API."
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// "Returns a constraint that defines the anchor's size attribute as equal to the specified
  /// anchor multiplied by the constant."
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(first: self, second: anchor, relation: .equal, constant: 0, multiplier: multiplier)
  }
  /// "Returns a constraint that defines a constant size for the anchor's size attribute."
  public func constraint(equalToConstant constant: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(first: self, second: nil, relation: .equal, constant: constant)
  }
  public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(first: self, second: nil, relation: .greaterThanOrEqual, constant: constant)
  }
}

/// "The relationship between two user interface objects that must be satisfied by the
/// constraint-based layout system."
@MainActor
open class NSLayoutConstraint: NSObject {
  /// "Keys that specify a horizontal or vertical layout constraint between objects."
  public enum Axis: Int, Sendable { case horizontal, vertical }
  public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal, greaterThanOrEqual }

  let firstItem: AnyObject
  let firstAttribute: LayoutAttribute
  let secondItem: AnyObject?
  let secondAttribute: LayoutAttribute?
  public let relation: Relation
  open var constant: CGFloat
  public let multiplier: CGFloat
  open var priority: UILayoutPriority = .required

  init<Anchor>(
    first: NSLayoutAnchor<Anchor>, second: NSLayoutAnchor<Anchor>?, relation: Relation, constant: CGFloat,
    multiplier: CGFloat = 1
  ) {
    firstItem = first.item
    firstAttribute = first.attribute
    secondItem = second?.item
    secondAttribute = second?.attribute
    self.relation = relation
    self.constant = constant
    self.multiplier = multiplier
  }

  /// The view that holds the constraint: the first item's (a guide's owner).
  private var holder: UIView? { (firstItem as? UIView) ?? (firstItem as? UILayoutGuide)?.owner }

  /// "The active state of the constraint."
  open var isActive = false {
    didSet {
      guard isActive != oldValue, let holder else { return }
      if isActive {
        holder.constraintsOwned.append(self)
      } else {
        holder.constraintsOwned.removeAll { $0 === self }
      }
      holder.superview?.setNeedsLayout()
    }
  }

  /// "Activates each constraint in the specified array."
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }
  /// "Deactivates each constraint in the specified array."
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }
}

/// "A rectangular area that can interact with Auto Layout." The margins and safe area of a view.
@MainActor
public final class UILayoutGuide: NSObject {
  enum Kind { case margins, safeArea }
  unowned let owner: UIView
  let kind: Kind
  init(owner: UIView, kind: Kind) {
    self.owner = owner
    self.kind = kind
  }
  /// The guide's frame in its owner's bounds.
  var layoutFrame: CGRect {
    let bounds = CGRect(origin: .zero, size: owner.bounds.size)
    switch kind {
    case .margins: return bounds.inset(by: owner.layoutMarginsInsets)
    case .safeArea: return bounds.inset(by: owner.safeAreaInsets)
    }
  }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

extension UIView {
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

  /// The value of an anchor of `item` in this view's bounds, when it can be known now: this view,
  /// one of its guides, or a subview already placed.
  private func value(of item: AnyObject, _ attribute: LayoutAttribute) -> CGFloat? {
    let rect: CGRect
    if item === self {
      rect = CGRect(origin: .zero, size: bounds.size)
    } else if let guide = item as? UILayoutGuide, guide.owner === self {
      rect = guide.layoutFrame
    } else if let view = item as? UIView, view.superview === self {
      rect = view.frame
    } else {
      return nil
    }
    switch attribute {
    case .top: return rect.minY
    case .bottom: return rect.maxY
    case .leading: return rect.minX
    case .trailing: return rect.maxX
    case .centerX: return rect.midX
    case .centerY: return rect.midY
    case .width: return rect.width
    case .height: return rect.height
    }
  }

  /// Places the subviews that use constraints: each edge or size an equality pins to this view,
  /// its guides or a sibling; a missing size comes from the subview's fitting size.
  func resolveConstraints() {
    let constrained = subviews.filter { !$0.translatesAutoresizingMaskIntoConstraints }
    guard !constrained.isEmpty else { return }
    for _ in 0..<2 {
      for subview in constrained {
        var edges: [LayoutAttribute: CGFloat] = [:]
        for constraint in subview.constraintsOwned + constraintsOwned + constrained.flatMap(\.constraintsOwned)
        where constraint.relation == .equal && constraint.priority >= .defaultHigh {
          if constraint.firstItem === subview {
            if let second = constraint.secondItem, let attribute = constraint.secondAttribute {
              if let other = value(of: second, attribute) {
                edges[constraint.firstAttribute] = other * constraint.multiplier + constraint.constant
              }
            } else {
              edges[constraint.firstAttribute] = constraint.constant
            }
          } else if constraint.secondItem === subview, let attribute = constraint.secondAttribute,
            constraint.multiplier == 1, let other = value(of: constraint.firstItem, constraint.firstAttribute)
          {
            edges[attribute] = other - constraint.constant
          }
        }
        let fitting = subview.fittingSize(width: edges[.width] ?? bounds.width)
        var frame = subview.frame
        let width =
          edges[.width] ?? (edges[.leading].flatMap { leading in edges[.trailing].map { $0 - leading } })
          ?? fitting.width
        let height =
          edges[.height] ?? (edges[.top].flatMap { top in edges[.bottom].map { $0 - top } }) ?? fitting.height
        frame.size = CGSize(width: max(0, width), height: max(0, height))
        frame.origin.x =
          edges[.leading] ?? edges[.trailing].map { $0 - width } ?? edges[.centerX].map { $0 - width / 2 }
          ?? frame.origin.x
        frame.origin.y =
          edges[.top] ?? edges[.bottom].map { $0 - height } ?? edges[.centerY].map { $0 - height / 2 }
          ?? frame.origin.y
        subview.frame = frame
      }
    }
  }

  /// The size this view needs at `width` (stand-in metrics): its intrinsic size, a stack's
  /// arrangement, or its constrained subviews' with their offsets; a height constraint on
  /// itself bounds it.
  func fittingSize(width: CGFloat) -> CGSize {
    if isHidden { return .zero }
    var size = (self as? UILabel)?.wrappedSize(width: width) ?? intrinsicContentSize
    if size.height < 0 {
      if let stack = self as? UIStackView {
        size = stack.arrangedSize(width: width)
      } else {
        let heights = subviews.filter { !$0.translatesAutoresizingMaskIntoConstraints && !$0.isHidden }.map {
          $0.fittingSize(width: width).height + layoutMarginsInsets.top + layoutMarginsInsets.bottom
        }
        size = CGSize(width: width, height: heights.max() ?? 0)
      }
    }
    for constraint in constraintsOwned where constraint.firstItem === self && constraint.secondItem == nil {
      guard constraint.firstAttribute == .height else { continue }
      switch constraint.relation {
      case .equal: size.height = constraint.constant
      case .greaterThanOrEqual: size.height = max(size.height, constraint.constant)
      case .lessThanOrEqual: size.height = min(size.height, constraint.constant)
      }
    }
    return size
  }
}

/// "A streamlined interface for laying out a collection of views in either a column or a row."
@MainActor
open class UIStackView: UIView {
  /// "Alignment of arranged views perpendicular to the stack view's axis."
  public enum Alignment: Int, Sendable { case fill, leading, firstBaseline, center, trailing, lastBaseline }

  public private(set) var arrangedSubviews: [UIView] = []
  open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsLayout() } }
  open var alignment: Alignment = .fill
  open var spacing: CGFloat = 0
  open var isLayoutMarginsRelativeArrangement = false

  public init(arrangedSubviews views: [UIView]) {
    super.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// "Adds a view to the end of the arrangedSubviews array."
  open func addArrangedSubview(_ view: UIView) {
    arrangedSubviews.append(view)
    addSubview(view)
  }

  open override func willRemoveSubview(_ subview: UIView) {
    arrangedSubviews.removeAll { $0 === subview }
  }

  private var insets: UIEdgeInsets { isLayoutMarginsRelativeArrangement ? layoutMarginsInsets : .zero }

  func arrangedSize(width: CGFloat) -> CGSize {
    let shown = arrangedSubviews.filter { !$0.isHidden }
    let inner = max(0, width - insets.left - insets.right)
    let sizes = shown.map { $0.fittingSize(width: axis == .vertical ? inner : inner / CGFloat(max(1, shown.count))) }
    let gaps = CGFloat(max(0, shown.count - 1)) * spacing
    if axis == .vertical {
      return CGSize(width: width, height: sizes.map(\.height).reduce(0, +) + gaps + insets.top + insets.bottom)
    }
    return CGSize(width: width, height: (sizes.map(\.height).max() ?? 0) + insets.top + insets.bottom)
  }

  /// Places the arranged subviews one after the other along the axis; across it they fill the
  /// stack (or are centered at their size).
  open override func layoutSubviews() {
    super.layoutSubviews()
    let shown = arrangedSubviews.filter { !$0.isHidden }
    let area = CGRect(origin: .zero, size: bounds.size).inset(by: insets)
    if axis == .vertical {
      var y = area.minY
      for view in shown {
        let size = view.fittingSize(width: area.width)
        let width = alignment == .fill ? area.width : min(area.width, max(0, size.width))
        let x = alignment == .center ? area.minX + (area.width - width) / 2 : area.minX
        view.frame = CGRect(x: x, y: y, width: width, height: size.height)
        y += size.height + spacing
      }
    } else {
      let gaps = CGFloat(max(0, shown.count - 1)) * spacing
      let sizes = shown.map { $0.fittingSize(width: area.width) }
      let natural = sizes.map { max(0, $0.width) }
      let extra = max(0, area.width - gaps - natural.reduce(0, +))
      // The view that hugs least takes the space left.
      let stretch = shown.indices.min {
        (shown[$0].hugging[.horizontal] ?? .defaultLow) < (shown[$1].hugging[.horizontal] ?? .defaultLow)
      }
      var x = area.minX
      for (index, view) in shown.enumerated() {
        let width = natural[index] + (index == stretch ? extra : 0)
        let height = alignment == .fill ? area.height : min(area.height, sizes[index].height)
        let y = alignment == .center ? area.minY + (area.height - height) / 2 : area.minY
        view.frame = CGRect(x: x, y: y, width: width, height: height)
        x += width + spacing
      }
    }
  }
}
