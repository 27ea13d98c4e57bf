#if canImport(UIKit)
  import Formwork
  import FormworkDiff
  import FormworkListDriver
  import Testing
  import UIKit

  @testable import FormworkUIKit

  /// The review findings in a real table and collection view: headers that appear, custom
  /// header views after text ones, rows stacked at accessibility sizes, values at the trailing
  /// edge in right-to-left languages, the "±" key of number pads. Runs on an iOS simulator only.
  @MainActor
  @Suite struct ReviewFindingUIKitTests {
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
      #expect(screen.tableView.headerView(forSection: 0) == nil)
      try form.setHeader(.text("Contact"), forSection: main)
      try await UIKitFixtures.nextTurn()
      screen.tableView.layoutIfNeeded()
      #expect(screen.tableView.headerView(forSection: 0) != nil)
      #expect(form.focusedRow == name)
      #expect(screen.tableView.window?.firstResponder is UITextField)
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
      try await UIKitFixtures.nextTurn()
      controller.tableView.layoutIfNeeded()
      let header = try #require(controller.tableView.headerView(forSection: 0))
      let banner = try #require(UIKitFixtures.first(Banner.self, in: header))
      #expect(banner.superview === header.contentView, "in the content view the header shows")
    }

    @Test func atAccessibilitySizesTheValueGoesUnderTheTitle() throws {
      let form = try UIKitFixtures.everyKind()
      let controller = FormViewController(form: form)
      let navigation = UINavigationController(rootViewController: controller)
      navigation.setOverrideTraitCollection(
        UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge), forChild: controller)
      let window = UIKitFixtures.show(navigation)
      defer { window.isHidden = true }
      let path = try UIKitFixtures.path("info", in: controller.driver)
      controller.tableView.scrollToRow(at: path, at: .middle, animated: false)
      controller.tableView.layoutIfNeeded()
      let row = try #require(UIKitFixtures.first(ValueRowView.self, in: controller.tableView.cellForRow(at: path)))
      #expect(row.layout?.arrangement == .stacked)
      #expect(row.detailLabel.frame.minY >= row.titleLabel.frame.maxY, "the value sits under the title")
    }

    @Test func inRightToLeftLanguagesTheValueSitsAtTheLeftEdge() throws {
      let form = try UIKitFixtures.everyKind()
      let controller = FormViewController(form: form)
      controller.view.semanticContentAttribute = .forceRightToLeft
      controller.tableView.semanticContentAttribute = .forceRightToLeft
      let window = UIKitFixtures.show(UINavigationController(rootViewController: controller))
      defer { window.isHidden = true }
      let path = try UIKitFixtures.path("info", in: controller.driver)
      let cell = try #require(controller.tableView.cellForRow(at: path))
      cell.contentView.semanticContentAttribute = .forceRightToLeft
      let row = try #require(UIKitFixtures.first(ValueRowView.self, in: cell))
      row.semanticContentAttribute = .forceRightToLeft
      controller.tableView.reconfigureRows(at: [path])
      #expect(row.detailLabel.textAlignment == .left)
    }

    @Test func focusingARowFarDownRightAfterAReloadLandsOnIt() throws {
      let rows: [AnyRow] = (0..<80).map { Row.text(RowKey("t\($0)"), "Text \($0)").eraseToAnyRow() }
      let form = try Form(sections: [Section("Rows", rows: rows)])
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      screen.adapter.reloadData()
      let target = try #require(form.rowID(forTag: "t70"))
      let path = try UIKitFixtures.path("t70", in: screen.driver)
      // Laid out before looking for the cell and scrolling: the row is on screen and focused.
      #expect(screen.adapter.focusRow(at: ItemPath(path)))
      #expect(screen.tableView.indexPathsForVisibleRows?.contains(path) == true)
      #expect(form.focusedRow == target)
    }

    @Test func aNumberPadRowOffersTheSignKey() throws {
      let form = try Form { Section { Row.decimal("balance", "Balance") } }
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let balance = try #require(form.rowID(forTag: "balance"))
      #expect(screen.driver.focus(balance))
      let bar = screen.adapter.coordinator.accessoryBar
      #expect(bar.items?.contains { $0.accessibilityLabel == screen.driver.strings.toggleSign } == true)
      let field = try #require(UIKitFixtures.first(UITextField.self, in: screen.tableView))
      field.text = "12"
      field.sendActions(for: .editingChanged)
      screen.adapter.coordinator.accessoryTapped(.toggleSign)
      #expect(form.state(of: balance)?.value == .decimal(-12))
      #expect(field.text == "-12")
    }
  }
#endif
