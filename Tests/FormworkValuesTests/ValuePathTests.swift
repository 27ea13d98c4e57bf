import FormworkValues
import Testing

@Suite struct ValuePathTests {
  @Test(arguments: [
    ("data.order.number", [ValuePath.Component.member("data"), .member("order"), .member("number")]),
    ("items[0].name", [.member("items"), .index(0), .member("name")]),
    ("$.items[12]", [.member("items"), .index(12)]),
    ("$", []),
    ("[1][2]", [.index(1), .index(2)]),
    (#"meta["x.y"].z"#, [.member("meta"), .member("x.y"), .member("z")]),
    (#"$["say \"hi\""]"#, [.member(#"say "hi""#)]),
    ("$money", [.member("$money")]),
    ("订单.编号", [.member("订单"), .member("编号")]),
  ])
  func parses(_ text: String, _ expected: [ValuePath.Component]) throws {
    let path = try ValuePath(parsing: text)
    #expect(path.components == expected)
    // Its description parses back to the same path.
    #expect(try ValuePath(parsing: path.description) == path)
  }

  @Test(arguments: [
    ("", 1), ("a..b", 3), ("a.", 3), ("items[", 7), ("items[x]", 7), ("items[-1]", 7), ("a]b", 2), ("a[0]b", 5),
    (#"a["open"#, 2),
  ])
  func rejectsMalformedPathsWithTheColumn(_ text: String, _ column: Int) throws {
    let error = try #require(throws: FormError.self) { try ValuePath(parsing: text) }
    #expect(error.code == .invalidPath)
    #expect(error.location.column == column)
  }

  @Test func rendersOddMembersQuoted() {
    let path = ValuePath([.member("data"), .member("a b"), .index(3), .member(#"q"\"#)])
    #expect(path.description == #"$.data["a b"][3]["q\"\\"]"#)
  }

  @Test func looksValuesUp() throws {
    let response: FormValue = ["data": ["items": [["name": "Tea"], ["name": "Cake"]], "none": nil]]
    #expect(response.value(at: try ValuePath(parsing: "data.items[1].name")) == "Cake")
    #expect(response.value(at: try ValuePath(parsing: "data.items[2].name")) == nil)
    #expect(response.value(at: try ValuePath(parsing: "data.none")) == .null)
    #expect(response.value(at: try ValuePath(parsing: "data.items.name")) == nil)
    #expect(response.value(at: ValuePath()) == response)
  }
}
