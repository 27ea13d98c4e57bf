import Formwork
import Foundation
import Testing

@Suite struct LiveFormatTests {
  let us = Locale(identifier: "en_US")
  let german = Locale(identifier: "de_DE")
  let phone = LiveFormat.mask("(###) ###-####")

  /// Types `characters` one by one at the caret, as a keyboard does.
  func typing(
    _ characters: String, into start: EditedText = EditedText(text: "", caret: 0), _ format: LiveFormat,
    _ locale: Locale
  )
    -> EditedText
  {
    var state = start
    for character in characters {
      state = format.apply(
        TextEdit(text: state.text, range: state.caret..<state.caret, replacement: String(character)), locale: locale)
    }
    return state
  }

  func backspace(_ state: EditedText, _ format: LiveFormat, _ locale: Locale) -> EditedText {
    format.apply(TextEdit(text: state.text, range: (state.caret - 1)..<state.caret, replacement: ""), locale: locale)
  }

  @Test func aPhoneMaskInsertsItsLiteralsAsDigitsArrive() {
    #expect(typing("5", phone, us) == EditedText(text: "(5", caret: 2))
    #expect(typing("555", phone, us) == EditedText(text: "(555", caret: 4))
    #expect(typing("5551", phone, us) == EditedText(text: "(555) 1", caret: 7))
    #expect(typing("5551234567", phone, us) == EditedText(text: "(555) 123-4567", caret: 14))
  }

  @Test func theCaretFollowsTheTypedDigitNotAnInsertedLiteral() {
    // Typing the third digit in the middle: the caret stays after it, not at the end.
    let start = EditedText(text: "(555) 1234", caret: 2)
    let edited = typing("9", into: start, phone, us)
    #expect(edited == EditedText(text: "(595) 512-34", caret: 3))
  }

  @Test func backspaceOverALiteralDeletesTheDigitBeforeIt() {
    let start = EditedText(text: "(555) 1", caret: 6)  // after ") "
    let edited = backspace(start, phone, us)
    #expect(edited == EditedText(text: "(551", caret: 3))
  }

  @Test func backspaceAtTheEndDeletesTheLastDigitAndItsLiterals() {
    let edited = backspace(EditedText(text: "(555) 1", caret: 7), phone, us)
    #expect(edited == EditedText(text: "(555", caret: 4))
  }

  @Test func aFormattedOrRawPasteFillsTheMask() {
    for pasted in ["(555) 123-4567", "5551234567", "555 123 4567", "555-123-4567"] {
      let edited = phone.apply(TextEdit(text: "", range: 0..<0, replacement: pasted), locale: us)
      #expect(edited == EditedText(text: "(555) 123-4567", caret: 14), "\(pasted)")
    }
  }

  @Test func lettersPastedIntoAPhoneMaskStayAsTypedAndDoNotRead() {
    let edited = phone.apply(TextEdit(text: "(555", range: 4..<4, replacement: "abc"), locale: us)
    #expect(edited == EditedText(text: "(555abc", caret: 7))
    #expect(phone.value(from: edited.text, locale: us) == .doesNotFit)
  }

  @Test func aDigitPastTheMasksEndIsLeftForTheFormToRefuse() {
    let full = typing("5551234567", phone, us)
    let edited = typing("8", into: full, phone, us)
    #expect(edited.text == "(555) 123-45678")
    #expect(phone.value(from: edited.text, locale: us) == .doesNotFit)
  }

  @Test func aMasksValueIsItsSlotsAndReadsBackToTheSameText() {
    #expect(phone.value(from: "(555) 123-4567", locale: us) == .value(.string("5551234567")))
    #expect(phone.value(from: "555", locale: us) == .incomplete(.string("555")))
    #expect(phone.value(from: "", locale: us) == .value(.null))
    #expect(phone.text(for: .string("5551234567"), locale: us) == "(555) 123-4567")
    #expect(phone.text(for: .string("(555) 123-4567"), locale: us) == "(555) 123-4567")
  }

  @Test func aMaskWithDigitLiteralsReadsItsOwnText() {
    let international = LiveFormat.mask("+1 (###) ###-####")
    #expect(typing("5", international, us) == EditedText(text: "+1 (5", caret: 5))
    #expect(international.value(from: "+1 (555) 123-4567", locale: us) == .value(.string("5551234567")))
  }

  @Test func letterAndAnySlots() {
    let plate = LiveFormat.mask("AA-**")
    #expect(typing("ab1c", plate, us) == EditedText(text: "ab-1c", caret: 5))
    #expect(plate.value(from: "1", locale: us) == .doesNotFit)
  }

  @Test func cardNumbersGroupByFourOrAmexFourSixFive() {
    #expect(typing("4242424242424242", .cardNumber, us).text == "4242 4242 4242 4242")
    #expect(typing("378282246310005", .cardNumber, us).text == "3782 822463 10005")
    #expect(LiveFormat.cardNumber.value(from: "3782 822463 10005", locale: us) == .value(.string("378282246310005")))
    #expect(LiveFormat.cardNumber.value(from: "4242", locale: us) == .incomplete(.string("4242")))
    #expect(LiveFormat.cardNumber.value(from: "3782 822463 100051", locale: us) == .doesNotFit)
  }

  @Test func dollarsGroupAsTheyAreTyped() {
    let dollars = LiveFormat.currency(code: "USD")
    #expect(typing("1", dollars, us) == EditedText(text: "$1", caret: 2))
    #expect(typing("1234", dollars, us) == EditedText(text: "$1,234", caret: 6))
    #expect(typing("1234.5", dollars, us) == EditedText(text: "$1,234.5", caret: 8))
    #expect(typing("1234.50", dollars, us) == EditedText(text: "$1,234.50", caret: 9))
    #expect(dollars.value(from: "$1,234.50", locale: us) == .value(.decimal(Decimal(string: "1234.5")!)))
    #expect(dollars.text(for: .decimal(1234.5), locale: us) == "$1,234.50")
  }

  @Test func eurosInGermanPutTheSymbolAfter() {
    let euros = LiveFormat.currency(code: "EUR")
    let typed = typing("1234,5", euros, german)
    #expect(typed.text == "1.234,5\u{a0}€")
    #expect(typed.caret == 7)
    #expect(euros.text(for: .decimal(1234.5), locale: german) == "1.234,50\u{a0}€")
    #expect(euros.value(from: "1.234,50 €", locale: german) == .value(.decimal(Decimal(string: "1234.5")!)))
  }

  @Test func aThirdDecimalPlaceOrASecondSeparatorDoesNotRead() {
    let dollars = LiveFormat.currency(code: "USD")
    let typed = typing("1.505", dollars, us)
    #expect(typed.text == "$1.505")
    #expect(dollars.value(from: typed.text, locale: us) == .doesNotFit)
    #expect(dollars.value(from: "$1.5.0", locale: us) == .doesNotFit)
    #expect(LiveFormat.currency(code: "JPY").value(from: "¥12.5", locale: us) == .doesNotFit)
  }

  @Test func regroupingKeepsTheCaretByTheSameDigit() {
    let dollars = LiveFormat.currency(code: "USD")
    // "$1,234" with the caret after "1": typing 9 regroups to "$19,234", the caret after the 9.
    let edited = typing("9", into: EditedText(text: "$1,234", caret: 2), dollars, us)
    #expect(edited == EditedText(text: "$19,234", caret: 3))
    // Backspace over the grouping separator deletes the 1 before it.
    let deleted = backspace(EditedText(text: "$1,234", caret: 3), dollars, us)
    #expect(deleted == EditedText(text: "$234", caret: 1))
  }

  @Test func aSeparatorTypedFirstGetsAZero() {
    let dollars = LiveFormat.currency(code: "USD")
    #expect(typing(".5", dollars, us) == EditedText(text: "$0.5", caret: 4))
    #expect(typing("007", dollars, us) == EditedText(text: "$7", caret: 2))
  }

  @Test func localesThatLeaveFourDigitsUngroupedStillGroupLongerAmounts() {
    let euros = LiveFormat.currency(code: "EUR")
    let spanish = Locale(identifier: "es_ES")
    #expect(typing("1234567", euros, spanish).text == "1.234.567\u{a0}€")
    #expect(euros.value(from: "1.234.567,5 €", locale: spanish) == .value(.decimal(Decimal(string: "1234567.5")!)))
  }

  @Test func groupedDecimalsUseTheLocalesSeparators() {
    let grouped = LiveFormat.groupedDecimal(fractionDigits: 3)
    #expect(typing("1234567,125", grouped, german).text == "1.234.567,125")
    #expect(grouped.value(from: "1.234.567,125", locale: german) == .value(.decimal(Decimal(string: "1234567.125")!)))
  }

  @Test func formatsThatCannotWorkSayWhy() {
    #expect(LiveFormat.mask("---").problem?.contains("at least one slot") == true)
    #expect(LiveFormat.currency(code: "EURO").problem?.contains("three letters") == true)
    #expect(LiveFormat.groupedDecimal(fractionDigits: 12).problem?.contains("0…10") == true)
    #expect(LiveFormat.cardNumber.problem == nil)
  }

  @Test func utf16OffsetsCountWideCharacters() {
    // "👍" is two UTF-16 units: the caret counts them as UIKit does.
    let edit = TextEdit(text: "👍", range: 2..<2, replacement: "x")
    #expect(edit.naiveResult == "👍x")
    let masked = LiveFormat.mask("AA").apply(TextEdit(text: "a", range: 1..<1, replacement: "b"), locale: us)
    #expect(masked == EditedText(text: "ab", caret: 2))
  }
}

@Suite struct TextEditDiffTests {
  @Test func anInsertionIsPlacedAtTheCaret() {
    let edit = TextEdit(from: "(555) 1", to: "(5555) 1", caret: 3)
    #expect(edit.range == 2..<2)
    #expect(edit.replacement == "5")
    #expect(edit.naiveResult == "(5555) 1")
  }

  @Test func withoutACaretTheCommonStartIsKept() {
    let edit = TextEdit(from: "(555) 1", to: "(5555) 1")
    #expect(edit.range == 4..<4)
    #expect(edit.replacement == "5")
  }

  @Test func aDeletionAndAReplacement() {
    #expect(
      TextEdit(from: "(555) 1", to: "(555)1", caret: 5) == TextEdit(text: "(555) 1", range: 5..<6, replacement: ""))
    #expect(TextEdit(from: "abc", to: "aXc", caret: 2) == TextEdit(text: "abc", range: 1..<2, replacement: "X"))
    #expect(TextEdit(from: "👍a", to: "👍ba", caret: 3) == TextEdit(text: "👍a", range: 2..<2, replacement: "b"))
  }

  @Test func theCaretInCharacters() {
    #expect(EditedText(text: "👍ab", caret: 3).caretInCharacters == 2)
    #expect(EditedText(text: "", caret: 0).caretInCharacters == 0)
  }
}
