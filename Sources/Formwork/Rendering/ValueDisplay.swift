import Foundation

/// Turns values into display text in a locale: option titles for selectors, short dates, plain
/// numbers. Renderers share it so a row reads the same in UIKit, SwiftUI and the terminal.
public struct ValueDisplay: Sendable {
  public var locale: Locale
  public var timeZone: TimeZone

  public init(locale: Locale = .current, timeZone: TimeZone = .current) {
    self.locale = locale
    self.timeZone = timeZone
  }

  /// The display text of `value` in a row of `kind` with `options`; empty for null.
  public func text(for value: FormValue, kind: RowKind, options: [OptionItem] = []) -> String {
    switch (kind, value) {
    case (_, .null): return ""
    case (.selector, _), (.segmented, _):
      return options.first { $0.value == value }?.title ?? plain(value)
    case (.multipleSelector, .list(let values)):
      let chosen = options.filter { values.contains($0.value) }.map(\.title)
      return chosen.isEmpty && !values.isEmpty
        ? values.map(plain).joined(separator: ", ") : chosen.joined(separator: ", ")
    case (.date(.countdown, _), _):
      return value.numericValue.map { duration(seconds: $0) } ?? plain(value)
    case (.date(let style, _), .date(let date)):
      return format(date, style: style)
    case (.toggle, .bool(let flag)):
      return flag ? "On" : "Off"
    default:
      return plain(value)
    }
  }

  /// A value as plain text: strings as they are, numbers in the locale, dates as date and time.
  public func plain(_ value: FormValue) -> String {
    switch value {
    case .null: return ""
    case .bool(let flag): return flag ? "true" : "false"
    case .int(let number): return number.formatted(.number.locale(locale))
    case .decimal(let number): return number.formatted(.number.locale(locale))
    case .string(let text): return text
    case .date(let date): return format(date, style: .dateTime)
    case .list(let items): return items.map(plain).joined(separator: ", ")
    case .object: return value.jsonString()
    }
  }

  /// A number as a person would type it: the locale's decimal separator, no grouping.
  public func editableNumber(_ number: Decimal) -> String {
    number.formatted(.number.locale(locale).grouping(.never).precision(.fractionLength(0...38)))
  }

  /// A date in the locale's short style for a date style.
  public func format(_ date: Date, style: DateStyle) -> String {
    var format = Date.FormatStyle(locale: locale, timeZone: timeZone)
    switch style {
    case .date: format = format.year().month(.twoDigits).day(.twoDigits)
    case .time: format = format.hour().minute()
    case .dateTime, .countdown: format = format.year().month(.twoDigits).day(.twoDigits).hour().minute()
    }
    return date.formatted(format)
  }

  /// A duration as hours and minutes: `1 h 30 min`.
  public func duration(seconds: Decimal) -> String {
    let total = NSDecimalNumber(decimal: seconds).intValue
    let hours = total / 3600
    let minutes = (total % 3600) / 60
    if hours == 0 { return "\(minutes) min" }
    return minutes == 0 ? "\(hours) h" : "\(hours) h \(minutes) min"
  }
}
