import Foundation

/// `FormValue` has the natural JSON shape with any coder: `null`, `true`, `42`, `12.5`, `"text"`,
/// `[…]`, `{…}`. Dates encode as ISO 8601 strings in UTC (``FormDateCoding``), so, as with
/// ``init(json:)``, a date read back from JSON is a ``string``; typed rows turn it into a `Date`.
///
/// ```swift
/// struct Envelope: Codable { var values: FormValue }
/// let data = try JSONEncoder().encode(Envelope(values: ["amount": .decimal(Decimal(string: "12.5")!)]))
/// // {"values":{"amount":12.5}}
/// ```
///
/// With ``FormValueEncoder`` and ``FormValueDecoder`` a `FormValue` passes through unchanged,
/// dates and decimals included.
extension FormValue: Codable {
  public init(from decoder: any Decoder) throws {
    if let direct = decoder as? NodeDecoder {
      self = direct.value
      return
    }
    // NB: try containers before scalars: asking a JSON number for a keyed container fails
    // cleanly, and no coder turns an object into a scalar.
    if let container = try? decoder.container(keyedBy: MemberKey.self) {
      var members: [String: FormValue] = [:]
      for key in container.allKeys {
        members[key.stringValue] = try container.decode(FormValue.self, forKey: key)
      }
      self = .object(members)
      return
    }
    if var container = try? decoder.unkeyedContainer() {
      var items: [FormValue] = []
      if let count = container.count { items.reserveCapacity(count) }
      while !container.isAtEnd { items.append(try container.decode(FormValue.self)) }
      self = .list(items)
      return
    }
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let flag = try? container.decode(Bool.self) {
      self = .bool(flag)
    } else if let number = try? container.decode(Int.self) {
      self = .int(number)
    } else if let number = try? container.decode(Decimal.self) {
      self = .decimal(number)
    } else if let text = try? container.decode(String.self) {
      self = .string(text)
    } else {
      throw DecodingError.typeMismatch(
        FormValue.self,
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "expected null, a bool, a number, a string, a list or an object"))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    if let direct = encoder as? NodeEncoder {
      direct.node.store(self)
      return
    }
    switch self {
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .bool(let flag):
      var container = encoder.singleValueContainer()
      try container.encode(flag)
    case .int(let number):
      var container = encoder.singleValueContainer()
      try container.encode(number)
    case .decimal(let number):
      var container = encoder.singleValueContainer()
      try container.encode(number)
    case .string(let text):
      var container = encoder.singleValueContainer()
      try container.encode(text)
    case .date(let date):
      var container = encoder.singleValueContainer()
      try container.encode(FormDateCoding.string(from: date))
    case .list(let items):
      var container = encoder.unkeyedContainer()
      for item in items { try container.encode(item) }
    case .object(let members):
      var container = encoder.container(keyedBy: MemberKey.self)
      // Sorted, so coders that keep insertion order write the same text every time.
      for key in members.keys.sorted() { try container.encode(members[key] ?? .null, forKey: MemberKey(key)) }
    }
  }
}
