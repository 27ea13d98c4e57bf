import Formwork
import Foundation
import Testing

/// A closure condition that reads a row the form does not have gets `nil`, as a row added later
/// with that tag is read then, and the form says so once in its diagnostics, with a suggestion.
@MainActor
@Suite struct FormReaderTests {
  static let plan = RowKey<String>("plan")
  static let team = RowKey<String>("team")

  @Test func readingAKeyThatNamesNoRowIsReportedWithASuggestion() throws {
    let form = try Form {
      Section {
        Row.text(Self.plan, "Plan", value: "solo")
        Row.text(Self.team, "Team").hidden { $0[RowKey<String>("plna")] != "team" }
        Row.text("notes", "Notes").disabled { $0.isHidden(tag: "nope") }
      }
    }
    #expect(
      form.diagnostics.map(\.description) == [
        "row 'team', hidden condition: unknownTag: reads the row 'plna', which the form does not have "
          + "(did you mean 'plan'?)",
        "row 'notes', disabled condition: unknownTag: reads the row 'nope', which the form does not have",
      ])
    // Once per row named, however often the condition runs.
    form[Self.plan] = "team"
    form[Self.plan] = "solo"
    #expect(form.diagnostics.count == 2)
    #expect(form.runtimeProblems.isEmpty)
  }

  @Test func readingARowThatExistsReportsNothing() throws {
    let form = try Form {
      Section {
        Row.text(Self.plan, "Plan", value: "solo")
        Row.text(Self.team, "Team").hidden { $0[Self.plan] != "team" }
      }
    }
    #expect(form.diagnostics.isEmpty)
  }
}
