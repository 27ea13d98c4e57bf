// Triggers: what a row does when a condition becomes true (SurveyJS's triggers, `setValueIf`,
// `resetValueIf`). Each is a condition tracked by the engine like any other.

extension Row {
  /// Runs `action` on this row each time `condition` becomes true.
  ///
  /// A trigger is edge-triggered: it fires when a change turns its condition from false to
  /// true, not while it stays true, and not when the form is built. What it does is a program
  /// change (origin ``ChangeOrigin/program``) in the change that made it fire, so the same undo
  /// step takes it back; replaying an undo or redo step fires nothing. A value set by a trigger
  /// is validated as a program's `setValue` is.
  ///
  /// ```swift
  /// Row.text(shipping, "Shipping address")
  ///   .trigger(when: .expression("sameAsBilling"), .set(expression: "billing"))
  /// Row.integer(seats, "Seats").trigger(when: .expression("plan == 'solo'"), .set(1))
  /// ```
  ///
  /// - Parameters:
  ///   - condition: The condition whose change to true fires the trigger.
  ///   - action: What the row does then.
  public func trigger(when condition: Condition, _ action: TriggerAction) -> Row {
    with { $0.triggers.append(RowTrigger(condition: condition, action: action)) }
  }

  /// Runs `action` on this row each time the expression becomes true.
  ///
  /// ```swift
  /// Row.decimal(discount, "Discount").trigger(when: "total > 100", .set(expression: "total * 0.05"))
  /// ```
  public func trigger(when expression: String, _ action: TriggerAction) -> Row {
    trigger(when: .expression(expression), action)
  }
}
