import Foundation
import Testing

@testable import Formwork

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
