import Foundation

/// Encodes any `Encodable` value as a ``FormValue``, keeping dates and decimals exact.
///
/// Use it to fill a form from a model (`Form.hydrate(from:matching:origin:)`), to put
/// a Codable value in a row whose type is `FormValue`, or to build request parameters by hand.
///
/// ```swift
/// struct Order: Encodable {
///   var number: String
///   var total: Decimal
///   var placed: Date
///   var lines: [String]
/// }
/// let value = try FormValueEncoder().encode(order)
/// // .object(["number": .string("A-17"), "total": .decimal(12.5), "placed": .date(…), "lines": .list(…)])
/// ```
///
/// - `Date` becomes ``FormValue/date(_:)`` and `Decimal` ``FormValue/decimal(_:)``, never a
///   `Double`; `Double` and `Float` become the shortest decimal that reads back as the same
///   number (`0.1` stays `0.1`).
/// - Integers become ``FormValue/int(_:)``, or a whole ``FormValue/decimal(_:)`` beyond `Int`.
/// - `URL` becomes its absolute string; `Data` a Base64 string.
/// - `nil` optionals are left out of objects (as `JSONEncoder` does) and `null` in lists.
///
/// Errors are ``FormError`` with code ``FormError/Code/encodingFailed`` and the coding path in
/// ``FormErrorLocation/path`` (`$.lines[2]`).
public struct FormValueEncoder: Sendable {
  /// An encoder; it has no options: dates, decimals and numbers are always kept exact.
  public init() {}

  /// Encodes a value.
  ///
  /// - Parameter value: The value to encode.
  /// - Returns: Its dynamic form.
  /// - Throws: ``FormError`` ``FormError/Code/encodingFailed`` for a value that has no
  ///   ``FormValue`` (an infinite or NaN number, a coder misused by a custom `encode(to:)`).
  /// - Complexity: O(*n*) in the size of the value.
  public func encode<T: Encodable>(_ value: T) throws -> FormValue {
    let context = EncodingContext()
    do {
      let node = try context.box(value, path: [])
      if let misuse = context.misuse { throw misuse }
      return node.materialize()
    } catch {
      throw FormError(encoding: error)
    }
  }
}

extension FormError {
  /// The `FormError` an encoding error stands for.
  init(encoding error: any Error) {
    if let error = error as? FormError {
      self = error
      return
    }
    guard case EncodingError.invalidValue(_, let context) = error else {
      self = FormError(.encodingFailed, String(describing: error))
      return
    }
    self = FormError(
      .encodingFailed, context.debugDescription,
      at: FormErrorLocation(path: ValuePath(codingPath: context.codingPath).description))
  }
}

// MARK: - Tree

/// A value being built by the encoder. Containers hold on to nodes and fill them in place, so a
/// nested container or a super encoder writes straight into its parent.
final class EncodedNode {
  enum Kind { case unset, leaf, object, list }
  private(set) var kind = Kind.unset
  private var leaf = FormValue.null
  private var members: [String: EncodedNode] = [:]
  private var items: [EncodedNode] = []

  init() {}
  init(_ value: FormValue) {
    kind = .leaf
    leaf = value
  }

  func store(_ value: FormValue) {
    kind = .leaf
    leaf = value
    members = [:]
    items = []
  }

  /// Takes over the content of another node (a value boxed for a single-value container).
  func adopt(_ other: EncodedNode) {
    kind = other.kind
    leaf = other.leaf
    members = other.members
    items = other.items
  }

  /// Makes this node an object; `false` when it already is something else.
  func becomeObject() -> Bool {
    if kind == .unset { kind = .object }
    return kind == .object
  }

  /// Makes this node a list; `false` when it already is something else.
  func becomeList() -> Bool {
    if kind == .unset { kind = .list }
    return kind == .list
  }

  func set(_ node: EncodedNode, for key: String) { members[key] = node }
  func append(_ node: EncodedNode) { items.append(node) }
  var count: Int { items.count }

  func materialize() -> FormValue {
    switch kind {
    // A type that encodes nothing is an empty object, as with JSONEncoder.
    case .unset: return .object([:])
    case .leaf: return leaf
    case .object: return .object(members.mapValues { $0.materialize() })
    case .list: return .list(items.map { $0.materialize() })
    }
  }
}

/// State shared by all the encoders and containers of one `encode` call.
final class EncodingContext {
  /// The first misuse of the container API by a custom `encode(to:)`; reported at the end
  /// because container requests cannot throw.
  var misuse: EncodingError?

  func recordMisuse(_ message: String, path: [any CodingKey]) {
    guard misuse == nil else { return }
    misuse = EncodingError.invalidValue(
      FormValue.null, EncodingError.Context(codingPath: path, debugDescription: message))
  }

  /// Encodes one value into a new node, with the types Formwork keeps natively.
  func box<T: Encodable>(_ value: T, path: [any CodingKey]) throws -> EncodedNode {
    // NB: compare types before casting, so Foundation's bridging never turns a number into
    // another type on Apple platforms.
    if T.self == FormValue.self, let value = value as? FormValue { return EncodedNode(value) }
    if T.self == Date.self, let date = value as? Date { return EncodedNode(.date(date)) }
    if T.self == Decimal.self, let number = value as? Decimal {
      guard !number.isNaN else { throw Self.invalid(value, "NaN has no JSON form", path) }
      return EncodedNode(.decimal(number))
    }
    if T.self == URL.self, let url = value as? URL { return EncodedNode(.string(url.absoluteString)) }
    if T.self == Data.self, let data = value as? Data { return EncodedNode(.string(data.base64EncodedString())) }
    let node = EncodedNode()
    do {
      try value.encode(to: NodeEncoder(node: node, codingPath: path, context: self))
    } catch let error as EncodingError {
      throw error
    } catch let error as FormError {
      throw error
    } catch {
      // A custom `encode(to:)` threw its own error: keep it, with where it happened.
      throw EncodingError.invalidValue(
        value, EncodingError.Context(codingPath: path, debugDescription: "\(error)", underlyingError: error))
    }
    return node
  }

  static func invalid(_ value: Any, _ message: String, _ path: [any CodingKey]) -> EncodingError {
    EncodingError.invalidValue(value, EncodingError.Context(codingPath: path, debugDescription: message))
  }

  // MARK: Primitives

  static func integer<I: BinaryInteger>(_ value: I) -> FormValue {
    if let exact = Int(exactly: value) { return .int(exact) }
    if let large = UInt64(exactly: value) { return .decimal(Decimal(large)) }
    // Only 128-bit integers get here; their text is exact.
    return Decimal(exactText: String(value)).map(FormValue.decimal) ?? .string(String(value))
  }

  static func floating(_ value: Double, text: String, path: [any CodingKey]) throws -> FormValue {
    guard value.isFinite else { throw invalid(value, "\(value) has no JSON form", path) }
    // The shortest text that reads back as the same number: 0.1 stays 0.1.
    guard let number = Decimal(exactText: text), !number.isNaN, number != 0 || value == 0 else {
      throw invalid(value, "\(text) is outside the range of Decimal", path)
    }
    return .decimal(number)
  }
}

// MARK: - Encoder

struct NodeEncoder: Encoder {
  let node: EncodedNode
  let codingPath: [any CodingKey]
  let context: EncodingContext
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    var target = node
    if !node.becomeObject() {
      context.recordMisuse("asked for an object where a list or a value was already encoded", path: codingPath)
      target = EncodedNode()
      _ = target.becomeObject()
    }
    return KeyedEncodingContainer(KeyedNodeEncoder<Key>(node: target, codingPath: codingPath, context: context))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    var target = node
    if !node.becomeList() {
      context.recordMisuse("asked for a list where an object or a value was already encoded", path: codingPath)
      target = EncodedNode()
      _ = target.becomeList()
    }
    return UnkeyedNodeEncoder(node: target, codingPath: codingPath, context: context)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueNodeEncoder(node: node, codingPath: codingPath, context: context)
  }
}

struct KeyedNodeEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: EncodedNode
  let codingPath: [any CodingKey]
  let context: EncodingContext

  private func put(_ value: FormValue, _ key: Key) { node.set(EncodedNode(value), for: key.stringValue) }

  mutating func encodeNil(forKey key: Key) throws { put(.null, key) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { put(.bool(value), key) }
  mutating func encode(_ value: String, forKey key: Key) throws { put(.string(value), key) }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    put(try EncodingContext.floating(value, text: String(value), path: codingPath + [key]), key)
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    put(try EncodingContext.floating(Double(value), text: String(value), path: codingPath + [key]), key)
  }
  mutating func encode(_ value: Int, forKey key: Key) throws { put(.int(value), key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { put(EncodingContext.integer(value), key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { put(EncodingContext.integer(value), key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { put(EncodingContext.integer(value), key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { put(EncodingContext.integer(value), key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { put(EncodingContext.integer(value), key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { put(EncodingContext.integer(value), key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { put(EncodingContext.integer(value), key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { put(EncodingContext.integer(value), key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { put(EncodingContext.integer(value), key) }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    node.set(try context.box(value, path: codingPath + [key]), for: key.stringValue)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    let child = EncodedNode()
    _ = child.becomeObject()
    node.set(child, for: key.stringValue)
    return KeyedEncodingContainer(
      KeyedNodeEncoder<NestedKey>(node: child, codingPath: codingPath + [key], context: context))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = EncodedNode()
    _ = child.becomeList()
    node.set(child, for: key.stringValue)
    return UnkeyedNodeEncoder(node: child, codingPath: codingPath + [key], context: context)
  }

  mutating func superEncoder() -> any Encoder { superEncoder(named: MemberKey("super")) }
  mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key) }

  private func superEncoder(named key: any CodingKey) -> any Encoder {
    let child = EncodedNode()
    node.set(child, for: key.stringValue)
    return NodeEncoder(node: child, codingPath: codingPath + [key], context: context)
  }
}

struct UnkeyedNodeEncoder: UnkeyedEncodingContainer {
  let node: EncodedNode
  let codingPath: [any CodingKey]
  let context: EncodingContext

  var count: Int { node.count }
  private var nextPath: [any CodingKey] { codingPath + [IndexKey(node.count)] }
  private func put(_ value: FormValue) { node.append(EncodedNode(value)) }

  mutating func encodeNil() throws { put(.null) }
  mutating func encode(_ value: Bool) throws { put(.bool(value)) }
  mutating func encode(_ value: String) throws { put(.string(value)) }
  mutating func encode(_ value: Double) throws {
    put(try EncodingContext.floating(value, text: String(value), path: nextPath))
  }
  mutating func encode(_ value: Float) throws {
    put(try EncodingContext.floating(Double(value), text: String(value), path: nextPath))
  }
  mutating func encode(_ value: Int) throws { put(.int(value)) }
  mutating func encode(_ value: Int8) throws { put(EncodingContext.integer(value)) }
  mutating func encode(_ value: Int16) throws { put(EncodingContext.integer(value)) }
  mutating func encode(_ value: Int32) throws { put(EncodingContext.integer(value)) }
  mutating func encode(_ value: Int64) throws { put(EncodingContext.integer(value)) }
  mutating func encode(_ value: UInt) throws { put(EncodingContext.integer(value)) }
  mutating func encode(_ value: UInt8) throws { put(EncodingContext.integer(value)) }
  mutating func encode(_ value: UInt16) throws { put(EncodingContext.integer(value)) }
  mutating func encode(_ value: UInt32) throws { put(EncodingContext.integer(value)) }
  mutating func encode(_ value: UInt64) throws { put(EncodingContext.integer(value)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    node.append(try context.box(value, path: nextPath))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let path = nextPath
    let child = EncodedNode()
    _ = child.becomeObject()
    node.append(child)
    return KeyedEncodingContainer(KeyedNodeEncoder<NestedKey>(node: child, codingPath: path, context: context))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let path = nextPath
    let child = EncodedNode()
    _ = child.becomeList()
    node.append(child)
    return UnkeyedNodeEncoder(node: child, codingPath: path, context: context)
  }

  mutating func superEncoder() -> any Encoder {
    let path = nextPath
    let child = EncodedNode()
    node.append(child)
    return NodeEncoder(node: child, codingPath: path, context: context)
  }
}

struct SingleValueNodeEncoder: SingleValueEncodingContainer {
  let node: EncodedNode
  let codingPath: [any CodingKey]
  let context: EncodingContext

  private func put(_ value: FormValue) { node.store(value) }

  mutating func encodeNil() throws { put(.null) }
  mutating func encode(_ value: Bool) throws { put(.bool(value)) }
  mutating func encode(_ value: String) throws { put(.string(value)) }
  mutating func encode(_ value: Double) throws {
    put(try EncodingContext.floating(value, text: String(value), path: codingPath))
  }
  mutating func encode(_ value: Float) throws {
    put(try EncodingContext.floating(Double(value), text: String(value), path: codingPath))
  }
  mutating func encode(_ value: Int) throws { put(.int(value)) }
  mutating func encode(_ value: Int8) throws { put(EncodingContext.integer(value)) }
  mutating func encode(_ value: Int16) throws { put(EncodingContext.integer(value)) }
  mutating func encode(_ value: Int32) throws { put(EncodingContext.integer(value)) }
  mutating func encode(_ value: Int64) throws { put(EncodingContext.integer(value)) }
  mutating func encode(_ value: UInt) throws { put(EncodingContext.integer(value)) }
  mutating func encode(_ value: UInt8) throws { put(EncodingContext.integer(value)) }
  mutating func encode(_ value: UInt16) throws { put(EncodingContext.integer(value)) }
  mutating func encode(_ value: UInt32) throws { put(EncodingContext.integer(value)) }
  mutating func encode(_ value: UInt64) throws { put(EncodingContext.integer(value)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    node.adopt(try context.box(value, path: codingPath))
  }
}
