import Formwork
import FormworkExamples
import Testing

/// The profile example: a team name is sent on the Team plan only, as its footer says.
@MainActor
@Suite struct ProfileTests {
  @Test func aTeamNameIsSentOnTheTeamPlanOnly() throws {
    let form = try ExampleForm.profile.make()
    try form.setValues(["plan": "team", "team": "Engines"])
    #expect(form.values()["team"] == "Engines")
    try form.setValues(["plan": "free"])
    #expect(form.values()["team"] == nil)
    #expect(try form.parameters()["team"] == nil)
    try form.setValues(["plan": "team"])
    #expect(form.values()["team"] == "Engines", "kept while the row was disabled")
  }
}
