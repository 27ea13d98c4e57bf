// Test-only stand-in for CoreGraphics on Linux (Package.swift declares it there only).
//
// Why it exists: UIKit re-exports CoreGraphics, and a package we test with
// (swift-property-based) compiles `#if canImport(CoreGraphics)` and `#if canImport(UIKit)` code
// that uses `CGColor` and `UIColor(cgColor:)`. SwiftPM puts every module of a build in one folder,
// so once the UIKit stand-in exists, those conditions can hold in that package too: it must then
// compile. The geometry types (CGFloat, CGPoint, CGSize, CGRect) come from Foundation on Linux.
@_exported import Foundation

/// "A set of components that define a color, with a color space specifying how to interpret
/// them." (CGColor) Here: device RGB components only.
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// "The values of the color components (including alpha) associated with a Quartz color."
  public let components: [CGFloat]?

  /// "Creates a color in the Generic RGB color space."
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
  }

  /// A grey (stand-in for `CGColor(gray:alpha:)`).
  public init(gray: CGFloat, alpha: CGFloat) {
    components = [gray, gray, gray, alpha]
  }

  /// "Returns the value of the alpha component associated with a Quartz color."
  public var alpha: CGFloat { components?.last ?? 1 }

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
  public func hash(into hasher: inout Hasher) { hasher.combine(components) }
  public var description: String {
    "CGColor(\((components ?? []).map { String(format: "%.3f", Double($0)) }.joined(separator: ", ")))"
  }
}
