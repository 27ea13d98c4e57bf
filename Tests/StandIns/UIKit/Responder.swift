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

/// "A general-purpose recorder of operations that enables undo and redo." Foundation has no
/// `UndoManager` on Linux: this is the part the renderer and the responder chain use.
@MainActor
open class UndoManager {
  private struct Action {
    let target: AnyObject
    let name: String
    let perform: () -> Void
  }
  private var undoStack: [Action] = []
  private var redoStack: [Action] = []
  private var pendingName = ""
  public private(set) var isUndoing = false
  public private(set) var isRedoing = false

  public init() {}

  public var canUndo: Bool { !undoStack.isEmpty }
  public var canRedo: Bool { !redoStack.isEmpty }

  /// "Records a single undo operation for a given target, so that when an undo is performed it's
  /// executed." Registered while undoing, it lands on the redo stack.
  public func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping (Target) -> Void) {
    let action = Action(target: target, name: "", perform: { handler(target) })
    if isUndoing {
      redoStack.append(action)
    } else {
      undoStack.append(action)
      if !isRedoing { redoStack.removeAll() }
    }
  }

  /// "Sets the name of the action associated with the Undo or Redo command."
  public func setActionName(_ name: String) {
    if isUndoing, let last = redoStack.popLast() {
      redoStack.append(Action(target: last.target, name: name, perform: last.perform))
    } else if let last = undoStack.popLast() {
      undoStack.append(Action(target: last.target, name: name, perform: last.perform))
    }
  }

  public var undoActionName: String { undoStack.last?.name ?? "" }
  public var redoActionName: String { redoStack.last?.name ?? "" }
  /// "The complete title of the Undo menu command, for example, 'Undo Paste.'"
  public var undoMenuItemTitle: String { undoActionName.isEmpty ? "Undo" : "Undo \(undoActionName)" }
  /// "The complete title of the Redo menu command, for example, 'Redo Paste.'"
  public var redoMenuItemTitle: String { redoActionName.isEmpty ? "Redo" : "Redo \(redoActionName)" }

  /// "Closes the top-level undo group if necessary and invokes undoNestedGroup()."
  public func undo() {
    guard let action = undoStack.popLast() else { return }
    isUndoing = true
    action.perform()
    isUndoing = false
  }

  /// "Performs the operations in the last group on the redo stack, if there are any."
  public func redo() {
    guard let action = redoStack.popLast() else { return }
    isRedoing = true
    action.perform()
    isRedoing = false
  }

  /// "Removes from both stacks all operations that have the specified target."
  public func removeAllActions(withTarget target: AnyObject) {
    undoStack.removeAll { $0.target === target }
    redoStack.removeAll { $0.target === target }
  }

  /// "Clears the undo and redo stacks."
  public func removeAllActions() {
    undoStack.removeAll()
    redoStack.removeAll()
  }
}
