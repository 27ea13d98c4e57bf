import Formwork
import Testing

@testable import FormworkSchema

/// The reader's lookups of an object's members by a mask of its keys' bits.
@Suite struct SchemaMembersTests {
  static let odd = ["", "a", "é", "日本語", "a key longer than a small string", "kind ", "Kind", "junk"]

  /// A string without contiguous storage (bridged) has its bytes read through its view: the
  /// same key has the same bit either way, so its lookup is never answered "absent".
  @Test func aKeysBitIsTheSameReadThroughItsView() {
    for key in Array(SchemaRows.keys) + Array(SchemaSections.keys) + Self.odd {
      #expect(SchemaKeys.bit(of: key) == SchemaKeys.bitThroughView(of: key), "\(key)")
    }
  }

  /// Objects of few members (searched) and of many (hashed) find each of their keys with its
  /// value, and none of the others.
  @Test func membersFindTheirKeysAndNoOther() {
    let names = Array(SchemaRows.keys)
    for size in [0, 1, 3, 8, 9, 20] {
      let present = Array(names.prefix(size)) + (size == 20 ? Self.odd : [])
      let members = SchemaMembers(Dictionary(uniqueKeysWithValues: present.map { ($0, FormValue.string("v" + $0)) }))
      for key in present { #expect(members[key] == .string("v" + key), "\(key) of \(size)") }
      for key in names.dropFirst(size) + (size == 20 ? [] : Self.odd) {
        #expect(members[key] == nil, "\(key) of \(size)")
      }
    }
  }

  @Test func keysContainTheirNamesAndNoOther() {
    let keys = SchemaKeys(SchemaRows.keys.names)
    for name in SchemaRows.keys.names { #expect(keys.contains(name), "\(name)") }
    for name in Self.odd + ["titles", "option", "rule"] { #expect(!keys.contains(name), "\(name)") }
    #expect(keys.names == SchemaRows.keys.names.sorted())
  }
}
