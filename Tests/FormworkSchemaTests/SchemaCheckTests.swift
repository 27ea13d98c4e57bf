import Formwork
import Foundation
import PropertyBased
import PropertyTestSupport
import Testing

/// `FormSchema.check`: every problem in one pass, the reader's and the build's, at JSON paths.
@MainActor
@Suite struct SchemaCheckTests {
  func problems(_ json: String, registry: FormSchemaRegistry = FormSchemaRegistry()) -> [FormError] {
    FormSchema.check(json: json, registry: registry)
  }

  func paths(_ problems: [FormError]) -> [String] { problems.compactMap(\.location.path) }

  @Test func aGoodSchemaHasNoProblems() {
    #expect(problems(FormSchemaTests.loan).isEmpty)
  }

  @Test func readerAndBuildProblemsComeInOnePass() {
    // An unknown key (reader) beside a duplicate tag and an expression naming an unknown row (build).
    let json = """
      {"sections": [{"rows": [
        {"tag": "a", "kind": "text", "placeholdr": "x"},
        {"tag": "a", "kind": "text"},
        {"tag": "b", "kind": "text", "hidden": "nmae == 'x'"}
      ]}]}
      """
    let found = problems(json)
    #expect(Set(found.map(\.code)) == [.invalidSchema, .duplicateTag, .invalidExpression])
    #expect(paths(found).contains("$.sections[0].rows[0].placeholdr"))
    // The build's problems are placed at the JSON path of their row (a duplicate at its second place).
    #expect(paths(found).contains("$.sections[0].rows[1]"))
    let expression = found.first { $0.code == .invalidExpression }
    #expect(expression?.location.path == "$.sections[0].rows[2].hidden")
    #expect(expression?.location.column == 1)
  }

  @Test func aRowTheReaderRefusedIsNotAlsoAnUnknownRow() {
    // `a` has a bad kind; `b` reads it: only the kind is a problem.
    let json = """
      {"sections": [{"rows": [
        {"tag": "a", "kind": "txt"},
        {"tag": "b", "kind": "text", "hidden": "a == 'x'"}
      ]}]}
      """
    let found = problems(json)
    #expect(found.count == 1, "\(found)")
    #expect(found.first?.location.path == "$.sections[0].rows[0].kind")
  }

  @Test func everyCycleIsReportedAtOnce() {
    let json = """
      {"sections": [{"rows": [
        {"tag": "a", "kind": "text", "hidden": "b.hidden"},
        {"tag": "b", "kind": "text", "hidden": "a.hidden"},
        {"tag": "c", "kind": "text", "disabled": "d.disabled"},
        {"tag": "d", "kind": "text", "disabled": "c.disabled"},
        {"tag": "e", "kind": "text"}
      ]}]}
      """
    let cycles = problems(json).filter { $0.code == .dependencyCycle }
    #expect(cycles.count == 2, "\(cycles)")
    #expect(Set(paths(cycles)).count == 2)
  }

  @Test func theFormBuiltFromASchemaPlacesItsProblemsToo() {
    let json = #"{"sections": [{"rows": [{"tag": "a", "kind": "text", "hidden": "zz > 1"}]}]}"#
    #expect(throws: FormDefinitionError.self) { try Form(schemaJSON: json) }
    do {
      _ = try Form(schemaJSON: json)
    } catch let error as FormDefinitionError {
      #expect(error.errors.first?.location.path == "$.sections[0].rows[0].hidden")
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  // MARK: Refusals (each written before the check existed)

  @Test func aSliderValueOutsideItsBoundsIsRefused() {
    let found = problems(
      #"{"sections": [{"rows": [{"tag": "s", "kind": "slider", "minimum": 0, "maximum": 10, "value": 12}]}]}"#)
    #expect(paths(found) == ["$.sections[0].rows[0].value"], "\(found)")
  }

  @Test func optionsOfMixedTypesAreRefused() {
    let found = problems(
      #"{"sections": [{"rows": [{"tag": "s", "kind": "selector", "options": [{"value": 1}, {"value": "two"}]}]}]}"#)
    #expect(paths(found) == ["$.sections[0].rows[0].options[1].value"], "\(found)")
    #expect(found.first?.message.contains("one type") == true)
    // Ints and decimals are numbers alike.
    #expect(
      problems(
        #"{"sections": [{"rows": [{"tag": "s", "kind": "selector", "options": [{"value": 1}, {"value": 2.5}]}]}]}"#
      ).isEmpty)
  }

  @Test func eachLaterRowOfATagIsReportedWithTheFirstAndItsOwnProblemsAtItsPath() {
    let found = problems(
      #"""
      {"sections": [
        {"rows": [{"tag": "a", "kind": "text"}, {"tag": "a", "kind": "text"}, {"tag": "b", "kind": "text"}]},
        {"rows": [{"tag": "a", "kind": "text", "hidden": "nosuch > 1"}]}]}
      """#)
    #expect(
      found.filter { $0.code == .duplicateTag }.map { "\($0.location.path ?? "") \($0.message)" } == [
        "$.sections[0].rows[1] row tag 'a' is declared twice: first at $.sections[0].rows[0]",
        "$.sections[1].rows[0] row tag 'a' is declared twice: first at $.sections[0].rows[0]",
      ])
    #expect(found.filter { $0.code == .invalidExpression }.map(\.location.path) == ["$.sections[1].rows[0].hidden"])
  }

  @Test func eachOptionsProblemIsReportedInOrderAtItsPath() {
    // Plain options (a value, a title, a group) and the others are read alike.
    let found = problems(
      #"""
      {"sections": [{"rows": [{"tag": "s", "kind": "selector", "options": [
        {"value": "a", "title": "A"}, {"value": "a", "title": "Again", "group": "G"}, {"value": 2},
        {"value": "b", "title": "{s}"}, {"value": "c", "titel": "C"}, {"title": "D"}, {"value": "e", "group": 3},
        {"value": null}, {"value": [1]}, {"value": "f", "title": 7}, {"value": 2.5, "title": "x"}
      ]}]}]}
      """#)
    let at = "$.sections[0].rows[0].options"
    #expect(
      found.map { "\($0.location.path ?? "") \($0.message)" } == [
        #"\#(at)[1].value two options have the value "a""#,
        "\(at)[2].value options of one selector hold one type: option 1 is a string, this one a number",
        "\(at)[3].title this text is picked once when the schema is read: it cannot insert rows ({tag})",
        "\(at)[4].titel unknown key 'titel' (did you mean 'title'?)",
        "\(at)[5] an option needs a 'value'",
        "\(at)[6].group expected a string, found int",
        "\(at)[7] an option needs a 'value'",
        "\(at)[8].value an option's value is a number, a string, true or false, found list<int>",
        "\(at)[9].title expected a string or an object of language tags to strings, found int",
        "\(at)[10].value options of one selector hold one type: option 1 is a string, this one a number",
      ])
  }

  @Test func aSelectorWithoutOptionsOrLoaderIsRefused() {
    for kind in ["selector", "multipleSelectorAlert", "segmented"] {
      let found = problems(#"{"sections": [{"rows": [{"tag": "s", "kind": "\#(kind)"}]}]}"#)
      #expect(paths(found) == ["$.sections[0].rows[0]"], "\(kind): \(found)")
    }
    let empty = problems(#"{"sections": [{"rows": [{"tag": "s", "kind": "selector", "options": []}]}]}"#)
    #expect(paths(empty) == ["$.sections[0].rows[0].options"])
  }

  @Test func anEditableRowWithoutATagIsRefused() {
    let found = problems(#"{"sections": [{"rows": [{"kind": "text", "title": "Name"}]}]}"#)
    #expect(paths(found) == ["$.sections[0].rows[0]"])
    #expect(found.first?.message.contains("needs a 'tag'") == true)
    // Rows without input need none; nor do a multivalued section's template rows.
    let fine = """
      {"sections": [
        {"rows": [{"kind": "label", "title": "Note"}, {"kind": "info", "title": "Version", "value": "1"}]},
        {"tag": "phones", "multivalued": {"template": {"kind": "phone"}}}
      ]}
      """
    #expect(problems(fine).isEmpty)
  }

  @Test func editPolicyTagsNameRows() {
    let found = problems(
      #"{"readOnly": true, "editable": ["nmae"], "sections": [{"rows": [{"tag": "name", "kind": "text"}]}]}"#)
    #expect(paths(found) == ["$.editable[0]"])
    #expect(found.first?.message.contains("did you mean 'name'") == true)
  }

  // MARK: Version

  @Test func theVersionKeyIsOptionalAndOne() throws {
    _ = try FormSchema(json: #"{"formwork": 1, "sections": []}"#)
    _ = try FormSchema(json: #"{"$schema": "https://example.com/formwork-1.schema.json", "sections": []}"#)
  }

  @Test func aNewerVersionNamesItselfAndTheSupportedOne() {
    let found = problems(#"{"formwork": 2, "sections": []}"#)
    #expect(paths(found) == ["$.formwork"])
    #expect(found.first?.message.contains("version 2") == true)
    #expect(found.first?.message.contains("reads version 1") == true)
    #expect(paths(problems(#"{"formwork": "1", "sections": []}"#)) == ["$.formwork"])
  }
}

extension SchemaCheckTests {
  @Test func sectionPageAndRuleProblemsArePlacedToo() {
    let json = """
      {"pages": [
        {"title": "One", "tag": "one", "sections": [
          {"tag": "s", "hidden": "nope == 1", "rows": [
            {"tag": "a", "kind": "password", "rules": [{"rule": "equalTo", "value": "b"}]}
          ]},
          {"tag": "s", "rows": []}
        ]},
        {"title": "Two", "hidden": "zz == 1", "sections": [{"rows": []}]}
      ]}
      """
    let found = problems(json)
    let placed = Set(paths(found))
    #expect(placed.contains("$.pages[0].sections[0].hidden"), "\(found)")
    #expect(placed.contains("$.pages[0].sections[0].rows[0].rules"), "\(found)")
    #expect(placed.contains("$.pages[0].sections[1]"), "\(found)")
    #expect(placed.contains("$.pages[1].hidden"), "\(found)")
    #expect(found.allSatisfy { $0.location.path != nil }, "\(found)")
  }
}

extension SchemaCheckTests {
  /// The check builds forms from schemas the reader refused (placeholders, duplicate tags,
  /// broken expressions): any of them gives problems, never a crash, and every problem has a path.
  @Test func randomBrokenSchemasAreCheckedWithoutCrashing() async {
    let tags: [FormValue] = ["a", "b", "c"]
    let expressions: [FormValue] = ["a == 1", "b.hidden", "a.hidden || c.disabled", "c ==", "zz > 1", true, 3]
    let kinds: [FormValue] = ["text", "integer", "selector", "slider", "button", "txt", "custom:x", "subform"]
    let row = zip(
      Gen.element(of: tags), Gen.element(of: kinds), Gen.element(of: expressions), Gen.element(of: expressions)
    ).map { tag, kind, hidden, disabled -> FormValue in
      ["tag": tag ?? .null, "kind": kind ?? .null, "hidden": hidden ?? .null, "disabled": disabled ?? .null]
    }
    await checkProperty(count: 200, input: row.array(of: 0...6)) { rows in
      let found = FormSchema.check(["sections": [["rows": .list(rows)]]])
      #expect(found.allSatisfy { $0.location.path != nil }, "\(found)")
    }
  }
}

extension SchemaCheckTests {
  @Test func anInitialChoiceIsOneOfTheOptions() {
    let single = problems(
      #"{"sections": [{"rows": [{"tag": "s", "kind": "segmented", "options": [{"value": "a"}, {"value": "b"}], "value": "c"}]}]}"#
    )
    #expect(paths(single) == ["$.sections[0].rows[0].value"], "\(single)")
    let several = problems(
      #"{"sections": [{"rows": [{"tag": "s", "kind": "multipleSelector", "options": [{"value": 1}, {"value": 2.5}], "value": [1, 3]}]}]}"#
    )
    #expect(paths(several) == ["$.sections[0].rows[0].value[1]"], "\(several)")
  }
}
