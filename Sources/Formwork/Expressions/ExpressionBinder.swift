import Foundation

extension FormExpression {
  /// Resolves every tag against a form, type-checks the expression and compiles it for
  /// evaluation. Call it once, when the form is built.
  ///
  /// ```swift
  /// let bound = try FormExpression("income > 0 && !$section.address.hidden")
  ///   .bind(in: layout, expecting: .bool, location: .row("vat", part: "hidden condition"))
  /// ```
  ///
  /// Type rules, in short: `!`, `&&`, `||` take bools; arithmetic takes numbers (`+` also two
  /// strings); `==` / `!=` take values of one kind (ints and decimals mix; a list compares with a
  /// list of comparable elements); `<` and friends take two numbers, two strings or two dates;
  /// `in` looks for a comparable element in a list, or a string in a string. A row of type
  /// ``FormValueType/any``, the literal `null` and an undeclared-type context value are accepted
  /// everywhere and checked at run time instead.
  ///
  /// - Parameters:
  ///   - environment: The form's tags, slots, row types and context names.
  ///   - expecting: The type the result must have (`.bool` for a condition), or `nil` for any.
  ///   - location: Where the expression lives; every error carries it, with the column (and,
  ///     for multi-line text, the line) of the offending token.
  /// - Returns: The expression ready to evaluate, with the slots it reads.
  /// - Throws: ``FormDefinitionError`` listing every problem found (unknown row, section,
  ///   context value or function; wrong argument count; type errors; a result of the wrong
  ///   type), each a ``FormError`` with code ``FormError/Code/invalidExpression``.
  /// - Complexity: O(*n*) in the size of the expression, plus one environment lookup per tag.
  public func bind(
    in environment: some ExpressionEnvironment, expecting: FormValueType?, location: FormErrorLocation = .init()
  ) throws -> BoundExpression {
    var binder = ExpressionBinder(environment: environment, source: source, location: location)
    let root = binder.bind(syntax)
    if let expecting, !expecting.accepts(root.type) {
      binder.report("the expression must produce \(expecting), but it produces \(root.type)", at: syntax.offset)
    }
    guard binder.errors.isEmpty else { throw FormDefinitionError(binder.errors) }
    return BoundExpression(expression: self, references: binder.references, resultType: root.type, root: root.op)
  }
}

/// Checks and compiles one syntax tree. It reports every problem, continuing past each with the
/// offending part typed `.any`, so one mistake does not hide another or cause a cascade.
struct ExpressionBinder<Environment: ExpressionEnvironment> {
  struct Bound {
    var op: ExpressionOp
    var type: FormValueType
    var isConstant: Bool
    /// Whether this part (or a part of it) failed to check; the operators around it skip their
    /// own type checks, which would only repeat the same mistake.
    var isInvalid = false

    /// A stand-in for a part that failed to check.
    static var invalid: Bound { Bound(op: .constant(.null), type: .any, isConstant: false, isInvalid: true) }
  }

  let environment: Environment
  let source: String
  let location: FormErrorLocation
  private(set) var errors: [FormError] = []
  private(set) var references: [ExpressionReference] = []
  private var seen: Set<ExpressionReference> = []

  init(environment: Environment, source: String, location: FormErrorLocation) {
    self.environment = environment
    self.source = source
    self.location = location
  }

  mutating func report(_ message: String, at offset: Int) {
    errors.append(
      FormError(.invalidExpression, message, at: FormExpression.locate(offset, in: source, base: location)))
  }

  private mutating func reference(_ reference: ExpressionReference) {
    if seen.insert(reference).inserted { references.append(reference) }
  }

  mutating func bind(_ node: ExpressionSyntax) -> Bound {
    switch node.kind {
    case .literal(let value):
      return Bound(op: .constant(value), type: value.isNull ? .any : value.type, isConstant: true)

    case .list(let items):
      let bound = items.map { bind($0) }
      if bound.contains(where: \.isInvalid) { return .invalid }
      return fold(.list(bound.map(\.op)), type: .list(ExpressionTypes.unify(bound.map(\.type))), children: bound)

    case .row(let tag):
      guard let row = environment.resolveRow(tag) else {
        report("unknown row '\(tag)'", at: node.offset)
        return .invalid
      }
      reference(.rowValue(row.slot))
      return Bound(op: .row(row.slot), type: row.type, isConstant: false)

    case .rowState(let tag, let state):
      guard let row = environment.resolveRow(tag) else {
        report("unknown row '\(tag)'", at: node.offset)
        return .invalid
      }
      switch state {
      case .hidden:
        reference(.rowHidden(row.slot))
        return Bound(op: .rowHidden(row.slot), type: .bool, isConstant: false)
      case .disabled:
        reference(.rowDisabled(row.slot))
        return Bound(op: .rowDisabled(row.slot), type: .bool, isConstant: false)
      }

    case .sectionHidden(let tag):
      guard let slot = environment.resolveSection(tag) else {
        report("unknown section '\(tag)'", at: node.offset)
        return .invalid
      }
      reference(.sectionHidden(slot))
      return Bound(op: .sectionHidden(slot), type: .bool, isConstant: false)

    case .context(let name):
      guard let type = environment.contextType(name) else {
        report("unknown context value '$ctx.\(name)'", at: node.offset)
        return .invalid
      }
      reference(.context(name))
      return Bound(op: .context(name), type: type, isConstant: false)

    case .not(let operand):
      let inner = bind(operand)
      if !ExpressionTypes.isBoolean(inner.type) {
        report("'!' needs a bool, found \(inner.type)", at: node.offset)
      }
      return fold(.not(inner.op), type: .bool, children: [inner])

    case .negate(let operand):
      let inner = bind(operand)
      if inner.isInvalid { return .invalid }
      guard ExpressionTypes.isNumber(inner.type) else {
        report("'-' needs a number, found \(inner.type)", at: node.offset)
        return .invalid
      }
      return fold(.negate(inner.op), type: ExpressionTypes.arithmetic([inner.type]), children: [inner])

    case .logical(let op, let operands):
      let bound = operands.map { bind($0) }
      for (syntax, operand) in zip(operands, bound) where !ExpressionTypes.isBoolean(operand.type) {
        report("'\(op.rawValue)' needs bool operands, found \(operand.type)", at: syntax.start)
      }
      let ops = bound.map(\.op)
      return fold(op == .and ? .and(ops) : .or(ops), type: .bool, children: bound)

    case .binary(let op, let lhsSyntax, let rhsSyntax):
      let lhs = bind(lhsSyntax), rhs = bind(rhsSyntax)
      if lhs.isInvalid || rhs.isInvalid { return .invalid }
      return binary(op, lhs, rhs, at: node.offset)

    case .call(let name, let argumentSyntax):
      let arguments = argumentSyntax.map { bind($0) }
      guard let function = ExpressionFunction(rawValue: name) else {
        let near = ExpressionFunction.allCases.first { $0.rawValue.lowercased() == name.lowercased() }
        report("unknown function '\(name)'" + (near.map { "; did you mean '\($0.rawValue)'?" } ?? ""), at: node.offset)
        return .invalid
      }
      guard function.arity.contains(arguments.count) else {
        report("\(name) expects \(function.arityDescription), found \(arguments.count)", at: node.offset)
        return .invalid
      }
      if arguments.contains(where: \.isInvalid) { return .invalid }
      guard let type = call(function, arguments, syntax: argumentSyntax) else { return .invalid }
      let ops = arguments.map(\.op)
      let op: ExpressionOp
      switch ops.count {
      case 1: op = .call1(function, ops[0])
      case 2: op = .call2(function, ops[0], ops[1])
      default: op = .call(function, ops)
      }
      return fold(op, type: type, children: arguments)
    }
  }

  // MARK: Operators

  private mutating func binary(_ op: ExpressionSyntax.BinaryOperator, _ lhs: Bound, _ rhs: Bound, at offset: Int)
    -> Bound
  {
    let children = [lhs, rhs]
    switch op {
    case .equal, .notEqual:
      if !ExpressionTypes.equatable(lhs.type, rhs.type) {
        report("cannot compare \(lhs.type) with \(rhs.type) using '\(op.rawValue)'", at: offset)
        return .invalid
      }
      let negated = op == .notEqual
      // Equality is symmetric, so a constant on either side takes the fast path.
      switch (lhs.op, rhs.op) {
      case (.row(let slot), .constant(let value)), (.constant(let value), .row(let slot)):
        return Bound(op: .rowEquals(slot, value, negated: negated), type: .bool, isConstant: false)
      default:
        return fold(.equal(lhs.op, rhs.op, negated: negated), type: .bool, children: children)
      }

    case .less, .lessOrEqual, .greater, .greaterOrEqual:
      if !ExpressionTypes.orderable(lhs.type, rhs.type) {
        report("cannot order \(lhs.type) and \(rhs.type) with '\(op.rawValue)'", at: offset)
        return .invalid
      }
      let test: OrderTest
      switch op {
      case .less: test = .less
      case .lessOrEqual: test = .lessOrEqual
      case .greater: test = .greater
      default: test = .greaterOrEqual
      }
      switch (lhs.op, rhs.op) {
      case (.row(let slot), .constant(let value)):
        return Bound(op: .rowOrder(test, slot, value), type: .bool, isConstant: false)
      case (.constant(let value), .row(let slot)):
        return Bound(op: .rowOrder(test.flipped, slot, value), type: .bool, isConstant: false)
      default:
        return fold(.order(test, lhs.op, rhs.op), type: .bool, children: children)
      }

    case .in:
      if let problem = ExpressionTypes.membershipProblem(element: lhs.type, container: rhs.type, operation: "'in'") {
        report(problem, at: offset)
        return .invalid
      }
      return fold(.member(lhs.op, rhs.op), type: .bool, children: children)

    case .add, .subtract, .multiply, .divide, .remainder:
      guard let type = ExpressionTypes.arithmetic(op, lhs.type, rhs.type) else {
        report("cannot apply '\(op.rawValue)' to \(lhs.type) and \(rhs.type)", at: offset)
        return .invalid
      }
      let arithmetic: ArithmeticOperator
      switch op {
      case .add: arithmetic = .add
      case .subtract: arithmetic = .subtract
      case .multiply: arithmetic = .multiply
      case .divide: arithmetic = .divide
      default: arithmetic = .remainder
      }
      return fold(.arithmetic(arithmetic, lhs.op, rhs.op), type: type, children: children)
    }
  }

  /// The result type of a call with checked arity, or `nil` after reporting an argument problem.
  private mutating func call(_ function: ExpressionFunction, _ arguments: [Bound], syntax: [ExpressionSyntax])
    -> FormValueType?
  {
    let types = arguments.map(\.type)
    let name = function.rawValue
    /// Reports the first argument whose type `accepts` rejects.
    func check(_ indices: Range<Int>, _ what: String, _ accepts: (FormValueType) -> Bool) -> (String, Int)? {
      for index in indices where !accepts(types[index]) {
        return ("\(name) needs \(what), found \(types[index])", syntax[index].start)
      }
      return nil
    }
    var problem: (String, Int)?
    var result: FormValueType
    switch function {
    case .empty:
      result = .bool
    case .len:
      problem = check(0..<1, "a string or a list") { $0 == .string || $0 == .any || ExpressionTypes.isList($0) }
      result = .int
    case .contains:
      if let message = ExpressionTypes.membershipProblem(element: types[1], container: types[0], operation: name) {
        problem = (message, syntax[0].start)
      }
      result = .bool
    case .startsWith, .endsWith:
      problem = check(0..<2, "strings", ExpressionTypes.isString)
      result = .bool
    case .lower, .upper, .trim:
      problem = check(0..<1, "a string", ExpressionTypes.isString)
      result = .string
    case .abs:
      problem = check(0..<1, "a number", ExpressionTypes.isNumber)
      result = ExpressionTypes.arithmetic([types[0]])
    case .min, .max:
      result = .any
      for (index, type) in types.enumerated() {
        guard let common = ExpressionTypes.orderedUnion(result, type) else {
          let message =
            ExpressionTypes.orderable(type, type)
            ? "\(name) needs arguments of one kind, found \(result) and \(type)"
            : "\(name) needs numbers, strings or dates, found \(type)"
          problem = (message, syntax[index].start)
          break
        }
        result = common
      }
    case .round:
      problem = check(0..<1, "a number", ExpressionTypes.isNumber)
      if problem == nil, types.count == 2, !(types[1] == .int || types[1] == .any) {
        problem = ("round needs a whole number of places, found \(types[1])", syntax[1].start)
      }
      result = types.count == 1 ? .int : ExpressionTypes.arithmetic([types[0]])
    case .daysBetween:
      problem = check(0..<2, "dates or ISO 8601 strings") { $0 == .date || $0 == .string || $0 == .any }
      result = .int
    }
    if let (message, offset) = problem {
      report(message, at: offset)
      return nil
    }
    return result
  }

  /// Wraps `op`, evaluating it right away when every input is a constant (evaluation is pure
  /// and total, so this is safe, and it turns `[1, 2]` and `-(3)` into single constants).
  private func fold(_ op: ExpressionOp, type: FormValueType, children: [Bound]) -> Bound {
    guard children.allSatisfy(\.isConstant) else { return Bound(op: op, type: type, isConstant: false) }
    return Bound(op: .constant(ExpressionInterpreter.value(op, in: ConstantScope())), type: type, isConstant: true)
  }
}

/// The scope constant folding evaluates in; a constant expression reads nothing from it.
private struct ConstantScope: ExpressionScope {
  func value(ofRow slot: Int) -> FormValue { .null }
  func isHidden(row slot: Int) -> Bool { false }
  func isDisabled(row slot: Int) -> Bool { false }
  func isHidden(section slot: Int) -> Bool { false }
  func context(_ name: String) -> FormValue { .null }
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
