#if canImport(UIKit)
  import Formwork
  import FormworkDiff
  import FormworkListDriver
  import Testing
  import UIKit

  @testable import FormworkUIKit

  /// How a row arranges its title and value: stacked at accessibility text sizes, the value at
  /// the trailing edge (the left one in right-to-left languages).
  @MainActor
  @Suite(.serialized) struct RowLayoutTests {
    init() { UIKitFixtures.failOnContractViolations() }

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
      // Both frames in the row's coordinates: the labels sit in different stacks.
      let title = row.convert(row.titleLabel.bounds, from: row.titleLabel)
      let value = row.convert(row.detailLabel.bounds, from: row.detailLabel)
      #expect(value.minY >= title.maxY, "the value sits under the title")
    }

    @Test func aRowWithAHeightIsThatTallAndTheOthersSizeThemselves() throws {
      let form = try Form {
        Section {
          Row.textArea("notes", "Notes").height(160)
          Row.text("name", "Name")
        }
      }
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let notes = try UIKitFixtures.path("notes", in: screen.driver)
      let name = try UIKitFixtures.path("name", in: screen.driver)
      #expect(screen.adapter.tableView(screen.tableView, heightForRowAt: notes) == 160)
      #expect(screen.adapter.tableView(screen.tableView, heightForRowAt: name) == UITableView.automaticDimension)
    }

    @Test func besideTheTitleAtTheDefaultSize() throws {
      let form = try UIKitFixtures.everyKind()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let path = try UIKitFixtures.path("info", in: screen.driver)
      screen.tableView.scrollToRow(at: path, at: .middle, animated: false)
      let row = try #require(UIKitFixtures.first(ValueRowView.self, in: screen.tableView.cellForRow(at: path)))
      #expect(row.layout?.arrangement == .beside)
      let title = row.convert(row.titleLabel.bounds, from: row.titleLabel)
      let value = row.convert(row.detailLabel.bounds, from: row.detailLabel)
      #expect(value.minX >= title.maxX, "the value sits after the title")
      #expect(row.detailLabel.textAlignment == .right)
    }

    @Test func inRightToLeftLanguagesTheValueSitsAtTheLeftEdge() throws {
      let form = try UIKitFixtures.everyKind()
      let controller = FormViewController(form: form)
      let navigation = UINavigationController(rootViewController: controller)
      // A right-to-left language: the trait collection's layout direction.
      navigation.setOverrideTraitCollection(UITraitCollection(layoutDirection: .rightToLeft), forChild: controller)
      let window = UIKitFixtures.show(navigation)
      defer { window.isHidden = true }
      let path = try UIKitFixtures.path("info", in: controller.driver)
      // The row is below the window: it has a cell once scrolled to.
      #expect(controller.tableView.cellForRow(at: path) == nil)
      controller.tableView.scrollToRow(at: path, at: .middle, animated: false)
      let cell = try #require(controller.tableView.cellForRow(at: path))
      let row = try #require(UIKitFixtures.first(ValueRowView.self, in: cell))
      #expect(row.effectiveUserInterfaceLayoutDirection == .rightToLeft)
      #expect(row.detailLabel.textAlignment == .left)
    }
  }
#endif
