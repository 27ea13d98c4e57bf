extension Rule {
  /// A rule that checks the value asynchronously, for checks that may call the network: the
  /// GitHub sign-up "username available?" case.
  ///
  /// ```swift
  /// Row.text(username, "Username").rules(
  ///   .required, .pattern("[a-z0-9-]{1,39}"),
  ///   .async("available", debounce: 0.3) { name in
  ///     await api.isAvailable(name) ? nil : "\(name) is not available."
  ///   })
  /// ```
  ///
  /// How it runs:
  ///
  /// - Only once the synchronous rules pass, and never on an empty value.
  /// - When the row's trigger fires on a change, after `debounce` seconds of no further change
  ///   (the longest debounce of the row's asynchronous rules); on blur, ``Form/validate()`` and
  ///   ``Form/validateAll()`` at once.
  /// - A new value cancels the running check: its task is cancelled (a `URLSession` call
  ///   inside stops) and a result that still arrives is ignored.
  /// - While it runs, ``RowState/isValidating`` is `true`, ``Form/isValid`` is `false`, and the
  ///   form emits ``FormEvent/validating(_:_:)`` (`true`, then `false`).
  /// - Its result lasts while the value stays: re-validating an unchanged value does not call
  ///   `check` again.
  ///
  /// The debounce waits on ``Form/validationClock``; tests inject a ``ManualValidationClock``.
  ///
  /// - Parameters:
  ///   - id: The rule's identity in ``ValidationIssue/rule``; unique within the row.
  ///   - debounce: Seconds without a change before checking, clamped to 0…60.
  ///   - check: Returns the failure message, or `nil` when the value passes. Runs off the main
  ///     actor; it gets the row's typed value.
  public static func async(
    _ id: String, debounce: Double = 0.3, _ check: @escaping @Sendable (Value) async -> String?
  ) -> Rule {
    Rule(
      AnyRule(id: id, debounce: debounce) { value in
        // NB: rows hold normalized values, so the conversion only fails for a rule put on a row
        // of another type through the untyped API; there is nothing to check then.
        guard let typed = try? Value(formValue: value) else { return nil }
        return await check(typed)
      })
  }
}
