import FormworkValues

// The static type rules of expressions: which types each operator and function accepts, and the
// type it gives. The binder (ExpressionBinder.swift) applies them while it walks the syntax tree.

/// A type rule an operand or argument breaks: what is wrong, and which operand it concerns (by
/// index, for the error's column; binary operators report at the operator instead).
struct ExpressionTypeError: Error, Equatable {
  var message: String
  var operand: Int
}

/// The static type rules. `.any` stands for "not known until run time" and passes every check.
enum ExpressionTypes {
  static func isBoolean(_ type: FormValueType) -> Bool { type == .bool || type == .any }
  static func isNumber(_ type: FormValueType) -> Bool { type.isNumeric || type == .any }
  static func isString(_ type: FormValueType) -> Bool { type == .string || type == .any }
  static func isList(_ type: FormValueType) -> Bool {
    if case .list = type { return true }
    return false
  }

  /// Whether `==` may compare the two types.
  static func equatable(_ lhs: FormValueType, _ rhs: FormValueType) -> Bool {
    switch (lhs, rhs) {
    case (.any, _), (_, .any): return true
    case (.list(let a), .list(let b)): return equatable(a, b)
    default: return lhs == rhs || (lhs.isNumeric && rhs.isNumeric)
    }
  }

  /// Whether `<` may compare the two types.
  static func orderable(_ lhs: FormValueType, _ rhs: FormValueType) -> Bool {
    orderedUnion(lhs, rhs) != nil
  }

  /// The common ordered type of two types (numbers, strings or dates), or `nil`.
  static func orderedUnion(_ lhs: FormValueType, _ rhs: FormValueType) -> FormValueType? {
    let ordered: (FormValueType) -> Bool = { $0.isNumeric || $0 == .string || $0 == .date || $0 == .any }
    guard ordered(lhs), ordered(rhs) else { return nil }
    switch (lhs, rhs) {
    case (.any, _): return rhs
    case (_, .any): return lhs
    case (.int, .int): return .int
    default:
      if lhs.isNumeric && rhs.isNumeric { return .decimal }
      return lhs == rhs ? lhs : nil
    }
  }

  /// Why `element` cannot be looked for in `container` (by `in` or `contains`), or `nil`.
  static func membershipProblem(element: FormValueType, container: FormValueType, operation: String) -> String? {
    switch container {
    case .any: return nil
    case .list(let item):
      return equatable(element, item) ? nil : "cannot look for \(element) in \(container) with \(operation)"
    case .string:
      return isString(element) ? nil : "cannot look for \(element) in a string with \(operation)"
    default:
      return "\(operation) needs a list or a string to look in, found \(container)"
    }
  }

  /// The result of arithmetic on numbers of these types: int when all are ints, a number
  /// (typed decimal, which also accepts ints) otherwise.
  static func arithmetic(_ types: [FormValueType]) -> FormValueType {
    types.allSatisfy { $0 == .int } ? .int : .decimal
  }

  /// The result type of a binary arithmetic operator, or `nil` when it does not apply.
  static func arithmetic(_ op: ExpressionSyntax.BinaryOperator, _ lhs: FormValueType, _ rhs: FormValueType)
    -> FormValueType?
  {
    if op == .add {
      switch (lhs, rhs) {
      case (.any, .any): return .any
      case (.string, .string), (.string, .any), (.any, .string): return .string
      default: break
      }
    }
    guard isNumber(lhs), isNumber(rhs) else { return nil }
    return op == .divide ? .decimal : arithmetic([lhs, rhs])
  }

  /// The element type of a list literal: the common type, `decimal` for mixed numbers, else `any`.
  static func unify(_ types: [FormValueType]) -> FormValueType {
    guard let first = types.first else { return .any }
    if types.allSatisfy({ $0 == first }) { return first }
    if types.allSatisfy(\.isNumeric) { return .decimal }
    return .any
  }
}

// MARK: - Operators and functions

extension ExpressionTypes {
  /// `!`: why its operand cannot be negated, or `nil`. The result is a bool either way.
  static func notProblem(_ operand: FormValueType) -> String? {
    isBoolean(operand) ? nil : "'!' needs a bool, found \(operand)"
  }

  /// `-x`: the result type (the operand's kind of number), or why the operand is not a number.
  static func negate(_ operand: FormValueType) -> Result<FormValueType, ExpressionTypeError> {
    guard isNumber(operand) else {
      return .failure(ExpressionTypeError(message: "'-' needs a number, found \(operand)", operand: 0))
    }
    return .success(arithmetic([operand]))
  }

  /// `&&` and `||`: why an operand does not fit, or `nil` when it is a bool. The result is a bool.
  static func logicalProblem(_ op: ExpressionSyntax.LogicalOperator, _ operand: FormValueType) -> String? {
    isBoolean(operand) ? nil : "'\(op.rawValue)' needs bool operands, found \(operand)"
  }

  /// A binary operator's result type: bool for comparisons and `in`, the arithmetic type for
  /// `+ - * / %`; or why its operands do not fit (the error's `operand` is 0: it is reported at
  /// the operator).
  static func binary(_ op: ExpressionSyntax.BinaryOperator, _ lhs: FormValueType, _ rhs: FormValueType)
    -> Result<FormValueType, ExpressionTypeError>
  {
    func problem(_ message: String) -> Result<FormValueType, ExpressionTypeError> {
      .failure(ExpressionTypeError(message: message, operand: 0))
    }
    switch op {
    case .equal, .notEqual:
      guard equatable(lhs, rhs) else { return problem("cannot compare \(lhs) with \(rhs) using '\(op.rawValue)'") }
      return .success(.bool)
    case .less, .lessOrEqual, .greater, .greaterOrEqual:
      guard orderable(lhs, rhs) else { return problem("cannot order \(lhs) and \(rhs) with '\(op.rawValue)'") }
      return .success(.bool)
    case .in:
      if let message = membershipProblem(element: lhs, container: rhs, operation: "'in'") { return problem(message) }
      return .success(.bool)
    case .add, .subtract, .multiply, .divide, .remainder:
      guard let type = arithmetic(op, lhs, rhs) else {
        return problem("cannot apply '\(op.rawValue)' to \(lhs) and \(rhs)")
      }
      return .success(type)
    }
  }

  /// The result type of `cond ? a : b` (`name` is `'?'` or `iif`): the branches' common type
  /// (ints and decimals mix; a `null` branch takes the other's type), or the problem.
  static func conditional(
    _ name: String, condition: FormValueType, then: FormValueType, thenIsNull: Bool, otherwise: FormValueType,
    otherwiseIsNull: Bool
  ) -> Result<FormValueType, ExpressionTypeError> {
    guard isBoolean(condition) else {
      return .failure(ExpressionTypeError(message: "\(name) needs a bool condition, found \(condition)", operand: 0))
    }
    if thenIsNull { return .success(otherwise) }
    if otherwiseIsNull || then == otherwise { return .success(then) }
    if then == .any || otherwise == .any { return .success(.any) }
    if then.isNumeric && otherwise.isNumeric { return .success(.decimal) }
    return .failure(
      ExpressionTypeError(
        message: "the branches of \(name) must have one type, found \(then) and \(otherwise)", operand: 1))
  }

  /// The result type of an aggregate whose rows give values of type `element`, or the problem.
  static func aggregate(_ function: ExpressionFunction, element: FormValueType) -> Result<
    FormValueType, ExpressionTypeError
  > {
    let name = function.rawValue
    switch function {
    case .count:
      return .success(.int)
    case .sum, .avg:
      guard isNumber(element) else {
        return .failure(ExpressionTypeError(message: "\(name) needs numbers, found \(element)", operand: 0))
      }
      return .success(function == .avg ? .decimal : arithmetic([element]))
    default:
      guard orderable(element, element) else {
        return .failure(
          ExpressionTypeError(message: "\(name) needs numbers, strings or dates, found \(element)", operand: 0))
      }
      return .success(element)
    }
  }

  /// The result type of a call whose arity is checked, or the first argument whose type does not
  /// fit.
  static func call(_ function: ExpressionFunction, _ types: [FormValueType]) -> Result<
    FormValueType, ExpressionTypeError
  > {
    let name = function.rawValue
    /// The first argument among `indices` whose type `accepts` rejects.
    func check(_ indices: Range<Int>, _ what: String, _ accepts: (FormValueType) -> Bool) -> ExpressionTypeError? {
      for index in indices where !accepts(types[index]) {
        return ExpressionTypeError(message: "\(name) needs \(what), found \(types[index])", operand: index)
      }
      return nil
    }
    var problem: ExpressionTypeError?
    var result: FormValueType
    switch function {
    case .empty:
      result = .bool
    case .len:
      problem = check(0..<1, "a string or a list") { $0 == .string || $0 == .any || isList($0) }
      result = .int
    case .contains:
      if let message = membershipProblem(element: types[1], container: types[0], operation: name) {
        problem = ExpressionTypeError(message: message, operand: 0)
      }
      result = .bool
    case .startsWith, .endsWith:
      problem = check(0..<2, "strings", isString)
      result = .bool
    case .lower, .upper, .trim:
      problem = check(0..<1, "a string", isString)
      result = .string
    case .abs:
      problem = check(0..<1, "a number", isNumber)
      result = arithmetic([types[0]])
    case .min, .max:
      result = .any
      for (index, type) in types.enumerated() {
        guard let common = orderedUnion(result, type) else {
          let message =
            orderable(type, type)
            ? "\(name) needs arguments of one kind, found \(result) and \(type)"
            : "\(name) needs numbers, strings or dates, found \(type)"
          problem = ExpressionTypeError(message: message, operand: index)
          break
        }
        result = common
      }
    case .round:
      problem = check(0..<1, "a number", isNumber)
      if problem == nil, types.count == 2, !(types[1] == .int || types[1] == .any) {
        problem = ExpressionTypeError(message: "round needs a whole number of places, found \(types[1])", operand: 1)
      }
      result = types.count == 1 ? .int : arithmetic([types[0]])
    case .daysBetween:
      problem = check(0..<2, "dates or ISO 8601 strings") { $0 == .date || $0 == .string || $0 == .any }
      result = .int
    case .age:
      problem = check(0..<types.count, "a date or an ISO 8601 string") { $0 == .date || $0 == .string || $0 == .any }
      result = .int
    case .today:
      result = .date
    case .number:
      result = .decimal
    case .string:
      problem = check(0..<1, "a string, a number, a bool or a date") { type in
        [.string, .int, .decimal, .bool, .date, .any].contains(type)
      }
      result = .string
    case .iif:
      // Checked by `conditional`, which the binder calls for both spellings.
      result = .any
    case .sum, .count, .avg:
      // Checked by `aggregate` on the per-row type.
      result = .any
    }
    if let problem { return .failure(problem) }
    return .success(result)
  }
}
