/// A pattern's meaning, as the linear-time matcher runs it.
indirect enum PatternNode: Sendable, Equatable {
  /// One scalar from the class.
  case character(ScalarClass)
  case sequence([PatternNode])
  case alternation([PatternNode])
  /// `min` to `max` (`nil`: unbounded) copies; `possessive` never gives back what it took
  /// (only ever around one ``character(_:)``).
  case repetition(PatternNode, min: Int, max: Int?, possessive: Bool)
  case assertion(PatternAssertion)
}

/// A zero-width test at a position.
enum PatternAssertion: Sendable, Equatable {
  /// `\A`, `^` without `m`, `\G` (matches start at the beginning).
  case startOfText
  /// `^` with `m`: the start, or after a line terminator (not at the end of the text).
  case startOfLine
  /// `\z`.
  case endOfText
  /// `$` without `m`, `\Z`: the end, or before a final line terminator (or CR LF).
  case endOfTextOrFinalTerminator
  /// `$` with `m`: the end, or before a line terminator (not between CR and LF).
  case endOfLine
  /// `\b` and `\B`, with ICU's rule: combining marks and format characters are skipped.
  case wordBoundary(Bool)
  /// The next scalar is not in the class (or the text ends): how a possessive quantifier stops.
  case notFollowedBy(ScalarClass)
}

/// Turns an ICU pattern that ``PatternAnalyzer`` accepted into a ``PatternNode``, refusing, with
/// the column, what the linear-time matcher does not run: `\X`, `\N{…}`, the `w` flag, unknown
/// property names, and possessive quantifiers or atomic groups around more than one repeated
/// character.
struct PatternParser {
  struct Flags {
    var caseInsensitive = false
    var multiline = false
    var dotAll = false
  }

  private let scalars: [Unicode.Scalar]
  private var position = 0

  private init(_ source: String) { scalars = Array(source.unicodeScalars) }

  static func parse(_ source: String) throws -> PatternNode {
    var parser = PatternParser(source)
    var flags = Flags()
    let node = try parser.parseAlternatives(flags: &flags)
    guard parser.position == parser.scalars.count else { throw parser.rejection("unbalanced ')'") }
    return node
  }

  // MARK: Structure

  private var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

  private func peek(_ offset: Int) -> Unicode.Scalar? {
    position + offset < scalars.count ? scalars[position + offset] : nil
  }

  private func rejection(_ message: String, at index: Int? = nil) -> PatternAnalyzer.Rejection {
    PatternAnalyzer.Rejection(message: message, column: (index ?? position) + 1)
  }

  /// Alternatives up to a `)` or the end; flags set by `(?i)` last to the end of the group.
  private mutating func parseAlternatives(flags: inout Flags) throws -> PatternNode {
    var alternatives: [PatternNode] = []
    var items: [PatternNode] = []
    while let scalar = current, scalar != ")" {
      if scalar == "|" {
        position += 1
        alternatives.append(.sequence(items))
        items = []
        continue
      }
      if scalar == "(", peek(1) == "?", let changed = try parseFlagSwitch(flags) {
        flags = changed
        continue
      }
      let start = position
      let item = try parseItem(flags: flags)
      // A quantifier after `\Q…\E` repeats its last character only.
      if scalar == "\\", scalars[start + 1] == "Q", case .sequence(var quoted) = item,
        let last = quoted.popLast()
      {
        items.append(contentsOf: quoted)
        items.append(try parseQuantifier(after: last, start: start))
        continue
      }
      items.append(try parseQuantifier(after: item, start: start))
    }
    alternatives.append(.sequence(items))
    return alternatives.count == 1 ? alternatives[0] : .alternation(alternatives)
  }

  /// `(?i)`, `(?-m)`…: new flags for the rest of the group, or `nil` when this is another group.
  private mutating func parseFlagSwitch(_ flags: Flags) throws -> Flags? {
    var index = position + 2
    var changed = flags
    var on = true
    while index < scalars.count {
      switch scalars[index] {
      case "i": changed.caseInsensitive = on
      case "m": changed.multiline = on
      case "s": changed.dotAll = on
      case "-": on = false
      case "w": throw rejection("the w flag (Unicode word boundaries) is not supported", at: index)
      case ")":
        guard index > position + 2 else { return nil }
        position = index + 1
        return changed
      default: return nil
      }
      index += 1
    }
    return nil
  }

  private mutating func parseItem(flags: Flags) throws -> PatternNode {
    guard let scalar = current else { throw rejection("unexpected end of pattern") }
    switch scalar {
    case "(":
      return try parseGroup(flags: flags)
    case "[":
      return .character(try parseClass(flags: flags))
    case "\\":
      return try parseEscape(flags: flags)
    case ".":
      position += 1
      return .character(flags.dotAll ? .property(.any) : .dot)
    case "^":
      position += 1
      return .assertion(flags.multiline ? .startOfLine : .startOfText)
    case "$":
      position += 1
      return .assertion(flags.multiline ? .endOfLine : .endOfTextOrFinalTerminator)
    default:
      position += 1
      return .character(Self.literal(scalar, flags: flags))
    }
  }

  private static func literal(_ scalar: Unicode.Scalar, flags: Flags) -> ScalarClass {
    flags.caseInsensitive ? .caseless(.scalar(scalar)) : .scalar(scalar)
  }

  private mutating func parseGroup(flags outer: Flags) throws -> PatternNode {
    let open = position
    position += 1
    var flags = outer
    var atomic = false
    if current == "?" {
      position += 1
      switch current {
      case ":":
        position += 1
      case ">":
        position += 1
        atomic = true
      case "<":
        position += 1
        while let scalar = current, scalar != ">" { position += 1 }
        position += 1
      default:
        var on = true
        while let flag = current, flag != ":" {
          switch flag {
          case "i": flags.caseInsensitive = on
          case "m": flags.multiline = on
          case "s": flags.dotAll = on
          case "-": on = false
          case "w": throw rejection("the w flag (Unicode word boundaries) is not supported", at: position)
          default: throw rejection("unknown group syntax", at: open)
          }
          position += 1
        }
        position += 1
      }
    }
    let body = try parseAlternatives(flags: &flags)
    guard current == ")" else { throw rejection("a group is not closed", at: open) }
    position += 1
    guard atomic else { return body }
    return try Self.atomic(body, column: open)
  }

  /// An atomic group the matcher can run: fixed-count pieces, then at most one repeated
  /// character, which then never gives back what it took (first success of the group).
  private static func atomic(_ body: PatternNode, column: Int) throws -> PatternNode {
    let items: [PatternNode]
    if case .sequence(let sequence) = body { items = sequence } else { items = [body] }
    var result: [PatternNode] = []
    for (index, item) in items.enumerated() {
      if isFixed(item) {
        result.append(item)
        continue
      }
      guard index == items.count - 1, case .repetition(let inner, let min, let max, _) = item,
        case .character = inner
      else {
        throw PatternAnalyzer.Rejection(
          message: "an atomic group may only end with one repeated character or class", column: column + 1)
      }
      result.append(.repetition(inner, min: min, max: max, possessive: true))
    }
    return .sequence(result)
  }

  /// Whether a node matches one way only: characters, assertions and fixed counts of them.
  private static func isFixed(_ node: PatternNode) -> Bool {
    switch node {
    case .character, .assertion: return true
    case .sequence(let items): return items.allSatisfy(isFixed)
    case .alternation: return false
    case .repetition(let inner, let min, let max, _): return min == max && isFixed(inner)
    }
  }

  private mutating func parseQuantifier(after node: PatternNode, start: Int) throws -> PatternNode {
    guard let scalar = current else { return node }
    let bounds: (min: Int, max: Int?)
    switch scalar {
    case "*": bounds = (0, nil)
    case "+": bounds = (1, nil)
    case "?": bounds = (0, 1)
    case "{":
      guard let interval = parseInterval() else { return node }
      bounds = interval
    default: return node
    }
    if scalar != "{" { position += 1 }
    var possessive = false
    if current == "?" {
      position += 1
    } else if current == "+" {
      possessive = true
      position += 1
    }
    if possessive {
      guard case .character = node else {
        throw rejection("a possessive quantifier may only follow one character or class", at: position - 1)
      }
    }
    return .repetition(node, min: bounds.min, max: bounds.max, possessive: possessive)
  }

  private mutating func parseInterval() -> (min: Int, max: Int?)? {
    let start = position
    position += 1
    guard let lower = parseNumber() else {
      position = start
      return nil
    }
    var upper: Int? = lower
    if current == "," {
      position += 1
      upper = current == "}" ? nil : parseNumber()
    }
    position += 1
    return (lower, upper)
  }

  private mutating func parseNumber() -> Int? {
    var value = 0
    var digits = 0
    while let scalar = current, ("0"..."9").contains(scalar) {
      value = min(value * 10 + Int(scalar.value - 48), 100_000)
      digits += 1
      position += 1
    }
    return digits > 0 ? value : nil
  }

  // MARK: Escapes

  private mutating func parseEscape(flags: Flags) throws -> PatternNode {
    let start = position
    guard let next = peek(1) else { throw rejection("the pattern ends with '\\'", at: start) }
    switch next {
    case "Q":
      position += 2
      var items: [PatternNode] = []
      while let scalar = current {
        if scalar == "\\", peek(1) == "E" {
          position += 2
          return .sequence(items)
        }
        items.append(.character(Self.literal(scalar, flags: flags)))
        position += 1
      }
      throw rejection("'\\Q' is not closed by '\\E'", at: start)
    case "E":
      position += 2
      return .sequence([])
    case "A", "G":
      position += 2
      return .assertion(.startOfText)
    case "z":
      position += 2
      return .assertion(.endOfText)
    case "Z":
      position += 2
      return .assertion(.endOfTextOrFinalTerminator)
    case "b", "B":
      position += 2
      return .assertion(.wordBoundary(next == "b"))
    case "R":
      position += 2
      // NB: ICU takes CR LF whole and never gives the LF back.
      let others = ScalarClass.scalars([0x0A, 0x0B, 0x0C, 0x85, 0x2028, 0x2029])
      let crlf = PatternNode.sequence([.character(.scalar("\r")), .character(.scalar("\n"))])
      let lonely = PatternNode.sequence([.character(.scalar("\r")), .assertion(.notFollowedBy(.scalar("\n")))])
      return .alternation([crlf, lonely, .character(others)])
    case "X":
      throw rejection("'\\X' (a grapheme cluster) is not supported", at: start)
    default:
      var set = try parseClassEscape()
      if flags.caseInsensitive { set = .caseless(set) }
      return .character(set)
    }
  }

  /// An escape standing for one scalar or a class (`\d`, `\p{L}`, `\x{41}`, `\.`); `position` is
  /// on the backslash.
  private mutating func parseClassEscape() throws -> ScalarClass {
    let start = position
    position += 1
    guard let scalar = current else { throw rejection("the pattern ends with '\\'", at: start) }
    position += 1
    switch scalar {
    case "d": return .property(.decimalDigit)
    case "D": return .inverted(.property(.decimalDigit))
    case "w": return .property(.word)
    case "W": return .inverted(.property(.word))
    case "s": return .property(.whiteSpace)
    case "S": return .inverted(.property(.whiteSpace))
    case "h": return .property(.horizontalSpace)
    case "H": return .inverted(.property(.horizontalSpace))
    case "v": return .property(.lineTerminator)
    case "V": return .inverted(.property(.lineTerminator))
    case "t": return .scalar("\t")
    case "n": return .scalar("\n")
    case "r": return .scalar("\r")
    case "f": return .scalar("\u{0C}")
    case "a": return .scalar("\u{07}")
    case "e": return .scalar("\u{1B}")
    case "p", "P":
      let name = try braced(start: start)
      guard let property = ScalarProperty.named(name) else {
        throw rejection("the property '\(name)' is not supported", at: start)
      }
      return scalar == "p" ? .property(property) : .inverted(.property(property))
    case "N": throw rejection("named characters ('\\N{…}') are not supported", at: start)
    case "x":
      if current == "{" { return try codePoint(try braced(start: start), start: start) }
      return try codePoint(hexDigits(2, start: start), start: start)
    case "u": return try codePoint(hexDigits(4, start: start), start: start)
    case "U": return try codePoint(hexDigits(8, start: start), start: start)
    case "c":
      guard let letter = current else { throw rejection("'\\c' needs a letter", at: start) }
      position += 1
      return .range(letter.value ^ 0x40, letter.value ^ 0x40)
    case "0":
      var value: UInt32 = 0
      var digits = 0
      while digits < 3, let next = current, ("0"..."7").contains(next) {
        value = value * 8 + next.value - 48
        position += 1
        digits += 1
      }
      guard digits > 0, value <= 0o377 else { throw rejection("malformed octal escape", at: start) }
      return .range(value, value)
    default:
      if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        throw rejection("unknown escape '\\\(scalar)'", at: start)
      }
      return .scalar(scalar)
    }
  }

  private mutating func braced(start: Int) throws -> String {
    guard current == "{" else { throw rejection("malformed escape", at: start) }
    position += 1
    var text = String.UnicodeScalarView()
    while let scalar = current, scalar != "}" {
      text.append(scalar)
      position += 1
    }
    guard current == "}" else { throw rejection("malformed escape", at: start) }
    position += 1
    return String(text)
  }

  private mutating func hexDigits(_ count: Int, start: Int) throws -> String {
    guard position + count <= scalars.count else { throw rejection("malformed hexadecimal escape", at: start) }
    let digits = String(String.UnicodeScalarView(scalars[position..<position + count]))
    position += count
    return digits
  }

  private func codePoint(_ digits: String, start: Int) throws -> ScalarClass {
    guard !digits.isEmpty, digits.count <= 8, let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value)
    else { throw rejection("malformed hexadecimal escape", at: start) }
    return .scalar(scalar)
  }

  // MARK: Classes

  /// `[…]`, with ranges, escapes, nested classes, `[:name:]`, `&&` and `--`; `position` is on `[`.
  private mutating func parseClass(flags: Flags) throws -> ScalarClass {
    let start = position
    if peek(1) == ":" { return try posixClass(start: start) }
    position += 1
    var negated = false
    if current == "^" {
      negated = true
      position += 1
    }
    var result: ScalarClass?
    var pending: [ScalarClass] = []
    var operation: Unicode.Scalar?
    var first = true
    func flush() {
      guard !pending.isEmpty else { return }
      let union = pending.count == 1 ? pending[0] : ScalarClass.union(pending)
      pending = []
      switch (result, operation) {
      case (nil, _): result = union
      case (let left?, "&"): result = .intersection(left, union)
      case (let left?, "-"): result = .subtraction(left, union)
      case (let left?, _): result = .union([left, union])
      }
      operation = nil
    }
    while let scalar = current {
      if scalar == "]", !first {
        position += 1
        flush()
        var set = result ?? .union([])
        if flags.caseInsensitive { set = .caseless(set) }
        return negated ? .inverted(set) : set
      }
      first = false
      if (scalar == "&" && peek(1) == "&") || (scalar == "-" && peek(1) == "-") {
        flush()
        operation = scalar
        position += 2
        continue
      }
      if scalar == "[" {
        let nested = try parseClass(flags: Flags())
        if operation != nil {
          pending.append(nested)
          flush()
        } else {
          pending.append(nested)
        }
        continue
      }
      let low = try classMember()
      if current == "-", let after = peek(1), after != "]", after != "-", after != "[" {
        position += 1
        let highStart = position
        let high = try classMember()
        guard case .range(let lowValue, let lowEnd) = low, lowValue == lowEnd,
          case .range(let highValue, let highEnd) = high, highValue == highEnd
        else { throw rejection("a range needs a character at each end", at: highStart) }
        guard lowValue <= highValue else { throw rejection("the range is reversed", at: highStart) }
        pending.append(.range(lowValue, highValue))
      } else {
        pending.append(low)
      }
    }
    throw rejection("a character class is not closed", at: start)
  }

  private mutating func classMember() throws -> ScalarClass {
    guard let scalar = current else { throw rejection("a character class is not closed") }
    if scalar == "\\" {
      if let next = peek(1), "QERXbBAzZG".unicodeScalars.contains(next) {
        throw rejection("'\\\(next)' is not supported in a class", at: position)
      }
      return try parseClassEscape()
    }
    position += 1
    return .scalar(scalar)
  }

  /// `[:alpha:]` or `[:^alpha:]`.
  private mutating func posixClass(start: Int) throws -> ScalarClass {
    position += 2
    var negated = false
    if current == "^" {
      negated = true
      position += 1
    }
    var name = String.UnicodeScalarView()
    while let scalar = current, scalar != ":" {
      name.append(scalar)
      position += 1
    }
    guard current == ":", peek(1) == "]" else { throw rejection("malformed '[:name:]' class", at: start) }
    position += 2
    guard let property = ScalarProperty.named(String(name)) else {
      throw rejection("the class '[:\(String(name)):]' is not supported", at: start)
    }
    return negated ? .inverted(.property(property)) : .property(property)
  }
}
