// UIKit re-exports CoreGraphics (CGColor; CGFloat and the geometry come from Foundation on Linux).
@_exported import CoreGraphics
