/// How serious a failed rule is. Warnings are shown but do not block submitting.
///
/// ```swift
/// Row.password(password, "Password").rules(.minLength(12).severity(.warning).message("Longer is safer."))
/// ```
public enum ValidationSeverity: String, Sendable, Hashable, Comparable, CaseIterable {
  /// Shown, but ``Form/isValid`` and ``ValidationReport/isValid`` ignore it.
  case warning
  /// Blocks submitting.
  case error

  /// Warnings rank below errors.
  public static func < (lhs: ValidationSeverity, rhs: ValidationSeverity) -> Bool {
    lhs == .warning && rhs == .error
  }
}

/// When a row's rules run on their own (every rule also runs on ``Form/validate()``).
///
/// Whatever the trigger, an error already shown clears as soon as the value becomes valid, and
/// a change made by hydration (``ChangeOrigin/hydration``) never shows new issues. After
/// ``Form/validate()`` every row behaves as if it had lost focus once.
///
/// ```swift
/// Row.text(username, "Username").validate(on: .onChange)
/// ```
public enum ValidationTrigger: String, Sendable, Hashable, CaseIterable {
  /// After every change of the value.
  case onChange
  /// When the row loses focus.
  case onBlur
  /// After every change, but only once the row has lost focus once: no error while typing an
  /// address for the first time, live feedback when correcting it. The default.
  case onChangeAfterBlur
  /// Only on ``Form/validate()`` (submit) or when asked (``Form/validate(row:)``).
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

  /// The rule of errors a server returned (``Form/applyServerErrors(_:)``).
  public static let serverRule = "server"
  /// The rule of text a number or date row could not read, in a ``ValidationReport``.
  public static let inputRule = "input"

  /// An issue on a row.
  public init(row: RowID, tag: String?, rule: String, message: String, severity: ValidationSeverity = .error) {
    self.row = row
    self.tag = tag
    self.rule = rule
    self.message = message
    self.severity = severity
  }

  /// `'email' [email] error: Enter a valid email address.`
  public var description: String {
    "\(tag.map { "'\($0)'" } ?? row.description) [\(rule)] \(severity): \(message)"
  }
}
