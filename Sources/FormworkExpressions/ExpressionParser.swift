import FormworkValues
import Foundation

/// A problem at a Unicode-scalar offset of the source; turned into a `FormError` with a column
/// by ``FormExpression``.
struct ExpressionFailure: Error, Sendable {
  var message: String
  var offset: Int
}

/// A recursive-descent parser for the condition grammar:
///
/// ```
/// expression  := or ( '?' expression ':' expression )?
/// or          := and ( '||' and )*
/// and         := not ( '&&' not )*
/// not         := '!'* comparison
/// comparison  := membership ( ('==' | '!=' | '<' | '<=' | '>' | '>=') membership )?
/// membership  := additive ( 'in' additive )?
/// additive    := term ( ('+' | '-') term )*
/// term        := unary ( ('*' | '/' | '%') unary )*
/// unary       := '-'* primary            // '-' right before a number is part of the literal
/// primary     := number | string | 'true' | 'false' | 'null' | '[' list? ']' | '(' expression ')'
///              | name '(' list? ')' | tag ( '.' ('hidden' | 'disabled' | column) )?
///              | '$ctx' '.' member | '$section' '.' member '.' 'hidden'
/// list        := expression ( ',' expression )*
/// tag         := identifier | '`' text '`'
/// member      := identifier | keyword | '`' text '`'
/// column      := identifier | '`' text '`'     // a multivalued section's column, in an aggregate
/// ```
///
/// Prefix operators are read in a loop, not by recursion, and parentheses, brackets and argument
/// lists nest at most ``FormExpression/maximumDepth`` levels, so parsing never recurses deeply.
struct ExpressionParser {
  private let tokens: [ExpressionToken]
  private var index = 0
  private var nodeCount = 0
  private var nesting = 0

  init(tokens: [ExpressionToken]) { self.tokens = tokens }

  static func parse(_ scalars: [Unicode.Scalar]) throws -> ExpressionSyntax {
    var parser = ExpressionParser(tokens: ExpressionLexer.tokenize(scalars))
    return try parser.parseAll()
  }

  mutating func parseAll() throws -> ExpressionSyntax {
    let first = try peek()
    if case .end = first.kind { throw ExpressionFailure(message: "empty expression", offset: 0) }
    let root = try parseConditional()
    let trailing = try peek()
    switch trailing.kind {
    case .end: return root
    case .symbol(.rightParen): throw failure("unmatched ')'", at: trailing)
    default: throw failure("expected an operator or the end of the expression, found \(trailing.display)", at: trailing)
    }
  }

  // MARK: Tokens

  /// The current token; a lexical error surfaces here, when the parser reaches it.
  private func peek() throws -> ExpressionToken {
    let token = tokens[min(index, tokens.count - 1)]
    if case .error(let message) = token.kind { throw ExpressionFailure(message: message, offset: token.offset) }
    return token
  }

  private mutating func advance() { index += 1 }

  private func isSymbol(_ token: ExpressionToken, _ symbol: ExpressionToken.Symbol) -> Bool {
    if case .symbol(symbol) = token.kind { return true }
    return false
  }

  private func failure(_ message: String, at token: ExpressionToken) -> ExpressionFailure {
    ExpressionFailure(message: message, offset: token.offset)
  }

  /// Every node goes through here, which is where the size and depth limits are enforced.
  private mutating func node(_ kind: ExpressionSyntax.Kind, at offset: Int, start: Int? = nil) throws
    -> ExpressionSyntax
  {
    let syntax = ExpressionSyntax(kind, offset: offset, start: start)
    nodeCount += 1
    if nodeCount > FormExpression.maximumNodeCount {
      throw ExpressionFailure(
        message: "expression has more than \(FormExpression.maximumNodeCount) nodes", offset: offset)
    }
    if syntax.height > FormExpression.maximumDepth {
      throw ExpressionFailure(message: Self.tooDeep, offset: offset)
    }
    return syntax
  }

  private static var tooDeep: String { "expression is nested more than \(FormExpression.maximumDepth) levels deep" }

  /// Enters a parenthesis, bracket or argument list.
  private mutating func open(_ token: ExpressionToken) throws {
    nesting += 1
    if nesting > FormExpression.maximumDepth { throw failure(Self.tooDeep, at: token) }
  }

  /// Consumes the closing symbol of a group opened at `opening`.
  private mutating func close(_ symbol: ExpressionToken.Symbol, opening: ExpressionToken, expected: String) throws {
    let token = try peek()
    if isSymbol(token, symbol) {
      advance()
      nesting -= 1
      return
    }
    if case .end = token.kind { throw failure("unclosed \(opening.display)", at: opening) }
    throw failure("expected \(expected), found \(token.display)", at: token)
  }

  // MARK: Grammar

  /// `condition ? then : else`, right-associative: the branches are conditionals themselves.
  private mutating func parseConditional() throws -> ExpressionSyntax {
    let condition = try parseOr()
    let question = try peek()
    guard isSymbol(question, .question) else { return condition }
    advance()
    try open(question)
    let then = try parseConditional()
    let colon = try peek()
    guard isSymbol(colon, .colon) else {
      throw failure("expected ':' in 'cond ? a : b', found \(colon.display)", at: colon)
    }
    advance()
    let otherwise = try parseConditional()
    nesting -= 1
    return try node(.conditional(condition, then, otherwise), at: question.offset, start: condition.start)
  }

  private mutating func parseOr() throws -> ExpressionSyntax {
    try parseLogical(.or, symbol: .orOr) { try $0.parseAnd() }
  }

  private mutating func parseAnd() throws -> ExpressionSyntax {
    try parseLogical(.and, symbol: .andAnd) { try $0.parseNot() }
  }

  private mutating func parseLogical(
    _ op: ExpressionSyntax.LogicalOperator, symbol: ExpressionToken.Symbol,
    operand: (inout ExpressionParser) throws -> ExpressionSyntax
  ) throws -> ExpressionSyntax {
    let first = try operand(&self)
    // NB: the list is made only when an operator follows: most operands are not chains.
    let token = try peek()
    guard isSymbol(token, symbol) else { return first }
    // NB: room for a few operands at once: `[first]` had room for one, and regrew at once.
    var operands: [ExpressionSyntax] = []
    operands.reserveCapacity(4)
    operands.append(first)
    while case let token = try peek(), isSymbol(token, symbol) {
      advance()
      operands.append(try operand(&self))
    }
    return try node(.logical(op, operands), at: token.offset, start: first.start)
  }

  private mutating func parseNot() throws -> ExpressionSyntax {
    var bangs: [Int] = []
    while case let token = try peek(), isSymbol(token, .bang) {
      bangs.append(token.offset)
      advance()
    }
    var result = try parseComparison()
    for offset in bangs.reversed() {
      result = try node(.not(result), at: offset)
    }
    return result
  }

  // NB: the operator tables are switches, not dictionaries: every operand of every expression
  // asks them, and hashing a symbol costs more than the rest of the parse.
  private static func comparison(_ symbol: ExpressionToken.Symbol) -> ExpressionSyntax.BinaryOperator? {
    switch symbol {
    case .equal: .equal
    case .notEqual: .notEqual
    case .less: .less
    case .lessOrEqual: .lessOrEqual
    case .greater: .greater
    case .greaterOrEqual: .greaterOrEqual
    default: nil
    }
  }

  private static func additive(_ symbol: ExpressionToken.Symbol) -> ExpressionSyntax.BinaryOperator? {
    switch symbol {
    case .plus: .add
    case .minus: .subtract
    default: nil
    }
  }

  private static func multiplicative(_ symbol: ExpressionToken.Symbol) -> ExpressionSyntax.BinaryOperator? {
    switch symbol {
    case .star: .multiply
    case .slash: .divide
    case .percent: .remainder
    default: nil
    }
  }

  private mutating func parseComparison() throws -> ExpressionSyntax {
    let lhs = try parseMembership()
    let token = try peek()
    guard case .symbol(let symbol) = token.kind, let op = Self.comparison(symbol) else { return lhs }
    advance()
    let rhs = try parseMembership()
    let after = try peek()
    if case .symbol(let next) = after.kind, Self.comparison(next) != nil {
      throw failure("comparisons cannot be chained; add parentheses or use '&&'", at: after)
    }
    return try node(.binary(op, lhs, rhs), at: token.offset, start: lhs.start)
  }

  private mutating func parseMembership() throws -> ExpressionSyntax {
    let lhs = try parseAdditive()
    let token = try peek()
    guard case .keyword(.in) = token.kind else { return lhs }
    advance()
    let rhs = try parseAdditive()
    let after = try peek()
    if case .keyword(.in) = after.kind {
      throw failure("'in' cannot be chained; add parentheses", at: after)
    }
    return try node(.binary(.in, lhs, rhs), at: token.offset, start: lhs.start)
  }

  private mutating func parseAdditive() throws -> ExpressionSyntax {
    try parseLeftAssociative(Self.additive) { try $0.parseTerm() }
  }

  private mutating func parseTerm() throws -> ExpressionSyntax {
    try parseLeftAssociative(Self.multiplicative) { try $0.parseUnary() }
  }

  private mutating func parseLeftAssociative(
    _ operators: (ExpressionToken.Symbol) -> ExpressionSyntax.BinaryOperator?,
    operand: (inout ExpressionParser) throws -> ExpressionSyntax
  ) throws -> ExpressionSyntax {
    var result = try operand(&self)
    while case let token = try peek(), case .symbol(let symbol) = token.kind, let op = operators(symbol) {
      advance()
      let rhs = try operand(&self)
      result = try node(.binary(op, result, rhs), at: token.offset, start: result.start)
    }
    return result
  }

  private mutating func parseUnary() throws -> ExpressionSyntax {
    var minuses: [Int] = []
    while case let token = try peek(), isSymbol(token, .minus) {
      minuses.append(token.offset)
      advance()
    }
    var result: ExpressionSyntax
    // A minus written right before a number belongs to the literal, so `-9223372036854775808`
    // is `Int.min` and `[-1, 2]` is a list of constants.
    if let last = minuses.last, case .number(let text) = try peek().kind {
      advance()
      minuses.removeLast()
      result = try node(.literal(Self.number(text, negative: true)), at: last)
    } else {
      result = try parsePrimary()
    }
    for offset in minuses.reversed() {
      result = try node(.negate(result), at: offset)
    }
    return result
  }

  /// A number literal's value: an `Int` when it is written without a point and fits, a
  /// `Decimal` otherwise. The lexer has bounded it to 38 digits, so the `Decimal` is exact.
  private static let posix = Locale(identifier: "en_US_POSIX")

  static func number(_ text: String, negative: Bool) -> FormValue {
    let signed = negative ? "-" + text : text
    if !text.contains("."), let value = Int(signed) { return .int(value) }
    let value = Decimal(string: text.hasPrefix(".") ? "0" + text : text, locale: posix) ?? 0
    // Decimal has no negative zero worth keeping: `-0.0` is `0.0`.
    return .decimal(negative && !value.isZero ? -value : value)
  }

  private mutating func parsePrimary() throws -> ExpressionSyntax {
    let token = try peek()
    switch token.kind {
    case .number(let text):
      advance()
      return try node(.literal(Self.number(text, negative: false)), at: token.offset)
    case .string(let text):
      advance()
      return try node(.literal(.string(text)), at: token.offset)
    case .keyword(.true):
      advance()
      return try node(.literal(.bool(true)), at: token.offset)
    case .keyword(.false):
      advance()
      return try node(.literal(.bool(false)), at: token.offset)
    case .keyword(.null):
      advance()
      return try node(.literal(.null), at: token.offset)
    case .symbol(.leftParen):
      advance()
      try open(token)
      var inner = try parseConditional()
      try close(.rightParen, opening: token, expected: "')'")
      inner.start = token.offset
      return inner
    case .symbol(.leftBracket):
      advance()
      try open(token)
      let items = try parseList(closing: .rightBracket, opening: token)
      return try node(.list(items), at: token.offset)
    case .identifier(let name):
      advance()
      let next = try peek()
      if isSymbol(next, .leftParen) {
        advance()
        try open(next)
        let arguments = try parseList(closing: .rightParen, opening: next)
        return try node(.call(name, arguments), at: token.offset)
      }
      return try parseRowReference(name, at: token)
    case .quotedName(let name):
      advance()
      return try parseRowReference(name, at: token)
    case .dollar("ctx"):
      advance()
      let name = try parseMember(after: "$ctx")
      return try node(.context(name), at: token.offset)
    case .dollar("section"):
      advance()
      let tag = try parseMember(after: "$section")
      let dot = try peek()
      guard isSymbol(dot, .dot) else {
        throw failure("expected '.hidden' after '$section.\(tag)', found \(dot.display)", at: dot)
      }
      advance()
      let state = try peek()
      guard case .identifier("hidden") = state.kind else {
        throw failure("a section has only the state 'hidden', found \(state.display)", at: state)
      }
      advance()
      return try node(.sectionHidden(tag), at: token.offset)
    case .dollar(let name):
      throw failure("unknown '$\(name)'; expected '$ctx' or '$section'", at: token)
    case .end:
      throw failure("unexpected end of expression; expected a value", at: token)
    case .symbol(.bang):
      throw failure("expected a value, found '!'; put the negation in parentheses", at: token)
    default:
      throw failure("expected a value, found \(token.display)", at: token)
    }
  }

  /// Comma-separated expressions up to `closing`; the group was opened by `opening`.
  private mutating func parseList(closing: ExpressionToken.Symbol, opening: ExpressionToken) throws
    -> [ExpressionSyntax]
  {
    var items: [ExpressionSyntax] = []
    if isSymbol(try peek(), closing) {
      try close(closing, opening: opening, expected: "'\(closing.rawValue)'")
      return items
    }
    // NB: room for a few items at once, not grown one by one.
    items.reserveCapacity(4)
    while true {
      items.append(try parseConditional())
      if isSymbol(try peek(), .comma) {
        advance()
        continue
      }
      try close(closing, opening: opening, expected: "',' or '\(closing.rawValue)'")
      return items
    }
  }

  private mutating func parseRowReference(_ tag: String, at token: ExpressionToken) throws -> ExpressionSyntax {
    let dot = try peek()
    guard isSymbol(dot, .dot) else { return try node(.row(tag), at: token.offset) }
    advance()
    let stateToken = try peek()
    switch stateToken.kind {
    case .identifier(let word):
      advance()
      guard let state = ExpressionSyntax.RowState(rawValue: word) else {
        return try node(.column(tag, word), at: token.offset)
      }
      return try node(.rowState(tag, state), at: token.offset)
    case .quotedName(let column):
      advance()
      return try node(.column(tag, column), at: token.offset)
    default:
      throw failure(
        "expected 'hidden', 'disabled' or a column after '.', found \(stateToken.display)", at: stateToken)
    }
  }

  /// The name after `$ctx.` or `$section.`: an identifier, a keyword or a backquoted name.
  private mutating func parseMember(after prefix: String) throws -> String {
    let dot = try peek()
    guard isSymbol(dot, .dot) else { throw failure("expected '.' after '\(prefix)', found \(dot.display)", at: dot) }
    advance()
    let token = try peek()
    switch token.kind {
    case .identifier(let name), .quotedName(let name):
      advance()
      return name
    case .keyword(let keyword):
      advance()
      return keyword.rawValue
    default:
      throw failure("expected a name after '\(prefix).', found \(token.display)", at: token)
    }
  }
}
