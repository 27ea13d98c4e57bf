#if canImport(UIKit)
  import Formwork
  import FormworkListDriver
  import Testing
  import UIKit

  @testable import FormworkUIKit

  /// The content of a form screen stays above its keyboard, and only its own.
  @MainActor
  @Suite(.serialized) struct KeyboardAvoidanceTests {
    init() { UIKitFixtures.failOnContractViolations() }

    static func postKeyboard(top: CGFloat) {
      NotificationCenter.default.post(
        name: UIResponder.keyboardWillChangeFrameNotification, object: nil,
        userInfo: [UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: top, width: 390, height: 844 - top)])
    }

    @Test func theKeyboardInsetsTheListAndHidingItRemovesTheInset() throws {
      let form = try UIKitFixtures.editing()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      Self.postKeyboard(top: 544)
      #expect(screen.tableView.contentInset.bottom == 300)
      #expect(screen.tableView.verticalScrollIndicatorInsets.bottom == 300)
      NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil)
      #expect(screen.tableView.contentInset.bottom == 0)
    }

    @Test func aKeyboardOfAnotherWindowLeavesTheListAlone() throws {
      let form = try UIKitFixtures.editing()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      // Another window of the app (another scene, a second screen) takes the keyboard.
      let other = UIKitFixtures.show(UIViewController())
      defer { other.isHidden = true }
      Self.postKeyboard(top: 544)
      #expect(screen.tableView.contentInset.bottom == 0)
      window.makeKeyAndVisible()
      Self.postKeyboard(top: 544)
      #expect(screen.tableView.contentInset.bottom == 300)
      NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil)
    }
  }
#endif
