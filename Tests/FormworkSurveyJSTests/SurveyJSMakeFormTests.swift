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
