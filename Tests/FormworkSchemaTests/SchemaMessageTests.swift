import Formwork
import Foundation
import Testing

/// A schema's messages name what they found without walking or printing it whole: a server can
/// send values megabytes long or hundreds of levels deep.
@MainActor
@Suite struct SchemaMessageTests {
  @Test func aDeepListIsNamedByItsFirstLevels() {
    let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
    let problems = FormSchema.check(
      json: #"{"sections": [{"rows": [{"tag": "a", "kind": "text", "title": \#(deep)}]}]}"#)
    let message = problems.first { $0.location.path == "$.sections[0].rows[0].title" }?.message
    #expect(message?.hasSuffix("found list<list<list<any>>>") == true, "\(problems)")
  }

  @Test func aHugeValueIsQuotedByAnExcerpt() throws {
    let long = String(repeating: "x", count: 100_000)
    let problems = FormSchema.check(
      json: #"{"sections": [{"rows": [{"tag": "a", "kind": "integer", "title": "A", "maxCharacters": "\#(long)"}]}]}"#)
    let message = try #require(problems.first?.message)
    #expect(message.count < 200, "\(message.prefix(300))")
    #expect(message.contains("xxxx…"))
    let list = FormSchema.check(
      json: #"{"sections": [{"rows": [{"tag": "a", "kind": "integer", "title": "A", "maxCharacters": [[1, 2]]}]}]}"#)
    #expect(list.first?.message.hasSuffix("found list<list<int>> […]") == true, "\(list)")
  }
}

extension SchemaMessageTests {
  /// Found by the schema fuzz: a 30 KB header repeating `{1000}` made a thousand problems, each
  /// quoting the whole header (0.4 s to check).
  @Test func aTextNamingAnUnknownRowManyTimesIsOneShortProblem() {
    let header = String(repeating: "(a{1000})", count: 1_000)
    let problems = FormSchema.check(
      json: #"{"sections": [{"header": "\#(header)", "rows": [{"tag": "a", "kind": "text", "title": "A"}]}]}"#)
    #expect(problems.count == 1, "\(problems.count) problems")
    #expect(problems.first.map { $0.message.count < 200 } == true)
    #expect(problems.first?.message.contains("reads row '1000'") == true, "\(problems)")
  }
}
