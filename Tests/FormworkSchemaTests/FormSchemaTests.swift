import Formwork
import Foundation
import PropertyBased
import PropertyTestSupport
import Testing

@testable import FormworkSchema

@MainActor
@Suite struct FormSchemaTests {
  static let loan = """
    {
      "title": "Loan application",
      "context": { "role": "agent" },
      "sections": [
        { "tag": "applicant", "header": "Applicant", "rows": [
          { "tag": "name", "kind": "name", "title": "Name", "required": true,
            "rules": [{ "rule": "maxLength", "value": 20 }], "parameter": { "key": "applicant.name", "transforms": ["trim"] } },
          { "tag": "phone", "kind": "phone", "title": "Phone", "parameter": { "key": "applicant.phone", "transforms": ["digits"] } },
          { "tag": "income", "kind": "decimal", "title": "Monthly income", "rules": [{ "rule": "atLeast", "value": 0 }] },
          { "tag": "employer", "kind": "text", "title": "Employer", "hidden": "income == null || income == 0" },
          { "tag": "category", "kind": "selectorPush", "title": "Category",
            "options": [{ "value": 1, "title": "Borrower" }, { "value": 2, "title": "Spouse" }, { "value": 3, "title": "Guarantor" }] },
          { "tag": "banks", "kind": "multipleSelector", "title": "Banks",
            "options": [{ "value": "icbc", "title": "ICBC" }, { "value": "abc", "title": "ABC" }],
            "rules": [{ "rule": "required", "message": "Pick a bank" }, { "rule": "maxCount", "value": 1 }] },
          { "tag": "children", "kind": "stepper", "title": "Children", "minimum": 0, "maximum": 9, "value": 1 },
          { "tag": "agree", "kind": "check", "title": "I agree", "rules": [{ "rule": "oneOf", "value": [true], "message": "Please agree" }] },
          { "tag": "business", "kind": "info", "title": "Business number", "value": "1123131", "parameter": false },
          { "tag": "notes", "kind": "textArea", "title": "Notes", "disabled": "$ctx.role != 'agent'" }
        ]},
        { "tag": "phones", "header": "Other phones", "multivalued": {
            "template": { "kind": "phone", "title": "Phone" }, "values": ["123", "456"], "options": ["insert", "delete"] } }
      ]
    }
    """

  @Test func aSchemaBuildsALiveForm() throws {
    let form = try Form(schemaJSON: Self.loan)
    #expect(
      form.tags == [
        "name", "phone", "income", "employer", "category", "banks", "children", "agree", "business", "notes",
      ])
    #expect(form.state(forTag: "category")?.kind == .selector(.push))
    #expect(form[RowKey<Int>("children")] == 1)
    #expect(try form.value(forTag: "business") == "1123131")
    #expect(form[SectionKey<String>("phones")] == ["123", "456"])
    // Expression conditions work.
    let employer = try #require(form.rowID(forTag: "employer"))
    #expect(form.isHidden(employer))
    try form.setValue(.decimal(3000), forTag: "income")
    #expect(!form.isHidden(employer))
    #expect(!form.isDisabled(try #require(form.rowID(forTag: "notes"))))
    form.setContext("role", "viewer")
    #expect(form.isDisabled(try #require(form.rowID(forTag: "notes"))))
    // Values are typed by kind: ints for integer options, a list of strings for the banks.
    #expect(throws: FormError.self) { try form.setValue(.string("one"), forTag: "category") }
    try form.setValue(.list(["icbc"]), forTag: "banks")
    #expect(form[RowKey<[String]>("banks")] == ["icbc"])
  }

  @Test func rulesAndParametersComeFromTheSchema() throws {
    let form = try Form(schemaJSON: Self.loan)
    let report = form.validate()
    #expect(Set(report.errors.compactMap(\.tag)) == ["name", "banks", "agree"])
    #expect(report.issues(for: try #require(form.rowID(forTag: "banks"))).first?.message == "Pick a bank")
    try form.setValues(["name": " Ada  ", "phone": "+86 138-0013", "banks": ["abc"], "agree": true, "income": 0])
    #expect(form.validate().isValid)
    let parameters = try form.parameters()
    #expect(parameters["applicant"]?["name"] == "Ada")
    #expect(parameters["applicant"]?["phone"] == "861380013")
    #expect(parameters["business"] == nil)
    #expect(parameters["category"] == nil || parameters["category"] == .null)
  }

  @Test(arguments: [
    (#"{"sections": [{"rows": [{"kind": "emial"}]}]}"#, "$.sections[0].rows[0].kind", "did you mean 'email'"),
    (
      #"{"sections": [{"rows": [{"kind": "text", "placeholdr": "x"}]}]}"#, "$.sections[0].rows[0].placeholdr",
      "did you mean 'placeholder'"
    ),
    (
      #"{"sections": [{"rows": [{"kind": "integer", "value": "twelve"}]}]}"#, "$.sections[0].rows[0].value",
      "expected int"
    ),
    (
      #"{"sections": [{"rows": [{"kind": "text", "rules": ["emali"]}]}]}"#, "$.sections[0].rows[0].rules[0].rule",
      "did you mean 'email'"
    ),
    (
      #"{"sections": [{"rows": [{"kind": "text", "rules": [{"rule": "pattern", "value": "(a+)+"}]}]}]}"#,
      "$.sections[0].rows[0].rules[0].value", ""
    ),
    (
      #"{"sections": [{"rows": [{"kind": "integer", "rules": [{"rule": "minLength", "value": 2}]}]}]}"#,
      "$.sections[0].rows[0].rules[0].rule", "text rows"
    ),
    (
      #"{"sections": [{"rows": [{"kind": "text", "options": [{"value": 1}]}]}]}"#, "$.sections[0].rows[0].options",
      "only selector"
    ),
    (#"{"sections": [{"rows": [{"title": "no kind"}]}]}"#, "$.sections[0].rows[0]", "needs a 'kind'"),
    (
      #"{"sections": [{"rows": [{"kind": "date", "minuteInterval": 7}]}]}"#, "$.sections[0].rows[0].minuteInterval",
      "divides 60"
    ),
    (#"{"sections": [{"rows": [{"kind": "text", "hidden": 3}]}]}"#, "$.sections[0].rows[0].hidden", "expression"),
    (#"{"section": []}"#, "$.section", "did you mean 'sections'"),
    (#"{"sections": [{"multivalued": {"template": {"kind": "phone"}}}]}"#, "$.sections[0]", "needs a 'tag'"),
  ])
  func schemaErrorsNameTheirJSONPath(json: String, path: String, fragment: String) {
    do {
      _ = try FormSchema(json: json)
      Issue.record("\(json) must be rejected")
    } catch let error as FormDefinitionError {
      let problem = error.errors.first { $0.location.path == path }
      #expect(problem != nil, "no problem at \(path): \(error)")
      #expect(problem?.code == .invalidSchema)
      if !fragment.isEmpty { #expect(problem?.message.contains(fragment) == true, "\(String(describing: problem))") }
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func everyProblemIsReportedAtOnce() {
    let json =
      #"{"sections": [{"rows": [{"kind": "nope"}, {"tag": "a", "kind": "text", "maxCharacters": -1}, {"tag": "b", "kind": "slider", "minimum": 2, "maximum": 1}]}]}"#
    do {
      _ = try FormSchema(json: json)
      Issue.record("must be rejected")
    } catch let error as FormDefinitionError {
      #expect(error.errors.count == 3)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func malformedJSONGivesLineAndColumn() {
    do {
      _ = try FormSchema(json: "{\n  \"sections\": [,]\n}")
      Issue.record("must be rejected")
    } catch let error as FormError {
      #expect(error.code == .invalidJSON)
      #expect(error.location.line == 2)
      #expect(error.location.column == 16)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func formLevelProblemsAreReportedByTheForm() {
    // The schema is well formed; the form finds the bad expression and the duplicate tag.
    let json =
      #"{"sections": [{"rows": [{"tag": "a", "kind": "text", "hidden": "b == "}, {"tag": "a", "kind": "text"}]}]}"#
    do {
      _ = try Form(schemaJSON: json)
      Issue.record("must be rejected")
    } catch let error as FormDefinitionError {
      #expect(Set(error.errors.map(\.code)) == [.invalidExpression, .duplicateTag])
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func readOnlyPolicyFromTheSchema() throws {
    let json =
      #"{"readOnly": true, "editable": ["remarks"], "sections": [{"rows": [{"tag": "name", "kind": "text"}, {"tag": "remarks", "kind": "textArea"}]}]}"#
    let form = try Form(schemaJSON: json)
    guard case .denied = form.tap(try #require(form.rowID(forTag: "name"))) else {
      Issue.record("a read-only row must deny a tap")
      return
    }
    #expect(form.tap(try #require(form.rowID(forTag: "remarks"))) == .focus)
  }

  /// Any JSON value — random shapes, random kinds and keys — is either a schema or a reported
  /// problem: reading never crashes.
  @Test func randomSchemasNeverCrash() async {
    let keys = Array(SchemaRows.keys) + ["kind", "rows", "sections", "rule", "value", "junk"]
    let kinds = SchemaKinds.names + ["", "zz"]
    let leaf = Gen.oneOf(
      Gen.int(in: -3...3).map { FormValue.int($0) },
      Gen.element(of: kinds).map { FormValue.string($0 ?? "") },
      Gen.bool.map { FormValue.bool($0) },
      Gen.always(FormValue.null))
    let pair = zip(Gen.element(of: keys), leaf)
    let row = pair.array(of: 0...6).map { pairs in
      FormValue.object(Dictionary(pairs.map { ($0.0 ?? "junk", $0.1) }, uniquingKeysWith: { first, _ in first }))
    }
    await checkProperty(count: 300, input: row.array(of: 0...5)) { rows in
      let schema: FormValue = ["sections": [["rows": .list(rows)]]]
      if let parsed = try? FormSchema(schema) {
        _ = try? Form(schema: parsed)
      }
    }
  }
}
