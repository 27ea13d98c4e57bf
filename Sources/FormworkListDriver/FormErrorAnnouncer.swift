import Formwork

/// Decides when VoiceOver announces an error: when one appears, or changes, under the row that
/// has focus ("Error: Enter a valid email address."), so a person typing hears it without
/// leaving the field. Each message is announced once; a row whose error clears announces its
/// next one again. Errors of other rows reach people through the refusal a submit or Next
/// announces, and through each row's accessibility value.
///
/// ```swift
/// var announcer = FormErrorAnnouncer()
/// form.onUpdate { _ in
///   if let text = announcer.announcement(in: form, strings: strings) { post(text) }
/// }
/// ```
public struct FormErrorAnnouncer: Sendable {
  private var announced: (row: RowID, text: String)?

  public init() {}

  /// The announcement the form's current state calls for, if any; remembers it.
  ///
  /// - Complexity: O(1).
  @MainActor
  public mutating func announcement(in form: Form, strings: FormListStrings) -> String? {
    guard let row = form.focusedRow, let state = form.state(of: row),
      let text = state.inputError ?? state.errors.first?.message
    else {
      announced = nil
      return nil
    }
    if let announced, announced.row == row, announced.text == text { return nil }
    announced = (row, text)
    return "\(strings.errorAccessibility): \(text)"
  }
}
