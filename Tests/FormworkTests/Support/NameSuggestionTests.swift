import Formwork
import Testing

/// "Did you mean" where untrusted names reach a form: schema keys and kinds, tags, rows named in
/// expressions (the suggestion function itself is tested with the values, in FormworkValuesTests).
@MainActor
@Suite struct FormNameSuggestionTests {
  @Test func hugeUntrustedNamesAreReportedWithoutASuggestion() throws {
    let kind = String(repeating: "x", count: 20_000)
    let key = String(repeating: "k", count: 50_000)
    let json = #"{"sections": [{"rows": [{"kind": "\#(kind)", "\#(key)": 1}]}]}"#
    let error = try #require(throws: FormDefinitionError.self) { try FormSchema(json: json) }
    #expect(error.errors.count == 2)
    #expect(error.errors.allSatisfy { !$0.message.contains("did you mean") })
  }

  @Test func aLongTagOnALargeFormGetsNoSuggestion() throws {
    let rows = (0..<500).map { #"{"tag": "row\#($0)", "kind": "text"}"# }.joined(separator: ",")
    let form = try Form(schemaJSON: #"{"sections": [{"rows": [\#(rows)]}]}"#)
    let tag = String(repeating: "r", count: 10_000)
    let error = try #require(throws: FormError.self) { try form.setValue(.string("x"), forTag: tag) }
    #expect(error.code == .unknownTag)
    #expect(!error.message.contains("did you mean"))
    let near = try #require(throws: FormError.self) { try form.setValue(.string("x"), forTag: "rwo10") }
    #expect(near.message.contains("did you mean 'row10'?"))
  }

  @Test func anUnknownRowInAnExpressionGetsASuggestion() throws {
    let json = """
      {"sections": [{"rows": [
        {"tag": "income", "kind": "decimal"},
        {"tag": "employer", "kind": "text", "hidden": "incme == 0"}
      ]}]}
      """
    let error = try #require(throws: FormDefinitionError.self) { try Form(schemaJSON: json) }
    #expect(error.errors.map(\.message) == ["unknown row 'incme'; did you mean 'income'?"])
    let far = try #require(throws: FormDefinitionError.self) {
      try Form(schemaJSON: json.replacingOccurrences(of: "incme", with: "salary"))
    }
    #expect(far.errors.map(\.message) == ["unknown row 'salary'"])
  }
}
