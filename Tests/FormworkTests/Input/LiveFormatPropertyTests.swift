import Formwork
import Foundation
import PropertyBased
import PropertyTestSupport
import Testing

/// Random edits (typing, deleting, pasting anywhere, over any selection) through every kind of
/// live format, in several locales.
@Suite struct LiveFormatPropertyTests {
  static let cases: [(LiveFormat, Locale)] = [
    (.mask("(###) ###-####"), Locale(identifier: "en_US")),
    (.mask("+1 (###) ###-####"), Locale(identifier: "en_US")),
    (.mask("AA-**"), Locale(identifier: "en_US")),
    (.cardNumber, Locale(identifier: "en_US")),
    (.currency(code: "USD"), Locale(identifier: "en_US")),
    (.currency(code: "EUR"), Locale(identifier: "de_DE")),
    (.currency(code: "EUR"), Locale(identifier: "fr_FR")),
    (.currency(code: "JPY"), Locale(identifier: "ja_JP")),
    (.groupedDecimal(fractionDigits: 3), Locale(identifier: "de_CH")),
    (.currency(code: "EUR"), Locale(identifier: "es_ES")),
  ]
  static let pieces = ["1", "2", "0", "7", "9", ".", ",", " ", "", "", "a", "-", "(", "12", "5551234", "$", "€"]

  /// An edit: the format, digits typed first, then where and what to replace.
  static let edits = zip(
    Gen.int(in: 0...(cases.count - 1)), Gen.element(of: ["", "1", "42", "5551234", "12345", "3782822"]),
    Gen.int(in: 0...40), Gen.int(in: 0...6), Gen.element(of: pieces))

  func text(typing digits: String, _ format: LiveFormat, _ locale: Locale) -> String {
    var state = EditedText(text: "", caret: 0)
    for character in digits {
      state = format.apply(
        TextEdit(text: state.text, range: state.caret..<state.caret, replacement: String(character)), locale: locale)
    }
    return state.text
  }

  @Test func editsKeepTheValueOfTheNaiveEditAndACaretInTheText() async {
    await checkProperty(count: 600, input: Self.edits) { index, digits, start, length, piece in
      let (format, locale) = Self.cases[index]
      let before = text(typing: digits ?? "", format, locale)
      let count = before.utf16.count
      let lower = min(start, count)
      let edit = TextEdit(text: before, range: lower..<min(count, lower + length), replacement: piece ?? "")
      let result = format.apply(edit, locale: locale)
      #expect((0...result.text.utf16.count).contains(result.caret))
      let naive = format.value(from: edit.naiveResult, locale: locale)
      if naive == .doesNotFit {
        #expect(result.text == edit.naiveResult, "what does not fit stays as typed")
        return
      }
      // Deleting only what the format inserted also deletes the typed character before it.
      let deletedFormatOnly = edit.replacement.isEmpty && naive == format.value(from: before, locale: locale)
      if !deletedFormatOnly {
        #expect(format.value(from: result.text, locale: locale) == naive, "\(edit) → \(result)")
      }
      // Formatting is idempotent: an empty edit at the caret changes nothing.
      let again = format.apply(
        TextEdit(text: result.text, range: result.caret..<result.caret, replacement: ""), locale: locale)
      #expect(again.text == result.text)
    }
  }

  @Test func amountsReadBackAsTheValueTheyShow() async {
    let amounts = zip(Gen.int(in: 0...99_999_999_999), Gen.int(in: 4...9))
    await checkProperty(count: 400, input: amounts) { cents, index in
      let (format, locale) = Self.cases[index]
      let places = format == .currency(code: "JPY") ? 0 : 2
      let value = Decimal(cents) / pow(10, places)
      let shown = format.text(for: .decimal(value), locale: locale)
      #expect(shown != nil)
      #expect(format.value(from: shown ?? "", locale: locale) == .value(.decimal(value)), "\(shown ?? "")")
    }
  }

  @Test func masksReadBackAsTheCharactersTheyShow() async {
    await checkProperty(count: 200, input: Gen.int(in: 0...9).array(of: 0...10)) { digits in
      let format = LiveFormat.mask("(###) ###-####")
      let raw = digits.map(String.init).joined()
      let shown = format.text(for: .string(raw), locale: Locale(identifier: "en_US")) ?? ""
      let read = format.value(from: shown, locale: Locale(identifier: "en_US"))
      if raw.isEmpty {
        #expect(read == .value(.null))
      } else if raw.count == 10 {
        #expect(read == .value(.string(raw)))
      } else {
        #expect(read == .incomplete(.string(raw)))
      }
    }
  }
}
