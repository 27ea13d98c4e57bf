import Formwork
import Foundation
import Testing

/// Dates that do not exist are refused wherever text becomes a date, rather than rolled over by
/// the calendar (`2024-02-30` is not 1 March).
@MainActor
@Suite struct ImpossibleDateTests {
  static let day = RowKey<Date>("day")
  static let time = RowKey<Date>("time")
  static let moment = RowKey<Date>("moment")
  static let start = Date(timeIntervalSince1970: 86_400)

  func makeForm() throws -> Form {
    try Form {
      Section {
        Row.date(Self.day, "Day", value: Self.start)
        Row.time(Self.time, "Time", value: Self.start)
        Row.dateTime(Self.moment, "Moment", value: Self.start)
      }
    }
  }

  /// The calendar fields of `date` in the current time zone (the one typed text is read in).
  func localFields(_ date: Date?) -> [Int]? {
    guard let date else { return nil }
    let parts = Calendar(identifier: .gregorian).dateComponents(
      in: .current, from: date)
    return [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second].map { $0 ?? -1 }
  }

  @Test(arguments: [
    "2024-02-30", "2023-02-29", "2024-04-31", "2024-13-01", "2024-00-10", "2024-01-00", "0000-00-00",
    "2024-02-30T10:00:00Z", "2024-05-01T24:00:00Z", "2024-05-01T23:59:60Z", "2024-05-01T23:60:00Z",
    "2024-02-30 10:00", "2024/02/30", "2024-02-29 25:00", "2024/02/30 10:00",
  ])
  func typedImpossibleDatesAreRejectedOnEveryDateRow(text: String) throws {
    let form = try makeForm()
    for key in [Self.day, Self.time, Self.moment] {
      let row = try #require(form.rowID(for: key))
      #expect(form.input(text, for: row) == .rejected("'\(text)' is not a date."), "\(key.tag)")
      #expect(form[key] == Self.start, "\(key.tag) keeps its value")
    }
  }

  @Test(arguments: ["24:00", "09:60", "12:30:61", "00-00", "0000"])
  func typedImpossibleTimesAreRejected(text: String) throws {
    let form = try makeForm()
    let row = try #require(form.rowID(for: Self.time))
    #expect(form.input(text, for: row) == .rejected("'\(text)' is not a date."))
    #expect(form[Self.time] == Self.start)
  }

  @Test func possibleDatesStillParse() throws {
    let form = try makeForm()
    let day = try #require(form.rowID(for: Self.day))
    #expect(form.input("2024-02-29", for: day) == .accepted(.date(try #require(FormDateCoding.parse("2024-02-29")))))
    let moment = try #require(form.rowID(for: Self.moment))
    #expect(form.input("2024-02-29 23:59", for: moment).isAccepted)
    #expect(localFields(form[Self.moment]) == [2024, 2, 29, 23, 59, 0])
    #expect(form.input("2024/12/31 00:00", for: moment).isAccepted)
    #expect(localFields(form[Self.moment]) == [2024, 12, 31, 0, 0, 0])
    let time = try #require(form.rowID(for: Self.time))
    #expect(form.input("09:30", for: time).isAccepted)
    #expect(localFields(form[Self.time])?.suffix(3) == [9, 30, 0])
    #expect(form.input("23:59:59", for: time).isAccepted)
    #expect(localFields(form[Self.time])?.suffix(3) == [23, 59, 59])
  }

  @Test(arguments: [
    "2024-02-30", "2023-02-29", "2024-02-30T10:00:00Z", "2024-05-01T24:00:00Z", "2024-06-31T00:00:00+02:00",
  ])
  func impossibleDateStringsAreRefusedBySetValue(text: String) throws {
    let form = try makeForm()
    let error = try #require(throws: FormError.self) { try form.setValue(.string(text), forTag: "day") }
    #expect(error.code == .typeMismatch)
    #expect(error.location.tag == "day")
    #expect(form[Self.day] == Self.start)
  }

  @Test func impossibleDateAnswersAreRefused() throws {
    let form = try makeForm()
    let error = try #require(throws: FormInputError.self) {
      try form.setValues(json: #"{"day": "2023-02-29", "moment": "2024-02-29T12:00:00Z"}"#)
    }
    #expect(error.errors.map(\.location.tag) == ["day"])
    #expect(error.errors.map(\.location.path) == ["$.day"])
    #expect(form[Self.day] == Self.start)
    #expect(form[Self.moment] == Self.start)
  }

  @Test func isoCodingRefusesRolloverAndKeepsEveryValidShape() throws {
    #expect(FormDateCoding.parse("2024-02-30") == nil)
    #expect(FormDateCoding.parse("2024-05-01T24:00:00Z") == nil)
    #expect(FormDateCoding.parse("2024-02-29T23:30:00-05:00") != nil)
    let shapes = [
      ("2024-05-01", "2024-05-01T00:00:00Z"),
      ("2024-05-01T09:30:00Z", "2024-05-01T09:30:00Z"),
      ("2024-05-01T09:30:00+02:00", "2024-05-01T07:30:00Z"),
      ("2024-05-01T09:30:00+0200", "2024-05-01T07:30:00Z"),
      ("2024-05-01T09:30:00-05:30", "2024-05-01T15:00:00Z"),
      ("2024-05-01T09:30:00.5Z", "2024-05-01T09:30:00.500Z"),
      ("2024-05-01T23:59:59.9999Z", "2024-05-01T23:59:59.999Z"),
      ("2024-12-31T23:30:00-01:00", "2025-01-01T00:30:00Z"),
      (" 2024-05-01", "2024-05-01T00:00:00Z"),
    ]
    for (text, expected) in shapes {
      #expect(FormDateCoding.parse(text).map(FormDateCoding.string(from:)) == expected, "\(text)")
    }
  }

  @Test func localeDatesAreCheckedToo() throws {
    let form = try makeForm()
    form.locale = Locale(identifier: "de_DE")
    let day = try #require(form.rowID(for: Self.day))
    // The message is the form's language's: German here.
    #expect(form.input("30.02.24", for: day) == .rejected("„30.02.24“ ist kein Datum."))
    #expect(form.input("29.02.24", for: day).isAccepted)
    #expect(localFields(form[Self.day])?.prefix(3) == [2024, 2, 29])
  }
}

extension InputResult {
  var isAccepted: Bool {
    if case .accepted = self { return true }
    return false
  }
}
