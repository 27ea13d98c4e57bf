import Formwork
import Foundation

/// The picker a date, time, date-and-time or countdown row opens: its value as fields
/// (`2026-12-01 14:30`, or `1:30` for a countdown) of which one is selected.
///
/// ←/→ select a field, ↑/↓ change it (days wrap within their month, minutes step by the row's
/// minute interval), digits type into it (`-`, `/`, `:`, `.` or a space go to the next field;
/// typed minutes off the interval go to its nearest step, with a ``note``), `t`/`n` take today
/// or now. Every change stays within the row's minimum and maximum. The
/// picker only computes candidate values: the session hands each to the form as the user's.
///
/// ```swift
/// var picker = DatePicker(style: .date, value: .null, configuration: state.configuration)
/// picker.handle(.up, now: Date())   // .changed(.date(today))
/// ```
struct DatePicker: Sendable, Equatable {
  /// A field of the picker.
  enum Field: Sendable, Equatable {
    case year, month, day, hour, minute

    /// How many digits the field takes when typed.
    var digits: Int { self == .year ? 4 : 2 }
  }

  /// What a key did.
  enum Effect: Sendable, Equatable {
    /// Not a picker key.
    case ignored
    /// The selected field or the digits typed changed; the value did not.
    case moved
    /// The picker proposes this value (a `.date`, a countdown's seconds, or `.null`).
    case changed(FormValue)
    /// Enter: close, after giving the form this value (digits typed into a field) if any.
    case done(FormValue?)
    /// Esc: put back the value the picker opened with and close.
    case cancel
  }

  let style: DateStyle
  let fields: [Field]
  var selected = 0
  /// The value on screen (and, after a change, in the form).
  var value: FormValue
  /// The value the picker opened with, for Esc.
  let original: FormValue
  /// Digits typed into the selected field so far.
  var typed = ""
  /// A bound the last change reached, for the status line: the date clamped to (as the
  /// picker's fields, `2026-01-01`) and which bound it is.
  var note: BoundReached?

  /// A bound a change was kept within.
  enum BoundReached: Sendable, Equatable {
    /// The earliest date the row allows.
    case earliest(String)
    /// The latest.
    case latest(String)
    /// Typed minutes off the row's minute interval, put on its nearest step: `typed` became
    /// `minute`.
    case minuteStep(typed: Int, minute: Int, interval: Int)
  }
  let minimum: Date?
  let maximum: Date?
  let minuteInterval: Int
  /// The calendar of the value's fields: a date-only value is its calendar date, held as midnight
  /// UTC, so its fields are read in UTC; times are read in `timeZone`.
  var calendar: Calendar
  /// Where the person is: what "today" and "now" mean.
  let localTimeZone: TimeZone

  init(style: DateStyle, value: FormValue, configuration: RowConfiguration, timeZone: TimeZone = .current) {
    self.style = style
    switch style {
    case .date: fields = [.year, .month, .day]
    case .time, .countdown: fields = [.hour, .minute]
    case .dateTime: fields = [.year, .month, .day, .hour, .minute]
    }
    self.value = value
    original = value
    minimum = configuration.minimumDate
    maximum = configuration.maximumDate
    minuteInterval = max(1, min(30, configuration.minuteInterval ?? 1))
    localTimeZone = timeZone
    calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = style == .date ? (TimeZone(identifier: "UTC") ?? timeZone) : timeZone
  }

  /// Today where the person is, as a date-only value (midnight UTC of that date).
  private func today(_ now: Date) -> Date { FormDateCoding.calendarDate(of: now, in: localTimeZone) }

  var selectedField: Field { fields[selected] }

  // MARK: Keys

  mutating func handle(_ key: Key, now: Date) -> Effect {
    note = nil
    switch key {
    case .left, .right:
      let proposed = commitTyped(now: now)
      selected = min(max(0, selected + (key == .left ? -1 : 1)), fields.count - 1)
      return proposed.map { Effect.changed($0) } ?? .moved
    case .up, .down:
      typed = ""
      return .changed(stepped(by: key == .up ? 1 : -1, now: now))
    case .pageUp, .pageDown:
      typed = ""
      let bigStep = selectedField == .year ? 10 : selectedField == .minute ? 60 / minuteInterval / 4 : 5
      return .changed(stepped(by: (key == .pageUp ? 1 : -1) * max(1, bigStep), now: now))
    case .home, .end:
      typed = ""
      selected = key == .home ? 0 : fields.count - 1
      return .moved
    case .character(let character) where character.isASCII && character.isNumber:
      typed.append(character)
      if typed.count >= selectedField.digits || !canTakeAnotherDigit() {
        let proposed = commitTyped(now: now)
        selected = min(fields.count - 1, selected + 1)
        return proposed.map { Effect.changed($0) } ?? .moved
      }
      return .moved
    case .character(let character) where "-/:. ".contains(character):
      guard !typed.isEmpty else { return .moved }
      let proposed = commitTyped(now: now)
      selected = min(fields.count - 1, selected + 1)
      return proposed.map { Effect.changed($0) } ?? .moved
    case .character("t"), .character("n"):
      guard style != .countdown else { return .ignored }
      typed = ""
      return .changed(clamped(style == .date ? today(now) : snapped(now)))
    case .backspace where !typed.isEmpty:
      typed.removeLast()
      return .moved
    case .backspace, .delete:
      typed = ""
      return .changed(.null)
    case .enter:
      return .done(commitTyped(now: now))
    case .escape:
      typed = ""
      return .cancel
    default:
      return .ignored
    }
  }

  /// Whether one more digit could still make a valid value of the field ("2" in a month
  /// field could be 2 only: it is taken at once).
  private func canTakeAnotherDigit() -> Bool {
    guard let number = Int(typed) else { return true }
    switch selectedField {
    case .year: return true
    case .month: return number * 10 <= 12
    case .day: return number * 10 <= 31
    case .hour: return number * 10 <= 23
    case .minute: return number * 10 <= 59
    }
  }

  /// The value with the typed digits in the selected field, if digits were typed.
  private mutating func commitTyped(now: Date) -> FormValue? {
    guard !typed.isEmpty, let number = Int(typed) else { return nil }
    typed = ""
    return setting(selectedField, to: number, now: now)
  }

  // MARK: Values

  /// The field values on screen: the value's, or nothing yet.
  func components() -> [Field: Int]? {
    switch value {
    case .date(let date):
      let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
      return [
        .year: parts.year ?? 0, .month: parts.month ?? 1, .day: parts.day ?? 1, .hour: parts.hour ?? 0,
        .minute: parts.minute ?? 0,
      ]
    case .null:
      return nil
    default:
      guard style == .countdown, let seconds = value.numericValue else { return nil }
      let total = NSDecimalNumber(decimal: seconds).intValue
      return [.hour: total / 3600, .minute: (total % 3600) / 60]
    }
  }

  /// The starting point of a change to an empty picker: today (now, for times), in bounds.
  private func start(now: Date) -> [Field: Int] {
    if style == .countdown { return [.hour: 0, .minute: 0] }
    let base = style == .date ? today(now) : snapped(now)
    var copy = self
    copy.value = copy.clamped(base)
    return copy.components() ?? [:]
  }

  private mutating func setting(_ field: Field, to number: Int, now: Date) -> FormValue {
    var parts = components() ?? start(now: now)
    var minuteNote: BoundReached?
    defer { if note == nil { note = minuteNote } }
    switch field {
    case .year: parts[.year] = max(1, number)
    case .month: parts[.month] = min(12, max(1, number))
    case .day: parts[.day] = max(1, number)
    case .hour: parts[.hour] = min(23, number)
    case .minute:
      // Typed minutes keep their meaning: off the interval, they go to the nearest step of
      // the hour (never into the next hour), and the status line says where.
      let typed = min(59, number)
      let nearest = min((typed + minuteInterval / 2) / minuteInterval * minuteInterval, 60 - minuteInterval)
      parts[.minute] = nearest
      if nearest != typed { minuteNote = .minuteStep(typed: typed, minute: nearest, interval: minuteInterval) }
    }
    return make(parts)
  }

  private mutating func stepped(by delta: Int, now: Date) -> FormValue {
    guard var parts = components() else { return make(start(now: now)) }
    let field = selectedField
    switch field {
    case .year: parts[.year] = max(1, (parts[.year] ?? 1) + delta)
    case .month: parts[.month] = Self.wrap((parts[.month] ?? 1) - 1 + delta, 12) + 1
    case .day:
      let days = daysInMonth(year: parts[.year] ?? 2000, month: parts[.month] ?? 1)
      parts[.day] = Self.wrap((parts[.day] ?? 1) - 1 + delta, days) + 1
    case .hour: parts[.hour] = Self.wrap((parts[.hour] ?? 0) + delta, 24)
    case .minute:
      let slots = 60 / minuteInterval
      let slot = (parts[.minute] ?? 0) / minuteInterval
      parts[.minute] = Self.wrap(slot + delta, slots) * minuteInterval
    }
    return make(parts)
  }

  private static func wrap(_ value: Int, _ count: Int) -> Int { ((value % count) + count) % count }

  private func daysInMonth(year: Int, month: Int) -> Int {
    let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)) ?? Date()
    return calendar.range(of: .day, in: .month, for: first)?.count ?? 31
  }

  /// The value of these fields: a date within the bounds (the day kept within its month), or
  /// a countdown's seconds.
  private mutating func make(_ parts: [Field: Int]) -> FormValue {
    if style == .countdown {
      return Double((parts[.hour] ?? 0) * 3600 + (parts[.minute] ?? 0) * 60).formValue
    }
    let year = parts[.year] ?? 2000
    let month = parts[.month] ?? 1
    let day = min(parts[.day] ?? 1, daysInMonth(year: year, month: month))
    let components = DateComponents(
      year: year, month: month, day: day, hour: parts[.hour] ?? 0, minute: parts[.minute] ?? 0)
    guard let date = calendar.date(from: components) else { return value }
    return clamped(date)
  }

  /// A date moved into the row's bounds, with a note when it had to move.
  private mutating func clamped(_ date: Date) -> FormValue {
    var result = date
    if let minimum, result < minimum {
      result = snappedUp(minimum)
      note = .earliest(DateDisplay(calendar: calendar).fields(of: minimum, style: style))
    }
    if let maximum, result > maximum {
      result = snapped(maximum)
      if result > maximum { result = result.addingTimeInterval(-Double(minuteInterval * 60)) }
      note = .latest(DateDisplay(calendar: calendar).fields(of: maximum, style: style))
    }
    return .date(result)
  }

  /// A time with its minutes on the row's interval, rounded down.
  private func snapped(_ date: Date) -> Date {
    var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    parts.minute = (parts.minute ?? 0) / minuteInterval * minuteInterval
    if style == .date {
      parts.hour = 0
      parts.minute = 0
    }
    return calendar.date(from: parts) ?? date
  }

  /// The first time on the interval at or after `date`.
  private func snappedUp(_ date: Date) -> Date {
    let down = snapped(date)
    guard down < date, style != .date else { return style == .date ? date : down }
    return down.addingTimeInterval(Double(minuteInterval * 60))
  }
}
