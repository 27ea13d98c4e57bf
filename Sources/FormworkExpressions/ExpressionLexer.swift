import FormworkValues
import Foundation

/// One token of a condition. Offsets count Unicode scalars from the start of the source.
struct ExpressionToken: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    /// Digits as written (`12`, `3.5`, `.5`); the parser decides int or decimal once it knows
    /// whether a minus sign belongs to the literal.
    case number(String)
    case string(String)
    case identifier(String)
    /// `` `any text` ``: a tag that is not an identifier, or that is a keyword.
    case quotedName(String)
    /// `$ctx`, `$section` or some other `$name` (rejected by the parser).
    case dollar(String)
    case keyword(Keyword)
    case symbol(Symbol)
    case end
    /// A lexical error, reported when the parser reaches it so that errors come in source order.
    case error(String)
  }

  enum Keyword: String, Sendable, CaseIterable {
    case `true`, `false`, null, `in`
  }

  enum Symbol: String, Sendable, CaseIterable {
    case orOr = "||", andAnd = "&&", bang = "!"
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case plus = "+", minus = "-", star = "*", slash = "/", percent = "%"
    case leftParen = "(", rightParen = ")", leftBracket = "[", rightBracket = "]", comma = ",", dot = "."
    case question = "?", colon = ":"

    /// The symbol of two scalars (`<=`), or `nil`: a switch, not a table, since hashing the
    /// scalars of every operator cost more than the rest of the lexing.
    static func pair(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Symbol? {
      switch (first, second) {
      case ("|", "|"): .orOr
      case ("&", "&"): .andAnd
      case ("=", "="): .equal
      case ("!", "="): .notEqual
      case ("<", "="): .lessOrEqual
      case (">", "="): .greaterOrEqual
      default: nil
      }
    }

    /// The symbol of one scalar (`<`), or `nil`.
    static func single(_ scalar: Unicode.Scalar) -> Symbol? {
      switch scalar {
      case "!": .bang
      case "<": .less
      case ">": .greater
      case "+": .plus
      case "-": .minus
      case "*": .star
      case "/": .slash
      case "%": .percent
      case "(": .leftParen
      case ")": .rightParen
      case "[": .leftBracket
      case "]": .rightBracket
      case ",": .comma
      case ".": .dot
      case "?": .question
      case ":": .colon
      default: nil
      }
    }
  }

  var kind: Kind
  var offset: Int

  /// How the token reads in an error message: `'+'`, `identifier 'income'`, `end of expression`.
  var display: String {
    switch kind {
    case .number(let text): return "number \(text)"
    case .string(let text): return "string \(ExpressionSyntax.quoted(String(text.prefix(20)), quote: "'"))"
    case .identifier(let name): return "'\(name)'"
    case .quotedName(let name): return ExpressionSyntax.quoted(name, quote: "`")
    case .dollar(let name): return "'$\(name)'"
    case .keyword(let keyword): return "'\(keyword.rawValue)'"
    case .symbol(let symbol): return "'\(symbol.rawValue)'"
    case .end: return "the end of the expression"
    case .error(let message): return message
    }
  }
}

/// Splits a condition into tokens.
///
/// The lexer works on Unicode scalars; identifiers are ASCII (`[A-Za-z_][A-Za-z0-9_]*`), any
/// Unicode whitespace separates tokens, and everything else must be quoted.
struct ExpressionLexer {
  private let scalars: [Unicode.Scalar]
  private var position = 0

  init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

  /// All tokens, ending with `.end`, or with `.error` at the first lexical problem.
  static func tokenize(_ scalars: [Unicode.Scalar]) -> [ExpressionToken] {
    var lexer = ExpressionLexer(scalars)
    var tokens: [ExpressionToken] = []
    // NB: room for a token every two scalars (a condition has one every two or three): room for
    // one a scalar made a large block, which cost malloc more than an occasional regrowth.
    tokens.reserveCapacity(scalars.count / 2 + 2)
    while true {
      let token = lexer.next()
      tokens.append(token)
      switch token.kind {
      case .end, .error: return tokens
      default: continue
      }
    }
  }

  // NB: a switch, not `Keyword(rawValue:)`, which searched a table of strings for every name.
  static func keyword(_ word: String) -> ExpressionToken.Keyword? {
    // Most names start with no keyword's letter.
    guard let first = word.utf8.first, first == 0x66 || first == 0x69 || first == 0x6E || first == 0x74 else {
      return nil
    }
    return switch word {
    case "true": .true
    case "false": .false
    case "null": .null
    case "in": .in
    default: nil
    }
  }

  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, isIdentifierStart(first) else { return false }
    return text.unicodeScalars.allSatisfy(isIdentifierPart)
  }

  static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
  }

  static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
    isIdentifierStart(scalar) || isDigit(scalar)
  }

  static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  /// Unicode's White_Space, with the ASCII ones (tab to carriage return, space) answered
  /// without the property tables: nearly every space in an expression is one of them.
  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x80 ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
  }

  private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
    position + ahead < scalars.count ? scalars[position + ahead] : nil
  }

  private mutating func next() -> ExpressionToken {
    while let scalar = peek(), Self.isWhitespace(scalar) { position += 1 }
    let start = position
    guard let scalar = peek() else { return ExpressionToken(kind: .end, offset: start) }
    func token(_ kind: ExpressionToken.Kind) -> ExpressionToken { ExpressionToken(kind: kind, offset: start) }

    if Self.isDigit(scalar) || (scalar == "." && peek(1).map(Self.isDigit) == true) {
      return token(number())
    }
    if Self.isIdentifierStart(scalar) {
      let word = identifier()
      return token(Self.keyword(word).map { .keyword($0) } ?? .identifier(word))
    }
    switch scalar {
    case "'", "\"":
      guard let text = quoted(scalar, what: "string") else { return failure }
      return token(.string(text))
    case "`":
      guard let name = quoted("`", what: "backquoted tag") else { return failure }
      return token(name.isEmpty ? .error("empty backquoted tag") : .quotedName(name))
    case "$":
      position += 1
      guard let next = peek(), Self.isIdentifierStart(next) else {
        return token(.error("unexpected character '$'; expected '$ctx' or '$section'"))
      }
      return token(.dollar(identifier()))
    case ".":
      if peek(1) == "." { return token(.error("unexpected '..'")) }
    default:
      break
    }
    // Longest match first, so `<=` wins over `<`.
    if let second = peek(1), let symbol = ExpressionToken.Symbol.pair(scalar, second) {
      position += 2
      return token(.symbol(symbol))
    }
    if let symbol = ExpressionToken.Symbol.single(scalar) {
      position += 1
      return token(.symbol(symbol))
    }
    let hint: String
    switch scalar {
    case "&": hint = "; did you mean '&&'?"
    case "|": hint = "; did you mean '||'?"
    case "=": hint = "; did you mean '=='?"
    default: hint = ""
    }
    return token(.error("unexpected character \(Self.describe(scalar))\(hint)"))
  }

  static func describe(_ scalar: Unicode.Scalar) -> String {
    if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.isWhitespace {
      return "U+" + String(scalar.value, radix: 16, uppercase: true)
    }
    return "'\(scalar)'"
  }

  private mutating func identifier() -> String {
    let start = position
    while let scalar = peek(), Self.isIdentifierPart(scalar) { position += 1 }
    return ascii(start..<position)
  }

  /// The text of ASCII scalars.
  // NB: written once from its bytes, not a scalar at a time (every name of every condition).
  private func ascii(_ range: Range<Int>) -> String {
    String(unsafeUninitializedCapacity: range.count) { bytes in
      for index in range.indices { bytes[index - range.lowerBound] = UInt8(truncatingIfNeeded: scalars[index].value) }
      return range.count
    }
  }

  /// Literal digits; at most 38 of them once leading zeros and trailing fractional zeros are
  /// dropped, which keeps every literal exactly representable as a `Decimal`.
  private mutating func number() -> ExpressionToken.Kind {
    let start = position
    // The significant digits: the whole part's after its leading zeros, the fraction's before
    // its trailing zeros (counted, not copied: every number of every condition comes here).
    var significant = 0
    while let scalar = peek(), Self.isDigit(scalar) {
      if significant > 0 || scalar != "0" { significant += 1 }
      position += 1
    }
    if peek() == ".", let next = peek(1), Self.isDigit(next) {
      position += 1
      let fraction = position
      while let scalar = peek(), Self.isDigit(scalar) { position += 1 }
      significant += (scalars[fraction..<position].lastIndex { $0 != "0" }).map { $0 - fraction + 1 } ?? 0
    }
    // `12abc`, `1e5`, `1.5.2`: a number glued to more name or number characters is one bad token.
    if let next = peek(), Self.isIdentifierPart(next) || (next == "." && peek(1).map(Self.isIdentifierPart) == true) {
      while let scalar = peek(), Self.isIdentifierPart(scalar) || scalar == "." { position += 1 }
      return .error("invalid number '\(ascii(start..<position))'")
    }
    let text = ascii(start..<position)
    guard significant <= 38 else { return .error("number \(text) has more than 38 digits") }
    return .number(text)
  }

  private var lastError = ""
  private var lastErrorOffset = 0

  /// The error `quoted` recorded, at the offset it recorded (a bad escape points at its backslash).
  private var failure: ExpressionToken { ExpressionToken(kind: .error(lastError), offset: lastErrorOffset) }

  /// Reads a quoted run with escapes; `nil` (and `lastError`) when it is malformed.
  private mutating func quoted(_ quote: Unicode.Scalar, what: String) -> String? {
    let opening = position
    position += 1
    // NB: ASCII text without escapes (nearly every string) is written at once.
    var end = position
    while end < scalars.count, scalars[end] != quote, scalars[end] != "\\", scalars[end].isASCII { end += 1 }
    if end < scalars.count, scalars[end] == quote {
      let text = ascii(position..<end)
      position = end + 1
      return text
    }
    var text = ""
    while let scalar = peek() {
      position += 1
      if scalar == quote { return text }
      guard scalar == "\\" else {
        text.unicodeScalars.append(scalar)
        continue
      }
      let backslash = position - 1
      guard let escape = peek() else { break }
      position += 1
      switch escape {
      case "\\", "'", "\"", "`": text.unicodeScalars.append(escape)
      case "n": text += "\n"
      case "t": text += "\t"
      case "r": text += "\r"
      case "u":
        guard let value = unicodeEscape() else {
          lastErrorOffset = backslash
          lastError = "invalid Unicode escape in \(what); expected \\u{1F600}"
          return nil
        }
        text.unicodeScalars.append(value)
      default:
        lastErrorOffset = backslash
        lastError = "invalid escape '\\\(escape)' in \(what)"
        return nil
      }
    }
    lastErrorOffset = opening
    lastError = "unterminated \(what)"
    return nil
  }

  /// Reads `{hex}` after `\u`: one to six hex digits naming a valid scalar (no surrogates).
  private mutating func unicodeEscape() -> Unicode.Scalar? {
    guard peek() == "{" else { return nil }
    position += 1
    var digits = ""
    while let scalar = peek(), scalar.properties.isASCIIHexDigit, digits.count < 7 {
      digits.unicodeScalars.append(scalar)
      position += 1
    }
    guard peek() == "}", (1...6).contains(digits.count), let value = UInt32(digits, radix: 16) else { return nil }
    position += 1
    return Unicode.Scalar(value)
  }
}
