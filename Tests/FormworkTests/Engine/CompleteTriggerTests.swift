import Formwork
import Testing

/// ``TriggerAction/complete``: Next on the row's page ends the form while the condition holds.
@MainActor
@Suite struct CompleteTriggerTests {
  private func survey() throws -> Form {
    try Form {
      Page("Consent") {
        Section {
          Row.check("agree", "I agree").trigger(when: "agree == false", .complete)
          Row.text("name", "Name")
        }
      }
      Page("Questions") { Section { Row.text("answer", "Answer").required() } }
      Page("End") { Section { Row.text("remark", "Remark").trigger(when: "answer == 'stop'", .complete) } }
    }
  }

  @Test func nextEndsTheFormOnThePageWhoseTriggerHolds() throws {
    let form = try survey()
    var events: [PageID] = []
    let subscription = form.observe { event in
      if case .completedEarly(let page) = event { events.append(page) }
    }
    defer { subscription.cancel() }
    let consent = try #require(form.currentPage)
    form["agree"] = false
    #expect(form.nextPage() == .completed(consent))
    #expect(form.currentPage == consent)
    #expect(events == [consent])
  }

  @Test func answeringNeverEndsTheFormByItself() throws {
    let form = try survey()
    let consent = try #require(form.currentPage)
    form["agree"] = false
    #expect(form.currentPage == consent)
    form["agree"] = true
    guard case .moved = form.nextPage() else {
      Issue.record("Next moved on while the trigger no longer held")
      return
    }
  }

  @Test func aConditionTrueWhenBuiltCountsAndAnInvalidPageIsRefusedFirst() throws {
    let form = try Form {
      Page("One") {
        Section { Row.text("name", "Name").required().trigger(when: "true", .complete) }
      }
      Page("Two") { Section { Row.text("more", "More") } }
    }
    guard case .refused = form.nextPage() else {
      Issue.record("an invalid page was not refused")
      return
    }
    form["name"] = "Ada"
    let one = try #require(form.pageIDs.first)
    #expect(form.nextPage() == .completed(one))
  }

  @Test func onlyTheTriggersOfThePageShownCountHiddenRowsIncluded() throws {
    let form = try Form {
      Page("One") {
        Section {
          Row.text("stop", "Stop")
          Row.text("hidden", "Hidden").hidden(when: "stop != null").trigger(when: "stop == 'x'", .complete)
        }
      }
      Page("Two") { Section { Row.text("later", "Later").trigger(when: "stop == 'y'", .complete) } }
      Page("Three") { Section { Row.text("last", "Last") } }
    }
    form["stop"] = "y"
    #expect(form.nextPage() == .moved(form.pageIDs[1]))
    #expect(form.nextPage() == .completed(form.pageIDs[1]))
    _ = form.previousPage()
    form["stop"] = "x"
    #expect(form.nextPage() == .completed(form.pageIDs[0]))
  }

  @Test func goingToALaterPageStopsWhereTheFormEnds() throws {
    let form = try survey()
    form["agree"] = false
    #expect(try form.go(toPage: form.pageIDs[2]) == .completed(form.pageIDs[0]))
  }

  @Test func withoutPagesOrOnTheLastPageNextEndsNothing() throws {
    let flat = try Form { Section { Row.check("agree", "Agree").trigger(when: "agree", .complete) } }
    flat["agree"] = true
    #expect(flat.nextPage() == .noPage)
    let form = try survey()
    form["agree"] = true
    form["answer"] = "stop"
    #expect(form.nextPage() == .moved(form.pageIDs[1]))
    #expect(form.nextPage() == .moved(form.pageIDs[2]))
    #expect(form.nextPage() == .noPage)
  }
}
