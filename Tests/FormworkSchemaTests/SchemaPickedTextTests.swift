import Formwork
import Foundation
import Testing

/// Texts a schema picks once, when it is read: the form's title, option titles and selector
/// titles, given as one string or as `{"en": …, "zh-Hans": …}`.
@MainActor
@Suite struct SchemaPickedTextTests {
  static let schema = """
    {
      "formwork": 1,
      "title": { "en": "Contact", "zh-Hans": "联系方式" },
      "sections": [{ "rows": [
        { "tag": "relation", "kind": "selector", "title": "Relation",
          "selectorTitle": { "en": "Choose a relation", "zh-Hans": "选择关系" },
          "options": [
            { "value": "parent", "title": { "en": "Parent", "zh-Hans": "父母" } },
            { "value": "friend", "title": "Friend" }
          ] }
      ] }]
    }
    """

  @Test(arguments: [
    ("en_US", "Contact", "Choose a relation", ["Parent", "Friend"]),
    ("zh_CN", "联系方式", "选择关系", ["父母", "Friend"]),
    // No table for German: English, the fallback.
    ("de_DE", "Contact", "Choose a relation", ["Parent", "Friend"]),
  ])
  func theLocaleGivenToTheReaderPicks(locale: String, title: String, selectorTitle: String, options: [String]) throws {
    let schema = try FormSchema(json: Self.schema, locale: Locale(identifier: locale))
    #expect(schema.title == title)
    let form = try Form(schema: schema)
    let row = try #require(form.rowID(forTag: "relation"))
    let state = try #require(form.state(of: row))
    #expect(state.configuration.selectorTitle == selectorTitle)
    #expect(state.options.items.map(\.title) == options)
  }

  @Test func aPickedTextShowsBracesWrittenDouble() throws {
    let schema = try FormSchema(
      json: """
        {"title": "Prices in {{EUR}}", "sections": [{"rows": [
          {"tag": "unit", "kind": "selector", "title": "{{Unit}}", "options": [{"value": 1, "title": "{{kg}}"}]}]}]}
        """)
    #expect(schema.title == "Prices in {EUR}")
    let form = try Form(schema: schema)
    let state = try #require(form.state(forTag: "unit"))
    #expect(state.title == "{Unit}")
    #expect(state.options.items.map(\.title) == ["{kg}"])
  }

  @Test func aRowTitleShowsBracesWrittenDoubleAndInsertsRowsInSingleOnes() throws {
    let form = try Form(
      schemaJSON: """
        {"sections": [{"rows": [
          {"tag": "name", "kind": "text", "value": "Ana"},
          {"tag": "a", "kind": "text", "title": "{{a}} and }}"},
          {"tag": "b", "kind": "text", "title": "für {{b}}"},
          {"tag": "c", "kind": "text", "title": "Hi {name}"},
          {"tag": "d", "kind": "text", "title": "für {name}"}]}]}
        """)
    let titles = try ["a", "b", "c", "d"].map { try #require(form.state(forTag: $0)).title }
    #expect(titles == ["{a} and }", "für {b}", "Hi Ana", "für Ana"])
  }

  @Test func aPickedTextCannotInsertRows() throws {
    let text = Self.schema.replacingOccurrences(of: "\"title\": \"Friend\"", with: "\"title\": \"Friend of {name}\"")
    let problems = FormSchema.check(json: text)
    #expect(problems.map(\.location.path) == ["$.sections[0].rows[0].options[1].title"])
    #expect(problems.first?.message.contains("cannot insert rows") == true)
  }
}
