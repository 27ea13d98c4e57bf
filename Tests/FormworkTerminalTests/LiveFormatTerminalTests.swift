import Formwork
import Foundation
import Testing

@testable import FormworkTerminal

/// The terminal's line editor formats a masked or currency row as UIKit's fields do: literals
/// inserted, the cursor after the character typed, backspace over a literal taking the digit.
@MainActor
@Suite struct LiveFormatTerminalTests {
  static let phone = RowKey<String>("phone")
  static let price = RowKey<Decimal>("price")

  func session() throws -> FormTerminalSession {
    let form = try Form {
      Section {
        Row.phone(Self.phone, "Phone").mask("(###) ###-####")
        Row.decimal(Self.price, "Price").liveFormat(.currency(code: "USD"))
      }
    }
    form.locale = Locale(identifier: "en_US")
    return FormTerminalSession(form: form, title: "T")
  }

  @Test func typingAPhoneNumberInsertsItsLiterals() async throws {
    let session = try session()
    for character in "5551234" { await session.handle(.character(character)) }
    #expect(session.editor?.text == "(555) 123-4")
    #expect(session.editor?.cursor == 11)
    #expect(session.form[Self.phone] == "5551234")
  }

  @Test func theCursorStaysByTheDigitTypedAndBackspaceTakesTheDigitBeforeALiteral() async throws {
    let session = try session()
    for character in "5551234" { await session.handle(.character(character)) }
    for _ in 0..<9 { await session.handle(.left) }  // after "(5"
    await session.handle(.character("9"))
    #expect(session.editor?.text == "(595) 512-34")
    #expect(session.editor?.cursor == 3)
    for _ in 0..<3 { await session.handle(.right) }  // after "(595) "
    await session.handle(.backspace)
    #expect(session.editor?.text == "(595) 123-4")
    #expect(session.editor?.cursor == 3)
    #expect(session.form[Self.phone] == "5951234")
  }

  @Test func aPasteOfLettersIsKeptAndRefused() async throws {
    let session = try session()
    await session.handle(.paste("call me"))
    #expect(session.editor?.text == "call me")
    #expect(session.form.state(forTag: "phone")?.inputError == "'call me' does not fit (###) ###-####.")
  }

  @Test func anAmountRegroups() async throws {
    let session = try session()
    await session.handle(.tab)
    for character in "1234.5" { await session.handle(.character(character)) }
    #expect(session.editor?.text == "$1,234.5")
    #expect(session.form[Self.price] == Decimal(string: "1234.5"))
  }
}
