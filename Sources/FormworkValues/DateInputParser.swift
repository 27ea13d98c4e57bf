import Foundation

/// Parses dates typed as text (terminal input, paste): ISO 8601 first, then numeric dates and
/// times (`2024-05-01`, `2024/05/01 09:30`, `09:30`), then the locale's own short formats.
///
/// Every path refuses a day or time that does not exist instead of letting the calendar roll it
/// over: `2024-02-30` is not 1 March, `24:00` is not midnight of the next day, and `0000-00-00`
/// is not a time.
package struct DateInputParser {
  var locale: Locale
  var timeZone: TimeZone = .current

  package init(locale: Locale, timeZone: TimeZone = .current) {
    self.locale = locale
    self.timeZone = timeZone
  }

  /// The date `text` names for a row of `style`, or `nil`.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  package func date(from text: String, style: DateStyle) -> Date? {
    if let date = FormDateCoding.parse(text) { return date }
    if let written = WrittenDate(text), fits(written, style) { return written.date(in: timeZone) }
    return localeDate(from: text, style: style)
  }

  /// Whether a numeric date or time has the parts a row of `style` takes: a date for date rows,
  /// a time for time rows, both for date-and-time rows.
  private func fits(_ written: WrittenDate, _ style: DateStyle) -> Bool {
    switch style {
    case .date: return written.hasDate && !written.hasTime
    case .time: return written.hasTime && !written.hasDate
    case .dateTime, .countdown: return written.hasDate && written.hasTime
    }
  }

  /// The locale's short format, accepted only when the date it reads formats back to the same
  /// numbers (so a lenient reading that moved a field is refused).
  private func localeDate(from text: String, style: DateStyle) -> Date? {
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.timeZone = timeZone
    formatter.isLenient = false
    switch style {
    case .date: formatter.dateStyle = .short; formatter.timeStyle = .none
    case .time: formatter.dateStyle = .none; formatter.timeStyle = .short
    case .dateTime, .countdown: formatter.dateStyle = .short; formatter.timeStyle = .short
    }
    guard let date = formatter.date(from: text),
      Self.sameNumbers(written: text, formatted: formatter.string(from: date))
    else { return nil }
    return date
  }

  /// Whether typed text writes the same numbers, in the same order, as the formatted date: equal
  /// values, or a four-digit year where the format writes the last two digits (`2024` for `24`).
  static func sameNumbers(written: String, formatted: String) -> Bool {
    let typed = numbers(in: written)
    let shown = numbers(in: formatted)
    guard typed.count == shown.count else { return false }
    return zip(typed, shown).allSatisfy { typed, shown in
      typed.value == shown.value || (typed.digits == 4 && shown.digits == 2 && typed.value % 100 == shown.value)
    }
  }

  /// The runs of decimal digits in `text` (in any script), with their lengths.
  static func numbers(in text: String) -> [(value: Int, digits: Int)] {
    var runs: [(value: Int, digits: Int)] = []
    var value = 0
    var digits = 0
    for character in text {
      if let digit = character.wholeNumberValue, (0...9).contains(digit), character.isNumber {
        // A run longer than any date field cannot match one: stop growing it before it overflows.
        if digits < 18 { value = value * 10 + digit }
        digits += 1
      } else if digits > 0 {
        runs.append((value, digits))
        (value, digits) = (0, 0)
      }
    }
    if digits > 0 { runs.append((value, digits)) }
    return runs
  }

  /// Parses a duration in seconds: `1:30` (hours and minutes), `90m`, `2h`, `1h30m`, or plain
  /// seconds; `nil` for anything else, a negative duration, or one too long to count in `Int`.
  package static func duration(from text: String) -> Int? {
    let trimmed = text.lowercased().replacingOccurrences(of: " ", with: "")
    let parts = trimmed.split(separator: ":", omittingEmptySubsequences: false)
    if parts.count == 2, let hours = Int(parts[0]), let minutes = Int(parts[1]), hours >= 0, (0..<60).contains(minutes)
    {
      return seconds(hours, 3600).flatMap { add($0, minutes * 60) }
    }
    if let seconds = Int(trimmed), seconds >= 0 { return seconds }
    var total = 0
    var number = ""
    var sawUnit = false
    for character in trimmed {
      if character.isASCII, character.isNumber {
        number.append(character)
        continue
      }
      guard let value = Int(number) else { return nil }
      let unit: Int
      switch character {
      case "h": unit = 3600
      case "m": unit = 60
      case "s": unit = 1
      default: return nil
      }
      guard let part = seconds(value, unit), let sum = add(total, part) else { return nil }
      total = sum
      number = ""
      sawUnit = true
    }
    return sawUnit && number.isEmpty ? total : nil
  }

  /// `count` units of `unit` seconds, or `nil` when that overflows.
  private static func seconds(_ count: Int, _ unit: Int) -> Int? {
    let (product, overflow) = count.multipliedReportingOverflow(by: unit)
    return overflow ? nil : product
  }

  /// `lhs + rhs`, or `nil` when that overflows.
  private static func add(_ lhs: Int, _ rhs: Int) -> Int? {
    let (sum, overflow) = lhs.addingReportingOverflow(rhs)
    return overflow ? nil : sum
  }
}
