import FormworkExpressions

extension Rule {
  /// A rule whose condition is an expression over the form: the value passes while the
  /// expression holds.
  ///
  /// The expression may read any row (the row's own value by its tag); the rows it reads are
  /// tracked like those of ``equalTo(_:)``, so a change to one validates this row again. It is
  /// checked when the form is built (unknown rows, types).
  ///
  /// ```swift
  /// Row.date(returnDate, "Return").rules(.expression("returnDate > departure", message: "Return after you leave."))
  /// ```
  ///
  /// Its identity is `"expression"`. Like every rule but ``required``, it passes an empty value
  /// unless `validatesEmpty` is set.
  ///
  /// - Parameters:
  ///   - source: A condition in Formwork's expression language; the value passes while it is
  ///     true (`null` fails).
  ///   - message: The message shown when it fails; ``ValidationMessages/invalid`` when `nil`.
  ///   - validatesEmpty: Whether the rule also runs on an empty value.
  public static func expression(_ source: String, message: String? = nil, validatesEmpty: Bool = false) -> Rule {
    var rule = AnyRule(id: "expression", message: message, skipsEmpty: !validatesEmpty) { input in
      input.context.holds(source) ? nil : message ?? input.context.messages.invalid(input.context.title)
    }
    rule.expression = source
    return Rule(rule)
  }
}

extension RuleContext {
  /// Whether the expression holds on the form now, its reads of rows collected for the runner.
  /// An expression that no longer binds (a row it reads was removed since the form was built)
  /// does not hold, and its problem goes to the form's diagnostics.
  ///
  /// - Complexity: O(1) to find the expression bound, until the form's rows or sections change
  ///   (then it is parsed and bound again, O(*n*) in its length).
  func holds(_ source: String) -> Bool {
    let storage = form.storage
    let bound: BoundExpression
    if let known = storage.boundRuleExpressions[source] {
      bound = known
    } else {
      do {
        bound = try FormExpression(source).bind(
          in: StorageEnvironment(storage: storage, context: form.context), expecting: .bool, location: .row(title))
      } catch {
        form.report(error as? FormError ?? FormError(.invalidExpression, String(describing: error), at: .row(title)))
        return false
      }
      storage.boundRuleExpressions[source] = bound
    }
    return bound.holds(RuleExpressionScope(form: form, reads: reads))
  }
}

/// What an expression rule reads: rows' values and states, each row read collected in the
/// rule's ``RuleReads``.
@MainActor
struct RuleExpressionScope {
  let form: Form
  let reads: RuleReads?

  private func node(_ slot: Int) -> RowNode? {
    guard let node = form.storage.node(RowID(rawValue: slot)) else { return nil }
    reads?.rows.append(node.id)
    return node
  }

  func value(ofRow slot: Int) -> FormValue { node(slot)?.value ?? .null }
  func isHidden(row slot: Int) -> Bool { node(slot)?.isHidden ?? false }
  func isDisabled(row slot: Int) -> Bool { node(slot)?.isDisabled ?? false }
  func isHidden(section slot: Int) -> Bool { form.storage.section(SectionID(rawValue: slot))?.isHidden ?? false }
  func context(_ name: String) -> FormValue { form.context[name] ?? .null }
  func values(ofSection slot: Int) -> [FormValue] {
    guard let section = form.storage.section(SectionID(rawValue: slot)) else { return [] }
    return section.rows.map { node in
      reads?.rows.append(node.id)
      return node.value
    }
  }
  func today() -> FormValue { ExpressionDates.today(now: form.now(), in: form.timeZone) }
}
