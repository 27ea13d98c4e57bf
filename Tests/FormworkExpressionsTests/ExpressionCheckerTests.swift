import FormworkValues
import Foundation
import Testing

@testable import FormworkExpressions

@Suite struct ExpressionCheckerTests {
  static let place = FormErrorLocation.row("vat", part: "hidden condition")

  /// Expressions with exactly one problem: its message and column.
  static let errors: [(String, String, Int)] = [
    // Unknown names.
    ("foo == 1", "unknown row 'foo'", 1),
    ("agree && foo.hidden", "unknown row 'foo'", 10),
    ("`no such`.disabled", "unknown row 'no such'", 1),
    ("$section.nope.hidden", "unknown section 'nope'", 1),
    ("$ctx.nope == 1", "unknown context value '$ctx.nope'", 1),
    ("foo(1)", "unknown function 'foo'", 1),
    ("kind.visible", "expected 'hidden' or 'disabled' after 'kind.', found 'visible'", 1),
    ("foo.visible", "unknown row 'foo'", 1),
    ("len(name) > LEN(name)", "unknown function 'LEN'; did you mean 'len'?", 13),
    // Logic.
    ("!income", "'!' needs a bool, found int", 1),
    ("income && agree", "'&&' needs bool operands, found int", 1),
    ("agree || 'x'", "'||' needs bool operands, found string", 10),
    ("agree && (income + 1)", "'&&' needs bool operands, found int", 10),
    // Arithmetic.
    ("-kind == 1", "'-' needs a number, found string", 1),
    ("'a' - 1", "cannot apply '-' to string and int", 5),
    ("kind + 1 == 'x'", "cannot apply '+' to string and int", 6),
    ("agree * 2", "cannot apply '*' to bool and int", 7),
    ("income / 'x'", "cannot apply '/' to int and string", 8),
    ("birth % 2", "cannot apply '%' to date and int", 7),
    ("tags + tags", "cannot apply '+' to list<string> and list<string>", 6),
    // Equality.
    ("kind == 1", "cannot compare string with int using '=='", 6),
    ("birth != 'x'", "cannot compare date with string using '!='", 7),
    ("tags == [1]", "cannot compare list<string> with list<int> using '=='", 6),
    ("agree == meta", "cannot compare bool with object using '=='", 7),
    // Order.
    ("agree < true", "cannot order bool and bool with '<'", 7),
    ("kind >= 1", "cannot order string and int with '>='", 6),
    ("birth <= 1", "cannot order date and int with '<='", 7),
    ("tags > []", "cannot order list<string> and list<any> with '>'", 6),
    // Membership.
    ("1 in tags", "cannot look for int in list<string> with 'in'", 3),
    ("1 in kind", "cannot look for int in a string with 'in'", 3),
    ("1 in income", "'in' needs a list or a string to look in, found int", 3),
    // Function arguments.
    ("len(income) > 1", "len needs a string or a list, found int", 5),
    ("contains(income, 1)", "contains needs a list or a string to look in, found int", 10),
    ("contains(tags, 1)", "cannot look for int in list<string> with contains", 10),
    ("contains(kind, 1)", "cannot look for int in a string with contains", 10),
    ("startsWith(kind, 1)", "startsWith needs strings, found int", 18),
    ("endsWith(1, kind)", "endsWith needs strings, found int", 10),
    ("lower(1) == 'a'", "lower needs a string, found int", 7),
    ("upper(agree) == 'a'", "upper needs a string, found bool", 7),
    ("trim(tags) == 'a'", "trim needs a string, found list<string>", 6),
    ("abs('a') > 1", "abs needs a number, found string", 5),
    ("min(1, 'a') > 1", "min needs arguments of one kind, found int and string", 8),
    ("max(agree, agree)", "max needs numbers, strings or dates, found bool", 5),
    ("max(birth, $ctx.today, kind)", "max needs arguments of one kind, found date and string", 24),
    ("round(rate, 1.5) > 1", "round needs a whole number of places, found decimal", 13),
    ("round('a') > 1", "round needs a number, found string", 7),
    ("daysBetween(income, birth) > 1", "daysBetween needs dates or ISO 8601 strings, found int", 13),
    ("string(tags) == 'a'", "string needs a string, a number, a bool or a date, found list<string>", 8),
    ("number() > 1", "number expects 1 argument, found 0", 1),
    // Arity, for every function.
    ("empty()", "empty expects 1 argument, found 0", 1),
    ("len(name, name)", "len expects 1 argument, found 2", 1),
    ("contains('a')", "contains expects 2 arguments, found 1", 1),
    ("startsWith('a')", "startsWith expects 2 arguments, found 1", 1),
    ("endsWith('a', 'b', 'c')", "endsWith expects 2 arguments, found 3", 1),
    ("lower() == 'a'", "lower expects 1 argument, found 0", 1),
    ("upper('a', 'b') == 'a'", "upper expects 1 argument, found 2", 1),
    ("agree && trim() == ''", "trim expects 1 argument, found 0", 10),
    ("abs(1, 2) > 1", "abs expects 1 argument, found 2", 1),
    ("min(1) > 1", "min expects at least 2 arguments, or 1 column of a multivalued section, found 1", 1),
    ("max() > 1", "max expects at least 2 arguments, or 1 column of a multivalued section, found 0", 1),
    ("round() > 1", "round expects 1 or 2 arguments, found 0", 1),
    ("round(1, 2, 3) > 1", "round expects 1 or 2 arguments, found 3", 1),
    ("daysBetween('2024-01-01') > 1", "daysBetween expects 2 arguments, found 1", 1),
    // The result of a condition.
    ("income + 1", "the expression must produce bool, but it produces int", 8),
    ("kind", "the expression must produce bool, but it produces string", 1),
    ("len(tags)", "the expression must produce bool, but it produces int", 1),
    ("[agree]", "the expression must produce bool, but it produces list<bool>", 1),
    ("$ctx.today", "the expression must produce bool, but it produces date", 1),
  ]

  @Test(arguments: errors)
  func checkErrors(source: String, message: String, column: Int) throws {
    let errors = Fixture.bindErrors(source, expecting: .bool, location: Self.place)
    try #require(errors.count == 1, "\(errors)")
    #expect(errors[0].code == .invalidExpression)
    #expect(errors[0].message == message)
    #expect(errors[0].location.column == column)
    #expect(errors[0].location.tag == "vat")
    #expect(errors[0].location.part == "hidden condition")
  }

  /// Expressions that check, including every use of `.any` and of `null`.
  static let valid: [String] = [
    "kind == 'company' && income > 0",
    "income > rate && rate <= 1.5 && 1 == 1.0",
    "extra", "null", "extra + 1 > 2", "extra + 'x' == 'y'", "extra + extra", "extra < 1", "extra in tags",
    "other && agree", "!other", "-other > 1", "len(other) > 1", "kind in other", "other in kind",
    "kind == null", "null == income", "income < null", "tags == []", "tags == ['a']", "scores == [1, 2.5]",
    "'a' in tags", "income in scores", "1.5 in scores", "'pan' in kind", "kind in ['a', 1]",
    "contains(tags, kind) && contains(kind, 'x') && contains(other, 1)",
    "startsWith(kind, 'a') || endsWith(other, name)",
    "lower(kind) == upper(name) && trim(extra) == ''",
    "abs(income) + abs(rate) > 0", "min(income, rate, 3) < max(1, 2)", "min(kind, 'a') == 'a'",
    "max(birth, $ctx.today) == birth", "min(extra, 1) > 0",
    "round(rate) + round(rate, 2) + round(income, -2) + round(rate, other) > 0",
    "daysBetween(birth, $ctx.today) > 18 * 365 && daysBetween('2024-01-01', other) < 0",
    "empty(income) && empty(tags) && empty(meta) && empty(null)",
    "meta == meta", "birth == $ctx.today", "$ctx.flags", "`in` > 0", "`first-name`.hidden || income.disabled",
    "$section.address.hidden && !$section.`billing info`.hidden",
    "$ctx.role == 'admin'",
  ]

  @Test(arguments: valid)
  func validExpressionsCheck(source: String) {
    #expect(Fixture.bindErrors(source, expecting: .bool) == [])
  }

  @Test func everyProblemIsReportedInSourceOrder() {
    let errors = Fixture.bindErrors(
      "foo == 1 && bar(2) && $section.x.hidden && kind - 1 > 0", expecting: .bool, location: Self.place)
    #expect(errors.map(\.location.column) == [1, 13, 23, 49])
    #expect(
      errors.map(\.message) == [
        "unknown row 'foo'", "unknown function 'bar'", "unknown section 'x'", "cannot apply '-' to string and int",
      ])
    #expect(errors.allSatisfy { $0.location.tag == "vat" && $0.location.part == "hidden condition" })
  }

  @Test func aMistakeIsReportedOnce() {
    // `foo` is unknown; the `+` and `==` around it do not add errors of their own.
    #expect(Fixture.bindErrors("foo + 1 == 'a'", expecting: .bool).map(\.message) == ["unknown row 'foo'"])
    #expect(Fixture.bindErrors("len(foo(1)) > 'a'").map(\.message) == ["unknown function 'foo'"])
  }

  @Test func expectedResultType() {
    #expect(Fixture.bindErrors("income + 1", expecting: nil) == [])
    #expect(Fixture.bindErrors("income + 1", expecting: .decimal) == [])
    #expect(
      Fixture.bindErrors("rate", expecting: .int).map(\.message) == [
        "the expression must produce int, but it produces decimal"
      ])
    #expect(Fixture.bindErrors("kind + name", expecting: .string) == [])
  }

  @Test func contextNames() {
    #expect(Fixture.bindErrors("$ctx.anything == 1").map(\.message) == ["unknown context value '$ctx.anything'"])
    #expect(Fixture.bindErrors("$ctx.anything == 1", environment: OpenContextEnvironment()) == [])
  }

  @Test func referencesAreDeduplicatedInSourceOrder() throws {
    let bound = try Fixture.bind(
      "kind == 'a' && income > 0 || kind != 'b' && `first-name`.hidden && income.disabled"
        + " && $section.address.hidden && $ctx.role == 'x' && income.hidden && `first-name`.hidden")
    #expect(
      bound.references == [
        .rowValue(0), .rowValue(1), .rowHidden(8), .rowDisabled(1), .sectionHidden(0), .context("role"),
        .rowHidden(1),
      ])
  }

  @Test func resultTypes() throws {
    let cases: [(String, FormValueType)] = [
      ("income > 0", .bool), ("income + 1", .int), ("income + rate", .decimal), ("income / 2", .decimal),
      ("kind + 'x'", .string), ("extra", .any), ("extra + 1", .decimal), ("extra + extra", .any),
      ("[1, 2]", .list(.int)), ("[1, 2.5]", .list(.decimal)), ("[1, 'a']", .list(.any)), ("[]", .list(.any)),
      ("len(kind)", .int), ("round(rate)", .int), ("round(rate, 1)", .decimal), ("min(income, 2)", .int),
      ("max(kind, 'a')", .string), ("-income", .int), ("abs(rate)", .decimal), ("lower(kind)", .string),
    ]
    for (source, type) in cases {
      #expect(try Fixture.bind(source).resultType == type, "\(source)")
    }
  }

  @Test func constantsAreFoldedAndRowComparisonsTakeTheFastPath() throws {
    guard case .constant(.int(3)) = try Fixture.bind("1 + 2").root else {
      Issue.record("1 + 2 was not folded")
      return
    }
    guard case .constant(.list([.int(1), .int(-2)])) = try Fixture.bind("[1, -(2)]").root else {
      Issue.record("[1, -(2)] was not folded")
      return
    }
    guard case .rowOrder(.less, 1, .int(0)) = try Fixture.bind("0 > income").root else {
      Issue.record("0 > income is not a row comparison")
      return
    }
    guard case .rowEquals(0, .string("a"), negated: true) = try Fixture.bind("'a' != kind").root else {
      Issue.record("'a' != kind is not a row comparison")
      return
    }
  }
}
