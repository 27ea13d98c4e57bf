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
