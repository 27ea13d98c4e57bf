import FormworkValues
import Foundation

/// `+ - * / %` at run time.
@usableFromInline
enum ArithmeticOperator: Sendable {
  case add, subtract, multiply, divide, remainder
}

/// `< <= > >=` at run time.
@usableFromInline
enum OrderTest: Sendable {
  case less, lessOrEqual, greater, greaterOrEqual

  /// Whether a three-way comparison result (-1, 0, 1) passes this test.
  @inlinable
  func test(_ order: Int) -> Bool {
    switch self {
    case .less: return order < 0
    case .lessOrEqual: return order <= 0
    case .greater: return order > 0
    case .greaterOrEqual: return order >= 0
    }
  }

  /// The same test with its operands swapped: `1 < x` is `x > 1`.
  var flipped: OrderTest {
    switch self {
    case .less: return .greater
    case .lessOrEqual: return .greaterOrEqual
    case .greater: return .less
    case .greaterOrEqual: return .lessOrEqual
    }
  }
}

/// The value semantics of the language. Every function is total: a missing value, a wrong
/// dynamic type, a division by zero or a number out of range gives `nil` / `FormValue.null`.
@usableFromInline
enum ExpressionRuntime {
  // MARK: Equality and order

  /// `==`: total and two-valued. `null` equals only `null`; ints and decimals compare by value;
  /// strings by canonical equivalence (Swift's `String ==`); lists and objects member-wise;
  /// values of different kinds are unequal.
  @inlinable
  static func equal(_ lhs: FormValue, _ rhs: FormValue) -> Bool {
    // The common shapes first, without a call.
    switch (lhs, rhs) {
    case (.string(let a), .string(let b)): return a == b
    case (.int(let a), .int(let b)): return a == b
    case (.bool(let a), .bool(let b)): return a == b
    case (.null, .null): return true
    default: return equalSlow(lhs, rhs)
    }
  }

  @usableFromInline
  static func equalSlow(_ lhs: FormValue, _ rhs: FormValue) -> Bool {
    switch (lhs, rhs) {
    case (.date(let a), .date(let b)): return a == b
    case (.list(let a), .list(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
    case (.object(let a), .object(let b)):
      return a.count == b.count && a.allSatisfy { key, value in b[key].map { equal(value, $0) } ?? false }
    case (.int, .decimal), (.decimal, .int), (.decimal, .decimal):
      return compare(lhs, rhs) == 0
    default:
      return lhs == rhs
    }
  }

  /// Three-way order (-1, 0, 1) of two numbers, two strings or two dates; `nil` otherwise.
  ///
  /// Strings order by the Unicode scalar values of their canonical (NFC) form, which is Swift's
  /// `String` order: locale-independent, `"B" < "a"`, `"é"` (either spelling) after `"z"`.
  @inlinable
  static func compare(_ lhs: FormValue, _ rhs: FormValue) -> Int? {
    switch (lhs, rhs) {
    case (.int(let a), .int(let b)): return a < b ? -1 : (a == b ? 0 : 1)
    default: return compareSlow(lhs, rhs)
    }
  }

  @usableFromInline
  static func compareSlow(_ lhs: FormValue, _ rhs: FormValue) -> Int? {
    switch (lhs, rhs) {
    case (.string(let a), .string(let b)): return a == b ? 0 : (a < b ? -1 : 1)
    case (.date(let a), .date(let b)): return a == b ? 0 : (a < b ? -1 : 1)
    default:
      guard let a = number(lhs), let b = number(rhs), !a.isNaN, !b.isNaN else { return nil }
      return a == b ? 0 : (a < b ? -1 : 1)
    }
  }

  /// `element in container`: membership in a list (with `==`), or a substring of a string.
  @usableFromInline
  static func member(_ element: FormValue, of container: FormValue) -> Bool? {
    switch container {
    case .list(let items): return items.contains { equal(element, $0) }
    case .string(let text):
      guard case .string(let needle) = element else { return nil }
      return containsText(text, needle)
    default: return nil
    }
  }

  /// Substring search over characters (grapheme clusters), so `'👍'` is not found in `'👍🏽'`.
  static func containsText(_ haystack: String, _ needle: String) -> Bool {
    guard !needle.isEmpty else { return true }
    var index = haystack.startIndex
    while index < haystack.endIndex {
      if haystack[index...].starts(with: needle) { return true }
      haystack.formIndex(after: &index)
    }
    return false
  }

  // MARK: Arithmetic

  /// Decimals are brought into this exponent range before Foundation computes with them:
  /// smaller exponents are rounded to 60 decimal places, which keeps every platform's `Decimal`
  /// arithmetic clear of its underflow paths.
  static let minimumExponent = -60

  /// `-x`; `-Int.min` becomes a decimal.
  @usableFromInline
  static func negate(_ value: FormValue) -> FormValue {
    switch value {
    case .int(let a):
      let (result, overflow) = Int(0).subtractingReportingOverflow(a)
      return overflow ? .decimal(-Decimal(a)) : .int(result)
    case .decimal(let a):
      return a.isNaN ? .null : .decimal(a.isZero ? 0 : -a)
    default:
      return .null
    }
  }

  /// `a op b`. Two ints give an int, promoted to an exact decimal when the result overflows
  /// `Int`; `/` always gives a decimal; mixing in a decimal gives a decimal; `+` also joins two
  /// strings. Anything else, a zero divisor and a decimal result out of range give `null`.
  @usableFromInline
  static func arithmetic(_ op: ArithmeticOperator, _ lhs: FormValue, _ rhs: FormValue) -> FormValue {
    switch (lhs, rhs) {
    case (.int(let a), .int(let b)):
      return integer(op, a, b)
    case (.string(let a), .string(let b)):
      return op == .add ? .string(a + b) : .null
    default:
      guard let a = number(lhs), let b = number(rhs), let result = decimal(op, a, b) else { return .null }
      return .decimal(result)
    }
  }

  static func integer(_ op: ArithmeticOperator, _ a: Int, _ b: Int) -> FormValue {
    let result: (partialValue: Int, overflow: Bool)
    switch op {
    case .add: result = a.addingReportingOverflow(b)
    case .subtract: result = a.subtractingReportingOverflow(b)
    case .multiply: result = a.multipliedReportingOverflow(by: b)
    case .divide:
      return decimal(.divide, Decimal(a), Decimal(b)).map(FormValue.decimal) ?? .null
    case .remainder:
      guard b != 0 else { return .null }
      // `Int.min % -1` traps in Swift although the remainder is 0.
      return .int(b == -1 ? 0 : a % b)
    }
    guard result.overflow else { return .int(result.partialValue) }
    // Sums, differences and products of two Ints have at most 38 digits: the decimal is exact.
    return decimal(op, Decimal(a), Decimal(b)).map(FormValue.decimal) ?? .null
  }

  /// A number as a `Decimal`; `nil` for anything else.
  @usableFromInline
  static func number(_ value: FormValue) -> Decimal? {
    switch value {
    case .int(let a): return Decimal(a)
    case .decimal(let a): return a
    default: return nil
    }
  }

  /// `value` rounded into the exponent range the arithmetic accepts; `nil` for NaN.
  static func operand(_ value: Decimal) -> Decimal? {
    guard !value.isNaN else { return nil }
    guard value.exponent < minimumExponent else { return value }
    var input = value
    var result = Decimal()
    NSDecimalRound(&result, &input, -minimumExponent, .plain)
    return result.isNaN ? nil : result
  }

  static func decimal(_ op: ArithmeticOperator, _ lhs: Decimal, _ rhs: Decimal) -> Decimal? {
    guard var a = operand(lhs), var b = operand(rhs) else { return nil }
    var result = Decimal()
    let status: NSDecimalNumber.CalculationError
    switch op {
    case .add: status = NSDecimalAdd(&result, &a, &b, .plain)
    case .subtract: status = NSDecimalSubtract(&result, &a, &b, .plain)
    case .multiply: status = NSDecimalMultiply(&result, &a, &b, .plain)
    case .divide:
      guard !b.isZero else { return nil }
      status = NSDecimalDivide(&result, &a, &b, .plain)
    case .remainder:
      return remainder(a, b)
    }
    guard status == .noError || status == .lossOfPrecision, !result.isNaN else { return nil }
    return result
  }

  /// `a % b` for decimals, truncated like Swift's `%` on integers: the result has the sign of
  /// `a` and a smaller magnitude than `b`.
  static func remainder(_ a: Decimal, _ b: Decimal) -> Decimal? {
    guard !b.isZero else { return nil }
    let magnitude = b < 0 ? -b : b
    if (a < 0 ? -a : a) < magnitude { return a }
    guard let quotient = decimal(.divide, a, b) else { return nil }
    var absolute = quotient < 0 ? -quotient : quotient
    var whole = Decimal()
    NSDecimalRound(&whole, &absolute, 0, .down)
    let truncated = quotient < 0 ? -whole : whole
    guard let product = decimal(.multiply, b, truncated), var result = decimal(.subtract, a, product) else {
      return nil
    }
    // A quotient rounded to 38 digits can be off by one; bring the result back in range.
    if a > 0, result < 0 { result = decimal(.add, result, magnitude) ?? result }
    if a < 0, result > 0 { result = decimal(.subtract, result, magnitude) ?? result }
    if (result < 0 ? -result : result) >= magnitude {
      result = decimal(a > 0 ? .subtract : .add, result, magnitude) ?? result
    }
    return result.isZero ? 0 : result
  }
}
