import FormworkPattern
import Foundation
import PropertyBased
import PropertyTestSupport
import Testing

/// The linear-time matcher against ICU (`NSRegularExpression`), which gave patterns their meaning
/// before: same answers on the supported syntax, and refusals for what it does not run.
@Suite struct CompiledPatternTests {
  /// ICU's full-match answer.
  static func icuMatches(_ pattern: String, _ text: String) -> Bool? {
    guard let regex = try? NSRegularExpression(pattern: "\\A(?:" + pattern + ")\\z") else { return nil }
    return regex.firstMatch(in: text, range: NSRange(text.startIndex..<text.endIndex, in: text)) != nil
  }

  static let tokens: [String] = [
    "a", "b", "A", "é", ".", "[ab]", "[^a]", "[a-c&&[^b]]", "[[:alpha:]]", "\\d", "\\w", "\\W", "\\s", "\\p{Lu}",
    "\\b", "\\B", "^", "$", "\\Z", "\\z", "\\A", "\\R", "\\n", "\\h", "\\v", "(?i)", "(?m)", "(?s)", "(?-i)", "(", ")",
    "(?:", "(?i:", "(?>", "|", "*", "+", "?", "{2}", "{1,2}", "{0,}", "*?", "*+", "++", "?+", "{1,3}+", "\\Qa.\\E",
  ]
  static let textScalars: [String] = ["a", "b", "A", "B", "1", " ", "\n", "\r", "é", "E\u{301}", "_", ".", "\t", "ß"]

  @Test func theMatcherAgreesWithICUOnRandomPatterns() async {
    let pattern = Gen<String?>.element(of: Self.tokens).map { $0 ?? "" }.array(of: 0...7).map { $0.joined() }
    let text = Gen<String?>.element(of: Self.textScalars).map { $0 ?? "" }.array(of: 0...7).map { $0.joined() }
    var compared = 0
    await checkProperty(count: 3_000, input: pattern, text.array(of: 6)) { source, texts in
      guard let safe = try? CompiledPattern(source) else { return }
      for text in texts {
        guard let expected = Self.icuMatches(source, text) else {
          Issue.record("CompiledPattern accepted '\(source)', which ICU does not compile")
          return
        }
        compared += 1
        #expect(safe.matches(text) == expected, "pattern \(source.debugDescription) on \(text.debugDescription)")
      }
    }
    #expect(compared > 1_000, "the generator reaches accepted patterns")
  }

  @Test(arguments: [
    "[0-9]{5}", "(?i)abc", "\\d{3}-\\d{4}", "(\\d{3}-)+\\d{4}", "(a+)?", "(?:com|org|net)", "(com|org)+", "[\\w.-]+",
    "\\p{L}+", "(?<year>\\d{4})-(?<month>\\d{2})", "a{2,}", "[]a]+", "[[:alpha:]]+", "\\Qa.b\\E", "x*+", "x*?", "^abc$",
    "(?>a+)b", "(?>ab*)", "[a-z&&[^aeiou]]+", "[a-z--[aeiou]]+", "\\x{41}\\u0042", "(?i:ab|cd)*", "", "a$\\n", "a\\Z",
    "(?m)a$\\n^b", "\\bab\\b", "a\\Bb", "(?s).+", ".+", "\\R", "\\h\\v", "[\\p{Lu}\\d]+", "\\P{L}*", "(?i)[^a]",
    "(?i)[a-c]+", "(?i)é", "[\\x{61}-\\x{63}]+", "\\0101", "\\cA", "[-a]+", "[a-]+", "\\S+\\s\\D", "x{0,3}+x",
    "a{2}+", "[\\s\\S]*y", "a\\z", "\\Aa", "(?m)^$", "[\\^]", "(?i)\\p{Ll}",
  ])
  func knownPatternsAgreeWithICU(pattern: String) throws {
    let safe = try CompiledPattern(pattern)
    let texts = [
      "", "a", "ab", "abc", "ABC", "12345", "123-4567", "123-456-7890", "a\n", "a\r\n", "a\nb", "xxx", "xxxx", "aab",
      "b", "é", "É", "e\u{301}", "a\u{301}b", "ab ", "\r\n", "\r", "\n", "\t\n", "AB12", "bcdfg", "xy", "AB", "y",
      "\u{1}", "-", "a-", "com", "comorg", "2024-05", "Ünïcödé", "a.b", "axb", "aaaab", "a b 1", "^",
    ]
    for text in texts {
      let expected = try #require(Self.icuMatches(pattern, text) as Bool?)
      #expect(safe.matches(text) == expected, "pattern \(pattern.debugDescription) on \(text.debugDescription)")
    }
  }

  /// The shapes that froze ICU's backtracking matcher give the right answer on long texts (how
  /// fast lives in `Benchmarks/ValidationBenchmarks`).
  @Test(arguments: [
    ("\\d+\\d+\\d+x", String(repeating: "1", count: 10_000), false),
    ("\\d+\\d+\\d+x", String(repeating: "1", count: 10_000) + "x", true),
    (".*a.*a.*a.*a.*a.*b", String(repeating: "a", count: 10_000), false),
    (".*a.*a.*a.*a.*a.*b", String(repeating: "a", count: 10_000) + "b", true),
    ("[\\s\\S]*[\\s\\S]*[\\s\\S]*[\\s\\S]*y", String(repeating: " ", count: 10_000), false),
    ("(\\d{3}-)+\\d{4}", String(repeating: "123-", count: 2_500), false),
  ])
  func catastrophicShapesAnswerCorrectly(pattern: String, text: String, matches: Bool) throws {
    #expect(try CompiledPattern(pattern).matches(text) == matches)
  }

  /// Each stage of the check refuses with its own reason, and the column where it applies.
  @Test(
    arguments: [
      ("(a+)+", "unsafe", 3), ("[z-a]", "doesNotCompile", nil), ("(ab)*+", "unsupported", 6),
      ("(a{1000}){1000}", "tooLarge", nil),
    ] as [(String, String, Int?)])
  func eachStageRefusesWithItsReason(pattern: String, reason: String, column: Int?) throws {
    let refusal = try #require(throws: CompiledPattern.Refusal.self) { try CompiledPattern(pattern) }
    switch refusal {
    case .unsafe(let rejection), .unsupported(let rejection):
      #expect("\(refusal)".hasPrefix(reason + "("), "\(refusal)")
      #expect(rejection.column == column)
      #expect(!rejection.message.isEmpty)
    case .doesNotCompile, .tooLarge:
      #expect("\(refusal)" == reason)
      #expect(column == nil)
    }
  }
}
