import FormworkSchema
import FormworkTestSupport
import Foundation
import Testing

@testable import FormworkCore

/// Multi-page forms in the model: steps, conditional pages, Next that validates, progress.
@MainActor
@Suite struct PageTests {
  let category = RowKey<String>("category")
  let name = RowKey<String>("name")
  let vat = RowKey<String>("vat")
  let amount = RowKey<Int>("amount")

  func loanForm() throws -> Form {
    try Form {
      Page("Applicant", tag: "applicant") {
        Section {
          Row.segmented(
            category, "Category", value: "person",
            options: [.init("person", "Person"), .init("company", "Company")])
          Row.name(name, "Name").required()
        }
      }
      Page("Company", tag: "company") {
        Section { Row.text(vat, "VAT").required() }
      }
      .hidden { $0[category] != "company" }
      Page("Loan", tag: "loan") {
        Section { Row.integer(amount, "Amount").required() }
      }
    }
  }

  /// The tags of the rows shown, as a renderer sees them after its next flush.
  func tags(_ form: Form) -> [String] {
    form.flush()
    return form.snapshot.sections.flatMap { section in section.rows.compactMap { form.state(of: $0)?.tag } }
  }

  @Test func aFormShowsOnePageAtATimeAndNextValidatesOnlyThatPage() throws {
    let form = try loanForm()
    #expect(form.pageIDs.count == 3)
    #expect(tags(form) == ["category", "name"])
    #expect(form.progress.step == 1)
    #expect(form.progress.stepCount == 2, "the company page is hidden for a person")
    var events: [FormEvent] = []
    let subscription = form.observe { event in
      switch event {
      case .pageChanged, .pageRefused: events.append(event)
      default: break
      }
    }
    guard case .refused(let report) = form.nextPage() else {
      Issue.record("Next must refuse an empty required name")
      return
    }
    #expect(report.errors.map(\.tag) == ["name"])
    #expect(form.state(forTag: "name")?.errors.isEmpty == false, "the error is tied to the row")
    #expect(form.state(forTag: "amount")?.errors.isEmpty == true, "other pages are not validated")
    form[name] = "Ada"
    let applicant = try #require(form.pageID(forTag: "applicant"))
    let loan = try #require(form.pageID(forTag: "loan"))
    #expect(form.nextPage() == .moved(loan), "the hidden company page is skipped")
    #expect(tags(form) == ["amount"])
    #expect(form.previousPage() == .moved(applicant), "going back never validates")
    subscription.cancel()
    #expect(events.count == 3)
    #expect(events.last == .pageChanged(from: loan, to: applicant, origin: .user))
  }

  @Test func changingPageIsOneUIKitValidUpdate() throws {
    let form = try loanForm()
    let recorder = UpdateRecorder(form)
    form[name] = "Ada"
    recorder.flush()
    form[category] = "company"
    recorder.flush()
    #expect(form.progress.stepCount == 3)
    form.nextPage()
    let update = try #require(recorder.flush(), "one update: the new page's sections")
    #expect(update.list.stages.flatMap(\.sectionInserts).count == 1)
    #expect(recorder.visibleTags == [["vat"]])
  }

  @Test func completeNamesThePageOfTheFirstError() throws {
    let form = try loanForm()
    form[name] = "Ada"
    let completion = form.complete()
    #expect(completion.firstErrorPage == form.pageID(forTag: "loan"))
    #expect(completion.report.errors.map(\.tag) == ["amount"])
  }

  @Test func progressCountsRequiredVisibleRowsAndFollowsConditions() throws {
    let form = try loanForm()
    var seen: [FormProgress] = []
    let subscription = form.onProgressChange { seen.append($0) }
    #expect(form.progress.requiredCount == 2)  // name, amount (VAT's page is hidden)
    #expect(form.progress.answeredCount == 0)
    form[name] = "Ada"
    #expect(form.progress.answeredCount == 1)
    form[category] = "company"
    #expect(form.progress.requiredCount == 3)
    #expect(form.progress.stepCount == 3)
    form[vat] = "FR1"
    #expect(form.progress.answeredShare == 2.0 / 3.0)
    form[category] = "person"
    #expect(form.progress.requiredCount == 2)
    subscription.cancel()
    #expect(seen.count == 4)
  }

  @Test func aPageThatHidesWhileShownGivesWayToTheNearestVisibleOne() throws {
    let form = try loanForm()
    form[name] = "Ada"
    form[category] = "company"
    let company = try #require(form.pageID(forTag: "company"))
    #expect(form.nextPage() == .moved(company))
    form[category] = "person"
    #expect(form.currentPage == form.pageID(forTag: "applicant"))
  }

  @Test func sectionsOutsideAnyPageAreADefinitionError() throws {
    #expect(throws: FormDefinitionError.self) {
      _ = try Form {
        Page("One") { Section { Row.text("a", "A") } }
        Section { Row.text("b", "B") }
      }
    }
  }

  @Test func schemasDeclarePagesWithConditions() throws {
    let form = try Form(
      schemaJSON: """
        {"pages": [
          {"title": "Applicant", "tag": "applicant", "sections": [{"rows": [
            {"tag": "kind", "kind": "text", "title": "Kind"}]}]},
          {"title": "Company", "tag": "company", "hidden": "kind != 'company'", "sections": [{"rows": [
            {"tag": "vat", "kind": "text", "title": "VAT", "required": true}]}]}
        ]}
        """)
    #expect(form.pageIDs.count == 2)
    #expect(form.visiblePageIDs.count == 1)
    try form.setValue(.string("company"), forTag: "kind")
    #expect(form.visiblePageIDs.count == 2)
    #expect(form.nextPage() == .moved(try #require(form.pageID(forTag: "company"))))
    #expect(throws: FormDefinitionError.self) {
      _ = try Form(schemaJSON: #"{"pages": [{"tag": "x", "sections": []}]}"#)
    }
    #expect(throws: FormDefinitionError.self) {
      _ = try Form(schemaJSON: #"{"pages": [], "sections": []}"#)
    }
  }
}
