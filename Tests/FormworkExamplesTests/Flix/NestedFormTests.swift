import Formwork
import FormworkExamples
import FormworkTestSupport
import Testing

/// Flix's nested form: subform rows open nested forms and take their values back.
@MainActor
@Suite struct NestedFormTests {
  typealias Keys = ExampleForm.NestedFormKeys
  typealias Address = ExampleForm.PostalAddress

  @Test func addressRoundTripsThroughItsNestedForm() throws {
    let form = try ExampleForm.nestedForm.make()
    let screen = UpdateRecorder(form)
    let addressRow = try row(Keys.address, in: form)
    #expect(form.tap(addressRow) == .presentSubform)

    let nested = try form.subform(for: addressRow)
    #expect(nested.tags == ["street", "city", "postcode", "country"])
    #expect(!nested.validate().isValid, "street and city are required in the nested form")
    nested.input("1 Infinite Loop", for: try row(Keys.Address.street, in: nested))
    nested.input("Cupertino", for: try row(Keys.Address.city, in: nested))
    try nested.choose("US", for: try row(Keys.Address.country, in: nested))
    #expect(nested.validate().isValid)

    try form.commitSubform(nested, to: addressRow)
    #expect(form[Keys.address] == Address(street: "1 Infinite Loop", city: "Cupertino", country: "US"))
    #expect(form.state(of: addressRow)?.displayValue == "1 Infinite Loop, Cupertino")
    #expect(form.dirtyTags == ["address"])
    let update = try #require(screen.flush())
    #expect(update.reconfigured == [addressRow], "the row shows its new summary in place")

    // Opening it again shows what was committed.
    let reopened = try form.subform(for: addressRow)
    #expect(reopened[Keys.Address.city] == "Cupertino")
    #expect(reopened[Keys.Address.country] == "US")
    #expect(!reopened.isDirty)
  }

  /// The same rules as the transport order's phone rows: letters are refused with the same
  /// message, in the form and in its nested emergency contact.
  @Test func phoneRowsRefuseLettersAsTheTransportOrdersDo() throws {
    let form = try ExampleForm.nestedForm.make()
    form[Keys.phone] = "abc 020 7946"
    let message = "Use only digits, spaces, dashes, parentheses and a leading +."
    #expect(form.validate(row: try row(Keys.phone, in: form)).map(\.message) == [message])
    let nested = try form.subform(for: try row(Keys.emergencyContact, in: form))
    nested[Keys.Emergency.phone] = "call me"
    #expect(nested.validate(row: try row(Keys.Emergency.phone, in: nested)).map(\.message).contains(message))
    form[Keys.phone] = "+44 20 7946 0018"
    #expect(form.validate(row: try row(Keys.phone, in: form)).isEmpty)
    let transport = try ExampleForm.transportOrder.make()
    let loading = try row(ExampleForm.TransportOrderKeys.loadingPhone, in: transport)
    transport.input("abc 020 7946", for: loading)
    #expect(transport.validate(row: loading).map(\.message) == [message])
  }

  @Test func emergencyContactComesBackAsAnObject() throws {
    let form = try ExampleForm.nestedForm.make()
    let contactRow = try row(Keys.emergencyContact, in: form)
    let nested = try form.subform(for: contactRow)
    nested[Keys.Emergency.name] = "Mary Somerville"
    nested[Keys.Emergency.phone] = "+44 20 7946 0999"
    try nested.choose("friend", for: try row(Keys.Emergency.relation, in: nested))
    try form.commitSubform(nested, to: contactRow)
    #expect(
      form[Keys.emergencyContact] == ["name": "Mary Somerville", "phone": "+44 20 7946 0999", "relation": "friend"])
    #expect(form.state(of: contactRow)?.displayValue == "Mary Somerville (friend)")
  }

  @Test func incompleteAddressIsCaughtByTheOuterRow() throws {
    let form = try ExampleForm.nestedForm.make()
    let addressRow = try row(Keys.address, in: form)
    let nested = try form.subform(for: addressRow)
    nested[Keys.Address.street] = "12 St James's Square"
    // The nested form is invalid, yet its values still come back: the outer row says why.
    try form.commitSubform(nested, to: addressRow)
    #expect(form[Keys.address] == Address(street: "12 St James's Square"))
    #expect(form.validate(row: addressRow).map(\.rule) == ["complete"])
  }

  @Test func subformOfAReadOnlyFormIsReadOnly() throws {
    let form = try ExampleForm.nestedForm.make()
    form.editPolicy = .readOnly(reason: "Shared contacts are read-only.")
    let addressRow = try row(Keys.address, in: form)
    #expect(form.tap(addressRow) == .denied("Shared contacts are read-only."))
    let nested = try form.subform(for: addressRow)
    #expect(
      nested.input("Elsewhere", for: try row(Keys.Address.city, in: nested))
        == .denied("Shared contacts are read-only."))
    #expect(throws: FormError.self) { try form.commitSubform(nested, to: addressRow) }
  }
}
