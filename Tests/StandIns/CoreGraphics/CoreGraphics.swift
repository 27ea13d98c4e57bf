// Test-only stand-in for Core Graphics on Linux: Foundation has CGFloat, CGPoint, CGSize and
// CGRect there; colors are what is missing. It exists because a module named UIKit makes
// `#if canImport(UIKit)` true in every module of the build (swift-property-based's color
// generators among them), and UIKit's colors are made from Core Graphics ones.
@_exported import Foundation

/// "A set of components that define a color, with a color space specifying how to interpret
/// them." Stand-in: a name, or the RGBA components it was made from.
public final class CGColor: Sendable {
  public let name: String
  public let components: [CGFloat]?

  /// A named color (stand-in: UIKit's semantic colors).
  public init(name: String) {
    self.name = name
    components = nil
  }

  /// "Creates a color in the Generic RGB color space."
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    name = "rgba(\(red), \(green), \(blue), \(alpha))"
    components = [red, green, blue, alpha]
  }
}
