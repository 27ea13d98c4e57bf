/// What a row does when its trigger's condition becomes true (``Row/trigger(when:_:)-(Condition,_)``).
///
/// ```swift
/// Row.decimal(discount, "Discount")
///   .trigger(when: "total > 100", .set(expression: "total * 0.05"))
///   .trigger(when: "coupon == null", .reset)
/// ```
public struct TriggerAction: Sendable {
  enum Storage: Sendable {
    case value(FormValue)
    case expression(String)
    case closure(@MainActor @Sendable (FormReader) -> FormValue)
    case reset
    case showPage
    case complete
  }

  let storage: Storage

  /// Sets the row to `value`.
  public static func set(_ value: FormValue) -> TriggerAction { TriggerAction(storage: .value(value)) }

  /// Sets the row to the expression's value, worked out when the trigger fires (checked against
  /// the row's type when the form is built).
  public static func set(expression: String) -> TriggerAction { TriggerAction(storage: .expression(expression)) }

  /// Sets the row to what `closure` returns when the trigger fires.
  public static func set(_ closure: @escaping @MainActor @Sendable (FormReader) -> FormValue) -> TriggerAction {
    TriggerAction(storage: .closure(closure))
  }

  /// Puts the row's initial value back.
  public static let reset = TriggerAction(storage: .reset)

  /// Shows the page holding the row (multi-page forms; a hidden page is not shown).
  public static let showPage = TriggerAction(storage: .showPage)

  /// Ends a multi-page form early (SurveyJS's `complete` trigger): while the condition holds,
  /// Next on the page holding the row validates that page and then, instead of moving on,
  /// returns ``PageNavigation/completed(_:)`` and emits ``FormEvent/completedEarly(_:)``; the
  /// app submits as after Done. The pages after it are neither shown nor validated.
  ///
  /// Unlike the other actions it is checked when Next is pressed, not when the condition
  /// becomes true: answering a question never ends the form by itself. It does nothing on a
  /// form without pages, nor on the last page (Done submits there). The row anchors the trigger
  /// to its page: it counts whether the row is shown or hidden.
  ///
  /// ```swift
  /// Row.boolean(consents, "I agree to take part")
  ///   .trigger(when: "consents == false", .complete)   // Next on this page ends the survey
  /// ```
  public static let complete = TriggerAction(storage: .complete)
}

/// A row's trigger: a condition and what the row does when it becomes true.
struct RowTrigger: Sendable {
  var condition: Condition
  var action: TriggerAction
}
