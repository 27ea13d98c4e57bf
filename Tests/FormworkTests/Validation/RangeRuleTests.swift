import Formwork
import Foundation
import Testing

@MainActor
@Suite struct RangeRuleTests {
  static let integer = RowKind.text(.integer)
  static let decimal = RowKind.text(.decimal)

  private func passes(_ value: Int, _ rule: Rule<Int>) throws -> Bool {
    try RuleHarness.failures(value, kind: Self.integer, rule).isEmpty
  }

  @Test(arguments: [(17, false), (18, false), (19, true)])
  func greaterThan(value: Int, passes: Bool) throws {
    #expect(try self.passes(value, .greaterThan(18)) == passes)
  }

  @Test(arguments: [(17, false), (18, true), (19, true)])
  func atLeast(value: Int, passes: Bool) throws {
    #expect(try self.passes(value, .atLeast(18)) == passes)
  }

  @Test(arguments: [(9, true), (10, false), (11, false)])
  func lessThan(value: Int, passes: Bool) throws {
    #expect(try self.passes(value, .lessThan(10)) == passes)
  }

  @Test(arguments: [(9, true), (10, true), (11, false)])
  func atMost(value: Int, passes: Bool) throws {
    #expect(try self.passes(value, .atMost(10)) == passes)
  }

  @Test(arguments: [(17, false), (18, true), (130, true), (131, false), (Int.min, false), (Int.max, false)])
  func closedRange(value: Int, passes: Bool) throws {
    #expect(try self.passes(value, .range(18...130)) == passes)
  }

  @Test func partialAndHalfOpenRanges() throws {
    #expect(try passes(17, .range(18...)) == false)
    #expect(try passes(18, .range(18...)))
    #expect(try passes(Int.max, .range(18...)))
    #expect(try passes(100, .range(...100)))
    #expect(try passes(101, .range(...100)) == false)
    #expect(try passes(4, .range(..<5)))
    #expect(try passes(5, .range(..<5)) == false)
    #expect(try passes(-1, .range(0..<10)) == false)
    #expect(try passes(0, .range(0..<10)))
    #expect(try passes(9, .range(0..<10)))
    #expect(try passes(10, .range(0..<10)) == false)
  }

  @Test func decimalBoundsAreExact() throws {
    let tenth = try #require(Decimal(string: "0.1"))
    let justAbove = try #require(Decimal(string: "0.1000000000000000000001"))
    #expect(try RuleHarness.failures(tenth, kind: Self.decimal, .greaterThan(tenth)) == ["greaterThan"])
    #expect(try RuleHarness.failures(justAbove, kind: Self.decimal, .greaterThan(tenth)).isEmpty)
    #expect(try RuleHarness.failures(tenth, kind: Self.decimal, .atMost(tenth)).isEmpty)
  }

  @Test func doubleBounds() throws {
    #expect(try RuleHarness.failures(1.5, kind: Self.decimal, .atMost(1.5)).isEmpty)
    #expect(try RuleHarness.failures(1.5000001, kind: Self.decimal, .atMost(1.5)) == ["atMost"])
    #expect(try RuleHarness.failures(0.0, kind: Self.decimal, .range(0.0...1.0)).isEmpty)
    #expect(try RuleHarness.failures(-0.0001, kind: Self.decimal, .range(0.0...1.0)) == ["range"])
  }

  @Test func dateBounds() throws {
    let bound = Date(timeIntervalSince1970: 1_700_000_000)
    let kind = RowKind.date(.dateTime, inline: false)
    #expect(try RuleHarness.failures(bound, kind: kind, .atLeast(bound)).isEmpty)
    #expect(try RuleHarness.failures(bound - 1, kind: kind, .atLeast(bound)) == ["atLeast"])
    #expect(try RuleHarness.failures(bound, kind: kind, .lessThan(bound)) == ["lessThan"])
    #expect(try RuleHarness.failures(bound - 1, kind: kind, .lessThan(bound)).isEmpty)
    #expect(try RuleHarness.failures(bound + 1, kind: kind, .range(...bound)) == ["range"])
  }

  @Test func messagesShowTheBoundInTheFormsLocale() throws {
    func messages(_ value: Int, _ rule: Rule<Int>) throws -> [String] {
      try RuleHarness.issues(value, kind: Self.integer, [rule]) { $0.locale = Locale(identifier: "en_US") }
        .map(\.message)
    }
    #expect(try messages(5, .greaterThan(1000)) == ["Must be greater than 1,000."])
    #expect(try messages(5, .atLeast(18)) == ["Must be at least 18."])
    #expect(try messages(50, .lessThan(10)) == ["Must be less than 10."])
    #expect(try messages(50, .atMost(10)) == ["Must be at most 10."])
    #expect(try messages(5, .range(18...130)) == ["Must be at least 18."])
    #expect(try messages(500, .range(18...130)) == ["Must be at most 130."])
    #expect(try messages(10, .range(0..<10)) == ["Must be less than 10."])
  }

  @Test func emptyValuesSkipRanges() throws {
    #expect(try RuleHarness.failures(nil as Int?, kind: Self.integer, .atLeast(18)).isEmpty)
    #expect(try RuleHarness.failures(nil as Int?, kind: Self.integer, .required, .atLeast(18)) == ["required"])
  }
}
