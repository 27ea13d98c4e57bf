extension Rule {
  /// Demands a value: `nil`, empty text, whitespace-only text and empty lists fail.
  ///
  /// ```swift
  /// Row.name(name, "Name").rules(.required, .maxLength(80))
  /// ```
  ///
  /// Identity `"required"`; message ``ValidationMessages/required``. Unlike every other rule it
  /// runs on empty values. A row with this rule marks its title as required
  /// (``RowState/showsRequiredMark``). On a row that also has a `required(when:)` condition,
  /// the rule applies only while the condition holds: it configures the check the condition
  /// turns on (its message, severity or whitespace handling).
  ///
  /// `false` is a value: to demand a checked consent box, use `.oneOf([true])` with a message.
  public static var required: Rule { required(allowingWhitespace: false) }

  /// Demands a value; whitespace-only text counts as one when `allowingWhitespace` is set.
  ///
  /// ```swift
  /// Row.textArea(poem, "Poem").rules(.required(allowingWhitespace: true))
  /// ```
  ///
  /// With whitespace allowed, the row's other rules check whitespace-only text too (it is a
  /// value, not an empty row).
  ///
  /// - Parameter allowingWhitespace: Whether `"   "` satisfies the rule.
  public static func required(allowingWhitespace: Bool) -> Rule {
    var rule = AnyRule(id: "required", skipsEmpty: false) { input in
      guard input.value.isMissing(allowingWhitespace: allowingWhitespace) else { return nil }
      return input.context.messages.required(input.context.title)
    }
    rule.demandsValue = true
    rule.allowsWhitespace = allowingWhitespace
    return Rule(rule)
  }
}

extension FormValue {
  /// Whether the value is missing the way `required` means it: null, an empty list or object,
  /// empty text, or whitespace-only text unless `allowingWhitespace`.
  func isMissing(allowingWhitespace: Bool) -> Bool {
    if !allowingWhitespace, case .string(let text) = self { return text.allSatisfy(\.isWhitespace) }
    return isEmpty
  }
}
