import Formwork
import FormworkListDriver
import Foundation
import Testing

/// A row changed at run time reaches a list as a reconfigure of that row alone, and the cell
/// it is given shows the change: what a UIKit or SwiftUI list does with it on a device.
@MainActor
@Suite struct RowChangeRenderingTests {
  @Test func aNewTitleReconfiguresOneCellThatShowsIt() throws {
    let form = try DriverFixtures.long(6)
    let (driver, list) = DriverFixtures.drive(form)
    let row = try #require(form.rowIDs.dropFirst(2).first)
    let path = try #require(driver.indexPath(of: row))
    let structural = list.structuralOperations.count
    try form.setTitle("Renamed", forRow: row)
    list.flush()
    #expect(list.operations.last == .reconfigure([path]))
    #expect(list.structuralOperations.count == structural, "no insert, delete, move or reload")
    #expect(driver.cell(at: path).content.title == "Renamed")
  }

  @Test func anAllDaySwitchTurnsTheSameCellsPickerIntoADatePicker() throws {
    let starts = RowKey<Date>("starts")
    let form = try Form {
      Section { Row.dateTime(starts, "Starts", value: Date(timeIntervalSince1970: 1_709_294_400)) }
    }
    form.timeZone = try #require(TimeZone(identifier: "UTC"))
    let (driver, list) = DriverFixtures.drive(form)
    let path = try DriverFixtures.path("starts", in: driver)
    let before = driver.cell(at: path)
    #expect(before.content.date?.style == .dateTime)
    let row = try #require(form.rowID(forTag: "starts"))
    try form.setDateStyle(.date, forRow: row)
    list.flush()
    let after = driver.cell(at: path)
    // Same cell kind (a reconfigure keeps the cell), a picker of dates now.
    #expect(after.kind == before.kind)
    #expect(after.reuseIdentifier == before.reuseIdentifier)
    #expect(after.content.date?.style == .date)
    #expect(list.operations.last == .reconfigure([path]))
  }

  @Test func newOptionsReconfigureTheSelectorsCellAndItsOptionScreen() throws {
    let form = try DriverFixtures.everyKind()
    let (driver, list) = DriverFixtures.drive(form)
    let row = try #require(form.rowID(forTag: "selectorPush"))
    try form.choose("red", for: row)
    list.flush()
    let path = try DriverFixtures.path("selectorPush", in: driver)
    #expect(driver.cell(at: path).content.detail == "Red")
    let structural = list.structuralOperations.count
    try form.setOptions([SelectorOption("red", "Crimson"), SelectorOption("teal", "Teal")], forRow: row)
    list.flush()
    #expect(list.operations.last == .reconfigure([path]))
    #expect(list.structuralOperations.count == structural, "no insert, delete, move or reload")
    #expect(driver.cell(at: path).content.detail == "Crimson")
    let screen = try #require(FormOptionsContent(form: form, row: row))
    #expect(screen.options.map(\.title) == ["Crimson", "Teal"])
  }
}
