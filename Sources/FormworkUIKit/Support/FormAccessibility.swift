#if canImport(UIKit)
  @preconcurrency import UIKit

  /// UIKit's accessibility constants. The iOS 17 SDK declares them as mutable globals, which
  /// strict concurrency refuses to read; they are constants in fact (and in later SDKs).
  enum FormAccessibility {
    static let button: UIAccessibilityTraits = .button
    static let selected: UIAccessibilityTraits = .selected
    static let notEnabled: UIAccessibilityTraits = .notEnabled
    static let announcement: UIAccessibility.Notification = .announcement
  }
#endif
