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
        {"type": "rating", "name": "score", "rateValues": [1, 2, 3], "choicesVisibleIf": "{item} > 1"},
        {"type": "radiogroup", "name": "other", "choices": ["a", "b", "c"], "choicesVisibleIf": "{ Choice } != 'b'"}
      ]}
      """)
    #expect(imported.problems.isEmpty)
    #expect(try shown(imported, "liked") == [])
    try imported.form.setValue(["a", "c"], forTag: "owned")
    #expect(try shown(imported, "liked") == ["a", "c"])
    #expect(try shown(imported, "score") == [2, 3])
    // `{choice}` is SurveyJS's other name for the choice's value.
    #expect(try shown(imported, "other") == ["a", "c"])
  }

  @Test func choiceEnableIfAndChoicesEnableIfDisableOptions() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "text", "name": "seats", "inputType": "number"},
        {"type": "radiogroup", "name": "plan", "choices": ["basic", {"value": "team", "enableIf": "{seats} > 1"}]},
        {"type": "checkbox", "name": "owned", "choices": ["a", "b"]},
        {"type": "checkbox", "name": "fixed", "choices": ["a", "b"], "choicesEnableIf": "{owned} contains {item}"}
      ]}
      """)
    #expect(imported.problems.isEmpty)
    func enabled(_ tag: String) throws -> [Bool] { try imported.state(tag).options.items.map(\.isEnabled) }
    #expect(try enabled("plan") == [true, false])
    #expect(try enabled("fixed") == [false, false])
    #expect(throws: FormError.self) { try imported.form.choose("team", for: imported.row("plan")) }
    try imported.form.setValue(3, forTag: "seats")
    try imported.form.setValue(["b"], forTag: "owned")
    #expect(try enabled("plan") == [true, true])
    #expect(try enabled("fixed") == [false, true])
    try imported.form.choose("team", for: imported.row("plan"))
    #expect(try imported.form.value(forTag: "plan") == "team")
  }

  @Test func aChoiceEnableIfTheFormRefusesIsLeftOutAloneAtItsChoice() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "text", "name": "t", "inputType": "date"},
        {"type": "radiogroup", "name": "plan", "choices": ["basic", {"value": "team", "enableIf": "{t} + 1 > 2"}]}
      ]}
      """)
    #expect(imported.problemPaths == ["$.elements[1].choices[1]"])
    #expect(try imported.state("plan").options.items.map(\.isEnabled) == [true, true])
  }

  @Test func hasSelectAllGivesACheckboxASelectAllEntry() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "checkbox", "name": "c", "choices": ["a", "b"], "hasSelectAll": true},
        {"type": "tagbox", "name": "t", "choices": ["a"], "showSelectAllItem": true, "selectAllText": {"default": "All", "de": "Alle"}},
        {"type": "radiogroup", "name": "r", "choices": ["a"], "hasSelectAll": true}
      ]}
      """)
    #expect(imported.problemPaths == ["$.elements[2]"])
    #expect(try imported.state("c").configuration.selectAllTitle == "Select All")
    #expect(try imported.state("t").configuration.selectAllTitle == "All")
    try imported.form.toggleAllOptions(for: imported.row("c"))
    #expect(try imported.form.surveyData()["c"] == ["a", "b"])
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

/// The mapping table's rows for triggers and values set on a condition.
@MainActor
@Suite struct SurveyJSTriggerTests {
  @Test func surveyTriggersChangeTheRowTheyName() throws {
    let imported = try Imported(
      """
      {"pages": [
        {"name": "one", "elements": [
          {"type": "text", "name": "kind"}, {"type": "text", "name": "billing"},
          {"type": "text", "name": "shipping"}, {"type": "text", "name": "code"},
          {"type": "text", "name": "total", "inputType": "number"}, {"type": "text", "name": "double", "inputType": "number"}]},
        {"name": "two", "elements": [{"type": "text", "name": "extra"}]},
        {"name": "three", "elements": [{"type": "text", "name": "last"}]}
      ],
      "triggers": [
        {"type": "setvalue", "expression": "{kind} = 'vip'", "setToName": "code", "setValue": "GOLD"},
        {"type": "copyvalue", "expression": "{kind} = 'same'", "fromName": "billing", "setToName": "shipping"},
        {"type": "runexpression", "expression": "{total} > 10", "runExpression": "{total} * 2", "setToName": "double"},
        {"type": "skip", "expression": "{kind} = 'skip'", "gotoName": "last"},
        {"type": "complete", "expression": "{kind} = 'done'"}
      ]}
      """)
    #expect(imported.problems.isEmpty)
    let form = imported.form
    try form.setValue("vip", forTag: "kind")
    #expect(try form.value(forTag: "code") == .string("GOLD"))
    try form.setValue("Main St", forTag: "billing")
    try form.setValue("same", forTag: "kind")
    #expect(try form.value(forTag: "shipping") == .string("Main St"))
    try form.setValue(12, forTag: "total")
    #expect(try form.value(forTag: "double").numericValue == 24)
    try form.setValue("skip", forTag: "kind")
    #expect(form.currentPage.flatMap { form.tag(of: $0) } == "three")
  }

  @Test func aCompleteTriggerEndsTheSurveyAtNextOnAPageItReads() throws {
    let imported = try Imported(
      """
      {"pages": [
        {"name": "one", "elements": [{"type": "text", "name": "intro"}, {"type": "radiogroup", "name": "kind", "choices": ["go", "done"]}]},
        {"name": "two", "elements": [{"type": "text", "name": "more", "isRequired": true}, {"type": "text", "name": "stop"}]},
        {"name": "three", "elements": [{"type": "text", "name": "last"}]}
      ],
      "triggers": [
        {"type": "complete", "expression": "{kind} = 'done' or {stop} = 'yes'"},
        {"type": "complete", "expression": "{nosuch} = 1"},
        {"type": "complete", "expression": "1 = 1"}
      ]}
      """)
    #expect(imported.problemPaths == ["$.triggers[1].expression", "$.triggers[2].expression"])
    #expect(imported.schemaRow("kind")?["triggers"] != nil)
    #expect(imported.schemaRow("intro")?["triggers"] == nil)
    let form = imported.form
    try form.setValue("go", forTag: "kind")
    #expect(form.nextPage() == .moved(form.pageIDs[1]))
    try form.setValue("x", forTag: "more")
    try form.setValue("yes", forTag: "stop")
    #expect(form.nextPage() == .completed(form.pageIDs[1]))
    _ = form.previousPage()
    try form.setValue("done", forTag: "kind")
    #expect(form.nextPage() == .completed(form.pageIDs[0]))
  }

  @Test func setValueIfAndResetValueIf() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "text", "name": "a"},
        {"type": "text", "name": "b", "setValueIf": "{a} = 'copy'", "setValueExpression": "{a} + '!'",
         "resetValueIf": "{a} = 'clear'"}
      ]}
      """)
    #expect(imported.problems.isEmpty)
    let form = imported.form
    try form.setValue("copy", forTag: "a")
    #expect(try form.value(forTag: "b") == .string("copy!"))
    try form.setValue("clear", forTag: "a")
    #expect(try form.value(forTag: "b") == .null)
  }

  @Test func aTriggerTheFormRefusesIsLeftOutAloneAtItsSurveyPath() throws {
    let imported = try Imported(
      """
      {"elements": [{"type": "text", "name": "n", "inputType": "number"}, {"type": "text", "name": "t"}],
       "triggers": [
         {"type": "runexpression", "expression": "{t} = 'x'", "runExpression": "{t} + true", "setToName": "n"},
         {"type": "setvalue", "expression": "{t} = 'y'", "setToName": "n", "setValue": 3}
       ]}
      """)
    #expect(imported.problemPaths.count == 1)
    #expect(imported.problemPaths.first?.hasPrefix("$.triggers[0]") == true)
    try imported.form.setValue("y", forTag: "t")
    #expect(try imported.form.value(forTag: "n").numericValue == 3)
  }
}

/// The mapping table's row for expression validators.
@MainActor
@Suite struct SurveyJSExpressionValidatorTests {
  @Test func anExpressionValidatorReadsOtherQuestions() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "text", "name": "low", "inputType": "number", "defaultValue": 3},
        {"type": "text", "name": "high", "inputType": "number", "defaultValue": 2,
         "validators": [{"type": "expression", "expression": "{high} > {low}", "text": "Above low."}]}
      ]}
      """)
    #expect(imported.problems.isEmpty)
    #expect(imported.form.validate().errors.map(\.message) == ["Above low."])
    try imported.form.setValue(1, forTag: "low")
    #expect(imported.form.validate().errors.isEmpty)
  }

  @Test func aRefusedExpressionValidatorIsLeftOutAloneAndTheOtherRulesStay() throws {
    let imported = try Imported(
      """
      {"elements": [{"type": "text", "name": "q", "validators": [
        {"type": "text", "minLength": 3}, {"type": "expression", "expression": "{q} > 1"},
        {"type": "expression", "expression": "{q} != 'abcd'", "text": "Not abcd."}]}]}
      """)
    #expect(imported.problemPaths == ["$.elements[0].validators[1].expression"])
    try imported.form.setValue("ab", forTag: "q")
    #expect(imported.form.validate().errors.map(\.rule) == ["minLength"])
    try imported.form.setValue("abcd", forTag: "q")
    #expect(imported.form.validate().errors.map(\.message) == ["Not abcd."])
  }

  @Test func conditionsOnCopiedChoicesAreReportedNotDropped() throws {
    let imported = try Imported(
      """
      {"elements": [{"type": "checkbox", "name": "a", "choices": ["x", "y"]},
        {"type": "dropdown", "name": "b", "choicesFromQuestion": "a", "choicesVisibleIf": "{item} != 'x'",
         "choicesEnableIf": "{item} != 'y'"}]}
      """)
    #expect(imported.problemPaths == ["$.elements[1].choicesEnableIf", "$.elements[1].choicesVisibleIf"])
    #expect(try imported.state("b").options.items.map(\.value) == ["x", "y"], "every copied choice is offered")
  }
}
