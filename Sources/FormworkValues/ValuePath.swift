/// A path into a structured value: where a row reads its value in a server response, and where a
/// problem sits in JSON input.
///
/// The syntax is a small subset of JSONPath:
///
/// - members are separated by dots: `data.order.number`;
/// - list elements are indexed from zero in brackets: `items[0].name`, `[2]`;
/// - a member whose name holds `.`, `[`, `]`, `"`, `\` or spaces is quoted: `meta["x.y"]`;
/// - a leading `$` names the root and is optional: `$.data.order` is `data.order`, `$` is the
///   whole value.
///
/// ```swift
/// let path = try ValuePath(parsing: "data.items[0].name")
/// let response: FormValue = ["data": ["items": [["name": "Tea"]]]]
/// response.value(at: path)   // .string("Tea")
/// path.description           // "$.data.items[0].name"
/// ```
public struct ValuePath: Sendable, Hashable, CustomStringConvertible {
  /// One step of a path.
  public enum Component: Sendable, Hashable {
    /// A member of an object.
    case member(String)
    /// An element of a list, from zero.
    case index(Int)
  }

  /// The steps, from the root.
  public var components: [Component]

  /// A path made of these steps; no steps is the root.
  public init(_ components: [Component] = []) { self.components = components }

  /// Parses a path written in the syntax above.
  ///
  /// - Parameter text: The path, such as `data.order.number` or `$.items[0]["odd key"]`.
  /// - Throws: ``FormError`` with code ``FormError/Code/invalidPath`` and the 1-based column of
  ///   the problem: an empty member (`a..b`), an unclosed bracket, an index that is not a whole
  ///   number.
  /// - Complexity: O(*n*) in the length of `text`.
  public init(parsing text: String) throws {
    var parser = PathParser(text)
    components = try parser.parse()
  }

  /// A path of member names, split at dots with no other syntax: how dotted tags nest
  /// (`applicant.name`). `nil` when a part is empty (`a..b`, `.a`).
  package init?(dottedKey key: String) {
    let parts = key.split(separator: ".", omittingEmptySubsequences: false)
    guard !parts.contains(where: \.isEmpty) else { return nil }
    components = parts.map { .member(String($0)) }
  }

  /// This path followed by a member.
  public func appending(_ member: String) -> ValuePath { ValuePath(components + [.member(member)]) }

  /// This path followed by an index.
  public func appending(index: Int) -> ValuePath { ValuePath(components + [.index(index)]) }

  /// The path as text, starting with `$` (`$.data.items[0].name`); parsing it gives this path back.
  public var description: String {
    var text = "$"
    for component in components {
      switch component {
      case .index(let index): text += "[\(index)]"
      case .member(let name) where Self.isPlainMember(name): text += "." + name
      case .member(let name):
        text += "[\""
        for character in name {
          if character == "\"" || character == "\\" { text.append("\\") }
          text.append(character)
        }
        text += "\"]"
      }
    }
    return text
  }

  /// Whether a member name can be written after a dot without quotes.
  static func isPlainMember(_ name: String) -> Bool {
    !name.isEmpty
      && !name.unicodeScalars.contains { scalar in
        scalar == "." || scalar == "[" || scalar == "]" || scalar == "\"" || scalar == "\\"
          || scalar.properties.isWhitespace || scalar.value < 0x20
      }
  }
}

extension ValuePath {
  /// The path of a Codable coding path: unkeyed positions become indexes.
  init(codingPath: [any CodingKey]) {
    components = codingPath.map { key in
      if let index = key as? IndexKey { return .index(index.index) }
      // Foundation's own coders name positions "Index 3".
      if let index = key.intValue, key.stringValue == "Index \(index)" { return .index(index) }
      return .member(key.stringValue)
    }
  }

  /// The member names of this path joined with dots, when it has no indexes: the tag a path in
  /// nested values output names.
  package var dottedKey: String? {
    var names: [String] = []
    for component in components {
      guard case .member(let name) = component else { return nil }
      names.append(name)
    }
    return names.isEmpty ? nil : names.joined(separator: ".")
  }
}

/// The position key of unkeyed containers in Formwork's encoder and decoder.
struct IndexKey: CodingKey {
  let index: Int
  init(_ index: Int) { self.index = index }
  init?(stringValue: String) { return nil }
  init?(intValue: Int) { index = intValue }
  var stringValue: String { "Index \(index)" }
  var intValue: Int? { index }
}

/// A key with any name: object members of dynamic values.
struct MemberKey: CodingKey {
  let stringValue: String
  init(_ name: String) { stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { stringValue = String(intValue) }
  var intValue: Int? { nil }
}

// MARK: - Lookup

extension FormValue {
  /// The value at `path`, or `nil` when the path leads nowhere (a missing member, an index out of
  /// range, a step into a value that is not an object or list).
  ///
  /// ```swift
  /// let response: FormValue = ["data": ["order": ["number": "A-17"]]]
  /// response.value(at: try ValuePath(parsing: "data.order.number"))   // .string("A-17")
  /// ```
  ///
  /// - Complexity: O(*k*) for a path of *k* steps.
  public func value(at path: ValuePath) -> FormValue? {
    if case .found(let value) = lookup(path) { return value }
    return nil
  }

  /// The result of following a path, telling "absent" from "wrong shape".
  package enum Lookup: Equatable {
    case found(FormValue)
    /// The path stops being present at this many steps (a missing member, an index out of range,
    /// or a `null` on the way: servers send `"data": null` for "nothing").
    case missing(depth: Int)
    /// The value after this many steps is not a container the next step can enter.
    case wrongShape(depth: Int, found: FormValue)
  }

  package func lookup(_ path: ValuePath) -> Lookup {
    var current = self
    for (depth, component) in path.components.enumerated() {
      switch (component, current) {
      case (_, .null):
        return .missing(depth: depth)
      case (.member(let name), .object(let members)):
        guard let next = members[name] else { return .missing(depth: depth + 1) }
        current = next
      case (.index(let index), .list(let items)):
        guard items.indices.contains(index) else { return .missing(depth: depth + 1) }
        current = items[index]
      default:
        return .wrongShape(depth: depth, found: current)
      }
    }
    return .found(current)
  }
}

// MARK: - Parsing

private struct PathParser {
  let characters: [Character]
  var position = 0

  init(_ text: String) { characters = Array(text) }

  func failure(_ message: String, at column: Int? = nil) -> FormError {
    FormError(
      .invalidPath, "\(message) in the path '\(String(characters))'",
      at: FormErrorLocation(column: (column ?? position) + 1))
  }

  var current: Character? { position < characters.count ? characters[position] : nil }

  mutating func parse() throws -> [ValuePath.Component] {
    guard !characters.isEmpty else { throw failure("empty path") }
    var components: [ValuePath.Component] = []
    if current == "$", position + 1 == characters.count || [".", "["].contains(characters[position + 1]) {
      position += 1
    } else if current != "[" {
      components.append(.member(try name()))
    }
    while let character = current {
      switch character {
      case ".":
        position += 1
        components.append(.member(try name()))
      case "[":
        components.append(try bracket())
      default:
        throw failure("expected '.' or '[' before '\(character)'")
      }
    }
    return components
  }

  mutating func name() throws -> String {
    let start = position
    while let character = current, character != ".", character != "[" {
      guard character != "]" else { throw failure("unexpected ']'") }
      position += 1
    }
    guard position > start else { throw failure("empty member name") }
    return String(characters[start..<position])
  }

  mutating func bracket() throws -> ValuePath.Component {
    let open = position
    position += 1
    if current == "\"" {
      position += 1
      var name = ""
      while let character = current, character != "\"" {
        if character == "\\" {
          position += 1
          guard let escaped = current else { break }
          name.append(escaped)
        } else {
          name.append(character)
        }
        position += 1
      }
      guard current == "\"" else { throw failure("unterminated quoted member", at: open) }
      position += 1
      guard current == "]" else { throw failure("expected ']' after a quoted member") }
      position += 1
      return .member(name)
    }
    let start = position
    while let character = current, character.isASCII, character.isNumber { position += 1 }
    guard position > start else { throw failure("expected an index or a quoted member after '['") }
    guard current == "]" else { throw failure("expected ']'") }
    guard let index = Int(String(characters[start..<position])) else { throw failure("index too large", at: start) }
    position += 1
    return .index(index)
  }
}
