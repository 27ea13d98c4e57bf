/// What a button's action receives.
@MainActor
public struct ButtonContext {
  /// The form the button belongs to.
  public let form: Form
  /// The button row.
  public let row: RowID
}
