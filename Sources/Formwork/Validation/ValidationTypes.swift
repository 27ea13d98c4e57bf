/// How serious a failed rule is. Warnings are shown but do not block submitting.
public enum ValidationSeverity: String, Sendable, Hashable, Comparable, CaseIterable {
  case warning, error

  public static func < (lhs: ValidationSeverity, rhs: ValidationSeverity) -> Bool {
    lhs == .warning && rhs == .error
  }
}

/// When a row's rules run on their own (every rule also runs on ``Form/validate()``).
public enum ValidationTrigger: String, Sendable, Hashable, CaseIterable {
  /// After every change of the value.
  case onChange
  /// When the row loses focus.
  case onBlur
  /// After every change, but only once the row has lost focus once: no error while typing an
  /// address for the first time, live feedback when correcting it.
  case onChangeAfterBlur
  /// Only on ``Form/validate()`` (submit) or when asked.
  case onSubmit
}

/// One failed rule on one row.
public struct ValidationIssue: Sendable, Hashable, CustomStringConvertible {
  /// The row's identity.
  public var row: RowID
  /// The row's tag, when it has one.
  public var tag: String?
  /// Which rule failed: `"required"`, `"minLength"`, `"email"`, a custom name, or `"server"`.
  public var rule: String
  /// The message to show, already localized.
  public var message: String
  /// Error or warning.
  public var severity: ValidationSeverity

  public init(row: RowID, tag: String?, rule: String, message: String, severity: ValidationSeverity = .error) {
    self.row = row
    self.tag = tag
    self.rule = rule
    self.message = message
    self.severity = severity
  }

  public var description: String {
    "\(tag.map { "'\($0)'" } ?? row.description) [\(rule)] \(severity): \(message)"
  }
}
