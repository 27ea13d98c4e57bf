import FormworkValues
import Foundation

/// The functions a condition may call: a fixed allowlist, checked when the expression is bound.
///
/// Every function is total: a `null` argument, or one of the wrong dynamic type, gives `null` —
/// except `empty`, whose whole point is to answer for `null`.
@usableFromInline
package enum ExpressionFunction: String, Sendable, CaseIterable {
  /// `empty(x)`: whether `x` is null, `""`, `[]` or an empty object. Never null.
  case empty
  /// `len(x)`: characters (grapheme clusters) of a string, or elements of a list.
  case len
  /// `contains(haystack, needle)`: substring of a string, or element of a list (by `==`).
  case contains
  /// `startsWith(text, prefix)`, compared by characters.
  case startsWith
  /// `endsWith(text, suffix)`, compared by characters.
  case endsWith
  /// `lower(text)`, locale-independent.
  case lower
  /// `upper(text)`, locale-independent.
  case upper
  /// `trim(text)`: without leading and trailing whitespace and newlines.
  case trim
  /// `abs(x)`.
  case abs
  /// `min(a, b, …)`: the smallest of two or more numbers, strings or dates.
  case min
  /// `max(a, b, …)`: the largest of two or more numbers, strings or dates.
  case max
  /// `round(x)` / `round(x, places)`: half away from zero; `places` may be negative (-38…38).
  case round
  /// `daysBetween(a, b)`: days from `a`'s UTC calendar date to `b`'s (dates or ISO 8601 text).
  case daysBetween
  /// `iif(cond, a, b)`: `a` when `cond` is exactly `true`, else `b` (the same as `cond ? a : b`).
  case iif
  /// `today()`: today's date, date-only (midnight UTC), as the scope's clock tells it.
  case today
  /// `age(date)` / `age(date, on)`: whole years from `date`'s calendar date to today's (or to
  /// `on`'s): one less while the birthday of that year has not come (29 February's comes on
  /// 1 March in a common year).
  case age
  /// `sum(section.column)`: the total of a multivalued section's column (0 for no rows).
  case sum
  /// `count(section)` / `count(section.column)`: how many rows have a (non-null) value.
  case count
  /// `avg(section.column)`: the mean of a column, a decimal; null for no rows.
  case avg
  /// `number(x)`: a number as it is; a text writing a number in JSON's way, spaces around it
  /// allowed (`"12"`, `" -3.5 "`), as that number (an int when it has no point or exponent);
  /// anything else null. `number(quantity) + 1` adds to a number typed into a text row.
  case number
  /// `string(x)`: a text as it is; a number, a bool or a date as JSON writes it (`2`, `2.5`,
  /// `true`, `"2024-05-01T00:00:00Z"`); a list, an object or null gives null.
  case string

  /// How many arguments the function takes.
  var arity: ClosedRange<Int> {
    switch self {
    case .empty, .len, .lower, .upper, .trim, .abs, .number, .string: return 1...1
    case .contains, .startsWith, .endsWith, .daysBetween: return 2...2
    case .round, .age: return 1...2
    case .min, .max: return 1...Int.max
    case .iif: return 3...3
    case .today: return 0...0
    case .sum, .count, .avg: return 1...1
    }
  }

  /// Whether the function, given one argument, aggregates a multivalued section's rows.
  func aggregates(argumentCount: Int) -> Bool {
    switch self {
    case .sum, .count, .avg, .min, .max: return argumentCount == 1
    default: return false
    }
  }

  var arityDescription: String {
    if self == .min || self == .max { return "at least 2 arguments, or 1 column of a multivalued section" }
    switch arity {
    case 1...1: return "1 argument"
    case 2...2: return "2 arguments"
    case 1...2: return "1 or 2 arguments"
    case 0...0: return "no arguments"
    case 3...3: return "3 arguments"
    default: return "at least \(arity.lowerBound) arguments"
    }
  }

  // MARK: Evaluation

  @usableFromInline
  func apply(_ x: FormValue) -> FormValue {
    switch self {
    case .empty: return .bool(x.isEmpty)
    case .len:
      switch x {
      case .string(let text): return .int(text.count)
      case .list(let items): return .int(items.count)
      default: return .null
      }
    case .lower: return Self.text(x) { .string($0.lowercased()) }
    case .upper: return Self.text(x) { .string($0.uppercased()) }
    case .trim:
      return Self.text(x) { text in
        let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
        let end = text.lastIndex { !$0.isWhitespace }.map(text.index(after:)) ?? start
        return .string(String(text[start..<Swift.max(start, end)]))
      }
    case .abs:
      switch x {
      case .int(let a): return a < 0 ? ExpressionRuntime.negate(x) : x
      case .decimal(let a): return a.isNaN ? .null : (a < 0 ? ExpressionRuntime.negate(x) : x)
      default: return .null
      }
    case .round: return Self.round(x, places: 0)
    case .number: return Self.number(x)
    case .string:
      switch x {
      case .string: return x
      case .int, .decimal, .bool: return .string(x.jsonString())
      case .date(let date): return .string(FormDateCoding.string(from: date))
      default: return .null
      }
    default: return apply([x])
    }
  }

  @usableFromInline
  func apply(_ x: FormValue, _ y: FormValue) -> FormValue {
    switch self {
    case .contains:
      return ExpressionRuntime.member(y, of: x).map(FormValue.bool) ?? .null
    case .startsWith:
      guard case .string(let text) = x, case .string(let prefix) = y else { return .null }
      return .bool(text.starts(with: prefix))
    case .endsWith:
      guard case .string(let text) = x, case .string(let suffix) = y else { return .null }
      return .bool(text.reversed().starts(with: suffix.reversed()))
    case .round:
      guard case .int(let places) = y, (-38...38).contains(places) else { return .null }
      return Self.round(x, places: places)
    case .daysBetween:
      guard let from = Self.day(x), let to = Self.day(y) else { return .null }
      return .int(to - from)
    case .age:
      guard let birth = Self.day(x), let on = Self.day(y) else { return .null }
      return .int(ExpressionDates.years(fromDay: birth, toDay: on))
    default:
      return apply([x, y])
    }
  }

  @usableFromInline
  func apply(_ arguments: [FormValue]) -> FormValue {
    switch self {
    case .min, .max:
      guard var best = arguments.first, !best.isNull else { return .null }
      for candidate in arguments.dropFirst() {
        // `compare` is nil for a null or for values that do not order together.
        guard let order = ExpressionRuntime.compare(candidate, best) else { return .null }
        if self == .min ? order < 0 : order > 0 { best = candidate }
      }
      return best
    default:
      // Arity was checked when binding; this only runs for a mismatch that cannot happen.
      switch arguments.count {
      case 1 where arity.contains(1): return apply(arguments[0])
      case 2 where arity.contains(2): return apply(arguments[0], arguments[1])
      default: return .null
      }
    }
  }

  /// `number(x)`: see the case `number`.
  static func number(_ value: FormValue) -> FormValue {
    switch value {
    case .int, .decimal: return value
    case .string(let text):
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      // JSON's number syntax: an optional minus, digits (no leading zero), a fraction, an exponent.
      guard trimmed.utf8.count <= 64, isJSONNumber(trimmed) else { return .null }
      if let whole = Int(trimmed) { return .int(whole) }
      guard let number = Decimal(string: trimmed, locale: Locale(identifier: "en_US_POSIX")), !number.isNaN
      else { return .null }
      return .decimal(number)
    default: return .null
    }
  }

  /// Whether `text` is a number as JSON writes it: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
  private static func isJSONNumber(_ text: String) -> Bool {
    var bytes = text.utf8[...]
    func digits() -> Int {
      let count = bytes.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
      bytes = bytes.dropFirst(count)
      return count
    }
    if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
    let leadingZero = bytes.first == UInt8(ascii: "0")
    let whole = digits()
    guard whole > 0, !leadingZero || whole == 1 else { return false }
    if bytes.first == UInt8(ascii: ".") {
      bytes = bytes.dropFirst()
      guard digits() > 0 else { return false }
    }
    if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
      guard digits() > 0 else { return false }
    }
    return bytes.isEmpty
  }

  private static func text(_ value: FormValue, _ transform: (String) -> FormValue) -> FormValue {
    guard case .string(let text) = value else { return .null }
    return transform(text)
  }

  /// Rounds half away from zero to `places` decimal places. An int stays an int (rounding it to
  /// negative places too, unless the result outgrows `Int`); a decimal rounded to whole units
  /// becomes an int when it fits.
  static func round(_ value: FormValue, places: Int) -> FormValue {
    switch value {
    case .int where places >= 0:
      return value
    case .int(let whole):
      var input = Decimal(whole)
      var result = Decimal()
      NSDecimalRound(&result, &input, places, .plain)
      return result.exactInt.map(FormValue.int) ?? .decimal(result)
    case .decimal(let number):
      guard var input = ExpressionRuntime.operand(number) else { return .null }
      var result = Decimal()
      NSDecimalRound(&result, &input, places, .plain)
      guard !result.isNaN else { return .null }
      if places <= 0, let whole = result.exactInt { return .int(whole) }
      return .decimal(result)
    default:
      return .null
    }
  }

  /// The UTC calendar day (days since 1970-01-01) of a date or an ISO 8601 string.
  static func day(_ value: FormValue) -> Int? {
    let date: Date
    switch value {
    case .date(let given): date = given
    case .string(let text):
      guard let parsed = FormDateCoding.parse(text) else { return nil }
      date = parsed
    default: return nil
    }
    let days = (date.timeIntervalSince1970 / 86_400).rounded(.down)
    // Also keeps `Int(_:)` from trapping on a non-finite or absurd date.
    guard days.isFinite, Swift.abs(days) < 1e12 else { return nil }
    return Int(days)
  }
}

/// The calendar rules of `today()` and `age(…)`: days since 1970-01-01 in the proleptic
/// Gregorian calendar, worked out by arithmetic (no `Calendar`, so no time zone database and no
/// allocation on the evaluation path).
package enum ExpressionDates {
  /// `now`'s calendar date in `timeZone`, as a date-only value (midnight UTC of that date).
  package static func today(now: Date, in timeZone: TimeZone) -> FormValue {
    let local = now.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: now))
    let days = (local / 86_400).rounded(.down)
    guard days.isFinite, abs(days) < 1e12 else { return .null }
    return .date(Date(timeIntervalSince1970: days * 86_400))
  }

  /// Whole years from one day to another: the difference of their years, one less while the
  /// later day's month and day come before the earlier one's (negative when `to` is earlier).
  static func years(fromDay from: Int, toDay to: Int) -> Int {
    guard from <= to else { return -years(fromDay: to, toDay: from) }
    let (y1, m1, d1) = civil(from)
    let (y2, m2, d2) = civil(to)
    let reached = (m2, d2) >= (m1, d1)
    return y2 - y1 - (reached ? 0 : 1)
  }

  /// Year, month and day of a day count since 1970-01-01 (Howard Hinnant's `civil_from_days`
  /// algorithm, described in his public date algorithms paper).
  static func civil(_ days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shifted = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shifted + 2) / 5 + 1
    let month = shifted < 10 ? shifted + 3 : shifted - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
