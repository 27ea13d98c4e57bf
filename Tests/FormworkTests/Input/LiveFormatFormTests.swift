import Formwork
import Foundation
import Testing

@MainActor
@Suite struct LiveFormatFormTests {
  let phone = RowKey<String>("phone")
  let price = RowKey<Decimal>("price")
  let card = RowKey<String>("card")

  func makeForm(locale: Locale = Locale(identifier: "en_US")) throws -> Form {
    let form = try Form {
      Section {
        Row.phone(phone, "Phone").mask("(###) ###-####").source("data.phone")
        Row.decimal(price, "Price").liveFormat(.currency(code: "EUR"))
        Row.text(card, "Card").liveFormat(.cardNumber)
      }
    }
    form.locale = locale
    return form
  }

  func id(_ form: Form, _ tag: String) throws -> RowID { try #require(form.rowID(forTag: tag)) }

  @Test func aPhoneMaskStoresItsDigitsAndShowsThemFormatted() throws {
    let form = try makeForm()
    let row = try id(form, "phone")
    #expect(form.input("(555) 123-4567", for: row) == .accepted(.string("5551234567")))
    #expect(form[phone] == "5551234567")
    #expect(form.values()["phone"] == .string("5551234567"))
    #expect(form.state(of: row)?.displayValue == "(555) 123-4567")
    #expect(form.state(of: row)?.editingText == "(555) 123-4567")
  }

  @Test func formattedAndRawValuesHydrateToTheSameDisplay() throws {
    for given in ["(555) 123-4567", "5551234567"] {
      let form = try makeForm()
      let report = form.hydrate(from: ["data": ["phone": .string(given)]])
      #expect(!report.hasProblems)
      #expect(form[phone] == "5551234567")
      #expect(form.state(forTag: "phone")?.displayValue == "(555) 123-4567")
    }
  }

  @Test func aDraftBringsTheMaskedValueBack() throws {
    let form = try makeForm()
    try form.setValues(["phone": "(555) 123-4567", "price": .decimal(1234.5)])
    let draft = form.draft()
    let restored = try makeForm()
    try restored.restore(draft: draft)
    #expect(restored[phone] == "5551234567")
    #expect(restored.state(forTag: "phone")?.editingText == "(555) 123-4567")
    #expect(restored[price] == Decimal(string: "1234.5"))
  }

  @Test func lettersPastedIntoAPhoneMaskAreRefusedWithTheMask() throws {
    let form = try makeForm()
    let row = try id(form, "phone")
    form.input("555", for: row)
    let result = form.input("(555abc", for: row)
    #expect(result == .rejected("'(555abc' does not fit (###) ###-####."))
    #expect(form[phone] == "555")
    #expect(form.state(of: row)?.editingText == "(555abc")
    #expect(form.state(of: row)?.inputError == "'(555abc' does not fit (###) ###-####.")
  }

  @Test func aValueThatDoesNotFitTheMaskIsRefusedFromCodeWithWhere() throws {
    let form = try makeForm()
    let thrown = #expect(throws: FormInputError.self) { try form.setValues(["phone": "call me"]) }
    for error in thrown?.errors ?? [] {
      #expect(error.code == .typeMismatch)
      #expect(error.location.tag == "phone")
      #expect(error.message.contains("does not fit the format (###) ###-####"))
    }
    #expect(form[phone] == nil)
  }

  @Test func anIncompletePhoneNumberShowsAnIssue() throws {
    let form = try makeForm()
    form.input("(555) 12", for: try id(form, "phone"))
    #expect(form[phone] == "55512")
    let report = form.validate()
    let issue = report.issues.first { $0.tag == "phone" }
    #expect(issue?.rule == LiveFormat.incompleteRule)
    #expect(issue?.message == "Fill in all of (###) ###-####.")
    form.input("(555) 123-4567", for: try id(form, "phone"))
    #expect(form.validate().issues.allSatisfy { $0.tag != "phone" })
  }

  @Test func anAmountIsADecimalShownInTheFormsLocale() throws {
    let form = try makeForm(locale: Locale(identifier: "de_DE"))
    let row = try id(form, "price")
    #expect(form.input("1.234,5\u{a0}€", for: row) == .accepted(.decimal(Decimal(string: "1234.5")!)))
    #expect(form.state(of: row)?.displayValue == "1.234,50\u{a0}€")
    form.locale = Locale(identifier: "en_US")
    #expect(form.state(of: row)?.displayValue == "€1,234.50")
    #expect(form.values()["price"] == .decimal(Decimal(string: "1234.5")!))
  }

  @Test func anAmountWithTooManyDecimalPlacesIsRefused() throws {
    let form = try makeForm()
    let row = try id(form, "price")
    #expect(form.input("€1.505", for: row) == .rejected("'€1.505' does not fit €1,234.56."))
    #expect(throws: FormInputError.self) { try form.setValues(["price": .decimal(Decimal(string: "1.505")!)]) }
    #expect(throws: FormInputError.self) { try form.setValues(["price": .decimal(-1)]) }
  }

  @Test func cardNumbersKeepTheirDigits() throws {
    let form = try makeForm()
    form.input("3782 822463 10005", for: try id(form, "card"))
    #expect(form[card] == "378282246310005")
    #expect(form.state(forTag: "card")?.displayValue == "3782 822463 10005")
  }

  @Test func formatsOnRowsThatCannotTakeThemFailTheBuild() {
    let count = RowKey<Int>("count")
    let name = RowKey<String>("name")
    let cases: [(Row<Int>?, Row<String>?, String)] = [
      (Row.integer(count, "Count").mask("###"), nil, "a mask needs a row whose value is text"),
      (nil, Row.text(name, "Name").mask("--"), "at least one slot"),
      (nil, Row.text(name, "Name").liveFormat(.currency(code: "EUR")), "needs a decimal row"),
      (nil, Row.password(name, "Secret").mask("####"), "one-line text row"),
    ]
    for (intRow, stringRow, expected) in cases {
      do {
        _ = try Form {
          Section {
            if let intRow { intRow }
            if let stringRow { stringRow }
          }
        }
        Issue.record("built with \(expected)")
      } catch {
        #expect("\(error)".contains(expected), "\(error)")
      }
    }
  }
}
