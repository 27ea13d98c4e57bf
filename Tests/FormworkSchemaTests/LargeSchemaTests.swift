import Formwork
import Foundation
import Testing

/// Large schemas: every problem is reported, and the work stays bounded (suggestions spend one
/// budget per read or build, duplicate options are found through a set). `SchemaFuzzTests` times
/// the same cases.
@MainActor
@Suite struct LargeSchemaTests {
  /// `count` text rows tagged `r0`, `r1`…, the first `unknown` of them hidden by a condition naming
  /// a row that does not exist but is one edit from a tag (`s0` for `r0`).
  static func schema(rows count: Int, unknown: Int) -> String {
    let rows = (0..<count).map { index in
      index < unknown
        ? #"{"tag":"r\#(index)","kind":"text","hidden":"s\#(index) == 'x'"}"#
        : #"{"tag":"r\#(index)","kind":"text"}"#
    }
    return #"{"sections":[{"rows":["# + rows.joined(separator: ",") + "]}]}"
  }

  /// Expects `make` to throw 300 problems, each matching `isExpected`, the first with a suggestion
  /// and the last without: every name is reported, the suggestions stop when the budget is spent.
  func expectBoundedSuggestions(_ make: () throws -> Void, _ isExpected: @escaping (String) -> Bool) {
    #expect {
      try make()
    } throws: { error in
      guard let error = error as? FormDefinitionError else { return false }
      let messages = error.errors.map(\.message)
      #expect(messages.count == 300)
      #expect(messages.allSatisfy(isExpected))
      #expect(messages.first?.contains("did you mean 'r0'") == true, "\(messages.first ?? "")")
      #expect(messages.last?.contains("did you mean") == false, "\(messages.last ?? "")")
      return true
    }
  }

  @Test func everyUnknownRowInAnExpressionIsReportedButSuggestionsAreBoundedPerBuild() throws {
    // 300 unknown names against 2,000 rows: 600,000 comparisons if each were searched, more than a
    // build spends on suggestions (the fuzz found 166 × 1,660 taking 0.13 s; 20,000 × 20,000 would
    // take minutes).
    let schema = try FormSchema(json: Self.schema(rows: 2_000, unknown: 300))
    expectBoundedSuggestions({ _ = try Form(schema: schema) }) { $0.hasPrefix("unknown row 's") }
  }

  @Test func everyUnknownRowInATextIsReportedButSuggestionsAreBoundedPerBuild() throws {
    // The fuzz found 144 texts naming missing rows in a 1,700-row form taking 0.11 s.
    let rows = (0..<2_000).map { index in
      index < 300
        ? #"{"tag":"r\#(index)","kind":"text","title":"Hello {s\#(index)}"}"#
        : #"{"tag":"r\#(index)","kind":"text"}"#
    }
    let schema = try FormSchema(json: #"{"sections":[{"rows":["# + rows.joined(separator: ",") + "]}]}")
    expectBoundedSuggestions({ _ = try Form(schema: schema) }) { $0.contains("reads row 's") }
  }

  @Test func unknownTagsInAnEditPolicyAreReportedButSuggestionsAreBoundedPerRead() throws {
    let rows = (0..<2_000).map { #"{"tag":"r\#($0)","kind":"text"}"# }
    let editable = (0..<300).map { #""s\#($0)""# }
    let text =
      #"{"readOnly":true,"editable":["# + editable.joined(separator: ",") + #"],"sections":[{"rows":["#
      + rows.joined(separator: ",") + "]}]}"
    expectBoundedSuggestions({ _ = try FormSchema(json: text) }) { _ in true }
  }

  @Test func aDuplicateOptionValueIsReportedAmongManyOptions() throws {
    // The reader looked for duplicates by searching the options read so far: 40,000 options took 1.2 s.
    var options = (0..<5_000).map { #"{"value":\#($0),"title":"\#($0)"}"# }
    options.append(#"{"value":4321,"title":"again"}"#)
    let text =
      #"{"sections":[{"rows":[{"tag":"pick","kind":"selector","options":["# + options.joined(separator: ",")
      + "]}]}]}"
    #expect {
      try FormSchema(json: text)
    } throws: { error in
      guard let error = error as? FormDefinitionError else { return false }
      #expect(error.errors.map(\.message) == ["two options have the value 4321"])
      #expect(error.errors.first?.location.path == "$.sections[0].rows[0].options[5000].value")
      return true
    }
  }
}
