extension Rule where Value == String {
  /// Demands text the pattern matches **entirely** (full-match: `[0-9]{5}` rejects `"123456"`).
  ///
  /// ```swift
  /// Row.text(postcode, "Postcode").rules(.required, .pattern("[0-9]{5}"))
  /// ```
  ///
  /// The pattern is checked and compiled once, here. An unsafe or malformed pattern (see
  /// ``SafePattern`` for what is rejected: over 256 characters, backreferences, lookaround,
  /// nested quantifiers…) does not crash and is never run: building the ``Form`` that holds the
  /// row throws a `FormDefinitionError` with a `FormError.Code.invalidRule` error naming the
  /// row and the pattern's column. To check an untrusted pattern earlier, make a
  /// ``SafePattern`` yourself (its initializer throws) and pass that.
  ///
  /// Identity `"pattern"`; message ``ValidationMessages/pattern``.
  ///
  /// - Parameter source: An ICU regular expression.
  public static func pattern(_ source: String) -> Rule {
    do {
      return pattern(try SafePattern(source))
    } catch {
      var rule = AnyRule(id: "pattern") { input in input.context.messages.invalid(input.context.title) }
      rule.definitionProblem =
        (error as? FormError)
        ?? FormError(.invalidRule, String(describing: error), at: FormErrorLocation(part: "pattern"))
      return Rule(rule)
    }
  }

  /// Demands text a checked pattern matches entirely.
  ///
  /// ```swift
  /// let code = try SafePattern(schema.pattern)   // throws for an unsafe pattern
  /// Row.text(key, schema.title).rules(.pattern(code))
  /// ```
  ///
  /// Identity `"pattern"`; message ``ValidationMessages/pattern``.
  public static func pattern(_ pattern: SafePattern) -> Rule {
    Rule(
      AnyRule(id: "pattern") { input in
        guard let text = try? String(formValue: input.value) else {
          return input.context.messages.invalid(input.context.title)
        }
        return pattern.matches(text) ? nil : input.context.messages.pattern(input.context.title)
      })
  }
}
