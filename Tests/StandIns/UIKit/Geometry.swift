// Geometry UIKit adds to Foundation's (CGRect, CGSize and CGFloat come from Foundation on Linux):
// index paths of rows and items, edge insets, the screen's coordinate space, trait collections.
@_exported import Foundation
@_exported import FoundationUndo

extension IndexPath {
  /// "Initializes an index path with the indexes of a specific row and section in a table view."
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  /// "Initializes an index path with the index of a specific item and section in a collection view."
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  /// "An index number identifying a section in a table view or collection view."
  public var section: Int { self[0] }
  /// "An index number identifying a row in a section of a table view."
  public var row: Int { self[1] }
  /// "An index number identifying an item in a section of a collection view."
  public var item: Int { self[1] }
}

/// "The inset distances for views." (UIEdgeInsets)
public struct UIEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// "Edge insets that take language direction into account." (NSDirectionalEdgeInsets)
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

extension CGRect {
  func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.left, y: minY + insets.top, width: max(0, width - insets.left - insets.right),
      height: max(0, height - insets.top - insets.bottom))
  }
}

/// "A set of methods for converting between different frames of reference on a screen."
@MainActor
public protocol UICoordinateSpace: AnyObject {
  var bounds: CGRect { get }
  /// Where this space's origin lies on the screen (stand-in only).
  var originOnScreen: CGPoint { get }
}

extension UICoordinateSpace {
  /// "Converts a rectangle from the specified coordinate space to the coordinate space of the current object."
  public func convert(_ rect: CGRect, from space: any UICoordinateSpace) -> CGRect {
    let from = space.originOnScreen
    let to = originOnScreen
    return rect.offsetBy(dx: from.x - to.x, dy: from.y - to.y)
  }

  /// "Converts a rectangle from the coordinate space of the current object to the specified coordinate space."
  public func convert(_ rect: CGRect, to space: any UICoordinateSpace) -> CGRect {
    space.convert(rect, from: self)
  }
}

/// "An object that defines the properties associated with a hardware-based display." One screen.
@MainActor
public final class UIScreen: UICoordinateSpace {
  public static let main = UIScreen()
  public var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
  public var originOnScreen: CGPoint { .zero }
  /// "The current coordinate space of the screen."
  public var coordinateSpace: any UICoordinateSpace { self }
}

/// "Constants that specify the device's user interface idiom." What the stand-in device is.
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1, phone, pad
}

/// The device (stand-in: its idiom can be set, to model an iPad).
@MainActor
public final class UIDevice {
  public static let current = UIDevice()
  /// "The style of interface to use on the current device." A phone unless a test sets a pad.
  public var userInterfaceIdiom: UIUserInterfaceIdiom = .phone
}

/// "Constants that indicate the directionality of the language in the user interface of the app."
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight, rightToLeft
}

/// "Constants that indicate the direction of the layout."
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified = -1, leftToRight, rightToLeft
}

/// "A semantic description of the view's contents."
public enum UISemanticContentAttribute: Int, Sendable {
  case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// "Constants that indicate the preferred size of your content." Ordered by size.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
  /// "A Boolean value that indicates whether the content size category is associated with accessibility."
  public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
}

/// "The iOS interface environment for your app." The traits the stand-in models.
public final class UITraitCollection: NSObject, Sendable {
  public let preferredContentSizeCategory: UIContentSizeCategory
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  let setsContentSize: Bool
  let setsDirection: Bool

  public override init() {
    preferredContentSizeCategory = .large
    layoutDirection = .leftToRight
    setsContentSize = false
    setsDirection = false
  }
  public init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.preferredContentSizeCategory = preferredContentSizeCategory
    layoutDirection = .leftToRight
    setsContentSize = true
    setsDirection = false
  }
  public init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    preferredContentSizeCategory = .large
    self.layoutDirection = layoutDirection
    setsContentSize = false
    setsDirection = true
  }
  init(size: UIContentSizeCategory, direction: UITraitEnvironmentLayoutDirection) {
    preferredContentSizeCategory = size
    layoutDirection = direction
    setsContentSize = true
    setsDirection = true
  }
  /// This collection with the traits `other` specifies replacing this one's.
  func overridden(by other: UITraitCollection?) -> UITraitCollection {
    guard let other else { return self }
    return UITraitCollection(
      size: other.setsContentSize ? other.preferredContentSizeCategory : preferredContentSizeCategory,
      direction: other.setsDirection ? other.layoutDirection : layoutDirection)
  }
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return other.preferredContentSizeCategory == preferredContentSizeCategory
      && other.layoutDirection == layoutDirection
  }
}
