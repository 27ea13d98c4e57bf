extension Rule {
  /// Demands the same value as another row: the "repeat password" rule.
  ///
  /// ```swift
  /// Row.password(password, "Password").rules(.required, .minLength(8))
  /// Row.password(repeatPassword, "Repeat password").rules(.required, .equalTo(password))
  /// ```
  ///
  /// The row is checked again when the other row changes (once it shows an issue or has lost
  /// focus), so fixing either row clears the error.
  ///
  /// A key naming no row is a definition error: building the ``Form`` throws a
  /// `FormDefinitionError` with an `FormError.Code.unknownTag` error (with a "did you
  /// mean" suggestion), or `FormError.Code.typeMismatch` when that row holds another type.
  /// If the other row is removed later, the rule fails with ``ValidationMessages/missingRow``
  /// rather than passing a value it cannot compare.
  ///
  /// Identity `"equalTo"`; message ``ValidationMessages/equalTo`` with the other row's title.
  ///
  /// - Parameter other: The key of the row to match.
  public static func equalTo(_ other: RowKey<Value>) -> Rule {
    let tag = other.tag
    var rule = AnyRule(id: "equalTo") { input in
      let context = input.context
      guard let otherValue = context.value(forTag: tag) else { return context.messages.missingRow(context.title, tag) }
      let mine = try? Value(formValue: input.value)
      let theirs = otherValue.isNull ? nil : try? Value(formValue: otherValue)
      if let mine, mine == theirs { return nil }
      return context.messages.equalTo(context.title, context.title(forTag: tag) ?? tag)
    }
    rule.references = [RuleReference(tag: tag, type: Value.formValueType)]
    return Rule(rule)
  }

  /// Demands one of `allowed`.
  ///
  /// ```swift
  /// Row.text(country, "Country code").rules(.oneOf(["FR", "DE", "IT"]))
  /// Row.check(terms, "I accept the terms").rules(.oneOf([true]).message("Please accept the terms."))
  /// ```
  ///
  /// Identity `"oneOf"`; message ``ValidationMessages/oneOf``.
  ///
  /// - Complexity: O(*k*) for *k* allowed values.
  public static func oneOf(_ allowed: [Value]) -> Rule {
    Rule(
      AnyRule(id: "oneOf") { input in
        if let value = try? Value(formValue: input.value), allowed.contains(value) { return nil }
        return input.context.messages.oneOf(input.context.title)
      })
  }
}
