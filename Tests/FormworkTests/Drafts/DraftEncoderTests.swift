import FormworkValuesTestSupport
import Foundation
import PropertyBased
import PropertyTestSupport
import Testing

@testable import FormworkCore

/// The autosave's fast encoder writes exactly what `draft().jsonString()` writes.
@MainActor
@Suite struct DraftEncoderTests {
  @Test func bytesEqualTheReferenceWriterForRandomValues() async {
    await checkProperty(count: 500, input: RandomValues.formValue()) { value in
      var bytes: [UInt8] = []
      JSONBytes.write(value, into: &bytes)
      #expect(String(decoding: bytes, as: UTF8.self) == value.jsonString())
    }
  }

  @Test func everyControlCharacterIsEscapedTheSameWay() {
    let text = String(String.UnicodeScalarView((0..<0x80).compactMap(Unicode.Scalar.init))) + "é中😀\u{2028}"
    var bytes: [UInt8] = []
    JSONBytes.writeString(text, into: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == FormValue.string(text).jsonString())
  }

  @Test func aFormsDraftEncodesAsItsJSONTextAndFollowsStructuralEdits() throws {
    let form = try Form {
      Section("Account") {
        Row.email(RowKey<String>("email"), "Email")
        Row.date(RowKey<Date>("born"), "Born")
        Row.decimal(RowKey<Decimal>("amount"), "Amount")
      }
      Section.multivalued(SectionKey<String>("phones"), "Phones") { Row.phone(nil, "Phone") }
    }
    let encoder = DraftEncoder()
    func check(_ comment: Comment) {
      #expect(String(decoding: encoder.encode(form), as: UTF8.self) == form.draft().jsonString(), comment)
    }
    check("empty")
    try form.setValues(["email": "a\"b\\c\n", "born": "1815-12-10", "amount": "12.50", "phones": ["1", nil]])
    form.blur(try #require(form.rowID(forTag: "amount")))
    check("filled")
    let section = try #require(form.sectionID(forTag: "phones"))
    _ = try form.appendMultivaluedRow(toSection: section, value: "3")
    check("a multivalued row keeps the fingerprint")
    let key = form.draftDefinitionKey()
    let account = try #require(form.sectionID(at: 0))
    _ = try form.append(Row.integer(RowKey<Int>("age"), "Age"), toSection: account)
    #expect(form.draftDefinitionKey() != key)
    check("a new row changes the fingerprint")
    _ = try form.append(Section { Row.text(RowKey<String>("note"), "Note") })
    check("a new section too")
  }
}
