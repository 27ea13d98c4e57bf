import Foundation
import Testing

@testable import FormworkValues

/// Deeply nested values: linear types, and a depth limit with its path instead of a stack overflow.
@Suite struct DeepValueTests {
  static func nestedLists(_ depth: Int) -> String {
    String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
  }

  @Test func theTypeOfNestedListsIsComputedOncePerLevel() throws {
    // 24 levels took 1.4 s when each level computed its element's type twice; 400 would never end.
    let value = try FormValue(json: Self.nestedLists(400))
    var expected = FormValueType.any
    for _ in 0..<400 { expected = .list(expected) }
    #expect(value.type == expected)
    let mixed = try FormValue(json: "[[1], [\"a\"], [[[]]]]")
    #expect(mixed.type == .list(.any))
    #expect(try FormValue(json: "[[1], [2, 3]]").type == .list(.list(.int)))
  }

  @Test(arguments: [JSONParser.maximumDepth + 1, 10_000, 100_000])
  func nestingBeyondTheLimitIsAnErrorWithItsPath(depth: Int) throws {
    let error = try #require(throws: FormError.self) { try FormValue(json: Self.nestedLists(depth)) }
    #expect(error.code == .invalidJSON)
    #expect(error.message == "nesting deeper than \(JSONParser.maximumDepth) levels")
    let path = try #require(error.location.path)
    #expect(path == "$" + String(repeating: "[0]", count: JSONParser.maximumDepth))
    #expect(error.location.column == JSONParser.maximumDepth + 1)
  }

  @Test func nestingAtTheLimitIsRead() throws {
    let value = try FormValue(json: Self.nestedLists(JSONParser.maximumDepth))
    #expect(value.jsonString() == Self.nestedLists(JSONParser.maximumDepth))
  }

  @Test func objectMembersNameThePath() throws {
    let error = try #require(throws: FormError.self) {
      try FormValue(json: #"{"sections": [{"rows": [1, {"my key": tru}]}]}"#)
    }
    #expect(error.location.path == #"$.sections[0].rows[1]["my key"]"#)
    #expect(error.code == .invalidJSON)
  }

  /// A long string mixing escapes, multibyte characters and plain runs reads back whole (it is
  /// gathered as bytes once: the run-by-run appends it replaced were quadratic, found by the
  /// schema fuzz on a 2 MB string).
  @Test func aLongStringWithManyEscapesReadsWhole() throws {
    var expected = ""
    var json = "\""
    for index in 0..<20_000 {
      expected += "ab\"é\n中\u{1F600}"
      json += "ab\\\"é\\n中\\ud83d\\ude00"
      if index % 1_000 == 0 {
        expected += "/"
        json += "\\/"
      }
    }
    json += "\""
    #expect(try FormValue(json: json) == .string(expected))
  }

  @Test func invalidUTF8AroundAnEscapeIsRefused() throws {
    let bytes: [UInt8] = [0x22, 0x61, 0xC3, 0x5C, 0x6E, 0x22]  // "a<lead byte>\n"
    #expect(throws: FormError.self) { try FormValue(jsonData: Data(bytes)) }
  }
}
