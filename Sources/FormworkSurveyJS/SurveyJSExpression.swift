import Formwork

/// A SurveyJS expression (`{age} >= 18 and {country} anyof ['FR', 'DE']`) parsed into a tree
/// whose nodes keep the column they start at, so a problem found in the translation — or later,
/// by the form's own checker, in the translated text — points into the survey's text.
// NB: only the cases holding an expression are boxed: a leaf, most nodes, costs no allocation.
enum SurveyExpression {
  case number(String, column: Int)
  case text(String, column: Int)
  case bool(Bool, column: Int)
  case null(column: Int)
  /// `{name}`, `{panel.q}`, `{matrix.row}`: the braces' content.
  case variable(String, column: Int)
  case list([SurveyExpression], column: Int)
  case call(String, [SurveyExpression], column: Int)
  indirect case unary(SurveyOperator, SurveyExpression, column: Int)
  indirect case binary(SurveyOperator, SurveyExpression, SurveyExpression, column: Int)

  var column: Int {
    switch self {
    case .number(_, let column), .text(_, let column), .bool(_, let column), .null(let column),
      .variable(_, let column), .list(_, let column), .call(_, _, let column), .unary(_, _, let column),
      .binary(_, _, _, let column):
      return column
    }
  }
}

/// SurveyJS's operators, each under its canonical name (the parser folds the synonyms:
/// `=`, `==` and `equal` are all ``equal``).
enum SurveyOperator: String {
  case or, and, not, negative
  case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
  case contains, notContains, anyOf, allOf, noneOf, empty, notEmpty
  case plus, minus, times, divide, remainder, power
}

/// A problem in an expression: a message and the 1-based column it concerns.
struct SurveyExpressionProblem: Error {
  var message: String
  var column: Int

  init(message: String, column: Int) {
    self.message = message
    self.column = column
  }

  /// The problem `error` is (the parser and translator throw nothing else).
  init(_ error: any Error) {
    self = error as? Self ?? Self(message: String(describing: error), column: 1)
  }
}

/// Parses SurveyJS's expression syntax. Keywords are case-insensitive, as in SurveyJS.
struct SurveyExpressionParser {
  private enum Token: Equatable {
    case number(String)
    case text(String)
    case variable(String)
    case word(String)
    case symbol(String)
    case end
  }

  private var tokens: [(token: Token, column: Int)] = []
  private var index = 0
  /// How deep the parser is in nested parentheses, lists and calls: hostile input cannot
  /// exhaust the stack.
  private var depth = 0
  private static let maximumDepth = 64
  /// Whether two scalars make an operator of two characters (`==`, `!=`, `<>`, `<=`, `>=`,
  /// `=<`, `=>`, `&&`, `||`, `*=`), told without making a string of them.
  private static func isPair(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Bool {
    switch (first, second) {
    case ("=", "="), ("!", "="), ("<", ">"), ("<", "="), (">", "="), ("=", "<"), ("=", ">"), ("&", "&"), ("|", "|"),
      ("*", "="):
      true
    default: false
    }
  }

  /// Parses `source`, or throws the first problem with its column.
  static func parse(_ source: String) throws -> SurveyExpression {
    var parser = SurveyExpressionParser()
    // NB: an expression has a token for every three or four characters.
    parser.tokens.reserveCapacity(source.utf8.count / 3 + 2)
    try parser.tokenize(source)
    let expression = try parser.expression()
    guard case .end = parser.current else {
      throw SurveyExpressionProblem(message: "unexpected \(parser.describe(parser.current))", column: parser.column)
    }
    return expression
  }

  private var current: Token { tokens[index].token }
  private var column: Int { tokens[index].column }

  // NB: the tokenizer reads Unicode scalars, not characters: breaking a survey's expressions
  // into grapheme clusters cost more than all the rest of their translation. Columns are counted
  // in characters all the same (`characterColumns`).
  private mutating func tokenize(_ source: String) throws {
    // NB: ASCII text (the common case: no columns to map) is read from its own bytes, a scalar a
    // byte, with no copy of it made.
    if !source.containsByte(where: { $0 >= 0x80 }) {
      var contiguous = source
      try contiguous.withUTF8 { bytes in
        try tokenize(bytes.lazy.map { Unicode.Scalar($0) }, of: source, columns: nil) { range in
          String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
      }
      return
    }
    let scalars = Array(source.unicodeScalars)
    try tokenize(scalars, of: source, columns: Self.characterColumns(of: source, scalarCount: scalars.count)) {
      range in
      var view = String.UnicodeScalarView()
      view.append(contentsOf: scalars[range])
      return String(view)
    }
  }

  /// Tokenizes `scalars`, the scalars of `source`; `text` makes the text of a range of them.
  private mutating func tokenize<Scalars: RandomAccessCollection>(
    _ scalars: Scalars, of source: String, columns: [Int]?, text: (Range<Int>) -> String
  ) throws where Scalars.Element == Unicode.Scalar, Scalars.Index == Int {
    func column(_ position: Int) -> Int { columns.map { $0[position] } ?? position + 1 }
    var position = 0
    while position < scalars.count {
      let scalar = scalars[position]
      if Self.isWhitespace(scalar) {
        position += 1
        continue
      }
      let start = column(position)
      switch scalar {
      case "{":
        guard let close = scalars[position...].firstIndex(of: "}") else {
          throw SurveyExpressionProblem(message: "'{' is never closed", column: start)
        }
        let name = text((position + 1)..<close).trimmingWhitespace()
        guard !name.isEmpty else { throw SurveyExpressionProblem(message: "'{}' names no question", column: start) }
        tokens.append((.variable(name), start))
        position = close + 1
      case "'", "\"":
        // NB: a text without a backslash is its scalars as they are: taken whole, not one by one.
        var end = position + 1
        while end < scalars.count, scalars[end] != scalar, scalars[end] != "\\" { end += 1 }
        if end < scalars.count, scalars[end] == scalar {
          tokens.append((.text(text((position + 1)..<end)), start))
          position = end + 1
          continue
        }
        var written = String.UnicodeScalarView()
        var next = position + 1
        var closed = false
        while next < scalars.count {
          if scalars[next] == "\\", next + 1 < scalars.count {
            written.append(scalars[next + 1])
            next += 2
            continue
          }
          if scalars[next] == scalar {
            closed = true
            break
          }
          written.append(scalars[next])
          next += 1
        }
        guard closed else { throw SurveyExpressionProblem(message: "the text is never closed", column: start) }
        tokens.append((.text(String(written)), start))
        position = next + 1
      case _
      where Self.isDigit(scalar)
        || (scalar == "." && position + 1 < scalars.count && Self.isDigit(scalars[position + 1])):
        var next = position
        var seenDot = false
        while next < scalars.count, Self.isDigit(scalars[next]) || (scalars[next] == "." && !seenDot) {
          if scalars[next] == "." { seenDot = true }
          next += 1
        }
        tokens.append((.number(text(position..<next)), start))
        position = next
      case _ where Self.isWordScalar(scalar):
        var next = position + 1
        while next < scalars.count, Self.isWordScalar(scalars[next]) || Self.isMark(scalars[next]) { next += 1 }
        tokens.append((.word(text(position..<next)), start))
        position = next
      default:
        if position + 1 < scalars.count, Self.isPair(scalar, scalars[position + 1]) {
          tokens.append((.symbol(text(position..<(position + 2))), start))
          position += 2
        } else if Self.isSymbol(scalar) {
          tokens.append((.symbol(String(scalar)), start))
          position += 1
        } else {
          // The whole character, combining marks included, as the person wrote it.
          let character = source.unicodeScalars.index(source.unicodeScalars.startIndex, offsetBy: position)
          throw SurveyExpressionProblem(message: "unexpected character '\(source[character])'", column: start)
        }
      }
    }
    tokens.append((.end, column(scalars.count)))
  }

  /// For text that is not all ASCII, the 1-based character column of each scalar (and one past
  /// the end).
  ///
  /// - Complexity: O(*n*) in the length of `source`.
  private static func characterColumns(of source: String, scalarCount: Int) -> [Int] {
    var columns: [Int] = []
    columns.reserveCapacity(scalarCount + 1)
    for (offset, character) in source.enumerated() {
      columns.append(contentsOf: repeatElement(offset + 1, count: character.unicodeScalars.count))
    }
    columns.append(source.count + 1)
    return columns
  }

  /// ASCII letters, digits and `_`, and any other letter or number (what `Character.isLetter`
  /// and `isNumber` take); ASCII is told apart by its value first, without Unicode's tables.
  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      // NB: by value: a range of scalars is compared through generic code.
      let value = scalar.value
      return isDigit(scalar) || (value | 0x20 >= 0x61 && value | 0x20 <= 0x7A) || scalar == "_"
    }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
    default: return scalar.properties.numericType != nil
    }
  }

  /// `0`–`9`.
  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value &- 0x30 < 10 }

  /// A symbol of one character: `=<>!+-*/%^(),[]`.
  private static func isSymbol(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "=", "<", ">", "!", "+", "-", "*", "/", "%", "^", "(", ")", ",", "[", "]": true
    default: false
    }
  }

  /// A combining mark: part of the character before it.
  private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return !scalar.isASCII
    default: return false
    }
  }

  private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
  }

  private func describe(_ token: Token) -> String {
    switch token {
    case .number(let text): return "number \(text)"
    case .text(let text): return "text '\(text.prefix(20))'"
    case .variable(let name): return "{\(name)}"
    case .word(let word): return "'\(word)'"
    case .symbol(let symbol): return "'\(symbol)'"
    case .end: return "the end of the expression"
    }
  }

  private var keyword: String? {
    if case .word(let word) = current { return word.lowercasedName }
    return nil
  }

  private mutating func advance() { if index < tokens.count - 1 { index += 1 } }

  private mutating func nested<T>(_ body: (inout Self) throws -> T) throws -> T {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else {
      throw SurveyExpressionProblem(
        message: "the expression nests deeper than \(Self.maximumDepth) levels", column: column)
    }
    return try body(&self)
  }

  private mutating func expression() throws -> SurveyExpression {
    try nested { parser in try parser.or() }
  }

  private mutating func or() throws -> SurveyExpression {
    var left = try and()
    while current == .symbol("||") || keyword == "or" {
      let column = self.column
      advance()
      left = .binary(.or, left, try and(), column: column)
    }
    return left
  }

  private mutating func and() throws -> SurveyExpression {
    var left = try not()
    while current == .symbol("&&") || keyword == "and" {
      let column = self.column
      advance()
      left = .binary(.and, left, try not(), column: column)
    }
    return left
  }

  /// `!` and `not`/`negate` bind looser than comparisons: `not {a} = 1` is `not ({a} = 1)`.
  private mutating func not() throws -> SurveyExpression {
    if current == .symbol("!") || keyword == "not" || keyword == "negate" {
      let column = self.column
      advance()
      return .unary(.not, try nested { parser in try parser.not() }, column: column)
    }
    return try comparison()
  }

  private static let comparisons: [String: SurveyOperator] = [
    "=": .equal, "==": .equal, "equal": .equal, "!=": .notEqual, "<>": .notEqual, "notequal": .notEqual,
    "<": .less, "less": .less, "<=": .lessOrEqual, "=<": .lessOrEqual, "=>": .greaterOrEqual,
    "lessorequal": .lessOrEqual, ">": .greater, "greater": .greater,
    ">=": .greaterOrEqual, "greaterorequal": .greaterOrEqual, "contains": .contains, "contain": .contains,
    "*=": .contains, "notcontains": .notContains, "notcontain": .notContains, "anyof": .anyOf, "allof": .allOf,
    "noneof": .noneOf,
  ]

  private mutating func comparison() throws -> SurveyExpression {
    let left = try additive()
    let column = self.column
    if keyword == "empty" || keyword == "notempty" {
      let op: SurveyOperator = keyword == "empty" ? .empty : .notEmpty
      advance()
      return .unary(op, left, column: column)
    }
    var name: String?
    if case .symbol(let symbol) = current { name = symbol }
    if let word = keyword { name = word }
    guard let name, let op = Self.comparisons[name] else { return left }
    advance()
    return .binary(op, left, try additive(), column: column)
  }

  private mutating func additive() throws -> SurveyExpression {
    var left = try multiplicative()
    while current == .symbol("+") || current == .symbol("-") {
      let column = self.column
      let op: SurveyOperator = current == .symbol("+") ? .plus : .minus
      advance()
      left = .binary(op, left, try multiplicative(), column: column)
    }
    return left
  }

  private mutating func multiplicative() throws -> SurveyExpression {
    var left = try prefix()
    while true {
      let op: SurveyOperator
      switch current {
      case .symbol("*"): op = .times
      case .symbol("/"): op = .divide
      case .symbol("%"): op = .remainder
      case .symbol("^"): op = .power
      default: return left
      }
      let column = self.column
      advance()
      left = .binary(op, left, try prefix(), column: column)
    }
  }

  private mutating func prefix() throws -> SurveyExpression {
    if current == .symbol("-") {
      let column = self.column
      advance()
      return .unary(
        .negative, try nested { parser in try parser.prefix() }, column: column)
    }
    if current == .symbol("+") {
      advance()
      return try nested { parser in try parser.prefix() }
    }
    return try primary()
  }

  private mutating func primary() throws -> SurveyExpression {
    let column = self.column
    switch current {
    case .number(let text):
      advance()
      return .number(text, column: column)
    case .text(let text):
      advance()
      return .text(text, column: column)
    case .variable(let name):
      advance()
      return .variable(name, column: column)
    case .symbol("("):
      advance()
      let inner = try expression()
      try expect(")")
      return inner
    case .symbol("["):
      advance()
      let items = try arguments(closing: "]")
      return .list(items, column: column)
    case .word(let word):
      advance()
      if current == .symbol("(") {
        advance()
        return .call(word, try arguments(closing: ")"), column: column)
      }
      switch word.lowercased() {
      case "true": return .bool(true, column: column)
      case "false": return .bool(false, column: column)
      case "null", "undefined": return .null(column: column)
      // SurveyJS reads any other bare word as text: `{color} = red`.
      default: return .text(word, column: column)
      }
    default:
      throw SurveyExpressionProblem(message: "expected a value, found \(describe(current))", column: column)
    }
  }

  private mutating func arguments(closing: String) throws -> [SurveyExpression] {
    var items: [SurveyExpression] = []
    if current == .symbol(closing) {
      advance()
      return items
    }
    while true {
      items.append(try expression())
      if current == .symbol(",") {
        advance()
        continue
      }
      try expect(closing)
      return items
    }
  }

  private mutating func expect(_ symbol: String) throws {
    guard current == .symbol(symbol) else {
      throw SurveyExpressionProblem(message: "expected '\(symbol)', found \(describe(current))", column: column)
    }
    advance()
  }
}

extension String {
  func trimmingWhitespace() -> String {
    // NB: the common case, a visible ASCII character at both ends, is told from the bytes.
    if let first = utf8.first, let last = utf8.last, (0x21..<0x7F).contains(first), (0x21..<0x7F).contains(last) {
      return self
    }
    var characters = Substring(self)
    while characters.first?.isWhitespace == true { characters.removeFirst() }
    while characters.last?.isWhitespace == true { characters.removeLast() }
    return String(characters)
  }
}
