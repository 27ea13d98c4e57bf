// Views: the hierarchy, frames and coordinate conversion, traits, hit-free layout (frames come
// from constraints pinned to edges, stack views and intrinsic sizes; see Layout.swift).

/// "An object that manages the content for a rectangular area on the screen."
@MainActor
open class UIView: UIResponder, UICoordinateSpace {
  /// "Options for automatic view resizing."
  public struct AutoresizingMask: OptionSet, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  }

  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }
  public required init?(coder: NSCoder) {
    frame = .zero
    super.init()
  }
  public convenience override init() { self.init(frame: .zero) }

  /// "The frame rectangle, which describes the view's location and size in its superview's
  /// coordinate system."
  open var frame: CGRect {
    didSet { if oldValue.size != frame.size { setNeedsLayout() } }
  }
  /// "The bounds rectangle, which describes the view's location and size in its own coordinate
  /// system." (The origin is the scroll offset of a scroll view.)
  open var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: frame.size) }
    set {
      boundsOrigin = newValue.origin
      frame.size = newValue.size
    }
  }
  var boundsOrigin = CGPoint.zero

  public private(set) weak var superview: UIView?
  public private(set) var subviews: [UIView] = []
  /// The view controller whose root view this is.
  weak var owningController: UIViewController?

  /// "The receiver's window object, or nil if it has none."
  open var window: UIWindow? { superview?.window }
  override var responderWindow: UIWindow? { window }

  /// "UIView implements this method and returns the UIViewController object that manages it (if
  /// it has one) or its superview (if it doesn't)."
  open override var next: UIResponder? { owningController ?? superview }

  open var isHidden = false
  open var alpha: CGFloat = 1
  open var backgroundColor: UIColor?
  private var ownTint: UIColor?
  /// "The first nondefault tint color value in the view's hierarchy, ascending from and starting
  /// with the view itself."
  open var tintColor: UIColor! {
    get { ownTint ?? superview?.tintColor ?? .systemBlue }
    set { ownTint = newValue }
  }
  open var tag = 0
  open var isUserInteractionEnabled = true
  open var translatesAutoresizingMaskIntoConstraints = true
  open var autoresizingMask: AutoresizingMask = []
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
  /// "The layer used for rendering."
  public let layer = CALayer()

  // MARK: Hierarchy

  /// "Adds a view to the end of the receiver's list of subviews." A view that has a superview is
  /// moved.
  open func addSubview(_ view: UIView) {
    if view.superview === self, let index = subviews.firstIndex(where: { $0 === view }) {
      subviews.remove(at: index)
      subviews.append(view)
      return
    }
    let oldWindow = view.window
    var before: [ObjectIdentifier: UITraitCollection] = [:]
    view.snapshotTraits(into: &before)
    view.detach()
    subviews.append(view)
    view.superview = self
    view.movedWindow(from: oldWindow)
    // "The system calls this method when the iOS interface environment changes": a view that
    // joins a hierarchy with other traits hears of them.
    view.propagateTraitChange(from: before)
    setNeedsLayout()
  }

  /// "Unlinks the view and its subviews from its superview and its window." A first responder
  /// inside it resigns.
  open func removeFromSuperview() {
    guard superview != nil else { return }
    let oldWindow = window
    detach()
    movedWindow(from: oldWindow)
  }

  private func detach() {
    guard let superview else { return }
    if let window, let responder = window.focusedResponder as? UIView, responder.isDescendant(of: self) {
      // "UIKit asks the first responder to resign when its view leaves the window."
      if !responder.resignFirstResponder() { window.focusedResponder = nil }
    }
    superview.willRemoveSubview(self)
    superview.subviews.removeAll { $0 === self }
    superview.setNeedsLayout()
    self.superview = nil
  }

  private func movedWindow(from oldWindow: UIWindow?) {
    guard oldWindow !== window else { return }
    notifyMovedToWindow()
  }

  private func notifyMovedToWindow() {
    didMoveToWindow()
    // A view controller's view that joins or leaves a window: it appears or disappears.
    if let owningController {
      if window != nil {
        owningController.viewWillAppear(false)
        owningController.viewDidAppear(false)
      } else {
        owningController.viewWillDisappear(false)
        owningController.viewDidDisappear(false)
      }
    }
    for subview in subviews { subview.notifyMovedToWindow() }
  }

  /// "Tells the view that a subview is about to be removed."
  open func willRemoveSubview(_ subview: UIView) {}

  /// "Tells the view that its window object changed."
  open func didMoveToWindow() {}

  /// "Returns a Boolean value indicating whether the receiver is a subview of a given view or
  /// identical to that view."
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// "Returns the view whose tag matches the specified value." (Depth first, the view itself first.)
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let match = subview.viewWithTag(tag) { return match }
    }
    return nil
  }

  /// "Causes the view (or one of its embedded text fields) to resign the first responder status."
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool {
    guard let window, let responder = window.focusedResponder as? UIView, responder.isDescendant(of: self) else {
      return true
    }
    if responder.resignFirstResponder() { return true }
    if force { window.focusedResponder = nil }
    return force
  }

  // MARK: Coordinates

  public var originOnScreen: CGPoint {
    guard let superview else { return frame.origin }
    let parent = superview.originOnScreen
    return CGPoint(
      x: parent.x + frame.minX - superview.boundsOrigin.x, y: parent.y + frame.minY - superview.boundsOrigin.y)
  }

  /// Where this view's bounds origin lies on the screen.
  private var boundsOnScreen: CGPoint {
    let origin = originOnScreen
    return CGPoint(x: origin.x - boundsOrigin.x, y: origin.y - boundsOrigin.y)
  }

  /// "Converts a rectangle from the coordinate system of another view to that of the receiver."
  /// (`nil`: the window's.)
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    let from = view?.boundsOnScreen ?? window?.boundsOnScreen ?? .zero
    let to = boundsOnScreen
    return rect.offsetBy(dx: from.x - to.x, dy: from.y - to.y)
  }

  /// "Converts a rectangle from the receiver's coordinate system to that of another view."
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    (view ?? window)?.convert(rect, from: self) ?? rect
  }

  /// "Converts a point from the coordinate system of a given view to that of the receiver."
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    convert(CGRect(origin: point, size: .zero), from: view).origin
  }

  // MARK: Traits

  /// Traits set on this view (stand-in: what a view controller's override gives its view).
  var overrideTraits: UITraitCollection?

  /// "The trait collection for the view." Inherited from the superview (the window's default at
  /// the root), with the overrides a view controller sets for its child.
  open var traitCollection: UITraitCollection {
    (superview?.traitCollection ?? UITraitCollection()).overridden(by: overrideTraits)
  }

  /// "Called when the iOS interface environment changes."
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Tells this view and its subviews that their traits changed from `previous` (stand-in).
  func propagateTraitChange(from previous: [ObjectIdentifier: UITraitCollection]) {
    if let old = previous[ObjectIdentifier(self)], old != traitCollection { traitCollectionDidChange(old) }
    for subview in subviews { subview.propagateTraitChange(from: previous) }
  }

  /// Every view's traits in this subtree (stand-in, to report changes).
  func snapshotTraits(into traits: inout [ObjectIdentifier: UITraitCollection]) {
    traits[ObjectIdentifier(self)] = traitCollection
    for subview in subviews { subview.snapshotTraits(into: &traits) }
  }

  /// "The user interface layout direction appropriate for arranging the immediate content of this view."
  /// A view's own `semanticContentAttribute` forces a direction; otherwise the trait
  /// collection's layout direction (the app's language) decides — not the superview's attribute.
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .forceRightToLeft: return .rightToLeft
    case .forceLeftToRight: return .leftToRight
    default: return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }

  // MARK: Margins and safe area

  /// "The default spacing to use when laying out content in a view." (8 points on each side.)
  open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  /// "The insets that you use to determine the safe area for this view." (None in the stand-in
  /// unless a test sets the window's.)
  open var safeAreaInsets: UIEdgeInsets {
    guard let superview else { return .zero }
    let parent = superview.safeAreaInsets
    return UIEdgeInsets(
      top: max(0, parent.top - frame.minY), left: max(0, parent.left - frame.minX),
      bottom: max(0, parent.bottom - (superview.bounds.height - frame.maxY)),
      right: max(0, parent.right - (superview.bounds.width - frame.maxX)))
  }
  var layoutMarginsInsets: UIEdgeInsets {
    UIEdgeInsets(
      top: directionalLayoutMargins.top, left: directionalLayoutMargins.leading,
      bottom: directionalLayoutMargins.bottom, right: directionalLayoutMargins.trailing)
  }

  /// "A layout guide representing the view's margins."
  public private(set) lazy var layoutMarginsGuide = UILayoutGuide(owner: self, kind: .margins)
  /// "The layout guide representing the portion of your view that is unobscured by bars and
  /// other content."
  public private(set) lazy var safeAreaLayoutGuide = UILayoutGuide(owner: self, kind: .safeArea)

  // MARK: Layout

  var constraintsOwned: [NSLayoutConstraint] = []
  var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  var compressionResistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  private var needsLayout = true

  /// "Sets the priority with which a view resists being made larger than its intrinsic size."
  open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    hugging[axis] = priority
  }
  /// "Sets the priority with which a view resists being made smaller than its intrinsic size."
  open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    compressionResistance[axis] = priority
  }

  /// "The natural size for the receiving view, considering only properties of the view itself."
  /// (`noIntrinsicMetric` is -1.)
  open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }

  /// "Asks the view to calculate and return the size that best fits the specified size."
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    let fitting = fittingSize(width: size.width)
    return CGSize(width: fitting.width, height: fitting.height)
  }

  /// "Resizes and moves the receiver view so it just encloses its subviews."
  open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

  /// "The option to use the smallest possible size."
  public static let layoutFittingCompressedSize = CGSize.zero

  /// "Returns the optimal size of the view based on its constraints and the specified fitting priorities."
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
    verticalFittingPriority vertical: UILayoutPriority
  ) -> CGSize {
    let size = fittingSize(width: targetSize.width)
    return CGSize(width: horizontal == .required ? targetSize.width : size.width, height: size.height)
  }

  /// "Invalidates the current layout of the receiver and triggers a layout update during the next
  /// update cycle."
  open func setNeedsLayout() { needsLayout = true }

  /// "Lays out the subviews immediately, if layout updates are pending." The stand-in lays out
  /// the whole subtree.
  open func layoutIfNeeded() {
    layoutSubviews()
    needsLayout = false
    for subview in subviews { subview.layoutIfNeeded() }
    didLayout()
  }

  /// Called after this view's subtree was laid out (stand-in: a view controller hears
  /// `viewDidLayoutSubviews`).
  func didLayout() { owningController?.viewDidLayoutSubviews() }

  /// "Lay out subviews." The default places subviews that use constraints (Layout.swift).
  open func layoutSubviews() { resolveConstraints() }

  // MARK: Animation

  /// "Animate changes to one or more views using the specified duration." The stand-in applies
  /// the changes at once.
  public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animations()
  }

  /// The stand-in applies the changes and completes at once.
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Whether animations are disabled now (stand-in only).
  public private(set) static var isAnimationDisabled = false

  /// "Disables a view transition animation."
  public static func performWithoutAnimation(_ actions: () -> Void) {
    let was = isAnimationDisabled
    isAnimationDisabled = true
    actions()
    isAnimationDisabled = was
  }
}

/// "A view that displays one or more lines of informational text."
@MainActor
open class UILabel: UIView {
  open var text: String? {
    get { attributedStorage?.string ?? plainText }
    set {
      plainText = newValue
      attributedStorage = nil
    }
  }
  private var plainText: String?
  private var attributedStorage: NSAttributedString?
  open var attributedText: NSAttributedString? {
    get { attributedStorage ?? plainText.map { NSAttributedString(string: $0) } }
    set {
      attributedStorage = newValue
      plainText = nil
    }
  }
  open var font: UIFont! = .preferredFont(forTextStyle: .body)
  open var textColor: UIColor! = .label
  open var textAlignment: NSTextAlignment = .natural
  open var numberOfLines = 1
  open var adjustsFontForContentSizeCategory = false

  /// The size at `width`: a label of several lines wraps its text (8 points a character).
  func wrappedSize(width: CGFloat) -> CGSize {
    let natural = intrinsicContentSize
    guard numberOfLines != 1, width > 0, natural.width > width else { return natural }
    let lineHeight = font?.lineHeight ?? 20
    let perLine = max(1, Int(width / 8))
    var lines = (text ?? "").split(separator: "\n", omittingEmptySubsequences: false).reduce(0) {
      $0 + max(1, ($1.count + perLine - 1) / perLine)
    }
    if numberOfLines > 0 { lines = min(lines, numberOfLines) }
    return CGSize(width: width, height: CGFloat(lines) * lineHeight)
  }

  /// A line per line break, 8 points a character (stand-in metrics).
  open override var intrinsicContentSize: CGSize {
    let content = text ?? ""
    guard !content.isEmpty else { return CGSize(width: 0, height: 0) }
    let lines = content.split(separator: "\n", omittingEmptySubsequences: false)
    let shown = numberOfLines == 0 ? lines.count : min(lines.count, numberOfLines)
    let widest = lines.map(\.count).max() ?? 0
    return CGSize(width: CGFloat(widest) * 8, height: CGFloat(shown) * (font?.lineHeight ?? 20))
  }
}

/// "A view that shows that a task is in progress."
@MainActor
open class UIActivityIndicatorView: UIView {
  /// "The visual style of the progress indicator."
  public enum Style: Int, Sendable { case medium, large }
  public let style: Style
  public private(set) var isAnimating = false
  open var hidesWhenStopped = true
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
  }
  public required init?(coder: NSCoder) {
    style = .medium
    super.init(coder: coder)
  }
  public func startAnimating() { isAnimating = true }
  public func stopAnimating() { isAnimating = false }
}

/// "A view that depicts the progress of a task over time."
@MainActor
open class UIProgressView: UIView {
  public enum Style: Int, Sendable { case `default`, bar }
  public private(set) var progress: Float = 0
  public init(progressViewStyle: Style) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  /// "Adjusts the current progress shown by the receiver, optionally animating the change."
  public func setProgress(_ progress: Float, animated: Bool) { self.progress = min(1, max(0, progress)) }
}

/// "An object that displays a single image or a sequence of animated images in your interface."
@MainActor
open class UIImageView: UIView {
  open var image: UIImage?
}
