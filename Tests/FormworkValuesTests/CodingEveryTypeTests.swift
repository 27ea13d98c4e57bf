import Foundation
import Testing

@testable import FormworkValues

/// Every primitive a hand-written `Codable` type can ask for, through every kind of container
/// (keyed, unkeyed, single value, nested, super), both ways: the values a form gives out as a
/// typed model come back unchanged, and a value that does not fit its type is refused at its path.
@Suite struct CodingEveryTypeTests {
  /// Synthesized conformance: the keyed containers' concrete overloads.
  struct Keyed: Codable, Equatable {
    var bool = true
    var string = "Ada"
    var double = 2.5
    var float: Float = -1.25
    var int = Int.min
    var int8 = Int8.min
    var int16 = Int16.max
    var int32 = Int32.min
    var int64 = Int64.max
    var uint = UInt(7)
    var uint8 = UInt8.max
    var uint16 = UInt16.max
    var uint32 = UInt32.max
    var uint64 = UInt64.max
    var url = URL(string: "https://example.com/a?b=1")
    var data = Data([0, 1, 2, 254, 255])
    var missing: Int?
  }

  /// The same values in a list, read and written one by one: the unkeyed containers' overloads,
  /// `decodeNil`, and a nested list and object.
  struct Packed: Codable, Equatable {
    var values = Keyed()
    var nestedList = [Int16(3), -4]
    var nestedName = "inner"

    init() {}

    enum InnerKey: String, CodingKey { case name }

    init(from decoder: any Decoder) throws {
      var list = try decoder.unkeyedContainer()
      values.bool = try list.decode(Bool.self)
      values.string = try list.decode(String.self)
      values.double = try list.decode(Double.self)
      values.float = try list.decode(Float.self)
      values.int = try list.decode(Int.self)
      values.int8 = try list.decode(Int8.self)
      values.int16 = try list.decode(Int16.self)
      values.int32 = try list.decode(Int32.self)
      values.int64 = try list.decode(Int64.self)
      values.uint = try list.decode(UInt.self)
      values.uint8 = try list.decode(UInt8.self)
      values.uint16 = try list.decode(UInt16.self)
      values.uint32 = try list.decode(UInt32.self)
      values.uint64 = try list.decode(UInt64.self)
      #expect(try list.decodeNil())
      values.missing = nil
      var inner = try list.nestedUnkeyedContainer()
      nestedList = [try inner.decode(Int16.self), try inner.decode(Int16.self)]
      let object = try list.nestedContainer(keyedBy: InnerKey.self)
      nestedName = try object.decode(String.self, forKey: .name)
      values.data = try Data(from: list.superDecoder())
      #expect(list.isAtEnd)
    }

    func encode(to encoder: any Encoder) throws {
      var list = encoder.unkeyedContainer()
      try list.encode(values.bool)
      try list.encode(values.string)
      try list.encode(values.double)
      try list.encode(values.float)
      try list.encode(values.int)
      try list.encode(values.int8)
      try list.encode(values.int16)
      try list.encode(values.int32)
      try list.encode(values.int64)
      try list.encode(values.uint)
      try list.encode(values.uint8)
      try list.encode(values.uint16)
      try list.encode(values.uint32)
      try list.encode(values.uint64)
      try list.encodeNil()
      var inner = list.nestedUnkeyedContainer()
      for value in nestedList { try inner.encode(value) }
      var object = list.nestedContainer(keyedBy: InnerKey.self)
      try object.encode(nestedName, forKey: .name)
      try values.data.encode(to: list.superEncoder())
    }
  }

  /// Each value through its own single-value container, reached by `superDecoder(forKey:)`.
  struct Singles: Codable, Equatable {
    var values = Keyed()

    init() {}

    enum Key: String, CodingKey { case bool, string, double, float, int, int8, int16, int32, int64 }
    enum Unsigned: String, CodingKey { case uint, uint8, uint16, uint32, uint64 }
    enum Outer: String, CodingKey { case signed, unsigned }

    init(from decoder: any Decoder) throws {
      let outer = try decoder.container(keyedBy: Outer.self)
      let signed = try outer.nestedContainer(keyedBy: Key.self, forKey: .signed)
      func single(_ key: Key) throws -> any SingleValueDecodingContainer {
        try signed.superDecoder(forKey: key).singleValueContainer()
      }
      values.bool = try single(.bool).decode(Bool.self)
      values.string = try single(.string).decode(String.self)
      values.double = try single(.double).decode(Double.self)
      values.float = try single(.float).decode(Float.self)
      values.int = try single(.int).decode(Int.self)
      values.int8 = try single(.int8).decode(Int8.self)
      values.int16 = try single(.int16).decode(Int16.self)
      values.int32 = try single(.int32).decode(Int32.self)
      values.int64 = try single(.int64).decode(Int64.self)
      var unsigned = try outer.nestedUnkeyedContainer(forKey: .unsigned)
      values.uint = try unsigned.superDecoder().singleValueContainer().decode(UInt.self)
      values.uint8 = try unsigned.superDecoder().singleValueContainer().decode(UInt8.self)
      values.uint16 = try unsigned.superDecoder().singleValueContainer().decode(UInt16.self)
      values.uint32 = try unsigned.superDecoder().singleValueContainer().decode(UInt32.self)
      values.uint64 = try unsigned.superDecoder().singleValueContainer().decode(UInt64.self)
    }

    func encode(to encoder: any Encoder) throws {
      var outer = encoder.container(keyedBy: Outer.self)
      var signed = outer.nestedContainer(keyedBy: Key.self, forKey: .signed)
      func single(_ key: Key) -> any SingleValueEncodingContainer {
        signed.superEncoder(forKey: key).singleValueContainer()
      }
      var container = single(.bool)
      try container.encode(values.bool)
      container = single(.string)
      try container.encode(values.string)
      container = single(.double)
      try container.encode(values.double)
      container = single(.float)
      try container.encode(values.float)
      container = single(.int)
      try container.encode(values.int)
      container = single(.int8)
      try container.encode(values.int8)
      container = single(.int16)
      try container.encode(values.int16)
      container = single(.int32)
      try container.encode(values.int32)
      container = single(.int64)
      try container.encode(values.int64)
      var unsigned = outer.nestedUnkeyedContainer(forKey: .unsigned)
      var next = unsigned.superEncoder().singleValueContainer()
      try next.encode(values.uint)
      next = unsigned.superEncoder().singleValueContainer()
      try next.encode(values.uint8)
      next = unsigned.superEncoder().singleValueContainer()
      try next.encode(values.uint16)
      next = unsigned.superEncoder().singleValueContainer()
      try next.encode(values.uint32)
      next = unsigned.superEncoder().singleValueContainer()
      try next.encode(values.uint64)
    }

    static func == (left: Singles, right: Singles) -> Bool {
      var comparable = right.values
      // Singles leaves these at their defaults on both sides.
      comparable.url = left.values.url
      comparable.data = left.values.data
      return left.values == comparable
    }
  }

  @Test func keyedValuesRoundTripAtTheirExtremes() throws {
    let value = Keyed()
    let encoded = try FormValueEncoder().encode(value)
    #expect(try FormValueDecoder().decode(Keyed.self, from: encoded) == value)
    // Through JSON text too: what a server receives and sends back.
    let text = encoded.jsonString()
    #expect(try FormValueDecoder().decode(Keyed.self, from: FormValue(json: text)) == value)
  }

  @Test func listValuesRoundTripThroughEveryUnkeyedOverload() throws {
    let value = Packed()
    let encoded = try FormValueEncoder().encode(value)
    guard case .list(let items) = encoded else {
      Issue.record("expected a list, found \(encoded)")
      return
    }
    #expect(items.count == 18)
    #expect(items[14] == .null && items[15] == .list([.int(3), .int(-4)]))
    #expect(try FormValueDecoder().decode(Packed.self, from: encoded) == value)
  }

  @Test func singleValuesRoundTripThroughSuperCoders() throws {
    let value = Singles()
    let encoded = try FormValueEncoder().encode(value)
    #expect(try FormValueDecoder().decode(Singles.self, from: encoded) == value)
  }

  @Test func aValueOutsideItsTypeIsRefusedAtItsPath() throws {
    func refusal<T: Decodable>(_ type: T.Type, _ value: FormValue) -> String? {
      do {
        _ = try FormValueDecoder().decode(type, from: value)
        return nil
      } catch {
        return String(describing: error)
      }
    }
    var keyed = try FormValueEncoder().encode(Keyed())
    keyed = keyed.setting(.int(300), at: "int8")
    #expect(refusal(Keyed.self, keyed)?.contains("int8") == true)
    #expect(refusal(Keyed.self, keyed)?.contains("Int8") == true)
    let negative = try FormValueEncoder().encode(Keyed()).setting(.int(-1), at: "uint8")
    #expect(refusal(Keyed.self, negative)?.contains("uint8") == true)
    let huge = try FormValueEncoder().encode(Keyed()).setting(
      .decimal(try #require(Decimal(string: "1e50"))), at: "float")
    #expect(refusal(Keyed.self, huge)?.contains("outside Float") == true)
    let url = try FormValueEncoder().encode(Keyed()).setting(.string(""), at: "url")
    #expect(refusal(Keyed.self, url)?.contains("not a URL") == true)
    let data = try FormValueEncoder().encode(Keyed()).setting(.string("%%%"), at: "data")
    #expect(refusal(Keyed.self, data)?.contains("Base64") == true)
    // A list shorter than its reader asks for says so, at the element.
    #expect(refusal(Packed.self, .list([.bool(true)]))?.contains("no more elements") == true)
  }
}

extension FormValue {
  /// This object with `value` under `key`.
  fileprivate func setting(_ value: FormValue, at key: String) -> FormValue {
    guard case .object(var members) = self else { return self }
    members[key] = value
    return .object(members)
  }
}
