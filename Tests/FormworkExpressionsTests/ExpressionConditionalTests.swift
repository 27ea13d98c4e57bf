import FormworkValues
import Foundation
import Testing

@testable import FormworkExpressions

/// `iif(cond, a, b)` and `cond ? a : b`; `today()` and `age(date)`.
@Suite struct ExpressionConditionalTests {
  static let scope = ExpressionEvaluatorTests.scope

  static let vectors: [EvaluationVector] = [
    .init("iif(agree, 'yes', 'no')", "yes"), .init("iif(!agree, 'yes', 'no')", "no"),
    .init("agree ? income : 0", 1200), .init("income > 2000 ? 'big' : 'small'", "small"),
    // Not exactly `true` (false, null, another type) takes the second branch.
    .init("other ? 1 : 2", 2), .init("iif(null, 1, 2)", 2), .init("extra ? 1 : 2", 2),
    // Right-associative, and looser than `||`.
    .init("income < 100 ? 'low' : income < 1000 ? 'mid' : 'high'", "high"),
    .init("false || agree ? 1 : 2", 1),
    .init("(agree ? 1 : 2) + 10", 11), .init("[agree ? 1 : 2, 3]", [1, 3]),
    .init("iif(agree, 1, 2.5)", 1), .init("agree ? null : 2", .null),
    // Only the chosen branch is evaluated; the other may be null or fail freely.
    .init("agree ? 1 : 1 / 0", 1),
  ]

  @Test(arguments: vectors)
  func evaluates(_ vector: EvaluationVector) {
    #expect(Fixture.evaluate(vector.source, Self.scope) == vector.expected)
  }

  @Test func ternaryAndIifParseToTheirCanonicalText() throws {
    #expect(try FormExpression("a?b:c").description == "a ? b : c")
    #expect(try FormExpression("(a ? b : c) ? d : e").description == "(a ? b : c) ? d : e")
    #expect(try FormExpression("a ? b ? c : d : e").description == "a ? b ? c : d : e")
    #expect(try FormExpression("a ? b : c ? d : e") == FormExpression("a ? b : (c ? d : e)"))
    #expect(try FormExpression("a || b ? 1 : 2") == FormExpression("(a || b) ? 1 : 2"))
    #expect(try FormExpression("iif(a, 1, 2)").description == "iif(a, 1, 2)")
  }

  @Test func ternarySyntaxErrors() {
    #expect(Fixture.parseError("a ? 1")?.message == "expected ':' in 'cond ? a : b', found the end of the expression")
    #expect(Fixture.parseError("a ? 1 : ")?.message == "unexpected end of expression; expected a value")
    #expect(Fixture.parseError("a : 1")?.message == "expected an operator or the end of the expression, found ':'")
  }

  static let typeErrors: [(String, String)] = [
    ("income ? 1 : 2", "'?' needs a bool condition, found int"),
    ("iif(kind, 1, 2)", "iif needs a bool condition, found string"),
    ("agree ? 1 : 'a'", "the branches of '?' must have one type, found int and string"),
    ("iif(agree, birth, 2)", "the branches of iif must have one type, found date and int"),
    ("iif(agree, 1)", "iif expects 3 arguments, found 2"),
    ("today(1)", "today expects no arguments, found 1"),
    ("age(income)", "age needs a date or an ISO 8601 string, found int"),
    ("age(birth, 3)", "age needs a date or an ISO 8601 string, found int"),
  ]

  @Test(arguments: typeErrors)
  func typeErrorsAreReportedWhenBinding(source: String, message: String) {
    #expect(Fixture.bindErrors(source).map(\.message) == [message])
  }

  @Test func resultTypes() throws {
    #expect(try Fixture.bind("agree ? 1 : 2").resultType == .int)
    #expect(try Fixture.bind("agree ? 1 : 2.5").resultType == .decimal)
    #expect(try Fixture.bind("agree ? null : 'a'").resultType == .string)
    #expect(try Fixture.bind("today()").resultType == .date)
    #expect(try Fixture.bind("age(birth)").resultType == .int)
  }

  // MARK: today() and age()

  @Test func todayIsTheScopesDay() {
    var scope = Self.scope
    scope.todayValue = Fixture.date("2024-03-01")
    #expect(Fixture.evaluate("today()", scope) == Fixture.date("2024-03-01"))
    #expect(Fixture.evaluate("daysBetween(birth, today())", scope) == 8768)
  }

  /// Whole years by calendar: one less while this year's birthday has not come.
  static let ages: [(birth: String, today: String, age: Int)] = [
    ("2000-02-28", "2024-02-27", 23), ("2000-02-28", "2024-02-28", 24), ("2000-02-28", "2024-03-01", 24),
    // Born on 29 February: the birthday is reached on 1 March in a common year.
    ("2004-02-29", "2023-02-28", 18), ("2004-02-29", "2023-03-01", 19), ("2004-02-29", "2024-02-29", 20),
    ("2024-03-01", "2024-03-01", 0), ("2024-12-31", "2025-12-30", 0), ("2024-12-31", "2025-12-31", 1),
    // Not born yet: a negative age, by the same rule.
    ("2030-06-15", "2024-06-15", -6), ("2030-06-15", "2024-06-16", -5),
  ]

  @Test(arguments: ages)
  func ageCountsBirthdays(birth: String, today: String, age: Int) {
    var scope = TestScope(["birth": Fixture.date(birth)])
    scope.todayValue = Fixture.date(today)
    #expect(Fixture.evaluate("age(birth)", scope) == .int(age))
    #expect(Fixture.evaluate("age(birth, '\(today)')", TestScope(["birth": Fixture.date(birth)])) == .int(age))
  }

  @Test func ageOfSomethingElseIsNull() {
    var scope = TestScope(["extra": 3])
    scope.todayValue = Fixture.date("2024-03-01")
    #expect(Fixture.evaluate("age(extra)", scope) == .null)
    #expect(Fixture.evaluate("age(other)", scope) == .null)
    #expect(Fixture.evaluate("age('not a date')", scope) == .null)
    #expect(Fixture.evaluate("age('2000-01-01', other)", scope) == .null)
  }

  @Test func todayIsNotFoldedAsAConstant() throws {
    let bound = try Fixture.bind("age('2000-01-01')")
    var scope = TestScope()
    scope.todayValue = Fixture.date("2020-01-01")
    #expect(bound.evaluate(scope) == 20)
    scope.todayValue = Fixture.date("2030-01-01")
    #expect(bound.evaluate(scope) == 30)
  }
}
