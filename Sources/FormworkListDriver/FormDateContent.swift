import Formwork
import Foundation

/// What a date picker shows for a date row, the same for every renderer: its style, its bounds,
/// and the date or duration it is set to — the row's value, or a default when the row has none.
///
/// A picker is always set from this, also for a row without value: a reused picker must never
/// keep the date of the row it showed before.
///
/// A date row's value is a calendar date held as midnight UTC (`FormDateCoding`); a picker
/// shows dates in its own time zone, so ``value`` and the bounds of a date row are that calendar
/// date at midnight in `timeZone`, and the date the picker gives back is read by the form as the
/// date it falls on there.
///
/// ```swift
/// let date = cell.content.date!
/// picker.setDate(date.shownDate(now: Date()), animated: false)
/// if date.takesShownValueOnOpen { /* write the picker's date when it opens */ }
/// ```
public struct FormDateContent: Sendable, Equatable {
  /// Date, time, date and time, or a countdown.
  public var style: DateStyle
  /// The row's date; `nil` when it has none (or is a countdown).
  public var value: Date?
  /// The countdown's duration in seconds: the row's value, or 0 when it has none.
  public var duration: Double
  /// The earliest date the picker offers.
  public var minimumDate: Date?
  /// The latest date the picker offers.
  public var maximumDate: Date?
  /// The minutes between the picker's choices.
  public var minuteInterval: Int?
  /// Whether the row has no value: the value the picker shows becomes the row's as soon as the
  /// picker opens, so that what is shown (today) can be chosen without spinning away and back.
  public var takesShownValueOnOpen: Bool

  /// The date picker content of a date row, or `nil` when the row is not a date row.
  ///
  /// - Parameters:
  ///   - state: The row's state.
  ///   - timeZone: The time zone the picker shows dates in: a date row's calendar dates are
  ///     given at midnight there.
  public init?(state: RowState, timeZone: TimeZone = .current) {
    guard case .date(let style, _) = state.kind else { return nil }
    let configuration = state.configuration
    self.style = style
    let shown = { (date: Date) in style == .date ? Self.midnight(of: date, in: timeZone) : date }
    minimumDate = configuration.minimumDate.map(shown)
    maximumDate = configuration.maximumDate.map(shown)
    minuteInterval = configuration.minuteInterval
    takesShownValueOnOpen = state.value == .null
    if case .date(let date) = state.value, style != .countdown { value = shown(date) } else { value = nil }
    switch state.value {
    case .int(let seconds) where style == .countdown: duration = Double(seconds)
    case .decimal(let seconds) where style == .countdown: duration = NSDecimalNumber(decimal: seconds).doubleValue
    default: duration = 0
    }
  }

  /// The calendar date of a date-only value (its date in UTC) at midnight in `timeZone`.
  static func midnight(of calendarDate: Date, in timeZone: TimeZone) -> Date {
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(secondsFromGMT: 0) ?? timeZone
    var local = utc
    local.timeZone = timeZone
    let fields = utc.dateComponents([.era, .year, .month, .day], from: calendarDate)
    return local.date(from: fields).map { local.startOfDay(for: $0) } ?? calendarDate
  }

  /// The date the picker shows: the row's, else `now` brought within the bounds and onto the
  /// minute interval.
  public func shownDate(now: Date) -> Date {
    if let value { return value }
    var date = now
    if let minimumDate, date < minimumDate { date = minimumDate }
    if let maximumDate, date > maximumDate { date = maximumDate }
    return snapped(date)
  }

  /// The minutes between the choices a picker offers: the row's ``minuteInterval`` when it
  /// divides an hour (1 to 30), else 1, as `UIDatePicker.minuteInterval` takes it.
  public var minuteStep: Int {
    guard let interval = minuteInterval, (1...30).contains(interval), 60 % interval == 0 else { return 1 }
    return interval
  }

  /// The hours of a countdown's ``duration``.
  public var countdownHours: Int { Int(max(duration, 0)) / 3600 }

  /// The minutes of a countdown's ``duration`` past its hours, down to the ``minuteStep``: what
  /// a minutes picker shows.
  public var countdownMinutes: Int { (Int(max(duration, 0)) % 3600) / 60 / minuteStep * minuteStep }

  /// A date with its minutes rounded to the row's ``minuteStep``, for pickers without an
  /// interval of their own (SwiftUI's).
  public func snapped(_ date: Date) -> Date {
    let interval = minuteStep
    guard interval > 1 else { return date }
    let step = TimeInterval(interval * 60)
    let seconds = date.timeIntervalSinceReferenceDate
    return Date(timeIntervalSinceReferenceDate: (seconds / step).rounded() * step)
  }
}
