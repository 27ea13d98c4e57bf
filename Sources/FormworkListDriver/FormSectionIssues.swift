import Formwork

/// One of a section's issues ("at least one stop") as a list shows it under the section, in
/// its footer: the message, red for an error, and what VoiceOver reads.
///
/// Every renderer builds these lines here, so a table, a collection and a SwiftUI list say the
/// same words in the same order (errors first, as `SectionState.issues` keeps them).
///
/// ```swift
/// let lines = FormSectionIssueLine.lines(of: state, strings: FormListStrings(strings: form.strings))
/// lines.first?.text                 // "Add at least one stop."
/// lines.first?.accessibilityLabel   // "Error: Add at least one stop."
/// ```
public struct FormSectionIssueLine: Sendable, Hashable {
  /// The message shown.
  public var text: String
  /// Error (red, blocks submitting) or warning.
  public var severity: ValidationSeverity
  /// The rule that failed (`"minRows"`, a custom rule's id), to tell lines apart.
  public var rule: String
  /// What assistive technologies read: "Error: Add at least one stop.".
  public var accessibilityLabel: String

  /// Whether the line is an error (shown in red).
  public var isError: Bool { severity == .error }

  /// The line of one issue, with "Error" or "Warning" before it for VoiceOver.
  public init(_ issue: ValidationIssue, strings: FormListStrings) {
    text = issue.message
    severity = issue.severity
    rule = issue.rule
    let prefix = issue.severity == .error ? strings.errorAccessibility : strings.warningAccessibility
    accessibilityLabel = "\(prefix): \(issue.message)"
  }

  /// The lines of a section's issues, errors first; empty while the section passes or before
  /// a submit.
  ///
  /// - Complexity: O(*n*) for the section's *n* issues.
  public static func lines(of section: SectionState, strings: FormListStrings) -> [FormSectionIssueLine] {
    section.issues.map { FormSectionIssueLine($0, strings: strings) }
  }
}

extension SectionState {
  /// Whether a list shows a footer under the section: its own, or its issues.
  var showsFooter: Bool { footer != nil || !issues.isEmpty }
}
