extension Form {
  /// Shows errors a server returned (`{"email": ["is taken"]}`) on their rows, like local ones.
  ///
  /// ```swift
  /// let unplaced = form.applyServerErrors(response.errors)
  /// if !unplaced.isEmpty { banner.text = unplaced.map(\.message).joined(separator: "\n") }
  /// ```
  ///
  /// Each message becomes a ``ValidationIssue`` with rule ``ValidationIssue/serverRule`` and
  /// error severity. They replace the row's previous server errors (an empty list clears them),
  /// block ``Form/isValid``, and clear when the row's value changes.
  ///
  /// - Parameter errors: Messages by row tag.
  /// - Returns: The messages that could not be shown, one ``FormError`` each, its
  ///   ``FormError/message`` the server's text verbatim, its location the tag: code
  ///   ``FormError/Code/unknownTag`` for a tag no row has (`"base"`, a typo), and
  ///   ``FormError/Code/hiddenRow`` for a row hidden now. Nothing is lost: show them elsewhere.
  @discardableResult
  public func applyServerErrors(_ errors: [String: [String]]) -> [FormError] {
    var unplaced: [FormError] = []
    change {
      for (tag, messages) in errors.sorted(by: { $0.key < $1.key }) {
        guard let node = storage.node(tag: tag), !node.isHidden else {
          let code: FormError.Code = storage.node(tag: tag) == nil ? .unknownTag : .hiddenRow
          unplaced += messages.map { FormError(code, $0, at: .row(tag, part: "server error")) }
          continue
        }
        let kept = node.issues.filter { $0.rule != ValidationIssue.serverRule }
        let server = messages.map {
          ValidationIssue(row: node.id, tag: tag, rule: ValidationIssue.serverRule, message: $0)
        }
        setIssues(kept + server, of: node)
      }
    }
    return unplaced
  }
}

extension FormError.Code {
  /// A message was meant for a row that is hidden now (``Form/applyServerErrors(_:)``).
  public static let hiddenRow = FormError.Code(rawValue: "hiddenRow")
}
