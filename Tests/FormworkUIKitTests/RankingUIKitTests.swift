#if canImport(UIKit)
  import Formwork
  import FormworkDiff
  import FormworkListDriver
  import Testing
  import UIKit

  @testable import FormworkUIKit

  /// A ranking in a UIKit form: a tap pushes its options in ranked order with reorder controls,
  /// a drag moves the option through the form, the row shows the ranked titles; a row that
  /// cannot be edited shows no reorder control.
  @MainActor
  @Suite(.serialized) struct RankingUIKitTests {
    init() { UIKitFixtures.failOnContractViolations() }

    static let priorities = RowKey<[String]>("priorities")
    static let options = [
      SelectorOption("price", "Price"), SelectorOption("speed", "Speed"), SelectorOption("care", "Care"),
    ]

    static func form(disabled: Bool = false) throws -> Form {
      try Form {
        Section {
          Row.ranking(priorities, "Priorities", options: options).disabled(disabled ? true : false)
        }
      }
    }

    static func text(_ list: UITableView, _ row: Int) -> String? {
      (list.cellForRow(at: IndexPath(row: row, section: 0))?.contentConfiguration as? UIListContentConfiguration)?.text
    }

    @Test func aDragRanksTheOptions() async throws {
      let form = try Self.form()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let navigation = try #require(screen.navigationController)
      screen.tableView.simulateTap(at: try UIKitFixtures.path("priorities", in: screen.driver))
      let ranking = try #require(navigation.topViewController as? FormRankingViewController)
      let list = ranking.listView
      list.layoutIfNeeded()
      #expect(list.isEditing, "reorder controls show")
      #expect(Self.text(list, 0) == "1. Price")
      UIKitFixtures.drag(list, from: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
      #expect(form[Self.priorities] == ["care", "price", "speed"])
      await UIKitFixtures.nextTurn()
      list.layoutIfNeeded()
      #expect(Self.text(list, 0) == "1. Care")
      #expect(Self.text(list, 2) == "3. Speed")
      navigation.popViewController(animated: false)
      await UIKitFixtures.nextTurn()
      screen.tableView.layoutIfNeeded()
      let path = try UIKitFixtures.path("priorities", in: screen.driver)
      #expect(
        screen.driver.cell(at: ItemPath(item: path.row, section: path.section)).content.detail == "Care, Price, Speed")
    }

    @Test func aRowThatCannotBeEditedHasNoReorderControls() async throws {
      let form = try Self.form(disabled: true)
      let driver = FormListDriver(form: form)
      let id = try #require(form.rowID(forTag: "priorities"))
      let ranking = FormRankingViewController(driver: driver, row: id)
      ranking.loadViewIfNeeded()
      let list = ranking.listView
      #expect(!list.isEditing)
      #expect(ranking.tableView(list, canMoveRowAt: IndexPath(row: 0, section: 0)) == false)
      list.setEditing(true, animated: false)
      UIKitFixtures.drag(list, from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
      #expect(form[Self.priorities] == nil)
    }
  }
#endif
