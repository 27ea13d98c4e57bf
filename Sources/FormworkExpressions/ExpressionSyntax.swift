import FormworkValues
import Foundation

/// The syntax tree of a condition, as the parser builds it.
///
/// Positions (`offset`, `start`) and `height` are bookkeeping for error columns and limits; they
/// take no part in equality, so two trees compare equal when they have the same shape whatever
/// the spacing and redundant parentheses of their sources.
struct ExpressionSyntax: Sendable, Hashable {
  indirect enum Kind: Sendable, Hashable {
    /// `null`, `true`, `false`, a number (`.int` or `.decimal`) or a string.
    case literal(FormValue)
    /// `[a, b, …]`.
    case list([ExpressionSyntax])
    /// A row's value, by tag.
    case row(String)
    /// `tag.hidden` or `tag.disabled`.
    case rowState(String, RowState)
    /// `$section.tag.hidden`.
    case sectionHidden(String)
    /// `$ctx.name`.
    case context(String)
    /// `!operand`.
    case not(ExpressionSyntax)
    /// `-operand` (a minus written directly before a number is part of the literal instead).
    case negate(ExpressionSyntax)
    /// A chain `a && b && c` (or `||`) is one node with two or more operands.
    case logical(LogicalOperator, [ExpressionSyntax])
    case binary(BinaryOperator, ExpressionSyntax, ExpressionSyntax)
    case call(String, [ExpressionSyntax])
    /// `condition ? then : else`.
    case conditional(ExpressionSyntax, ExpressionSyntax, ExpressionSyntax)
    /// `section.column`: a column of a multivalued section's rows, inside an aggregate.
    case column(String, String)
  }

  enum RowState: String, Sendable, Hashable, CaseIterable {
    case hidden, disabled
  }

  enum LogicalOperator: String, Sendable, Hashable, CaseIterable {
    case and = "&&"
    case or = "||"

    var level: Precedence { self == .and ? .and : .or }
  }

  enum BinaryOperator: String, Sendable, Hashable, CaseIterable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case `in` = "in"
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
    case remainder = "%"

    var level: Precedence {
      switch self {
      case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: return .comparison
      case .in: return .membership
      case .add, .subtract: return .additive
      case .multiply, .divide, .remainder: return .multiplicative
      }
    }
  }

  /// Binding strength, loosest first. Comparison and membership do not associate: `a < b < c`
  /// is rejected rather than silently read as `(a < b) < c`.
  enum Precedence: Int, Comparable {
    case conditional = 0, or, and, not, comparison, membership, additive, multiplicative, prefixMinus, primary

    static func < (lhs: Precedence, rhs: Precedence) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  var kind: Kind
  /// Unicode-scalar offset of the node's own token (operator, name, bracket) in the source.
  var offset: Int
  /// Unicode-scalar offset of the node's first token.
  var start: Int
  /// Levels in this subtree (a leaf is 1).
  var height: Int

  init(_ kind: Kind, offset: Int = 0, start: Int? = nil) {
    self.kind = kind
    self.offset = offset
    self.start = start ?? offset
    self.height = 1 + kind.childHeight
  }

  static func == (lhs: ExpressionSyntax, rhs: ExpressionSyntax) -> Bool { lhs.kind == rhs.kind }
  func hash(into hasher: inout Hasher) { hasher.combine(kind) }

  var precedence: Precedence {
    switch kind {
    case .logical(let op, _): return op.level
    case .not: return .not
    case .binary(let op, _, _): return op.level
    case .negate: return .prefixMinus
    case .conditional: return .conditional
    case .literal(.int(let value)) where value < 0: return .prefixMinus
    case .literal(.decimal(let value)) where value < 0: return .prefixMinus
    default: return .primary
    }
  }
}

extension ExpressionSyntax.Kind {
  /// The height of the tallest child (0 for a leaf).
  // NB: without `children`, which allocated an array at every node the parser made.
  var childHeight: Int {
    switch self {
    case .literal, .row, .rowState, .sectionHidden, .context, .column: return 0
    case .conditional(let condition, let then, let otherwise):
      return max(condition.height, then.height, otherwise.height)
    case .list(let items), .logical(_, let items), .call(_, let items): return items.reduce(0) { max($0, $1.height) }
    case .not(let operand), .negate(let operand): return operand.height
    case .binary(_, let lhs, let rhs): return max(lhs.height, rhs.height)
    }
  }

  var children: [ExpressionSyntax] {
    switch self {
    case .literal, .row, .rowState, .sectionHidden, .context, .column: return []
    case .conditional(let condition, let then, let otherwise): return [condition, then, otherwise]
    case .list(let items), .logical(_, let items), .call(_, let items): return items
    case .not(let operand), .negate(let operand): return [operand]
    case .binary(_, let lhs, let rhs): return [lhs, rhs]
    }
  }
}

// MARK: - Canonical printing

extension ExpressionSyntax {
  /// The canonical text: single spaces around binary operators, single-quoted strings, only the
  /// parentheses the tree needs (plus `!( … )` around a negated comparison, for readability).
  var canonicalText: String {
    var output = ""
    write(into: &output)
    return output
  }

  func write(into output: inout String) {
    switch kind {
    case .literal(let value):
      ExpressionSyntax.writeLiteral(value, into: &output)
    case .list(let items):
      output += "["
      for (index, item) in items.enumerated() {
        if index > 0 { output += ", " }
        item.write(into: &output)
      }
      output += "]"
    case .row(let tag):
      output += ExpressionSyntax.rowName(tag)
    case .rowState(let tag, let state):
      output += ExpressionSyntax.rowName(tag) + "." + state.rawValue
    case .sectionHidden(let tag):
      output += "$section." + ExpressionSyntax.memberName(tag) + ".hidden"
    case .context(let name):
      output += "$ctx." + ExpressionSyntax.memberName(name)
    case .not(let operand):
      output += "!"
      // `!!x` needs no parentheses; anything looser than a prefix minus gets them, so that
      // `!(a == b)` never reads as `(!a) == b` to someone used to C-family precedence.
      if case .not = operand.kind {
        operand.write(into: &output)
      } else {
        operand.write(into: &output, atLeast: .prefixMinus)
      }
    case .negate(let operand):
      output += "-"
      // `-(5)` and `-(-x)`: without parentheses they would lex as a negative literal or `--`.
      switch operand.kind {
      case .negate, .literal(.int), .literal(.decimal):
        output += "("
        operand.write(into: &output)
        output += ")"
      default:
        operand.write(into: &output, atLeast: .prefixMinus)
      }
    case .logical(let op, let operands):
      for (index, operand) in operands.enumerated() {
        if index > 0 { output += " \(op.rawValue) " }
        // A nested chain of the same operator keeps its parentheses so the tree round-trips.
        operand.write(into: &output, atLeast: Precedence(rawValue: op.level.rawValue + 1)!)
      }
    case .binary(let op, let lhs, let rhs):
      let level = op.level
      let next = Precedence(rawValue: level.rawValue + 1)!
      let associates = level == .additive || level == .multiplicative
      lhs.write(into: &output, atLeast: associates ? level : next)
      output += " \(op.rawValue) "
      rhs.write(into: &output, atLeast: next)
    case .call(let name, let arguments):
      output += name + "("
      for (index, argument) in arguments.enumerated() {
        if index > 0 { output += ", " }
        argument.write(into: &output)
      }
      output += ")"
    case .conditional(let condition, let then, let otherwise):
      // The condition binds tighter than `?`; the branches may be conditionals themselves
      // (`a ? b : c ? d : e` reads as `a ? b : (c ? d : e)`).
      condition.write(into: &output, atLeast: .or)
      output += " ? "
      then.write(into: &output)
      output += " : "
      otherwise.write(into: &output)
    case .column(let section, let column):
      // A column named like a row state or a keyword is backquoted, so it does not read as one.
      let name =
        RowState(rawValue: column) == nil
        ? ExpressionSyntax.rowName(column) : ExpressionSyntax.quoted(column, quote: "`")
      output += ExpressionSyntax.rowName(section) + "." + name
    }
  }

  private func write(into output: inout String, atLeast level: Precedence) {
    if precedence < level {
      output += "("
      write(into: &output)
      output += ")"
    } else {
      write(into: &output)
    }
  }

  static func writeLiteral(_ value: FormValue, into output: inout String) {
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .int(let number): output += String(number)
    case .decimal(let number):
      // A decimal always shows a point so that it re-parses as a decimal, not an int.
      let text = number.description
      output += text.contains(".") ? text : text + ".0"
    case .string(let text): output += quoted(text, quote: "'")
    case .list(let items):
      output += "["
      for (index, item) in items.enumerated() {
        if index > 0 { output += ", " }
        writeLiteral(item, into: &output)
      }
      output += "]"
    // Dates and objects have no literal syntax; they only appear as folded constants, which are
    // never printed. Print something readable anyway.
    case .date(let date): output += quoted(FormDateCoding.string(from: date), quote: "'")
    case .object: output += quoted(value.jsonString(), quote: "'")
    }
  }

  /// A row tag as written in a condition: bare when it is an identifier and not a keyword.
  static func rowName(_ tag: String) -> String {
    ExpressionLexer.isIdentifier(tag) && ExpressionLexer.keyword(tag) == nil ? tag : quoted(tag, quote: "`")
  }

  /// A name after `$ctx.` or `$section.`, where keywords are unambiguous and stay bare.
  static func memberName(_ name: String) -> String {
    ExpressionLexer.isIdentifier(name) ? name : quoted(name, quote: "`")
  }

  static func quoted(_ text: String, quote: Character) -> String {
    var output = String(quote)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\t": output += "\\t"
      case "\r": output += "\\r"
      default:
        if Character(scalar) == quote {
          output += "\\" + String(quote)
        } else if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
          output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output.append(quote)
    return output
  }
}
