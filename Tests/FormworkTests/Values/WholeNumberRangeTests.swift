import Formwork
import Foundation
import Testing

/// A whole number outside `Int`'s range is a number all the same: it is refused as too large (or
/// too small), and nothing is computed from it while the row shows it.
@MainActor
@Suite struct WholeNumberRangeTests {
  static let quantity = RowKey<Int>("quantity")
  static let seats = RowKey<Int>("seats")
  static let double = RowKey<Int>("double")
  static let price = RowKey<Decimal>("price")
  static let huge = String(repeating: "9", count: 20)

  func makeForm() throws -> Form {
    try Form {
      Section {
        Row.integer(Self.quantity, "Quantity", value: 5)
        Row.stepper(Self.seats, "Seats", value: 2, in: 0...10)
        Row.integer(Self.double, "Double").computed("quantity * 2")
        Row.decimal(Self.price, "Price").computed { $0[Self.quantity].map { Decimal($0) * 3 } }
      }
    }
  }

  @Test func typedWholeNumbersBeyondIntAreTooLargeOrTooSmall() throws {
    let form = try makeForm()
    let row = try #require(form.rowID(for: Self.quantity))
    #expect(form.input(Self.huge, for: row) == .rejected("'\(Self.huge)' is too large."))
    #expect(form.input("-" + Self.huge, for: row) == .rejected("'-\(Self.huge)' is too small."))
    #expect(form.input("12a", for: row) == .rejected("'12a' is not a whole number."))
    let stepper = try #require(form.rowID(for: Self.seats))
    #expect(form.input(Self.huge, for: stepper) == .rejected("'\(Self.huge)' is too large."))
  }

  @Test func setValuesBeyondIntNameTheRange() throws {
    let form = try makeForm()
    for value in [FormValue.string(Self.huge), .decimal(try #require(Decimal(string: Self.huge)))] {
      let error = try #require(throws: FormError.self) { try form.setValue(value, forTag: "quantity") }
      #expect(error.code == .typeMismatch)
      #expect(error.location.tag == "quantity")
      #expect(error.message == "\(Self.huge) is too large for a whole number (at most 9223372036854775807)")
    }
    #expect(form[Self.quantity] == 5)
  }

  @Test func nothingIsComputedFromARefusedValue() throws {
    let form = try makeForm()
    let row = try #require(form.rowID(for: Self.quantity))
    #expect(form[Self.double] == 10)
    #expect(form.input(Self.huge, for: row) == .rejected("'\(Self.huge)' is too large."))
    #expect(form[Self.quantity] == 5)
    #expect(form[Self.double] == nil)
    #expect(form[Self.price] == nil)
    // The same value as before the refusal: computed again although the value did not change.
    #expect(form.input("5", for: row) == .accepted(5))
    #expect(form[Self.double] == 10)
    #expect(form[Self.price] == 15)
    #expect(form.input("x", for: row) == .rejected("'x' is not a whole number."))
    #expect(form[Self.double] == nil)
    try form.setValue(7, for: Self.quantity)
    #expect(form[Self.double] == 14)
  }
}
