#if canImport(SwiftUI) && os(Linux)
  import Formwork
  import FormworkSwiftUI
  import SwiftUI
  import Testing

  /// Formatting while typing in SwiftUI's text fields: the binding reformats the text. SwiftUI
  /// gives no caret control on iOS 15–17, so only the text is checked (the caret goes to the end).
  @MainActor
  @Suite struct SwiftUILiveFormatTests {
    static let phone = RowKey<String>("phone")
    static let price = RowKey<Decimal>("price")

    func screen() throws -> (FormScreen, Formwork.Form) {
      let form = try Formwork.Form {
        Section {
          Row.phone(Self.phone, "Phone").mask("(###) ###-####")
          Row.decimal(Self.price, "Price").liveFormat(.currency(code: "EUR"))
        }
      }
      form.locale = Locale(identifier: "de_DE")
      return (try FormScreen(form), form)
    }

    @Test func typingAPhoneNumberShowsItMasked() throws {
      let (screen, form) = try screen()
      try screen.row("phone").typeCharacters("5551234567")
      #expect(try screen.row("phone").text == "(555) 123-4567")
      #expect(form[Self.phone] == "5551234567")
    }

    @Test func anAmountIsGroupedInTheFormsLocale() throws {
      let (screen, form) = try screen()
      try screen.row("price").typeCharacters("1234,5")
      #expect(try screen.row("price").text == "1.234,5\u{a0}€")
      #expect(form[Self.price] == Decimal(string: "1234.5"))
    }

    @Test func lettersInAPhoneRowAreKeptAndRefused() throws {
      let (screen, form) = try screen()
      try screen.row("phone").type("55x")
      #expect(try screen.row("phone").text == "55x")
      #expect(form[Self.phone] == nil)
      #expect(
        form.state(forTag: "phone")?.inputError == "„55x“ passt nicht zu (###) ###-####.", "in the form's language")
    }
  }
#endif
