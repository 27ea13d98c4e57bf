import FormworkValues
import Foundation
import Testing

@testable import FormworkExpressions

@Suite struct ExpressionParserTests {
  static let shapes: [(String, String)] = [
    // `||` < `&&` < `!` < comparison < `in` < additive < multiplicative < prefix minus.
    ("a || b && c", "(|| a (&& b c))"),
    ("a && b || c", "(|| (&& a b) c)"),
    ("a || b || c", "(|| a b c)"),
    ("a && b && c && d", "(&& a b c d)"),
    ("(a || b) || c", "(|| (|| a b) c)"),
    ("!a && b", "(&& (! a) b)"),
    ("!a || !b", "(|| (! a) (! b))"),
    ("!a == b", "(! (== a b))"),
    ("!!a", "(! (! a))"),
    ("a == b && c != d", "(&& (== a b) (!= c d))"),
    ("a < b || c >= d", "(|| (< a b) (>= c d))"),
    ("a <= b", "(<= a b)"),
    ("a > b", "(> a b)"),
    ("a in b == c", "(== (in a b) c)"),
    ("a == b in c", "(== a (in b c))"),
    ("a + b in c", "(in (+ a b) c)"),
    ("a + b * c", "(+ a (* b c))"),
    ("a * b + c", "(+ (* a b) c)"),
    ("a - b - c", "(- (- a b) c)"),
    ("a - (b - c)", "(- a (- b c))"),
    ("a / b * c % d", "(% (* (/ a b) c) d)"),
    ("a + b - c + d", "(+ (- (+ a b) c) d)"),
    ("-a * b", "(* (neg a) b)"),
    ("- -a", "(neg (neg a))"),
    ("-(a + b)", "(neg (+ a b))"),
    ("-5", "-5"),
    ("- 5", "-5"),
    ("-(5)", "(neg 5)"),
    ("--5", "(neg -5)"),
    ("a - -5", "(- a -5)"),
    ("a-5", "(- a 5)"),
    ("2 * -3.5", "(* 2 -3.5d)"),
    ("-9223372036854775808", "-9223372036854775808"),
    ("9223372036854775807", "9223372036854775807"),
    ("9223372036854775808", "9223372036854775808.0d"),
    ("-0", "0"),
    ("-0.0", "0.0d"),
    ("3.50", "3.5d"),
    ("3.0", "3.0d"),
    (".5", "0.5d"),
    ("007", "7"),
    ("[1, 'a', null, true, false]", "[1 'a' null true false]"),
    ("[]", "[]"),
    ("[[1], []]", "[[1] []]"),
    ("len(a)", "(len a)"),
    ("min(a, b + 1, 3)", "(min a (+ b 1) 3)"),
    ("f()", "(f )"),
    ("len", "len"),
    ("income.hidden", "(hidden income)"),
    ("income.disabled", "(disabled income)"),
    ("`first-name`.hidden", "(hidden first-name)"),
    ("hidden.hidden", "(hidden hidden)"),
    ("`in`", "in"),
    ("$section.address.hidden", "(section address)"),
    ("$section.`billing info`.hidden", "(section billing info)"),
    ("$ctx.role", "(ctx role)"),
    ("$ctx.null", "(ctx null)"),
    ("$ctx.`dotted.name`", "(ctx dotted.name)"),
    ("a in ['x', 'y'] && !empty(b)", "(&& (in a ['x' 'y']) (! (empty b)))"),
    ("(((a)))", "a"),
    ("a\n&&\tb", "(&& a b)"),
  ]

  @Test(arguments: shapes)
  func precedenceAndAssociativity(source: String, shape: String) throws {
    #expect(try FormExpression(source).syntax.shape == shape)
  }

  static let canonical: [(String, String)] = [
    ("(a==1)||(b&&c)", "a == 1 || b && c"),
    ("(a || b) || c", "(a || b) || c"),
    ("a && (b && c)", "a && (b && c)"),
    ("a && (b || c)", "a && (b || c)"),
    ("!a == b", "!(a == b)"),
    ("!(a)", "!a"),
    ("!!a.hidden", "!!a.hidden"),
    ("!-a", "!-a"),
    ("-(5)", "-(5)"),
    ("- -a", "-(-a)"),
    ("--5", "-(-5)"),
    ("-(a * b)", "-(a * b)"),
    ("(a - b) - c", "a - b - c"),
    ("a - (b + c)", "a - (b + c)"),
    ("a * (b + c)", "a * (b + c)"),
    ("(a * b) % c", "a * b % c"),
    ("a % (b * c)", "a % (b * c)"),
    ("(a < b) == c", "(a < b) == c"),
    ("(a in b) in c", "(a in b) in c"),
    ("\"it's\"", "'it\\'s'"),
    ("'a\\u{7}\\u{1F44D}'", "'a\\u{7}👍'"),
    ("\"\\n\\t\\r\\\\\"", "'\\n\\t\\r\\\\'"),
    ("`kind`", "kind"),
    ("`in` + `first-name`", "`in` + `first-name`"),
    ("`a\\`b`", "`a\\`b`"),
    ("$ctx.`in`", "$ctx.in"),
    ("$section.`billing info`.hidden", "$section.`billing info`.hidden"),
    ("[ 1 ,2 ]", "[1, 2]"),
    ("len( a,b )", "len(a, b)"),
    ("3.50 + .5 + 007 + 2.0", "3.5 + 0.5 + 7 + 2.0"),
  ]

  @Test(arguments: canonical)
  func canonicalDescription(source: String, description: String) throws {
    let expression = try FormExpression(source)
    #expect(expression.description == description)
    #expect(try FormExpression(description) == expression)
    #expect(expression.source == source)
  }

  @Test func equalityIgnoresSpacingAndRedundantParentheses() throws {
    #expect(try FormExpression("a==1") == FormExpression("((a == 1))"))
    #expect(try FormExpression("a==1").hashValue == FormExpression("((a == 1))").hashValue)
    #expect(try FormExpression("a == 1") != FormExpression("a == 1.0"))
    #expect(try FormExpression("(a || b) || c") != FormExpression("a || b || c"))
  }

  @Test func numberLiterals() throws {
    func literal(_ source: String) throws -> FormValue? {
      guard case .literal(let value) = try FormExpression(source).syntax.kind else { return nil }
      return value
    }
    #expect(try literal("12") == .int(12))
    #expect(try literal("-9223372036854775808") == .int(.min))
    #expect(try literal("9223372036854775808") == .decimal(Decimal(string: "9223372036854775808")!))
    #expect(try literal("0.1") == .decimal(Decimal(string: "0.1")!))
    #expect(try literal("-.25") == .decimal(Decimal(string: "-0.25")!))
    // Leading zeros and trailing fractional zeros do not count towards the 38 digits.
    #expect(try literal(String(repeating: "0", count: 400) + "7") == .int(7))
    #expect(try literal("0.1" + String(repeating: "0", count: 400)) == .decimal(Decimal(string: "0.1")!))
    #expect(
      try literal("12345678901234567890.123456789012345678")
        == .decimal(Decimal(string: "12345678901234567890.123456789012345678")!))
  }

  /// Every syntax error, with its message and 1-based column.
  static let errors: [(String, String, Int)] = [
    ("", "empty expression", 1),
    ("   ", "empty expression", 1),
    ("'abc", "unterminated string", 1),
    ("name == 'abc", "unterminated string", 9),
    ("'a\\qb'", "invalid escape '\\q'", 3),
    ("x == '\\u{D800}'", "invalid Unicode escape", 7),
    ("a # b", "unexpected character '#'", 3),
    ("a && b & c", "did you mean '&&'?", 8),
    ("income +", "unexpected end of expression", 9),
    ("len(a,", "unexpected end of expression", 7),
    ("!", "unexpected end of expression", 2),
    ("(a", "unclosed '('", 1),
    ("(a + (b)", "unclosed '('", 1),
    ("len(a", "unclosed '('", 4),
    ("[1, 2", "unclosed '['", 1),
    ("a)", "unmatched ')'", 2),
    ("(a))", "unmatched ')'", 4),
    ("(a b)", "expected ')', found 'b'", 4),
    ("[1 2]", "expected ',' or ']', found number 2", 4),
    ("len(a b)", "expected ',' or ')', found 'b'", 7),
    ("[1,]", "expected a value, found ']'", 4),
    ("()", "expected a value, found ')'", 2),
    ("a b", "expected an operator or the end of the expression, found 'b'", 3),
    ("a == 1 'x'", "found string 'x'", 8),
    ("a..hidden", "unexpected '..'", 2),
    ("1..2", "unexpected '..'", 2),
    ("a.", "expected 'hidden', 'disabled' or a column after '.', found the end of the expression", 3),
    ("a.+", "expected 'hidden', 'disabled' or a column after '.', found '+'", 3),
    ("(a).hidden", "found '.'", 4),
    ("a < b < c", "comparisons cannot be chained", 7),
    ("a == b != c", "comparisons cannot be chained", 8),
    ("a in b in c", "'in' cannot be chained", 8),
    ("a == !b", "put the negation in parentheses", 6),
    ("$foo.x", "unknown '$foo'", 1),
    ("$", "unexpected character '$'", 1),
    ("$ctx", "expected '.' after '$ctx'", 5),
    ("$ctx.'x'", "expected a name after '$ctx.', found string 'x'", 6),
    ("$ctx.1", "expected '.' after '$ctx', found number .1", 5),
    ("$section.address", "expected '.hidden' after '$section.address'", 17),
    ("$section.address.disabled", "a section has only the state 'hidden'", 18),
    ("12abc", "invalid number '12abc'", 1),
    ("x > 1e5", "invalid number '1e5'", 5),
    ("1234567890123456789012345678901234567890", "more than 38 digits", 1),
    ("``", "empty backquoted tag", 1),
    ("in > 0", "expected a value, found 'in'", 1),
    ("true.hidden", "expected an operator or the end of the expression, found '.'", 5),
    ("income.hidden.hidden", "found '.'", 14),
    ("`abc", "unterminated backquoted tag", 1),
    // Columns count characters: the emoji with its skin tone is one column.
    ("'👍🏽' # 1", "unexpected character '#'", 5),
    ("'e\u{301}' = 1", "did you mean '=='?", 5),
  ]

  @Test(arguments: errors)
  func syntaxErrors(source: String, message: String, column: Int) throws {
    let error = try #require(Fixture.parseError(source))
    #expect(error.code == .invalidExpression)
    #expect(error.message.contains(message), "\(error.message)")
    #expect(error.location.column == column)
    #expect(error.location.line == nil)
  }

  @Test func errorsCarryTheCallersLocation() throws {
    let error = try #require(Fixture.parseError("a +", location: .row("vat", part: "hidden condition")))
    #expect(error.location.tag == "vat")
    #expect(error.location.part == "hidden condition")
    #expect(error.location.column == 4)
    #expect(
      error.description
        == "row 'vat', hidden condition, column 4: invalidExpression: unexpected end of expression; expected a value")
  }

  @Test func multiLineSourcesReportTheLine() throws {
    var error = try #require(Fixture.parseError("a &&\n  b #"))
    #expect(error.location.line == 2)
    #expect(error.location.column == 5)
    error = try #require(Fixture.parseError("a &&\r\nb &&\r\n  %"))
    #expect(error.location.line == 3)
    #expect(error.location.column == 3)
  }

  @Test func theFirstErrorInSourceOrderWins() throws {
    // The syntax error at `)` comes before the unterminated string.
    let error = try #require(Fixture.parseError(") 'abc"))
    #expect(error.message == "expected a value, found ')'")
    #expect(error.location.column == 1)
  }

  // MARK: Limits

  @Test func lengthLimit() throws {
    let longest = "a" + String(repeating: " ", count: FormExpression.maximumLength - 1)
    #expect(Fixture.parseError(longest) == nil)
    let error = try #require(Fixture.parseError(longest + " "))
    #expect(error.message == "expression is longer than 512 characters")
    #expect(error.location.column == 513)
    // Characters, not scalars or bytes: 512 flags of two scalars each are fine.
    let flags = "'" + String(repeating: "🇫🇷", count: 510) + "'"
    #expect(Fixture.parseError(flags) == nil)
  }

  @Test func nodeLimit() throws {
    func list(_ count: Int) -> String { "[" + Array(repeating: "0", count: count).joined(separator: ", ") + "]" }
    #expect(Fixture.parseError(list(127)) == nil)  // 127 literals and the list
    var error = try #require(Fixture.parseError(list(128)))
    #expect(error.message == "expression has more than 128 nodes")
    #expect(error.location.column == 1)  // the list node is the 129th
    error = try #require(Fixture.parseError(list(129)))
    #expect(error.location.column == 1 + 3 * 128 + 1)  // the 129th literal
  }

  @Test func depthLimit() throws {
    let message = "expression is nested more than 16 levels deep"
    // Prefix operators: 15 `!` and a name are 16 levels.
    #expect(Fixture.parseError(String(repeating: "!", count: 15) + "a") == nil)
    var error = try #require(Fixture.parseError(String(repeating: "!", count: 16) + "a"))
    #expect(error.message == message)
    #expect(error.location.column == 1)
    // A left-leaning chain: the 16th `+` makes the 17th level.
    #expect(Fixture.parseError(Array(repeating: "1", count: 16).joined(separator: "+")) == nil)
    error = try #require(Fixture.parseError(Array(repeating: "1", count: 17).joined(separator: "+")))
    #expect(error.message == message)
    #expect(error.location.column == 32)
    // Redundant parentheses count too, so the parser never recurses deeply.
    #expect(Fixture.parseError(String(repeating: "(", count: 16) + "a" + String(repeating: ")", count: 16)) == nil)
    error = try #require(
      Fixture.parseError(String(repeating: "(", count: 17) + "a" + String(repeating: ")", count: 17)))
    #expect(error.message == message)
    #expect(error.location.column == 17)
    error = try #require(Fixture.parseError(String(repeating: "[", count: 17) + String(repeating: "]", count: 17)))
    #expect(error.location.column == 17)
    // A long prefix run is rejected without recursion.
    error = try #require(Fixture.parseError(String(repeating: "-", count: 400) + "a"))
    #expect(error.message == message)
  }
}
