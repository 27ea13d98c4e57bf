import FormworkValues
import Foundation
import Testing

@testable import FormworkExpressions

/// A form with two multivalued sections: `lines` (subform rows with columns) and `scores`
/// (rows holding ints), beside the rows of ``TestEnvironment``.
struct AggregateEnvironment: ExpressionEnvironment {
  static let sections: [String: ExpressionSectionColumns] = [
    "lines": ExpressionSectionColumns(
      slot: 5, elementType: .object, columns: ["quantity": .int, "price": .decimal, "name": .string, "due": .date]),
    "marks": ExpressionSectionColumns(slot: 6, elementType: .int),
  ]
  func resolveRow(_ tag: String) -> (slot: Int, type: FormValueType)? { TestEnvironment.rows[tag] }
  func resolveSection(_ tag: String) -> Int? { TestEnvironment.sections[tag] }
  func resolveMultivaluedSection(_ tag: String) -> ExpressionSectionColumns? { Self.sections[tag] }
  func multivaluedSectionTag(closeTo tag: String) -> String? { tag == "lnes" ? "lines" : nil }
}

/// ``TestScope`` with the rows of the two sections.
struct AggregateScope: ExpressionScope {
  var base = TestScope(["income": 1200])
  var lines: [FormValue] = []
  var marks: [FormValue] = []

  func value(ofRow slot: Int) -> FormValue { base.value(ofRow: slot) }
  func isHidden(row slot: Int) -> Bool { false }
  func isDisabled(row slot: Int) -> Bool { false }
  func isHidden(section slot: Int) -> Bool { false }
  func context(_ name: String) -> FormValue { .null }
  func values(ofSection slot: Int) -> [FormValue] { slot == 5 ? lines : slot == 6 ? marks : [] }
}

@Suite struct ExpressionAggregateTests {
  static func line(_ quantity: FormValue, _ price: FormValue, name: FormValue = "x") -> FormValue {
    .object(["quantity": quantity, "price": price, "name": name])
  }

  static let scope = AggregateScope(
    lines: [line(2, Fixture.decimal("1.50")), line(1, Fixture.decimal("10"), name: "b"), line(.null, 3), .null],
    marks: [3, 1, .null, 2])

  static func evaluate(_ source: String, _ scope: AggregateScope = scope) throws -> FormValue {
    try FormExpression(source).bind(in: AggregateEnvironment(), expecting: nil).evaluate(scope)
  }

  static let vectors: [EvaluationVector] = [
    .init("sum(lines.price)", Fixture.decimal("14.5")), .init("sum(lines.quantity)", 3),
    .init("sum(lines.quantity * lines.price)", Fixture.decimal("13")),
    .init("sum(lines.quantity * lines.price) * 1.2", Fixture.decimal("15.6")),
    .init("count(lines)", 3), .init("count(lines.quantity)", 2), .init("count(marks)", 3),
    .init("sum(marks)", 6), .init("avg(marks)", Fixture.decimal("2")), .init("min(marks)", 1), .init("max(marks)", 3),
    .init("avg(lines.price)", Fixture.decimal("4.8333333333333333333333333333333333333")),
    .init("min(lines.name)", "b"), .init("max(lines.price)", Fixture.decimal("10")),
    .init("sum(lines.price > 2 ? 1 : 0)", 2),
    .init("sum(iif(lines.name == 'x', lines.price, 0))", Fixture.decimal("4.5")),
    .init("count(lines) > 2 && sum(marks) == 6", true), .init("min(income, sum(marks))", 6),
  ]

  @Test(arguments: vectors)
  func evaluates(_ vector: EvaluationVector) throws {
    #expect(try Self.evaluate(vector.source) == vector.expected)
  }

  @Test func anEmptySectionSumsToZeroAndHasNoMeanOrExtremes() throws {
    let empty = AggregateScope()
    #expect(try Self.evaluate("sum(lines.price)", empty) == 0)
    #expect(try Self.evaluate("count(lines)", empty) == 0)
    #expect(try Self.evaluate("avg(marks)", empty) == .null)
    #expect(try Self.evaluate("min(marks)", empty) == .null)
    #expect(try Self.evaluate("max(lines.price)", empty) == .null)
  }

  @Test func aValueOfTheWrongTypeAtRunTimeGivesNull() throws {
    var scope = Self.scope
    scope.lines = [Self.line(1, "not a number"), 7]
    #expect(try Self.evaluate("sum(lines.price)", scope) == .null)
    #expect(try Self.evaluate("count(lines.price)", scope) == 1)
    #expect(try Self.evaluate("max(lines.price)", scope) == "not a number")
    scope.lines = [Self.line(1, 2), Self.line(1, "b")]
    #expect(try Self.evaluate("max(lines.price)", scope) == .null)
  }

  static let errors: [(String, String)] = [
    ("sum(lnes.price)", "unknown multivalued section 'lnes'; did you mean 'lines'?"),
    ("sum(lnes)", "unknown multivalued section 'lnes'; did you mean 'lines'?"),
    ("sum(income)", "sum needs a multivalued section or its column (such as sum(lines.price)), found row 'income'"),
    ("sum(3)", "sum needs a multivalued section or its column, such as sum(lines.price)"),
    ("sum(income.price)", "'income' is a row, not a multivalued section"),
    (
      "sum(address.price)", "section 'address' is not multivalued: an aggregate reads the rows of a multivalued section"
    ),
    ("sum(lines.prise)", "section 'lines' has no column 'prise'; did you mean 'price'?"),
    ("sum(marks.value)", "the rows of section 'marks' have no columns (each holds a int); write 'marks'"),
    ("sum(lines.name)", "sum needs numbers, found string"),
    ("avg(lines)", "avg needs numbers, found object"),
    ("max(lines)", "max needs numbers, strings or dates, found object"),
    (
      "sum(lines.price * income)",
      "inside sum, only the rows of one multivalued section and constants can be read, found 'income'"
    ),
    (
      "sum(lines.price + marks)",
      "inside sum, only the rows of one multivalued section and constants can be read, found 'marks'"
    ),
    (
      "sum(lines.price * $ctx.rate)",
      "inside sum, only the rows of one multivalued section and constants can be read, found '$ctx.rate'"
    ),
    (
      "count(lines.due > today())",
      "inside count, only the rows of one multivalued section and constants can be read, found 'today()'"
    ),
    ("sum(lines.quantity * count(marks))", "aggregates cannot be nested: count inside sum"),
    ("lines.price > 1", "'lines.price' is a column of a multivalued section; read it in sum, count, min, max or avg"),
    ("sum(lines.price, 1)", "sum expects 1 argument, found 2"),
    ("sum()", "sum expects 1 argument, found 0"), ("count()", "count expects 1 argument, found 0"),
  ]

  @Test(arguments: errors)
  func mistakesAreBuildErrors(source: String, message: String) {
    let errors = Fixture.bindErrors(source, environment: AggregateEnvironment())
    #expect(errors.map(\.message) == [message])
  }

  @Test func typesAndReferences() throws {
    let bind = { try FormExpression($0).bind(in: AggregateEnvironment(), expecting: nil) }
    #expect(try bind("sum(lines.quantity)").resultType == .int)
    #expect(try bind("sum(lines.quantity * lines.price)").resultType == .decimal)
    #expect(try bind("avg(marks)").resultType == .decimal)
    #expect(try bind("count(lines)").resultType == .int)
    #expect(try bind("max(lines.due)").resultType == .date)
    #expect(try bind("sum(lines.price) + income").references == [.sectionValues(5), .rowValue(1)])
  }

  @Test func canonicalText() throws {
    #expect(try FormExpression("sum( lines.quantity*lines.price )").description == "sum(lines.quantity * lines.price)")
    #expect(try FormExpression("count(`my lines`.`unit price`)").description == "count(`my lines`.`unit price`)")
    #expect(try FormExpression("sum(lines.`hidden`)").description == "sum(lines.`hidden`)")
  }

  // Found by `tokenSoupNeverCrashesTheParser` (`incomein .`in``, printed `incomein.in`): a
  // column named like a keyword is backquoted, or its text reads back as the keyword.
  @Test func aColumnNamedLikeAKeywordPrintsBackquotedAndReadsBack() throws {
    for keyword in ["in", "true", "false", "null"] {
      let expression = try FormExpression("sum(lines.`\(keyword)`)")
      #expect(expression.description == "sum(lines.`\(keyword)`)")
      #expect(try FormExpression(expression.description) == expression)
    }
    let soup = try FormExpression("incomein .`in`")
    #expect(try FormExpression(soup.description) == soup)
  }
}
