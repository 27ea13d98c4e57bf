// Text input: UITextField and UITextView with the keyboard's typing modelled (typing, deleting,
// marked text as Chinese and Japanese input methods make it, pasting), the delegate asked before
// each change and told after it, in UIKit's order.

/// "The autocorrection style for a text object."
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }

/// "A range of characters in a text container with a starting index and an ending index."
@MainActor
open class UITextRange: NSObject {
  /// The range in UTF-16 units (stand-in).
  public let range: NSRange
  init(_ range: NSRange) {
    self.range = range
    super.init()
  }
  open var isEmpty: Bool { range.length == 0 }
  /// "The start of a range of text."
  open var start: UITextPosition { UITextPosition(range.location) }
  /// "The end of a range of text."
  open var end: UITextPosition { UITextPosition(range.location + range.length) }
}

/// "An object that represents a position in a text container." (Stand-in: an offset in UTF-16
/// units from the beginning of the document, as `offset(from:to:)` counts.)
@MainActor
open class UITextPosition: NSObject {
  let offset: Int
  init(_ offset: Int) {
    self.offset = offset
    super.init()
  }
}

/// "A region where text layout occurs."
@MainActor
open class NSTextContainer: NSObject {
  /// "The value for the text inset within line fragment rectangles."
  open var lineFragmentPadding: CGFloat = 5
}

/// The typing a text input receives from the keyboard (stand-in): the change is proposed to the
/// delegate, made if it agrees, then announced.
@MainActor
protocol KeyboardTyping: AnyObject {
  /// What the view is called in a broken contract ("text field").
  static var typingViewName: String { get }
  var isFirstResponder: Bool { get }
  var storedText: String { get set }
  var markedRange: NSRange? { get set }
  /// The selection (the caret when empty), in UTF-16 units.
  var selection: NSRange { get set }
  func shouldReplace(_ range: NSRange, with text: String) -> Bool
  func textDidChangeByTyping()
}

extension KeyboardTyping {
  /// Runs `edit` when the view is the first responder: keys go to the first responder, so
  /// typing into another view is a broken contract.
  func ifFocused(_ what: String, _ edit: () -> Void) {
    guard isFirstResponder else {
      UIKitContract.record(
        "typing without focus", "\(what) into a \(Self.typingViewName) that is not the first responder")
      return
    }
    edit()
  }

  /// Where typing goes: the selection, clamped to the text.
  var caret: NSRange {
    let length = storedText.utf16.count
    let location = min(selection.location, length)
    return NSRange(location: location, length: min(selection.length, length - location))
  }

  func replace(_ range: NSRange, with text: String, marking: Bool) -> Bool {
    guard shouldReplace(range, with: text) else { return false }
    let current = storedText as NSString
    storedText = current.replacingCharacters(in: range, with: text)
    let inserted = (text as NSString).length
    markedRange = marking ? NSRange(location: range.location, length: inserted) : nil
    selection = NSRange(location: range.location + inserted, length: 0)
    textDidChangeByTyping()
    return true
  }

  /// "The range of selected text in a document." Setting a range outside the text is a broken
  /// contract (UIKit raises an out-of-bounds exception for such ranges).
  func setSelection(_ range: NSRange) {
    guard range.location >= 0, range.length >= 0, range.location + range.length <= storedText.utf16.count else {
      UIKitContract.record(
        "selection outside the text", "\(range) in a \(Self.typingViewName) of \(storedText.utf16.count) UTF-16 units")
      return
    }
    selection = range
  }

  func typeText(_ text: String) {
    _ = replace(markedRange ?? caret, with: text, marking: false)
  }

  func typeMarked(_ text: String?) {
    let text = text ?? ""
    _ = replace(markedRange ?? caret, with: text, marking: !text.isEmpty)
  }

  func commitMarked() {
    guard markedRange != nil else { return }
    markedRange = nil
    textDidChangeByTyping()
  }

  func typeDelete() {
    if let markedRange {
      _ = replace(markedRange, with: "", marking: false)
      return
    }
    let caret = caret
    if caret.length > 0 {
      _ = replace(caret, with: "", marking: false)
      return
    }
    guard caret.location > 0 else { return }
    let previous = (storedText as NSString).rangeOfComposedCharacterSequence(at: caret.location - 1)
    _ = replace(previous, with: "", marking: false)
  }
}

/// "A set of optional methods to manage the editing and validation of text in a text field object."
@MainActor
public protocol UITextFieldDelegate: AnyObject {
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  func textFieldDidBeginEditing(_ textField: UITextField)
  func textFieldDidEndEditing(_ textField: UITextField)
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
}

/// "An object that displays an editable text area in your interface."
@MainActor
open class UITextField: UIControl, KeyboardTyping {
  /// "Constants that specify when an overlay view appears in a text field."
  public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

  var storedText = ""
  var markedRange: NSRange?
  var selection = NSRange(location: 0, length: 0)
  /// "The text that the text field displays." Setting it ends marked text, puts the caret at
  /// the end and tells nobody.
  open var text: String? {
    get { storedText }
    set {
      storedText = newValue ?? ""
      markedRange = nil
      selection = NSRange(location: storedText.utf16.count, length: 0)
    }
  }
  /// "The text position for the beginning of a document."
  public var beginningOfDocument: UITextPosition { UITextPosition(0) }
  /// "The text position for the end of a document."
  public var endOfDocument: UITextPosition { UITextPosition(storedText.utf16.count) }
  /// "The range of selected text in a document."
  public var selectedTextRange: UITextRange? {
    get { UITextRange(caret) }
    set { if let newValue { setSelection(newValue.range) } }
  }
  /// "Returns the text position at a specified offset from another text position." ("Return
  /// `nil` if the computed text position is less than 0 or greater than the length of the
  /// backing string.")
  public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    let target = position.offset + offset
    return (0...storedText.utf16.count).contains(target) ? UITextPosition(target) : nil
  }
  /// "Returns the range between two text positions."
  public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
    let lower = min(fromPosition.offset, toPosition.offset)
    return UITextRange(NSRange(location: lower, length: abs(toPosition.offset - fromPosition.offset)))
  }
  /// "Returns the number of UTF-16 characters between one text position and another text position."
  public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
  open var placeholder: String?
  open var font: UIFont? = .preferredFont(forTextStyle: .body)
  open var textColor: UIColor? = .label
  open var textAlignment: NSTextAlignment = .natural
  open var adjustsFontForContentSizeCategory = false
  open var clearButtonMode: ViewMode = .never
  open weak var delegate: (any UITextFieldDelegate)?
  open var keyboardType: UIKeyboardType = .default
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var isSecureTextEntry = false
  open var textContentType: UITextContentType!
  open var returnKeyType: UIReturnKeyType = .default
  private var accessory: UIView?
  open override var inputAccessoryView: UIView? {
    get { accessory }
    set { accessory = newValue }
  }
  /// "The range of currently marked text in a document." (nil when no text is marked.)
  public var markedTextRange: UITextRange? { markedRange.map(UITextRange.init) }

  /// Text fields undo typing themselves: the responder chain's search for an undo manager ("When
  /// the application receives an undo event, UIResponder goes up the responder chain (starting
  /// with the first responder) looking for a responder that returns an NSUndoManager object")
  /// stops at the field's own.
  private let typingUndoManager = UndoManager()
  open override var undoManager: UndoManager? { typingUndoManager }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: CGFloat(max(storedText.count, placeholder?.count ?? 0)) * 8, height: font?.lineHeight ?? 20)
  }

  /// A text field can take the keyboard when it is enabled.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// The delegate's `textFieldShouldBeginEditing(_:)` may refuse; once first responder, it hears
  /// `textFieldDidBeginEditing(_:)` and `.editingDidBegin` is sent.
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, window != nil else { return false }
    guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
    guard super.becomeFirstResponder() else { return false }
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    return true
  }

  /// Marked text is committed, then the delegate hears `textFieldDidEndEditing(_:)`.
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    commitMarked()
    guard super.resignFirstResponder() else { return false }
    delegate?.textFieldDidEndEditing(self)
    sendActions(for: .editingDidEnd)
    return true
  }

  func shouldReplace(_ range: NSRange, with text: String) -> Bool {
    delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true
  }

  func textDidChangeByTyping() { sendActions(for: .editingChanged) }

  static var typingViewName: String { "text field" }

  /// "Inserts a character into the displayed text." (UIKeyInput.) Replaces marked text.
  public func insertText(_ text: String) { ifFocused("insertText") { typeText(text) } }
  /// "Deletes a character from the displayed text." (UIKeyInput.)
  public func deleteBackward() { ifFocused("deleteBackward") { typeDelete() } }
  /// "Inserts the provided text and marks it to indicate that it is part of an active input
  /// session." (UITextInput: an input method composing, such as pinyin before a character is chosen.)
  public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    ifFocused("setMarkedText") { typeMarked(markedText) }
  }
  /// "Unmarks the currently marked text." (The input method committed it.)
  public func unmarkText() { commitMarked() }
  /// The person pastes `text` (stand-in: one change proposed to the delegate).
  public func simulatePaste(_ text: String) { ifFocused("paste") { typeText(text) } }
  /// The person taps the return key (stand-in: the delegate's `textFieldShouldReturn(_:)`).
  public func simulateReturn() { ifFocused("return") { _ = delegate?.textFieldShouldReturn(self) } }
}

/// "The methods for receiving editing-related messages for text view objects."
@MainActor
public protocol UITextViewDelegate: AnyObject {
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  func textViewDidBeginEditing(_ textView: UITextView)
  func textViewDidEndEditing(_ textView: UITextView)
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  public func textViewDidEndEditing(_ textView: UITextView) {}
  public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  { true }
  public func textViewDidChange(_ textView: UITextView) {}
}

/// "A scrollable, multiline text region."
@MainActor
open class UITextView: UIScrollView, KeyboardTyping {
  var storedText = ""
  var markedRange: NSRange?
  var selection = NSRange(location: 0, length: 0)
  /// "The text that the text view displays." Setting it ends marked text, puts the caret at the
  /// end and tells nobody.
  open var text: String! {
    get { storedText }
    set {
      storedText = newValue ?? ""
      markedRange = nil
      selection = NSRange(location: storedText.utf16.count, length: 0)
    }
  }
  open var font: UIFont? = .preferredFont(forTextStyle: .body)
  open var textColor: UIColor? = .label
  open var adjustsFontForContentSizeCategory = false
  open var isEditable = true
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  public let textContainer = NSTextContainer()
  open weak var delegate: (any UITextViewDelegate)?
  open var keyboardType: UIKeyboardType = .default
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var isSecureTextEntry = false
  open var textContentType: UITextContentType!
  open var returnKeyType: UIReturnKeyType = .default
  private var accessory: UIView?
  open override var inputAccessoryView: UIView? {
    get { accessory }
    set { accessory = newValue }
  }
  public var markedTextRange: UITextRange? { markedRange.map(UITextRange.init) }

  /// Text views undo typing themselves, as text fields do: the responder chain's search for an
  /// undo manager stops at the view's own.
  private let typingUndoManager = UndoManager()
  open override var undoManager: UndoManager? { typingUndoManager }

  /// One line of the font per line of text, plus the container's insets.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let lines = max(1, storedText.split(separator: "\n", omittingEmptySubsequences: false).count)
    let height = CGFloat(lines) * (font?.lineHeight ?? 20) + textContainerInset.top + textContainerInset.bottom
    return CGSize(width: size.width, height: height)
  }

  open override var intrinsicContentSize: CGSize {
    isScrollEnabled ? CGSize(width: -1, height: -1) : sizeThatFits(bounds.size)
  }

  open override var canBecomeFirstResponder: Bool { isEditable }

  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, window != nil else { return false }
    guard delegate?.textViewShouldBeginEditing(self) ?? true else { return false }
    guard super.becomeFirstResponder() else { return false }
    delegate?.textViewDidBeginEditing(self)
    return true
  }

  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    commitMarked()
    guard super.resignFirstResponder() else { return false }
    delegate?.textViewDidEndEditing(self)
    return true
  }

  func shouldReplace(_ range: NSRange, with text: String) -> Bool {
    delegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true
  }

  func textDidChangeByTyping() { delegate?.textViewDidChange(self) }

  static var typingViewName: String { "text view" }

  /// As `UITextField`'s: typing, marked text and paste.
  public func insertText(_ text: String) { ifFocused("insertText") { typeText(text) } }
  public func deleteBackward() { ifFocused("deleteBackward") { typeDelete() } }
  public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    ifFocused("setMarkedText") { typeMarked(markedText) }
  }
  public func unmarkText() { commitMarked() }
  public func simulatePaste(_ text: String) { ifFocused("paste") { typeText(text) } }
}
