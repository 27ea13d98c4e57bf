import Formwork
import Foundation

/// Dates as the terminal shows them: with the month as a word in the locale's order
/// (`Tue, Dec 1, 2026` in English, `Tue 1 Dec 2026` in British English), so `01/12/2026` never
/// leaves a reader wondering; and as the picker's fields (`2026-12-01 14:30`).
struct DateDisplay {
  var calendar: Calendar
  var locale = Locale.current

  init(calendar: Calendar, locale: Locale = .current) {
    self.calendar = calendar
    self.locale = locale
  }

  init(locale: Locale, timeZone: TimeZone = .current) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    self.init(calendar: calendar, locale: locale)
  }

  /// The calendar a value of `style` is read in: a date-only value is its calendar date, held as
  /// midnight UTC, so it is read in UTC (west of UTC it would otherwise show the day before).
  private func calendar(for style: DateStyle) -> Calendar {
    guard style == .date, let utc = TimeZone(identifier: "UTC") else { return calendar }
    var calendar = self.calendar
    calendar.timeZone = utc
    return calendar
  }

  /// A value of a date row for reading: the date with a weekday and the month as a word, the
  /// time in the locale's clock, a countdown as hours and minutes; empty for no value.
  func text(of value: FormValue, style: DateStyle) -> String {
    switch (style, value) {
    case (_, .null): return ""
    case (.countdown, _):
      return value.numericValue.map { ValueDisplay(locale: locale).duration(seconds: $0) } ?? ""
    case (_, .date(let date)):
      let calendar = self.calendar(for: style)
      var format = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone)
      switch style {
      case .date: format = format.weekday(.abbreviated).year().month(.abbreviated).day()
      case .time: format = format.hour().minute()
      case .dateTime, .countdown:
        format = format.weekday(.abbreviated).year().month(.abbreviated).day().hour().minute()
      }
      return date.formatted(format)
    default:
      return ValueDisplay(locale: locale).plain(value)
    }
  }

  /// A date as the picker's fields: `2026-12-01`, `14:30` or `2026-12-01 14:30`.
  func fields(of date: Date, style: DateStyle) -> String {
    let parts = calendar(for: style).dateComponents([.year, .month, .day, .hour, .minute], from: date)
    let day = "\(pad(parts.year, 4))-\(pad(parts.month, 2))-\(pad(parts.day, 2))"
    let time = "\(pad(parts.hour, 2)):\(pad(parts.minute, 2))"
    switch style {
    case .date: return day
    case .time, .countdown: return time
    case .dateTime: return day + " " + time
    }
  }

  private func pad(_ number: Int?, _ width: Int) -> String {
    let text = String(number ?? 0)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }

  /// The picker as one line: each field, the selected one highlighted (with the digits typed
  /// so far), then the value for reading.
  func line(of picker: DatePicker, locale: Locale) -> ScreenLine {
    let parts = picker.components()
    var line = ScreenLine()
    for (index, field) in picker.fields.enumerated() {
      if index > 0 { line.append(Self.separator(before: field, in: picker.fields), style: .dim) }
      let text: String
      if index == picker.selected, !picker.typed.isEmpty {
        text = picker.typed + String(repeating: "_", count: max(0, field.digits - picker.typed.count))
      } else if let number = parts?[field] {
        text = pad(number, picker.style == .countdown && field == .hour ? 1 : field.digits)
      } else {
        text = Self.placeholder(field)
      }
      line.append(text, style: index == picker.selected ? [.bold, .reverse] : (parts == nil ? .dim : []))
    }
    var reading = ""
    if picker.style == .countdown {
      reading = DateDisplay(calendar: calendar, locale: locale).text(of: picker.value, style: .countdown)
    } else if case .date(let date) = picker.value {
      let calendar = picker.calendar
      var format = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone)
      format = picker.style == .time ? format.hour().minute() : format.weekday(.abbreviated).month(.abbreviated).day()
      reading = date.formatted(format)
    }
    if !reading.isEmpty { line.append("  " + reading, style: .dim) }
    return line
  }

  private static func separator(before field: DatePicker.Field, in fields: [DatePicker.Field]) -> String {
    switch field {
    case .month, .day: return "-"
    case .hour: return " "
    case .minute: return ":"
    case .year: return ""
    }
  }

  private static func placeholder(_ field: DatePicker.Field) -> String {
    switch field {
    case .year: return "yyyy"
    case .month: return "mm"
    case .day: return "dd"
    case .hour: return "hh"
    case .minute: return "mm"
    }
  }
}
