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

  /// This value encoded as a ``FormValue``; `.null` if encoding fails (a type whose `encode(to:)`
  /// throws for this value).
  public var formValue: FormValue { (try? FormValueEncoder().encode(self)) ?? .null }

  public init(formValue: FormValue) throws {
    self = try FormValueDecoder().decode(Self.self, from: formValue)
  }
}
