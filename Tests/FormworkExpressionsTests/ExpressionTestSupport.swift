import FormworkValues
import Foundation
import Testing

@testable import FormworkExpressions

/// A small form: rows of every type, two sections, three declared context values.
struct TestEnvironment: ExpressionEnvironment {
  static let rows: [String: (slot: Int, type: FormValueType)] = [
    "kind": (0, .string),
    "income": (1, .int),
    "rate": (2, .decimal),
    "name": (3, .string),
    "birth": (4, .date),
    "tags": (5, .list(.string)),
    "agree": (6, .bool),
    "extra": (7, .any),
    "first-name": (8, .string),
    "meta": (9, .object),
    "in": (10, .int),
    "scores": (11, .list(.int)),
    "other": (12, .any),
  ]
  static let sections: [String: Int] = ["address": 0, "billing info": 1]
  static let contextTypes: [String: FormValueType] = ["role": .string, "today": .date, "flags": .any]

  func resolveRow(_ tag: String) -> (slot: Int, type: FormValueType)? { Self.rows[tag] }
  func resolveSection(_ tag: String) -> Int? { Self.sections[tag] }
  func contextType(_ name: String) -> FormValueType? { Self.contextTypes[name] }

  static func slot(_ tag: String) -> Int { rows[tag]!.slot }
}

/// The same form, but every context name is allowed (the protocol's default).
struct OpenContextEnvironment: ExpressionEnvironment {
  func resolveRow(_ tag: String) -> (slot: Int, type: FormValueType)? { TestEnvironment.rows[tag] }
  func resolveSection(_ tag: String) -> Int? { TestEnvironment.sections[tag] }
}

/// Values and states by slot; everything else is null / false.
struct TestScope: ExpressionScope {
  var values: [Int: FormValue] = [:]
  var hiddenRows: Set<Int> = []
  var disabledRows: Set<Int> = []
  var hiddenSections: Set<Int> = []
  var contextValues: [String: FormValue] = [:]
  /// What `today()` reads.
  var todayValue: FormValue = .null

  init(
    _ values: [String: FormValue] = [:], hidden: Set<String> = [], disabled: Set<String> = [],
    hiddenSections: Set<String> = [], context: [String: FormValue] = [:]
  ) {
    for (tag, value) in values { self.values[TestEnvironment.slot(tag)] = value }
    hiddenRows = Set(hidden.map(TestEnvironment.slot))
    disabledRows = Set(disabled.map(TestEnvironment.slot))
    self.hiddenSections = Set(hiddenSections.map { TestEnvironment.sections[$0]! })
    contextValues = context
  }

  func value(ofRow slot: Int) -> FormValue { values[slot] ?? .null }
  func isHidden(row slot: Int) -> Bool { hiddenRows.contains(slot) }
  func isDisabled(row slot: Int) -> Bool { disabledRows.contains(slot) }
  func isHidden(section slot: Int) -> Bool { hiddenSections.contains(slot) }
  func context(_ name: String) -> FormValue { contextValues[name] ?? .null }
  func today() -> FormValue { todayValue }
}

enum Fixture {
  /// Parses and binds with no expected type.
  static func bind(_ source: String) throws -> BoundExpression {
    try FormExpression(source).bind(in: TestEnvironment(), expecting: nil)
  }

  /// Parses, binds and evaluates; a failure to parse or bind fails the calling test.
  static func evaluate(
    _ source: String, _ scope: TestScope = TestScope(), sourceLocation: SourceLocation = #_sourceLocation
  )
    -> FormValue?
  {
    do {
      return try bind(source).evaluate(scope)
    } catch {
      Issue.record("\(source): \(error)", sourceLocation: sourceLocation)
      return nil
    }
  }

  /// The error `FormExpression.init` throws, or `nil` when it parses.
  static func parseError(_ source: String, location: FormErrorLocation = .init()) -> FormError? {
    do {
      _ = try FormExpression(source, location: location)
      return nil
    } catch let error as FormError {
      return error
    } catch {
      Issue.record("unexpected error type \(error)")
      return nil
    }
  }

  /// The errors `bind` reports for an expression that parses, or `[]` when it binds.
  static func bindErrors(
    _ source: String, expecting: FormValueType? = nil, location: FormErrorLocation = .init(),
    environment: some ExpressionEnvironment = TestEnvironment()
  ) -> [FormError] {
    do {
      _ = try FormExpression(source).bind(in: environment, expecting: expecting, location: location)
      return []
    } catch let error as FormDefinitionError {
      return error.errors
    } catch {
      Issue.record("unexpected error \(error)")
      return []
    }
  }

  static func decimal(_ text: String) -> FormValue { .decimal(Decimal(string: text)!) }

  static func date(_ text: String) -> FormValue { .date(FormDateCoding.parse(text)!) }
}

extension ExpressionSyntax {
  /// A fully parenthesized rendering that shows the tree's shape: `(|| a (&& b c))`.
  var shape: String {
    switch kind {
    case .literal(let value):
      var text = ""
      ExpressionSyntax.writeLiteral(value, into: &text)
      if case .decimal = value { text += "d" }
      return text
    case .list(let items): return "[" + items.map(\.shape).joined(separator: " ") + "]"
    case .row(let tag): return tag
    case .rowState(let tag, let state): return "(\(state.rawValue) \(tag))"
    case .sectionHidden(let tag): return "(section \(tag))"
    case .context(let name): return "(ctx \(name))"
    case .not(let operand): return "(! \(operand.shape))"
    case .negate(let operand): return "(neg \(operand.shape))"
    case .logical(let op, let operands): return "(\(op.rawValue) " + operands.map(\.shape).joined(separator: " ") + ")"
    case .binary(let op, let lhs, let rhs): return "(\(op.rawValue) \(lhs.shape) \(rhs.shape))"
    case .call(let name, let arguments): return "(\(name) " + arguments.map(\.shape).joined(separator: " ") + ")"
    case .conditional(let condition, let then, let otherwise):
      return "(? \(condition.shape) \(then.shape) \(otherwise.shape))"
    case .column(let section, let column): return "(column \(section) \(column))"
    }
  }
}
