import Formwork
import Foundation
import Testing

/// Rankings in schemas: `"kind": "ranking"` with `"options"` (a list), its value every option's
/// value once in ranked order; problems at their JSON paths.
@MainActor
@Suite struct SchemaRankingTests {
  let json = """
    {"sections": [{"rows": [
      {"tag": "priorities", "kind": "ranking", "title": "What matters most?", "required": true,
       "value": ["speed", "price", "support"],
       "options": [{"value": "price", "title": "Price"}, {"value": "speed", "title": "Speed"},
                   {"value": "support", "title": "Support"}]},
      {"tag": "unranked", "kind": "ranking", "options": [{"value": 1, "title": "One"}, {"value": 2, "title": "Two"}]}
    ]}]}
    """

  @Test func aSchemaRankingHasItsOptionsAndValue() throws {
    let form = try Form(schemaJSON: json)
    let state = try #require(form.state(forTag: "priorities"))
    #expect(state.kind == .ranking)
    #expect(state.displayValue == "Speed, Price, Support")
    #expect(form.values()["priorities"] == ["speed", "price", "support"])
    #expect(form.values()["unranked"] == .null)
    let unranked = try #require(form.rowID(forTag: "unranked"))
    try form.moveOption(from: 1, to: 0, for: unranked)
    #expect(form.values()["unranked"] == [2, 1], "whole-number options make a list of Ints")
    #expect(FormSchema.check(json: json).isEmpty)
  }

  @Test func badRankingsAreReportedAtTheirJSONPaths() {
    let bad = """
      {"sections": [{"rows": [
        {"tag": "a", "kind": "ranking"},
        {"tag": "b", "kind": "ranking", "options": {"loader": "cities"}},
        {"tag": "c", "kind": "ranking", "value": ["x"], "options": [{"value": "x", "title": "X"}, {"value": "y", "title": "Y"}]},
        {"tag": "d", "kind": "ranking", "value": ["x", "z"], "options": [{"value": "x", "title": "X"}]}
      ]}]}
      """
    let found = FormSchema.check(json: bad)
    let paths = found.compactMap(\.location.path)
    #expect(paths.contains("$.sections[0].rows[0]"))
    #expect(found.contains { $0.location.path == "$.sections[0].rows[1].options" && $0.message.contains("a list") })
    #expect(
      found.contains {
        $0.location.path?.hasPrefix("$.sections[0].rows[2]") == true && $0.message.contains("\"y\" ('Y') is missing")
      })
    #expect(found.contains { $0.location.path?.hasPrefix("$.sections[0].rows[3]") == true })
  }

  @Test func theJSONSchemaKnowsRankings() throws {
    let schema = FormSchema.jsonSchema
    #expect(schema.contains("\"ranking\""))
  }
}
