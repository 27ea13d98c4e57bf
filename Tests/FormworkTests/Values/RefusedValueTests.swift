import Formwork
import Foundation
import Testing

/// Values a row cannot hold are refused where they arrive, with the row named, and the row keeps
/// the value it had: non-finite numbers and dates, text that reads as one, and numbers outside a
/// stepper's or slider's range.
@MainActor
@Suite struct RefusedValueTests {
  static let amount = RowKey<Decimal>("amount")
  static let level = RowKey<Double>("level")
  static let timer = RowKey<Double>("timer")
  static let when = RowKey<Date>("when")
  static let age = RowKey<Int>("age")
  static let count = RowKey<Int>("count")
  static let extra = RowKey<FormValue>("extra")

  func makeForm() throws -> Form {
    try Form {
      Section {
        Row.decimal(Self.amount, "Amount", value: 12.5)
        Row.slider(Self.level, "Level", value: 0.5, in: 0...1, steps: 10)
        Row.countdown(Self.timer, "Timer", value: 90)
        Row.date(Self.when, "When", value: Date(timeIntervalSince1970: 86_400))
        Row.stepper(Self.age, "Age", value: 30, in: 0...130)
        Row.integer(Self.count, "Count", value: 7)
        Row.custom(Self.extra, kind: "extra", "Extra", value: ["a": 1])
      }
    }
  }

  /// The error a refused `setValue` throws, after checking the row kept `json`.
  func refusal(_ value: FormValue, tag: String, keeps json: String, in form: Form) throws -> FormError {
    let error = try #require(throws: FormError.self) { try form.setValue(value, forTag: tag) }
    #expect(try form.value(forTag: tag).jsonString() == json)
    #expect(error.location.tag == tag)
    return error
  }

  // MARK: Non-finite numbers and dates (defect 1)

  @Test(arguments: [
    FormValue.decimal(.nan), .string("NaN"), .string("inf"), .string("-inf"), .string("1e400"),
  ])
  func nonFiniteNumbersAreRefusedAndTheOldValueKept(value: FormValue) throws {
    let form = try makeForm()
    for (tag, json) in [("amount", "12.5"), ("level", "0.5"), ("timer", "90")] {
      let error = try refusal(value, tag: tag, keeps: json, in: form)
      #expect(error.code == .typeMismatch)
    }
  }

  @Test func aNaNDecimalIsRefusedWithAMessageNamingIt() throws {
    let form = try makeForm()
    let error = try refusal(.decimal(.nan), tag: "amount", keeps: "12.5", in: form)
    #expect(error.description == "row 'amount': typeMismatch: expected a finite number, found NaN")
  }

  @Test func aTypedNonFiniteDoubleIsRefusedRatherThanClearingTheRow() throws {
    let form = try makeForm()
    for number in [Double.nan, .infinity, -.infinity] {
      let error = try #require(throws: FormError.self) { try form.setValue(number, for: Self.level) }
      #expect(error.code == .typeMismatch)
      #expect(error.location.tag == "level")
      #expect(form[Self.level] == 0.5)
    }
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteDatesAreRefused(interval: Double) throws {
    let form = try makeForm()
    let date = Date(timeIntervalSinceReferenceDate: interval)
    let error = try refusal(.date(date), tag: "when", keeps: #""1970-01-02T00:00:00Z""#, in: form)
    #expect(error.code == .typeMismatch)
    #expect(error.message == "expected a finite date, found \(interval)")
  }

  @Test func nonFiniteValuesInsideAnyValueAreRefused() throws {
    let form = try makeForm()
    let nested: FormValue = ["a": [1, .decimal(.nan)]]
    let error = try refusal(nested, tag: "extra", keeps: #"{"a":1}"#, in: form)
    #expect(error.message == "expected a finite number, found NaN")
    let date: FormValue = [.date(Date(timeIntervalSinceReferenceDate: .infinity))]
    #expect(try refusal(date, tag: "extra", keeps: #"{"a":1}"#, in: form).code == .typeMismatch)
  }

  @Test func answersWithANaNAreRefusedAsAWhole() throws {
    let form = try makeForm()
    let error = try #require(throws: FormInputError.self) {
      try form.setValues(["amount": .decimal(.nan), "count": 8])
    }
    #expect(error.errors.map(\.code) == [.typeMismatch])
    #expect(error.errors.map(\.location.tag) == ["amount"])
    #expect(form[Self.amount] == 12.5)
    #expect(form[Self.count] == 7)
  }

  // MARK: Typed text that reads as a non-finite number (defect 2)

  @Test(arguments: ["NaN", "nan", "inf", "-inf", "Infinity", "1e400", "-1e400"])
  func typedNonFiniteNumbersAreRejectedAndTheValueKept(text: String) throws {
    let form = try makeForm()
    let cases: [(String, String, Bool)] = [
      ("level", "0.5", false), ("amount", "12.5", false), ("count", "7", true), ("age", "30", true),
    ]
    for (tag, json, whole) in cases {
      let row = try #require(form.rowID(forTag: tag))
      #expect(form.input(text, for: row) == .rejected("'\(text)' is not a \(whole ? "whole number" : "number")."))
      #expect(try form.value(forTag: tag).jsonString() == json, "\(tag)")
      #expect(form.state(of: row)?.inputError == "'\(text)' is not a \(whole ? "whole number" : "number").")
    }
  }

  @Test(arguments: ["NaN", "inf", "1e400", "9223372036854775807:00", "99999999999999999999h", "2562047788015216h"])
  func typedDurationsThatAreNotFiniteOrOverflowAreRejected(text: String) throws {
    let form = try makeForm()
    let row = try #require(form.rowID(for: Self.timer))
    #expect(form.input(text, for: row) == .rejected("'\(text)' is not a date."))
    #expect(form[Self.timer] == 90)
  }

  @Test func typedNumbersInASliderUseTheFormsLocale() throws {
    let form = try makeForm()
    form.locale = Locale(identifier: "de_DE")
    let row = try #require(form.rowID(for: Self.level))
    #expect(form.input("0,7", for: row) == .accepted(.decimal(Decimal(string: "0.7")!)))
    #expect(form[Self.level] == 0.7)
    #expect(form.input("", for: row) == .accepted(.null))
    #expect(form[Self.level] == nil)
  }

  // MARK: Stepper and slider ranges (defect 4)

  @Test func aStepperRefusesAValueOutsideItsRangeFromCode() throws {
    let form = try makeForm()
    let error = try refusal(300, tag: "age", keeps: "30", in: form)
    #expect(error.code == .typeMismatch)
    #expect(error.description == "row 'age': typeMismatch: 300 is outside 0…130")
    #expect(try refusal(-1, tag: "age", keeps: "30", in: form).message == "-1 is outside 0…130")
    try form.setValue(130, for: Self.age)
    #expect(form[Self.age] == 130)
  }

  @Test func aStepperRefusesAnOutOfRangeAnswer() throws {
    let form = try makeForm()
    let error = try #require(throws: FormInputError.self) { try form.setValues(json: #"{"age": 300}"#) }
    #expect(error.errors.map(\.message) == ["300 is outside 0…130"])
    #expect(error.errors.map(\.location.tag) == ["age"])
    #expect(form[Self.age] == 30)
  }

  @Test func aSliderRefusesAValueOutsideItsRangeInsteadOfClamping() throws {
    let form = try makeForm()
    let error = try refusal(3, tag: "level", keeps: "0.5", in: form)
    #expect(error.description == "row 'level': typeMismatch: 3 is outside 0…1")
    #expect(
      try refusal(.decimal(Decimal(string: "-0.25")!), tag: "level", keeps: "0.5", in: form).message
        == "-0.25 is outside 0…1")
    try form.setValue(1, for: Self.level)
    #expect(form[Self.level] == 1)
  }

  @Test func typedOutOfRangeNumbersAreRejectedWithTheRangeMessage() throws {
    let form = try makeForm()
    let level = try #require(form.rowID(for: Self.level))
    #expect(form.input("1.5", for: level) == .rejected("Must be at most 1."))
    #expect(form[Self.level] == 0.5)
    let age = try #require(form.rowID(for: Self.age))
    #expect(form.input("-3", for: age) == .rejected("Must be at least 0."))
    #expect(form.input("131", for: age) == .rejected("Must be at most 130."))
    #expect(form[Self.age] == 30)
    #expect(form.input("2.5", for: age) == .rejected("'2.5' is not a whole number."))
    #expect(form.input("42", for: age) == .accepted(.int(42)))
    #expect(form[Self.age] == 42)
    #expect(form.input("0.75", for: level) == .accepted(.decimal(Decimal(string: "0.75")!)))
    #expect(form[Self.level] == 0.75)
  }

  @Test func interactiveSteppingStillStopsAtTheBounds() throws {
    let form = try makeForm()
    let age = try #require(form.rowID(for: Self.age))
    try form.setValue(129, for: Self.age)
    try form.step(age, by: 1)
    try form.step(age, by: 1)
    #expect(form[Self.age] == 130)
    let level = try #require(form.rowID(for: Self.level))
    try form.slide(level, to: 7)
    #expect(form[Self.level] == 1)
    try form.step(level, by: 1)
    #expect(form[Self.level] == 1)
    try form.slide(level, to: -2)
    try form.step(level, by: -1)
    #expect(form[Self.level] == 0)
  }
}
