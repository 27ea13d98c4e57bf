import Formwork

/// The screen a menu of forms shows after one was submitted: its values in the form's order,
/// in the form's language, until the person goes back to the menu.
///
/// ```
///  Submitted: Newsletter sign-up
///
///  VALUES
///    name         "Ada"
///    email        "ada@example.com"
///
///  Printed as JSON when you leave the menu.
///    [ Back to the menu ]
/// ```
@MainActor
package enum SubmittedScreen {
  /// A session showing `submission`, which `form` (titled `title`) made.
  package static func session(for submission: FormSubmission, of form: Form, title: String) throws
    -> FormTerminalSession
  {
    let words = form.strings.terminal
    guard case .object(let values) = submission.values else { throw FormError(.typeMismatch, "no values") }
    let rows = ordered(values, tags: form.tags).map { key, value in
      Row.label(key, detail: value.jsonString()).eraseToAnyRow()
    }
    let screen = try Form(
      sections: [
        Section(words.submittedValues, rows: rows.isEmpty ? [Row.label(words.submittedNone).eraseToAnyRow()] : rows)
          .footer(words.submittedPrinted)
      ], locale: form.locale)
    return FormTerminalSession(
      form: screen, title: words.submittedTitle(title),
      options: .init(submitTitle: words.submittedBack, submitsWithKey: false, showsProgress: false))
  }

  /// The values in the order of the form's rows; keys no row has (a list's) follow, sorted.
  static func ordered(_ values: [String: FormValue], tags: [String]) -> [(String, FormValue)] {
    let known = tags.filter { values[$0] != nil }
    let others = values.keys.filter { !tags.contains($0) }.sorted()
    return (known + others).compactMap { key in values[key].map { (key, $0) } }
  }
}
