import Formwork
import Foundation
import Testing

/// Names a schema refers to: custom kinds, rules, option loaders, button actions; and subforms.
@MainActor
@Suite struct SchemaRegistryTests {
  final class Taps: @unchecked Sendable {
    var count = 0
  }

  static func registry(taps: Taps = Taps()) -> FormSchemaRegistry {
    var registry = FormSchemaRegistry()
    registry.registerRowKind("rating", valueType: Int.self)
    registry.registerRule(
      "noAdmin", Rule<String>.custom("noAdmin", message: "That name is reserved") { name, _ in name != "admin" })
    registry.registerRule(
      "usernameAvailable",
      Rule<String>.async("usernameAvailable", debounce: 0) { name in
        name == "taken" ? "\(name) is taken" : nil
      })
    registry.registerRule("multipleOf") { argument in
      let step = try Int(formValue: argument)
      return Rule<Int>.custom("multipleOf", message: "Must be a multiple of \(step)") { value, _ in
        value.map { step != 0 && $0 % step == 0 } ?? true
      }
    }
    registry.registerOptionLoader("banks") { [SelectorOption("icbc", "ICBC"), SelectorOption("abc", "ABC")] }
    registry.registerAction("count") { _ in
      MainActor.assumeIsolated { taps.count += 1 }
    }
    return registry
  }

  static let schema = """
    {"formwork": 1, "sections": [{"rows": [
      {"tag": "user", "kind": "text", "title": "User",
       "rules": [{"rule": "noAdmin"}, {"rule": "usernameAvailable", "message": "Taken, sorry"}]},
      {"tag": "stars", "kind": "custom:rating", "title": "Stars", "value": 3,
       "rules": [{"rule": "multipleOf", "value": 3}]},
      {"tag": "bank", "kind": "selector", "title": "Bank", "options": {"loader": "banks"}},
      {"tag": "banks", "kind": "multipleSelector", "title": "Banks", "options": {"loader": "banks"}},
      {"kind": "button", "title": "Count", "action": "count"}
    ]}]}
    """

  @Test func registeredNamesBuildAWorkingForm() async throws {
    let taps = Taps()
    let form = try Form(schema: FormSchema(json: Self.schema, registry: Self.registry(taps: taps)))
    #expect(form.state(forTag: "stars")?.kind == .custom("rating"))
    #expect(form[RowKey<Int>("stars")] == 3)
    // A registered synchronous rule, with its own message.
    try form.setValue("admin", forTag: "user")
    #expect(form.validate().errors.map(\.message).contains("That name is reserved"))
    // A registered asynchronous rule, with the schema's message.
    try form.setValue("taken", forTag: "user")
    let report = await form.validateAll()
    #expect(report.errors.map(\.message).contains("Taken, sorry"))
    // A rule with an argument.
    try form.setValue(.int(4), forTag: "stars")
    #expect(form.validate().errors.map(\.message).contains("Must be a multiple of 3"))
    // An option loader: its values' type is the row's (a list of it for a multiple selector).
    let bank = try #require(form.rowID(forTag: "bank"))
    await form.loadOptions(for: bank)
    #expect(form.state(of: bank)?.options.items.map(\.title) == ["ICBC", "ABC"])
    try form.setValue("abc", forTag: "bank")
    #expect(throws: FormError.self) { try form.setValue(.int(1), forTag: "bank") }
    try form.setValue(.list(["icbc"]), forTag: "banks")
    #expect(form[RowKey<[String]>("banks")] == ["icbc"])
    // A named action runs on tap.
    let button = try #require(form.rowIDs.first { form.state(of: $0)?.kind == .button })
    _ = form.tap(button)
    #expect(taps.count == 1)
  }

  @Test(arguments: [
    (#"{"tag": "x", "kind": "custom:ratng"}"#, "$.sections[0].rows[0].kind", "did you mean 'rating'"),
    (
      #"{"tag": "x", "kind": "text", "rules": [{"rule": "usernameAvailabe"}]}"#, "$.sections[0].rows[0].rules[0].rule",
      "did you mean 'usernameAvailable'"
    ),
    (
      #"{"tag": "x", "kind": "selector", "options": {"loader": "bank"}}"#, "$.sections[0].rows[0].options.loader",
      "did you mean 'banks'"
    ),
    (#"{"kind": "button", "title": "Go", "action": "cont"}"#, "$.sections[0].rows[0].action", "did you mean 'count'"),
    (
      #"{"tag": "x", "kind": "integer", "rules": [{"rule": "noAdmin"}]}"#, "$.sections[0].rows[0].rules[0].rule",
      "checks string values"
    ),
    (
      #"{"tag": "x", "kind": "integer", "rules": [{"rule": "multipleOf"}]}"#, "$.sections[0].rows[0].rules[0]",
      "needs a 'value'"
    ),
    (
      #"{"tag": "x", "kind": "integer", "rules": [{"rule": "multipleOf", "value": "three"}]}"#,
      "$.sections[0].rows[0].rules[0].value", ""
    ),
    (
      #"{"tag": "x", "kind": "text", "rules": [{"rule": "noAdmin", "value": 1}]}"#,
      "$.sections[0].rows[0].rules[0].value", "takes no 'value'"
    ),
    (#"{"tag": "x", "kind": "text", "action": "count"}"#, "$.sections[0].rows[0].action", "only buttons"),
    (
      #"{"tag": "x", "kind": "segmented", "options": {"loader": "banks"}}"#, "$.sections[0].rows[0].options",
      "need a list"
    ),
  ])
  func unknownOrMisusedNamesAreErrorsAtTheirPath(row: String, path: String, fragment: String) {
    let found = FormSchema.check(json: #"{"sections": [{"rows": [\#(row)]}]}"#, registry: Self.registry())
    let problem = found.first { $0.location.path == path }
    #expect(problem != nil, "no problem at \(path): \(found)")
    if !fragment.isEmpty { #expect(problem?.message.contains(fragment) == true, "\(found)") }
  }

  @Test func withoutARegistryACustomKindIsUnknown() {
    let found = FormSchema.check(json: #"{"sections": [{"rows": [{"tag": "x", "kind": "custom:rating"}]}]}"#)
    #expect(found.map(\.location.path) == ["$.sections[0].rows[0].kind"])
    #expect(found.first?.message.contains("none is registered") == true)
  }

  // MARK: Subforms

  static let subform = """
    {"sections": [{"rows": [
      {"tag": "address", "kind": "subform", "title": "Address", "sections": [{"rows": [
        {"tag": "street", "kind": "text", "title": "Street", "required": true},
        {"tag": "city", "kind": "text", "title": "City"}
      ]}]}
    ]}]}
    """

  @Test func subformRowsOpenTheirNestedForm() throws {
    let form = try Form(schemaJSON: Self.subform)
    let row = try #require(form.rowID(forTag: "address"))
    let nested = try form.subform(for: row)
    #expect(nested.tags == ["street", "city"])
    try nested.setValue("Main St", forTag: "street")
    try form.commitSubform(nested, to: row)
    #expect(try form.value(forTag: "address")["street"] == "Main St")
  }

  @Test func aNestedFormsProblemsAreCheckedAndPlaced() {
    let json = """
      {"sections": [{"rows": [
        {"tag": "address", "kind": "subform", "title": "Address", "sections": [{"rows": [
          {"tag": "street", "kind": "text", "hidden": "cty == ''"},
          {"tag": "city", "kind": "text"}
        ]}]}
      ]}]}
      """
    let found = FormSchema.check(json: json)
    #expect(found.map(\.location.path) == ["$.sections[0].rows[0].sections[0].rows[0].hidden"], "\(found)")
    #expect(
      FormSchema.check(json: #"{"sections": [{"rows": [{"tag": "a", "kind": "subform"}]}]}"#).map(\.location.path)
        == ["$.sections[0].rows[0]"])
  }
}

extension SchemaRegistryTests {
  @Test func rowModifiersHaveTheirKeys() throws {
    var registry = Self.registry()
    registry.registerFormatter("stars", ValueFormatter(id: "stars") { value in "\(value) ★" })
    let json = """
      {"sections": [{"rows": [
        {"tag": "name", "kind": "text", "required": true, "marksRequired": false},
        {"tag": "stars", "kind": "integer", "formatter": "stars", "value": 3},
        {"kind": "button", "title": "Send", "action": "count", "disabledUntilValid": true,
         "disabledReason": "Fill in your name first"}
      ]}]}
      """
    let form = try Form(schema: FormSchema(json: json, registry: registry))
    #expect(form.state(forTag: "stars")?.configuration.formatter?.id == "stars")
    let button = try #require(form.rowIDs.first { form.state(of: $0)?.kind == .button })
    #expect(form.isDisabled(button))
    #expect(form.tap(button) == .denied("Fill in your name first"))
    try form.setValue("Ada", forTag: "name")
    #expect(!form.isDisabled(button))
    let both = FormSchema.check(
      json:
        #"{"sections": [{"rows": [{"kind": "button", "title": "B", "disabled": true, "disabledUntilValid": true}]}]}"#)
    #expect(both.map(\.location.path) == ["$.sections[0].rows[0].disabledUntilValid"])
    let unknown = FormSchema.check(
      json: #"{"sections": [{"rows": [{"tag": "a", "kind": "integer", "formatter": "star"}]}]}"#, registry: registry)
    #expect(unknown.first?.message.contains("did you mean 'stars'") == true)
  }
}
