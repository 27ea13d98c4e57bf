import Foundation

/// How dates travel as text: ISO 8601 in UTC (`2024-05-01T09:30:00Z`), and date-only
/// `2024-05-01` read as midnight UTC.
///
/// A date-only value (a date row's, `today()`'s) is a calendar date, held as midnight UTC of that
/// date: ``calendarDate(from:)`` reads the date a text writes, ``calendarDate(of:in:)`` the date a
/// moment falls on. Dates are written as RFC 3339, whose years have four digits: a date outside
/// ``years`` is refused where it enters a form, never written as text no reader takes.
public enum FormDateCoding {
  /// The years RFC 3339 writes (`0001` to `9999`), in UTC.
  public static let years: ClosedRange<Int> = 1...9999

  /// The calendar date a date text writes, as a date-only value: midnight UTC of the date as
  /// written, whatever time and offset follow it (`2024-03-01T02:00:00+05:00` is 1 March, though
  /// that moment is 29 February in UTC; `2024-03-01T23:30:00`, without an offset, is 1 March in
  /// any zone); `nil` when ``parse(_:)`` refuses the text (with `Z` added when it has a time but no
  /// offset).
  ///
  /// ```swift
  /// FormDateCoding.calendarDate(from: "2024-03-01T02:00:00+05:00")  // 2024-03-01T00:00:00Z
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  public static func calendarDate(from text: String) -> Date? {
    guard let written = WrittenDate(text), let year = written.year, let month = written.month,
      let day = written.day
    else { return nil }
    // A date and time written without an offset names its date in any zone: it must be ISO 8601
    // once read in UTC (which skips no time).
    let zoned = written.hasTime && written.utcOffset == nil ? text.trimmingCharacters(in: .whitespaces) + "Z" : text
    guard parse(zoned) != nil else { return nil }
    return midnightUTC(year: year, month: month, day: day)
  }

  /// The date-only value of a moment: a date at midnight UTC is one already (so a date-only value
  /// given back keeps its date in any time zone); any other moment stands for its calendar date in
  /// `timeZone`, where the person or program that made it is.
  ///
  /// ```swift
  /// // 2024-02-29T21:00:00Z is 1 March in Tokyo.
  /// FormDateCoding.calendarDate(of: moment, in: TimeZone(identifier: "Asia/Tokyo")!)  // 2024-03-01T00:00:00Z
  /// ```
  ///
  /// - Returns: Midnight UTC of the calendar date, or `date` itself when it is not finite.
  public static func calendarDate(of date: Date, in timeZone: TimeZone) -> Date {
    guard date.timeIntervalSinceReferenceDate.isFinite, !isMidnightUTC(date) else { return date }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let fields = calendar.dateComponents([.era, .year, .month, .day], from: date)
    guard let year = fields.year, let month = fields.month, let day = fields.day else { return date }
    // A year before the common era counts down: 1 BC is year 0 of the proleptic calendar.
    return midnightUTC(year: fields.era == 0 ? 1 - year : year, month: month, day: day) ?? date
  }

  /// Why `date` cannot be written as RFC 3339 (its UTC year is outside ``years``); `nil` when it can.
  static func yearProblem(_ date: Date) -> FormError? {
    guard date.timeIntervalSinceReferenceDate.isFinite else { return nil }
    let fields = utcCalendar.dateComponents([.era, .year], from: date)
    let year = fields.era == 0 ? 1 - (fields.year ?? 0) : fields.year ?? 0
    return years.contains(year) ? nil : yearProblem(year)
  }

  /// The refusal of a year RFC 3339 cannot write.
  static func yearProblem(_ year: Int) -> FormError {
    FormError(
      .typeMismatch,
      "the year \(year) is outside \(years.lowerBound)…\(years.upperBound), the years a date is written in (RFC 3339)")
  }

  private static func isMidnightUTC(_ date: Date) -> Bool {
    date.timeIntervalSince1970.truncatingRemainder(dividingBy: 86_400) == 0
  }

  private static func midnightUTC(year: Int, month: Int, day: Int) -> Date? {
    utcCalendar.date(
      from: DateComponents(era: year < 1 ? 0 : 1, year: year < 1 ? 1 - year : year, month: month, day: day))
  }

  private static let utcCalendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return calendar
  }()

  /// Formats a date as ISO 8601 in UTC, with fractional seconds only when it has them.
  public static func string(from date: Date) -> String {
    let whole = date.timeIntervalSince1970.rounded(.down)
    if whole == date.timeIntervalSince1970 {
      return date.formatted(.iso8601)
    }
    return date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
  }

  /// Parses ISO 8601 date-times (with or without fractional seconds, `Z` or an offset) and
  /// date-only strings; `nil` for anything else.
  ///
  /// A day or time that does not exist is refused rather than rolled over: `2024-02-30`,
  /// `2023-02-29`, `2024-05-01T24:00:00Z` and `…T23:59:60Z` are `nil`, not the next day.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  public static func parse(_ text: String) -> Date? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let date = lenientParse(trimmed), let written = WrittenDate(trimmed),
      written.matches(date, in: written.timeZone(or: utc))
    else { return nil }
    return date
  }

  private static let utc = TimeZone(secondsFromGMT: 0) ?? .current

  /// What Foundation's ISO 8601 parsing makes of the text, rollovers included.
  private static func lenientParse(_ trimmed: String) -> Date? {
    // NB: the failures of these parses carry nothing to report: the caller's `nil` means "not
    // an ISO 8601 date", whichever shape was tried last.
    if let date = try? Date(trimmed, strategy: .iso8601) { return date }
    if let date = try? Date(trimmed, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)) {
      return date
    }
    if trimmed.utf8.count == 10,
      let date = try? Date(trimmed, strategy: Date.ISO8601FormatStyle().year().month().day())
    {
      return date
    }
    return nil
  }
}
