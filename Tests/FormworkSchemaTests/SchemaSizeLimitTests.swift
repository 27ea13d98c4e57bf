import Formwork
import Foundation
import Testing

/// A schema over ``FormSchema/defaultMaximumBytes`` (or the `maximumBytes:` a read passes) is
/// refused before it is parsed, with its size, the limit and how to raise it.
@MainActor
@Suite struct SchemaSizeLimitTests {
  /// A schema that builds, padded with spaces to exactly `bytes` bytes.
  static func schema(bytes: Int) -> String {
    let core = #"{"sections": [{"rows": [{"tag": "name", "kind": "text"}]}]}"#
    precondition(bytes >= core.utf8.count, "the padded schema is at least its core")
    return core + String(repeating: " ", count: bytes - core.utf8.count)
  }

  func expectRefusal(_ error: FormError, size: Int, limit: Int) {
    #expect(error.code == .invalidSchema)
    #expect(error.message.contains("\(size) bytes"), "the message names the size: \(error.message)")
    #expect(error.message.contains("limit of \(limit) bytes"), "the message names the limit: \(error.message)")
    #expect(error.message.contains("maximumBytes"), "the message says how to raise it: \(error.message)")
  }

  @Test func textOverTheLimitIsRefusedWithItsSizeAndTheLimit() {
    let text = Self.schema(bytes: 101)
    #expect {
      try FormSchema(json: text, maximumBytes: 100)
    } throws: { error in
      guard let error = error as? FormError else { return false }
      expectRefusal(error, size: 101, limit: 100)
      return true
    }
  }

  @Test func dataOverTheLimitIsRefusedWithItsSizeAndTheLimit() {
    let data = Data(Self.schema(bytes: 101).utf8)
    #expect {
      try FormSchema(jsonData: data, maximumBytes: 100)
    } throws: { error in
      guard let error = error as? FormError else { return false }
      expectRefusal(error, size: 101, limit: 100)
      return true
    }
  }

  @Test func theLimitIsCheckedBeforeParsing() {
    // Malformed JSON over the limit is refused for its size, not for its syntax.
    let text = "{" + String(repeating: "[", count: 200)
    #expect {
      try FormSchema(json: text, maximumBytes: 100)
    } throws: { error in
      guard let error = error as? FormError else { return false }
      expectRefusal(error, size: 201, limit: 100)
      return true
    }
  }

  @Test func aSchemaAtTheLimitIsRead() throws {
    let text = Self.schema(bytes: 100)
    let schema = try FormSchema(json: text, maximumBytes: 100)
    #expect(schema.sections.count == 1)
    _ = try FormSchema(jsonData: Data(text.utf8), maximumBytes: 100)
  }

  @Test func theDefaultLimitAcceptsASchemaOfExactlyItsSize() throws {
    let text = Self.schema(bytes: FormSchema.defaultMaximumBytes)
    let form = try Form(schema: FormSchema(json: text))
    #expect(form.tags == ["name"])
    #expect(throws: FormError.self) { try FormSchema(json: text + " ") }
    #expect(throws: FormError.self) { try FormSchema(jsonData: Data((text + " ").utf8)) }
  }

  @Test func theLargestRealisticSchemaFitsUnderTheDefaultLimit() throws {
    // The benchmarks' 10,000-row schema (`LargeSchema`, about 630 KB) has this shape.
    var rows: [String] = []
    for index in 0..<10_000 {
      switch index % 5 {
      case 0: rows.append(#"{"tag": "r\#(index)", "kind": "text", "title": "Name \#(index)", "required": true}"#)
      case 1: rows.append(#"{"tag": "r\#(index)", "kind": "integer", "title": "Count", "value": \#(index)}"#)
      case 2:
        rows.append(#"{"tag": "r\#(index)", "kind": "text", "rules": [{"rule": "pattern", "value": "[a-z]+"}]}"#)
      case 3:
        rows.append(#"{"tag": "r\#(index)", "kind": "switch", "title": "On", "hidden": "r\#(index - 2) == 0"}"#)
      default:
        rows.append(#"{"tag": "r\#(index)", "kind": "decimal", "title": "Amount", "placeholder": "0.00"}"#)
      }
    }
    let text = #"{"title": "Large", "sections": [{"tag": "s", "rows": ["# + rows.joined(separator: ",") + "]}]}"
    #expect(text.utf8.count * 5 / 4 < FormSchema.defaultMaximumBytes, "a 10,000-row schema has room to grow")
    let schema = try FormSchema(json: text)
    #expect(try Form(schema: schema).rowIDs.count == 10_000)
  }

  @Test func buildingAndCheckingFromTextHonourTheLimit() {
    let text = Self.schema(bytes: 101)
    #expect(throws: FormError.self) { try Form(schemaJSON: text, maximumBytes: 100) }
    #expect(throws: Never.self) { try Form(schemaJSON: text, maximumBytes: 101) }
    let problems = FormSchema.check(json: text, maximumBytes: 100)
    #expect(problems.count == 1)
    if let problem = problems.first { expectRefusal(problem, size: 101, limit: 100) }
    #expect(FormSchema.check(json: text, maximumBytes: 101).isEmpty)
    #expect(FormSchema.check(jsonData: Data(text.utf8), maximumBytes: 100).count == 1)
  }
}
