import FormworkValues
import Foundation
import Testing

@testable import FormworkExpressions

/// One evaluation: the source, and the exact `FormValue` it must produce in ``ExpressionEvaluatorTests/scope``.
struct EvaluationVector: Sendable, CustomTestStringConvertible {
  var source: String
  var expected: FormValue
  init(_ source: String, _ expected: FormValue) {
    self.source = source
    self.expected = expected
  }
  var testDescription: String { "\(source) → \(expected)" }
}

@Suite struct ExpressionEvaluatorTests {
  static let scope = TestScope(
    [
      "kind": "company", "income": 1200, "rate": Fixture.decimal("0.25"), "name": "  Ada Lovelace ",
      "birth": Fixture.date("2000-02-28"), "tags": ["vip", "new"], "agree": true, "extra": "surprise",
      "first-name": "Ada", "meta": ["a": 1], "scores": [3, 1, 2], "other": .null,
    ],
    hidden: ["first-name"], disabled: ["income"], hiddenSections: ["address"],
    context: ["role": "admin", "today": Fixture.date("2024-03-01")]
  )

  static func d(_ text: String) -> FormValue { Fixture.decimal(text) }

  static let arithmeticVectors: [EvaluationVector] = [
    .init("1 + 2", 3), .init("7 - 10", -3), .init("6 * 7", 42),
    .init("0.1 + 0.2", d("0.3")), .init("0.1 + 0.2 == 0.3", true), .init("0.3 - 0.1 == 0.2", true),
    .init("1 + 0.5", d("1.5")), .init("1 + 1.0", d("2")), .init("income * rate", d("300")),
    .init("7 / 2", d("3.5")), .init("6 / 3", d("2")), .init("income / 1000", d("1.2")),
    .init("7 % 3", 1), .init("-7 % 3", -1), .init("7 % -3", 1), .init("7.5 % 2", d("1.5")),
    .init("-7.5 % 2", d("-1.5")), .init("10 % 2.5", d("0")), .init("1 % 0.3", d("0.1")),
    .init("1 / 0", .null), .init("1 % 0", .null), .init("1.5 / 0.0", .null), .init("1 % 0.0", .null),
    .init("income / (income - 1200)", .null),
    // Int overflow promotes to an exact decimal.
    .init("9223372036854775807 + 1", d("9223372036854775808")),
    .init("-9223372036854775808 - 1", d("-9223372036854775809")),
    .init("9223372036854775807 * 2", d("18446744073709551614")),
    .init("9223372036854775807 * 9223372036854775807", d("85070591730234615847396907784232501249")),
    .init("-(-9223372036854775808)", d("9223372036854775808")),
    .init("-9223372036854775808 / -1", d("9223372036854775808")),
    .init("-9223372036854775808 % -1", 0),
    .init("9223372036854775807 + 1 - 1 == 9223372036854775807", true),
    // Decimal overflow gives null.
    .init(
      "99999999999999999999999999999999999999 * 99999999999999999999999999999999999999"
        + " * 99999999999999999999999999999999999999 * 99999999999999999999999999999999999999"
        + " * 99999999999999999999999999999999999999", .null),
    .init("'a' + 'b'", "ab"), .init("kind + '!'", "company!"),
    .init("-income", -1200), .init("-rate", d("-0.25")), .init("-(0.0)", d("0")),
    // Null and run-time type surprises propagate as null.
    .init("null + 1", .null), .init("income + null", .null), .init("-other", .null),
    .init("extra + 1", .null), .init("extra - 1", .null), .init("extra + 'x'", "surprisex"), .init("other * 2", .null),
  ]

  static let comparisonsVectors: [EvaluationVector] = [
    .init("1 < 2", true), .init("2 <= 2", true), .init("3 > 2.5", true), .init("2 >= 2.5", false),
    .init("1 == 1.0", true), .init("1 != 1.0", false), .init("2.50 == 2.5", true), .init("income > 1199.99", true),
    .init("0 < income", true), .init("1200 >= income", true), .init("1200 > income", false),
    .init("'B' < 'a'", true), .init("'a' < 'b'", true), .init("'z' < 'é'", true), .init("'Z' < 'a'", true),
    .init("'é' == 'e\\u{301}'", true), .init("'abc' <= 'abd'", true), .init("'' < 'a'", true),
    .init("birth < $ctx.today", true), .init("birth == birth", true), .init("$ctx.today > birth", true),
    .init("null == null", true), .init("other == null", true), .init("kind == null", false),
    .init("kind != null", true), .init("null != null", false), .init("null == 0", false), .init("null == ''", false),
    .init("other < 1", .null), .init("other > 'a'", .null), .init("null < null", .null), .init("income < other", .null),
    .init("extra == 1", false), .init("extra != 1", true), .init("extra < 1", .null), .init("extra > 'a'", true),
    .init("[1, 2] == [1, 2.0]", true), .init("tags == ['vip', 'new']", true), .init("tags == ['new', 'vip']", false),
    .init("tags != []", true), .init("meta == meta", true), .init("kind == 'company'", true),
    .init("'company' == kind", true), .init("kind != 'company'", false),
  ]

  static let logicVectors: [EvaluationVector] = [
    .init("true && true", true), .init("true && false", false), .init("false && true", false),
    .init("false && null", false), .init("null && false", false), .init("true && null", .null),
    .init("null && true", .null), .init("null && null", .null),
    .init("true || null", true), .init("null || true", true), .init("false || null", .null),
    .init("null || false", .null), .init("false || false", false), .init("null || null", .null),
    .init("!true", false), .init("!false", true), .init("!null", .null), .init("!!true", true),
    .init("extra && true", .null), .init("extra || true", true), .init("!extra", .null),
    .init("other > 1 && false", false), .init("other > 1 || true", true), .init("other > 1 || false", .null),
    .init("agree && income > 1000", true), .init("true && true && null && false", false),
    .init("kind == 'company' && income > 0", true), .init("!(kind == 'person')", true),
  ]

  static let membershipVectors: [EvaluationVector] = [
    .init("'vip' in tags", true), .init("'x' in tags", false), .init("kind in ['company', 'trust']", true),
    .init("'pan' in 'company'", true), .init("'x' in kind", false), .init("'' in kind", true),
    .init("other in tags", false), .init("null in [1, null]", true), .init("'a' in other", .null),
    .init("1 in [1.0]", true), .init("1 in scores", true), .init("[1] in [[1], [2]]", true),
    .init("extra in kind", false), .init("1 in extra", .null), .init("'👍' in '👍🏽'", false),
    .init("'é' in 'cafe\\u{301}'", true),
  ]

  static let functionsVectors: [EvaluationVector] = [
    .init("empty(null)", true), .init("empty('')", true), .init("empty([])", true), .init("empty(' ')", false),
    .init("empty(0)", false), .init("empty(other)", true), .init("empty(meta)", false), .init("empty(tags)", false),
    .init("len('👍🏽')", 1), .init("len('héllo')", 5), .init("len('e\\u{301}')", 1), .init("len('🇫🇷🇩🇪')", 2),
    .init("len(tags)", 2), .init("len('')", 0), .init("len(other)", .null), .init("len(extra)", 8),
    .init("contains(tags, 'vip')", true), .init("contains(tags, 'x')", false),
    .init("contains('company', 'pan')", true),
    .init("contains(other, 'a')", .null), .init("contains('👍🏽', '👍')", false), .init("contains(scores, 2.0)", true),
    .init("startsWith('Ada', 'Ad')", true), .init("startsWith('Ada', 'da')", false),
    .init("startsWith('👍🏽x', '👍')", false),
    .init("endsWith('Ada', 'da')", true), .init("endsWith('Ada', 'Ad')", false),
    .init("endsWith('xe\\u{301}', 'e')", false),
    .init("startsWith(other, 'a')", .null), .init("endsWith('a', other)", .null), .init("startsWith('a', '')", true),
    .init("lower('ÀB')", "àb"), .init("upper('straße')", "STRASSE"), .init("lower(null)", .null),
    .init("upper(extra)", "SURPRISE"),
    .init("trim(name)", "Ada Lovelace"), .init("trim(' \\n\\t ')", ""), .init("trim('x')", "x"),
    .init("trim(other)", .null),
    .init("abs(-5)", 5), .init("abs(5)", 5), .init("abs(-2.5)", d("2.5")), .init("abs(other)", .null),
    .init("abs(-9223372036854775807 - 1)", d("9223372036854775808")), .init("abs(extra)", .null),
    .init("min(3, 1, 2)", 1), .init("max(3, 1.5)", 3), .init("min(1, 0.5)", d("0.5")), .init("max(1, 1.0)", 1),
    .init("min('b', 'a', 'c')", "a"), .init("max(birth, $ctx.today)", Fixture.date("2024-03-01")),
    .init("min(1, null)", .null), .init("max(null, 1)", .null), .init("min(extra, 1)", .null),
    .init("max(income, rate)", 1200),
    .init("round(2.5)", 3), .init("round(-2.5)", -3), .init("round(2.4)", 2), .init("round(5)", 5),
    .init("round(2.345, 2)", d("2.35")), .init("round(-2.345, 2)", d("-2.35")), .init("round(2.5, 0)", 3),
    .init("round(1234, -2)", 1200), .init("round(1250, -2)", 1300), .init("round(income, -3)", 1000),
    .init("round(9223372036854775807, -1)", d("9223372036854775810")),
    .init("round(rate, 1)", d("0.3")), .init("round(null)", .null), .init("round(1.5, 99)", .null),
    .init("round(1.5, other)", .null), .init("round(extra)", .null),
    .init("daysBetween('2024-01-01', '2024-03-01')", 60), .init("daysBetween('2024-03-01', '2024-01-01')", -60),
    .init("daysBetween(birth, $ctx.today)", 8768), .init("daysBetween(birth, birth)", 0),
    // Across a European DST change (31 March 2024): UTC days, unaffected.
    .init("daysBetween('2024-03-30T12:00:00Z', '2024-04-01T00:00:00Z')", 2),
    .init("daysBetween('2024-10-26T00:00:00Z', '2024-10-28T00:00:00Z')", 2),
    // Calendar days of UTC dates, not elapsed 24-hour periods.
    .init("daysBetween('2024-01-01T23:59:59Z', '2024-01-02T00:00:01Z')", 1),
    .init("daysBetween('2024-01-02T00:00:00+02:00', '2024-01-02')", 1),
    .init("daysBetween('nope', '2024-01-01')", .null), .init("daysBetween(other, birth)", .null),
    .init("daysBetween(extra, birth)", .null),
    .init("number('41') + 1", 42), .init("number(' -3.5 ')", d("-3.5")), .init("number('1e3')", d("1000")),
    .init("number(7)", 7), .init("number(rate)", d("0.25")), .init("number(extra)", .null),
    .init("number('01')", .null), .init("number('0.5')", d("0.5")), .init("number('0x1F')", .null),
    .init("number('1.')", .null),
    .init("number('')", .null), .init("number(other)", .null), .init("number(agree)", .null),
    .init("string(1 + 1)", "2"), .init("string(rate)", "0.25"), .init("string(agree)", "true"),
    .init("string(kind)", "company"), .init("string(birth)", "2000-02-28T00:00:00Z"), .init("string(other)", .null),
    .init("string(income) + ' kg'", "1200 kg"),
  ]

  static let referencesVectors: [EvaluationVector] = [
    .init("kind", "company"), .init("`first-name`", "Ada"), .init("other", .null),
    .init("`first-name`.hidden", true), .init("kind.hidden", false), .init("income.disabled", true),
    .init("kind.disabled", false), .init("$section.address.hidden", true),
    .init("$section.`billing info`.hidden", false), .init("$ctx.role == 'admin'", true), .init("$ctx.flags", .null),
    .init("[kind, income, null]", ["company", 1200, .null]), .init("[1, -(2)]", [1, -2]),
  ]

  func check(_ vector: EvaluationVector) {
    guard let value = Fixture.evaluate(vector.source, Self.scope) else { return }
    // `FormValue ==` is structural, so this also pins int versus decimal.
    #expect(value == vector.expected, "\(vector.source)")
  }

  @Test(arguments: arithmeticVectors) func arithmetic(_ vector: EvaluationVector) { check(vector) }
  @Test(arguments: comparisonsVectors) func comparisons(_ vector: EvaluationVector) { check(vector) }
  @Test(arguments: logicVectors) func threeValuedLogic(_ vector: EvaluationVector) { check(vector) }
  @Test(arguments: membershipVectors) func membership(_ vector: EvaluationVector) { check(vector) }
  @Test(arguments: functionsVectors) func functions(_ vector: EvaluationVector) { check(vector) }
  @Test(arguments: referencesVectors) func references(_ vector: EvaluationVector) { check(vector) }

  @Test func holdsOnlyForExactlyTrue() throws {
    let cases: [(String, Bool)] = [
      ("true", true), ("false", false), ("null", false), ("extra", false), ("other", false),
      ("income > 0", true), ("other > 0", false), ("!(other > 0)", false), ("agree", true),
    ]
    for (source, holds) in cases {
      #expect(try Fixture.bind(source).holds(Self.scope) == holds, "\(source)")
    }
  }

  @Test func decimalsOutsideTheSafeRangeStayTotal() throws {
    // Values a row may hold that Foundation's arithmetic cannot take as they are.
    let tiny = FormValue.decimal(Decimal(string: "1e-120")!)
    let huge = FormValue.decimal(Decimal(string: "9e120")!)
    let bound = try FormExpression("extra * other").bind(in: TestEnvironment(), expecting: nil)
    let product = { (a: FormValue, b: FormValue) in bound.evaluate(TestScope(["extra": a, "other": b])) }
    #expect(product(tiny, tiny) == .decimal(0))
    #expect(product(huge, huge) == .null)
    #expect(product(tiny, 3) == .decimal(0))
    #expect(product(.decimal(.nan), 1) == .null)
    let compared = try FormExpression("extra < other").bind(in: TestEnvironment(), expecting: nil)
    #expect(compared.evaluate(TestScope(["extra": tiny, "other": huge])) == true)
    #expect(compared.evaluate(TestScope(["extra": .decimal(.nan), "other": 1])) == .null)
    let days = try FormExpression("daysBetween(extra, other)").bind(in: TestEnvironment(), expecting: nil)
    #expect(
      days.evaluate(TestScope(["extra": .date(.distantPast), "other": .date(Date(timeIntervalSince1970: .infinity))]))
        == .null)
  }

  @Test func evaluationReadsRowsBySlot() throws {
    let bound = try Fixture.bind("kind == 'company' && income > 0")
    #expect(bound.holds(TestScope(["kind": "company", "income": 1])))
    #expect(!bound.holds(TestScope(["kind": "company", "income": 0])))
    #expect(!bound.holds(TestScope(["kind": "person", "income": 1])))
    #expect(bound.evaluate(TestScope(["kind": "company"])) == .null)
    #expect(bound.evaluate(TestScope(["income": 1])) == false)
    #expect(bound.description == "kind == 'company' && income > 0")
  }
}
