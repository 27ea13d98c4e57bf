import Formwork
import Foundation
import Testing

@testable import FormworkTerminal

/// The date picker: fields chosen with ←/→, changed with ↑/↓ or digits, within the row's
/// bounds and minute interval; and the session giving its values to the form.
@MainActor
@Suite struct DatePickerTests {
  typealias F = TestForms
  static let utc = TimeZone(identifier: "UTC")!

  var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = Self.utc
    return calendar
  }

  func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> FormValue {
    .date(calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!)
  }

  /// A date-only value is its calendar date (held as midnight UTC): west of UTC the picker, the
  /// row's text and "today" still show and give that date, not the day before.
  @Test func aDateRowShowsAndPicksItsCalendarDateWestOfUTC() throws {
    let newYork = try #require(TimeZone(identifier: "America/New_York"))
    let firstOfMarch = date(2024, 3, 1)
    var picker = DatePicker(style: .date, value: firstOfMarch, configuration: RowConfiguration(), timeZone: newYork)
    let parts = try #require(picker.components())
    #expect(parts[.year] == 2024)
    #expect(parts[.month] == 3)
    #expect(parts[.day] == 1)
    let english = Locale(identifier: "en_US")
    #expect(DateDisplay(locale: english, timeZone: newYork).text(of: firstOfMarch, style: .date).contains("Mar 1"))
    // 23:30 on 1 March in New York is already 2 March in UTC: today is still 1 March.
    guard case .date(let lateEvening) = date(2024, 3, 2, 4, 30) else { return }
    #expect(picker.handle(.character("t"), now: lateEvening) == .changed(firstOfMarch))
  }

  func picker(_ style: DateStyle, _ value: FormValue = .null, configure: (inout RowConfiguration) -> Void = { _ in })
    -> DatePicker
  {
    var configuration = RowConfiguration()
    configure(&configuration)
    return DatePicker(style: style, value: value, configuration: configuration, timeZone: Self.utc)
  }

  /// Applies keys as the session does: each proposed value becomes the picker's value.
  func press(_ keys: [Key], on picker: inout DatePicker) -> [DatePicker.Effect] {
    keys.map { key in
      let effect = picker.handle(key, now: testNow)
      switch effect {
      case .changed(let value), .done(let value?): picker.value = value
      default: break
      }
      return effect
    }
  }

  @Test func anEmptyPickerStartsFromTodayWithinItsBounds() {
    var today = picker(.date)
    _ = press([.up], on: &today)
    #expect(today.value == date(2026, 6, 15))
    var late = picker(.date) { $0.minimumDate = calendar.date(from: DateComponents(year: 2027, month: 3, day: 1)) }
    _ = press([.up], on: &late)
    #expect(late.value == date(2027, 3, 1))
    var now = picker(.dateTime) { $0.minuteInterval = 15 }
    _ = press([.character("n")], on: &now)
    #expect(now.value == date(2026, 6, 15, 10, 30))
  }

  @Test func arrowsChangeTheSelectedFieldAndDaysWrapInTheirMonth() {
    var day = picker(.date, date(2026, 2, 27))
    _ = press([.right, .right, .up, .up], on: &day)
    #expect(day.value == date(2026, 2, 1))  // 28 days in February 2026
    _ = press([.down], on: &day)
    #expect(day.value == date(2026, 2, 28))
    _ = press([.left, .down], on: &day)
    #expect(day.value == date(2026, 1, 28))
    _ = press([.left, .up, .pageUp], on: &day)
    #expect(day.value == date(2037, 1, 28))
    _ = press([.right, .up, .right, .right], on: &day)
    #expect(day.selectedField == .day)  // ← and → stop at the ends
  }

  @Test func aMonthWithFewerDaysKeepsTheDayInIt() {
    var day = picker(.date, date(2026, 1, 31))
    _ = press([.right, .up], on: &day)
    #expect(day.value == date(2026, 2, 28))
  }

  @Test func minutesStepByTheRowsInterval() {
    var time = picker(.time, date(2026, 6, 15, 9, 50)) { $0.minuteInterval = 15 }
    _ = press([.right, .up], on: &time)
    #expect(time.value == date(2026, 6, 15, 9, 0))  // 9:50 → the next quarter wraps to :00
    _ = press([.down, .down], on: &time)
    #expect(time.value == date(2026, 6, 15, 9, 30))
    _ = press([.character("4"), .character("4")], on: &time)
    #expect(time.value == date(2026, 6, 15, 9, 45))  // 44 → :45, the nearest quarter
    #expect(time.note == .minuteStep(typed: 44, minute: 45, interval: 15))
  }

  @Test func typedMinutesKeepTheirMeaningOnTheNearestStepAndSaySo() {
    var three = picker(.time, date(2026, 6, 15, 9, 0)) { $0.minuteInterval = 5 }
    _ = press([.character("0"), .character("6"), .character("3"), .enter], on: &three)
    #expect(three.value == date(2026, 6, 15, 6, 5))  // one digit is a minute, as day and hour take one
    #expect(three.note == .minuteStep(typed: 3, minute: 5, interval: 5))
    var four = picker(.time, date(2026, 6, 15, 1, 0)) { $0.minuteInterval = 5 }
    _ = press([.right, .character("0"), .character("4")], on: &four)
    #expect(four.value == date(2026, 6, 15, 1, 5))
    var late = picker(.time, date(2026, 6, 15, 1, 0)) { $0.minuteInterval = 5 }
    _ = press([.right, .character("5"), .character("9")], on: &late)
    #expect(late.value == date(2026, 6, 15, 1, 55))  // the hour's last step, not the next hour
    #expect(late.note == .minuteStep(typed: 59, minute: 55, interval: 5))
    var nine = picker(.time, date(2026, 6, 15, 1, 0))
    _ = press([.right, .character("9")], on: &nine)
    #expect(nine.value == date(2026, 6, 15, 1, 9))  // 9 is 09: no minute starts with 6–9
    #expect(nine.note == nil)
    var exact = picker(.time, date(2026, 6, 15, 1, 0)) { $0.minuteInterval = 5 }
    _ = press([.right, .character("2"), .character("5")], on: &exact)
    #expect(exact.value == date(2026, 6, 15, 1, 25) && exact.note == nil)
  }

  @Test func theSessionShowsWhereATypedMinuteWent() async throws {
    let session = try session()
    await session.handle(.down)  // Time, on a 15-minute interval
    for character in "1007" { await session.handle(.character(character)) }
    #expect(session.form[F.time].map { calendar(.current).component(.minute, from: $0) } == 0)
    #expect(session.statusText == "Minutes go in steps of 15: 07 became 00.")
  }

  func calendar(_ zone: TimeZone) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    return calendar
  }

  @Test func digitsFillAFieldAndMoveOn() {
    var day = picker(.date)
    let effects = press(Array("2027-3-9").map { .character($0) }, on: &day)
    #expect(day.value == date(2027, 3, 9))
    #expect(effects.contains(.moved))  // digits still being typed change nothing
    var time = picker(.time, date(2026, 6, 15, 9, 0))
    _ = press([.character("1"), .character("7"), .character("0"), .character("5")], on: &time)
    #expect(time.value == date(2026, 6, 15, 17, 5))
    var typing = picker(.date, date(2026, 6, 15))
    _ = press([.character("2"), .character("0")], on: &typing)
    #expect(typing.typed == "20")
    #expect(press([.backspace], on: &typing) == [.moved])
    #expect(typing.typed == "2")
    #expect(press([.enter], on: &typing) == [.done(date(2, 6, 15))])
  }

  @Test func valuesStayWithinTheBoundsAndSaySo() {
    let low = calendar.date(from: DateComponents(year: 2026, month: 1, day: 1))!
    let high = calendar.date(from: DateComponents(year: 2026, month: 12, day: 31))!
    var day = picker(.date, date(2026, 12, 30)) {
      $0.minimumDate = low
      $0.maximumDate = high
    }
    _ = press([.left, .left, .up], on: &day)
    #expect(day.value == .date(high))
    #expect(day.note == .latest("2026-12-31"))
    _ = press(Array("1999").map { .character($0) }, on: &day)
    #expect(day.value == .date(low))
  }

  @Test func countdownsAreHoursAndMinutesInSeconds() {
    var duration = picker(.countdown)
    _ = press([.character("1"), .character(":"), .character("3"), .character("0")], on: &duration)
    #expect(duration.value == 5400.0.formValue)
    #expect(press([.character("t")], on: &duration) == [.ignored])  // no "now" for a duration
    _ = press([.down], on: &duration)
    #expect(duration.value == 5340.0.formValue)
  }

  @Test func deleteClearsAndEscapeUndoes() {
    var day = picker(.date, date(2026, 6, 15))
    #expect(press([.delete], on: &day) == [.changed(.null)])
    #expect(press([.escape], on: &day) == [.cancel])
    #expect(day.original == date(2026, 6, 15))
  }

  // MARK: In a session

  func session() throws -> FormTerminalSession {
    let session = FormTerminalSession(form: try F.dates(), title: "Dates")
    session.now = { testNow }
    return session
  }

  @Test func enterOpensArrowsPickEnterCloses() async throws {
    let session = try session()
    await session.handle(.enter)
    #expect(HelpText.text(for: session).hasPrefix("←→ field  ↑↓ change"))
    await session.handle(.up)
    let day = try #require(session.form[F.day])
    #expect(Calendar.current.component(.day, from: day) == 15)
    await session.handle(.enter)
    #expect(session.datePicker == nil)
    await session.handle(.down)  // the picker is closed: ↓ moves to the next row
    #expect(session.focus?.row == session.form.rowID(for: F.time))
  }

  @Test func escapePutsBackTheValueThePickerOpenedWith() async throws {
    let session = try session()
    await session.handle(.enter)
    await session.handle(.up)
    await session.handle(.up)
    await session.handle(.escape)
    #expect(session.form[F.day] == nil)
    #expect(session.outcome == nil)  // Esc closed the picker, not the form
  }

  @Test func inlinePickersOpenInTheRowUnderTheirs() async throws {
    let session = try session()
    while session.focus?.row != session.form.rowID(for: F.meeting) { await session.handle(.down) }
    await session.handle(.enter)
    let meeting = try #require(session.form.rowID(for: F.meeting))
    #expect(session.form.expandedRow == meeting)
    for character in "202607011200" { await session.handle(.character(character)) }
    let frame = session.frame(size: .standard).plainText
    #expect(frame.contains("> Meeting     Wed, Jul 1, 2026 at 12:00"))
    #expect(frame.contains("2026-07-01 12:00  Wed, Jul 1"))  // the picker, under its row
    await session.handle(.tab)
    #expect(session.form.expandedRow == nil)
  }

  @Test func backspaceClearsADateAndAPasteIsReadAsText() async throws {
    let session = try session()
    await session.handle(.paste("2026-03-04"))
    #expect(session.form[F.day] != nil)
    await session.handle(.backspace)
    #expect(session.form[F.day] == nil)
  }
}
