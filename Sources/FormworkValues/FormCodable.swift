/// A `Codable` type rows can hold as a whole: an address, a money amount, a nested form's result.
///
/// Declaring the conformance is enough; values convert through ``FormValueEncoder`` and
/// ``FormValueDecoder``:
///
/// ```swift
/// struct Address: FormCodable { var street: String; var city: String }
/// let address = RowKey<Address>("address")
/// form[address] = Address(street: "1 Rue de Rivoli", city: "Paris")
/// // stored as .object(["city": "Paris", "street": "1 Rue de Rivoli"])
/// ```
public protocol FormCodable: Codable, FormValueConvertible {}

extension FormCodable {
  public static var formValueType: FormValueType { .object }

  /// This value encoded as a ``FormValue``.
  ///
  /// Formwork itself writes values with ``encodedFormValue()``, which reports an encoding failure
  /// as an error. This property has no way to: a type whose `encode(to:)` throws for this value
  /// is a programming error here, and stops with its message rather than becoming `null`.
  public var formValue: FormValue {
    do {
      return try encodedFormValue()
    } catch {
      preconditionFailure("\(Self.self) could not be encoded as a FormValue: \(error)")
    }
  }

  /// This value encoded as a ``FormValue``.
  ///
  /// - Throws: The error its `encode(to:)` threw.
  public func encodedFormValue() throws -> FormValue { try FormValueEncoder().encode(self) }

  public init(formValue: FormValue) throws {
    self = try FormValueDecoder().decode(Self.self, from: formValue)
  }
}
