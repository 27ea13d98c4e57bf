import Formwork
import FormworkSurveyJS
import Foundation
import Testing

/// The mapping table's rows for choices shown on a condition and choices copied from another
/// question.
@MainActor
@Suite struct SurveyJSOptionTests {
  func shown(_ imported: Imported, _ tag: String) throws -> [FormValue] {
    try imported.state(tag).options.items.map(\.value)
  }

  @Test func aChoiceVisibleIfShowsItOnlyWhileItHolds() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "text", "name": "country"},
        {"type": "dropdown", "name": "city", "choices": [
          {"value": "paris", "text": "Paris", "visibleIf": "{country} = 'fr'"}, "london"]}
      ]}
      """)
    #expect(imported.problems.isEmpty)
    #expect(try shown(imported, "city") == ["london"])
    try imported.form.setValue("fr", forTag: "country")
    #expect(try shown(imported, "city") == ["paris", "london"])
    try imported.form.choose("paris", for: imported.row("city"))
    try imported.form.setValue("uk", forTag: "country")
    #expect(try shown(imported, "city") == ["london"])
    #expect(try imported.form.value(forTag: "city") == .null)
  }

  @Test func choicesVisibleIfReadsEachChoiceAsItem() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "checkbox", "name": "owned", "choices": ["a", "b", "c"]},
        {"type": "checkbox", "name": "liked", "choices": ["a", "b", "c"],
         "choicesVisibleIf": "{owned} contains {item}"},
        {"type": "rating", "name": "score", "rateValues": [1, 2, 3], "choicesVisibleIf": "{item} > 1"}
      ]}
      """)
    #expect(imported.problems.isEmpty)
    #expect(try shown(imported, "liked") == [])
    try imported.form.setValue(["a", "c"], forTag: "owned")
    #expect(try shown(imported, "liked") == ["a", "c"])
    #expect(try shown(imported, "score") == [2, 3])
  }

  @Test func choicesFromQuestionOffersItsChoicesByMode() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "checkbox", "name": "cars", "choices": ["audi", "bmw", "fiat"]},
        {"type": "radiogroup", "name": "best", "choicesFromQuestion": "cars",
         "choicesFromQuestionMode": "selected"},
        {"type": "checkbox", "name": "rest", "choicesFromQuestion": "cars", "choicesFromQuestionMode": "unselected"},
        {"type": "dropdown", "name": "any", "choicesFromQuestion": "cars"}
      ]}
      """)
    #expect(imported.problems.isEmpty)
    #expect(imported.schemaRow("best")?["options"] == ["from": "cars", "mode": "selected"])
    try imported.form.setValue(["bmw", "fiat"], forTag: "cars")
    #expect(try shown(imported, "best") == ["bmw", "fiat"])
    #expect(try shown(imported, "rest") == ["audi"])
    #expect(try shown(imported, "any") == ["audi", "bmw", "fiat"])
  }

  @Test func aChoiceConditionTheFormRefusesIsLeftOutAtItsChoice() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "text", "name": "q1", "inputType": "number"},
        {"type": "radiogroup", "name": "q2", "choices": [{"value": "a", "visibleIf": "{q1} = 'x' + 1 - 2"}, "b"]}
      ]}
      """)
    #expect(imported.problemPaths == ["$.elements[1].choices[0]"])
    #expect(try shown(imported, "q2") == ["a", "b"])
  }

  @Test func choicesFromAMatrixAreReportedAndTheOwnChoicesKept() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "matrixdynamic", "name": "m", "columns": [{"name": "c", "cellType": "text"}]},
        {"type": "checkbox", "name": "pick", "choicesFromQuestion": "m", "choices": ["x"]}
      ]}
      """)
    #expect(imported.problemPaths == ["$.elements[1].choicesFromQuestion"])
    #expect(try shown(imported, "pick") == ["x"])
  }
}
