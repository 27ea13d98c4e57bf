#if canImport(UIKit)
  import Formwork
  import FormworkDiff
  import FormworkListDriver
  import Testing
  import UIKit

  @testable import FormworkUIKit

  /// Focus and the keyboard's bar: a row far down focused right after a reload, the "±" key of
  /// number pads, previous / next / done.
  @MainActor
  @Suite(.serialized) struct KeyboardNavigationTests {
    init() { UIKitFixtures.failOnContractViolations() }

    @Test func focusingARowFarDownRightAfterAReloadLandsOnIt() throws {
      let rows: [AnyRow] = (0..<80).map { Row.text(RowKey("t\($0)"), "Text \($0)").eraseToAnyRow() }
      let form = try Form(sections: [Section("Rows", rows: rows)])
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      screen.adapter.reloadData()
      let target = try #require(form.rowID(forTag: "t70"))
      let path = try UIKitFixtures.path("t70", in: screen.driver)
      #expect(screen.tableView.indexPathsForVisibleRows?.contains(path) == false)
      // Laid out before looking for the cell and scrolling: the row is on screen and focused.
      #expect(screen.adapter.focusRow(at: ItemPath(path)))
      #expect(screen.tableView.indexPathsForVisibleRows?.contains(path) == true)
      #expect(form.focusedRow == target)
      let field = try #require(UIKitFixtures.first(UITextField.self, in: screen.tableView.cellForRow(at: path)))
      #expect(field.isFirstResponder)
    }

    @Test func theReturnKeyGoesToTheNextFieldThenEndsEditingOnTheLast() throws {
      let form = try Form {
        Section {
          Row.text("first", "First")
          Row.text("last", "Last")
        }
      }
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let first = try #require(form.rowID(forTag: "first"))
      let last = try #require(form.rowID(forTag: "last"))
      #expect(screen.driver.focus(first))
      let firstField = try #require(
        UIKitFixtures.first(
          UITextField.self, in: screen.tableView.cellForRow(at: UIKitFixtures.path("first", in: screen.driver))))
      UIKitFixtures.type("Ada", into: firstField)
      firstField.simulateReturn()
      #expect(form.focusedRow == last)
      let lastField = try #require(
        UIKitFixtures.first(
          UITextField.self, in: screen.tableView.cellForRow(at: UIKitFixtures.path("last", in: screen.driver))))
      #expect(lastField.isFirstResponder)
      lastField.simulateReturn()
      #expect(form.focusedRow == nil)
      #expect(!lastField.isFirstResponder, "the keyboard closed")
      #expect(form[RowKey<String>("first")] == "Ada")
    }

    @Test func aNumberPadRowOffersTheSignKey() throws {
      let form = try Form { Section { Row.decimal("balance", "Balance") } }
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let balance = try #require(form.rowID(forTag: "balance"))
      #expect(screen.driver.focus(balance))
      let bar = screen.adapter.coordinator.accessoryBar
      let sign = try #require(bar.items?.first { $0.accessibilityLabel == screen.driver.strings.toggleSign })
      let field = try #require(UIKitFixtures.first(UITextField.self, in: screen.tableView))
      #expect(field.inputAccessoryView === bar)
      UIKitFixtures.type("12", into: field)
      UIKitFixtures.tap(sign)
      #expect(form.state(of: balance)?.value == .decimal(-12))
      #expect(field.text == "-12")
    }

    @Test func theKeyboardAccessoryMovesToThePreviousAndNextInputs() throws {
      let form = try UIKitFixtures.editing()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let first = try #require(form.rowID(forTag: "first"))
      let email = try #require(form.rowID(forTag: "email"))
      #expect(screen.driver.focus(first))
      let bar = screen.adapter.coordinator.accessoryBar
      let items = try #require(bar.items)
      let previous = try #require(items.first { $0.accessibilityLabel == screen.driver.strings.previous })
      let next = try #require(items.first { $0.accessibilityLabel == screen.driver.strings.next })
      let done = try #require(items.first { $0.title == screen.driver.strings.done })
      UIKitFixtures.tap(next)
      #expect(form.focusedRow == email)
      let emailField = try #require(
        UIKitFixtures.first(
          UITextField.self, in: screen.tableView.cellForRow(at: try UIKitFixtures.path("email", in: screen.driver))))
      #expect(emailField.isFirstResponder)
      UIKitFixtures.tap(previous)
      #expect(form.focusedRow == first)
      UIKitFixtures.tap(done)
      #expect(form.focusedRow == nil)
      #expect(!emailField.isFirstResponder)
    }
  }
#endif
