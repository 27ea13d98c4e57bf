import Formwork
import FormworkExamples
import FormworkTestSupport
import Foundation
import Testing

/// Flix's Do Not Disturb settings: switches revealing rows and a section, a radio choice.
@MainActor
@Suite struct DoNotDisturbTests {
  typealias Keys = ExampleForm.DoNotDisturbKeys

  @Test func silenceSectionShowsWhileDoNotDisturbIsOnEitherWay() throws {
    let form = try ExampleForm.doNotDisturb.make()
    let screen = UpdateRecorder(form)
    #expect(screen.visibleSections == ["dnd"])
    #expect(screen.visibleTags == [["manual", "scheduled"]])

    #expect(form.tap(try row(Keys.manual, in: form)) == .toggled(true))
    let shown = try #require(screen.flush())
    #expect(shown.list.stages.flatMap(\.sectionInserts) == [1], "one section insert, no row operations")
    #expect(screen.visibleTags == [["manual", "scheduled"], ["silence"]])

    form.tap(try row(Keys.scheduled, in: form))
    screen.flush()
    #expect(screen.visibleTags == [["manual", "scheduled", "from", "to"], ["silence"]])

    form.tap(try row(Keys.manual, in: form))
    #expect(screen.flush()?.isStructural == false, "still scheduled: the section stays")

    form.tap(try row(Keys.scheduled, in: form))
    let hidden = try #require(screen.flush())
    #expect(hidden.list.stages.flatMap(\.sectionDeletes) == [1])
    #expect(screen.visibleTags == [["manual", "scheduled"]])
  }

  @Test func radioChoiceKeepsItsValueAndGivesTheRawValue() throws {
    let form = try ExampleForm.doNotDisturb.make()
    form[Keys.manual] = true
    let silence = try row(Keys.silence, in: form)
    #expect(form[Keys.silence] == .always)
    #expect(form.state(of: silence)?.options.items.map(\.title) == ["Always", "While iPhone is locked"])
    #expect(form.tap(silence) == .inlineToggled(true), "the radio list opens below the row")
    try form.choose("whileLocked", for: silence)
    #expect(form[Keys.silence] == .whileLocked)
    #expect(form.expandedRow == nil, "choosing closes the inline list")
    #expect(form.values()["silence"] == "whileLocked")
  }

  @Test func scheduledTimesOpenOneInlinePickerAtATime() throws {
    let form = try ExampleForm.doNotDisturb.make()
    form[Keys.scheduled] = true
    let screen = UpdateRecorder(form)
    screen.flush()
    let from = try row(Keys.from, in: form)
    let to = try row(Keys.to, in: form)

    #expect(form.tap(from) == .inlineToggled(true))
    screen.flush()
    #expect(screen.visibleTags[0] == ["manual", "scheduled", "from", "(editor)", "to"])
    form.tap(to)
    screen.flush()
    #expect(screen.visibleTags[0] == ["manual", "scheduled", "from", "to", "(editor)"])
    #expect(form.expandedRow == to)
  }

  @Test func scheduleMustEndAtAnotherTimeThanItStarts() async throws {
    let form = try ExampleForm.doNotDisturb.make()
    form[Keys.scheduled] = true
    #expect(await form.validateAll().isValid, "22:00 to 07:00 by default")
    let from = try #require(form[Keys.from])
    // The next day at the same time is the same time of day.
    form[Keys.to] = from.addingTimeInterval(86_400)
    #expect(failingTags(form.validate()) == ["to"])
    form[Keys.scheduled] = false
    #expect(form.validate().isValid, "hidden times are not checked")
  }
}
