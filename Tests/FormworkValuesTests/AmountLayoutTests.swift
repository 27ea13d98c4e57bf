import Foundation
import Testing

@testable import FormworkValues

/// Amount layouts read from what a locale writes for 1,234,567: the symbol's place, the
/// separators and the group sizes, including locales whose groups after the first are not of
/// three (Indian English writes ₹12,34,567.00: a group of three, then groups of two).
@Suite struct AmountLayoutTests {
  func laidOut(_ digits: String, _ layout: AmountLayout) -> String? {
    AmountFormat(layout).layout(Array(digits)).map { String($0.text) }
  }

  @Test func groupsOfThreeRepeat() throws {
    let layout = AmountLayout.read("$1,234,567.00", fallbackDecimal: ".")
    #expect(layout.groupingSeparator == "," && layout.decimalSeparator == "." && layout.fractionDigits == 2)
    #expect(laidOut("123456789", layout) == "$123,456,789")
    #expect(laidOut("1234.5", layout) == "$1,234.5")
    #expect(laidOut("999", layout) == "$999")
  }

  @Test func indianGroupingHasGroupsOfTwoAfterTheFirstThree() throws {
    let layout = AmountLayout.read("₹12,34,567.00", fallbackDecimal: ".")
    #expect(layout.groupingSeparator == "," && layout.decimalSeparator == "." && layout.fractionDigits == 2)
    #expect(laidOut("1234567", layout) == "₹12,34,567")
    #expect(laidOut("123456789.5", layout) == "₹12,34,56,789.5")
    #expect(laidOut("12345", layout) == "₹12,345")
    #expect(laidOut("1234", layout) == "₹1,234")
    // What a person pastes as the locale writes it reads back to its digits.
    let format = AmountFormat(layout)
    #expect(format.significant(Array("₹12,34,567.50")).map { String($0.characters) } == "1234567.50")
    #expect(format.formattedNumber(try #require(Decimal(string: "1234567.5"))) == "₹12,34,567.50")
  }

  @Test func aLocaleThatDoesNotGroupAndOneThatSpacesTheSymbol() throws {
    let plain = AmountLayout.read("1234567,00 €", fallbackDecimal: ",")
    #expect(plain.groupingSeparator == nil && plain.decimalSeparator == ",")
    #expect(laidOut("1234567,5", plain) == "1234567,5 €")
    let german = AmountLayout.read("1.234.567,00 €", fallbackDecimal: ",")
    #expect(laidOut("1234567,5", german) == "1.234.567,5 €")
  }
}
