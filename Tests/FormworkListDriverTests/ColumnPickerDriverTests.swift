import Formwork
import FormworkListDriver
import Foundation
import Testing

/// A picker with columns in a list: a cell of its own kind showing the chosen titles, wheels
/// choosing by column and index, and a wheel outside the columns refused.
@MainActor
@Suite struct ColumnPickerDriverTests {
  let size = RowKey<[String]>("look")

  func form() throws -> Form {
    try Form {
      Section {
        Row.columnPicker(
          size, "Look",
          columns: [
            PickerColumn("Size", [SelectorOption("s", "S"), SelectorOption("m", "M")]),
            PickerColumn("Colour", [SelectorOption("red", "Red"), SelectorOption("blue", "Blue")]),
          ])
      }
    }
  }

  @Test func theCellShowsTheChoicesAndWheelsChooseByColumn() throws {
    let form = try form()
    let (driver, list) = DriverFixtures.drive(form)
    let path = try DriverFixtures.path("look", in: driver)
    #expect(driver.cell(at: path).kind == .columnPicker)
    #expect(driver.cell(at: path).reuseIdentifier == "formwork.columnPicker")
    #expect(!FormCellKind.columnPicker.takesFocus)
    let id = try #require(form.rowID(forTag: "look"))
    #expect(driver.edit(id, .chooseInColumn(1, column: 1)) == .applied)
    #expect(form[size] == ["s", "blue"])
    list.flush()
    #expect(driver.cell(at: path).content.detail == "S Blue")
    #expect(list.operations.last == .reconfigure([path]))
  }

  @Test func aWheelOutsideTheColumnsIsRefused() throws {
    let form = try form()
    let (driver, _) = DriverFixtures.drive(form)
    let id = try #require(form.rowID(forTag: "look"))
    guard case .failed(let reason) = driver.edit(id, .chooseInColumn(0, column: 2)) else {
      Issue.record("a third column was accepted")
      return
    }
    #expect(reason.contains("column 2"))
    #expect(driver.edit(id, .chooseInColumn(5, column: 0)) != .applied)
    #expect(form[size] == nil)
  }
}
