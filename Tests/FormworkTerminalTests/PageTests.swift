import Formwork
import Foundation
import Testing

@testable import FormworkTerminal

/// Multi-page forms at the terminal: one page at a time under a step line, Ctrl-N / Ctrl-P,
/// Next refused with the page's errors, Submit going to the first error's page.
@MainActor
@Suite struct TerminalPageTests {
  typealias P = TestForms.PageTags

  func focusedTag(_ session: FormTerminalSession) -> String? {
    session.focus?.row.flatMap { session.form.state(of: $0)?.tag }
  }

  func lines(_ session: FormTerminalSession) -> [String] {
    session.frame(size: .standard).lines.map(\.plainText)
  }

  @Test func theStepLineShowsThePageAndTheProgress() throws {
    let session = FormTerminalSession(form: try TestForms.pages(), title: "Loan")
    let screen = lines(session)
    #expect(screen[1].hasPrefix(" Step 1 of 2 · Applicant"))  // the company page is hidden
    #expect(screen[1].hasSuffix("[----------------]  0/2 required"))
    #expect(!screen[0].contains("required"))  // the progress moved to the step line
    #expect(screen.contains { $0.contains("[ Next ]") })
    #expect(!screen.contains { $0.contains("Amount") })  // the loan page is not shown yet
    #expect(HelpText.text(for: session).contains("Ctrl-N Next"))
    #expect(!HelpText.text(for: session).contains("Ctrl-P"))  // no page before the first
  }

  @Test func nextIsRefusedWithThePagesFirstErrorFocused() async throws {
    let form = try TestForms.pages()
    let session = FormTerminalSession(form: form, title: "Loan")
    await session.handle(.down)
    #expect(focusedTag(session) == "category")
    await session.handle(.control("n"))
    #expect(form.currentPage == form.pageID(forTag: "applicant"))
    #expect(focusedTag(session) == "applicant")
    #expect(session.statusText == "1 problem: Name is required. (fix, then Ctrl-N)")
    #expect(lines(session).contains { $0.contains("! Name is required.") })
    #expect(form.state(for: P.amount)?.errors.isEmpty == true)  // other pages are not validated
  }

  @Test func nextAndPreviousMoveBetweenVisiblePages() async throws {
    let form = try TestForms.pages()
    let session = FormTerminalSession(form: form, title: "Loan")
    for character in "Ada" { await session.handle(.character(character)) }
    await session.handle(.control("n"))
    #expect(form.currentPage == form.pageID(forTag: "loan"))  // the company page is skipped
    #expect(focusedTag(session) == "amount")
    let screen = lines(session)
    #expect(screen[1].hasPrefix(" Step 2 of 2 · Loan"))
    #expect(screen[1].hasSuffix("1/2 required"))
    #expect(screen.contains { $0.contains("[ Submit ]") })
    #expect(!screen.contains { $0.contains("Ada") })
    #expect(HelpText.text(for: session).contains("Ctrl-P Previous"))
    await session.handle(.control("p"))  // back without validating the empty amount
    #expect(form.currentPage == form.pageID(forTag: "applicant"))
    #expect(form.state(for: P.amount)?.errors.isEmpty == true)
    #expect(focusedTag(session) == "applicant")
  }

  @Test func aConditionAddsAPage() async throws {
    let form = try TestForms.pages()
    let session = FormTerminalSession(form: form, title: "Loan")
    for character in "Acme" { await session.handle(.character(character)) }
    await session.handle(.tab)
    await session.handle(.right)  // Company
    #expect(lines(session)[1].hasPrefix(" Step 1 of 3 · Applicant"))
    await session.handle(.control("n"))
    #expect(form.currentPage == form.pageID(forTag: "company"))
    #expect(focusedTag(session) == "vat")
  }

  @Test func enterOnNextGoesToTheNextPage() async throws {
    let form = try TestForms.pages()
    form[P.name] = "Ada"
    let session = FormTerminalSession(form: form, title: "Loan")
    await session.handle(.backTab)
    #expect(session.focus == .submit)
    #expect(HelpText.text(for: session).hasPrefix("Enter Next"))
    await session.handle(.enter)
    #expect(form.currentPage == form.pageID(forTag: "loan"))
    #expect(session.outcome == nil)
  }

  @Test func nextEndsTheRunSubmittedWhenACompleteTriggerHolds() async throws {
    let form = try Form {
      Page("First") { Section { Row.text("stop", "Stop").trigger(when: "stop == 'yes'", .complete) } }
      Page("Second") { Section { Row.text("city", "City").required() } }
    }
    let session = FormTerminalSession(form: form, title: "Survey")
    for character in "yes" { await session.handle(.character(character)) }
    await session.handle(.control("n"))
    guard case .submitted(let submission)? = session.outcome else {
      Issue.record("expected a submission, got \(String(describing: session.outcome))")
      return
    }
    #expect(submission.values["stop"] == "yes")
    #expect(form.currentPage == form.pageIDs.first)
  }

  @Test func submitGoesToTheFirstErrorsPage() async throws {
    let form = try TestForms.pages()
    form[P.name] = "Ada"
    let session = FormTerminalSession(form: form, title: "Loan")
    await session.handle(.control("n"))
    form[P.name] = nil  // emptied behind the session's back, say by a reset
    for character in "1200" { await session.handle(.character(character)) }
    await session.handle(.control("s"))
    #expect(session.outcome == nil)
    #expect(form.currentPage == form.pageID(forTag: "applicant"))
    #expect(focusedTag(session) == "applicant")
    #expect(session.statusText == "1 problem: Name is required. (fix, then Ctrl-S)")
    for character in "Bo" { await session.handle(.character(character)) }
    await session.handle(.control("n"))
    await session.handle(.control("s"))
    guard case .submitted(let submission)? = session.outcome else {
      Issue.record("expected a submission, got \(String(describing: session.outcome))")
      return
    }
    #expect(submission.values["applicant"] == "Bo")
    #expect(submission.values["amount"] == 1200)
  }

  @Test func aPageHiddenUnderTheSessionIsLeftForTheNearestOne() async throws {
    let form = try TestForms.pages()
    form[P.name] = "Acme"
    form[P.category] = "company"
    let session = FormTerminalSession(form: form, title: "Loan")
    await session.handle(.control("n"))
    #expect(form.currentPage == form.pageID(forTag: "company"))
    form[P.category] = "person"  // the page shown disappears
    #expect(lines(session)[1].hasPrefix(" Step 1 of 2 · Applicant"))
    #expect(focusedTag(session) == "applicant")
  }

  @Test func pagesAtTheKeyboardAsGoldens() async throws {
    let (_, refused, _) = try await drive(TestForms.pages(), title: "Loan", input: [Keys.ctrlN])
    assertGolden(refused.screen.text, named: "pages-next-refused")
    let (_, moved, _) = try await drive(TestForms.pages(), title: "Loan", input: ["Ada", Keys.ctrlN, "12"])
    assertGolden(moved.screen.text, named: "pages-second-step")
  }
}
