import Formwork
import FormworkSurveyJS
import Foundation
import Testing

/// `makeForm`: the form the import built to check the survey is handed out once, in the locale
/// the import ran in; every other call builds a form of its own.
@MainActor
@Suite struct SurveyJSMakeFormTests {
  static let survey = """
    {"pages": [{"name": "p", "elements": [
      {"type": "text", "name": "name", "isRequired": true},
      {"type": "radiogroup", "name": "color", "choices": ["red", "blue"], "visibleIf": "{name} notempty"}
    ]}]}
    """

  func tags(_ form: Form) -> [String?] { form.rowIDs.map { form.state(of: $0)?.tag } }

  @Test func everyCallGivesAFormOfItsOwn() throws {
    let survey = try SurveyJSImport(json: Self.survey)
    #expect(survey.problems.isEmpty)
    let first = try survey.makeForm()
    let second = try survey.makeForm()
    #expect(first !== second)
    #expect(tags(first) == ["name", "color"])
    #expect(tags(second) == tags(first))
    // The forms share nothing: a value set in one is not in the other.
    try first.setValue("Ada", forTag: "name")
    #expect(first.values()["name"] == "Ada")
    #expect(second.values()["name"] == .null)
    #expect(!first.isHidden(try #require(first.rowID(forTag: "color"))))
    #expect(second.isHidden(try #require(second.rowID(forTag: "color"))))
  }

  @Test func aCopyOfTheImportBuildsItsOwnFormToo() throws {
    let survey = try SurveyJSImport(json: Self.survey)
    let copy = survey
    let first = try survey.makeForm()
    let fromCopy = try copy.makeForm()
    #expect(first !== fromCopy)
    #expect(tags(fromCopy) == tags(first))
  }

  @Test func anotherLocaleBuildsTheFormAnew() throws {
    let survey = try SurveyJSImport(
      json:
        #"{"elements": [{"type": "dropdown", "name": "q", "choices": [{"value": 1, "text": {"en": "One", "de": "Eins"}}]}]}"#
    )
    #expect(survey.problems.isEmpty)
    let german = try survey.makeForm(locale: Locale(identifier: "de"))
    let current = try survey.makeForm()
    #expect(german !== current)
    let row = try #require(german.state(forTag: "q"))
    #expect(row.options.items.map(\.title) == ["Eins"])
    #expect(try #require(current.state(forTag: "q")).options.items.count == 1)
  }

  /// Found by the fuzz test (seed 1126): a page whose title is no text is titled by its name,
  /// and a name with braces made a title that inserted a row the form does not have.
  @MainActor @Test func aNameShownAsATitleIsShownAsWritten() throws {
    let imported = try Imported(
      """
      {"pages": [
        {"name": "{nobody} page", "title": [], "elements": [
          {"type": "text", "name": "{q}"},
          {"type": "multipletext", "name": "{m}", "items": [{"name": "{i}"}]},
          {"type": "matrix", "name": "{x}", "columns": ["a"], "rows": ["{r}"]},
          {"type": "paneldynamic", "name": "{d}", "templateElements": [{"type": "text", "name": "t"}]}
        ]},
        {"name": "second", "elements": [{"type": "text", "name": "after"}]}
      ],
      "calculatedValues": [{"name": "{c}", "expression": "1"}]}
      """)
    #expect(imported.problemPaths == ["$.pages[0].title"])
    #expect(try imported.state("{q}").title == "{q}")
    #expect(try imported.state("{m}.{i}").title == "{i}")
    #expect(try imported.state("{x}.{r}").title == "{r}")
    #expect(try imported.state("{c}").title == "{c}")
    #expect(imported.form.pageIDs.map { imported.form.title(of: $0) } == ["{nobody} page", "second", "Calculated"])
  }

  /// Found by the fuzz test (seed 99): a dynamic matrix whose minimum is over its maximum made a
  /// section the form refuses, and leaving out its tag did not make it buildable.
  @MainActor @Test(arguments: ["matrixdynamic", "paneldynamic"])
  func aMinimumOverTheMaximumIsLeftOut(type: String) throws {
    let (minimum, maximum) =
      type == "matrixdynamic" ? ("minRowCount", "maxRowCount") : ("minPanelCount", "maxPanelCount")
    let imported = try Imported(
      """
      {"elements": [{"type": "\(type)", "name": "lines", "\(minimum)": 25, "\(maximum)": 20,
        "columns": [{"name": "item", "cellType": "text"}], "templateElements": [{"type": "text", "name": "item"}]}]}
      """)
    #expect(imported.problemPaths == ["$.elements[0].\(minimum)"])
    #expect(imported.problems.first?.message.contains("more than") == true)
    #expect(imported.form.sectionID(forTag: "lines") != nil)
  }

  /// A start count over the maximum (`rowCount` 5, `maxRowCount` 2) starts at the maximum, as
  /// SurveyJS does; it used to make a section the form refuses, and the matrix was left out.
  @MainActor @Test func aStartCountOverTheMaximumStartsAtTheMaximum() throws {
    let imported = try Imported(
      """
      {"elements": [{"type": "matrixdynamic", "name": "lines", "rowCount": 5, "maxRowCount": 2,
        "columns": [{"name": "c", "cellType": "text"}]}]}
      """)
    #expect(imported.problems.isEmpty)
    guard case .object(let schema) = imported.survey.schema, case .list(let sections)? = schema["sections"],
      case .object(let section)? = sections.first, case .object(let multivalued)? = section["multivalued"],
      case .list(let values)? = multivalued["values"]
    else {
      Issue.record("no multivalued section in \(imported.survey.schema)")
      return
    }
    #expect(values.count == 2)
  }

  /// Found by the fuzz test (seeds 7 and 99): a localized text with a key that is no language
  /// made a text the form refuses.
  @MainActor @Test func aTextInNoLanguageIsLeftOut() throws {
    let imported = try Imported(
      """
      {"title": {"default": "Trip", "templateElements": "x", "{x}": "y"},
       "elements": [{"type": "text", "name": "q", "title": {"en": "Name", "not a language": "z"}}]}
      """)
    #expect(
      imported.problemPaths == ["$.elements[0].title.not a language", "$.title.templateElements", "$.title.{x}"])
    #expect(try imported.state("q").title == "Name")
  }

  /// Found by the fuzz test (seed 7): a question named like an earlier dynamic panel wrote its
  /// answer under the same key as the panel's entries.
  @MainActor @Test func aQuestionNamedLikeAnEarlierSectionIsLeftOut() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "paneldynamic", "name": "u", "templateElements": [{"type": "text", "name": "a"}]},
        {"type": "matrix", "name": "m", "columns": ["x"], "rows": ["r"]},
        {"type": "text", "name": "u"}, {"type": "text", "name": "m"}
      ]}
      """)
    #expect(imported.problemPaths == ["$.elements[2].name", "$.elements[3].name"])
    #expect(throws: Never.self) { try imported.form.surveyData() }
  }

  /// Found by the fuzz test (seeds 3 and 42): an item or a matrix row without a name made a
  /// data key with an empty part (`md.`).
  @MainActor @Test func anItemOrRowWithAnEmptyNameIsLeftOut() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "multipletext", "name": "mt", "items": [{"name": ""}, {"name": "b"}]},
        {"type": "matrix", "name": "m", "columns": ["x"], "rows": ["", "r"]},
        {"type": "matrixdropdown", "name": "md", "columns": [{"name": "c", "cellType": "text"}],
         "rows": [{"value": "", "text": "Empty"}, {"value": "s", "text": "Second"}]}
      ]}
      """)
    #expect(imported.problemPaths == ["$.elements[0].items[0]", "$.elements[1].rows[0]", "$.elements[2].rows[0]"])
    #expect(throws: Never.self) { try imported.form.surveyData() }
    // The row after a left-out one keeps its own title.
    #expect(try imported.state("md.s").title == "Second")
  }

  @Test func aSurveyWithProblemsStillMakesItsForm() throws {
    // A file question is left out (a problem); the rest builds, each call a form of its own.
    let survey = try SurveyJSImport(
      json: #"{"elements": [{"type": "file", "name": "scan"}, {"type": "text", "name": "name"}]}"#)
    #expect(survey.problems.map(\.location.path) == ["$.elements[0].type"])
    let first = try survey.makeForm()
    let second = try survey.makeForm()
    #expect(first !== second)
    #expect(first.rowID(forTag: "name") != nil)
    #expect(second.rowID(forTag: "name") != nil)
  }
}
