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

/// One failed rule on one row, or on one section (a ``SectionRule`` such as "at least one stop").
public struct ValidationIssue: Sendable, Hashable, CustomStringConvertible {
  /// What an issue is about: a row, or a whole section.
  public enum Subject: Sendable, Hashable {
    /// A row's rule failed (or the row's text could not be read, or a server refused its value).
    case row(RowID)
    /// A section's rule failed: shown under the section's rows.
    case section(SectionID)
  }

  /// The row or section the issue is about.
  public var subject: Subject
  /// The row's or the section's tag, when it has one.
  public var tag: String?
  /// Which rule failed: `"required"`, `"minLength"`, `"email"`, `"minRows"`, a custom name, or
  /// `"server"`.
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
    self.init(subject: .row(row), tag: tag, rule: rule, message: message, severity: severity)
  }

  /// An issue on a section.
  public init(section: SectionID, tag: String?, rule: String, message: String, severity: ValidationSeverity = .error) {
    self.init(subject: .section(section), tag: tag, rule: rule, message: message, severity: severity)
  }

  /// An issue on a row or a section.
  public init(subject: Subject, tag: String?, rule: String, message: String, severity: ValidationSeverity = .error) {
    self.subject = subject
    self.tag = tag
    self.rule = rule
    self.message = message
    self.severity = severity
  }

  /// The row the issue is about; `nil` for a section's issue.
  public var row: RowID? {
    if case .row(let row) = subject { return row }
    return nil
  }

  /// The section the issue is about; `nil` for a row's issue.
  public var section: SectionID? {
    if case .section(let section) = subject { return section }
    return nil
  }

  /// `'email' [email] error: Enter a valid email address.`, or
  /// `section 'stops' [minRows] error: Add at least 1 entry.`
  public var description: String {
    switch subject {
    case .row(let row):
      return "\(tag.map { "'\($0)'" } ?? row.description) [\(rule)] \(severity): \(message)"
    case .section(let section):
      return "\(tag.map { "section '\($0)'" } ?? section.description) [\(rule)] \(severity): \(message)"
    }
  }
}
