import Formwork
import FormworkSurveyJS
import Foundation
import Testing

/// SurveyJS's `ranking` question: a ranking row with the choices as options, its data the
/// choices' values in ranked order (an array, as SurveyJS's), absent until ranked.
@MainActor
@Suite struct SurveyJSRankingTests {
  let survey = """
    {"elements": [
      {"type": "boolean", "name": "ask"},
      {"type": "ranking", "name": "priorities", "title": "What matters most?", "isRequired": true,
       "visibleIf": "{ask} = true",
       "choices": [{"value": "price", "text": "Price"}, {"value": "speed", "text": "Speed"}, "support"]},
      {"type": "ranking", "name": "sizes", "choices": [1, 2, 3], "defaultValue": [3, 1, 2], "longTap": false,
       "selectToRankAreasLayout": "vertical"}
    ]}
    """

  @Test func aRankingBecomesARankingRow() throws {
    let imported = try Imported(survey)
    #expect(imported.problems.isEmpty)
    let state = try imported.state("priorities")
    #expect(state.kind == .ranking)
    #expect(state.options.items.map(\.title) == ["Price", "Speed", "support"])
    #expect(try imported.isRequired("priorities"))
    #expect(try imported.isHidden("priorities"))
    try imported.form.setValue(true, forTag: "ask")
    #expect(try !imported.isHidden("priorities"))
    #expect(try imported.form.value(forTag: "sizes") == [3, 1, 2], "defaultValue is the ranking")
    #expect(!imported.form.validate().isValid, "required: not ranked yet")
  }

  @Test func theDataIsTheRankedValuesAndRoundTrips() throws {
    let imported = try Imported(survey)
    try imported.form.setValue(true, forTag: "ask")
    var data = try imported.form.surveyData()
    #expect(data["priorities"] == nil, "an unranked question has no answer")
    try imported.form.moveOption(from: 2, to: 0, for: imported.row("priorities"))
    data = try imported.form.surveyData()
    #expect(data["priorities"] == ["support", "price", "speed"])
    #expect(data["sizes"] == [3, 1, 2])
    let again = try Imported(survey)
    #expect(!again.form.hydrate(surveyData: data).hasProblems)
    #expect(try again.form.value(forTag: "priorities") == ["support", "price", "speed"])
    let bad = again.form.hydrate(surveyData: ["sizes": [1, 1, 2]])
    #expect(bad.hasProblems, "not a ranking of the choices")
    #expect(bad.problems.first?.message.contains("1 is ranked twice") == true)
    #expect(try again.form.value(forTag: "sizes") == [3, 1, 2], "a refused ranking changes nothing")
  }

  @Test func whatWouldLeaveChoicesOutIsReported() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "ranking", "name": "some", "choices": ["a", {"value": "b", "visibleIf": "{x} = 1"}],
         "selectToRankEnabled": true, "showNoneItem": true},
        {"type": "ranking", "name": "none"},
        {"type": "ranking", "name": "wrong", "choices": ["a", "b"], "defaultValue": ["a"]}
      ]}
      """)
    let paths = imported.problemPaths
    #expect(paths.contains("$.elements[0].selectToRankEnabled"))
    #expect(paths.contains("$.elements[0].showNoneItem"))
    #expect(paths.contains("$.elements[0].choices[1].visibleIf"))
    #expect(paths.contains("$.elements[1]"))
    #expect(imported.problems.contains { $0.location.path?.hasPrefix("$.elements[2]") == true })
    #expect(try imported.state("some").options.items.map(\.value) == ["a", "b"])
  }

  @Test func aRankingOfAnotherQuestionsChoicesFollowsThem() throws {
    let survey = """
      {"elements": [
        {"type": "checkbox", "name": "liked", "choices": [1, 2, 3, 4], "defaultValue": [1, 2, 3]},
        {"type": "ranking", "name": "order", "choicesFromQuestion": "liked", "choicesFromQuestionMode": "selected",
         "defaultValue": [3, 1, 2]},
        {"type": "ranking", "name": "all", "choicesFromQuestion": "liked"}
      ]}
      """
    let imported = try Imported(survey)
    #expect(imported.problems.isEmpty)
    let form = imported.form
    #expect(try form.value(forTag: "order") == [3, 1, 2])
    #expect(try imported.state("all").options.items.map(\.value) == [1, 2, 3, 4])
    try form.setValue([2, 3, 4], forTag: "liked")
    #expect(try form.surveyData()["order"] == [3, 2, 4], "the unchosen choice leaves, the new one comes last")
    let again = try Imported(survey)
    #expect(!again.form.hydrate(surveyData: ["liked": [1, 2], "order": [2, 1]]).hasProblems)
    #expect(try again.form.value(forTag: "order") == [2, 1])
  }
}
