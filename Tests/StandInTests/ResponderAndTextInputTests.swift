import Testing
import UIKit

/// The responder chain and text input: who may become first responder, who resigns, where the
/// undo manager is found, and the keyboard's typing with marked text, in UIKit's order.
@MainActor
@Suite("UIKit stand-in: responders and text input", .serialized)
struct ResponderAndTextInputTests {
  final class Recorder: UITextFieldDelegate, UITextViewDelegate {
    var events: [String] = []
    var refuse: String?
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
      -> Bool
    {
      events.append("should \(range.location),\(range.length) \(string) [\(textField.text ?? "")]")
      return string != refuse
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { events.append("began") }
    func textFieldDidEndEditing(_ textField: UITextField) { events.append("ended") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
      events.append("should \(range.location),\(range.length) \(text) [\(textView.text ?? "")]")
      return true
    }
    func textViewDidChange(_ textView: UITextView) {
      events.append("changed [\(textView.text ?? "")] marked: \(textView.markedTextRange != nil)")
    }
  }

  final class UndoingView: UIView {
    let manager = UndoManager()
    override var undoManager: UndoManager? { manager }
  }

  static func window(with view: UIView) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.addSubview(view)
    window.makeKeyAndVisible()
    return window
  }

  @Test("only a responder that can, in a window, becomes first responder; the previous one resigns")
  func becoming() {
    let field = UITextField()
    #expect(!field.becomeFirstResponder(), "not in a window")
    let plain = UIView()
    let container = UIView()
    container.addSubview(field)
    container.addSubview(plain)
    let window = Self.window(with: container)
    defer { window.isHidden = true }
    #expect(!plain.becomeFirstResponder(), "a plain view cannot")
    #expect(field.becomeFirstResponder())
    #expect(window.focusedResponder === field)
    let other = UITextField()
    container.addSubview(other)
    #expect(other.becomeFirstResponder())
    #expect(!field.isFirstResponder)
    field.isEnabled = false
    #expect(!field.becomeFirstResponder(), "a disabled field cannot")
  }

  @Test("a first responder removed from the window resigns; the undo manager is found along next")
  func removalAndUndo() {
    let owner = UndoingView()
    let cell = UIView()
    let field = UITextField()
    let recorder = Recorder()
    field.delegate = recorder
    cell.addSubview(field)
    owner.addSubview(cell)
    let window = Self.window(with: owner)
    defer { window.isHidden = true }
    #expect(cell.undoManager === owner.manager)
    #expect(field.undoManager !== owner.manager, "a text field undoes its own typing")
    #expect(field.becomeFirstResponder())
    cell.removeFromSuperview()
    #expect(!field.isFirstResponder)
    #expect(window.focusedResponder == nil)
    #expect(recorder.events == ["began", "ended"])
  }

  @Test("typing asks the delegate before each change and sends editingChanged after; a refusal keeps the text")
  func typingOrder() {
    let field = UITextField()
    let recorder = Recorder()
    field.delegate = recorder
    field.addAction(
      UIAction { _ in recorder.events.append("editingChanged [\(field.text ?? "")]") }, for: .editingChanged)
    let window = Self.window(with: field)
    defer { window.isHidden = true }
    #expect(field.becomeFirstResponder())
    recorder.events.removeAll()
    field.insertText("a")
    recorder.refuse = "b"
    field.insertText("b")
    field.simulatePaste("cd")
    #expect(
      recorder.events == [
        "should 0,0 a []", "editingChanged [a]", "should 1,0 b [a]",
        "should 1,0 cd [a]", "editingChanged [acd]",
      ])
  }

  @Test("marked text is proposed and shown, then committed with unmarkText as an input method does")
  func markedText() {
    let view = UITextView()
    let recorder = Recorder()
    view.delegate = recorder
    let window = Self.window(with: view)
    defer { window.isHidden = true }
    #expect(view.becomeFirstResponder())
    view.setMarkedText("zh", selectedRange: NSRange(location: 2, length: 0))
    #expect(view.markedTextRange != nil)
    view.setMarkedText("中", selectedRange: NSRange(location: 1, length: 0))
    view.unmarkText()
    #expect(view.markedTextRange == nil)
    #expect(view.text == "中")
    #expect(
      recorder.events == [
        "should 0,0 zh []", "changed [zh] marked: true", "should 0,2 中 [zh]", "changed [中] marked: true",
        "changed [中] marked: false",
      ])
  }

  @Test("typing into an input without focus is refused")
  func typingNeedsFocus() {
    let field = UITextField()
    let violations = StandInFixtures.violations { field.insertText("x") }
    #expect(violations.map(\.contract) == ["typing without focus"])
    #expect(field.text == "")
  }

  @Test("a stepper's minimum at its maximum and a countdown in the inline style are UIKit's exceptions")
  func controlContracts() {
    let stepper = UIStepper()
    #expect(StandInFixtures.violations { stepper.minimumValue = 100 }.map(\.contract) == ["stepper bounds"])
    let picker = UIDatePicker()
    picker.preferredDatePickerStyle = .inline
    #expect(
      StandInFixtures.violations { picker.datePickerMode = .countDownTimer }.map(\.contract) == ["date picker style"])
  }

  @Test("presenting from a view controller outside a window, or one that already presents, is refused")
  func presentation() {
    let loose = UIViewController()
    #expect(
      StandInFixtures.violations { loose.present(UIViewController(), animated: false) }.map(\.contract) == [
        "presentation"
      ])
    let root = UIViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    window.makeKeyAndVisible()
    defer { window.isHidden = true }
    let first = UIViewController()
    #expect(StandInFixtures.violations { root.present(first, animated: false) }.isEmpty)
    #expect(root.presentedViewController === first)
    #expect(
      StandInFixtures.violations { root.present(UIViewController(), animated: false) }.map(\.contract) == [
        "presentation"
      ])
    first.dismiss(animated: false)
    #expect(root.presentedViewController == nil)
  }

  final class CountingController: UIViewController {
    var loads = 0
    override func viewDidLoad() {
      super.viewDidLoad()
      loads += 1
    }
  }

  /// "Loads the view controller's view if it has not yet been loaded": once, with `viewDidLoad`.
  @Test func aControllersViewLoadsOnceWhenAskedToLoadIfNeeded() {
    let controller = CountingController()
    #expect(!controller.isViewLoaded)
    controller.loadViewIfNeeded()
    controller.loadViewIfNeeded()
    _ = controller.view
    #expect(controller.isViewLoaded)
    #expect(controller.loads == 1)
  }
}

/// The selection of a text field: typing goes at the caret, setting the text puts the caret at
/// the end, and a selection outside the text is refused.
@MainActor
@Suite("UIKit stand-in: text selection", .serialized)
struct TextSelectionTests {
  @Test("typing and deleting go at the caret; setting the text puts it at the end")
  func typingAtTheCaret() {
    let field = UITextField()
    let window = ResponderAndTextInputTests.window(with: field)
    defer { window.isHidden = true }
    #expect(field.becomeFirstResponder())
    field.insertText("abd")
    let afterB = field.position(from: field.beginningOfDocument, offset: 2)
    #expect(afterB != nil)
    if let afterB { field.selectedTextRange = field.textRange(from: afterB, to: afterB) }
    field.insertText("c")
    #expect(field.text == "abcd")
    #expect(field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) } == 3)
    field.deleteBackward()
    #expect(field.text == "abd")
    field.text = "xyz"
    #expect(field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) } == 3)
    #expect(field.position(from: field.endOfDocument, offset: 1) == nil, "past the end")
  }

  @Test("a selection outside the text is a broken contract")
  func selectionOutsideTheText() {
    let field = UITextField()
    field.text = "ab"
    let violations = StandInFixtures.violations {
      let far = UITextField()
      far.text = "abcdef"
      let end = far.endOfDocument
      field.selectedTextRange = far.textRange(from: end, to: end)
    }
    #expect(violations.map(\.contract) == ["selection outside the text"])
  }
}
