import Formwork
import Foundation
import Testing

/// A number is kept with every digit it was given, or refused with the row and the limit: a
/// `Decimal` keeps 38 significant digits, and nothing is rounded on the way in or out.
@MainActor
@Suite struct ExactNumberTests {
  static let insured = RowKey<Decimal>("insured")
  static let fortyFourNines = String(repeating: "9", count: 44)

  func makeForm() throws -> Form {
    try Form {
      Section {
        Row.decimal(Self.insured, "Insured amount", value: 12.5)
          .parameter("insured", .cents)
      }
    }
  }

  @Test func typedDigitsBeyondWhatADecimalKeepsAreRefusedAndTheValueKept() throws {
    let form = try makeForm()
    let row = try #require(form.rowID(for: Self.insured))
    let message = "'\(Self.fortyFourNines)' has more than 38 significant digits."
    #expect(form.input(Self.fortyFourNines, for: row) == .rejected(message))
    #expect(form[Self.insured] == 12.5)
    #expect(form.state(of: row)?.inputError == message)
  }

  @Test(arguments: [
    String(repeating: "9", count: 38), "1" + String(repeating: "0", count: 45),
    "0." + String(repeating: "0", count: 60) + "12345", "-" + String(repeating: "7", count: 20) + ".25",
  ])
  func numbersWithinThirtyEightSignificantDigitsAreKeptExactly(text: String) throws {
    let form = try makeForm()
    let row = try #require(form.rowID(for: Self.insured))
    #expect(form.input(text, for: row) == .accepted(.decimal(try #require(Decimal(string: text)))))
    #expect(try form.value(forTag: "insured") == .decimal(try #require(Decimal(string: text))))
  }

  @Test func textForADecimalRowWithTooManyDigitsIsRefusedWithTheRowAndTheLimit() throws {
    let form = try makeForm()
    let error = try #require(throws: FormError.self) {
      try form.setValue(.string(Self.fortyFourNines), forTag: "insured")
    }
    #expect(error.code == .typeMismatch)
    #expect(error.location.tag == "insured")
    #expect(error.message == "expected at most 38 significant digits, found \(Self.fortyFourNines)")
    #expect(form[Self.insured] == 12.5)
  }

  @Test func jsonNumbersWithTooManyDigitsAreRefusedAtTheirPath() throws {
    let form = try makeForm()
    let error = try #require(throws: FormInputError.self) {
      try form.setValues(json: #"{"insured": \#(Self.fortyFourNines)}"#)
    }
    #expect(error.errors.map(\.code) == [.invalidJSON])
    #expect(error.errors.first?.location.path == "$.insured")
    #expect(error.errors.first?.message == "\(Self.fortyFourNines) has more than 38 significant digits")
    #expect(form[Self.insured] == 12.5)
  }

  @Test func codableNumbersWithTooManyDigitsAreRefused() throws {
    let tooLong = String(repeating: "9", count: 38) + ".5"
    #expect(throws: FormError.self) { try Decimal(formValue: .string(tooLong)) }
  }

  @Test func aCentsTransformThatWouldDropPartOfTheValueReportsIt() throws {
    let form = try makeForm()
    try form.setValue(Decimal(string: "0.001"), for: Self.insured)
    let error = try #require(throws: FormError.self) { try form.parameters() }
    #expect(error.code == .typeMismatch)
    #expect(error.location.tag == "insured")
    #expect(error.message == "transform cents would drop part of 0.001: it keeps whole cents")
    try form.setValue(Decimal(string: "19.99"), for: Self.insured)
    #expect(try form.parameters() == ["insured": 1999])
  }
}
