import Foundation

/// Decodes any `Decodable` type from a ``FormValue``, with the same lenient, lossless conversions
/// rows use (``FormValueConvertible``).
///
/// ```swift
/// struct Signup: Decodable {
///   var email: String
///   var age: Int?
///   var plan: Plan          // enum Plan: String, Decodable
///   var birthday: Date
///   var deposit: Decimal
/// }
/// let signup = try FormValueDecoder().decode(Signup.self, from: [
///   "email": "ada@example.com", "age": "36", "plan": "pro",
///   "birthday": "1815-12-10", "deposit": .decimal(Decimal(string: "12.345678901234567890")!),
/// ])
/// ```
///
/// - Numbers, strings and booleans convert only where nothing is lost: `"42"` and `42.0` are an
///   `Int`, `1.5` is not; `0`/`1` and `"true"`/`"false"` are a `Bool`; a number is a `String`.
/// - `Date` reads ``FormValue/date(_:)`` and ISO 8601 text (``FormDateCoding``); `Decimal`
///   reads every digit; `URL` reads a string; `Data` reads Base64 text.
/// - A `null` or a missing member is `nil` for optionals and an error otherwise.
///
/// Errors are ``FormError`` with code ``FormError/Code/decodingFailed`` and the coding path in
/// ``FormErrorLocation/path`` (`$.applicant.name`, `$.lines[2]`).
public struct FormValueDecoder: Sendable {
  /// A decoder; it has no options: conversions are always the lossless ones rows use.
  public init() {}

  /// Decodes a value of `type`.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - value: The dynamic value to read.
  /// - Returns: The decoded value.
  /// - Throws: ``FormError`` ``FormError/Code/decodingFailed`` with the path of the first problem.
  /// - Complexity: O(*n*) in the size of the value.
  public func decode<T: Decodable>(_ type: T.Type, from value: FormValue) throws -> T {
    do {
      return try NodeDecoder.unbox(type, from: value, path: [])
    } catch {
      throw FormError(decoding: error)
    }
  }
}

extension FormError {
  /// The `FormError` a decoding error stands for, with its coding path.
  init(decoding error: any Error) {
    let path: [any CodingKey]
    let message: String
    switch error {
    case let error as FormError:
      self = error
      return
    case DecodingError.keyNotFound(let key, let context):
      path = context.codingPath + [key]
      message = "no value for '\(key.stringValue)'"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
      DecodingError.dataCorrupted(let context):
      path = context.codingPath
      message = context.debugDescription
    default:
      self = FormError(.decodingFailed, String(describing: error))
      return
    }
    self = FormError(.decodingFailed, message, at: FormErrorLocation(path: ValuePath(codingPath: path).description))
  }
}

/// A short rendering of a value for messages: long lists and texts are cut.
package func preview(_ value: FormValue) -> String {
  let text = value.jsonString()
  return text.count > 60 ? String(text.prefix(57)) + "…" : text
}

// MARK: - Decoder

struct NodeDecoder: Decoder {
  let value: FormValue
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// Decodes one value, with the types Formwork reads natively.
  static func unbox<T: Decodable>(_ type: T.Type, from value: FormValue, path: [any CodingKey]) throws -> T {
    if T.self == FormValue.self, let value = value as? T { return value }
    if T.self == Date.self, let date = try convert(Date.self, value, path) as? T { return date }
    if T.self == Decimal.self, let number = try convert(Decimal.self, value, path) as? T { return number }
    if T.self == URL.self {
      let text = try convert(String.self, value, path)
      guard let url = URL(string: text) as? T else { throw corrupted("'\(text)' is not a URL", path) }
      return url
    }
    if T.self == Data.self {
      let text = try convert(String.self, value, path)
      guard let data = Data(base64Encoded: text) as? T else { throw corrupted("the text is not Base64", path) }
      return data
    }
    do {
      return try T(from: NodeDecoder(value: value, codingPath: path))
    } catch let error as DecodingError {
      throw error
    } catch let error as FormError {
      throw error
    } catch {
      // A custom `init(from:)` threw its own error: keep it, with where it happened.
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: path, debugDescription: "\(error)", underlyingError: error))
    }
  }

  static func corrupted(_ message: String, _ path: [any CodingKey]) -> DecodingError {
    DecodingError.dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: message))
  }

  /// Converts a scalar the way rows do; `null` is "no value", anything unconvertible a mismatch.
  static func convert<P: FormValueConvertible>(_ type: P.Type, _ value: FormValue, _ path: [any CodingKey]) throws
    -> P
  {
    guard !value.isNull else {
      throw DecodingError.valueNotFound(
        P.self, DecodingError.Context(codingPath: path, debugDescription: "expected \(P.self), found null"))
    }
    do {
      return try P(formValue: value)
    } catch {
      throw DecodingError.typeMismatch(
        P.self,
        DecodingError.Context(
          codingPath: path, debugDescription: "expected \(P.self), found \(value.type) \(preview(value))"))
    }
  }

  static func integer<I: FixedWidthInteger>(_ type: I.Type, _ value: FormValue, _ path: [any CodingKey]) throws -> I {
    // Through Int first: the same spellings an Int row accepts.
    if let number = try? convert(Int.self, value, path), let exact = I(exactly: number) { return exact }
    // Then beyond Int (large UInt64): any whole decimal in range.
    if let number = try? convert(Decimal.self, value, path), let whole = number.wholeText, let exact = I(whole) {
      return exact
    }
    _ = try convert(Decimal.self, value, path)  // null and non-numbers: the usual error
    throw DecodingError.typeMismatch(
      I.self,
      DecodingError.Context(
        codingPath: path, debugDescription: "\(preview(value)) is not a whole number within \(I.self)"))
  }

  static func float(_ value: FormValue, _ path: [any CodingKey]) throws -> Float {
    let number = try convert(Double.self, value, path)
    let narrow = Float(number)
    guard narrow.isFinite || !number.isFinite else {
      throw DecodingError.typeMismatch(
        Float.self, DecodingError.Context(codingPath: path, debugDescription: "\(preview(value)) is outside Float"))
    }
    return narrow
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = value else {
      throw Self.shapeError([String: FormValue].self, "an object", value, codingPath)
    }
    return KeyedDecodingContainer(KeyedNodeDecoder<Key>(members: members, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .list(let items) = value else {
      throw Self.shapeError([FormValue].self, "a list", value, codingPath)
    }
    return UnkeyedNodeDecoder(items: items, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleValueNodeDecoder(value: value, codingPath: codingPath)
  }

  static func shapeError(_ type: Any.Type, _ expected: String, _ value: FormValue, _ path: [any CodingKey])
    -> DecodingError
  {
    let context = DecodingError.Context(
      codingPath: path, debugDescription: "expected \(expected), found \(value.type) \(preview(value))")
    return value.isNull ? .valueNotFound(type, context) : .typeMismatch(type, context)
  }
}

extension Decimal {
  /// The digits of this number when it is whole (no exponent), for parsing into any integer type.
  var wholeText: String? {
    guard !isNaN else { return nil }
    var value = self
    var whole = Decimal()
    NSDecimalRound(&whole, &value, 0, .plain)
    guard whole == self else { return nil }
    return whole.description
  }
}

// MARK: - Containers

struct KeyedNodeDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let members: [String: FormValue]
  let codingPath: [any CodingKey]

  var allKeys: [Key] { members.keys.sorted().compactMap(Key.init(stringValue:)) }
  func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

  private func value(_ key: Key) throws -> FormValue {
    guard let value = members[key.stringValue] else {
      throw DecodingError.keyNotFound(
        key, DecodingError.Context(codingPath: codingPath, debugDescription: "no value for '\(key.stringValue)'"))
    }
    return value
  }

  private func path(_ key: Key) -> [any CodingKey] { codingPath + [key] }

  func decodeNil(forKey key: Key) throws -> Bool { try value(key).isNull }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try NodeDecoder.convert(type, value(key), path(key))
  }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try NodeDecoder.convert(type, value(key), path(key))
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try NodeDecoder.convert(type, value(key), path(key))
  }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try NodeDecoder.float(value(key), path(key)) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try NodeDecoder.convert(type, value(key), path(key)) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try NodeDecoder.integer(type, value(key), path(key))
  }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try NodeDecoder.integer(type, value(key), path(key))
  }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try NodeDecoder.integer(type, value(key), path(key))
  }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try NodeDecoder.integer(type, value(key), path(key))
  }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try NodeDecoder.integer(type, value(key), path(key))
  }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try NodeDecoder.integer(type, value(key), path(key))
  }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try NodeDecoder.integer(type, value(key), path(key))
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try NodeDecoder.integer(type, value(key), path(key))
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try NodeDecoder.integer(type, value(key), path(key))
  }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try NodeDecoder.unbox(type, from: value(key), path: path(key))
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try NodeDecoder(value: value(key), codingPath: path(key)).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try NodeDecoder(value: value(key), codingPath: path(key)).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    NodeDecoder(value: members["super"] ?? .null, codingPath: codingPath + [MemberKey("super")])
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    NodeDecoder(value: members[key.stringValue] ?? .null, codingPath: path(key))
  }
}

struct UnkeyedNodeDecoder: UnkeyedDecodingContainer {
  let items: [FormValue]
  let codingPath: [any CodingKey]
  private(set) var currentIndex = 0

  init(items: [FormValue], codingPath: [any CodingKey]) {
    self.items = items
    self.codingPath = codingPath
  }

  var count: Int? { items.count }
  var isAtEnd: Bool { currentIndex >= items.count }

  private var path: [any CodingKey] { codingPath + [IndexKey(currentIndex)] }

  /// The next element, consumed only when `read` succeeds so a failed attempt can be retried
  /// with another type.
  private mutating func next<T>(_ type: T.Type, _ read: (FormValue, [any CodingKey]) throws -> T) throws -> T {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type, DecodingError.Context(codingPath: path, debugDescription: "the list has no more elements"))
    }
    let result = try read(items[currentIndex], path)
    currentIndex += 1
    return result
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        FormValue.self, DecodingError.Context(codingPath: path, debugDescription: "the list has no more elements"))
    }
    guard items[currentIndex].isNull else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type) { try NodeDecoder.convert(type, $0, $1) } }
  mutating func decode(_ type: String.Type) throws -> String {
    try next(type) { try NodeDecoder.convert(type, $0, $1) }
  }
  mutating func decode(_ type: Double.Type) throws -> Double {
    try next(type) { try NodeDecoder.convert(type, $0, $1) }
  }
  mutating func decode(_ type: Float.Type) throws -> Float { try next(type) { try NodeDecoder.float($0, $1) } }
  mutating func decode(_ type: Int.Type) throws -> Int { try next(type) { try NodeDecoder.convert(type, $0, $1) } }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type) { try NodeDecoder.integer(type, $0, $1) } }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type) { try NodeDecoder.integer(type, $0, $1) } }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type) { try NodeDecoder.integer(type, $0, $1) } }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type) { try NodeDecoder.integer(type, $0, $1) } }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type) { try NodeDecoder.integer(type, $0, $1) } }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type) { try NodeDecoder.integer(type, $0, $1) } }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
    try next(type) { try NodeDecoder.integer(type, $0, $1) }
  }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
    try next(type) { try NodeDecoder.integer(type, $0, $1) }
  }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
    try next(type) { try NodeDecoder.integer(type, $0, $1) }
  }
  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try next(type) { try NodeDecoder.unbox(type, from: $0, path: $1) }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try next(KeyedDecodingContainer<NestedKey>.self) {
      try NodeDecoder(value: $0, codingPath: $1).container(keyedBy: type)
    }
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next((any UnkeyedDecodingContainer).self) { try NodeDecoder(value: $0, codingPath: $1).unkeyedContainer() }
  }

  mutating func superDecoder() throws -> any Decoder {
    try next((any Decoder).self) { NodeDecoder(value: $0, codingPath: $1) }
  }
}

struct SingleValueNodeDecoder: SingleValueDecodingContainer {
  let value: FormValue
  let codingPath: [any CodingKey]

  func decodeNil() -> Bool { value.isNull }
  func decode(_ type: Bool.Type) throws -> Bool { try NodeDecoder.convert(type, value, codingPath) }
  func decode(_ type: String.Type) throws -> String { try NodeDecoder.convert(type, value, codingPath) }
  func decode(_ type: Double.Type) throws -> Double { try NodeDecoder.convert(type, value, codingPath) }
  func decode(_ type: Float.Type) throws -> Float { try NodeDecoder.float(value, codingPath) }
  func decode(_ type: Int.Type) throws -> Int { try NodeDecoder.convert(type, value, codingPath) }
  func decode(_ type: Int8.Type) throws -> Int8 { try NodeDecoder.integer(type, value, codingPath) }
  func decode(_ type: Int16.Type) throws -> Int16 { try NodeDecoder.integer(type, value, codingPath) }
  func decode(_ type: Int32.Type) throws -> Int32 { try NodeDecoder.integer(type, value, codingPath) }
  func decode(_ type: Int64.Type) throws -> Int64 { try NodeDecoder.integer(type, value, codingPath) }
  func decode(_ type: UInt.Type) throws -> UInt { try NodeDecoder.integer(type, value, codingPath) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try NodeDecoder.integer(type, value, codingPath) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try NodeDecoder.integer(type, value, codingPath) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try NodeDecoder.integer(type, value, codingPath) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try NodeDecoder.integer(type, value, codingPath) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try NodeDecoder.unbox(type, from: value, path: codingPath) }
}
