#if canImport(UIKit)
  import Formwork
  import FormworkListDriver
  import Testing
  import UIKit

  @testable import FormworkUIKit

  /// Formatting while typing in a text field: the field shows the formatted text and the caret
  /// stays after the character typed; an input method's composition is left alone.
  @MainActor
  @Suite(.serialized) struct LiveFormatUIKitTests {
    init() { UIKitFixtures.failOnContractViolations() }

    static let phone = RowKey<String>("phone")
    static let price = RowKey<Decimal>("price")

    static func form() throws -> Form {
      let form = try Form {
        Section {
          Row.phone(phone, "Phone").mask("(###) ###-####")
          Row.decimal(price, "Price").liveFormat(.currency(code: "USD"))
        }
      }
      form.locale = Locale(identifier: "en_US")
      return form
    }

    func caret(of field: UITextField) -> Int? {
      field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) }
    }

    func moveCaret(of field: UITextField, to offset: Int) throws {
      let position = try #require(field.position(from: field.beginningOfDocument, offset: offset))
      field.selectedTextRange = field.textRange(from: position, to: position)
    }

    @Test func typingAPhoneNumberInsertsTheMasksLiterals() throws {
      let form = try Self.form()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let field = try TextInputTests.focusedField("phone", in: screen)
      for digit in "5551234567" { field.insertText(String(digit)) }
      #expect(field.text == "(555) 123-4567")
      #expect(caret(of: field) == 14)
      #expect(form[Self.phone] == "5551234567")
    }

    @Test func theCaretStaysAfterADigitTypedInTheMiddle() throws {
      let form = try Self.form()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let field = try TextInputTests.focusedField("phone", in: screen)
      for digit in "5551234" { field.insertText(String(digit)) }
      try moveCaret(of: field, to: 2)
      field.insertText("9")
      #expect(field.text == "(595) 512-34")
      #expect(caret(of: field) == 3)
      // Backspace after ") " deletes the digit before it.
      try moveCaret(of: field, to: 6)
      field.deleteBackward()
      #expect(field.text == "(595) 123-4")
      #expect(caret(of: field) == 3)
      #expect(form[Self.phone] == "5951234")
    }

    @Test func lettersPastedIntoThePhoneRowAreShownAndRefused() throws {
      let form = try Self.form()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let field = try TextInputTests.focusedField("phone", in: screen)
      field.insertText("5")
      field.simulatePaste("abc")
      #expect(field.text == "(5abc")
      #expect(form[Self.phone] == "5")
      #expect(form.state(forTag: "phone")?.inputError == "'(5abc' does not fit (###) ###-####.")
    }

    @Test func anAmountRegroupsAsItIsTyped() throws {
      let form = try Self.form()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let field = try TextInputTests.focusedField("price", in: screen)
      for key in "1234.5" { field.insertText(String(key)) }
      #expect(field.text == "$1,234.5")
      #expect(caret(of: field) == 8)
      #expect(form[Self.price] == Decimal(string: "1234.5"))
      try moveCaret(of: field, to: 2)
      field.insertText("0")
      #expect(field.text == "$10,234.5")
      #expect(caret(of: field) == 3)
    }

    @Test func aCompositionIsNotFormattedUntilCommitted() throws {
      let form = try Self.form()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let field = try TextInputTests.focusedField("phone", in: screen)
      field.insertText("5")
      // A full-width digit composed by an input method stays as the input method marks it.
      field.setMarkedText("５", selectedRange: NSRange(location: 1, length: 0))
      #expect(field.text == "(5５")
      #expect(field.markedTextRange != nil)
      field.unmarkText()
      #expect(form.state(forTag: "phone")?.inputError != nil, "a full-width digit does not fit a # slot")
    }
  }
#endif
