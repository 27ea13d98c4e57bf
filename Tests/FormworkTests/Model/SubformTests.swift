import Foundation
import Testing

@testable import FormworkCore

@MainActor
@Suite struct SubformTests {
  struct Address: FormCodable, Equatable {
    var street: String
    var city: String
  }

  let address = RowKey<Address>("address")

  func form() throws -> Form {
    try Form {
      Section("Delivery") {
        Row.subform(address, "Address", summary: { "\($0.street), \($0.city)" }) {
          Section {
            Row.text("street", "Street").required()
            Row.text("city", "City")
          }
        }
      }
    }
  }

  @Test func nestedFormPassesItsValuesBack() throws {
    let form = try form()
    let row = try #require(form.rowID(for: address))
    #expect(form.tap(row) == .presentSubform)
    let nested = try form.subform(for: row)
    #expect(nested.isDirty == false)
    try nested.setValue(.string("1 Rue de Rivoli"), forTag: "street")
    try nested.setValue(.string("Paris"), forTag: "city")
    try form.commitSubform(nested, to: row)
    #expect(form[address] == Address(street: "1 Rue de Rivoli", city: "Paris"))
    #expect(form.state(of: row)?.displayValue == "1 Rue de Rivoli, Paris")
    // Opening it again starts from the committed values.
    let again = try form.subform(for: row)
    #expect(try again.value(forTag: "city") == .string("Paris"))
  }

  @Test func aDisabledSubformOpensReadOnly() throws {
    let form = try form()
    form.editPolicy = EditPolicy(lockedTags: ["address"])
    let row = try #require(form.rowID(for: address))
    guard case .denied = form.tap(row) else {
      Issue.record("a locked subform row must deny the tap")
      return
    }
    let nested = try form.subform(for: row)
    let street = try #require(nested.rowID(forTag: "street"))
    #expect(nested.isDisabled(street))
  }

  @Test func subformOnAnOrdinaryRowIsAnError() throws {
    let form = try Form { Section { Row.text("plain", "Plain") } }
    let row = try #require(form.rowID(forTag: "plain"))
    #expect(throws: FormError.self) { try form.subform(for: row) }
  }
}
