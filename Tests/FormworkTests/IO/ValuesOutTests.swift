import Formwork
import FormworkValuesTestSupport
import Foundation
import Testing

@MainActor
@Suite struct ValuesOutTests {
  enum Plan: String, FormValueConvertible, Codable { case free, pro }

  let hide = RowKey<Bool>("hide")
  let name = RowKey<String>("applicant.name")
  let age = RowKey<Int>("applicant.age")
  let plan = RowKey<Plan>("plan")
  let birthday = RowKey<Date>("birthday")
  let deposit = RowKey<Decimal>("deposit")
  let omitted = RowKey<String>("omitted")
  let kept = RowKey<String>("kept")
  let cleared = RowKey<String>("cleared")
  let phones = SectionKey<String>("phones")

  func makeForm() throws -> Form {
    try Form {
      Section("Applicant") {
        Row.switch(hide, "Hide")
        Row.name(name, "Name", value: "Ada")
        Row.integer(age, "Age")
        Row.selector(plan, "Plan", value: .pro, options: [.init(.free, "Free plan"), .init(.pro, "Pro plan")])
        Row.date(birthday, "Birthday", value: isoDate("1815-12-10T00:00:00Z"))
        Row.decimal(deposit, "Deposit", value: decimal("12.345678901234567890"))
        Row.button("Submit", tag: "submit") { _ in }
        Row<NoValue>.label("Version", detail: "1.0", tag: "version")
      }
      Section("Extras") {
        Row.text(omitted, "Omitted", value: "o").hidden { $0[hide] == true }
        Row.text(kept, "Kept", value: "k").hidden { $0[hide] == true }.hiddenValue(.keep)
        Row.text(cleared, "Cleared").hidden { $0[hide] == true }.hiddenValue(.clear)
      }
      Section.multivalued(phones, "Phones", values: ["+33 1", "+86 2"]) { Row.phone(nil, "Phone") }
    }
  }

  @Test func valuesByTagWithNullsOptionValuesAndListsButNoButtons() throws {
    let form = try makeForm()
    let values = form.values()
    #expect(
      values == [
        "hide": false, "applicant.name": "Ada", "applicant.age": nil, "plan": "pro",
        "birthday": .date(isoDate("1815-12-10T00:00:00Z")), "deposit": .decimal(decimal("12.345678901234567890")),
        "omitted": "o", "kept": "k", "cleared": nil, "phones": ["+33 1", "+86 2"],
      ])
    #expect(form.valueDictionary == values)
  }

  @Test func hiddenValuePolicies() throws {
    let form = try makeForm()
    form[cleared] = "c"
    form[hide] = true
    // omit (default): out of the output, kept in the row.
    #expect(form.values()["omitted"] == nil)
    #expect(form[omitted] == "o")
    #expect(form.values(including: .allRows)["omitted"] == "o")
    // keep: still in the output.
    #expect(form.values()["kept"] == "k")
    // clear: back to its initial value as soon as it hides, and out of the output.
    #expect(form[cleared] == nil)
    #expect(form.values()["cleared"] == nil)
    #expect(form.values(including: .allRows)["cleared"] == .null)
    form[hide] = false
    #expect(form.values()["omitted"] == "o")
    #expect(form.values()["cleared"] == .null)
  }

  @Test func clearingHappensInATransactionToo() throws {
    let form = try makeForm()
    form[cleared] = "c"
    var changes: [ValueChange] = []
    let subscription = form.observe { event in
      if case .valueChanged(let change) = event { changes.append(change) }
    }
    form.transaction { form[hide] = true }
    #expect(form[cleared] == nil)
    #expect(changes.map(\.tag) == ["hide", "cleared"])
    #expect(changes.last?.origin == .program)
    subscription.cancel()
  }

  @Test func hiddenMultivaluedSectionIsLeftOut() throws {
    let form = try Form {
      Section { Row.switch(hide, "Hide") }
      Section.multivalued(phones, "Phones", values: ["1"]) { Row.phone(nil, "Phone") }.hidden { $0[hide] == true }
    }
    #expect(form.values()["phones"] == ["1"])
    form[hide] = true
    #expect(form.values()["phones"] == nil)
    #expect(form.values(including: .allRows)["phones"] == ["1"])
  }

  @Test func jsonNestsDottedTagsWithExactNumbersAndDates() throws {
    let form = try makeForm()
    #expect(
      form.json()
        == #"{"applicant":{"age":null,"name":"Ada"},"birthday":"1815-12-10T00:00:00Z","cleared":null,"#
        + #""deposit":12.34567890123456789,"hide":false,"kept":"k","omitted":"o","phones":["+33 1","+86 2"],"#
        + #""plan":"pro"}"#)
    #expect(form.jsonData() == Data(form.json().utf8))
    #expect(form.json(pretty: true).contains("\n  \"applicant\": {\n    \"age\": null,"))
  }

  @Test func tagsThatCannotNestStayFlat() throws {
    let form = try Form {
      Section {
        Row.text(RowKey<String>("a"), "A", value: "1")
        Row.text(RowKey<String>("a.b"), "AB", value: "2")
        Row.text(RowKey<String>("c..d"), "CD", value: "3")
      }
    }
    #expect(form.valueObject() == ["a": "1", "a.b": "2", "c..d": "3"])
  }

  @Test func numbersAreLocaleFree() throws {
    let form = try Form { Section { Row.decimal(deposit, "Deposit") } }
    form.locale = Locale(identifier: "de_DE")
    let id = try #require(form.rowID(forTag: "deposit"))
    #expect(form.input("1.234,5", for: id) == .accepted(.decimal(decimal("1234.5"))))
    #expect(form.json() == #"{"deposit":1234.5}"#)
    #expect(try form.queryString() == "deposit=1234.5")
  }

  // MARK: decode

  struct Signup: Decodable, Equatable {
    struct Applicant: Decodable, Equatable {
      var name: String
      var age: Int?
    }
    var applicant: Applicant
    var plan: Plan
    var birthday: Date
    var deposit: Decimal
    var phones: [String]
    var omitted: String?
    var hide: Bool
  }

  @Test func decodesIntoACodableStruct() throws {
    let form = try makeForm()
    form[age] = 36
    let signup = try form.decode(Signup.self)
    #expect(
      signup
        == Signup(
          applicant: .init(name: "Ada", age: 36), plan: .pro, birthday: isoDate("1815-12-10T00:00:00Z"),
          deposit: decimal("12.345678901234567890"), phones: ["+33 1", "+86 2"], omitted: "o", hide: false))
    form[hide] = true
    #expect(try form.decode(Signup.self).omitted == nil)
    #expect(try form.decode(Signup.self, including: .allRows).omitted == "o")
  }

  @Test func decodeErrorsNameThePathAndTheRow() throws {
    struct Strict: Decodable {
      struct Applicant: Decodable { var age: Int }
      var applicant: Applicant
    }
    let form = try makeForm()
    let error = try #require(throws: FormError.self) { try form.decode(Strict.self) }
    #expect(error.code == .decodingFailed)
    #expect(error.location.path == "$.applicant.age")
    #expect(error.location.tag == "applicant.age")
  }
}
