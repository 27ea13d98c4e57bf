import Formwork

/// Decides when VoiceOver announces an error: when one appears, or changes, under the row that
/// has focus ("Error: Enter a valid email address."), so a person typing hears it without
/// leaving the field. Each message is announced once; a row whose error clears announces its
/// next one again. Errors of other rows reach people through the refusal a submit or Next
/// announces, and through each row's accessibility value.
///
/// A section's error ("Error: Add at least one stop.", see `SectionRule`) is announced the same
/// way when the focused row is in that section and has no error of its own: a refused submit
/// focuses the section's "Add" row, and a person deleting the last stop hears why the list
/// must not be empty. It is said once for the section, however focus moves inside it; the
/// footer's accessibility label keeps it readable afterwards.
///
/// ```swift
/// var announcer = FormErrorAnnouncer()
/// form.onUpdate { _ in
///   if let text = announcer.announcement(in: form, strings: strings) { post(text) }
/// }
/// ```
public struct FormErrorAnnouncer: Sendable {
  /// What an announced message was about.
  private enum Subject: Sendable, Equatable {
    case row(RowID)
    case section(SectionID)
  }

  private var announced: (subject: Subject, text: String)?

  public init() {}

  /// The announcement the form's current state calls for, if any; remembers it.
  ///
  /// - Complexity: O(*n*) for the *n* issues of the focused row's section (usually O(1)).
  @MainActor
  public mutating func announcement(in form: Form, strings: FormListStrings) -> String? {
    guard let row = form.focusedRow, let state = form.state(of: row), let (subject, text) = error(of: state, in: form)
    else {
      announced = nil
      return nil
    }
    if let announced, announced.subject == subject, announced.text == text { return nil }
    announced = (subject, text)
    return "\(strings.errorAccessibility): \(text)"
  }

  /// The focused row's own error, else the first error of its section.
  @MainActor
  private func error(of state: RowState, in form: Form) -> (Subject, String)? {
    if let text = state.inputError ?? state.errors.first?.message { return (.row(state.id), text) }
    let issue = form.issues(ofSection: state.section).first { $0.severity == .error }
    return issue.map { (.section(state.section), $0.message) }
  }
}
