import Formwork
import FormworkDiff
import FormworkListDriver
import Foundation
import Testing

/// Radio lists and checklists in a list: a checkmark on chosen options, a tap moves it, and the
/// options whose check changed are reconfigured in place.
@MainActor
@Suite struct SelectableSectionListTests {
  let size = RowKey<String>("size")
  let toppings = RowKey<[String]>("toppings")

  func makeForm() throws -> Form {
    try Form {
      Section.radioList(size, "Size", value: "m", options: [.init("s", "Small"), .init("m", "Medium")])
      Section.checklist(toppings, "Toppings", options: [.init("cheese", "Cheese"), .init("olives", "Olives")])
    }
  }

  func accessories(_ list: RecordingListView, section: Int, count: Int) throws -> [FormCellAccessory] {
    try (0..<count).map { item in
      let cell = try #require(list.cells[ItemPath(item: item, section: section)])
      return cell.descriptor.content.accessory
    }
  }

  @Test func chosenOptionsHaveACheckmarkAndATapMovesIt() throws {
    let form = try makeForm()
    let (driver, list) = DriverFixtures.drive(form)
    #expect(try accessories(list, section: 0, count: 2) == [.none, .checkmark])
    let section = try #require(form.sectionID(forTag: "size"))
    let small = try #require(driver.form.rowIDs(inSection: section).dropFirst().first)
    #expect(list.tap(ItemPath(item: 0, section: 0)) == .toggled(small, true))
    list.flush()
    #expect(form[size] == "s")
    #expect(try accessories(list, section: 0, count: 2) == [.checkmark, .none])
    #expect(list.violations.isEmpty)
    #expect(Set(list.reconfiguredRows).count == 2, "both options were reconfigured in place")
  }

  @Test func aChecklistTogglesEachOption() throws {
    let form = try makeForm()
    let (_, list) = DriverFixtures.drive(form)
    list.tap(ItemPath(item: 1, section: 1))
    list.flush()
    list.tap(ItemPath(item: 0, section: 1))
    list.flush()
    #expect(form[toppings] == ["cheese", "olives"])
    #expect(try accessories(list, section: 1, count: 2) == [.checkmark, .checkmark])
    #expect(list.violations.isEmpty)
  }
}
