import Formwork

extension FormTerminalSession {
  /// Shows a notice from the app on the status line until the next key replaces it: a draft
  /// restored when the form opened, a save that failed.
  ///
  /// ```swift
  /// session.showNotice("Draft restored from answers.draft.json (4 values)")
  /// ```
  ///
  /// Safe to call while the session runs: the screen is repainted.
  public func showNotice(_ text: String, isError: Bool = false) {
    message = StatusMessage(text: text, kind: isError ? .error : .info)
    wake?()
  }
}
