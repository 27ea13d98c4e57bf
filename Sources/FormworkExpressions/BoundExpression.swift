import FormworkValues
import Foundation

/// A condition bound to one form: every tag resolved to a slot, types checked, constants folded.
///
/// Evaluation cannot fail: a `null`, a division by zero, a number out of range or a value of an
/// unexpected type (from a row of type `FormValueType.any`) gives `FormValue.null`, and
/// `&&` / `||` use three-valued logic (`false && null` is `false`, `true || null` is `true`).
///
/// ```swift
/// let bound = try FormExpression("kind == 'company' && income > 0")
///   .bind(in: layout, expecting: .bool, location: .row("vat", part: "hidden condition"))
/// bound.references   // [.rowValue(0), .rowValue(1)]
/// bound.holds(snapshot)
/// ```
public struct BoundExpression: Sendable, CustomStringConvertible {
  /// The expression this was bound from.
  public let expression: FormExpression
  /// Everything evaluation may read, without duplicates, in order of first appearance in the
  /// source (including reads that constant folding or short-circuiting may skip).
  public let references: [ExpressionReference]
  /// The static type of the result; `FormValueType.any` when it depends on untyped values.
  public let resultType: FormValueType

  @usableFromInline
  let root: ExpressionOp

  init(expression: FormExpression, references: [ExpressionReference], resultType: FormValueType, root: ExpressionOp) {
    self.expression = expression
    self.references = references
    self.resultType = resultType
    self.root = root
  }

  /// The expression's canonical text.
  public var description: String { expression.description }

  /// Evaluates the expression against the form's current state.
  ///
  /// ```swift
  /// bound.evaluate(snapshot)   // .bool(true), .null, .int(3)…
  /// ```
  ///
  /// - Parameter scope: The values and states the expression reads, by slot.
  /// - Returns: The result; `FormValue.null` where the language propagates null.
  /// - Complexity: O(*n*) in the size of the expression, plus the cost of the string and list
  ///   operations it performs.
  @inlinable
  public func evaluate(_ scope: some ExpressionScope) -> FormValue {
    ExpressionInterpreter.value(root, in: scope)
  }

  /// Whether the condition holds: `true` only when the result is exactly `.bool(true)`.
  ///
  /// ```swift
  /// if hiddenCondition.holds(snapshot) { hide(row) }
  /// ```
  ///
  /// - Parameter scope: The values and states the expression reads, by slot.
  /// - Returns: `false` for `false`, `null` and any non-boolean result.
  /// - Complexity: O(*n*) in the size of the expression.
  @inlinable
  public func holds(_ scope: some ExpressionScope) -> Bool {
    ExpressionInterpreter.truth(root, in: scope) == true
  }
}

/// The compiled form of an expression: a tree of slots, constants and operations.
@usableFromInline
indirect enum ExpressionOp: Sendable {
  case constant(FormValue)
  case row(Int)
  case rowHidden(Int)
  case rowDisabled(Int)
  case sectionHidden(Int)
  case context(String)
  case not(ExpressionOp)
  case and([ExpressionOp])
  case or([ExpressionOp])
  case equal(ExpressionOp, ExpressionOp, negated: Bool)
  case order(OrderTest, ExpressionOp, ExpressionOp)
  case member(ExpressionOp, ExpressionOp)
  case negate(ExpressionOp)
  case arithmetic(ArithmeticOperator, ExpressionOp, ExpressionOp)
  case list([ExpressionOp])
  case call1(ExpressionFunction, ExpressionOp)
  case call2(ExpressionFunction, ExpressionOp, ExpressionOp)
  case call(ExpressionFunction, [ExpressionOp])
  // The most common condition shapes, `row == constant` and `row > constant`, skip a level of
  // dispatch and a copy of the constant.
  case rowEquals(Int, FormValue, negated: Bool)
  case rowOrder(OrderTest, Int, FormValue)
  /// `cond ? a : b` and `iif(cond, a, b)`: only the branch taken is evaluated.
  case conditional(ExpressionOp, ExpressionOp, ExpressionOp)
  /// `today()`, read from the scope.
  case today
  /// `sum(lines.price)` and the other aggregates.
  case aggregate(ExpressionAggregate)
}

/// An aggregate over a multivalued section's rows: for each row, `perRow` is evaluated with the
/// row's value (and its columns) standing in as slots, and the results are combined.
@usableFromInline
struct ExpressionAggregate: Sendable {
  /// `sum`, `count`, `min`, `max` or `avg`.
  @usableFromInline let function: ExpressionFunction
  /// The section's slot.
  @usableFromInline let section: Int
  /// The per-row expression; its `.row(k)` reads `columns[k]` of the row (the whole value for `nil`).
  @usableFromInline let perRow: ExpressionOp
  @usableFromInline let columns: [String?]

  @usableFromInline
  func value(over rows: [FormValue]) -> FormValue {
    var values: [FormValue] = []
    values.reserveCapacity(rows.count)
    for row in rows {
      let value = ExpressionInterpreter.value(perRow, in: ElementScope(element: row, columns: columns))
      if !value.isNull { values.append(value) }
    }
    return Self.combine(function, values)
  }

  /// Combines the non-null per-row values. Total: a value of a type the aggregate cannot take
  /// (from a row of type `any`), or a sum out of `Decimal`'s range, gives null.
  static func combine(_ function: ExpressionFunction, _ values: [FormValue]) -> FormValue {
    switch function {
    case .count:
      return .int(values.count)
    case .sum, .avg:
      var total: FormValue = .int(0)
      for value in values {
        guard ExpressionRuntime.number(value) != nil else { return .null }
        total = ExpressionRuntime.arithmetic(.add, total, value)
        if total.isNull { return .null }
      }
      guard function == .avg else { return total }
      return values.isEmpty ? .null : ExpressionRuntime.arithmetic(.divide, total, .int(values.count))
    case .min, .max:
      return values.isEmpty ? .null : function.apply(values)
    default:
      return .null
    }
  }
}

/// The scope a per-row expression of an aggregate reads: slot `k` is column `k` of the row.
struct ElementScope: ExpressionScope {
  let element: FormValue
  let columns: [String?]

  func value(ofRow slot: Int) -> FormValue {
    guard columns.indices.contains(slot) else { return .null }
    guard let column = columns[slot] else { return element }
    guard case .object(let members) = element else { return .null }
    return members[column] ?? .null
  }
  func isHidden(row slot: Int) -> Bool { false }
  func isDisabled(row slot: Int) -> Bool { false }
  func isHidden(section slot: Int) -> Bool { false }
  func context(_ name: String) -> FormValue { .null }
  func today() -> FormValue { .null }
}

/// Walks an ``ExpressionOp`` tree. Generic over the scope and inlinable, so the engine's scope
/// calls are direct and a simple comparison allocates nothing.
@usableFromInline
enum ExpressionInterpreter {
  @inlinable
  static func value<Scope: ExpressionScope>(_ op: ExpressionOp, in scope: Scope) -> FormValue {
    switch op {
    case .constant(let value): return value
    case .row(let slot): return scope.value(ofRow: slot)
    case .context(let name): return scope.context(name)
    case .negate(let operand): return ExpressionRuntime.negate(value(operand, in: scope))
    case .arithmetic(let op, let lhs, let rhs):
      return ExpressionRuntime.arithmetic(op, value(lhs, in: scope), value(rhs, in: scope))
    case .list(let items): return .list(items.map { value($0, in: scope) })
    case .call1(let function, let argument): return function.apply(value(argument, in: scope))
    case .call2(let function, let first, let second):
      return function.apply(value(first, in: scope), value(second, in: scope))
    case .call(let function, let arguments): return function.apply(arguments.map { value($0, in: scope) })
    case .conditional(let condition, let then, let otherwise):
      return value(truth(condition, in: scope) == true ? then : otherwise, in: scope)
    case .today: return scope.today()
    case .aggregate(let aggregate): return aggregate.value(over: scope.values(ofSection: aggregate.section))
    case .rowHidden, .rowDisabled, .sectionHidden, .not, .and, .or, .equal, .order, .member, .rowEquals, .rowOrder:
      guard let flag = truth(op, in: scope) else { return .null }
      return .bool(flag)
    }
  }

  /// The three-valued truth of `op`: `nil` stands for null and for any non-boolean value.
  @inlinable
  static func truth<Scope: ExpressionScope>(_ op: ExpressionOp, in scope: Scope) -> Bool? {
    switch op {
    case .rowEquals(let slot, let constant, let negated):
      return ExpressionRuntime.equal(scope.value(ofRow: slot), constant) != negated
    case .rowOrder(let test, let slot, let constant):
      // Not `.map(test.test)`: a partially applied method allocates a closure context.
      guard let order = ExpressionRuntime.compare(scope.value(ofRow: slot), constant) else { return nil }
      return test.test(order)
    case .and(let operands):
      var unknown = false
      for operand in operands {
        switch truth(operand, in: scope) {
        case .some(false): return false
        case .none: unknown = true
        case .some(true): continue
        }
      }
      return unknown ? nil : true
    case .or(let operands):
      var unknown = false
      for operand in operands {
        switch truth(operand, in: scope) {
        case .some(true): return true
        case .none: unknown = true
        case .some(false): continue
        }
      }
      return unknown ? nil : false
    case .not(let operand):
      guard let flag = truth(operand, in: scope) else { return nil }
      return !flag
    case .equal(let lhs, let rhs, let negated):
      return ExpressionRuntime.equal(value(lhs, in: scope), value(rhs, in: scope)) != negated
    case .order(let test, let lhs, let rhs):
      guard let order = ExpressionRuntime.compare(value(lhs, in: scope), value(rhs, in: scope)) else { return nil }
      return test.test(order)
    case .member(let element, let container):
      return ExpressionRuntime.member(value(element, in: scope), of: value(container, in: scope))
    case .rowHidden(let slot): return scope.isHidden(row: slot)
    case .rowDisabled(let slot): return scope.isDisabled(row: slot)
    case .sectionHidden(let slot): return scope.isHidden(section: slot)
    case .constant, .row, .context, .negate, .arithmetic, .list, .call1, .call2, .call, .conditional, .today,
      .aggregate:
      if case .bool(let flag) = value(op, in: scope) { return flag }
      return nil
    }
  }
}
