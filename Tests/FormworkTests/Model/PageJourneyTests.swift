import FormworkDrafts
import Foundation
import Testing

@testable import FormworkCore

/// A person's way through a multi-page form: pages skipped and refused, going back, progress
/// while conditions add and remove pages and rows, values across pages, undo and drafts.
@MainActor
@Suite struct PageJourneyTests {
  let category = RowKey<String>("category")
  let name = RowKey<String>("name")
  let nickname = RowKey<String>("nickname")
  let vat = RowKey<String>("vat")
  let staff = RowKey<Int>("staff")
  let amount = RowKey<Int>("amount")
  let clock = ManualValidationClock()

  /// Applicant → Company (only for a company; staff only above 0 VAT…) → Loan → Review (no tag).
  func makeForm() throws -> Form {
    try Form {
      Page("Applicant", tag: "applicant") {
        Section {
          Row.segmented(
            category, "Category", value: "person",
            options: [.init("person", "Person"), .init("company", "Company")])
          Row.name(name, "Name").required()
          Row.text(nickname, "Nickname").required().hidden { $0[name] == nil }
        }
      }
      Page("Company", tag: "company") {
        Section {
          Row.text(vat, "VAT").required()
          Row.integer(staff, "Staff").required()
        }
      }
      .hidden { $0[category] != "company" }
      Page("Loan", tag: "loan") {
        Section { Row.integer(amount, "Amount").required() }
      }
      Page("Review") {
        Section { Row.info("summary", "Summary", value: "—") }
      }
    }
  }

  func page(_ tag: String, _ form: Form) throws -> PageID { try #require(form.pageID(forTag: tag)) }

  // MARK: Skipping, refusing, going back

  @Test func hiddenPagesAreSkippedBothWaysAndCannotBeGoneTo() throws {
    let form = try makeForm()
    form[name] = "Ada"
    form[nickname] = "A"
    #expect(form.nextPage() == .moved(try page("loan", form)))
    #expect(form.previousPage() == .moved(try page("applicant", form)))
    #expect(throws: FormError.self) { try form.go(toPage: try page("company", form)) }
    #expect(form.currentPage == (try page("applicant", form)), "a refused go changes nothing")
    form[category] = "company"
    #expect(form.visiblePageIDs.count == 4)
    #expect(form.nextPage() == .moved(try page("company", form)))
  }

  @Test func goingForwardStopsAtTheFirstPageThatRefuses() throws {
    let form = try makeForm()
    form[name] = "Ada"
    form[nickname] = "A"
    form[category] = "company"
    let review = try #require(form.pageIDs.last)
    var refusals: [PageID] = []
    let subscription = form.observe { event in
      if case .pageRefused(let page, _) = event { refusals.append(page) }
    }
    guard case .refused(let report) = try form.go(toPage: review) else {
      Issue.record("the company page must refuse")
      return
    }
    subscription.cancel()
    #expect(report.errors.map(\.tag) == ["vat", "staff"])
    #expect(form.currentPage == (try page("company", form)), "the pages before it were passed")
    #expect(refusals == [try page("company", form)])
  }

  @Test func goingBackNeverValidatesNorShowsErrors() throws {
    let form = try makeForm()
    form[name] = "Ada"
    form[nickname] = "A"
    #expect(form.nextPage() == .moved(try page("loan", form)))
    form[name] = nil  // the applicant page is wrong now, the loan page is empty
    #expect(form.previousPage() == .moved(try page("applicant", form)), "the empty amount does not hold Back")
    #expect(form.state(forTag: "amount")?.errors.isEmpty == true, "the page left was not validated")
    guard case .refused(let report) = form.nextPage() else {
      Issue.record("Next must refuse the empty name")
      return
    }
    #expect(report.errors.map(\.tag) == ["name"])
    #expect(form.previousPage() == .noPage, "nothing before the first page")
  }

  // MARK: Progress

  @Test func progressFollowsPagesAndRowsThatConditionsAddAndRemove() throws {
    let form = try makeForm()
    #expect(form.progress == FormProgress(step: 1, stepCount: 3, requiredCount: 2, answeredCount: 0))
    form[name] = "Ada"  // shows the required nickname on the same page
    #expect(form.progress == FormProgress(step: 1, stepCount: 3, requiredCount: 3, answeredCount: 1))
    form[vat] = "FR1"  // on a hidden page: not counted
    #expect(form.progress.answeredCount == 1)
    form[nickname] = "A"
    form.nextPage()
    #expect(form.progress.step == 2)
    form[category] = "company"  // a page appears before the current one
    #expect(form.progress == FormProgress(step: 3, stepCount: 4, requiredCount: 5, answeredCount: 3))
    form[category] = "person"
    #expect(form.progress == FormProgress(step: 2, stepCount: 3, requiredCount: 3, answeredCount: 2))
  }

  // MARK: Values

  @Test func valuesSpanEveryPageAndAHiddenPageFollowsTheHiddenValuePolicy() throws {
    let form = try makeForm()
    form[name] = "Ada"
    form[amount] = 1000
    form[category] = "company"
    form[vat] = "FR1"
    #expect(form.values()["vat"] == "FR1")
    #expect(form.values()["amount"] == 1000, "a page not shown still gives its values")
    form[category] = "person"
    #expect(form.values()["vat"] == nil, "the company page is hidden: its value is left out")
    #expect(form[vat] == "FR1", "and kept")
    #expect(form.values(including: .allRows)["vat"] == "FR1")
    form[category] = "company"
    #expect(form.values()["vat"] == "FR1")
  }

  // MARK: Undo

  @Test func undoingAChangeOfAnotherPageShowsThatPage() throws {
    let form = try makeForm()
    try form.setValue("Ada", for: name, origin: .user)
    try form.setValue("A", for: nickname, origin: .user)
    #expect(form.nextPage() == .moved(try page("loan", form)))
    var moves: [ChangeOrigin] = []
    let subscription = form.observe { event in
      if case .pageChanged(_, _, let origin) = event { moves.append(origin) }
    }
    try form.undo()
    #expect(form[nickname] == nil)
    #expect(form.currentPage == (try page("applicant", form)), "the person sees what was undone")
    #expect(form.focusedRow == nil || form.page(of: form.focusedRow!) == form.currentPage)
    try form.redo()
    #expect(form[nickname] == "A")
    subscription.cancel()
    #expect(moves == [.undo])
  }

  @Test func undoThatHidesThePageShownGoesToTheNearestVisibleOne() throws {
    let form = try makeForm()
    try form.setValue("Ada", for: name, origin: .user)
    try form.setValue("A", for: nickname, origin: .user)
    try form.setValue("company", for: category, origin: .user)
    form.nextPage()
    #expect(form.currentPage == (try page("company", form)))
    try form.setValue("FR1", for: vat, origin: .user)
    try form.undo()  // the VAT: stays on the company page
    #expect(form.currentPage == (try page("company", form)))
    try form.undo()  // the category: the company page hides
    #expect(form.currentPage == (try page("applicant", form)))
    #expect(form[category] == "person")
    try form.redo()
    #expect(form.visiblePageIDs.contains(try page("company", form)))
    #expect(form.progress.stepCount == 4)
  }

  // MARK: Drafts

  @Test func aDraftRecordsThePageAndARestoredDraftReturnsThere() throws {
    let form = try makeForm()
    form[name] = "Ada"
    form[nickname] = "A"
    form.nextPage()
    let draft = form.draft()
    #expect(draft["page"] == "loan")
    #expect(String(decoding: DraftEncoder().encode(form), as: UTF8.self) == draft.jsonString())
    let restored = try makeForm()
    var moves: [ChangeOrigin] = []
    let subscription = restored.observe { event in
      if case .pageChanged(_, _, let origin) = event { moves.append(origin) }
    }
    try restored.restore(draft: FormValue(json: draft.jsonString()))
    subscription.cancel()
    #expect(restored.currentPage == (try page("loan", restored)))
    #expect(restored[name] == "Ada")
    #expect(moves == [.hydration])
    // A page without tag is named by its position.
    restored[amount] = 1
    restored.nextPage()
    #expect(restored.draft()["page"] == 3)
    let again = try makeForm()
    #expect(try again.restoreMatching(draft: restored.draft()).pageNotFound == nil)
    #expect(again.currentPage == again.pageIDs.last)
  }

  @Test func aRestoredPageThatIsHiddenNowGivesWayToTheNearestShownPageBeforeIt() throws {
    let form = try makeForm()
    form[name] = "Ada"
    form[nickname] = "A"
    form[category] = "company"
    form.nextPage()
    #expect(form.currentPage == (try page("company", form)))
    var draft = form.draft()
    // The saved values say "person" now: the company page is hidden once they are restored.
    if case .object(var members) = draft, case .object(var values) = members["values"] ?? .null {
      values["category"] = "person"
      members["values"] = .object(values)
      draft = .object(members)
    }
    let restored = try makeForm()
    try restored.restore(draft: draft)
    #expect(restored.currentPage == (try page("applicant", restored)))
  }

  @Test func aPageNoFormHasIsReportedNeverGuessed() throws {
    let form = try makeForm()
    form[name] = "Ada"
    var draft = form.draft()
    if case .object(var members) = draft {
      members["page"] = "identity"
      draft = .object(members)
    }
    let strict = try makeForm()
    #expect {
      try strict.restore(draft: draft)
    } throws: { error in
      let problems = (error as? FormInputError)?.errors ?? []
      return problems.map(\.location.path) == ["$.page"] && problems.first?.message.contains("applicant") == true
    }
    #expect(strict[name] == nil, "a refused draft changes nothing")
    let lenient = try makeForm()
    let report = try lenient.restoreMatching(draft: draft)
    #expect(report.pageNotFound == "identity")
    #expect(report.applied.contains("name"))
    #expect(lenient.currentPage == (try page("applicant", lenient)))
    if case .object(var members) = draft {
      members["page"] = .bool(true)
      #expect(throws: FormInputError.self) { try lenient.restore(draft: .object(members)) }
    }
  }

  @Test func autosaveKeepsThePageShown() async throws {
    let form = try makeForm()
    form[name] = "Ada"
    form[nickname] = "A"
    let store = RecordingDraftStore()
    let autosave = DraftAutosave(form: form, store: store, debounce: 1, clock: clock)
    form.nextPage()
    await clock.advance(by: 1)
    await autosave.flush()
    #expect(try store.saves.map { try FormValue(json: $0)["page"] } == ["loan"])
  }
}
