import Formwork
import Foundation
import Testing

/// Section rules from JSON: `minRows`/`maxRows` on a multivalued section, a section's `"rules"`
/// (built in or registered), and every mistake reported at its path.
@MainActor
@Suite struct SchemaSectionRuleTests {
  static var registry: FormSchemaRegistry {
    var registry = FormSchemaRegistry()
    registry.registerSectionRule(
      "someChecked", .custom("someChecked", message: "Check a box.") { $0.values.contains(.bool(true)) })
    return registry
  }

  static let schema = """
    {"formwork": 1, "sections": [
      {"tag": "stops", "header": "Stops", "multivalued": {"template": {"kind": "text", "title": "Stop"},
        "values": ["Lyon"], "minRows": 2, "maxRows": 3}},
      {"tag": "days", "header": "Days", "rows": [
        {"tag": "monday", "kind": "check", "title": "Monday"},
        {"tag": "friday", "kind": "check", "title": "Friday"}],
       "rules": [{"rule": "someChecked", "severity": "warning",
                  "message": {"en": "No day yet.", "fr": "Aucun jour."}}]}
    ]}
    """

  func problems(_ json: String) -> [String] {
    FormSchema.check(json: json, registry: Self.registry).map { "\($0.location.path ?? "?"): \($0.message)" }
  }

  @Test func rulesFromJSONWorkLikeSwiftOnes() throws {
    let form = try Form(schema: FormSchema(json: Self.schema, registry: Self.registry))
    let stops = try #require(form.sectionID(forTag: "stops"))
    let days = try #require(form.sectionID(forTag: "days"))

    let report = form.validate()
    #expect(report.issues(forSection: stops).map(\.message) == ["Add at least 2 entries."])
    #expect(report.issues(forSection: days).map(\.message) == ["No day yet."], "the schema's message wins")
    #expect(report.issues(forSection: days).map(\.severity) == [.warning], "and its severity")

    try form.setValue(.bool(true), forTag: "monday")
    #expect(form.issues(ofSection: days).isEmpty)
    form.locale = Locale(identifier: "fr_FR")
    try form.setValue(.bool(false), forTag: "monday")
    #expect(form.issues(ofSection: days).map(\.message) == ["Aucun jour."], "the message follows the locale")

    try form.appendMultivaluedRow(toSection: stops, value: "Paris")
    try form.appendMultivaluedRow(toSection: stops, value: "Nice")
    #expect(form.issues(ofSection: stops).isEmpty)
    #expect(throws: FormError.self) { try form.appendMultivaluedRow(toSection: stops) }
  }

  @Test func mistakesAreReportedAtTheirPaths() {
    func section(_ body: String) -> String { #"{"formwork": 1, "sections": [\#(body)]}"# }
    let list = #""tag": "stops", "multivalued": {"template": {"kind": "text"}"#
    #expect(
      problems(section(#"{\#(list), "minRows": -1}}"#)) == [
        "$.sections[0].multivalued.minRows: expected a whole number of rows (0 or more), found -1"
      ])
    #expect(
      problems(section(#"{\#(list)}, "rules": ["maxRows"]}"#)) == [
        "$.sections[0].rules[0]: 'maxRows' needs a 'value': the number of rows"
      ])
    #expect(
      problems(section(#"{\#(list)}, "rules": [{"rule": "minRow", "value": 1}]}"#)) == [
        "$.sections[0].rules[0].rule: unknown section rule 'minRow' (did you mean 'minRows'?); "
          + "registered section rules: someChecked"
      ])
    #expect(
      problems(section(#"{\#(list)}, "rules": [{"rule": "someChecked", "value": 2}]}"#)) == [
        "$.sections[0].rules[0].value: section rule 'someChecked' takes no 'value'"
      ])
    #expect(
      problems(section(#"{\#(list), "minRows": 3, "maxRows": 1}}"#)) == [
        "$.sections[0]: minRows 3 is more than maxRows 1: no list can pass"
      ])
    #expect(
      problems(section(#"{\#(list), "values": ["a", "b", "c"], "maxRows": 2}}"#)) == [
        "$.sections[0].multivalued.values: the section starts with 3 rows but maxRows allows 2"
      ])
  }

  @Test func theJSONSchemaDescribesSectionRules() throws {
    let document = try FormValue(json: FormSchema.jsonSchema)
    let section = try #require(document["$defs"]?["section"]?["properties"])
    #expect(section["rules"]?["items"] == ["$ref": "#/$defs/sectionRule"])
    let multivalued = try #require(document["$defs"]?["multivalued"]?["properties"])
    #expect(multivalued["minRows"]?["minimum"] == .int(0))
    #expect(multivalued["maxRows"]?["type"] == "integer")
  }
}
