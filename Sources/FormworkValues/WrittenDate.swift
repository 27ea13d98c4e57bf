import Foundation

/// The calendar fields a numeric date text writes, read as written: nothing is normalized, so
/// the 30th of February stays day 30 and can be compared with what a calendar makes of it.
///
/// Reads `2024-05-01`, `2024/05/01`, `09:30`, `09:30:15.25`, and a date and a time joined by `T`
/// or a space, optionally followed by a zone: `Z` or an offset (`+02:00`, `+0200`, `-05`).
/// Years have four or more digits, months, days and hours one or two, minutes and seconds two.
struct WrittenDate: Equatable {
  /// The written calendar date, when the text has one.
  var year: Int?
  var month: Int?
  var day: Int?
  /// The written time of day, when the text has one; `second` only when written.
  var hour: Int?
  var minute: Int?
  var second: Int?
  /// The written fraction of a second (`0.25` for `:15.25`).
  var fraction: Double = 0
  /// Seconds east of UTC when the text names its zone.
  var utcOffset: Int?

  var hasDate: Bool { year != nil }
  var hasTime: Bool { hour != nil }

  /// Reads `text` (surrounding spaces ignored); `nil` when it is not one of the shapes above.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  init?(_ text: String) {
    var scanner = DigitScanner(text.trimmingCharacters(in: .whitespaces))
    if let year = scanner.number(digits: 4...9) {
      guard let separator = scanner.take(oneOf: "-/"), let month = scanner.number(digits: 1...2),
        scanner.take(oneOf: [separator]) != nil, let day = scanner.number(digits: 1...2)
      else { return nil }
      (self.year, self.month, self.day) = (year, month, day)
      if scanner.isAtEnd { return }
      guard scanner.take(oneOf: "Tt ") != nil else { return nil }
    }
    guard let hour = scanner.number(digits: 1...2), scanner.take(oneOf: ":") != nil,
      let minute = scanner.number(digits: 2...2)
    else { return nil }
    (self.hour, self.minute) = (hour, minute)
    if scanner.take(oneOf: ":") != nil {
      guard let second = scanner.number(digits: 2...2) else { return nil }
      self.second = second
      if scanner.take(oneOf: ".,") != nil {
        guard let digits = scanner.digits(1...18) else { return nil }
        fraction = Double("0.\(digits)") ?? 0
      }
    }
    if scanner.take(oneOf: "Zz") != nil {
      utcOffset = 0
    } else if let sign = scanner.take(oneOf: "+-") {
      guard let hours = scanner.number(digits: 2...2) else { return nil }
      _ = scanner.take(oneOf: ":")
      let minutes = scanner.number(digits: 2...2) ?? 0
      guard hours <= 23, minutes <= 59 else { return nil }
      utcOffset = (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
    }
    guard scanner.isAtEnd else { return nil }
  }

  /// The time zone the text names, or `fallback` when it names none.
  func timeZone(or fallback: TimeZone) -> TimeZone {
    utcOffset.flatMap(TimeZone.init(secondsFromGMT:)) ?? fallback
  }

  /// Whether `date`, seen in `timeZone` on the Gregorian calendar, has exactly the written
  /// fields: the round trip that refuses a calendar's rollover (`2024-02-30` read as 1 March,
  /// `24:00` as the next day, a time skipped by a daylight-saving change).
  func matches(_ date: Date, in timeZone: TimeZone) -> Bool {
    guard date.timeIntervalSinceReferenceDate.isFinite else { return false }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let fields = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: date)
    if hasDate, fields.era != 1 || fields.year != year || fields.month != month || fields.day != day {
      return false
    }
    if hasTime, fields.hour != hour || fields.minute != minute || fields.second != (second ?? 0) {
      return false
    }
    return true
  }

  /// The date these fields name in their zone (or `timeZone` when they name none), with the
  /// time-only text on 1 January 2000, as `DateFormatter` places it; `nil` when no such moment
  /// exists.
  func date(in timeZone: TimeZone) -> Date? {
    let zone = self.timeZone(or: timeZone)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let components = DateComponents(
      year: year ?? 2000, month: month ?? 1, day: day ?? 1, hour: hour ?? 0, minute: minute ?? 0,
      second: second ?? 0)
    guard let whole = calendar.date(from: components) else { return nil }
    let date = whole.addingTimeInterval(fraction)
    return matches(date, in: zone) ? date : nil
  }
}

/// Reads ASCII digits and single marks from the front of a text.
private struct DigitScanner {
  private var rest: Substring.UTF8View

  init(_ text: String) { rest = Substring(text).utf8 }

  var isAtEnd: Bool { rest.isEmpty }

  /// The leading ASCII digits, at most `count.upperBound` of them and at least
  /// `count.lowerBound`, consumed (`+0200` reads as `02` then `00`).
  mutating func digits(_ count: ClosedRange<Int>) -> Substring? {
    let run = rest.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.prefix(count.upperBound)
    guard run.count >= count.lowerBound else { return nil }
    rest = rest.dropFirst(run.count)
    return Substring(run)
  }

  /// The number the leading `count` ASCII digits write, consumed.
  mutating func number(digits count: ClosedRange<Int>) -> Int? {
    digits(count).flatMap { Int($0) }
  }

  /// The leading character when it is one of `marks` (all ASCII), consumed.
  mutating func take(oneOf marks: String) -> Character? {
    guard let byte = rest.first, marks.utf8.contains(byte) else { return nil }
    rest = rest.dropFirst()
    return Character(Unicode.Scalar(byte))
  }

  mutating func take(oneOf marks: [Character]) -> Character? { take(oneOf: String(marks)) }
}
