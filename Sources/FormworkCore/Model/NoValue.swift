import FormworkValues

/// A row without a value: buttons and plain information rows.
public enum NoValue: FormValueConvertible {
  public static var formValueType: FormValueType { .any }
  public var formValue: FormValue { switch self {} }
  public init(formValue: FormValue) throws {
    throw FormError(.typeMismatch, "rows without a value take none, found \(formValue)")
  }
}
