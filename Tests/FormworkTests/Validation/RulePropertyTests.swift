import Formwork
import Foundation
import PropertyBased
import PropertyTestSupport
import Testing

/// Invariants over random input: no rule crashes or flips its mind, reports keep form order,
/// unsafe pattern shapes never reach the regex engine.
@MainActor
@Suite struct RulePropertyTests {
  nonisolated static let characters: [Character] =
    Array("aZ09@.:/?#[]%-_~+!$&'()*,;= \t\"<>\\|^{}`xn") + [
      "é", "👍🏽", "\u{301}", "\u{200B}", "用", "ß", "\u{0}", "\u{A0}",
    ]

  nonisolated static let tokens: [String] = [
    "http", "HTTPS", "://", "ftp", ".", "com", "xn--bcher-kva", "Example", "@", ":", "8080", "/", "?", "#", "user", "[",
    "]", "::1", "192", ".168", "a", "-", "%20", "%zz", "é", " ", "..", "de", "65536",
  ]

  nonisolated static let locals = ["ada", "Ada.Lovelace", "a+b", "x..y", " a", "é", "o'neil", ".a", "A_B"]
  nonisolated static let hosts = [
    "example.com", "xn--bcher-kva.de", "localhost", "example..com", "Example.ORG", "-x.com", "192.168.0.1",
    "[::1]", "bücher.de", "a_b.com", "256.1.1.1",
  ]
  nonisolated static let schemes = ["", "http://", "HTTPS://", "ftp://", "http:/", "user@", "https://u:p@"]
  nonisolated static let tails = ["", ":8080", ":65536", "/path", "/a%20b", "/a%zz", "?q=1#f", "#a#b", ":"]

  /// Addresses built from plausible parts, valid or broken in one place.
  nonisolated static let structured = Gen.int(in: 0...Int.max / 2).map { seed -> String in
    var rest = seed
    func pick(_ options: [String]) -> String {
      defer { rest /= options.count }
      return options[rest % options.count]
    }
    if rest % 2 == 0 {
      rest /= 2
      return pick(locals) + "@" + pick(hosts)
    }
    rest /= 2
    return pick(schemes) + pick(hosts) + pick(tails)
  }

  nonisolated static let anyText = Gen<Character?>.element(of: characters).map { $0 ?? "a" }.string(of: 0...40)
  nonisolated static let addressLike = Gen<String?>.element(of: tokens).map { $0 ?? "" }.array(of: 1...9)
    .map { $0.joined() }

  static let stringRules: [(String, Rule<String>)] = [
    ("required", .required), ("requiredWS", .required(allowingWhitespace: true)), ("min", .minLength(3)),
    ("max", .maxLength(5)), ("exact", .length(4)), ("range", .length(2...6)), ("pattern", .pattern("[a-z0-9.]+")),
    ("email", .email), ("url", .url), ("urlRequired", .url(schemeRequired: true)),
    ("urlAny", .url(schemeRequired: true, allowedSchemes: [])), ("oneOf", .oneOf(["a", "b"])),
  ]

  /// One row per rule, so one `validate()` runs every rule on the same text.
  func ruleForm() throws -> (Form, [RowKey<String>]) {
    let keys = Self.stringRules.map { RowKey<String>($0.0) }
    let rows = zip(keys, Self.stringRules).map { key, rule in Row.text(key, key.tag).rules(rule.1).eraseToAnyRow() }
    return (try Form(sections: [Section(rows: rows)]), keys)
  }

  @Test func noInputCrashesAnyRuleAndEveryRuleIsDeterministic() async throws {
    let (form, keys) = try ruleForm()
    let input = Gen.oneOf(
      Self.anyText.eraseToAnySequence(), Self.addressLike.eraseToAnySequence(), Self.structured.eraseToAnySequence())
    await checkProperty(count: 300, input: input) { text in
      form.transaction { for key in keys { form[key] = text } }
      let first = form.validate()
      let second = form.validate()
      #expect(first == second, "\(text.debugDescription)")
    }
  }

  @Test func uppercasingASCIILettersKeepsEmailAndURLValidity() async throws {
    var validURLs = 0
    var validEmails = 0
    let input = Gen.oneOf(Self.structured.eraseToAnySequence(), Self.addressLike.eraseToAnySequence())
    await checkProperty(count: 400, input: input) { text in
      let upper = String(text.map { $0.isASCII ? Character($0.uppercased()) : $0 })
      let url = try RuleHarness.passes(text, .url)
      let email = try RuleHarness.passes(text, .email)
      #expect(try RuleHarness.passes(upper, .url) == url, "\(text)")
      #expect(try RuleHarness.passes(upper, .email) == email, "\(text)")
      if url { validURLs += 1 }
      if email { validEmails += 1 }
    }
    #expect(validURLs > 0, "the generator reaches valid URLs")
    #expect(validEmails > 0, "the generator reaches valid emails")
  }

  @Test func validateReportsIssuesInFormOrderAndSkipsHiddenRows() async throws {
    // Each code picks a row's rule, value and hidden state.
    await checkProperty(input: Gen.int(in: 0...23).array(of: 1...14)) { codes in
      let rules: [Rule<String>] = [.required, .minLength(3), .email, .maxLength(2)]
      let values: [String?] = [nil, "ab", "ada@example.com"]
      let sections = stride(from: 0, to: codes.count, by: 4).map { start in
        Section(
          "S\(start)",
          rows: codes[start..<min(start + 4, codes.count)].enumerated().map { offset, code in
            Row.text(RowKey<String>("r\(start + offset)"), "Row", value: values[code / 8 % 3])
              .rules(rules[(code >> 1) % 4])
              .hidden(.constant(code & 1 == 1))
              .eraseToAnyRow()
          })
      }
      let form = try Form(sections: sections)
      let report = form.validate()
      let position = Dictionary(uniqueKeysWithValues: form.rowIDs.enumerated().map { ($1, $0) })
      let positions = report.issues.compactMap { issue in issue.row.flatMap { position[$0] } }
      #expect(report.issues.allSatisfy { $0.row != nil }, "no section has rules here")
      #expect(positions == positions.sorted(), "issues in form order")
      #expect(
        report.issues.allSatisfy { issue in issue.row.map { !form.isHidden($0) } ?? false }, "hidden rows are skipped")
      for id in form.rowIDs where !form.isHidden(id) {
        #expect(report.issues(for: id) == form.issues(of: id), "the report is what the rows show")
      }
      #expect(report.isValid == form.isValid)
      #expect(report.firstError == report.errors.first)
    }
  }

  nonisolated static let patternTokens: [String] = [
    "(", ")", "|", "*", "+", "?", "{2}", "{1,3}", "{2,}", "[a-z]", "\\d", ".", "a", "b", "^", "$", "(?:", "(?i)", "\\1",
    "(?=", "[", "]", "\\", "{", "}", "\\Q", "\\E", "(?<n>", "[^a]", "\\w",
  ]

  @Test func patternAnalysisIsTotalAndAcceptedPatternsMatchQuickly() async throws {
    let adversarial = String(repeating: "a", count: 28) + "!"
    var accepted = 0
    var rejected = 0
    await checkProperty(
      count: 500,
      input: Gen<String?>.element(of: Self.patternTokens).map { $0 ?? "" }.array(of: 0...10).map { $0.joined() }
    ) { source in
      let first = Result { try SafePattern(source) }
      let second = Result { try SafePattern(source) }
      switch (first, second) {
      case (.success(let pattern), .success):
        accepted += 1
        _ = pattern.matches(adversarial)
        _ = pattern.matches("")
      case (.failure(let error), .failure(let again)):
        let formError = try #require(error as? FormError)
        #expect(formError == again as? FormError, "deterministic")
        #expect(formError.code == .invalidRule)
        rejected += 1
      default:
        Issue.record("\(source) was accepted once and rejected once")
      }
    }
    #expect(accepted > 0 && rejected > 0, "the generator reaches both outcomes")
  }
}
