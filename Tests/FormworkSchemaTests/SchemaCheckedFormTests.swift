import Formwork
import Foundation
import Testing

/// `FormSchema.checkedForm`: the problems `check` finds and the form `Form(schema:)` builds, from
/// one read and one build.
@MainActor
@Suite struct SchemaCheckedFormTests {
  static let policy = """
    {"readOnly": true, "editable": ["remarks"], "sections": [{"rows": [
      {"tag": "name", "kind": "text", "title": "Name"},
      {"tag": "remarks", "kind": "textArea", "hidden": "name == 'x'"}
    ]}]}
    """

  @Test func aGoodSchemaGivesItsFormAndNoProblem() throws {
    let value = try FormValue(json: FormSchemaTests.loan)
    let (form, problems) = FormSchema.checkedForm(value)
    #expect(problems.isEmpty)
    let built = try #require(form)
    let expected = try Form(schema: FormSchema(value))
    #expect(built.rowIDs.map { built.state(of: $0)?.tag } == expected.rowIDs.map { expected.state(of: $0)?.tag })
    #expect(built.values() == expected.values())
  }

  @Test func theFormHasTheSchemasEditPolicy() throws {
    let (form, problems) = FormSchema.checkedForm(try FormValue(json: Self.policy))
    #expect(problems.isEmpty)
    let built = try #require(form)
    #expect(built.editPolicy.readOnly)
    #expect(built.editPolicy.editableTags == ["remarks"])
    guard case .denied = built.tap(try #require(built.rowID(forTag: "name"))) else {
      Issue.record("a read-only row must deny a tap")
      return
    }
    #expect(built.tap(try #require(built.rowID(forTag: "remarks"))) == .focus)
  }

  @Test func aSchemaWithProblemsGivesNoFormAndCheckSProblems() throws {
    // A reader problem (an unknown key) and a build problem (an expression naming no row).
    let json = """
      {"sections": [{"rows": [
        {"tag": "a", "kind": "text", "placeholdr": "x"},
        {"tag": "b", "kind": "text", "hidden": "nmae == 'x'"}
      ]}]}
      """
    let value = try FormValue(json: json)
    let (form, problems) = FormSchema.checkedForm(value)
    #expect(form == nil)
    #expect(problems == FormSchema.check(value))
    #expect(
      problems.compactMap(\.location.path) == ["$.sections[0].rows[0].placeholdr", "$.sections[0].rows[1].hidden"])
  }

  @Test func aBuildProblemAloneGivesNoForm() throws {
    let json = #"{"sections": [{"rows": [{"tag": "a", "kind": "text", "required": "b > 1"}]}]}"#
    let (form, problems) = FormSchema.checkedForm(try FormValue(json: json))
    #expect(form == nil)
    #expect(problems.map(\.code) == [.invalidExpression])
    #expect(problems.first?.location.path == "$.sections[0].rows[0].required")
  }

  @Test func aNestedFormsProblemGivesNoFormThoughTheOuterFormBuilds() throws {
    let json = """
      {"sections": [{"rows": [
        {"tag": "people", "kind": "subform", "title": "People", "sections": [{"rows": [
          {"tag": "name", "kind": "text", "hidden": "nobody == 1"}
        ]}]}
      ]}]}
      """
    let value = try FormValue(json: json)
    let (form, problems) = FormSchema.checkedForm(value)
    #expect(form == nil)
    #expect(problems == FormSchema.check(value))
    #expect(problems.first?.location.path == "$.sections[0].rows[0].sections[0].rows[0].hidden")
  }
}

/// Each configuration key of a row reaches the built row on its own: the reader keeps the shared
/// default configuration only for rows that set none of them.
@MainActor
@Suite struct SchemaConfigurationTests {
  @Test func eachConfigurationKeyAloneReachesItsRow() throws {
    let options = #""options": [{"value": 1, "title": "One"}]"#
    let rows = [
      #"{"tag": "noValueText", "kind": "text", "noValueText": "—"}"#,
      #"{"tag": "keyboard", "kind": "text", "keyboard": "emailAddress"}"#,
      #"{"tag": "contentType", "kind": "text", "contentType": "username"}"#,
      #"{"tag": "autocapitalization", "kind": "text", "autocapitalization": "words"}"#,
      #"{"tag": "autocorrection", "kind": "text", "autocorrection": false}"#,
      #"{"tag": "returnKey", "kind": "text", "returnKey": "next"}"#,
      #"{"tag": "maxCharacters", "kind": "text", "maxCharacters": 5}"#,
      #"{"tag": "minimumDate", "kind": "date", "minimumDate": "2024-01-01"}"#,
      #"{"tag": "maximumDate", "kind": "date", "maximumDate": "2024-12-31"}"#,
      #"{"tag": "minuteInterval", "kind": "time", "minuteInterval": 15}"#,
      #"{"tag": "titleWidthShare", "kind": "text", "titleWidthShare": 0.5}"#,
      #"{"tag": "selectorTitle", "kind": "selector", "selectorTitle": "Pick", \#(options)}"#,
      #"{"tag": "formatter", "kind": "text", "formatter": "stars"}"#,
      #"{"tag": "searchable", "kind": "selector", "searchable": true, \#(options)}"#,
      #"{"tag": "height", "kind": "text", "height": 88}"#,
      #"{"tag": "stepper", "kind": "stepper"}"#,
      #"{"tag": "slider", "kind": "slider"}"#,
      #"{"tag": "style", "kind": "text", "style": "total"}"#,
      #"{"tag": "plain", "kind": "text"}"#,
    ]
    var registry = FormSchemaRegistry()
    registry.registerFormatter("stars", ValueFormatter(id: "stars") { _ in "★" })
    let form = try Form(
      schemaJSON: #"{"sections": [{"rows": [\#(rows.joined(separator: ", "))]}]}"#, registry: registry)
    func configuration(_ tag: String) throws -> RowConfiguration {
      try #require(form.state(forTag: tag)).configuration
    }
    #expect(try configuration("noValueText").noValueText == "—")
    #expect(try configuration("keyboard").keyboard == .emailAddress)
    #expect(try configuration("contentType").contentType?.rawValue == "username")
    #expect(try configuration("autocapitalization").autocapitalization == .words)
    #expect(try configuration("autocorrection").autocorrection == false)
    #expect(try configuration("returnKey").returnKey == .next)
    #expect(try configuration("maxCharacters").maxCharacters == 5)
    #expect(try configuration("minimumDate").minimumDate != nil)
    #expect(try configuration("maximumDate").maximumDate != nil)
    #expect(try configuration("minuteInterval").minuteInterval == 15)
    #expect(try configuration("titleWidthShare").titleWidthShare == 0.5)
    #expect(try configuration("selectorTitle").selectorTitle == "Pick")
    #expect(try configuration("formatter").formatter != nil)
    #expect(try configuration("searchable").isSearchable)
    #expect(try configuration("height").preferredHeight == 88)
    #expect(try configuration("stepper").stepper != nil)
    #expect(try configuration("slider").slider != nil)
    #expect(try configuration("style").style == "total")
    let plain = try configuration("plain")
    #expect(plain.keyboard == nil && plain.maxCharacters == nil && plain.formatter == nil && !plain.isSearchable)
    #expect(plain.style == nil)
  }
}
