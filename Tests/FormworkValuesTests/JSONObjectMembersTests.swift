import Testing

@testable import FormworkValues

/// An object's members are gathered while its values are parsed, then made into its dictionary
/// at once: each object gets its own members, whatever nests inside it.
@Suite struct JSONObjectMembersTests {
  @Test func aRepeatedMemberNameKeepsItsLastValue() throws {
    let value = try FormValue(json: #"{"a": 1, "b": 2, "a": 3}"#)
    #expect(value == ["a": 3, "b": 2])
  }

  @Test func nestedObjectsKeepTheirOwnMembers() throws {
    let value = try FormValue(
      json: #"{"outer": 1, "inner": {"x": {"y": [{"z": 1}, {}]}, "w": 2}, "after": [{"k": "v"}], "last": {}}"#)
    let expected: FormValue = [
      "outer": 1, "inner": ["x": ["y": [["z": 1], [:]]], "w": 2], "after": [["k": "v"]], "last": [:],
    ]
    #expect(value == expected)
  }

  @Test func aFailureInANestedObjectNamesItsPath() throws {
    let error = try #require(throws: FormError.self) {
      try FormValue(json: #"{"a": 1, "b": {"c": 2, "d": tru}}"#)
    }
    #expect(error.location.path == "$.b.d")
  }

  @Test(arguments: 0..<40)
  func objectsOfEverySizeAreReadWhole(size: Int) throws {
    let members = (0..<size).map { #""key\#($0)": \#($0)"# }.joined(separator: ", ")
    let value = try FormValue(json: "{\(members)}")
    guard case .object(let read) = value else {
      Issue.record("expected an object, found \(value)")
      return
    }
    #expect(read.count == size)
    for index in 0..<size { #expect(read["key\(index)"] == .int(index)) }
  }
}
