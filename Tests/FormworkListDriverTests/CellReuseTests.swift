import Formwork
import FormworkDiff
import FormworkListDriver
import Foundation
import Testing

/// Reused cells keep long lists cheap; unique cells belong to one row for good.
@MainActor
@Suite struct CellReuseTests {
  @Test func aLongFormCreatesAboutAsManyCellsAsFitOnScreen() throws {
    let visible = 12
    let form = try DriverFixtures.long(10_000)
    let (driver, list) = DriverFixtures.drive(form, viewportRows: visible)
    for first in stride(from: 0, through: 10_000 - visible, by: 1) { list.scroll(to: first) }
    #expect(list.visibleRows.last == form.rowIDs.last)
    // Each kind needs at most as many cells as its rows that fit on screen at once (4 of each
    // in 12 rows cycling through 3 kinds): 12 in all, whatever the length of the form.
    #expect(list.cellsCreated == visible)
    #expect(list.cellsCreatedByIdentifier.values.allSatisfy { $0 == visible / 3 })
    // Every cell showed many rows.
    #expect(list.allCells.allSatisfy { $0.rowsShown.count > 100 })
    // Back to the top, and a jump to the middle: still no new cell.
    list.scroll(to: 0)
    list.scroll(to: 5_000)
    #expect(list.cellsCreated == visible)
    #expect(driver.statistics.reloads == 1)
    list.expectConsistent()
  }

  @Test func aLongFormOfMixedKindsStaysWithinTheViewportPlusOneCellAKind() throws {
    let visible = 10
    let form = try DriverFixtures.long(10_000, kinds: 3)
    let (_, list) = DriverFixtures.drive(form, viewportRows: visible)
    for first in stride(from: 0, through: 10_000 - visible, by: 7) { list.scroll(to: first) }
    #expect(list.cellsCreated <= visible + 3)
  }

  static func formWithUniqueRows() throws -> Form {
    let rows: [AnyRow] = (0..<200).map { index in
      index % 10 == 0
        ? Row.text(RowKey("u\(index)"), "Unique \(index)").uniqueCell().eraseToAnyRow()
        : Row.text(RowKey("t\(index)"), "Text \(index)").eraseToAnyRow()
    }
    return try Form(sections: [Section(rows: rows)])
  }

  @Test func uniqueCellsAreNeverReusedForAnotherRow() throws {
    let form = try Self.formWithUniqueRows()
    let (driver, list) = DriverFixtures.drive(form, viewportRows: 8)
    let unique = try #require(form.rowID(forTag: "u0"))
    let descriptor = try #require(driver.cell(for: unique))
    #expect(descriptor.reuse == .unique)
    #expect(descriptor.kind == .textField)
    #expect(descriptor.reuseIdentifier == "formwork.unique.\(unique.rawValue)")
    let first = try #require(list.cells[ItemPath(item: 0, section: 0)])

    for pass in 0..<2 {
      for index in stride(from: 0, through: 192, by: 1) { list.scroll(to: index) }
      for index in stride(from: 192, through: 0, by: -3) { list.scroll(to: index) }
      #expect(list.cells[ItemPath(item: 0, section: 0)] === first, "pass \(pass): the row got another cell")
    }
    let uniqueCells = list.allCells.filter { $0.reuseIdentifier.hasPrefix("formwork.unique.") }
    #expect(uniqueCells.count == 20, "one cell per unique row")
    #expect(uniqueCells.allSatisfy { $0.rowsShown.count == 1 })
    let reused = list.allCells.filter { !$0.reuseIdentifier.hasPrefix("formwork.unique.") }
    #expect(reused.count <= 8)
    #expect(reused.allSatisfy { $0.rowsShown.count > 1 })
    list.expectConsistent()
  }

  @Test func aUniqueCellSurvivesRowsAppearingAroundIt() throws {
    let show = RowKey<Bool>("show")
    let form = try Form {
      Section {
        Row.switch(show, "Show")
        Row.text("before", "Before").hidden { $0[show] != true }
        Row.password("secret", "Secret").uniqueCell()
        Row.text("after", "After").hidden { $0[show] != true }
      }
    }
    let (driver, list) = DriverFixtures.drive(form)
    let secret = try #require(form.rowID(forTag: "secret"))
    let cell = try #require(list.cells[try DriverFixtures.path("secret", in: driver)])
    for value in [true, false, true] {
      form[show] = value
      list.flush()
      #expect(list.cells[try DriverFixtures.path("secret", in: driver)] === cell)
    }
    #expect(cell.rowsShown == [secret])
  }
}
