import Formwork
import FormworkValuesTestSupport
import Foundation
import Testing

@MainActor
@Suite struct DraftTests {
  let hide = RowKey<Bool>("hide")
  let email = RowKey<String>("email")
  let born = RowKey<Date>("born")
  let amount = RowKey<Decimal>("amount")
  let secret = RowKey<String>("secret")
  let phones = SectionKey<String>("phones")

  func makeForm() throws -> Form {
    try Form {
      Section {
        Row.switch(hide, "Hide")
        Row.email(email, "Email")
        Row.date(born, "Born")
        Row.decimal(amount, "Amount")
        Row.text(secret, "Secret").hidden { $0[hide] == true }
      }
      Section.multivalued(phones, "Phones") { Row.phone(nil, "Phone") }
    }
  }

  @Test func draftsRoundTripThroughJSONIncludingHiddenRowsAndTouchedState() throws {
    let form = try makeForm()
    form[email] = "ada@"
    form[born] = isoDate("1815-12-10T00:00:00Z")
    form[amount] = decimal("12.345678901234567890")
    form[secret] = "s"
    form[hide] = true
    try form.setValues(["phones": ["1", nil, "3"]])
    form.blur(try #require(form.rowID(forTag: "email")))

    let draft = form.draft()
    #expect(draft["format"] == "formwork.draft")
    #expect(draft["values"]?["secret"] == "s")
    #expect(draft["values"]?["phones"] == ["1", nil, "3"])
    #expect(draft["touched"] == ["email"])

    let restored = try makeForm()
    try restored.restore(draft: FormValue(json: draft.jsonString()))
    #expect(restored.values(including: .allRows) == form.values(including: .allRows))
    #expect(restored.draft() == draft)
    #expect(restored[secret] == "s")
    #expect(restored.values()["secret"] == nil)
  }

  @Test func badDraftsAreReportedAndChangeNothing() throws {
    let form = try makeForm()
    form[email] = "keep@example.com"
    var draft = form.draft()
    guard case .object(var members) = draft, case .object(var values) = members["values"] ?? .null else {
      Issue.record("a draft is an object with values")
      return
    }
    values["email"] = "new@example.com"
    values["removed"] = "x"
    values["amount"] = "lots"
    members["values"] = .object(values)
    members["touched"] = ["email", "gone"]
    draft = .object(members)
    let error = try #require(throws: FormInputError.self) { try form.restore(draft: draft) }
    #expect(error.errors.map(\.code) == [.typeMismatch, .unknownKey, .unknownKey])
    #expect(error.errors.map(\.location.path) == ["$.values.amount", "$.values.removed", "$.touched[1]"])
    #expect(form[email] == "keep@example.com")

    #expect(throws: FormInputError.self) { try form.restore(draft: ["values": [:]]) }
    let version = try #require(throws: FormInputError.self) {
      try form.restore(draft: ["format": "formwork.draft", "version": 3, "values": [:]])
    }
    #expect(version.errors.first?.code == .invalidDraft)
    #expect(version.errors.first?.location.path == "$.version")
  }
}
