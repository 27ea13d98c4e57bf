import Formwork
import FormworkSchema
import Foundation
import Testing

@MainActor
@Suite struct SchemaLiveFormatTests {
  func schema(_ rows: String...) -> String {
    #"{"sections": [{"rows": [\#(rows.joined(separator: ", "))]}]}"#
  }

  @Test func rowsReadTheirLiveFormats() throws {
    let form = try Form(
      schemaJSON: schema(
        ####"{"tag": "phone", "kind": "phone", "mask": "(###) ###-####"}"####,
        #"{"tag": "price", "kind": "decimal", "liveFormat": {"currency": "EUR"}}"#,
        #"{"tag": "amount", "kind": "decimal", "liveFormat": {"groupedDecimal": 3}}"#,
        #"{"tag": "card", "kind": "text", "liveFormat": "cardNumber"}"#,
        #"{"tag": "plain", "kind": "text"}"#))
    #expect(form.state(forTag: "phone")?.configuration.liveFormat == .mask("(###) ###-####"))
    #expect(form.state(forTag: "price")?.configuration.liveFormat == .currency(code: "EUR"))
    #expect(form.state(forTag: "amount")?.configuration.liveFormat == .groupedDecimal(fractionDigits: 3))
    #expect(form.state(forTag: "card")?.configuration.liveFormat == .cardNumber)
    #expect(form.state(forTag: "plain")?.configuration.liveFormat == nil)
    let phone = try #require(form.rowID(forTag: "phone"))
    form.input("5551234567", for: phone)
    #expect(form.values()["phone"] == .string("5551234567"))
    #expect(form.state(of: phone)?.displayValue == "(555) 123-4567")
  }

  @Test(arguments: [
    (#"{"tag": "a", "kind": "text", "mask": "---"}"#, "$.sections[0].rows[0].mask", "at least one slot"),
    (#"{"tag": "a", "kind": "text", "mask": 12}"#, "$.sections[0].rows[0].mask", "expected a string"),
    (
      #"{"tag": "a", "kind": "text", "liveFormat": "cardnumber"}"#, "$.sections[0].rows[0].liveFormat",
      "did you mean 'cardNumber'"
    ),
    (
      #"{"tag": "a", "kind": "decimal", "liveFormat": {"currency": "EURO"}}"#,
      "$.sections[0].rows[0].liveFormat.currency",
      "three letters"
    ),
    (
      #"{"tag": "a", "kind": "decimal", "liveFormat": {"currancy": "EUR"}}"#,
      "$.sections[0].rows[0].liveFormat.currancy",
      "unknown key"
    ),
    (
      #"{"tag": "a", "kind": "decimal", "liveFormat": {"groupedDecimal": 11}}"#,
      "$.sections[0].rows[0].liveFormat.groupedDecimal", "0…10"
    ),
    (
      ####"{"tag": "a", "kind": "text", "mask": "###", "liveFormat": "cardNumber"}"####,
      "$.sections[0].rows[0].liveFormat",
      "not both"
    ),
    (
      ####"{"tag": "a", "kind": "integer", "mask": "###"}"####, "$.sections[0].rows[0]",
      "a mask needs a row whose value is text"
    ),
    (
      #"{"tag": "a", "kind": "text", "liveFormat": {"currency": "EUR"}}"#, "$.sections[0].rows[0]",
      "needs a decimal row"
    ),
  ])
  func badFormatsAreReportedWhereTheyAre(row: String, path: String, message: String) {
    let problems = FormSchema.check(json: schema(row))
    #expect(problems.contains { $0.location.path == path && $0.message.contains(message) }, "\(problems)")
  }
}
