import FormworkValues
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
  /// `FormValueType.any`, the literal `null` and an undeclared-type context value are accepted
  /// everywhere and checked at run time instead.
  ///
  /// - Parameters:
  ///   - environment: The form's tags, slots, row types and context names.
  ///   - expecting: The type the result must have (`.bool` for a condition), or `nil` for any.
  ///   - location: Where the expression lives; every error carries it, with the column (and,
  ///     for multi-line text, the line) of the offending token.
  /// - Returns: The expression ready to evaluate, with the slots it reads.
  /// - Throws: `FormDefinitionError` listing every problem found (unknown row, section,
  ///   context value or function; wrong argument count; type errors; a result of the wrong
  ///   type), each a `FormError` with code `FormError.Code.invalidExpression`.
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
// NB: not generic over the environment (an existential instead): a binder specialised for no
// environment type looked up the metadata of `Bound` and of its arrays at run time, at every
// node, which cost more than the binding itself.
struct ExpressionBinder {
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

  let environment: any ExpressionEnvironment
  let source: String
  let location: FormErrorLocation
  private(set) var errors: [FormError] = []
  private(set) var references: [ExpressionReference] = []
  private var seen: Set<ExpressionReference> = []
  /// While an aggregate's argument is bound: the section it reads and the columns used so far
  /// (slot `k` of the per-row expression is `columns[k]`; `nil` is the row's whole value).
  private var aggregate: (name: String, tag: String, section: ExpressionSectionColumns, columns: [String?])?

  init(environment: any ExpressionEnvironment, source: String, location: FormErrorLocation) {
    self.environment = environment
    self.source = source
    self.location = location
  }

  mutating func report(_ message: String, at offset: Int) {
    errors.append(
      FormError(.invalidExpression, message, at: FormExpression.locate(offset, in: source, base: location)))
  }

  private mutating func reference(_ reference: ExpressionReference) {
    // NB: most expressions read a handful of things: a linear search beats hashing them, and
    // the set is made only for a long list.
    if references.count < 16 {
      if !references.contains(reference) { references.append(reference) }
      return
    }
    if seen.isEmpty { seen = Set(references) }
    if seen.insert(reference).inserted { references.append(reference) }
  }

  /// "unknown row 'emial'; did you mean 'email'?"
  func unknownRow(_ tag: String) -> String {
    "unknown row '\(tag)'" + (environment.rowTag(closeTo: tag).map { "; did you mean '\($0)'?" } ?? "")
  }

  /// The nodes bound in order.
  // NB: a loop, not `map`: over this mutating closure, `map` stayed an unspecialized generic call
  // (metadata looked up at run time) costing more than binding the nodes.
  private mutating func bindAll(_ nodes: [ExpressionSyntax]) -> [Bound] {
    var bound: [Bound] = []
    bound.reserveCapacity(nodes.count)
    for node in nodes { bound.append(bind(node)) }
    return bound
  }

  mutating func bind(_ node: ExpressionSyntax) -> Bound {
    switch node.kind {
    case .literal(let value):
      return Bound(op: .constant(value), type: value.isNull ? .any : value.type, isConstant: true)

    case .list(let items):
      let bound = bindAll(items)
      if bound.contains(where: { $0.isInvalid }) { return .invalid }
      return fold(
        .list(bound.map { $0.op }), type: .list(ExpressionTypes.unify(bound.map { $0.type })),
        constant: bound.allSatisfy { $0.isConstant })

    case .row(let tag):
      if aggregate != nil { return element(tag, column: nil, at: node.offset) }
      guard let row = environment.resolveRow(tag) else {
        report(unknownRow(tag), at: node.offset)
        return .invalid
      }
      reference(.rowValue(row.slot))
      return Bound(op: .row(row.slot), type: row.type, isConstant: false)

    case .rowState(let tag, let state):
      if let aggregate {
        report(outsideAggregate("'\(tag).\(state.rawValue)'", aggregate.name), at: node.offset)
        return .invalid
      }
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
      if let aggregate {
        report(outsideAggregate("'$section.\(tag).hidden'", aggregate.name), at: node.offset)
        return .invalid
      }
      guard let slot = environment.resolveSection(tag) else {
        report("unknown section '\(tag)'", at: node.offset)
        return .invalid
      }
      reference(.sectionHidden(slot))
      return Bound(op: .sectionHidden(slot), type: .bool, isConstant: false)

    case .context(let name):
      if let aggregate {
        report(outsideAggregate("'$ctx.\(name)'", aggregate.name), at: node.offset)
        return .invalid
      }
      guard let type = environment.contextType(name) else {
        report("unknown context value '$ctx.\(name)'", at: node.offset)
        return .invalid
      }
      reference(.context(name))
      return Bound(op: .context(name), type: type, isConstant: false)

    case .not(let operand):
      let inner = bind(operand)
      if let problem = ExpressionTypes.notProblem(inner.type) { report(problem, at: node.offset) }
      return fold(.not(inner.op), type: .bool, constant: inner.isConstant)

    case .negate(let operand):
      let inner = bind(operand)
      if inner.isInvalid { return .invalid }
      switch ExpressionTypes.negate(inner.type) {
      case .success(let type):
        return fold(.negate(inner.op), type: type, constant: inner.isConstant)
      case .failure(let problem):
        report(problem.message, at: node.offset)
        return .invalid
      }

    case .logical(let op, let operands):
      // NB: each operand's op kept and its type checked as it is bound: the arrays of the bound
      // operands and of their types cost more than binding a short chain. The problems are
      // reported after every operand's own, as before.
      var ops: [ExpressionOp] = []
      ops.reserveCapacity(operands.count)
      var constant = true
      var problems: [(message: String, offset: Int)] = []
      for operand in operands {
        let bound = bind(operand)
        ops.append(bound.op)
        constant = constant && bound.isConstant
        if let problem = ExpressionTypes.logicalProblem(op, bound.type) { problems.append((problem, operand.start)) }
      }
      for problem in problems { report(problem.message, at: problem.offset) }
      return fold(op == .and ? .and(ops) : .or(ops), type: .bool, constant: constant)

    case .binary(let op, let lhsSyntax, let rhsSyntax):
      let lhs = bind(lhsSyntax), rhs = bind(rhsSyntax)
      if lhs.isInvalid || rhs.isInvalid { return .invalid }
      return binary(op, lhs, rhs, at: node.offset)

    case .conditional(let conditionSyntax, let thenSyntax, let otherwiseSyntax):
      let parts = [bind(conditionSyntax), bind(thenSyntax), bind(otherwiseSyntax)]
      if parts.contains(where: { $0.isInvalid }) { return .invalid }
      return conditional("'?'", parts, [conditionSyntax, thenSyntax, otherwiseSyntax], at: node.offset)

    case .column(let tag, let column):
      if aggregate != nil { return element(tag, column: column, at: node.offset) }
      if environment.resolveMultivaluedSection(tag) != nil {
        report(
          "'\(tag).\(column)' is a column of a multivalued section; read it in sum, count, min, max or avg",
          at: node.offset)
      } else if environment.resolveRow(tag) != nil {
        report("expected 'hidden' or 'disabled' after '\(tag).', found '\(column)'", at: node.offset)
      } else {
        report(unknownRow(tag), at: node.offset)
      }
      return .invalid

    case .call(let name, let argumentSyntax):
      // NB: the name is looked up once (a string switch over every function's name).
      let known = ExpressionFunction(rawValue: name)
      if let function = known, function.aggregates(argumentCount: argumentSyntax.count) {
        return bindAggregate(function, argumentSyntax[0], at: node.offset)
      }
      if let function = known, function == .sum || function == .count || function == .avg {
        // Its argument would read a column outside an aggregate: the count is the mistake.
        report("\(name) expects \(function.arityDescription), found \(argumentSyntax.count)", at: node.offset)
        return .invalid
      }
      // `age(date)` is `age(date, today())`.
      var argumentSyntax = argumentSyntax
      if name == ExpressionFunction.age.rawValue, argumentSyntax.count == 1 {
        argumentSyntax.append(ExpressionSyntax(.call(ExpressionFunction.today.rawValue, []), offset: node.offset))
      }
      let arguments = bindAll(argumentSyntax)
      guard let function = known else {
        let near = ExpressionFunction.allCases.first { $0.rawValue.lowercased() == name.lowercased() }
        report("unknown function '\(name)'" + (near.map { "; did you mean '\($0.rawValue)'?" } ?? ""), at: node.offset)
        return .invalid
      }
      guard function.arity.contains(arguments.count) else {
        report("\(name) expects \(function.arityDescription), found \(arguments.count)", at: node.offset)
        return .invalid
      }
      if arguments.contains(where: { $0.isInvalid }) { return .invalid }
      switch function {
      case .iif:
        return conditional("iif", arguments, argumentSyntax, at: node.offset)
      case .today:
        if let aggregate {
          report(outsideAggregate("'today()'", aggregate.name), at: node.offset)
          return .invalid
        }
        return Bound(op: .today, type: .date, isConstant: false)
      default:
        break
      }
      let type: FormValueType
      switch ExpressionTypes.call(function, arguments.map { $0.type }) {
      case .success(let result):
        type = result
      case .failure(let problem):
        report(problem.message, at: argumentSyntax[problem.operand].start)
        return .invalid
      }
      let op: ExpressionOp
      // NB: one or two arguments (nearly every call) go into the op without an array of ops.
      switch arguments.count {
      case 0: op = .call(function, [])
      case 1: op = .call1(function, arguments[0].op)
      case 2: op = .call2(function, arguments[0].op, arguments[1].op)
      default: op = .call(function, arguments.map { $0.op })
      }
      return fold(op, type: type, constant: arguments.allSatisfy { $0.isConstant })
    }
  }

  // MARK: Conditionals and aggregates

  /// `cond ? a : b` or `iif(cond, a, b)`, bound.
  private mutating func conditional(
    _ name: String, _ parts: [Bound], _ syntax: [ExpressionSyntax], at offset: Int
  ) -> Bound {
    let (condition, then, otherwise) = (parts[0], parts[1], parts[2])
    switch ExpressionTypes.conditional(
      name, condition: condition.type, then: then.type, thenIsNull: Self.isNullLiteral(then),
      otherwise: otherwise.type, otherwiseIsNull: Self.isNullLiteral(otherwise))
    {
    case .success(let type):
      if condition.isConstant, case .constant(let flag) = condition.op {
        // A constant condition picks its branch now.
        return flag == .bool(true)
          ? Bound(op: then.op, type: type, isConstant: then.isConstant)
          : Bound(op: otherwise.op, type: type, isConstant: otherwise.isConstant)
      }
      return Bound(op: .conditional(condition.op, then.op, otherwise.op), type: type, isConstant: false)
    case .failure(let problem):
      report(problem.message, at: problem.operand == 0 ? syntax[0].start : offset)
      return .invalid
    }
  }

  private static func isNullLiteral(_ bound: Bound) -> Bool {
    guard bound.isConstant, case .constant(.null) = bound.op else { return false }
    return true
  }

  /// "inside sum, only the rows of one multivalued section and constants can be read, found 'vat'"
  private func outsideAggregate(_ what: String, _ name: String) -> String {
    "inside \(name), only the rows of one multivalued section and constants can be read, found \(what)"
  }

  /// The multivalued section an aggregate's argument reads: the first `section.column`, or the
  /// first bare tag naming a multivalued section.
  private func aggregatedSection(in syntax: ExpressionSyntax) -> String? {
    switch syntax.kind {
    case .column(let tag, _): return tag
    case .row(let tag): return environment.resolveMultivaluedSection(tag) != nil ? tag : nil
    default: return syntax.kind.children.lazy.compactMap { aggregatedSection(in: $0) }.first
    }
  }

  /// `sum(lines.quantity * lines.price)`: the argument is bound once, as a per-row expression
  /// whose slots are the row's columns.
  private mutating func bindAggregate(_ function: ExpressionFunction, _ argument: ExpressionSyntax, at offset: Int)
    -> Bound
  {
    let name = function.rawValue
    if let outer = aggregate {
      report("aggregates cannot be nested: \(name) inside \(outer.name)", at: offset)
      return .invalid
    }
    guard let tag = aggregatedSection(in: argument) else {
      if function == .min || function == .max {
        report("\(name) expects \(function.arityDescription), found 1", at: offset)
        return .invalid
      }
      report(notASection(name, argument), at: argument.start)
      return .invalid
    }
    guard let section = environment.resolveMultivaluedSection(tag) else {
      let suggestion = environment.multivaluedSectionTag(closeTo: tag).map { "; did you mean '\($0)'?" } ?? ""
      let what: String
      if environment.resolveRow(tag) != nil {
        what = "'\(tag)' is a row, not a multivalued section"
      } else if environment.resolveSection(tag) != nil {
        what = "section '\(tag)' is not multivalued: an aggregate reads the rows of a multivalued section"
      } else {
        what = "unknown multivalued section '\(tag)'"
      }
      report(what + suggestion, at: argument.start)
      return .invalid
    }
    aggregate = (name, tag, section, [])
    let perRow = bind(argument)
    let columns = aggregate?.columns ?? []
    aggregate = nil
    if perRow.isInvalid { return .invalid }
    switch ExpressionTypes.aggregate(function, element: perRow.type) {
    case .success(let type):
      reference(.sectionValues(section.slot))
      let op = ExpressionAggregate(function: function, section: section.slot, perRow: perRow.op, columns: columns)
      return Bound(op: .aggregate(op), type: type, isConstant: false)
    case .failure(let problem):
      report(problem.message, at: argument.start)
      return .invalid
    }
  }

  /// Why an aggregate's argument names no multivalued section.
  private func notASection(_ name: String, _ argument: ExpressionSyntax) -> String {
    let example = "such as \(name)(lines.price)"
    if case .row(let tag) = argument.kind {
      if environment.resolveRow(tag) != nil {
        return "\(name) needs a multivalued section or its column (\(example)), found row '\(tag)'"
      }
      let suggestion = environment.multivaluedSectionTag(closeTo: tag).map { "; did you mean '\($0)'?" } ?? ""
      return "unknown multivalued section '\(tag)'" + suggestion
    }
    return "\(name) needs a multivalued section or its column, \(example)"
  }

  /// A per-row read inside an aggregate: `lines` (the row's value) or `lines.price` (a column).
  private mutating func element(_ tag: String, column: String?, at offset: Int) -> Bound {
    guard let current = aggregate else { return .invalid }
    guard tag == current.tag else {
      let what = column.map { "'\(tag).\($0)'" } ?? "'\(tag)'"
      report(outsideAggregate(what, current.name), at: offset)
      return .invalid
    }
    let type: FormValueType
    if let column {
      guard let columnType = current.section.columns[column] else {
        let message: String
        if current.section.columns.isEmpty {
          message =
            "the rows of section '\(tag)' have no columns (each holds a \(current.section.elementType)); write '\(tag)'"
        } else {
          let near = closestName(to: column, among: current.section.columns.keys.sorted())
          message = "section '\(tag)' has no column '\(column)'" + (near.map { "; did you mean '\($0)'?" } ?? "")
        }
        report(message, at: offset)
        return .invalid
      }
      type = columnType
    } else {
      type = current.section.elementType
    }
    let slot: Int
    if let index = current.columns.firstIndex(of: column) {
      slot = index
    } else {
      slot = current.columns.count
      aggregate?.columns.append(column)
    }
    return Bound(op: .row(slot), type: type, isConstant: false)
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
    // NB: not an array of the two (made for every comparison, used by few).
    let constant = lhs.isConstant && rhs.isConstant
    switch op {
    case .equal, .notEqual:
      let negated = op == .notEqual
      // Equality is symmetric, so a constant on either side takes the fast path.
      switch (lhs.op, rhs.op) {
      case (.row(let slot), .constant(let value)), (.constant(let value), .row(let slot)):
        return Bound(op: .rowEquals(slot, value, negated: negated), type: type, isConstant: false)
      default:
        return fold(.equal(lhs.op, rhs.op, negated: negated), type: type, constant: constant)
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
        return fold(.order(test, lhs.op, rhs.op), type: type, constant: constant)
      }

    case .in:
      return fold(.member(lhs.op, rhs.op), type: type, constant: constant)

    case .add, .subtract, .multiply, .divide, .remainder:
      let arithmetic: ArithmeticOperator
      switch op {
      case .add: arithmetic = .add
      case .subtract: arithmetic = .subtract
      case .multiply: arithmetic = .multiply
      case .divide: arithmetic = .divide
      default: arithmetic = .remainder
      }
      return fold(.arithmetic(arithmetic, lhs.op, rhs.op), type: type, constant: constant)
    }
  }

  /// Wraps `op`, evaluating it right away when every input is a constant (evaluation is pure
  /// and total, so this is safe, and it turns `[1, 2]` and `-(3)` into single constants).
  private func fold(_ op: ExpressionOp, type: FormValueType, constant: Bool) -> Bound {
    guard constant else { return Bound(op: op, type: type, isConstant: false) }
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
