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
}

/// A row's trigger: a condition and what the row does when it becomes true.
struct RowTrigger: Sendable {
  var condition: Condition
  var action: TriggerAction
}
