import Foundation

extension FormValue {
  /// Serializes this value as JSON text.
  ///
  /// Object keys are sorted, so the same value always gives the same text; decimals are written
  /// exactly (`12.50` stays `12.5`, never `12.499999`); dates are ISO 8601 strings in UTC.
  ///
  /// ```swift
  /// FormValue.object(["b": 1, "a": .decimal(Decimal(string: "0.1")!)]).jsonString()
  /// // {"a":0.1,"b":1}
  /// ```
  ///
  /// - Parameter pretty: Indent with two spaces, one member per line.
  /// - Complexity: O(*n* log *n*) in the number of object members (for sorting keys).
  public func jsonString(pretty: Bool = false) -> String {
    var output = ""
    JSONWriter(pretty: pretty).write(self, into: &output, depth: 0)
    return output
  }

  /// Parses JSON text into a value.
  ///
  /// Integers that fit in `Int` become ``FormValue/int(_:)``; other numbers become
  /// ``FormValue/decimal(_:)`` with every digit kept. Dates are not guessed: a date arrives as a
  /// ``FormValue/string(_:)`` and typed rows convert it.
  ///
  /// - Throws: ``FormError`` with code ``FormError/Code/invalidJSON`` and the line and column of
  ///   the problem.
  /// - Complexity: O(*n*) in the length of `text`.
  public init(json text: String) throws {
    var parser = JSONParser(Array(text.utf8))
    self = try parser.parseDocument()
  }

  /// Parses JSON data (UTF-8) into a value. See ``init(json:)``.
  public init(jsonData data: Data) throws {
    var parser = JSONParser(Array(data))
    self = try parser.parseDocument()
  }
}

struct JSONWriter {
  var pretty: Bool

  func write(_ value: FormValue, into output: inout String, depth: Int) {
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .int(let number): output += String(number)
    case .decimal(let number): output += number.isNaN ? "null" : number.description
    case .string(let text): writeString(text, into: &output)
    case .date(let date): writeString(FormDateCoding.string(from: date), into: &output)
    case .list(let items):
      guard !items.isEmpty else { output += "[]"; return }
      output += "["
      for (index, item) in items.enumerated() {
        if index > 0 { output += "," }
        newline(&output, depth: depth + 1)
        write(item, into: &output, depth: depth + 1)
      }
      newline(&output, depth: depth)
      output += "]"
    case .object(let members):
      guard !members.isEmpty else { output += "{}"; return }
      output += "{"
      for (index, key) in members.keys.sorted().enumerated() {
        if index > 0 { output += "," }
        newline(&output, depth: depth + 1)
        writeString(key, into: &output)
        output += pretty ? ": " : ":"
        write(members[key] ?? .null, into: &output, depth: depth + 1)
      }
      newline(&output, depth: depth)
      output += "}"
    }
  }

  func newline(_ output: inout String, depth: Int) {
    guard pretty else { return }
    output += "\n" + String(repeating: "  ", count: depth)
  }

  func writeString(_ text: String, into output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}

/// A strict RFC 8259 parser producing ``FormValue``, with line and column in its errors.
struct JSONParser {
  let bytes: [UInt8]
  var position = 0
  /// Deep nesting is rejected rather than allowed to exhaust the stack: a value nested deeper
  /// than this many lists and objects is an ``FormError/Code/invalidJSON`` error with the line,
  /// column and JSON path where the limit was crossed.
  static let maximumDepth = 512

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Where a failure happened, innermost member first, filled while the parse unwinds.
  private var failurePath: [String] = []
  /// The members of the objects being parsed, innermost last.
  /// NB: an object's members are gathered here and its dictionary made once at its size: grown
  /// member by member, it would be rehashed at each doubling.
  private var pendingMembers: [(String, FormValue)] = []

  mutating func parseDocument() throws -> FormValue {
    skipWhitespace()
    let value: FormValue
    do {
      value = try parseValue(depth: 0)
    } catch var error as FormError {
      if !failurePath.isEmpty { error.location.path = "$" + failurePath.reversed().joined() }
      throw error
    }
    skipWhitespace()
    guard position == bytes.count else { throw failure("unexpected text after the JSON value") }
    return value
  }

  func failure(_ message: String) -> FormError {
    var line = 1
    var column = 1
    for byte in bytes[..<min(position, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return FormError(.invalidJSON, message, at: FormErrorLocation(column: column, line: line))
  }

  mutating func skipWhitespace() {
    // NB: through the buffer, without a bounds check a byte: a document written one member a
    // line, indented, is half whitespace.
    position = bytes.withUnsafeBufferPointer { buffer in
      var index = position
      while index < buffer.count {
        switch buffer[index] {
        case 0x20, 0x0A, 0x0D, 0x09: index += 1
        default: return index
        }
      }
      return index
    }
  }

  mutating func parseValue(depth: Int) throws -> FormValue {
    guard depth < Self.maximumDepth else { throw failure("nesting deeper than \(Self.maximumDepth) levels") }
    guard position < bytes.count else { throw failure("unexpected end of input") }
    switch bytes[position] {
    case UInt8(ascii: "{"): return try parseObject(depth: depth)
    case UInt8(ascii: "["): return try parseArray(depth: depth)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
    case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
    case UInt8(ascii: "n"): try expectWord("null"); return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw failure("unexpected character '\(Character(Unicode.Scalar(bytes[position])))'")
    }
  }

  mutating func expectWord(_ word: StaticString) throws {
    let count = word.utf8CodeUnitCount
    guard bytes.count - position >= count else { throw failure("expected '\(word)'") }
    let matches = word.withUTF8Buffer { expected in
      (0..<count).allSatisfy { bytes[position + $0] == expected[$0] }
    }
    guard matches else { throw failure("expected '\(word)'") }
    position += count
  }

  mutating func parseObject(depth: Int) throws -> FormValue {
    position += 1
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
      position += 1
      return .object([:])
    }
    let start = pendingMembers.count
    defer { pendingMembers.removeSubrange(start...) }
    while true {
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
        throw failure("expected a member name")
      }
      let key = try parseString()
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
        throw failure("expected ':' after member name")
      }
      position += 1
      skipWhitespace()
      do {
        let value = try parseValue(depth: depth + 1)
        pendingMembers.append((key, value))
      } catch {
        failurePath.append(Self.isPlainName(key) ? ".\(key)" : "[\(FormValue.string(key).jsonString())]")
        throw error
      }
      skipWhitespace()
      guard position < bytes.count else { throw failure("unexpected end of input in an object") }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
        continue
      }
      guard bytes[position] == UInt8(ascii: "}") else { throw failure("expected ',' or '}' in an object") }
      position += 1
      return .object(takeMembers(from: start))
    }
  }

  /// The object made of the pending members from `start` on, which are moved into it (and
  /// leave empty places behind): a repeated member name keeps its last value.
  // NB: moved, not copied: a copy retained each key and value, and the removal released them.
  private mutating func takeMembers(from start: Int) -> [String: FormValue] {
    pendingMembers.withUnsafeMutableBufferPointer { members in
      // NB: `start` is below the count: an object with members got here.
      guard let base = members.baseAddress else { return [:] }
      return Dictionary(
        MovedMembers(place: base + start, end: base + members.count), uniquingKeysWith: { _, last in last })
    }
  }

  /// Members moved out of the pending list, each place left holding an empty member.
  private struct MovedMembers: Sequence, IteratorProtocol {
    var place: UnsafeMutablePointer<(String, FormValue)>
    let end: UnsafeMutablePointer<(String, FormValue)>

    var underestimatedCount: Int { end - place }

    mutating func next() -> (String, FormValue)? {
      guard place < end else { return nil }
      let member = place.move()
      place.initialize(to: ("", .null))
      place += 1
      return member
    }
  }

  mutating func parseArray(depth: Int) throws -> FormValue {
    position += 1
    var items: [FormValue] = []
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
      position += 1
      return .list(items)
    }
    while true {
      skipWhitespace()
      do {
        items.append(try parseValue(depth: depth + 1))
      } catch {
        failurePath.append("[\(items.count)]")
        throw error
      }
      skipWhitespace()
      guard position < bytes.count else { throw failure("unexpected end of input in an array") }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
        continue
      }
      guard bytes[position] == UInt8(ascii: "]") else { throw failure("expected ',' or ']' in an array") }
      position += 1
      return .list(items)
    }
  }

  mutating func parseNumber() throws -> FormValue {
    let start = position
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    func isDigit(_ index: Int) -> Bool { index < bytes.count && bytes[index] >= 0x30 && bytes[index] <= 0x39 }
    guard isDigit(position) else { throw failure("expected a digit") }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
      if isDigit(position) { throw failure("leading zeros are not allowed") }
    } else {
      while isDigit(position) { position += 1 }
    }
    var isInteger = true
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      isInteger = false
      position += 1
      guard isDigit(position) else { throw failure("expected a digit after '.'") }
      while isDigit(position) { position += 1 }
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
      isInteger = false
      position += 1
      if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
        position += 1
      }
      guard isDigit(position) else { throw failure("expected a digit in the exponent") }
      while isDigit(position) { position += 1 }
    }
    if isInteger, position - start <= 18 {
      // NB: up to 18 digits always fit in Int: read them without making a string.
      var index = start
      let negative = bytes[index] == UInt8(ascii: "-")
      if negative { index += 1 }
      var number = 0
      while index < position {
        number = number * 10 + Int(bytes[index] &- 0x30)
        index += 1
      }
      return .int(negative ? -number : number)
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    if isInteger, let number = Int(text) { return .int(number) }
    switch Decimal.reading(exactText: text) {
    case .number(let number): return .decimal(number)
    case .tooManyDigits: throw failure("\(text) has more than \(Decimal.significantDigitLimit) significant digits")
    case .notANumber: throw failure("number out of range")
    }
  }

  mutating func parseString() throws -> String {
    position += 1
    // NB: the common string, ASCII without escapes, is made in one step, read through the
    // buffer (no bounds check a byte).
    let plain: String? = bytes.withUnsafeBufferPointer { buffer in
      var end = position
      while end < buffer.count {
        let byte = buffer[end]
        guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\") else { return nil }
        if byte == UInt8(ascii: "\"") {
          let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[position..<end]), as: UTF8.self)
          position = end + 1
          return text
        }
        end += 1
      }
      return nil
    }
    if let plain { return plain }
    // NB: the text is gathered as UTF-8 bytes and made into a string once: appending to a
    // string run by run copies it each time, quadratic in a long string with many escapes.
    var utf8: [UInt8] = []
    var runStart = position
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        utf8.append(contentsOf: bytes[runStart..<position])
        position += 1
        guard let text = String(bytes: utf8, encoding: .utf8) else { throw failure("invalid UTF-8 in a string") }
        return text
      }
      if byte < 0x20 { throw failure("control character in a string") }
      if byte == UInt8(ascii: "\\") {
        utf8.append(contentsOf: bytes[runStart..<position])
        position += 1
        guard position < bytes.count else { break }
        let escape = bytes[position]
        position += 1
        switch escape {
        case UInt8(ascii: "\""): utf8.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): utf8.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): utf8.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
          var code = try parseHex4()
          if (0xD800...0xDBFF).contains(code) {
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
              bytes[position + 1] == UInt8(ascii: "u")
            else { throw failure("unpaired surrogate in a \\u escape") }
            position += 2
            let low = try parseHex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw failure("unpaired surrogate in a \\u escape") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else { throw failure("invalid \\u escape") }
          Unicode.UTF8.encode(scalar) { utf8.append($0) }
        default: throw failure("invalid escape '\\\(Character(Unicode.Scalar(escape)))'")
        }
        runStart = position
        continue
      }
      position += 1
    }
    throw failure("unterminated string")
  }

  /// Whether a member name can follow a dot in a path (`$.rows`), or needs brackets.
  static func isPlainName(_ key: String) -> Bool {
    !key.isEmpty
      && key.utf8.allSatisfy { byte in
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
          || byte == 0x2D
      }
  }

  mutating func parseHex4() throws -> UInt32 {
    guard bytes.count - position >= 4 else { throw failure("incomplete \\u escape") }
    var code: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[position]
      let digit: UInt32
      switch byte {
      case 0x30...0x39: digit = UInt32(byte - 0x30)
      case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
      case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
      default: throw failure("invalid hex digit in a \\u escape")
      }
      code = code << 4 | digit
      position += 1
    }
    return code
  }
}
