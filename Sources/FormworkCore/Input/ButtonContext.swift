/// What a button's action and a swipe action (``SwipeAction``) receive.
@MainActor
public struct ButtonContext {
  /// The form the button belongs to.
  public let form: Form
  /// The button row.
  public let row: RowID
}
