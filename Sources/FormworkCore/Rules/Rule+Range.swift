// Bounds for numbers and dates (`Int`, `Decimal`, `Double`, `Date`, or any comparable value a
// row holds). Each failure names the bound as the row displays it, in the form's locale.

extension Rule where Value: Comparable {
  /// Demands a value strictly greater than `bound` (`>`).
  ///
  /// ```swift
  /// Row.decimal(amount, "Amount").rules(.required, .greaterThan(0))
  /// ```
  ///
  /// Identity `"greaterThan"`; message ``ValidationMessages/range`` with `">"`.
  public static func greaterThan(_ bound: Value) -> Rule {
    comparison(id: "greaterThan", symbol: ">", bound: bound) { $0 > bound }
  }

  /// Demands a value greater than or equal to `bound` (`≥`).
  ///
  /// ```swift
  /// Row.integer(age, "Age").rules(.atLeast(18))
  /// ```
  ///
  /// Identity `"atLeast"`; message ``ValidationMessages/range`` with `"≥"`.
  public static func atLeast(_ bound: Value) -> Rule {
    comparison(id: "atLeast", symbol: "≥", bound: bound) { $0 >= bound }
  }

  /// Demands a value strictly less than `bound` (`<`).
  ///
  /// ```swift
  /// Row.date(birthday, "Birthday").rules(.lessThan(Date()))
  /// ```
  ///
  /// Identity `"lessThan"`; message ``ValidationMessages/range`` with `"<"`.
  public static func lessThan(_ bound: Value) -> Rule {
    comparison(id: "lessThan", symbol: "<", bound: bound) { $0 < bound }
  }

  /// Demands a value less than or equal to `bound` (`≤`).
  ///
  /// Identity `"atMost"`; message ``ValidationMessages/range`` with `"≤"`.
  public static func atMost(_ bound: Value) -> Rule {
    comparison(id: "atMost", symbol: "≤", bound: bound) { $0 <= bound }
  }

  /// Demands a value within `range`, both ends included (`≥ lower` and `≤ upper`).
  ///
  /// ```swift
  /// Row.integer(age, "Age").rules(.range(18...130))
  /// ```
  ///
  /// Identity `"range"`; message ``ValidationMessages/range`` with `"≥"` below the range and
  /// `"≤"` above it.
  public static func range(_ range: ClosedRange<Value>) -> Rule {
    bounded(lower: (range.lowerBound, true), upper: (range.upperBound, true))
  }

  /// Demands a value within a half-open `range` (`≥ lower` and `< upper`).
  ///
  /// Identity `"range"`; message ``ValidationMessages/range`` with `"≥"` or `"<"`.
  public static func range(_ range: Range<Value>) -> Rule {
    bounded(lower: (range.lowerBound, true), upper: (range.upperBound, false))
  }

  /// Demands a value of at least `range.lowerBound` (`18...`).
  ///
  /// Identity `"range"`; message ``ValidationMessages/range`` with `"≥"`.
  public static func range(_ range: PartialRangeFrom<Value>) -> Rule {
    bounded(lower: (range.lowerBound, true), upper: nil)
  }

  /// Demands a value of at most `range.upperBound` (`...100`).
  ///
  /// Identity `"range"`; message ``ValidationMessages/range`` with `"≤"`.
  public static func range(_ range: PartialRangeThrough<Value>) -> Rule {
    bounded(lower: nil, upper: (range.upperBound, true))
  }

  /// Demands a value below `range.upperBound` (`..<100`).
  ///
  /// Identity `"range"`; message ``ValidationMessages/range`` with `"<"`.
  public static func range(_ range: PartialRangeUpTo<Value>) -> Rule {
    bounded(lower: nil, upper: (range.upperBound, false))
  }

  private static func comparison(
    id: String, symbol: String, bound: Value, passes: @escaping @Sendable (Value) -> Bool
  ) -> Rule {
    Rule(
      AnyRule(id: id) { input in
        guard let value = try? Value(formValue: input.value) else {
          return input.context.messages.invalid(input.context.title)
        }
        if passes(value) { return nil }
        return input.context.messages.range(input.context.title, symbol, input.context.displayText(bound.formValue))
      })
  }

  private static func bounded(lower: (bound: Value, inclusive: Bool)?, upper: (bound: Value, inclusive: Bool)?) -> Rule
  {
    Rule(
      AnyRule(id: "range") { input in
        guard let value = try? Value(formValue: input.value) else {
          return input.context.messages.invalid(input.context.title)
        }
        let context = input.context
        if let lower, lower.inclusive ? value < lower.bound : value <= lower.bound {
          return context.messages.range(
            context.title, lower.inclusive ? "≥" : ">", context.displayText(lower.bound.formValue))
        }
        if let upper, upper.inclusive ? value > upper.bound : value >= upper.bound {
          return context.messages.range(
            context.title, upper.inclusive ? "≤" : "<", context.displayText(upper.bound.formValue))
        }
        return nil
      })
  }
}
