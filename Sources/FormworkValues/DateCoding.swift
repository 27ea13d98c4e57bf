import Foundation

/// How dates travel as text: ISO 8601 in UTC (`2024-05-01T09:30:00Z`), and date-only
/// `2024-05-01` read as midnight UTC.
public enum FormDateCoding {
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
