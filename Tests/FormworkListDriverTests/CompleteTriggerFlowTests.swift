import Formwork
import FormworkListDriver
import Testing

/// Next on a page whose `complete` trigger holds: the flow's outcome is Done's, the SwiftUI
/// store's `next()` says to submit, and the return key's Next reaches the app as the form's event.
@MainActor
@Suite struct CompleteTriggerFlowTests {
  static func survey() throws -> Form {
    try Form {
      Page("Consent") {
        Section { Row.text("answer", "Answer").trigger(when: "answer == 'no'", .complete) }
      }
      Page("Questions") { Section { Row.text("more", "More").required() } }
    }
  }

  @Test func theFlowsNextCompletesAsDoneDoes() throws {
    let form = try Self.survey()
    let flow = FormPageFlow(driver: FormListDriver(form: form))
    form["answer"] = "yes"
    #expect(flow.next() == .moved(form.pageIDs[1]))
    _ = flow.back()
    form["answer"] = "no"
    #expect(flow.next() == .completed)
    #expect(form.currentPage == form.pageIDs[0])
  }

  @Test func theStoresNextSaysToSubmit() throws {
    let form = try Self.survey()
    let pages = PagesPresentation(list: FormPresentation(form: form))
    form["answer"] = "no"
    #expect(pages.next())
    #expect(pages.refusal == nil)
    form["answer"] = "yes"
    #expect(!pages.next())
    #expect(pages.chrome.step == 2)
  }

  @Test func theReturnKeysNextEmitsTheFormsEvent() throws {
    let form = try Self.survey()
    let driver = FormListDriver(form: form)
    let flow = FormPageFlow(driver: driver)
    var completed: [PageID] = []
    let subscription = form.observe { event in
      if case .completedEarly(let page) = event { completed.append(page) }
    }
    defer { subscription.cancel() }
    form["answer"] = "no"
    #expect(flow.returnKeyOnLastInput() == .endEditing)
    #expect(completed == [form.pageIDs[0]])
  }
}
