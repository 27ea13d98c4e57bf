import Formwork

extension FormTerminalSession {
  /// Shows a notice from the app on the status line until the next key replaces it: a draft
  /// restored when the form opened, a save that failed.
  ///
  /// ```swift
  /// session.showNotice("Draft restored from answers.draft.json (4 answers)")
  /// ```
  ///
  /// Safe to call while the session runs: the screen is repainted.
  public func showNotice(_ text: String, isError: Bool = false) {
    message = StatusMessage(text: text, kind: isError ? .error : .info)
    wake?()
  }
}

extension FormTerminalSession {
  /// Shows what a check of the whole form found on the status line: "No problems found.", or
  /// the number of problems and the first. For an app's button that validates the form
  /// without submitting it: the problems appear on their rows, perhaps off screen, and the
  /// status line says so.
  ///
  /// ```swift
  /// Row.button("Check everything") { context in session.showCheck(context.form.validate()) }
  /// ```
  public func showCheck(_ report: ValidationReport) {
    showNotice(words.terminal.checked(report), isError: !report.isValid)
  }
}
