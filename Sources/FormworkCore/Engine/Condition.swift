/// When a row or section is hidden, disabled or required.
///
/// A condition is a constant, a Swift closure whose reads are tracked automatically, or an
/// expression string for schema-defined forms:
///
/// ```swift
/// Row.text(company, "Company")
///   .hidden { $0[kind] != .business }             // closure: reads `kind`, re-evaluated when it changes
///   .required(when: "kind == 'business'")          // expression, checked when the form is built
///   .disabled(when: "plan.hidden || $ctx.role != 'admin'")
/// ```
///
/// Closures receive a ``FormReader``: every value and state they read through it becomes a
/// dependency, so the engine re-evaluates the condition only when one of those changes.
public struct Condition: Sendable {
  enum Storage: Sendable {
    case constant(Bool)
    case closure(@MainActor @Sendable (FormReader) -> Bool)
    case expression(String)
  }

  let storage: Storage

  /// A condition that always (or never) holds.
  public static func constant(_ value: Bool) -> Condition { Condition(storage: .constant(value)) }

  /// A Swift condition. Its reads through the ``FormReader`` are tracked.
  public static func when(_ closure: @escaping @MainActor @Sendable (FormReader) -> Bool) -> Condition {
    Condition(storage: .closure(closure))
  }

  /// A condition in Formwork's expression language, parsed and type-checked when the form is built.
  public static func expression(_ source: String) -> Condition { Condition(storage: .expression(source)) }

  /// Whether this is the constant `value`.
  func isConstant(_ value: Bool) -> Bool {
    if case .constant(value) = storage { return true }
    return false
  }

  /// The condition's source, for messages: the expression text, "closure" or the constant.
  var summary: String {
    switch storage {
    case .constant(let value): return String(value)
    case .closure: return "closure"
    case .expression(let source): return source
    }
  }
}

extension Condition: ExpressibleByBooleanLiteral {
  public init(booleanLiteral value: Bool) { self.storage = .constant(value) }
}

/// The three conditions a row or section can have.
public enum ConditionKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  case hidden, disabled, required
  public var description: String { "\(rawValue) condition" }
}
