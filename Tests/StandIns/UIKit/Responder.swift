// The responder chain: first responder per window, `next`, the undo manager looked up along the
// chain, and the keyboard notifications.

/// "Constants that describe how an accessibility element behaves." (UIAccessibilityTraits)
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  public var rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  public static let none = UIAccessibilityTraits([])
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// The accessibility properties UIKit declares on `NSObject` (an informal protocol). Swift cannot
/// add stored properties to Foundation's `NSObject`, so the stand-in's responders, bar items and
/// accessibility elements inherit them from this class.
@MainActor
open class UIAccessibleObject: NSObject {
  /// "A Boolean value that indicates whether the element is an accessibility element that an
  /// assistive app can access."
  open var isAccessibilityElement = false
  /// "A localized string that succinctly identifies the accessibility element."
  open var accessibilityLabel: String?
  /// "A localized string that contains the value of the accessibility element."
  open var accessibilityValue: String?
  /// "A localized string that contains a brief description of the result of performing an action
  /// on the accessibility element."
  open var accessibilityHint: String?
  /// "The combination of accessibility traits that best characterizes the accessibility element."
  open var accessibilityTraits: UIAccessibilityTraits = []
  /// "A Boolean value that indicates whether the accessibility elements that the view contains
  /// are hidden."
  open var accessibilityElementsHidden = false
  /// "A string that identifies the element." (UIAccessibilityIdentification)
  open var accessibilityIdentifier: String?

  public override init() { super.init() }
}

/// "An abstract interface for responding to and handling events."
@MainActor
open class UIResponder: UIAccessibleObject {
  public override init() { super.init() }

  /// "Returns the next responder in the responder chain, or nil if there is no next responder."
  open var next: UIResponder? { nil }

  /// The window whose first responder this responder can be (stand-in: a view's window, a view
  /// controller's view's window).
  var responderWindow: UIWindow? { nil }

  /// "Returns a Boolean value indicating whether this object can become the first responder."
  /// (Default false.)
  open var canBecomeFirstResponder: Bool { false }

  /// "Returns a Boolean value indicating whether the receiver is willing to relinquish
  /// first-responder status." (Default true.)
  open var canResignFirstResponder: Bool { true }

  /// "Returns a Boolean value indicating whether this object is the first responder."
  open var isFirstResponder: Bool { responderWindow?.focusedResponder === self }

  /// "Asks UIKit to make this object the first responder in its window."
  ///
  /// "A responder object only becomes the first responder if the current responder can resign
  /// first-responder status (canResignFirstResponder) and the new responder can become first
  /// responder." "Never call this method on a view that is not part of an active view
  /// hierarchy": the stand-in answers `false` for a responder outside a window.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let window = responderWindow else { return false }
    if window.focusedResponder === self { return true }
    if let current = window.focusedResponder, !current.resignFirstResponder() { return false }
    window.focusedResponder = self
    return true
  }

  /// "Notifies this object that it has been asked to relinquish its status as first responder in
  /// its window." "The default implementation returns true, resigning first responder status."
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    if let window = responderWindow, window.focusedResponder === self { window.focusedResponder = nil }
    return true
  }

  /// "The custom input view to display when the receiver becomes the first responder."
  open var inputView: UIView? { nil }
  /// "The custom input accessory view to display when the receiver becomes the first responder."
  open var inputAccessoryView: UIView? { nil }
  /// Number of `reloadInputViews()` calls (stand-in only).
  public private(set) var inputViewReloads = 0
  /// "Updates the custom input and accessory views when the object is the first responder."
  open func reloadInputViews() { inputViewReloads += 1 }

  /// "Returns the nearest shared undo manager in the responder chain." "By default, every
  /// responder searches the responder chain for an undo manager."
  open var undoManager: UndoManager? { next?.undoManager }

  /// "Posted immediately prior to a change in the keyboard's frame."
  nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// "Posted immediately prior to the dismissal of the keyboard."
  nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  /// "A user info key to retrieve the keyboard's frame at the end of its animation." (In screen
  /// coordinates.)
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
}
