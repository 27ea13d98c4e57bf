import Formwork
import Foundation
import Testing

@MainActor
@Suite struct LengthRuleTests {
  // Graphemes, not scalars or UTF-16 units: 👍🏽 (2 scalars), é decomposed (2 scalars), 🇫🇷 (2).
  nonisolated static let thumbs = "👍🏽"
  nonisolated static let decomposed = "e\u{301}"

  @Test(arguments: [
    ("ab", false), ("abc", true), ("abcd", true),
    (thumbs + thumbs, false), (thumbs + thumbs + thumbs, true),
    (decomposed + decomposed, false), (decomposed + decomposed + decomposed, true), ("🇫🇷🇩🇪🇮🇹", true),
  ])
  func minLength(text: String, passes: Bool) throws {
    #expect(try RuleHarness.passes(text, .minLength(3)) == passes)
  }

  @Test(arguments: [
    ("abc", true), ("abcd", false), (thumbs + thumbs + thumbs, true), (thumbs + thumbs + thumbs + thumbs, false),
    ("🇫🇷🇩🇪🇮🇹", true), ("🇫🇷🇩🇪🇮🇹🇪🇸", false),
  ])
  func maxLength(text: String, passes: Bool) throws {
    #expect(try RuleHarness.passes(text, .maxLength(3)) == passes)
  }

  @Test(arguments: [("123", false), ("1234", true), ("12345", false), (thumbs + "123", true)])
  func exactLength(text: String, passes: Bool) throws {
    #expect(try RuleHarness.passes(text, .length(4)) == passes)
  }

  @Test(
    arguments: [
      ("ab", "Enter at least 3 characters."), ("abc", nil), ("abcde", nil), ("abcdef", "Enter at most 5 characters."),
    ] as [(String, String?)])
  func lengthRange(text: String, message: String?) throws {
    let issues = try RuleHarness.issues(text, [.length(3...5)])
    #expect(issues.first?.message == message)
    #expect(issues.allSatisfy { $0.rule == "length" })
  }

  @Test func partialLengthRanges() throws {
    #expect(try RuleHarness.passes("ab", .length(3...)) == false)
    #expect(try RuleHarness.passes("abc", .length(3...)))
    #expect(try RuleHarness.passes("abc", .length(...3)))
    #expect(try RuleHarness.passes("abcd", .length(...3)) == false)
  }

  @Test func messagesAreSingularOrPlural() throws {
    #expect(try RuleHarness.issues("", [.required, .minLength(1)]).map(\.rule) == ["required"])
    #expect(try RuleHarness.issues("ab", [.maxLength(1)]).map(\.message) == ["Enter at most 1 character."])
    #expect(try RuleHarness.issues("ab", [.length(3)]).map(\.message) == ["Enter exactly 3 characters."])
  }

  @Test(arguments: [(0, false), (1, false), (2, true), (3, true), (4, false)])
  func listCounts(count: Int, passes: Bool) throws {
    let items = (0..<count).map(String.init)
    let kind = RowKind.multipleSelector(.push)
    let failures = try RuleHarness.failures(items, kind: kind, .required, .count(2...3))
    #expect(failures.isEmpty == passes)
  }

  @Test func listCountRules() throws {
    let kind = RowKind.multipleSelector(.push)
    #expect(try RuleHarness.failures(["a"], kind: kind, .minCount(2)) == ["minCount"])
    #expect(try RuleHarness.failures(["a", "b"], kind: kind, .minCount(2)).isEmpty)
    #expect(try RuleHarness.failures(["a", "b", "c"], kind: kind, .maxCount(2)) == ["maxCount"])
    #expect(try RuleHarness.failures(["a", "b"], kind: kind, .count(2)).isEmpty)
    #expect(try RuleHarness.failures(["a"], kind: kind, .count(2)) == ["count"])
    #expect(try RuleHarness.failures([String](), kind: kind, .minCount(2)) == ["minCount"], "an empty list counts 0")
    let issues = try RuleHarness.issues(["a"], kind: kind, [.minCount(2)])
    #expect(issues.map(\.message) == ["Choose at least 2 items."])
  }
}
