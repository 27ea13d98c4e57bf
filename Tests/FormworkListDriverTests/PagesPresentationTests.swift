import Formwork
import FormworkDiff
import FormworkListDriver
import Foundation
import PropertyBased
import PropertyTestSupport
import Testing

/// The store of SwiftUI's pages screen (`FormPagesModel`), run on Linux: the chrome, Back / Next
/// / Done, the refusal shown until the person moves on, and the row focused or scrolled to.
@MainActor
@Suite struct PagesPresentationTests {
  typealias Loan = PageFlowTests

  static func pages(_ form: Form) -> PagesPresentation {
    PagesPresentation(list: FormPresentation(form: form))
  }

  func row(_ tag: String, _ form: Form) throws -> RowID { try #require(form.rowID(forTag: tag)) }

  @Test func theChromeIsTheFlowsAndFollowsTheForm() throws {
    let form = try Loan.loanForm()
    let pages = Self.pages(form)
    #expect(pages.chrome == FormPageChrome(form: form, strings: form.strings))
    #expect(pages.chrome.title == "Step 1 of 2 · Applicant")
    #expect(!pages.chrome.back.isShown && pages.chrome.next.isShown && !pages.chrome.done.isShown)
    var told: [PagesPresentation.Property] = []
    pages.observer = PresentationObserver(willChange: { _ in }, didChange: { told.append($0) })
    form[Loan.name] = "Ada"
    #expect(pages.chrome.progress == 0.5)
    form[Loan.category] = "company"
    form.flush()
    #expect(pages.chrome.stepCount == 3)
    #expect(told == [.chrome, .chrome])
    #expect(pages.refusal == nil)
  }

  @Test func aRefusedNextShowsItsRefusalAndAsksTheFirstErrorToTakeFocus() throws {
    let form = try Loan.loanForm()
    let pages = Self.pages(form)
    let nameID = try row("name", form)
    pages.next()
    let refusal = try #require(pages.refusal)
    #expect(refusal.row == nameID)
    #expect(refusal.page == form.currentPage)
    #expect(pages.refusalSummary == refusal.summary(in: form.strings))
    #expect(pages.refusalSummary?.hasPrefix("1 problem") == true)
    #expect(pages.list.cachedRow(nameID)?.focusRequest == true, "a text row takes focus")
    #expect(pages.list.scrollRequest?.row == nameID)
    // Moving on clears it.
    pages.list.attempt { try $0.userSetValue(.string("Ada"), for: nameID) }
    pages.next()
    #expect(pages.refusal == nil)
    #expect(pages.chrome.step == 2)
    #expect(pages.chrome.done.isShown && pages.chrome.back.isShown && !pages.chrome.next.isShown)
  }

  @Test func aRefusedRowThatTakesNoFocusIsOnlyScrolledTo() throws {
    let form = try Loan.loanForm()
    let pages = Self.pages(form)
    form[Loan.name] = "Ada"
    form[Loan.category] = "company"
    form.flush()
    pages.next()
    #expect(pages.refusal == nil)
    pages.next()
    let sector = try row("sector", form)
    #expect(pages.refusal?.row == sector)
    #expect(pages.list.scrollRequest?.row == sector)
    #expect(pages.list.cachedRow(sector)?.focusRequest == nil, "a selector is not asked to take focus")
  }

  @Test func backNeverValidatesAndClearsTheRefusal() throws {
    let form = try Loan.loanForm()
    let pages = Self.pages(form)
    form[Loan.name] = "Ada"
    pages.next()
    #expect(!pages.done(), "the amount is required")
    #expect(pages.refusal?.row == (try row("amount", form)))
    pages.back()
    #expect(pages.refusal == nil)
    #expect(pages.chrome.step == 1)
    pages.back()
    #expect(pages.chrome.step == 1, "no page before the first")
  }

  @Test func doneGoesBackToTheFirstErrorsPageAndCompletesOnceEveryPageIsValid() throws {
    let form = try Loan.loanForm()
    let pages = Self.pages(form)
    form[Loan.name] = "Ada"
    pages.next()
    form[Loan.amount] = 1000
    form[Loan.name] = nil
    form.flush()
    #expect(!pages.done())
    #expect(pages.chrome.step == 1, "the name's page is shown again")
    #expect(pages.refusal?.row == (try row("name", form)))
    form[Loan.name] = "Ada"
    pages.next()
    #expect(pages.done())
    #expect(pages.refusal == nil)
  }

  @Test func theReturnKeyOfAPagesLastTextRowGoesToTheNextPage() throws {
    let form = try Loan.loanForm()
    let pages = Self.pages(form)
    let email = try #require(form.state(of: row("email", form)))
    #expect(pages.list.textContent(of: email)?.returnKey == .next, "a page follows")
    form[Loan.name] = "Ada"
    pages.list.focusChanged(email.id, isFocused: true)
    pages.list.focusNext(after: email.id)
    #expect(pages.chrome.step == 2)
    let amount = try row("amount", form)
    #expect(pages.list.cachedRow(amount)?.focusRequest == true, "the next page's first input takes focus")
    let notes = try #require(form.state(of: row("notes", form)))
    #expect(pages.list.textContent(of: notes)?.returnKey == .done, "the last step's last input")
  }

  @Test func theReturnKeyOnARefusedPageShowsTheRefusal() throws {
    let form = try Loan.loanForm()
    let pages = Self.pages(form)
    let email = try row("email", form)
    pages.list.focusChanged(email, isFocused: true)
    pages.list.focusNext(after: email)
    #expect(pages.chrome.step == 1)
    #expect(pages.refusal?.row == (try row("name", form)))
    #expect(pages.list.cachedRow(try row("name", form))?.focusRequest == true)
  }

  /// Random presses and answers: the chrome is always the flow's for the form as it is, the
  /// buttons say where the person is, a move clears the refusal, and Done completes only a
  /// form whose visible pages are all valid.
  @Test func randomPressesKeepTheChromeAndTheRefusalTrue() async {
    await checkProperty(count: 300, input: Gen.int(in: 0...7).array(of: 1...20)) { presses in
      do {
        try run(presses)
      } catch {
        Issue.record("\(presses): \(error)")
      }
    }
  }

  func run(_ presses: [Int]) throws {
    let form = try Loan.loanForm()
    let pages = Self.pages(form)
    for press in presses {
      let step = pages.chrome.step
      switch press {
      case 0: pages.next()
      case 1: pages.back()
      case 2:
        let completed = pages.done()
        #expect(completed == form.validate().isValid, "\(presses)")
        if completed { #expect(pages.refusal == nil) }
      case 3: form[Loan.name] = form[Loan.name] == nil ? "Ada" : nil
      case 4: form[Loan.category] = form[Loan.category] == "company" ? "person" : "company"
      case 5: form[Loan.amount] = form[Loan.amount] == nil ? 1000 : nil
      case 6:
        form[Loan.sector] = "red"
        form[Loan.vat] = "FR1"
      default: pages.list.focusNext(after: try row("email", form))
      }
      form.flush()
      let chrome = pages.chrome
      #expect(chrome == FormPageChrome(form: form, strings: pages.flow.strings), "\(presses)")
      #expect(chrome.back.isShown == (chrome.step > 1), "\(presses)")
      #expect(chrome.next.isShown != chrome.done.isShown, "\(presses)")
      if press == 0 || press == 1, chrome.step != step { #expect(pages.refusal == nil, "\(presses)") }
      if let refusal = pages.refusal, press == 0 { #expect(refusal.page == form.currentPage, "\(presses)") }
    }
  }
}
