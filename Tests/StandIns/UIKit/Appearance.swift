// Colors, fonts, images and layers: values the renderer sets and tests read back.
@_exported import CoreGraphics

/// "An object that stores color data." Stand-in: a semantic name; equal colors have equal names.
public final class UIColor: NSObject, Sendable {
  public let name: String
  public init(named name: String) { self.name = name }
  /// "Creates a color object using the specified Quartz color reference."
  public init(cgColor: CGColor) { name = cgColor.name }
  public override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.name == name }
  public override var hash: Int { name.hashValue }
  public override var description: String { name }
  /// "The Quartz color that corresponds to the color object."
  public var cgColor: CGColor { CGColor(name: name) }

  public static var black: UIColor { UIColor(named: "black") }
  public static var clear: UIColor { UIColor(named: "clear") }
  public static var label: UIColor { UIColor(named: "label") }
  public static var secondaryLabel: UIColor { UIColor(named: "secondaryLabel") }
  public static var tertiaryLabel: UIColor { UIColor(named: "tertiaryLabel") }
  public static var placeholderText: UIColor { UIColor(named: "placeholderText") }
  public static var systemBackground: UIColor { UIColor(named: "systemBackground") }
  public static var secondarySystemBackground: UIColor { UIColor(named: "secondarySystemBackground") }
  public static var systemGroupedBackground: UIColor { UIColor(named: "systemGroupedBackground") }
  public static var systemRed: UIColor { UIColor(named: "systemRed") }
  public static var systemOrange: UIColor { UIColor(named: "systemOrange") }
  public static var systemBlue: UIColor { UIColor(named: "systemBlue") }
  public static var systemYellow: UIColor { UIColor(named: "systemYellow") }
  public static var systemGreen: UIColor { UIColor(named: "systemGreen") }
  public static var systemMint: UIColor { UIColor(named: "systemMint") }
  public static var systemTeal: UIColor { UIColor(named: "systemTeal") }
  public static var systemCyan: UIColor { UIColor(named: "systemCyan") }
  public static var systemIndigo: UIColor { UIColor(named: "systemIndigo") }
  public static var systemPurple: UIColor { UIColor(named: "systemPurple") }
  public static var systemPink: UIColor { UIColor(named: "systemPink") }
  public static var systemBrown: UIColor { UIColor(named: "systemBrown") }
  public static var systemGray: UIColor { UIColor(named: "systemGray") }
}

/// "An object that provides access to the font's characteristics." Stand-in: a text style and
/// its line height.
public final class UIFont: NSObject, Sendable {
  /// "Constants that describe the preferred styles for fonts."
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
  }
  public let textStyle: TextStyle
  /// "The height of text lines (measured in points)."
  public let lineHeight: CGFloat
  init(textStyle: TextStyle, lineHeight: CGFloat) {
    self.textStyle = textStyle
    self.lineHeight = lineHeight
  }
  /// "Returns an instance of the system font for the specified text style and scaled for the
  /// user's selected content size category." (At the default size.)
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    switch style {
    case .footnote: return UIFont(textStyle: style, lineHeight: 15.5)
    case .subheadline: return UIFont(textStyle: style, lineHeight: 18)
    default: return UIFont(textStyle: style, lineHeight: 20.5)
    }
  }
  public override func isEqual(_ object: Any?) -> Bool { (object as? UIFont)?.textStyle == textStyle }
  public override var hash: Int { textStyle.hashValue }
}

/// "A utility object for obtaining custom fonts that scale to support Dynamic Type."
public struct UIFontMetrics: Sendable {
  public let textStyle: UIFont.TextStyle
  public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  /// "Returns a version of the specified value that is scaled appropriately for the specified
  /// traits." The stand-in scales as the body style's point size does (17 points at the default
  /// size, 23 at the largest standard size, 53 at the largest accessibility size).
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
    let category = traitCollection?.preferredContentSizeCategory ?? .large
    let points: CGFloat =
      switch category {
      case .small: 15
      case .medium: 16
      case .extraLarge: 19
      case .extraExtraExtraLarge: 23
      case .accessibilityMedium: 28
      case .accessibilityExtraExtraExtraLarge: 53
      default: 17
      }
    return value * points / 17
  }
}

/// "An object that manages image data in your app." Stand-in: a symbol name.
public final class UIImage: NSObject, Sendable {
  public let systemName: String
  /// "Creates an image object that contains a system symbol image."
  public init?(systemName: String) { self.systemName = systemName }
}

/// "An object that manages image-based content and allows you to perform animations on that
/// content." (QuartzCore's layer, which UIKit re-exports: the properties the renderer sets.)
@MainActor
open class CALayer {
  public init() {}
  open var cornerRadius: CGFloat = 0
  open var shadowColor: CGColor?
  open var shadowOffset = CGSize(width: 0, height: -3)
  open var shadowOpacity: Float = 0
  open var shadowRadius: CGFloat = 3
}

extension NSAttributedString.Key {
  /// "The font of the text."
  public static let font = NSAttributedString.Key("NSFont")
  /// "The color of the text."
  public static let foregroundColor = NSAttributedString.Key("NSColor")
}

extension NSMutableAttributedString {
  /// An empty attributed string.
  public convenience init() { self.init(string: "") }
}
