extension Form {
  /// Shows errors a server returned (`{"email": ["is taken"]}`) on their rows, like local ones;
  /// a tag no row has but a section has (`{"stops": ["at least one stop"]}`) shows under that
  /// section.
  ///
  /// ```swift
  /// let unplaced = form.applyServerErrors(response.errors)
  /// if !unplaced.isEmpty { banner.text = unplaced.map(\.message).joined(separator: "\n") }
  /// ```
  ///
  /// Each message becomes a ``ValidationIssue`` with rule ``ValidationIssue/serverRule`` and
  /// error severity. They replace the row's previous server errors (an empty list clears them),
  /// block ``Form/isValid``, and clear when the row's value changes (for a section: when one of
  /// its rows changes, or rows are added, removed or moved).
  ///
  /// - Parameter errors: Messages by row or section tag.
  /// - Returns: The messages that could not be shown, one `FormError` each, its
  ///   `FormError.message` the server's text verbatim, its location the tag: code
  ///   `FormError.Code.unknownTag` for a tag no row or section has (`"base"`, a typo), and
  ///   `FormError.Code.hiddenRow` for a row (or section) hidden now. Nothing is lost: show them
  ///   elsewhere.
  @discardableResult
  public func applyServerErrors(_ errors: [String: [String]]) -> [FormError] {
    var unplaced: [FormError] = []
    change {
      for (tag, messages) in errors.sorted(by: { $0.key < $1.key }) {
        if storage.node(tag: tag) == nil, let section = storage.section(tag: tag) {
          guard !section.isHidden else {
            unplaced += messages.map {
              FormError(.hiddenRow, $0, at: FormErrorLocation(section: tag, part: "server error"))
            }
            continue
          }
          let kept = section.issues.filter { $0.rule != ValidationIssue.serverRule }
          let server = messages.map {
            ValidationIssue(section: section.id, tag: tag, rule: ValidationIssue.serverRule, message: $0)
          }
          setIssues(kept + server, of: section)
          continue
        }
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
