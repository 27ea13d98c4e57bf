import Formwork
import FormworkExamples
import Foundation
import Testing

/// The forms ported from Eureka's kinds of examples behave as their Eureka counterparts do.
@MainActor
@Suite struct EurekaPortTests {
  @Test func theAllDaySwitchSwapsDateAndTimeRowsForDateRows() throws {
    typealias Keys = EurekaPorts.EventKeys
    let form = try EurekaPorts.event()
    let starts = try #require(form.rowID(for: Keys.starts))
    let startDay = try #require(form.rowID(for: Keys.startDay))
    #expect(!form.isHidden(starts) && form.isHidden(startDay))
    form.tap(try #require(form.rowID(for: Keys.allDay)))
    #expect(form.isHidden(starts) && !form.isHidden(startDay))
    #expect(form.values()["starts"] == nil, "the hidden date-and-time is not sent")
  }

  @Test func movingTheStartPastTheEndMovesTheEnd() throws {
    typealias Keys = EurekaPorts.EventKeys
    let start = Date(timeIntervalSince1970: 1_767_261_600)
    let form = try EurekaPorts.event(starting: start)
    form[Keys.starts] = start.addingTimeInterval(7200)
    #expect(form[Keys.ends] == start.addingTimeInterval(10800))
    form[Keys.starts] = start
    #expect(form[Keys.ends] == start.addingTimeInterval(10800), "an end after the start stays")
  }

  @Test func theEventTakesALinkAndASubmitAsksForATitle() throws {
    typealias Keys = EurekaPorts.EventKeys
    let form = try EurekaPorts.event()
    #expect(!form.validate().isValid)
    form[Keys.title] = "Launch"
    form.input("https://example.com/launch", for: try #require(form.rowID(for: Keys.link)))
    #expect(form[Keys.link] == URL(string: "https://example.com/launch"))
    #expect(form.validate().isValid)
  }

  @Test func aRadioListAndAChecklist() throws {
    typealias Keys = EurekaPorts.ChoiceKeys
    let form = try EurekaPorts.choices()
    #expect(!form.validate().isValid, "a system must be chosen")
    let why = try #require(form.rowID(for: Keys.why))
    #expect(form.isHidden(why))
    let systems = try #require(form.sectionID(forTag: "system"))
    let options = form.rowIDs(inSection: systems).filter { form.state(of: $0)?.kind == .toggle(.check) }
    form.tap(options[1])
    #expect(form[Keys.system] == "android")
    #expect(!form.isHidden(why))
    #expect(form.validate().isValid)
    let fruits = try #require(form.sectionID(forTag: "fruits"))
    for row in form.rowIDs(inSection: fruits) where form.state(of: row)?.kind == .toggle(.check) { form.tap(row) }
    #expect(form[Keys.fruits] == ["apple", "banana", "mango"])
  }

  @Test func listsStartEmptyAndTitleTheirStops() throws {
    typealias Keys = EurekaPorts.ListKeys
    let form = try EurekaPorts.lists()
    #expect(form[Keys.emails] == [])
    let stops = try #require(form.sectionID(forTag: "stops"))
    let rows = form.rowIDs(inSection: stops)
    try form.removeRow(rows[0])
    #expect(form.rowIDs(inSection: stops).compactMap { form.state(of: $0)?.title } == ["Stop 1"])
    #expect(form[Keys.stops] == ["Lyon"])
  }
}
