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

/// Checks and compiles one syntax tree: resolves its tags, applies the type rules of
/// `ExpressionTypes` to each operation, and folds constants. It reports every problem,
/// continuing past each with the offending part typed `.any`, so one mistake does not hide
/// another or cause a cascade.
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

  /// "unknown row 'emial'; did you mean 'email'?"
  func unknownRow(_ tag: String) -> String {
    "unknown row '\(tag)'" + (environment.rowTag(closeTo: tag).map { "; did you mean '\($0)'?" } ?? "")
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
        report(unknownRow(tag), at: node.offset)
        return .invalid
      }
      reference(.rowValue(row.slot))
      return Bound(op: .row(row.slot), type: row.type, isConstant: false)

    case .rowState(let tag, let state):
      guard let row = environment.resolveRow(tag) else {
        report(unknownRow(tag), at: node.offset)
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
      if let problem = ExpressionTypes.notProblem(inner.type) { report(problem, at: node.offset) }
      return fold(.not(inner.op), type: .bool, children: [inner])

    case .negate(let operand):
      let inner = bind(operand)
      if inner.isInvalid { return .invalid }
      switch ExpressionTypes.negate(inner.type) {
      case .success(let type):
        return fold(.negate(inner.op), type: type, children: [inner])
      case .failure(let problem):
        report(problem.message, at: node.offset)
        return .invalid
      }

    case .logical(let op, let operands):
      let bound = operands.map { bind($0) }
      for problem in ExpressionTypes.logicalProblems(op, bound.map(\.type)) {
        report(problem.message, at: operands[problem.operand].start)
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
      let type: FormValueType
      switch ExpressionTypes.call(function, arguments.map(\.type)) {
      case .success(let result):
        type = result
      case .failure(let problem):
        report(problem.message, at: argumentSyntax[problem.operand].start)
        return .invalid
      }
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

  // The types each operator and function accepts, and the types they give, are `ExpressionTypes`'
  // rules (ExpressionTypes.swift); the binder reports their problems and builds the operations.

  private mutating func binary(_ op: ExpressionSyntax.BinaryOperator, _ lhs: Bound, _ rhs: Bound, at offset: Int)
    -> Bound
  {
    let type: FormValueType
    switch ExpressionTypes.binary(op, lhs.type, rhs.type) {
    case .success(let result):
      type = result
    case .failure(let problem):
      report(problem.message, at: offset)
      return .invalid
    }
    let children = [lhs, rhs]
    switch op {
    case .equal, .notEqual:
      let negated = op == .notEqual
      // Equality is symmetric, so a constant on either side takes the fast path.
      switch (lhs.op, rhs.op) {
      case (.row(let slot), .constant(let value)), (.constant(let value), .row(let slot)):
        return Bound(op: .rowEquals(slot, value, negated: negated), type: type, isConstant: false)
      default:
        return fold(.equal(lhs.op, rhs.op, negated: negated), type: type, children: children)
      }

    case .less, .lessOrEqual, .greater, .greaterOrEqual:
      let test: OrderTest
      switch op {
      case .less: test = .less
      case .lessOrEqual: test = .lessOrEqual
      case .greater: test = .greater
      default: test = .greaterOrEqual
      }
      switch (lhs.op, rhs.op) {
      case (.row(let slot), .constant(let value)):
        return Bound(op: .rowOrder(test, slot, value), type: type, isConstant: false)
      case (.constant(let value), .row(let slot)):
        return Bound(op: .rowOrder(test.flipped, slot, value), type: type, isConstant: false)
      default:
        return fold(.order(test, lhs.op, rhs.op), type: type, children: children)
      }

    case .in:
      return fold(.member(lhs.op, rhs.op), type: type, children: children)

    case .add, .subtract, .multiply, .divide, .remainder:
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
