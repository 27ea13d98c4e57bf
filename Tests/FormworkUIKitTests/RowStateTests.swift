#if canImport(UIKit)
  import Formwork
  import FormworkDiff
  import FormworkListDriver
  import Testing
  import UIKit

  @testable import FormworkUIKit

  /// Every built-in row kind in the states a form puts it in: read-only, with its error shown,
  /// hidden and shown again.
  @MainActor
  @Suite(.serialized) struct RowStateTests {
    init() { UIKitFixtures.failOnContractViolations() }

    /// Every row of the form, scrolled to, with its cell.
    static func eachCell(
      in screen: FormViewController, _ body: (FormCellDescriptor, UITableViewCell) throws -> Void
    ) throws {
      let driver = screen.driver
      for section in 0..<driver.numberOfSections {
        for item in 0..<driver.numberOfRows(inSection: section) {
          let path = IndexPath(item: item, section: section)
          screen.tableView.scrollToRow(at: path, at: .middle, animated: false)
          let cell = try #require(screen.tableView.cellForRow(at: path))
          try body(driver.cell(at: ItemPath(path)), cell)
        }
      }
    }

    @Test func aReadOnlyFormShowsEveryInputDisabled() throws {
      let form = try UIKitFixtures.everyKind()
      form.editPolicy = .readOnly()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      var checked = 0
      try Self.eachCell(in: screen) { descriptor, cell in
        // Information and buttons are not inputs: a read-only form keeps them.
        switch descriptor.kind {
        case .info, .button: return
        default: break
        }
        #expect(!descriptor.content.isEnabled, "\(descriptor.kind)")
        if descriptor.content.accessibility.isCellElement {
          #expect(cell.accessibilityTraits.contains(FormAccessibility.notEnabled), "\(descriptor.kind)")
        }
        for control in [UIKitFixtures.first(UIControl.self, in: cell)].compactMap({ $0 }) {
          #expect(!control.isEnabled, "\(descriptor.kind): \(type(of: control))")
          checked += 1
        }
        if let row = UIKitFixtures.first(FormRowView.self, in: cell) {
          #expect(row.titleLabel.textColor == .secondaryLabel, "\(descriptor.kind)")
        }
      }
      #expect(checked >= 8, "the fields, pickers, switch, stepper, slider and segments")
      // A tap says why instead of editing.
      screen.tableView.simulateTap(at: try UIKitFixtures.path("text", in: screen.driver))
      #expect(form.focusedRow == nil)
      #expect(UIKitFixtures.first(FormBanner.self, in: screen.view) != nil)
    }

    @Test func anErrorShowsUnderItsRowAndIsRead() async throws {
      let form = try UIKitFixtures.everyKind()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      form.validate()
      await UIKitFixtures.nextTurn()
      let path = try UIKitFixtures.path("email", in: screen.driver)
      let row = try #require(UIKitFixtures.first(FormRowView.self, in: screen.tableView.cellForRow(at: path)))
      let message = try #require(screen.driver.cell(at: ItemPath(path)).content.message)
      #expect(!row.messageLabel.isHidden)
      #expect(row.messageLabel.text == message.text)
      #expect(row.messageLabel.textColor == .systemRed)
      form[RowKey<String>("email")] = "ada@example.com"
      await UIKitFixtures.nextTurn()
      #expect(row.messageLabel.isHidden, "fixed: the same cell hides the message")
    }

    @Test func aHiddenRowLeavesAndComesBack() async throws {
      let form = try UIKitFixtures.editing()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let extra = try #require(form.rowID(forTag: "extra"))
      #expect(screen.driver.indexPath(of: extra) == nil)
      form[UIKitFixtures.showMore] = true
      await UIKitFixtures.nextTurn()
      let path = try #require(screen.driver.indexPath(of: extra))
      #expect(UIKitFixtures.row(shownBy: screen.tableView.cellForRow(at: IndexPath(path))) == extra)
      form[UIKitFixtures.showMore] = false
      await UIKitFixtures.nextTurn()
      #expect(screen.driver.indexPath(of: extra) == nil)
      #expect(screen.tableView.mismatches(with: screen.driver) == [])
    }
  }
#endif
