import Formwork
import FormworkDiff
import FormworkExamples
import FormworkTestSupport
import Foundation
import Testing

/// The article's TIM "new schedule": inline pickers, a button revealing rows, rules across rows.
@MainActor
@Suite struct NewScheduleTests {
  typealias Keys = ExampleForm.NewScheduleKeys

  /// A schedule form whose "now" is 2024-05-04 08:50 UTC.
  func makeForm() throws -> Form {
    let now = try date("2024-05-04T08:50:00Z")
    return try ExampleForm.newSchedule(now: { now }).make()
  }

  @Test func startAndEndPickersOpenInlineOneAtATime() throws {
    let form = try makeForm()
    let screen = UpdateRecorder(form)
    let start = try row(Keys.start, in: form)
    let end = try row(Keys.end, in: form)
    #expect(screen.visibleTags[0] == ["name", "start", "end", "location"])

    #expect(form.tap(start) == .inlineToggled(true))
    let opened = try #require(screen.flush())
    #expect(opened.list.stages.flatMap(\.itemInserts) == [ItemPath(item: 2, section: 0)])
    #expect(screen.visibleTags[0] == ["name", "start", "(editor)", "end", "location"])

    // Opening the end picker closes the start picker, in one update.
    #expect(form.tap(end) == .inlineToggled(true))
    let switched = try #require(screen.flush())
    #expect(switched.list.stages.flatMap(\.itemDeletes) == [ItemPath(item: 2, section: 0)])
    #expect(switched.list.stages.flatMap(\.itemInserts) == [ItemPath(item: 3, section: 0)])
    #expect(screen.visibleTags[0] == ["name", "start", "end", "(editor)", "location"])
    #expect(form.expandedRow == end)

    // The editor sets its parent's value; the parent shows it in place.
    let editor = try #require(form.rowID(at: ItemPath(item: 3, section: 0)))
    try form.userSetValue(.date(try date("2024-05-04T10:00:00Z")), for: editor)
    #expect(form[Keys.end] == (try date("2024-05-04T10:00:00Z")))
    #expect(screen.flush()?.reconfigured.contains(end) == true)

    #expect(form.tap(end) == .inlineToggled(false))
    screen.flush()
    #expect(screen.visibleTags[0] == ["name", "start", "end", "location"])
  }

  @Test func addRemindButtonRevealsTheReminderAndTheNoteInOneUpdate() throws {
    let form = try makeForm()
    let screen = UpdateRecorder(form)
    #expect(screen.visibleSections == ["base", "participants", "remind"])
    #expect(screen.visibleTags[2] == ["addRemind", "bell"])

    #expect(form.tap(try row(tag: Keys.addRemindButton, in: form)) == .performedAction)
    #expect(form.context[Keys.showsRemindAndNote] == true)
    let update = try #require(screen.flush())
    #expect(update.isStructural)
    #expect(screen.visibleSections == ["base", "participants", "remind", "note"])
    #expect(screen.visibleTags[2] == ["remind", "bell"])
    #expect(screen.visibleTags[3] == ["note"])
  }

  @Test func reminderMustBeLaterThanNow() throws {
    let form = try makeForm()
    form.setContext(Keys.showsRemindAndNote, true)
    let remind = try row(Keys.remind, in: form)
    form[Keys.name] = "Weekly sync"
    form[Keys.start] = try date("2024-05-04T09:00:00Z")
    form[Keys.end] = try date("2024-05-04T10:00:00Z")

    form[Keys.remind] = 15  // 08:45, before now (08:50)
    #expect(form.validate(row: remind).map(\.message) == ["Set a reminder later than now."])
    form[Keys.remind] = 5  // 08:55
    #expect(form.issues(of: remind).isEmpty, "fixing the value clears the error")

    form[Keys.remind] = 60  // 08:00
    #expect(form.validate(row: remind).map(\.rule) == [Keys.remindAfterNowRule])
    // The rule reads the start: moving the start re-checks the reminder.
    form[Keys.start] = try date("2024-05-04T11:00:00Z")
    form[Keys.end] = try date("2024-05-04T12:00:00Z")
    #expect(form.issues(of: remind).isEmpty)
    #expect(form.validate().isValid)
  }

  @Test func reminderIsCheckedAgainstTheClockAtEachValidation() throws {
    let clock = Clock(now: try date("2024-05-04T08:00:00Z"))
    let form = try ExampleForm.newSchedule(now: { clock.now }).make()
    form.setContext(Keys.showsRemindAndNote, true)
    form[Keys.start] = try date("2024-05-04T09:00:00Z")
    form[Keys.remind] = 30
    let remind = try row(Keys.remind, in: form)
    #expect(form.validate(row: remind).isEmpty)
    clock.now = try date("2024-05-04T08:31:00Z")
    #expect(form.validate(row: remind).map(\.rule) == [Keys.remindAfterNowRule])
  }

  @Test func hiddenReminderIsNotChecked() throws {
    let form = try makeForm()
    form[Keys.name] = "Weekly sync"
    form[Keys.start] = try date("2024-05-04T09:00:00Z")
    form[Keys.end] = try date("2024-05-04T10:00:00Z")
    form[Keys.remind] = 1440
    #expect(form.validate().isValid, "the reminder row is not shown yet")
    form.setContext(Keys.showsRemindAndNote, true)
    #expect(failingTags(form.validate()) == [Keys.remind.tag])
  }

  @Test func endMustFollowStart() throws {
    let form = try makeForm()
    let end = try row(Keys.end, in: form)
    form[Keys.start] = try date("2024-05-04T09:00:00Z")
    form[Keys.end] = try date("2024-05-04T09:00:00Z")
    #expect(form.validate(row: end).map(\.rule) == [Keys.endAfterStartRule])
    form[Keys.start] = try date("2024-05-04T08:30:00Z")
    #expect(form.issues(of: end).isEmpty, "changing the start re-checks the end")
  }

  @Test func participantsKeepTheOptionsOrder() throws {
    let form = try makeForm()
    let participants = try row(Keys.participants, in: form)
    #expect(form.tap(participants) == .presentOptions(.push, multiple: true))
    try form.toggleOption("pmst", for: participants)
    try form.toggleOption("dianqk", for: participants)
    #expect(form[Keys.participants] == ["dianqk", "pmst"])
    #expect(form.state(of: participants)?.displayValue == "DianQK, pmst")
  }
}

/// A settable "now" for the schedule's reminder rule.
final class Clock: @unchecked Sendable {
  // NB: @unchecked: the tests set and read it on the main actor only.
  var now: Date
  init(now: Date) { self.now = now }
}
