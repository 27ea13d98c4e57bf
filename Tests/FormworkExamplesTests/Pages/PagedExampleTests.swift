import Formwork
import FormworkExamples
import Foundation
import Testing

/// The multi-page examples: steps that follow the answers, Next that checks each step.
@MainActor
@Suite struct PagedExampleTests {
  func titles(_ form: Form) -> [String] { form.visiblePageIDs.compactMap(form.title(of:)) }

  @Test func theLoanApplicationSkipsTheCardStepForAGuarantor() throws {
    let form = try ExampleForm.loanApplicationSteps(now: { Date(timeIntervalSince1970: 1_700_000_000) }).make()
    #expect(form.pageIDs.count == 3)
    #expect(titles(form) == ["Applicant", "Loan"], "no category yet: not the primary borrower")
    try form.setValues(["name": "张三", "phone": "13800138000", "category": 1])
    #expect(titles(form) == ["Applicant", "Identity card", "Loan"])
    #expect(form.progress.stepCount == 3)
    let card = try #require(form.pageID(forTag: "identityCard"))
    #expect(form.nextPage() == .moved(card))
    guard case .refused(let report) = form.nextPage() else {
      Issue.record("the card step must refuse without the card's details")
      return
    }
    #expect(Set(report.errors.compactMap(\.tag)) == ["idAddress", "idValidUntil"])
    form.previousPage()
    try form.setValue(.int(3), forTag: "category")
    #expect(
      form.nextPage() == .moved(try #require(form.pageID(forTag: "loan"))), "a guarantor goes straight to the loan")
  }

  @Test func theSurveyShowsThePageOfTheChosenWayOnly() throws {
    let form = try ExampleForm.commuteSurvey.make()
    #expect(titles(form) == ["Your commute", "Last words"])
    for (mode, page) in [("car", "Driving"), ("bike", "Cycling"), ("transit", "Transit")] {
      try form.setValue(.string(mode), forTag: "mode")
      #expect(titles(form) == ["Your commute", page, "Last words"], "\(mode)")
    }
    try form.setValue(.string("walk"), forTag: "mode")
    let last = try #require(form.pageID(forTag: "end"))
    #expect(form.nextPage() == .moved(last))
    #expect(form.progress.step == 2)
    #expect(form.progress.stepCount == 2)
    let completion = form.complete()
    #expect(completion.firstErrorPage == last)
    #expect(completion.report.errors.compactMap(\.tag) == ["recommend"])
  }
}
