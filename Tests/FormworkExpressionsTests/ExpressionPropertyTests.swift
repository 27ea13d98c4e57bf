import FormworkValues
import Foundation
import PropertyBased
import PropertyTestSupport
import Testing

@testable import FormworkExpressions

// MARK: - Random building blocks

enum Random {
  static func pick<T>(_ items: [T], _ rng: inout some RandomNumberGenerator) -> T {
    items[Int.random(in: 0..<items.count, using: &rng)]
  }

  static func chance(_ probability: Double, _ rng: inout some RandomNumberGenerator) -> Bool {
    Double.random(in: 0..<1, using: &rng) < probability
  }

  /// Characters that stress quoting, escaping and grapheme handling.
  static let characters: [String] = [
    "a", "b", "Z", "0", " ", "'", "\"", "\\", "\n", "\t", "\r", "`", "é", "e\u{301}", "\u{301}", "👍🏽", "👍",
    "🇫🇷", "\u{7}", "\u{0}", "\u{85}", "\u{A0}", "$", ".", "ß",
  ]

  static func text(_ rng: inout some RandomNumberGenerator, maxLength: Int = 5) -> String {
    (0..<Int.random(in: 0...maxLength, using: &rng)).map { _ in pick(characters, &rng) }.joined()
  }

  static func int(_ rng: inout some RandomNumberGenerator) -> Int {
    chance(0.2, &rng)
      ? pick([Int.max, Int.min, 0, -1, 1, Int.max - 1], &rng) : Int.random(in: -1000...1000, using: &rng)
  }

  /// A decimal; a `literal` one stays within what a literal can spell (38 digits).
  static func decimal(_ rng: inout some RandomNumberGenerator, literal: Bool = false) -> Decimal {
    if chance(0.2, &rng) {
      var edges = ["99999999999999999999999999999999999999", "0.00000001", "0", "-0.5"]
      if !literal { edges += ["1e-120", "9e120", "-1e-70", "1e100"] }
      return Decimal(string: pick(edges, &rng))!
    }
    let whole = Int.random(in: 0...99_999, using: &rng)
    let fraction = Int.random(in: 0...9_999, using: &rng)
    let text = "\(chance(0.3, &rng) ? "-" : "")\(whole).\(fraction)"
    return Decimal(string: text)!
  }

  static func date(_ rng: inout some RandomNumberGenerator) -> Date {
    chance(0.1, &rng)
      ? pick([Date.distantPast, Date.distantFuture, Date(timeIntervalSince1970: 0)], &rng)
      : Date(timeIntervalSince1970: Double(Int.random(in: -10_000_000_000...10_000_000_000, using: &rng)))
  }

  /// Any value at all, as a row of type `.any` may hold (NaN aside, which is never equal to itself).
  static func value(_ rng: inout some RandomNumberGenerator, depth: Int = 2) -> FormValue {
    switch Int.random(in: 0...(depth > 0 ? 8 : 6), using: &rng) {
    case 0: return .null
    case 1: return .bool(chance(0.5, &rng))
    case 2: return .int(int(&rng))
    case 3: return .decimal(decimal(&rng))
    case 4: return .string(text(&rng))
    case 5: return .string(FormDateCoding.string(from: date(&rng)))
    case 6: return .date(date(&rng))
    case 7: return .list((0..<Int.random(in: 0...3, using: &rng)).map { _ in value(&rng, depth: depth - 1) })
    default:
      return .object(
        Dictionary(
          uniqueKeysWithValues: (0..<Int.random(in: 0...2, using: &rng)).map { index in
            ("k\(index)", value(&rng, depth: depth - 1))
          }))
    }
  }

  /// A value for a row of `type`, or null.
  static func value(of type: FormValueType, _ rng: inout some RandomNumberGenerator) -> FormValue {
    if chance(0.15, &rng) { return .null }
    switch type {
    case .any: return value(&rng)
    case .bool: return .bool(chance(0.5, &rng))
    case .int: return .int(int(&rng))
    case .decimal: return .decimal(decimal(&rng))
    case .string: return .string(text(&rng))
    case .date: return .date(date(&rng))
    case .list(let element):
      return .list((0..<Int.random(in: 0...3, using: &rng)).map { _ in value(of: element, &rng) })
    case .object: return value(&rng, depth: 1)
    }
  }

  static func scope(_ rng: inout some RandomNumberGenerator) -> TestScope {
    var scope = TestScope()
    for (_, row) in TestEnvironment.rows {
      scope.values[row.slot] = value(of: row.type, &rng)
      if chance(0.3, &rng) { scope.hiddenRows.insert(row.slot) }
      if chance(0.3, &rng) { scope.disabledRows.insert(row.slot) }
    }
    for (_, slot) in TestEnvironment.sections where chance(0.5, &rng) { scope.hiddenSections.insert(slot) }
    scope.contextValues = [
      "role": value(of: .string, &rng), "today": value(of: .date, &rng), "flags": value(&rng),
    ]
    return scope
  }
}

// MARK: - Random well-typed syntax trees

/// Builds syntax trees that type-check against ``TestEnvironment``, directed by the static type
/// each position needs; rows of type `.any` may stand anywhere.
enum RandomSyntax {
  enum Shape: CaseIterable { case bool, number, string, date, strings, numbers }

  static let anyRows = ["extra", "other"]

  static func tree(_ rng: inout some RandomNumberGenerator, shape: Shape = .bool) -> ExpressionSyntax {
    var budget = 50
    return make(shape, depth: Int.random(in: 1...9, using: &rng), budget: &budget, &rng)
  }

  static func node(_ kind: ExpressionSyntax.Kind) -> ExpressionSyntax { ExpressionSyntax(kind) }

  static func make(_ shape: Shape, depth: Int, budget: inout Int, _ rng: inout some RandomNumberGenerator)
    -> ExpressionSyntax
  {
    budget -= 1
    if depth <= 1 || budget <= 0 || Random.chance(0.15, &rng) { return leaf(shape, &rng) }
    func sub(_ shape: Shape) -> ExpressionSyntax { make(shape, depth: depth - 1, budget: &budget, &rng) }
    func subs(_ shape: Shape, _ count: ClosedRange<Int>) -> [ExpressionSyntax] {
      (0..<Int.random(in: count, using: &rng)).map { _ in sub(shape) }
    }
    switch shape {
    case .bool:
      switch Int.random(in: 0...9, using: &rng) {
      case 0: return node(.not(sub(.bool)))
      case 1: return node(.logical(Random.pick([.and, .or], &rng), subs(.bool, 2...3)))
      case 2:
        let operand = Random.pick([Shape.bool, .number, .string, .date], &rng)
        return node(.binary(Random.pick([.equal, .notEqual], &rng), sub(operand), sub(operand)))
      case 3:
        let operand = Random.pick([Shape.number, .string, .date], &rng)
        let op = Random.pick([ExpressionSyntax.BinaryOperator.less, .lessOrEqual, .greater, .greaterOrEqual], &rng)
        return node(.binary(op, sub(operand), sub(operand)))
      case 4:
        switch Int.random(in: 0...2, using: &rng) {
        case 0: return node(.binary(.in, sub(.string), sub(.strings)))
        case 1: return node(.binary(.in, sub(.number), sub(.numbers)))
        default: return node(.binary(.in, sub(.string), sub(.string)))
        }
      case 5: return node(.call("empty", [sub(Random.pick(Shape.allCases, &rng))]))
      case 6: return node(.call("contains", [sub(Random.pick([.string, .strings], &rng)), sub(.string)]))
      case 7: return node(.call(Random.pick(["startsWith", "endsWith"], &rng), [sub(.string), sub(.string)]))
      default: return leaf(.bool, &rng)
      }
    case .number:
      switch Int.random(in: 0...9, using: &rng) {
      case 0: return node(.negate(sub(.number)))
      case 1, 2:
        let op = Random.pick([ExpressionSyntax.BinaryOperator.add, .subtract, .multiply, .divide, .remainder], &rng)
        return node(.binary(op, sub(.number), sub(.number)))
      case 3: return node(.call("len", [sub(Random.pick([.string, .strings, .numbers], &rng))]))
      case 4: return node(.call("abs", [sub(.number)]))
      case 5: return node(.call(Random.pick(["min", "max"], &rng), subs(.number, 2...3)))
      case 6:
        let places = node(.literal(.int(Int.random(in: -3...3, using: &rng))))
        return node(.call("round", Random.chance(0.5, &rng) ? [sub(.number)] : [sub(.number), places]))
      case 7: return node(.conditional(sub(.bool), sub(.number), sub(.number)))
      case 8:
        return Random.chance(0.5, &rng)
          ? node(.call("iif", [sub(.bool), sub(.number), sub(.number)])) : node(.call("age", [sub(.date)]))
      default: return node(.call("daysBetween", [sub(.date), sub(.date)]))
      }
    case .string:
      switch Int.random(in: 0...2, using: &rng) {
      case 0: return node(.binary(.add, sub(.string), sub(.string)))
      case 1: return node(.call(Random.pick(["lower", "upper", "trim"], &rng), [sub(.string)]))
      default: return node(.call(Random.pick(["min", "max"], &rng), subs(.string, 2...2)))
      }
    case .date:
      switch Int.random(in: 0...2, using: &rng) {
      case 0: return node(.call("today", []))
      case 1: return node(.conditional(sub(.bool), sub(.date), sub(.date)))
      default: return node(.call(Random.pick(["min", "max"], &rng), subs(.date, 2...3)))
      }
    case .strings:
      return node(.list(subs(.string, 0...3)))
    case .numbers:
      return node(.list(subs(.number, 0...3)))
    }
  }

  static func leaf(_ shape: Shape, _ rng: inout some RandomNumberGenerator) -> ExpressionSyntax {
    if Random.chance(0.1, &rng) { return node(.row(Random.pick(anyRows, &rng))) }
    switch shape {
    case .bool:
      switch Int.random(in: 0...4, using: &rng) {
      case 0: return node(.literal(.bool(Random.chance(0.5, &rng))))
      case 1:
        let tag = Random.pick(Array(TestEnvironment.rows.keys).sorted(), &rng)
        return node(.rowState(tag, Random.pick(ExpressionSyntax.RowState.allCases, &rng)))
      case 2: return node(.sectionHidden(Random.pick(Array(TestEnvironment.sections.keys).sorted(), &rng)))
      case 3: return node(.row("agree"))
      default: return node(.literal(.null))
      }
    case .number:
      switch Int.random(in: 0...3, using: &rng) {
      case 0: return node(.literal(.int(Random.int(&rng))))
      case 1: return node(.literal(.decimal(Random.decimal(&rng, literal: true))))
      default: return node(.row(Random.pick(["income", "rate", "in"], &rng)))
      }
    case .string:
      switch Int.random(in: 0...2, using: &rng) {
      case 0: return node(.literal(.string(Random.text(&rng))))
      case 1: return node(.context("role"))
      default: return node(.row(Random.pick(["kind", "name", "first-name"], &rng)))
      }
    case .date:
      return Random.chance(0.5, &rng) ? node(.row("birth")) : node(.context("today"))
    case .strings:
      return Random.chance(0.5, &rng) ? node(.row("tags")) : node(.list([node(.literal(.string(Random.text(&rng))))]))
    case .numbers:
      return Random.chance(0.5, &rng) ? node(.row("scores")) : node(.list([]))
    }
  }
}

/// A random tree and a random form state to evaluate it in.
struct EvaluationCase: Sendable, CustomTestStringConvertible {
  var syntax: ExpressionSyntax
  var scope: TestScope
  var testDescription: String { syntax.canonicalText }
}

// MARK: - Properties

@Suite struct ExpressionPropertyTests {
  static let fragments: [String] = [
    "kind", "income", "extra", "`first-name`", "`in`", "$ctx.role", "$ctx", "$section.address.hidden", "$section",
    "$", "$x", ".hidden", ".disabled", "'a'", "\"b\"", "'unterminated", "'\\q'", "'\\u{1F44D}'", "\\", "`", "12", "3.5",
    ".5", "..", ".", "9223372036854775808", "1234567890123456789012345678901234567890", "true", "false", "null",
    "in", "&&", "||", "!", "==", "!=", "<", "<=", ">", ">=", "+", "-", "*", "/", "%", "(", ")", "[", "]", ",",
    "len", "min", "round", "daysBetween", "empty", "#", "&", "|", "=", "👍🏽", "\n", "e\u{301}",
    "iif", "?", ":", "today()", "age", "sum", "count", "avg", "max", "kind.price", "`in`.`x`", "income.hidden",
  ]

  static let operands: [String] = [
    "kind", "income", "extra", "'a'", "12", "3.5", "null", "true", "[1, 'a']", "len(kind)", "$ctx.role",
    "income.hidden", "(income)", "`in`", "-5", "min(1, 2)", "'\\'", "[]",
    "iif(agree, 1, 2)", "(agree ? income : 0)", "today()", "age(birth)", "sum(kind)", "count(kind.x)", "min(income)",
  ]
  static let operators = ["&&", "||", "==", "!=", "<", "<=", ">", ">=", "in", "+", "-", "*", "/", "%"]

  /// Half pure fragment soup, half operand-operator chains that parse more often than not.
  static let tokenSoup = Generator(run: { rng in
    if Random.chance(0.5, &rng) {
      return (0..<Int.random(in: 0...30, using: &rng)).map { _ in
        Random.pick(fragments, &rng) + (Random.chance(0.5, &rng) ? " " : "")
      }.joined()
    }
    var text = ""
    for index in 0..<Int.random(in: 1...8, using: &rng) {
      if index > 0 { text += " " + Random.pick(operators, &rng) + " " }
      text += Random.pick(["", "", "", "!", "-", "(", "!("], &rng) + Random.pick(operands, &rng)
      if Random.chance(0.15, &rng) { text += Random.pick([")", "", ".hidden"], &rng) }
    }
    return text
  })

  static let randomStrings = Generator(run: { rng in
    var text = String.UnicodeScalarView()
    for _ in 0..<Int.random(in: 0...60, using: &rng) {
      let value: UInt32
      switch Int.random(in: 0...9, using: &rng) {
      case 0: value = UInt32.random(in: 0...0x1F, using: &rng)
      case 1: value = UInt32.random(in: 0x300...0x36F, using: &rng)
      case 2: value = UInt32.random(in: 0x1F300...0x1FAFF, using: &rng)
      case 3: value = UInt32.random(in: 0xA0...0xD7FF, using: &rng)
      default: value = UInt32.random(in: 0x20...0x7E, using: &rng)
      }
      text.append(Unicode.Scalar(value)!)
    }
    return String(text)
  })

  /// Whatever the text, parsing (and binding and evaluating what parses) ends in a value or a
  /// well-formed `FormError`; what parses also prints back to an equal expression.
  static func checkArbitrary(_ source: String) {
    let expression: FormExpression
    do {
      expression = try FormExpression(source)
    } catch let error as FormError {
      #expect(error.code == .invalidExpression)
      #expect((1...source.count + 1).contains(error.location.column ?? 0), "\(error)")
      return
    } catch {
      Issue.record("unexpected error \(error)")
      return
    }
    let text = expression.description
    if text.count <= FormExpression.maximumLength {
      #expect((try? FormExpression(text)) == expression, "\(source) printed as \(text)")
    }
    do {
      let bound = try expression.bind(in: TestEnvironment(), expecting: .bool)
      let first = bound.evaluate(ExpressionEvaluatorTests.scope)
      #expect(bound.evaluate(ExpressionEvaluatorTests.scope) == first)
    } catch let error as FormDefinitionError {
      #expect(!error.errors.isEmpty)
      for problem in error.errors {
        #expect(problem.code == .invalidExpression)
        #expect((1...source.count + 1).contains(problem.location.column ?? 0), "\(problem)")
      }
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  @Test func tokenSoupNeverCrashesTheParser() async {
    await checkProperty(count: 3000, input: Self.tokenSoup) { Self.checkArbitrary($0) }
  }

  @Test func randomTextNeverCrashesTheParser() async {
    await checkProperty(count: 3000, input: Self.randomStrings) { Self.checkArbitrary($0) }
  }

  static let wellTyped = Generator(run: { rng in RandomSyntax.tree(&rng) })

  @Test func wellTypedTreesPrintAndParseBack() async {
    await checkProperty(count: 1000, input: Self.wellTyped) { syntax in
      let text = syntax.canonicalText
      guard text.count <= FormExpression.maximumLength else { return }
      do {
        let parsed = try FormExpression(text)
        #expect(parsed.syntax == syntax, "\(text) parsed as \(parsed.syntax.shape), not \(syntax.shape)")
        #expect(parsed.description == text)
        _ = try parsed.bind(in: TestEnvironment(), expecting: .bool)
      } catch {
        Issue.record("\(text): \(error)")
      }
    }
  }

  static let evaluationCases = Generator(run: { rng in
    EvaluationCase(
      syntax: RandomSyntax.tree(&rng, shape: Random.pick(RandomSyntax.Shape.allCases, &rng)), scope: Random.scope(&rng))
  })

  /// Whether `value` can be the result of an expression of static type `type`. Ints overflow
  /// into decimals, so a number type accepts either kind of number.
  static func fits(_ value: FormValue, _ type: FormValueType) -> Bool {
    switch (type, value) {
    case (.any, _), (_, .null): return true
    case (.int, .int), (.int, .decimal), (.decimal, .int), (.decimal, .decimal): return true
    case (.bool, .bool), (.string, .string), (.date, .date), (.object, .object): return true
    case (.list(let element), .list(let items)): return items.allSatisfy { fits($0, element) }
    default: return false
    }
  }

  @Test func evaluationIsTotalDeterministicAndRespectsTheStaticType() async {
    await checkProperty(count: 1000, input: Self.evaluationCases) { input in
      let bound: BoundExpression
      do {
        bound = try FormExpression(syntax: input.syntax).bind(in: TestEnvironment(), expecting: nil)
      } catch {
        Issue.record("\(input.syntax.canonicalText): \(error)")
        return
      }
      let value = bound.evaluate(input.scope)
      #expect(bound.evaluate(input.scope) == value)
      #expect(bound.holds(input.scope) == (value == .bool(true)))
      #expect(Self.fits(value, bound.resultType), "\(value) from a \(bound.resultType) expression")
    }
  }

  static let valuePairs = Generator(run: { rng in
    TestScope(["extra": Random.value(&rng), "other": Random.value(&rng)])
  })

  /// Laws that hold for every pair of values: equality is total and symmetric, `in` is `==` on a
  /// one-element list, and `&&` / `||` follow Kleene's three-valued logic.
  @Test func equalityAndLogicLaws() async throws {
    let laws: [(String, String)] = [
      ("extra == other", "other == extra"),
      ("!(extra == other)", "extra != other"),
      ("extra in [other]", "extra == other"),
      ("[extra] == [other]", "extra == other"),
      ("extra && other", "other && extra"),
      ("extra || other", "other || extra"),
      ("!(extra && other)", "!extra || !other"),
      ("!(extra || other)", "!extra && !other"),
      ("extra < other", "other > extra"),
      ("extra <= other", "other >= extra"),
    ]
    let bound = try laws.map { lhs, rhs in
      (try Fixture.bind(lhs), try Fixture.bind(rhs))
    }
    await checkProperty(count: 1000, input: Self.valuePairs) { scope in
      #expect(bound[0].0.evaluate(scope).isNull == false, "equality is two-valued")
      for (lhs, rhs) in bound {
        #expect(lhs.evaluate(scope) == rhs.evaluate(scope), "\(lhs) vs \(rhs)")
      }
    }
  }
}
