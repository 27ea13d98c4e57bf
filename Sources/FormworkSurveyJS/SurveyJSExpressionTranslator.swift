import Formwork

/// What a name in a SurveyJS expression (`{name}`) stands for in the translated form.
struct SurveyName {
  enum Shape {
    /// A row holding one value.
    case value
    /// A row holding a list (checkbox, tagbox): `anyof` and `allof` test its elements.
    case list
    /// A multivalued section (dynamic panel or matrix) with these columns.
    case rows(columns: Set<String>)
  }

  /// What the row's answer is, for SurveyJS's loose comparisons (`{q} = 1` holds when `q`
  /// is the text `"1"`): a literal compared with the row is written as this kind.
  enum Kind {
    case text, number, boolean
    /// Not known, or mixed (choices of several types, a calculated value): literals stay.
    case unknown
  }

  /// The row's (or section's) tag in the Formwork schema.
  var tag: String
  var shape: Shape
  var kind: Kind = .unknown
  /// Whether the name reads the length of the row's answer (`{q.length}`), not the answer.
  var isLength = false
}

/// The names an expression may read where it is: the survey's questions and calculated values,
/// or a dynamic panel's (matrix row's) own questions, read as `{panel.q}` (`{row.q}`).
struct SurveyScope {
  /// Names as the survey writes them, lowercased: SurveyJS matches names without case.
  var names: [String: SurveyName] = [:]
  /// `panel` for a dynamic panel's template, `row` for a dynamic matrix's: the prefix that
  /// names the template's own questions.
  var templatePrefix: String?

  mutating func declare(_ name: String, as resolved: SurveyName) {
    // NB: one lookup: the default is stored only when the name is new.
    Self.keep(&names[name.lowercasedName, default: resolved])
  }

  private static func keep(_: inout SurveyName) {}

  func resolve(_ name: String) -> SurveyName? {
    var name = name.lowercasedName
    if let prefix = templatePrefix, name.hasPrefix(prefix + ".") { name.removeFirst(prefix.count + 1) }
    return names[name]
  }
}

/// A translated expression: Formwork's text and, for each piece of it, the survey column it
/// came from.
struct TranslatedExpression {
  var text = ""
  /// (offset in `text`, in UTF-8 bytes; the SurveyJS column), ascending by offset.
  /// NB: bytes, counted as written for free; characters are counted only to place a problem.
  var columns: [(offset: Int, column: Int)] = []
  /// The tags of the rows and values it reads, in the order read, when the translator was asked
  /// to record them (``SurveyExpressionTranslator/recordsReads``).
  var reads: [String] = []

  init() {}

  /// Room for a translation of about `capacity` bytes.
  init(capacity: Int) {
    text.reserveCapacity(capacity)
    columns.reserveCapacity(8)
  }

  mutating func write(_ piece: String, from column: Int? = nil) {
    if let column { columns.append((text.utf8.count, column)) }
    text += piece
  }

  /// The SurveyJS column of a 1-based column (in characters) of the translated text.
  func surveyColumn(_ column: Int) -> Int? {
    let character = text.index(text.startIndex, offsetBy: max(0, column - 1), limitedBy: text.endIndex) ?? text.endIndex
    let offset = text.utf8.distance(from: text.startIndex, to: character)
    var found: Int?
    for entry in columns where entry.offset <= offset { found = entry.column }
    return found ?? columns.first?.column
  }
}

/// Translates SurveyJS expressions into Formwork's expression language. Every construct it
/// cannot translate is a problem with the column it starts at; nothing is dropped silently.
struct SurveyExpressionTranslator {
  let scope: SurveyScope
  /// Whether translations list the tags they read (``TranslatedExpression/reads``).
  /// NB: asked for where they are used (a complete trigger): a list for every condition of a
  /// survey costs an allocation each.
  var recordsReads = false

  /// Formwork's precedence levels, loosest first (see `FormExpression`).
  private enum Level: Int, Comparable {
    case conditional, or, and, not, comparison, membership, additive, multiplicative, negative, atom
    static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  func translate(_ source: String) throws -> TranslatedExpression {
    let tree = try SurveyExpressionParser.parse(source)
    var output = TranslatedExpression()
    try emit(tree, into: &output, atLeast: .conditional)
    return output
  }

  /// A condition that holds when the SurveyJS expression is exactly true; `negated` gives its
  /// opposite that also holds when the expression is `null` (a `visibleIf` hides a question
  /// unless its expression is true).
  func condition(_ source: String, negated: Bool) throws -> TranslatedExpression {
    let tree = try SurveyExpressionParser.parse(source)
    var output = TranslatedExpression(capacity: source.utf8.count + 16)
    if negated {
      try emit(tree, into: &output, atLeast: .membership)
      output.write(" != true")
    } else {
      try emit(tree, into: &output, atLeast: .conditional)
    }
    return output
  }

  private func level(of expression: SurveyExpression) -> Level {
    switch expression {
    case .binary(let op, _, _, _):
      switch op {
      case .or: return .or
      case .and: return .and
      case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: return .comparison
      case .anyOf, .allOf, .noneOf: return .or
      case .notContains: return .not
      case .plus, .minus: return .additive
      case .times, .divide, .remainder, .power: return .multiplicative
      default: return .atom
      }
    case .unary(let op, _, _):
      switch op {
      case .not, .notEmpty: return .not
      case .negative: return .negative
      default: return .atom
      }
    default: return .atom
    }
  }

  private func emit(_ expression: SurveyExpression, into output: inout TranslatedExpression, atLeast: Level)
    throws
  {
    let parenthesized = level(of: expression) < atLeast
    if parenthesized { output.write("(") }
    try emitBare(expression, into: &output)
    if parenthesized { output.write(")") }
  }

  private func emitBare(_ expression: SurveyExpression, into output: inout TranslatedExpression)
    throws
  {
    switch expression {
    case .number(let text, let column):
      output.write(text.hasPrefix(".") ? "0" + text : text, from: column)
    case .text(let text, let column):
      output.write(Self.quoted(text), from: column)
    case .bool(let flag, let column):
      output.write(flag ? "true" : "false", from: column)
    case .null(let column):
      output.write("null", from: column)
    case .variable(let name, let column):
      try emitVariable(name, column: column, resolved: try resolve(name, column: column), into: &output)
    case .list(let items, let column):
      output.write("[", from: column)
      for (index, item) in items.enumerated() {
        if index > 0 { output.write(", ") }
        try emit(item, into: &output, atLeast: .conditional)
      }
      output.write("]")
    case .unary(let op, let operand, let column):
      switch op {
      case .not:
        output.write("!", from: column)
        try emit(operand, into: &output, atLeast: .not)
      case .negative:
        output.write("-", from: column)
        try emit(operand, into: &output, atLeast: .negative)
      case .empty:
        output.write("empty(", from: column)
        try emit(operand, into: &output, atLeast: .conditional)
        output.write(")")
      case .notEmpty:
        output.write("!empty(", from: column)
        try emit(operand, into: &output, atLeast: .conditional)
        output.write(")")
      default:
        throw SurveyExpressionProblem(message: "'\(op.rawValue)' takes two operands", column: column)
      }
    case .binary(let op, let left, let right, let column):
      try emitBinary(op, left, right, column: column, into: &output)
    case .call(let name, let arguments, let column):
      try emitCall(name, arguments, column: column, into: &output)
    }
  }

  /// `{name}`, resolved already (by the caller that needed its kind).
  private func emitVariable(
    _ name: String, column: Int, resolved: SurveyName, into output: inout TranslatedExpression
  ) throws {
    if case .rows = resolved.shape {
      throw SurveyExpressionProblem(
        message: "{\(name)} is a dynamic panel or matrix: read it through sumInArray, countInArray or avgInArray",
        column: column)
    }
    let reference = Self.reference(resolved.tag)
    output.write(resolved.isLength ? "len(\(reference))" : reference, from: column)
    if recordsReads { output.reads.append(resolved.tag) }
  }

  /// `operand`, or the variable it is when the caller resolved it.
  /// NB: a comparison or membership resolves its variable for its kind: it is not looked up twice.
  private func emit(
    _ operand: SurveyExpression, resolved: SurveyName?, into output: inout TranslatedExpression, atLeast: Level
  ) throws {
    if let resolved, case .variable(let name, let column) = operand {
      try emitVariable(name, column: column, resolved: resolved, into: &output)
    } else {
      try emit(operand, into: &output, atLeast: atLeast)
    }
  }

  private func emitBinary(
    _ op: SurveyOperator, _ left: SurveyExpression, _ right: SurveyExpression, column: Int,
    into output: inout TranslatedExpression
  ) throws {
    let infix: (String, Level)?
    switch op {
    case .or: infix = (" || ", .or)
    case .and: infix = (" && ", .and)
    case .equal: infix = (" == ", .comparison)
    case .notEqual: infix = (" != ", .comparison)
    case .less: infix = (" < ", .comparison)
    case .lessOrEqual: infix = (" <= ", .comparison)
    case .greater: infix = (" > ", .comparison)
    case .greaterOrEqual: infix = (" >= ", .comparison)
    case .plus: infix = (" + ", .additive)
    case .minus: infix = (" - ", .additive)
    case .times: infix = (" * ", .multiplicative)
    case .divide: infix = (" / ", .multiplicative)
    case .remainder: infix = (" % ", .multiplicative)
    default: infix = nil
    }
    if let (symbol, level) = infix {
      var (left, right) = (left, right)
      var resolved: (left: SurveyName?, right: SurveyName?)
      if level == .comparison {
        (left, right, resolved) = try loosely(left, right, ordering: op != .equal && op != .notEqual)
      }
      // Comparisons do not chain in Formwork: both sides bind tighter. Others are left-associative.
      let leftLevel = level == .comparison ? Level.membership : level
      let rightLevel = Level(rawValue: level.rawValue + 1) ?? .atom
      let conversion = level == .additive || level == .multiplicative ? try conversions(op, left, right) : nil
      if let conversion {
        try emit(left, converted: conversion.left, into: &output, atLeast: leftLevel)
        output.write(symbol, from: column)
        try emit(right, converted: conversion.right, into: &output, atLeast: rightLevel)
      } else {
        try emit(left, resolved: resolved.left, into: &output, atLeast: leftLevel)
        output.write(symbol, from: column)
        try emit(right, resolved: resolved.right, into: &output, atLeast: rightLevel)
      }
      return
    }
    switch op {
    case .contains, .notContains:
      output.write(op == .contains ? "contains(" : "!contains(", from: column)
      try emit(left, into: &output, atLeast: .conditional)
      output.write(", ")
      try emit(right, into: &output, atLeast: .conditional)
      output.write(")")
    case .anyOf, .allOf, .noneOf:
      try emitMembership(op, left, right, column: column, into: &output)
    case .power:
      throw SurveyExpressionProblem(
        message: "'^' (a power) has no counterpart in Formwork's expressions", column: column)
    default:
      throw SurveyExpressionProblem(message: "'\(op.rawValue)' takes one operand", column: column)
    }
  }

  /// `operand`, inside `function(…)` when it is given one.
  private func emit(
    _ operand: SurveyExpression, converted function: String?, into output: inout TranslatedExpression,
    atLeast: Level
  ) throws {
    guard let function else { return try emit(operand, into: &output, atLeast: atLeast) }
    output.write(function + "(")
    try emit(operand, into: &output, atLeast: .conditional)
    output.write(")")
  }

  /// What SurveyJS's arithmetic does with its operands, as Formwork's conversions: it reads a
  /// text holding a number as that number (`{quantity} + 1` is 2 when `quantity` is the text
  /// `"1"`; a text with a leading zero, `"01"`, stays text there and is no number for
  /// `number(…)` either), and `+` with a text joins texts (`{total} + ' kg'`). Formwork's arithmetic is
  /// strict, so a text question's answer beside a number is read through `number(…)`, and a
  /// number joined to a text through `string(…)`. Two text questions added stay texts joined
  /// (SurveyJS adds them only when both hold numbers, which no type says beforehand).
  private func conversions(_ op: SurveyOperator, _ left: SurveyExpression, _ right: SurveyExpression) throws
    -> (left: String?, right: String?)
  {
    let (leftKind, rightKind) = (try valueKind(left), try valueKind(right))
    if op == .plus, leftKind == .textual || rightKind == .textual {
      return (
        leftKind == .textual || leftKind == .text ? nil : "string",
        rightKind == .textual || rightKind == .text ? nil : "string"
      )
    }
    guard op != .plus || leftKind == .numeric || rightKind == .numeric else { return (nil, nil) }
    return (leftKind == .text ? "number" : nil, rightKind == .text ? "number" : nil)
  }

  /// What an operand is known to give, for ``conversions(_:_:_:)``.
  private enum ValueKind {
    /// A text question's answer: a text that may hold a number.
    case text
    /// A text by construction: a text literal, or texts joined.
    case textual
    /// A number by construction.
    case numeric
    case unknown
  }

  private func valueKind(_ expression: SurveyExpression) throws -> ValueKind {
    switch expression {
    case .text: return .textual
    case .number: return .numeric
    case .variable(let name, let column):
      switch try resolve(name, column: column).kind {
      case .text: return .text
      case .number: return .numeric
      default: return .unknown
      }
    case .unary(.negative, _, _): return .numeric
    case .binary(let op, let left, let right, _):
      switch op {
      case .minus, .times, .divide, .remainder, .power: return .numeric
      case .plus:
        let (leftKind, rightKind) = (try valueKind(left), try valueKind(right))
        if leftKind == .textual || rightKind == .textual { return .textual }
        return leftKind == .numeric || rightKind == .numeric ? .numeric : .unknown
      default: return .unknown
      }
    case .call(let name, _, _):
      let numeric: Set<String> = [
        "sum", "avg", "age", "round", "abs", "datediff", "suminarray", "countinarray", "avginarray",
      ]
      return numeric.contains(name.lowercased()) ? .numeric : .unknown
    default: return .unknown
    }
  }

  /// A value for a text question (its default value or computed value): a number written as
  /// its text (`string(…)`), as a text box shows the number SurveyJS puts in it.
  func translate(_ source: String, forText: Bool) throws -> TranslatedExpression {
    let tree = try SurveyExpressionParser.parse(source)
    var output = TranslatedExpression()
    let kind = try valueKind(tree)
    let function = forText && kind == .numeric ? "string" : nil
    try emit(tree, converted: function, into: &output, atLeast: .conditional)
    return output
  }

  /// SurveyJS compares loosely (`{q} = 1` holds when `q` is the text `"1"`, `{b} = 'true'` when
  /// `b` is true); Formwork's comparisons are strict. A literal compared with a question whose
  /// answer's kind is known is written as that kind, so the translation keeps SurveyJS's
  /// result: a number for a text question becomes its text, a numeric text for a number
  /// question its number, `'true'`/`'false'` for a boolean question a boolean. Two questions
  /// compared with each other keep their types. An ordering (`<`, `>`…) compares numbers in
  /// SurveyJS (JavaScript's `'10' > 9`): there only a numeric text becomes a number.
  private func loosely(_ left: SurveyExpression, _ right: SurveyExpression, ordering: Bool) throws
    -> (SurveyExpression, SurveyExpression, (left: SurveyName?, right: SurveyName?))
  {
    if case .variable(let name, let column) = left {
      let resolved = try resolve(name, column: column)
      return (left, Self.literal(right, as: resolved.kind, ordering: ordering), (resolved, nil))
    }
    if case .variable(let name, let column) = right {
      let resolved = try resolve(name, column: column)
      return (Self.literal(left, as: resolved.kind, ordering: ordering), right, (nil, resolved))
    }
    return (left, right, (nil, nil))
  }

  /// `literal` written as `kind` when SurveyJS would compare it so; other expressions unchanged.
  /// `ordering`: for `<`, `>`…, where only a numeric text compared with a number changes.
  static func literal(_ literal: SurveyExpression, as kind: SurveyName.Kind, ordering: Bool = false)
    -> SurveyExpression
  {
    if ordering, kind != .number { return literal }
    switch (literal, kind) {
    case (.number(let text, let column), .text):
      return .text(text, column: column)
    case (.bool(let flag, let column), .text):
      return .text(flag ? "true" : "false", column: column)
    case (.text(let text, let column), .number):
      let digits = text.trimmingWhitespace()
      let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
      let isNumber =
        !digits.isEmpty && parts.count <= 2 && parts[0].allSatisfy(\.isASCIIDigitCharacter) && !parts[0].isEmpty
        && (parts.count == 1 || (!parts[1].isEmpty && parts[1].allSatisfy(\.isASCIIDigitCharacter)))
      return isNumber ? .number(digits, column: column) : literal
    case (.text(let text, let column), .boolean):
      switch text.trimmingWhitespace().lowercased() {
      case "true": return .bool(true, column: column)
      case "false": return .bool(false, column: column)
      default: return literal
      }
    default:
      return literal
    }
  }

  /// `anyof`, `allof`, `noneof` against a list written in the expression: on a question holding
  /// a list, each item is looked for in it (`contains`); on one holding a value, the value is
  /// looked for among the items (`in`).
  private func emitMembership(
    _ op: SurveyOperator, _ left: SurveyExpression, _ right: SurveyExpression, column: Int,
    into output: inout TranslatedExpression
  ) throws {
    var items: [SurveyExpression]
    switch right {
    case .list(let list, _): items = list
    case .text, .number, .bool: items = [right]
    default:
      throw SurveyExpressionProblem(
        message: "'\(op == .anyOf ? "anyof" : op == .allOf ? "allof" : "noneof")' is translated against a list "
          + "written in the expression (['a', 'b']); this one reads a value",
        column: right.column)
    }
    guard !items.isEmpty else {
      output.write(op == .anyOf ? "false" : "true", from: column)
      return
    }
    var holdsList = false
    var kind = SurveyName.Kind.unknown
    var resolvedLeft: SurveyName?
    if case .variable(let name, let variableColumn) = left {
      let resolved = try resolve(name, column: variableColumn)
      if case .list = resolved.shape { holdsList = true }
      kind = resolved.kind
      resolvedLeft = resolved
    }
    // Loosely, as comparisons: the items are written as the question's answers are.
    items = items.map { Self.literal($0, as: kind) }
    if op == .noneOf { output.write("!(", from: column) }
    if holdsList {
      let joiner = op == .allOf ? " && " : " || "
      for (index, item) in items.enumerated() {
        if index > 0 { output.write(joiner, from: column) }
        output.write("contains(", from: column)
        try emit(left, resolved: resolvedLeft, into: &output, atLeast: .conditional)
        output.write(", ")
        try emit(item, into: &output, atLeast: .conditional)
        output.write(")")
      }
    } else if op == .allOf, items.count > 1 {
      // One value cannot be every one of several different items.
      for (index, item) in items.enumerated() {
        if index > 0 { output.write(" && ", from: column) }
        try emit(left, resolved: resolvedLeft, into: &output, atLeast: .membership)
        output.write(" == ", from: column)
        try emit(item, into: &output, atLeast: .membership)
      }
    } else {
      try emit(left, resolved: resolvedLeft, into: &output, atLeast: .additive)
      output.write(" in ", from: column)
      try emit(.list(items, column: right.column), into: &output, atLeast: .atom)
    }
    if op == .noneOf { output.write(")") }
  }

  /// The functions SurveyJS surveys call, by their lowercased names.
  static let functions: [String: String] = [
    "iif": "iif", "age": "age", "today": "today", "round": "round", "abs": "abs", "min": "min", "max": "max",
    "sum": "+", "avg": "avg", "suminarray": "sum", "countinarray": "count", "avginarray": "avg",
    "mininarray": "min", "maxinarray": "max", "contains": "contains",
  ]

  private func emitCall(
    _ name: String, _ arguments: [SurveyExpression], column: Int, into output: inout TranslatedExpression
  ) throws {
    let lowered = name.lowercased()
    switch lowered {
    case "suminarray", "countinarray", "avginarray", "mininarray", "maxinarray":
      guard case .variable(let section, let sectionColumn)? = arguments.first, arguments.count == 2,
        case .text(let column_, let textColumn) = arguments[1]
      else {
        throw SurveyExpressionProblem(
          message: "\(name) is translated for ({dynamicPanelOrMatrix}, 'column'); filters are not", column: column)
      }
      let resolved = try resolve(section, column: sectionColumn)
      guard case .rows(let columns) = resolved.shape else {
        throw SurveyExpressionProblem(message: "{\(section)} is no dynamic panel or matrix", column: sectionColumn)
      }
      guard columns.contains(column_) else {
        throw SurveyExpressionProblem(message: "{\(section)} has no question '\(column_)'", column: textColumn)
      }
      output.write("\(Self.functions[lowered] ?? lowered)(", from: column)
      output.write(Self.reference(resolved.tag) + "." + Self.reference(column_), from: sectionColumn)
      output.write(")")
    case "sum", "avg":
      guard !arguments.isEmpty else {
        throw SurveyExpressionProblem(message: "\(name) needs at least one argument", column: column)
      }
      // SurveyJS's sum and avg of arguments: written out as arithmetic.
      if lowered == "avg", arguments.count > 1 { output.write("(", from: column) }
      output.write("(", from: column)
      for (index, argument) in arguments.enumerated() {
        if index > 0 { output.write(" + ", from: column) }
        try emit(argument, into: &output, atLeast: .multiplicative)
      }
      output.write(")")
      if lowered == "avg", arguments.count > 1 { output.write(" / \(arguments.count))") }
    case "datediff":
      // `dateDiff(from, to)` counts days unless a third argument names another unit.
      if arguments.count == 3, case .text(let unit, _) = arguments[2], unit.lowercased() == "days" {
      } else if arguments.count != 2 {
        throw SurveyExpressionProblem(
          message: "dateDiff is translated in days only (daysBetween): dateDiff({from}, {to})", column: column)
      }
      output.write("daysBetween(", from: column)
      try emit(arguments[0], into: &output, atLeast: .conditional)
      output.write(", ")
      try emit(arguments[1], into: &output, atLeast: .conditional)
      output.write(")")
    case "today":
      guard arguments.isEmpty else {
        throw SurveyExpressionProblem(
          message: "today(days) has no counterpart: Formwork's today() takes no argument", column: column)
      }
      output.write("today()", from: column)
    case "iif", "age", "round", "abs", "min", "max", "contains":
      let arity: ClosedRange<Int> =
        switch lowered {
        case "iif": 3...3
        case "age", "round": 1...2
        case "abs": 1...1
        case "contains": 2...2
        default: 2...Int.max
        }
      guard arity.contains(arguments.count) else {
        throw SurveyExpressionProblem(
          message: "\(name) takes \(arity.lowerBound)\(arity.upperBound == arity.lowerBound ? "" : " or more") "
            + "arguments here, found \(arguments.count)", column: column)
      }
      output.write(lowered + "(", from: column)
      for (index, argument) in arguments.enumerated() {
        if index > 0 { output.write(", ") }
        try emit(argument, into: &output, atLeast: .conditional)
      }
      output.write(")")
    default:
      throw SurveyExpressionProblem(
        message: "the function '\(name)' has no counterpart in Formwork's expressions (translated: iif, age, "
          + "today, dateDiff, round, abs, min, max, sum, avg, sumInArray, countInArray, avgInArray, minInArray, maxInArray)",
        column: column)
    }
  }

  private func resolve(_ name: String, column: Int) throws -> SurveyName {
    if let found = scope.resolve(name) { return found }
    // `{q.length}`: SurveyJS reads `length` of the answer, a text's characters or a list's items.
    if name.utf8.count > 7, name.lowercased().hasSuffix(".length"),
      var base = scope.resolve(String(name.dropLast(7)))
    {
      switch base.shape {
      case .value, .list:
        base.shape = .value
        base.kind = .number
        base.isLength = true
        return base
      case .rows: break
      }
    }
    var hint = ""
    if name.contains("[") {
      hint = ": an entry of a dynamic panel or matrix by index is not translated"
    } else if name.lowercased().hasPrefix("parentpanel.") {
      hint = ": the enclosing dynamic panel's questions are not read inside a nested one"
    } else if let prefix = name.split(separator: ".").first, scope.templatePrefix == nil,
      ["panel", "row"].contains(prefix.lowercased())
    {
      hint = ": {\(prefix).…} is read inside a dynamic panel or matrix only"
    } else if scope.templatePrefix != nil {
      hint = ": inside a dynamic panel or matrix, only its own questions are read"
    }
    throw SurveyExpressionProblem(message: "no question or calculated value is named '\(name)'\(hint)", column: column)
  }

  /// A tag as Formwork's expressions write it: bare when it is an identifier, else in backquotes.
  static func reference(_ tag: String) -> String {
    var isIdentifier: Bool
    switch tag {
    case "", "true", "false", "null", "in": isIdentifier = false
    default:
      // NB: told from the bytes (every read of a question passes here): a byte that is not ASCII
      // is no letter.
      isIdentifier = true
      var isFirst = true
      for byte in tag.utf8 {
        let isLetter =
          byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
        let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        guard isLetter || (!isFirst && isDigit) else {
          isIdentifier = false
          break
        }
        isFirst = false
      }
    }
    if isIdentifier { return tag }
    var quoted = "`"
    for character in tag {
      if character == "`" || character == "\\" { quoted.append("\\") }
      quoted.append(character)
    }
    return quoted + "`"
  }

  static func quoted(_ text: String) -> String {
    // NB: most texts have nothing to escape: the bytes are searched, not the characters.
    let escaped: [UInt8] = [
      UInt8(ascii: "'"), UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"),
    ]
    if !text.containsByte(where: escaped.contains) { return "'" + text + "'" }
    var quoted = "'"
    for character in text {
      switch character {
      case "'": quoted += "\\'"
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case "\t": quoted += "\\t"
      case "\r": quoted += "\\r"
      default: quoted.append(character)
      }
    }
    return quoted + "'"
  }
}

extension String {
  /// The text lowercased, as `lowercased()` gives it.
  /// NB: a name is most often lowercase ASCII already: it is then kept, not made again.
  var lowercasedName: String {
    containsByte { $0 >= UInt8(ascii: "A") && ($0 <= UInt8(ascii: "Z") || $0 >= 0x80) } ? lowercased() : self
  }
}

extension String {
  /// Whether a byte of the text's UTF-8 satisfies `predicate`.
  /// NB: read from the text's own storage where it has one: going through `utf8`'s iterator costs
  /// several times the scan (texts, names and expressions are all scanned so).
  func containsByte(where predicate: (UInt8) -> Bool) -> Bool {
    utf8.withContiguousStorageIfAvailable { $0.contains(where: predicate) } ?? utf8.contains(where: predicate)
  }
}

extension Character {
  /// `0`–`9` only (`isNumber` also takes other scripts' digits and fractions).
  fileprivate var isASCIIDigitCharacter: Bool { isASCII && isWholeNumber }
}
