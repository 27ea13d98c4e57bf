import Formwork
import Foundation
import PropertyBased
import PropertyTestSupport
import Testing

/// A date-only row keeps the calendar date it was given, whatever time and offset come with it
/// and whatever the form's time zone, in every path a value enters by; years RFC 3339 cannot
/// write are refused with the row.
@MainActor
@Suite struct CalendarDateTests {
  static let day = RowKey<Date>("day")
  static let moment = RowKey<Date>("moment")
  static let given = "2024-03-01T02:00:00+05:00"

  /// Midnight UTC of a calendar date: what a date-only value is.
  static func midnightUTC(_ year: Int, _ month: Int, _ day: Int) -> Date? {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? .current
    return calendar.date(from: DateComponents(year: year, month: month, day: day))
  }

  func makeForm(timeZone: TimeZone? = nil) throws -> Form {
    let form = try Form {
      Section {
        Row.date(Self.day, "Day")
        Row.dateTime(Self.moment, "Moment")
      }
    }
    if let timeZone { form.timeZone = timeZone }
    return form
  }

  @Test func setValueKeepsTheWrittenCalendarDate() throws {
    let form = try makeForm()
    try form.setValue(.string(Self.given), forTag: "day")
    #expect(form[Self.day] == Self.midnightUTC(2024, 3, 1))
    #expect(form.values()["day"] == .date(try #require(Self.midnightUTC(2024, 3, 1))))
  }

  @Test func aDateTimeRowKeepsTheMoment() throws {
    let form = try makeForm()
    try form.setValue(.string(Self.given), forTag: "moment")
    #expect(form[Self.moment] == FormDateCoding.parse("2024-02-29T21:00:00Z"))
  }

  @Test func valuesInHydrationAndDraftsKeepTheCalendarDate() throws {
    let expected = try #require(Self.midnightUTC(2024, 3, 1))
    let viaJSON = try makeForm()
    try viaJSON.setValues(json: #"{"day": "\#(Self.given)"}"#)
    #expect(viaJSON[Self.day] == expected)

    let hydrated = try makeForm()
    let report = hydrated.hydrate(from: ["day": .string(Self.given)], matching: .sourcePathsOrTags)
    #expect(!report.hasProblems, "\(report)")
    #expect(hydrated[Self.day] == expected)

    let restored = try makeForm()
    var draft = viaJSON.draft()
    if case .object(var members) = draft, case .object(var values) = members["values"] {
      values["day"] = .string(Self.given)
      members["values"] = .object(values)
      draft = .object(members)
    }
    try restored.restore(draft: draft)
    #expect(restored[Self.day] == expected)
  }

  @Test func typedTextKeepsTheWrittenCalendarDate() throws {
    let form = try makeForm(timeZone: TimeZone(identifier: "America/Los_Angeles"))
    let row = try #require(form.rowID(for: Self.day))
    #expect(form.input(Self.given, for: row).isAccepted)
    #expect(form[Self.day] == Self.midnightUTC(2024, 3, 1))
    #expect(form.input("2024-03-01", for: row).isAccepted)
    #expect(form[Self.day] == Self.midnightUTC(2024, 3, 1))
  }

  @Test func aMomentGivenToADateOnlyRowIsItsDateInTheFormsTimeZone() throws {
    // 2024-02-29T21:00Z is 1 March in Tokyo and 29 February in Los Angeles.
    let moment = try #require(FormDateCoding.parse("2024-02-29T21:00:00Z"))
    let tokyo = try makeForm(timeZone: TimeZone(identifier: "Asia/Tokyo"))
    tokyo[Self.day] = moment
    #expect(tokyo[Self.day] == Self.midnightUTC(2024, 3, 1))
    let angeles = try makeForm(timeZone: TimeZone(identifier: "America/Los_Angeles"))
    angeles[Self.day] = moment
    #expect(angeles[Self.day] == Self.midnightUTC(2024, 2, 29))
  }

  @Test func aDateRowShowsItsCalendarDateInEveryTimeZone() throws {
    let first = try #require(Self.midnightUTC(2024, 3, 1))
    for zone in ["America/Los_Angeles", "Asia/Tokyo", "UTC"] {
      let timeZone = try #require(TimeZone(identifier: zone))
      let display = ValueDisplay(locale: Locale(identifier: "en_US"), timeZone: timeZone)
      #expect(display.text(for: .date(first), kind: .date(.date, inline: false)) == "Mar 1, 2024", "\(zone)")
    }
  }

  @Test func initialValuesAndBoundsKeepTheirCalendarDates() throws {
    // Noon UTC is 1 March from UTC-11 to UTC+11: in the time zone the tests run in too.
    let late = try #require(FormDateCoding.parse("2024-03-01T12:00:00Z"))
    let form = try Form {
      Section {
        Row.date(Self.day, "Day", value: late).dateRange(late, late)
      }
    }
    let expected = try #require(Self.midnightUTC(2024, 3, 1))
    #expect(form[Self.day] == expected)
    let row = try #require(form.rowID(for: Self.day))
    let state = try #require(form.state(of: row))
    #expect(state.configuration.minimumDate == expected)
    #expect(state.configuration.maximumDate == expected)
  }

  /// A date and time written without an offset (as many servers send dates) names its date in
  /// any zone: a date-only row keeps that date; a day that does not exist is still refused.
  @Test(arguments: ["Asia/Tokyo", "Pacific/Honolulu", "Africa/Abidjan"])
  func aDateAndTimeWithoutAnOffsetKeepsItsWrittenDate(zone: String) throws {
    let form = try makeForm(timeZone: TimeZone(identifier: zone) ?? .gmt)
    try form.setValue(.string("2024-03-01T23:30:00"), forTag: "day")
    #expect(form[Self.day] == Self.midnightUTC(2024, 3, 1))
    try form.setValue(.string("0001-01-01T00:17:00"), forTag: "day")
    #expect(form[Self.day] == Self.midnightUTC(1, 1, 1))
    let error = try #require(throws: FormError.self) {
      try form.setValue(.string("2024-02-30T10:00:00"), forTag: "day")
    }
    #expect(error.location.tag == "day")
    #expect(form[Self.day] == Self.midnightUTC(1, 1, 1))
  }

  /// Any date-only text, with any time and offset, keeps its calendar date in any time zone, and
  /// the value read back keeps it through values out and in again.
  @Test func anyDateOnlyInputRoundTripsItsCalendarDate() async throws {
    let zones = TimeZone.knownTimeZoneIdentifiers
    let input = Gen.int(in: 0...Int.max / 2).array(of: 7...7)
    await checkProperty(count: 200, input: input) { seeds in
      let year = 1 + seeds[0] % 9999
      let month = 1 + seeds[1] % 12
      let day = 1 + seeds[2] % 28
      let offset = seeds[3] % 27 - 13
      let hour = seeds[4] % 24
      let zone = TimeZone(identifier: zones[seeds[5] % zones.count]) ?? .current
      let sign = offset < 0 ? "-" : "+"
      let text =
        String(format: "%04d-%02d-%02dT%02d:17:00", year, month, day, hour)
        + (seeds[6] % 3 == 0 ? "Z" : seeds[6] % 3 == 1 ? String(format: "%@%02d:00", sign, abs(offset)) : "")
      let form = try makeForm(timeZone: zone)
      try form.setValue(.string(text), forTag: "day")
      let expected = try #require(Self.midnightUTC(year, month, day))
      #expect(form[Self.day] == expected, "\(text) in \(zone.identifier)")
      let again = try makeForm(timeZone: zone)
      try again.setValues(json: form.json())
      #expect(again[Self.day] == expected, "\(form.json()) in \(zone.identifier)")
      again[Self.day] = again[Self.day]
      #expect(again[Self.day] == expected, "set back in \(zone.identifier)")
    }
  }

  @Test(arguments: ["10000-01-01", "10000-01-01T00:00:00Z", "123456789-01-01"])
  func yearsBeyond9999AreRefusedWithTheRow(text: String) throws {
    let form = try makeForm()
    for tag in ["day", "moment"] {
      let error = try #require(throws: FormError.self) { try form.setValue(.string(text), forTag: tag) }
      #expect(error.location.tag == tag)
      #expect(error.message.contains("9999"), "\(error)")
    }
    #expect(form.values()["day"] == .null)
  }

  @Test func aSwiftDateBeyond9999IsRefusedAndNeverWritten() throws {
    let form = try makeForm()
    let far = Date(timeIntervalSince1970: 300_000_000_000)
    let error = try #require(throws: FormError.self) { try form.setValue(.date(far), forTag: "moment") }
    #expect(error.location.tag == "moment")
    #expect(error.message.contains("9999"))
    #expect(!form.json().contains("T"))
    let built = #expect(throws: FormDefinitionError.self) {
      try Form { Section { Row.dateTime(Self.moment, "Moment", value: far) } }
    }
    #expect(built.map { "\($0)" }?.contains("9999") == true)
  }
}
