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

  @Test func enabledWhenDisablesAnOptionAndItsProblemIsAtItsPath() throws {
    let form = try Form(
      schemaJSON: """
        {"sections": [{"rows": [
          {"tag": "seats", "kind": "integer"},
          {"tag": "plan", "kind": "selector", "options": [
            {"value": "basic", "title": "Basic"}, {"value": "team", "title": "Team", "enabledWhen": "seats > 1"}]}
        ]}]}
        """)
    #expect(try #require(form.state(forTag: "plan")).options.items.map(\.isEnabled) == [true, false])
    try form.setValue(2, forTag: "seats")
    #expect(try #require(form.state(forTag: "plan")).options.items.map(\.isEnabled) == [true, true])
    #expect(FormSchema.jsonSchema.contains("\"enabledWhen\""))
    let found = FormSchema.check(
      json: """
        {"sections": [{"rows": [{"tag": "plan", "kind": "selector", "options": [
          {"value": "a", "title": "A", "enabledWhen": "nosuch > 1"}]}]}]}
        """)
    #expect(found.compactMap(\.location.path) == ["$.sections[0].rows[0].options[0].enabledWhen"])
  }

  @Test func selectAllIsAMultipleSelectorsEntry() throws {
    let form = try Form(
      schemaJSON: """
        {"sections": [{"rows": [
          {"tag": "many", "kind": "multipleSelector", "selectAll": "All of them",
           "options": [{"value": 1, "title": "One"}, {"value": 2, "title": "Two"}]}]}]}
        """)
    #expect(try #require(form.state(forTag: "many")).configuration.selectAllTitle == "All of them")
    try form.toggleAllOptions(for: try #require(form.rowID(forTag: "many")))
    #expect(try form.value(forTag: "many") == [1, 2])
    #expect(FormSchema.jsonSchema.contains("\"selectAll\""))
    let found = FormSchema.check(
      json: """
        {"sections": [{"rows": [{"tag": "one", "kind": "selector", "selectAll": "All",
          "options": [{"value": 1, "title": "One"}]}]}]}
        """)
    #expect(found.compactMap(\.location.path) == ["$.sections[0].rows[0].selectAll"])
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

/// Row triggers: `"triggers": [{"when": condition, "set" | "setExpression" | "reset" | "showPage" | "complete"}]`.
@MainActor
@Suite struct SchemaTriggerTests {
  @Test func triggersSetResetAndCopyWhenTheirConditionBecomesTrue() throws {
    let form = try Form(
      schemaJSON: """
        {"sections": [{"rows": [
          {"tag": "plan", "kind": "text"},
          {"tag": "billing", "kind": "text"},
          {"tag": "seats", "kind": "integer", "value": 5, "triggers": [
            {"when": "plan == 'solo'", "set": 1}, {"when": "plan == null", "reset": true}]},
          {"tag": "shipping", "kind": "text", "triggers": [{"when": "plan == 'team'", "setExpression": "billing"}]}
        ]}]}
        """)
    try form.setValue("Main St", forTag: "billing")
    try form.setValue("solo", forTag: "plan")
    #expect(try form.value(forTag: "seats") == .int(1))
    try form.setValue("team", forTag: "plan")
    #expect(try form.value(forTag: "shipping") == .string("Main St"))
    try form.setValue(.null, forTag: "plan")
    #expect(try form.value(forTag: "seats") == .int(5))
  }

  @Test func aCompleteTriggerEndsTheFormAtNext() throws {
    let form = try Form(
      schemaJSON: """
        {"pages": [
          {"title": "One", "sections": [{"rows": [
            {"tag": "agree", "kind": "check", "triggers": [{"when": "agree == false", "complete": true}]}]}]},
          {"title": "Two", "sections": [{"rows": [{"tag": "more", "kind": "text"}]}]}
        ]}
        """)
    try form.setValue(true, forTag: "agree")
    #expect(form.nextPage() == .moved(form.pageIDs[1]))
    _ = form.previousPage()
    try form.setValue(false, forTag: "agree")
    #expect(form.nextPage() == .completed(form.pageIDs[0]))
    #expect(FormSchema.jsonSchema.contains("\"complete\""))
    let found = FormSchema.check(
      json: #"{"sections": [{"rows": [{"tag": "a", "kind": "check", "triggers": [{"when": "a", "complete": 1}]}]}]}"#)
    #expect(
      found.compactMap(\.location.path) == [
        "$.sections[0].rows[0].triggers[0]", "$.sections[0].rows[0].triggers[0].complete",
      ])
  }

  @Test func aTriggersProblemsAreAtItsJSONPath() {
    let found = FormSchema.check(
      json: """
        {"sections": [{"rows": [
          {"tag": "a", "kind": "integer", "triggers": [
            {"when": "nosuch > 1", "set": 1}, {"when": "a > 1", "setExpression": "'x'"}]},
          {"tag": "b", "kind": "integer", "triggers": [{"when": "a > 2", "set": 1, "reset": true}, {"set": 2}]}
        ]}]}
        """)
    #expect(
      found.compactMap(\.location.path).sorted() == [
        "$.sections[0].rows[0].triggers[0].when", "$.sections[0].rows[0].triggers[1]",
        "$.sections[0].rows[1].triggers[0]", "$.sections[0].rows[1].triggers[1]",
      ])
  }
}

/// `{"rule": "expression", "value": condition}`.
@MainActor
@Suite struct SchemaExpressionRuleTests {
  @Test func anExpressionRuleReadsOtherRows() throws {
    let form = try Form(
      schemaJSON: """
        {"sections": [{"rows": [
          {"tag": "low", "kind": "integer", "value": 3},
          {"tag": "high", "kind": "integer", "value": 2,
           "rules": [{"rule": "expression", "value": "high > low", "message": "Above low."}]}
        ]}]}
        """)
    #expect(form.validate().errors.map(\.message) == ["Above low."])
    try form.setValue(1, forTag: "low")
    #expect(form.validate().errors.isEmpty)
    let found = FormSchema.check(
      json:
        #"{"sections": [{"rows": [{"tag": "a", "kind": "integer", "rules": [{"rule": "expression", "value": "b > 1"}]}]}]}"#
    )
    #expect(found.compactMap(\.location.path) == ["$.sections[0].rows[0].rules[0]"])
  }
}
