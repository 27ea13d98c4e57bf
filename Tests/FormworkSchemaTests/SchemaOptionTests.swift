import Formwork
import Foundation
import Testing

/// Options shown on a condition (`"shownWhen"`) and options taken from another row
/// (`"options": {"from": tag, "mode": …}`).
@MainActor
@Suite struct SchemaOptionTests {
  let json = """
    {"sections": [{"rows": [
      {"tag": "country", "kind": "text"},
      {"tag": "city", "kind": "selector", "options": [
        {"value": "paris", "title": "Paris", "shownWhen": "country == 'fr'"},
        {"value": "rome", "title": "Rome", "shownWhen": "country == 'it'"},
        {"value": "other", "title": "Elsewhere", "shownWhen": true}]},
      {"tag": "visited", "kind": "multipleSelector", "options": [
        {"value": 1, "title": "One"}, {"value": 2, "title": "Two"}, {"value": 3, "title": "Three"}]},
      {"tag": "best", "kind": "selector", "options": {"from": "visited", "mode": "selected"}},
      {"tag": "next", "kind": "multipleSelector", "options": {"from": "visited", "mode": "unselected"}}
    ]}]}
    """

  func shown(_ form: Form, _ tag: String) throws -> [FormValue] {
    try #require(form.state(forTag: tag)).options.items.map(\.value)
  }

  @Test func optionsFollowTheirConditionsAndOtherRows() throws {
    let form = try Form(schemaJSON: json)
    #expect(try shown(form, "city") == ["other"])
    try form.setValue("it", forTag: "country")
    #expect(try shown(form, "city") == ["rome", "other"])
    #expect(try shown(form, "best") == [])
    #expect(try shown(form, "next") == [1, 2, 3])
    try form.setValue([3, 1], forTag: "visited")
    #expect(try shown(form, "best") == [1, 3])
    #expect(try shown(form, "next") == [2])
  }

  @Test func anOptionConditionsProblemIsAtItsJSONPath() {
    let bad = """
      {"sections": [{"rows": [
        {"tag": "city", "kind": "selector", "options": [
          {"value": "a", "title": "A"}, {"value": "b", "title": "B", "shownWhen": "nosuch == 1"}]},
        {"tag": "copy", "kind": "selector", "options": {"from": "city", "mode": "some"}}
      ]}]}
      """
    let found = FormSchema.check(json: bad)
    #expect(
      found.compactMap(\.location.path).sorted() == [
        "$.sections[0].rows[0].options[1].shownWhen", "$.sections[0].rows[1].options.mode",
      ])
  }

  @Test func theJSONSchemaDescribesOptionConditionsAndCopiedOptions() throws {
    let schema = FormSchema.jsonSchema
    #expect(schema.contains("\"shownWhen\""))
    #expect(schema.contains("\"unselected\""))
  }
}
