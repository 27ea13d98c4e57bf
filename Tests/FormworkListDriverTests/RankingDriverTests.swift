import Formwork
import FormworkListDriver
import Foundation
import Testing

/// A ranking in a list: a selector cell showing the ranked titles, a tap presenting the ranking
/// screen, its content in ranked order, moves through the form and refusals that restore the row.
@MainActor
@Suite struct RankingDriverTests {
  let priorities = RowKey<[String]>("priorities")
  let options = [
    SelectorOption("price", "Price"), SelectorOption("speed", "Speed"), SelectorOption("support", "Support"),
  ]

  func form(disabled: Bool = false) throws -> Form {
    try Form {
      Section {
        Row.ranking(priorities, "What matters most?", options: options).disabled(disabled ? true : false)
      }
    }
  }

  @Test func aTapPresentsTheRankingScreenInRankedOrder() throws {
    let form = try form()
    let (driver, list) = DriverFixtures.drive(form)
    let path = try DriverFixtures.path("priorities", in: driver)
    #expect(driver.cell(at: path).kind == .selector)
    #expect(driver.cell(at: path).content.detail == "")
    let id = try #require(form.rowID(forTag: "priorities"))
    #expect(driver.didSelectRow(at: path) == .presentOptions(id, .ranking))
    var content = try #require(driver.ranking(for: id))
    #expect(content.title == "What matters most?")
    #expect(content.options.map(\.title) == ["Price", "Speed", "Support"])
    #expect(!content.isRanked)
    #expect(content.canMove)
    #expect(driver.moveRankedOption(from: 2, to: 0, for: id) == .applied)
    content = try #require(driver.ranking(for: id))
    #expect(content.options.map(\.title) == ["Support", "Price", "Speed"])
    #expect(content.isRanked)
    list.flush()
    #expect(driver.cell(at: path).content.detail == "Support, Price, Speed")
    #expect(list.operations.last == .reconfigure([path]))
    #expect(driver.options(for: id) == nil, "a ranking is not an option list")
  }

  @Test func refusedMovesSayWhyAndChangeNothing() throws {
    let form = try form()
    let (driver, _) = DriverFixtures.drive(form)
    let id = try #require(form.rowID(forTag: "priorities"))
    guard case .denied(let reason) = driver.moveRankedOption(from: 0, to: 3, for: id) else {
      Issue.record("a move past the end was accepted")
      return
    }
    #expect(reason.contains("3 options"))
    #expect(form[priorities] == nil)
    let text = try Form { Section { Row.text(RowKey<String>("name"), "Name") } }
    let (other, _) = DriverFixtures.drive(text)
    let name = try #require(text.rowID(forTag: "name"))
    #expect(other.ranking(for: name) == nil)
    guard case .failed = other.moveRankedOption(from: 0, to: 1, for: name) else {
      Issue.record("a text row was moved as a ranking")
      return
    }
  }

  @Test func aRowThatCannotBeEditedListsWithoutMoving() throws {
    let form = try form(disabled: true)
    let (driver, _) = DriverFixtures.drive(form)
    let id = try #require(form.rowID(forTag: "priorities"))
    #expect(driver.ranking(for: id)?.canMove == false)
    guard case .denied = driver.moveRankedOption(from: 0, to: 1, for: id) else {
      Issue.record("a disabled ranking moved")
      return
    }
    #expect(form[priorities] == nil)
  }
}
