import Foundation

/// Turns values into display text in a locale: option titles for selectors, dates in the
/// locale's medium style, numbers with its separators, switches and durations in its language.
/// Renderers share it so a row reads the same in UIKit, SwiftUI and the terminal.
///
/// A date row's value (a calendar date, held as midnight UTC) reads as that date in every time
/// zone; times and moments are shown in ``timeZone``.
///
/// Dates never read ambiguously: the month is a word or comes after the year
/// (`Dec 1, 2026`, `1 déc. 2026`, `2026年12月1日`), in every locale, the POSIX one included.
///
/// ```swift
/// let display = ValueDisplay(locale: Locale(identifier: "de_DE"))
/// display.text(for: .bool(true), kind: .toggle)   // "Ein"
/// display.format(date, style: .date)              // "1. Dez. 2026"
/// ```
public struct ValueDisplay: Sendable {
  /// The locale of the formats and words.
  public var locale: Locale
  /// The time zone dates are shown in.
  public var timeZone: TimeZone

  /// A display in `locale`, dates shown in `timeZone`.
  public init(locale: Locale = .current, timeZone: TimeZone = .current) {
    self.locale = locale
    self.timeZone = timeZone
  }

  private static let utc = TimeZone(secondsFromGMT: 0) ?? .current

  /// The words of displayed values, in the locale's language.
  public var strings: FormStrings { FormStrings(locale: locale) }

  /// The locale formats come from: the root locale (an empty identifier), which formats dates
  /// as `2026 M12 1`, reads as POSIX.
  private var formatLocale: Locale {
    locale.identifier.isEmpty ? Locale(identifier: "en_US_POSIX") : locale
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
    case (.ranking, .list(let values)):
      // In ranked order: each value's option title, or the value itself.
      return values.map { value in options.first { $0.value == value }?.title ?? plain(value) }.joined(separator: ", ")
    case (.date(.countdown, _), _):
      return value.numericValue.map { duration(seconds: $0) } ?? plain(value)
    case (.date(.date, _), .date(let date)):
      // A date-only value is a calendar date held as midnight UTC: shown as that date anywhere.
      var calendarDates = self
      calendarDates.timeZone = Self.utc
      return calendarDates.format(date, style: .date)
    case (.date(let style, _), .date(let date)):
      return format(date, style: style)
    case (.toggle, .bool(let flag)):
      return flag ? strings.values.on : strings.values.off
    default:
      return plain(value)
    }
  }

  /// A value as plain text: strings as they are, numbers in the locale, dates as date and time.
  public func plain(_ value: FormValue) -> String {
    switch value {
    case .null: return ""
    case .bool(let flag): return flag ? "true" : "false"
    case .int(let number): return number.formatted(.number.locale(formatLocale))
    case .decimal(let number): return number.formatted(.number.locale(formatLocale))
    case .string(let text): return text
    case .date(let date): return format(date, style: .dateTime)
    case .list(let items): return items.map(plain).joined(separator: ", ")
    case .object: return value.jsonString()
    }
  }

  /// A number as a person would type it: the locale's decimal separator, no grouping.
  public func editableNumber(_ number: Decimal) -> String {
    number.formatted(.number.locale(formatLocale).grouping(.never).precision(.fractionLength(0...38)))
  }

  /// A date in the locale's medium date style and short time style, in the locale's calendar:
  /// `Dec 1, 2026`, `10:00 AM`, `Dec 1, 2026 at 10:00 AM` in American English.
  public func format(_ date: Date, style: DateStyle) -> String {
    let (dateStyle, timeStyle): (Date.FormatStyle.DateStyle, Date.FormatStyle.TimeStyle) =
      switch style {
      case .date: (.abbreviated, .omitted)
      case .time: (.omitted, .shortened)
      case .dateTime, .countdown: (.abbreviated, .shortened)
      }
    let locale = formatLocale
    return date.formatted(
      Date.FormatStyle(date: dateStyle, time: timeStyle, locale: locale, calendar: locale.calendar, timeZone: timeZone))
  }

  /// A duration as hours and minutes in the locale's language: `1 h 30 min`, `1 Std. 30 Min.`,
  /// `1時間30分`.
  public func duration(seconds: Decimal) -> String {
    let total = NSDecimalNumber(decimal: seconds).intValue
    return strings.values.duration(hours: total / 3600, minutes: (total % 3600) / 60)
  }
}

extension Form {
  /// A row's value as display text.
  func displayText(of node: RowNode) -> String {
    if let subform = node.spec.subform {
      if let summary = subform.summary { return node.value.isNull ? "" : summary(node.value) }
      guard case .object(let members) = node.value else { return "" }
      let filled = members.values.filter { !$0.isEmpty }.count
      return filled == 0 ? "" : "\(filled) field\(filled == 1 ? "" : "s")"
    }
    if let formatter = node.spec.configuration.value.formatter { return node.value.isNull ? "" : formatter(node.value) }
    if let format = node.spec.configuration.value.liveFormat, let text = format.text(for: node.value, locale: locale) {
      return text
    }
    if node.isCompanion, case .inlineEditor(let parent) = node.spec.kind, let parentNode = storage.node(parent) {
      return displayText(of: parentNode)
    }
    if case .columnPicker = node.spec.kind { return Self.columnText(of: node) }
    return ValueDisplay(locale: locale).text(for: node.value, kind: node.spec.kind, options: node.optionsState.items)
  }

  /// A picker's choices as their options' titles, space-separated: `5 ft 11 in`.
  private static func columnText(of node: RowNode) -> String {
    guard case .list(let chosen) = node.value else { return "" }
    let columns = PickerColumn.resolved(node.spec.configuration.value.pickerColumns, for: node.value)
    return zip(chosen, columns).map { choice, column in
      column.options.first { $0.value == choice }?.title ?? choice.jsonString()
    }.joined(separator: " ")
  }
}
