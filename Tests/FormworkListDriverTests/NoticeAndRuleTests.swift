import Formwork
import FormworkListDriver
import Foundation
import Testing

/// The notice's timing, and the list driver's rules SwiftUI's views now ask instead of
/// rewriting them: a picker's minute step and a countdown's parts, a row's message and enabled
/// state, a check row's spoken words.
@MainActor
@Suite struct NoticeAndRuleTests {
  /// A notice whose timers run when the test says.
  static func notice() -> (NoticePresentation, () -> Void, () -> [Double]) {
    let notice = NoticePresentation()
    var timers: [(Double, @MainActor () -> Void)] = []
    notice.schedule = { seconds, work in timers.append((seconds, work)) }
    let runAll = {
      let due = timers
      timers = []
      for (_, work) in due { work() }
    }
    return (notice, runAll, { timers.map(\.0) })
  }

  @Test func aMessageHidesAfterItsDuration() {
    let (notice, runTimers, pending) = Self.notice()
    var told: [String] = []
    notice.observer = PresentationObserver(
      willChange: { _ in told.append("will \(notice.message ?? "-")") },
      didChange: { _ in told.append("did \(notice.message ?? "-")") })
    notice.show("Locked")
    #expect(notice.message == "Locked")
    #expect(pending() == [2.5])
    runTimers()
    #expect(notice.message == nil)
    #expect(told == ["will -", "did Locked", "will Locked", "did -"])
  }

  @Test func anOlderTimerDoesNotHideANewerMessage() {
    let (notice, runTimers, pending) = Self.notice()
    notice.duration = 1
    notice.show("First")
    notice.show("Second")
    #expect(pending() == [1, 1])
    notice.dismiss()
    notice.show("Third")
    // The first two timers belong to messages no longer shown; the third one's hides it.
    runTimers()
    #expect(notice.message == nil)
    notice.show("Fourth")
    notice.show("Fourth")
    #expect(notice.message == "Fourth")
  }

  @Test func aMessageWithoutDurationStaysUntilDismissed() {
    let (notice, runTimers, pending) = Self.notice()
    notice.duration = nil
    notice.show("Stays")
    #expect(pending().isEmpty)
    runTimers()
    #expect(notice.message == "Stays")
    notice.dismiss()
    #expect(notice.message == nil)
  }

  @Test func theDefaultTimerHidesTheMessage() async {
    let notice = NoticePresentation()
    notice.duration = 0
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      notice.observer = PresentationObserver(
        willChange: { _ in },
        didChange: { _ in
          if notice.message == nil { done.resume() }
        })
      notice.show("Gone soon")
    }
    #expect(notice.message == nil)
  }

  // MARK: The driver's rules

  @Test(arguments: [
    (15 as Int?, 15), (5, 5), (30, 30), (1, 1), (7, 1), (45, 1), (nil, 1),
  ])
  func aPickersMinuteStepDividesAnHour(interval: Int?, step: Int) throws {
    var row = Row.date("when", "When")
    // An interval that does not divide an hour fails the build; the driver still copes with one.
    if let interval, 60 % interval == 0, interval <= 30 { row = row.minuteInterval(interval) }
    let form = try Form { Section { row } }
    let state = try #require(form.state(forTag: "when"))
    var content = try #require(FormDateContent(state: state))
    content.minuteInterval = interval
    #expect(content.minuteStep == step)
    let date = Date(timeIntervalSinceReferenceDate: 7 * 60 + 20)
    let snapped = content.snapped(date)
    #expect(Int(snapped.timeIntervalSinceReferenceDate) % (step * 60) == 0 || step == 1)
    if step == 1 { #expect(snapped == date) }
  }

  /// A picker shows dates in its own time zone: a date row's calendar date (midnight UTC) is
  /// given to it at midnight there, bounds too, so New York's picker shows 1 March, not 29 February.
  @Test func aDateRowsCalendarDateIsShownAtMidnightInThePickersZone() throws {
    let first = try #require(FormDateCoding.calendarDate(from: "2024-03-01"))
    let form = try Form {
      Section { Row.date(RowKey<Date>("day"), "Day", value: first).dateRange(first, first) }
    }
    let newYork = try #require(TimeZone(identifier: "America/New_York"))
    let state = try #require(form.state(forTag: "day"))
    let content = try #require(FormDateContent(state: state, timeZone: newYork))
    let shown = try #require(FormDateCoding.parse("2024-03-01T00:00:00-05:00"))
    #expect(content.value == shown)
    #expect(content.minimumDate == shown)
    #expect(content.maximumDate == shown)
    // What the picker gives back is read as the date it falls on in the form's time zone.
    form.timeZone = newYork
    let row = try #require(form.rowID(for: RowKey<Date>("day")))
    try form.userSetValue(.date(shown), for: row)
    #expect(form[RowKey<Date>("day")] == first)
  }

  @Test func aCountdownsHoursAndMinutesFollowItsStep() throws {
    let form = try Form {
      Section { Row.countdown("timer", "Timer", value: 2 * 3600 + 37 * 60 + 10).minuteInterval(15) }
    }
    let state = try #require(form.state(forTag: "timer"))
    let content = try #require(FormDateContent(state: state))
    #expect(content.countdownHours == 2)
    #expect(content.countdownMinutes == 30, "37 minutes, down to the 15-minute step")
    #expect(content.minuteStep == 15)
  }

  @Test func aRowsMessageIsItsInputErrorThenErrorThenWarning() throws {
    let age = RowKey<Int>("age")
    let form = try Form { Section { Row.integer(age, "Age").required() } }
    let id = try #require(form.rowID(for: age))
    let before = try #require(form.state(of: id))
    #expect(FormCellMessage(state: before) == nil)
    _ = form.validate()
    let validated = try #require(form.state(of: id))
    let required = try #require(FormCellMessage(state: validated))
    #expect(required.severity == .error)
    form.input("4x", for: id)
    let state = try #require(form.state(of: id))
    let inputError = try #require(state.inputError)
    #expect(FormCellMessage(state: state) == FormCellMessage(text: inputError, severity: .error))
  }

  @Test func anInlineEditorOfADeniedRowTakesNoEdits() throws {
    let form = try Form {
      Section { Row.date("day", "Day", inline: true).disabled(when: { _ in true }).disabledReason("Fixed") }
    }
    let day = try #require(form.rowID(forTag: "day"))
    form.setInlineExpanded(day, true)
    form.flush()
    let driver = FormListDriver(form: form)
    let editorPath = ItemPath(item: 1, section: 0)
    let editor = try #require(driver.cell(at: editorPath).state)
    #expect(editor.disabledReason == "Fixed")
    #expect(!editor.acceptsEdits)
    #expect(!driver.cell(at: editorPath).content.isEnabled, "UIKit's cell follows the same rule")
  }

  @Test func aRowShowsItsValueOrItsNoValueTextAndATextFieldItsPlaceholder() throws {
    let form = try Form {
      Section {
        Row.selector("color", "Color", options: DriverFixtures.colors).noValueText("Pick one")
        Row.info("version", "Version", value: "1.0")
        Row.text("name", "Name").noValueText("None").placeholder("Your name")
      }
    }
    let driver = FormListDriver(form: form)
    for (item, tag, text, isNoValue) in [
      (0, "color", "Pick one", true), (1, "version", "1.0", false), (2, "name", "", true),
    ] {
      let state = try #require(form.state(forTag: tag))
      let detail = FormRowDetail(state: state)
      #expect(detail == FormRowDetail(text: text, isNoValue: isNoValue), "\(tag)")
      let cell = driver.cell(at: ItemPath(item: item, section: 0)).content
      #expect(cell.detail == detail.text && cell.detailIsNoValue == detail.isNoValue, "the cell says the same: \(tag)")
    }
  }

  @Test func aCheckRowSaysSelectedAsATraitAndNoValueWords() throws {
    let form = try Form { Section { Row.check("terms", "Terms", value: true) } }
    let state = try #require(form.state(forTag: "terms"))
    let spoken = FormAccessibilityContent(state: state, strings: FormListStrings(strings: form.strings))
    #expect(spoken.isSelected)
    #expect(spoken.value == "", "no English 'checked': selection is a trait, read in the system's language")
    #expect(spoken.label == "Terms")
  }
}
