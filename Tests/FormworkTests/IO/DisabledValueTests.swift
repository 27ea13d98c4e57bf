import Formwork
import Foundation
import Testing

/// What becomes of a value while a condition disables its row (``DisabledValuePolicy``): kept
/// and sent by default, as a disabled row still shows it; left out (`omit`) or cleared (`clear`)
/// when the row says so. The edit policy (a read-only form) never counts: it sends what it shows.
@MainActor
@Suite struct DisabledValueTests {
  static let plan = RowKey<String>("plan")
  static let team = RowKey<String>("team")
  static let seats = RowKey<Int>("seats")
  static let note = RowKey<String>("note")

  func makeForm() throws -> Form {
    try Form {
      Section {
        Row.text(Self.plan, "Plan", value: "team")
        Row.text(Self.team, "Team").disabled { $0[Self.plan] != "team" }.disabledValue(.omit)
        Row.integer(Self.seats, "Seats", value: 5).disabled { $0[Self.plan] != "team" }.disabledValue(.clear)
        Row.text(Self.note, "Note").disabled { $0[Self.plan] != "team" }
      }
    }
  }

  @Test func omittedAndClearedValuesAreLeftOutWhileTheRowIsDisabled() throws {
    let form = try makeForm()
    form[Self.team] = "Engines"
    form[Self.seats] = 9
    form[Self.note] = "hi"
    #expect(form.values()["team"] == "Engines")
    form[Self.plan] = "solo"
    let values = form.values()
    #expect(values["team"] == nil)
    #expect(values["seats"] == nil)
    #expect(values["note"] == "hi", "kept by default")
    #expect(form[Self.team] == "Engines", "an omitted value is kept in the row")
    #expect(form[Self.seats] == 5, "a cleared value goes back to the initial value")
    let parameters = try form.parameters()
    #expect(parameters["team"] == nil)
    #expect(parameters["seats"] == nil)
    #expect(parameters["note"] == "hi")
    #expect(form.values(including: .allRows)["team"] == "Engines")
    form[Self.plan] = "team"
    #expect(form.values()["team"] == "Engines")
  }

  @Test func aReadOnlyFormSendsWhatItShows() throws {
    let form = try makeForm()
    form[Self.team] = "Engines"
    form.editPolicy = .readOnly()
    #expect(form.values()["team"] == "Engines")
    #expect(try form.parameters()["team"] == "Engines")
  }

  @Test func schemasTakeTheDisabledValuePolicy() throws {
    let json = #"""
      {"formwork": 1, "sections": [{"rows": [
        {"tag": "plan", "kind": "text", "title": "Plan", "value": "solo"},
        {"tag": "team", "kind": "text", "title": "Team", "value": "Engines", "disabled": "plan != 'team'",
         "disabledValue": "omit"}]}]}
      """#
    let form = try Form(schemaJSON: json)
    #expect(form.values()["team"] == nil)
    #expect(form.values()["plan"] == "solo")
  }
}
