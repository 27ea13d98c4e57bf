#if canImport(UIKit)
  import Formwork
  import FormworkDiff
  import FormworkListDriver
  import Testing
  import UIKit

  @testable import FormworkUIKit

  /// Section headers and footers in a table: one that appears is shown and the focused field
  /// keeps the keyboard; a custom header view replaces a text one inside the header's content view.
  @MainActor
  @Suite(.serialized) struct SupplementaryViewTests {
    init() { UIKitFixtures.failOnContractViolations() }

    final class Banner: UIView, FormSupplementaryContent {
      func configure(with supplementary: FormSupplementaryDescriptor, form: Form) {}
    }

    @Test func aHeaderThatAppearsIsShownAndTheFocusedFieldKeepsTheKeyboard() async throws {
      let form = try Form {
        Section(tag: "main") {
          Row.text("name", "Name")
          Row.text("city", "City")
        }
      }
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let main = try #require(form.sectionID(forTag: "main"))
      let name = try #require(form.rowID(forTag: "name"))
      #expect(screen.driver.focus(name))
      let field = try #require(
        UIKitFixtures.first(UITextField.self, in: screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))))
      #expect(field.isFirstResponder)
      #expect(screen.tableView.headerView(forSection: 0)?.contentConfiguration == nil, "no header text yet")
      // An input method is composing when the header appears.
      field.setMarkedText("zh", selectedRange: NSRange(location: 2, length: 0))
      try form.setHeader(.text("Contact"), forSection: main)
      await UIKitFixtures.nextTurn()
      screen.tableView.layoutIfNeeded()
      let header = try #require(screen.tableView.headerView(forSection: 0))
      #expect((header.contentConfiguration as? UIListContentConfiguration)?.text == "Contact")
      #expect(form.focusedRow == name)
      let shown = try #require(
        UIKitFixtures.first(UITextField.self, in: screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))))
      #expect(shown === field, "the row's cell was reconfigured in place, not replaced")
      #expect(field.isFirstResponder, "it kept the keyboard throughout")
      #expect(field.markedTextRange != nil && field.text == "zh", "and the composition")
    }

    @Test func aCustomHeaderKeepsItsViewAfterATextOne() async throws {
      let form = try Form {
        Section(tag: "main") { Row.text("name", "Name") }.header("Text")
      }
      let controller = FormViewController(form: form)
      controller.cells.registerSupplementary(kind: "banner") { Banner() }
      let window = UIKitFixtures.show(UINavigationController(rootViewController: controller))
      defer { window.isHidden = true }
      let main = try #require(form.sectionID(forTag: "main"))
      try form.setHeader(.custom(kind: "banner", value: .null), forSection: main)
      await UIKitFixtures.nextTurn()
      controller.tableView.layoutIfNeeded()
      let header = try #require(controller.tableView.headerView(forSection: 0))
      let banner = try #require(UIKitFixtures.first(Banner.self, in: header))
      #expect(banner.isDescendant(of: header.contentView), "in the content view the header shows")
      #expect(header.contentConfiguration == nil, "the text configuration is gone")
    }
  }
#endif
