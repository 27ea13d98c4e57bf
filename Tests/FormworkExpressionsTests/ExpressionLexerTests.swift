import FormworkValues
import Foundation
import Testing

@testable import FormworkExpressions

@Suite struct ExpressionLexerTests {
  typealias Kind = ExpressionToken.Kind

  static func kinds(_ source: String) -> [Kind] {
    ExpressionLexer.tokenize(Array(source.unicodeScalars)).map(\.kind)
  }

  static let vectors: [(String, [Kind])] = [
    ("12", [.number("12"), .end]),
    ("3.5", [.number("3.5"), .end]),
    (".5", [.number(".5"), .end]),
    ("007", [.number("007"), .end]),
    ("'it\\'s'", [.string("it's"), .end]),
    ("\"say \\\"hi\\\"\"", [.string("say \"hi\""), .end]),
    ("'a\\\\b\\nc\\td\\re\\`'", [.string("a\\b\nc\td\re`"), .end]),
    ("'\\u{1F44D}\\u{41}'", [.string("👍A"), .end]),
    ("'multi\nline'", [.string("multi\nline"), .end]),
    ("''", [.string(""), .end]),
    ("income _x9", [.identifier("income"), .identifier("_x9"), .end]),
    ("`first-name` `a\\`b`", [.quotedName("first-name"), .quotedName("a`b"), .end]),
    ("$ctx $section $other", [.dollar("ctx"), .dollar("section"), .dollar("other"), .end]),
    ("true false null in", [.keyword(.true), .keyword(.false), .keyword(.null), .keyword(.in), .end]),
    ("True inn", [.identifier("True"), .identifier("inn"), .end]),
    (
      "|| && ! == != < <= > >=",
      [
        .symbol(.orOr), .symbol(.andAnd), .symbol(.bang), .symbol(.equal), .symbol(.notEqual), .symbol(.less),
        .symbol(.lessOrEqual), .symbol(.greater), .symbol(.greaterOrEqual), .end,
      ]
    ),
    (
      "+-*/%()[],.",
      [
        .symbol(.plus), .symbol(.minus), .symbol(.star), .symbol(.slash), .symbol(.percent), .symbol(.leftParen),
        .symbol(.rightParen), .symbol(.leftBracket), .symbol(.rightBracket), .symbol(.comma), .symbol(.dot), .end,
      ]
    ),
    ("a<=b", [.identifier("a"), .symbol(.lessOrEqual), .identifier("b"), .end]),
    ("!!a", [.symbol(.bang), .symbol(.bang), .identifier("a"), .end]),
    ("a.hidden", [.identifier("a"), .symbol(.dot), .identifier("hidden"), .end]),
    ("1.hidden", [.error("invalid number '1.hidden'")]),
    (" \t\n\u{00A0}a\u{2003}", [.identifier("a"), .end]),
    ("", [.end]),
  ]

  @Test(arguments: vectors)
  func tokenKinds(source: String, expected: [Kind]) {
    #expect(Self.kinds(source) == expected)
  }

  @Test func offsetsCountUnicodeScalars() {
    let tokens = ExpressionLexer.tokenize(Array("'👍🏽' == x".unicodeScalars))
    #expect(tokens.map(\.offset) == [0, 5, 8, 9])
  }

  /// Lexical errors stop the token stream, at the offset of the offending scalar.
  static let errors: [(String, String, Int)] = [
    ("'abc", "unterminated string", 0),
    ("x + \"abc", "unterminated string", 4),
    ("'abc\\", "unterminated string", 0),
    ("`abc", "unterminated backquoted tag", 0),
    ("``", "empty backquoted tag", 0),
    ("'a\\qb'", "invalid escape '\\q' in string", 2),
    ("`a\\qb`", "invalid escape '\\q' in backquoted tag", 2),
    ("'\\u{D800}'", "invalid Unicode escape", 1),
    ("'\\u{110000}'", "invalid Unicode escape", 1),
    ("'\\u{}'", "invalid Unicode escape", 1),
    ("'\\u0041'", "invalid Unicode escape", 1),
    ("'\\u{0000041}'", "invalid Unicode escape", 1),
    ("a # b", "unexpected character '#'", 2),
    ("a & b", "did you mean '&&'?", 2),
    ("a | b", "did you mean '||'?", 2),
    ("a = b", "did you mean '=='?", 2),
    ("$", "unexpected character '$'", 0),
    ("$1", "unexpected character '$'", 0),
    ("a..b", "unexpected '..'", 1),
    ("12abc", "invalid number '12abc'", 0),
    ("1e5", "invalid number '1e5'", 0),
    ("1.5.2", "invalid number '1.5.2'", 0),
    ("123456789012345678901234567890123456789", "more than 38 digits", 0),
    ("\u{7}", "unexpected character U+7", 0),
  ]

  @Test(arguments: errors)
  func lexicalErrors(source: String, message: String, offset: Int) throws {
    let last = try #require(ExpressionLexer.tokenize(Array(source.unicodeScalars)).last)
    guard case .error(let text) = last.kind else {
      Issue.record("no error for \(source)")
      return
    }
    #expect(text.contains(message), "\(text)")
    #expect(last.offset == offset)
  }

  @Test func thirtyEightDigitsAreAllowed() {
    // Leading zeros and trailing fractional zeros do not count.
    #expect(
      Self.kinds("00012345678901234567890123456789012345678.000") == [
        .number("00012345678901234567890123456789012345678.000"), .end,
      ])
    #expect(
      Self.kinds("0.00000000000000000000000000000000000001") == [
        .number("0.00000000000000000000000000000000000001"), .end,
      ])
  }

  /// The lexer answers ASCII spaces without Unicode's tables and looks symbols up by their
  /// scalars: both must agree with what they stand for.
  @Test func everyUnicodeSpaceSeparatesAndEverySymbolReadsAsItself() {
    let spaces = (0...0x3000).compactMap(Unicode.Scalar.init).filter(\.properties.isWhitespace)
    #expect(spaces.count > 20)
    for space in spaces {
      var source = "a"
      source.unicodeScalars.append(space)
      source += "b"
      #expect(Self.kinds(source) == [.identifier("a"), .identifier("b"), .end], "U+\(String(space.value, radix: 16))")
    }
    for control in ["\u{0}", "\u{1F}", "\u{7F}"] {
      #expect(Self.kinds("a\(control)b").contains { if case .error = $0 { true } else { false } })
    }
    for symbol in ExpressionToken.Symbol.allCases {
      #expect(Self.kinds("a\(symbol.rawValue)b") == [.identifier("a"), .symbol(symbol), .identifier("b"), .end])
    }
  }
}
