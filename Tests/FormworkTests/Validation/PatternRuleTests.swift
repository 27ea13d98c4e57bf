import Formwork
import Foundation
import Testing

@MainActor
@Suite struct PatternRuleTests {
  /// Patterns `SafePattern` rejects, with the column it reports.
  @Test(arguments: [
    (String(repeating: "a", count: 257), 257),
    ("(a)\\1", 4),
    ("(?<n>a)\\k<n>", 8),
    ("[a-z]+\\2", 7),
    ("a(?=b)", 2),
    ("a(?!b)", 2),
    ("(?<=a)b", 1),
    ("(?<!a)b", 1),
    ("(a+)+", 3),
    ("(a*)*", 3),
    ("(a+)*b", 3),
    ("(?:a?)+", 5),
    ("([a-z]+\\.)+", 7),
    ("((ab)*c)+", 6),
    ("(a{2,})+", 3),
    ("(a|a)*", 1),
    ("(a|ab)+", 1),
    ("(\\w|-)+", 1),
    ("(a|)*", 1),
    ("((a|b)c|ad)+", 1),
    ("a**", 3),
    ("a{2}{3}", 5),
    ("(?x)a b", 3),
    ("(?#note)a", 1),
    ("\\Qabc", 1),
    ("[abc", 1),
    ("(abc", 1),
    ("abc)", 4),
    ("a{1001}", 2),
    ("\\y", 1),
    ("*a", 1),
    ("a\\", 2),
    ("^*", 2),
  ])
  func rejected(pattern: String, column: Int) throws {
    let error = try #require(throws: FormError.self) { try SafePattern(pattern) }
    #expect(error.code == .invalidRule)
    #expect(error.location.column == column, "\(error)")
    #expect(error.location.part == "pattern")
  }

  @Test(arguments: [
    String(repeating: "a", count: 256), "[0-9]{5}", "[A-Z]{2}[0-9]{2}", "(?i)abc", "\\d{3}-\\d{4}", "(\\d{3}-)+\\d{4}",
    "(a+)?", "(?:com|org|net)", "(com|org)+", "[\\w.-]+", "\\p{L}+", "(?<year>\\d{4})-(?<month>\\d{2})", "a{2,}",
    "[]a]+", "[[:alpha:]]+", "\\Qa.b\\E", "x*+", "x*?", "^abc$", "(?>a+)b", "[a-z&&[^aeiou]]", "\\x{41}\\u0042",
    "(?i:ab|cd)*", "",
  ])
  func accepted(pattern: String) throws {
    _ = try SafePattern(pattern)
  }

  @Test func patternsThatDoNotCompileAreRejected() {
    let error = #expect(throws: FormError.self) { try SafePattern("[z-a]") }
    #expect(error?.code == .invalidRule)
  }

  @Test(arguments: [
    ("[0-9]{5}", "75001", true), ("[0-9]{5}", "750011", false), ("[0-9]{5}", "a75001", false),
    ("[0-9]{5}", "75001\n", false), ("a|ab", "ab", true), ("a|ab", "a", true), ("a|ab", "abc", false),
    ("(?i)abc", "ABC", true), ("abc", "ABC", false), ("^abc$", "abc", true), ("", "", true), ("", "a", false),
    ("\\p{L}+", "Ünïcödé", true), ("\\Qa.b\\E", "a.b", true), ("\\Qa.b\\E", "axb", false),
  ])
  func fullMatch(pattern: String, text: String, matches: Bool) throws {
    #expect(try SafePattern(pattern).matches(text) == matches)
  }

  @Test func patternRuleOnARow() throws {
    #expect(try RuleHarness.passes("75001", .pattern("[0-9]{5}")))
    let issues = try RuleHarness.issues("7500", [.pattern("[0-9]{5}")])
    #expect(issues.map(\.rule) == ["pattern"])
    #expect(issues.map(\.message) == ["The format is not valid."])
    #expect(try RuleHarness.passes("75001", .pattern(try SafePattern("[0-9]+"))))
    #expect(try RuleHarness.passes("", .pattern("[0-9]{5}")), "empty values skip")
  }

  @Test func unsafePatternFailsTheFormBuildWithItsRow() throws {
    let code = RowKey<String>("code")
    let other = RowKey<String>("other")
    let error = try #require(throws: FormDefinitionError.self) {
      try Form {
        Section(tag: "account") {
          Row.text(code, "Code").rules(.required, .pattern("(a+)+"))
          Row.text(other, "Other").rules(.pattern("(x)\\1"))
        }
      }
    }
    #expect(error.errors.count == 2)
    let first = try #require(error.errors.first)
    #expect(first.code == .invalidRule)
    #expect(first.location.tag == "code")
    #expect(first.location.section == "account")
    #expect(first.location.part == "rule pattern")
    #expect(first.location.column == 3)
    #expect(error.errors.last?.location.tag == "other")
  }

  @Test func unsafePatternFailsARowInsertedLater() throws {
    let code = RowKey<String>("code")
    let form = try Form { Section(tag: "s") { Row.text(RowKey<String>("a"), "A") } }
    let section = try #require(form.sectionID(forTag: "s"))
    #expect(throws: FormDefinitionError.self) {
      try form.append(Row.text(code, "Code").rules(.pattern("(a|a)*")), toSection: section)
    }
    #expect(form.rowID(for: code) == nil, "the row was not added")
  }

  @Test func evilInputOnAcceptedPatternsIsFast() throws {
    // The classic catastrophic shapes are rejected; their safe rewrites run in linear time.
    let pattern = try SafePattern("[a-z0-9.-]+@[a-z0-9.-]+")
    let evil = String(repeating: "a", count: 20_000) + "!"
    let start = Date()
    #expect(pattern.matches(evil) == false)
    #expect(Date().timeIntervalSince(start) < 2)
  }
}
