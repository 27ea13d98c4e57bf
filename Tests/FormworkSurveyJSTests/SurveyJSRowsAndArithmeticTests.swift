import Formwork
import FormworkSurveyJS
import Foundation
import Testing

/// Matrix rows shown on a condition, `eachRowRequired`, `requiredIf` on a matrix or a multiple
/// text, input masks, and SurveyJS's arithmetic on texts (a number typed into a text question,
/// texts joined with `+`).
@MainActor
@Suite struct SurveyJSRowsAndArithmeticTests {
  @Test func matrixRowsAreShownOnRowsVisibleIfAndTheirOwnVisibleIf() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "checkbox", "name": "fruit", "choices": ["apple", "pear", "fig"]},
        {"type": "text", "name": "limit", "inputType": "number"},
        {"type": "matrixdropdown", "name": "taste", "rowsVisibleIf": "{fruit} contains {item}", "cellType": "text",
         "columns": [{"name": "note"}],
         "rows": ["apple", {"value": "pear", "visibleIf": "{limit} > 2"}, "fig"]},
        {"type": "matrix", "name": "grade", "rowsVisibleIf": "{item} <= {limit}", "columns": ["low", "high"],
         "rows": [1, 2, 3]}
      ]}
      """)
    #expect(imported.problems.isEmpty)
    #expect(try imported.isHidden("taste.apple"))
    #expect(try imported.isHidden("grade.1"), "a null limit: the condition is not true")
    try imported.form.setValue(["apple", "pear"], forTag: "fruit")
    #expect(try !imported.isHidden("taste.apple"))
    #expect(try imported.isHidden("taste.pear"), "its own visibleIf does not hold yet")
    #expect(try imported.isHidden("taste.fig"))
    try imported.form.setValue(3, forTag: "limit")
    #expect(try !imported.isHidden("taste.pear"), "both conditions hold")
    #expect(try !imported.isHidden("grade.1") && !imported.isHidden("grade.3"))
    try imported.form.setValue(2, forTag: "limit")
    #expect(try imported.isHidden("grade.3") && !imported.isHidden("grade.2"), "{item} is the row's number")
  }

  @Test func aBadRowConditionIsReportedAtItsPath() throws {
    let imported = try Imported(
      """
      {"elements": [{"type": "matrix", "name": "m", "columns": ["a"], "rowsVisibleIf": "{nope} = {item}",
        "rows": [{"value": "r", "visibleIf": "{r} ="}]}]}
      """)
    #expect(imported.problemPaths.contains("$.elements[0].rowsVisibleIf"))
    #expect(imported.problemPaths.contains("$.elements[0].rows[0].visibleIf"))
    #expect(try !imported.isHidden("m.r"), "a condition that is not translated hides nothing")
  }

  @Test func eachRowRequiredRequiresEveryRow() throws {
    let imported = try Imported(
      """
      {"elements": [{"type": "matrix", "name": "m", "eachRowRequired": true, "columns": ["1", "2"],
        "rows": ["a", "b"]}]}
      """)
    #expect(imported.problems.isEmpty)
    #expect(try imported.isRequired("m.a") && imported.isRequired("m.b"))
  }

  @Test func requiredIfOnAMatrixOrAMultipleTextAsksForOneAnswerWhileItHolds() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "boolean", "name": "know"},
        {"type": "multipletext", "name": "name", "requiredIf": "{know} = true",
         "items": [{"name": "genus"}, {"name": "species"}]},
        {"type": "matrix", "name": "m", "requiredIf": "{know} = true", "columns": ["1", "2"], "rows": ["a", "b"]}
      ]}
      """)
    #expect(imported.problems.isEmpty)
    let form = imported.form
    #expect(try !imported.isRequired("name.genus") && !imported.isRequired("m.a"))
    #expect(form.validate().isValid)
    try form.setValue(true, forTag: "know")
    #expect(try imported.isRequired("name.genus") && imported.isRequired("name.species"))
    #expect(!form.validate().isValid)
    try form.setValue("Rosa", forTag: "name.species")
    #expect(try !imported.isRequired("name.genus"), "one answer is enough")
    try form.setValue("2", forTag: "m.b")
    #expect(form.validate().isValid)
    try form.setValue(.null, forTag: "name.species")
    #expect(!form.validate().isValid)
    try form.setValue(false, forTag: "know")
    #expect(form.validate().isValid, "the condition no longer holds")
  }

  @Test func matricesSharingAValueNameMergeTheirAnswers() throws {
    let survey = """
      {"elements": [
        {"type": "matrix", "name": "first", "valueName": "grades", "columns": [1, 2], "rows": ["math", "art"]},
        {"type": "matrix", "name": "second", "valueName": "grades", "columns": [1, 2], "rows": ["music", "art"]},
        {"type": "multipletext", "name": "when", "valueName": "dates", "items": [{"name": "start", "inputType": "date"}]}
      ]}
      """
    let imported = try Imported(survey)
    // The row both matrices list would be one answer in SurveyJS: it keeps its own place here.
    #expect(imported.problemPaths == ["$.elements[1].valueName"])
    try imported.form.setValue(1, forTag: "first.math")
    try imported.form.setValue(2, forTag: "second.music")
    try imported.form.setValue(.date(Date(timeIntervalSince1970: 86_400)), forTag: "when.start")
    let data = try imported.form.surveyData()
    #expect(data["grades"] == ["math": 1, "music": 2])
    #expect(data["dates"] == ["start": "1970-01-02"])
    let again = try Imported(survey)
    #expect(!again.form.hydrate(surveyData: data).hasProblems)
    #expect(try again.form.value(forTag: "second.music") == 2)
  }

  @Test func aPatternMaskAndTheInputmaskFormatBecomeAMask() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "text", "name": "ssn", "maskType": "pattern", "maskSettings": {"pattern": "999-99-9999"}},
        {"type": "text", "name": "plate", "inputFormat": "aa-9*"},
        {"type": "text", "name": "code", "maskType": "pattern", "maskSettings": {"pattern": "#a9"}}
      ]}
      """)
    #expect(imported.problems.isEmpty)
    #expect(imported.schemaRow("ssn")?["mask"] == "###-##-####")
    #expect(imported.schemaRow("plate")?["mask"] == "AA-#*")
    #expect(imported.schemaRow("code")?["mask"] == "*A#")
    _ = imported.form.input("123-45-6789", for: try imported.row("ssn"))
    #expect(try imported.form.surveyData()["ssn"] == "123456789", "kept without the literals, as SurveyJS")
  }

  @Test func masksWithoutACounterpartAreReported() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "text", "name": "a", "maskType": "numeric"},
        {"type": "text", "name": "b", "maskType": "pattern", "maskSettings": {"pattern": "9A9"}},
        {"type": "text", "name": "c", "maskType": "pattern"},
        {"type": "text", "name": "d", "maskType": "pattern",
         "maskSettings": {"pattern": "99", "saveMaskedValue": true}},
        {"type": "text", "name": "e", "inputType": "number", "inputFormat": "99"}
      ]}
      """)
    let problems = imported.problems
    #expect(problems.contains { $0.location.path == "$.elements[0].maskType" })
    let literal = try #require(problems.first { $0.location.path == "$.elements[1].maskSettings.pattern" })
    #expect(literal.location.column == 2)
    #expect(problems.contains { $0.location.path == "$.elements[2].maskType" })
    #expect(problems.contains { $0.location.path == "$.elements[3].maskSettings.saveMaskedValue" })
    #expect(imported.schemaRow("d")?["mask"] == "##")
    #expect(problems.contains { $0.location.path == "$.elements[4].inputFormat" })
    #expect(imported.schemaRow("b")?["mask"] == nil)
  }

  @Test func aNumberTypedIntoATextQuestionIsANumberInArithmetic() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "text", "name": "count", "defaultValue": "41"},
        {"type": "text", "name": "weight", "inputType": "number", "defaultValue": 5},
        {"type": "text", "name": "first", "defaultValue": "Ada"},
        {"type": "text", "name": "last", "defaultValue": "Lovelace"},
        {"type": "expression", "name": "next", "expression": "{count} + 1"},
        {"type": "expression", "name": "double", "expression": "{count} * 2 - {count}"},
        {"type": "expression", "name": "label", "expression": "{weight} + ' kg'"},
        {"type": "expression", "name": "full", "expression": "{first} + ' ' + {last}"},
        {"type": "expression", "name": "joined", "expression": "{first} + {last}"},
        {"type": "text", "name": "copy", "defaultValueExpression": "{weight} + 1"}
      ]}
      """)
    #expect(imported.problems.isEmpty)
    let form = imported.form
    #expect(try form.value(forTag: "next") == 42)
    #expect(try form.value(forTag: "double") == 41)
    #expect(try form.value(forTag: "label") == "5 kg")
    #expect(try form.value(forTag: "full") == "Ada Lovelace")
    #expect(try form.value(forTag: "joined") == "AdaLovelace")
    #expect(try form.value(forTag: "copy") == "6", "a number put in a text question is its text")
    try form.setValue("not a number", forTag: "count")
    #expect(try form.value(forTag: "next") == .null, "no number: no sum (SurveyJS would join the texts)")
  }
}
