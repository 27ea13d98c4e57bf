import Formwork
import FormworkDiff
import FormworkListDriver
import Foundation
import Testing

/// The pages screens' decisions: the step's title, the buttons, the progress bar, the return key
/// of a page's last input, Back / Next / Done, and the row brought to the person after a refusal;
/// every page change checked by the recording list's UIKit batch-update validator.
@MainActor
@Suite struct PageFlowTests {
  static let category = RowKey<String>("category")
  static let name = RowKey<String>("name")
  static let email = RowKey<String>("email")
  static let vat = RowKey<String>("vat")
  static let sector = RowKey<String>("sector")
  static let amount = RowKey<Int>("amount")
  static let notes = RowKey<String>("notes")

  /// Applicant → Company (only for a company) → Loan.
  static func loanForm() throws -> Form {
    try Form {
      Page("Applicant", tag: "applicant") {
        Section("Applicant") {
          Row.segmented(
            category, "Category", value: "person",
            options: [.init("person", "Person"), .init("company", "Company")])
          Row.name(name, "Name").required()
          Row.email(email, "Email")
        }
      }
      Page("Company", tag: "company") {
        Section("Company") {
          Row.selector(sector, "Sector", options: DriverFixtures.colors, presentation: .push).required()
          Row.text(vat, "VAT number").required()
        }
      }
      .hidden { $0[category] != "company" }
      Page("Loan", tag: "loan") {
        Section("Loan") {
          Row.integer(amount, "Amount").required()
          Row.text(notes, "Notes")
        }
      }
    }
  }

  static func flow(_ form: Form) -> (FormPageFlow, RecordingListView) {
    let (driver, list) = DriverFixtures.drive(form)
    return (FormPageFlow(driver: driver), list)
  }

  func row(_ tag: String, _ form: Form) throws -> RowID { try #require(form.rowID(forTag: tag)) }

  func page(_ tag: String, _ form: Form) throws -> PageID { try #require(form.pageID(forTag: tag)) }

  @Test func theChromeSaysTheStepAndShowsTheButtonsOfEachStep() throws {
    let form = try Self.loanForm()
    let (flow, list) = Self.flow(form)
    var chrome = flow.chrome
    #expect(chrome.title == "Step 1 of 2 · Applicant")
    #expect(chrome.stepText == "Step 1 of 2")
    #expect(chrome.pageTitle == "Applicant")
    #expect(chrome.progress == 0)
    #expect(chrome.back == FormPageButton(title: "Back", isShown: false, isEnabled: false))
    #expect(chrome.next == FormPageButton(title: "Next", isShown: true, isEnabled: true))
    #expect(chrome.done.isShown == false)

    form[Self.name] = "Ada"
    #expect(flow.chrome.progress == 0.5, "one of the two required visible rows (name, amount) is answered")
    #expect(flow.next() == .moved(try page("loan", form)))
    list.expectConsistent()
    chrome = flow.chrome
    #expect(chrome.title == "Step 2 of 2 · Loan")
    #expect(chrome.back.isShown && chrome.back.isEnabled)
    #expect(!chrome.next.isShown)
    #expect(chrome.done == FormPageButton(title: "Done", isShown: true))
    #expect(flow.next() == .none, "no page after the last")
    #expect(flow.back() == .moved(try page("applicant", form)))
    list.expectConsistent()
    #expect(flow.back() == .none)
    #expect(flow.chrome.step == 1)
  }

  @Test func aRefusalWithoutErrorsSaysAChecksStillRunsNotZeroProblems() {
    let strings = FormStrings(locale: Locale(identifier: "en"))
    let waiting = FormPageRefusal(errors: [], page: nil, row: nil, reveal: .notShown)
    #expect(waiting.summary(in: strings) == strings.controls.checking)
    let chinese = FormStrings(locale: Locale(identifier: "zh-Hans"))
    #expect(waiting.summary(in: chinese) == chinese.controls.checking)
    #expect(chinese.controls.checking != strings.controls.checking)
  }

  @Test func theChromeIsInTheFormsLanguage() throws {
    let form = try Self.loanForm()
    form.locale = Locale(identifier: "de_DE")
    let (flow, _) = Self.flow(form)
    #expect(flow.chrome.title == "Schritt 1 von 2 · Applicant")
    #expect(flow.chrome.next.title == "Weiter")
    flow.strings = FormStrings(locale: Locale(identifier: "fr_FR"))
    #expect(flow.chrome.title == "Étape 1 sur 2 · Applicant")
    #expect(flow.chrome.back.title == "Retour")
  }

  @Test func theChromeFollowsPagesThatAppearAndAnswersThatCount() throws {
    let form = try Self.loanForm()
    let (flow, list) = Self.flow(form)
    var seen: [FormPageChrome] = []
    flow.onChromeChange = { seen.append($0) }
    form[Self.category] = "company"
    list.flush()
    #expect(flow.chrome.title == "Step 1 of 3 · Applicant")
    #expect(flow.chrome.progress == 0, "name, sector, VAT and amount are required now")
    form[Self.name] = "Ada"
    #expect(flow.chrome.progress == 0.25)
    form[Self.category] = "person"
    #expect(flow.chrome.stepCount == 2)
    #expect(flow.chrome.progress == 0.5)
    #expect(seen.map(\.stepCount) == [3, 3, 2])
    form[Self.name] = "Ada"
    #expect(seen.count == 3, "nothing changed, nothing is announced")
  }

  @Test func everyPageChangeIsAValidUpdateOfTheList() throws {
    let form = try Self.loanForm()
    let (flow, list) = Self.flow(form)
    func tags() -> [String] { list.visibleRows.compactMap { form.state(of: $0)?.tag } }
    #expect(tags() == ["category", "name", "email"])
    form[Self.name] = "Ada"
    form[Self.category] = "company"
    list.flush()
    #expect(flow.next() == .moved(try page("company", form)))
    list.expectConsistent()
    #expect(tags() == ["sector", "vat"])
    form[Self.sector] = "red"
    form[Self.vat] = "FR1"
    #expect(flow.next() == .moved(try page("loan", form)))
    list.expectConsistent()
    #expect(tags() == ["amount", "notes"])
    #expect(flow.back() == .moved(try page("company", form)))
    list.expectConsistent()
    // The page shown hides: the form shows the nearest visible page before it.
    form[Self.category] = "person"
    list.flush()
    #expect(form.currentPage == (try page("applicant", form)))
    #expect(tags() == ["category", "name", "email"])
    #expect(flow.chrome.title == "Step 1 of 2 · Applicant")
    form[Self.amount] = 5000
    #expect(flow.next() == .moved(try page("loan", form)), "the hidden company page is skipped")
    list.expectConsistent()
    #expect(flow.done() == .completed)
    list.expectConsistent()
    let batches = list.structuralOperations.filter { if case .batch = $0 { true } else { false } }
    #expect(batches.count >= 5, "page changes animate as batches, not reloads")
  }

  @Test func aRefusedNextFocusesTheFirstErrorsInput() throws {
    let form = try Self.loanForm()
    let (flow, list) = Self.flow(form)
    let name = try row("name", form)
    let outcome = flow.next()
    let path = try DriverFixtures.path("name", in: flow.driver)
    #expect(
      outcome
        == .refused(
          FormPageRefusal(
            errors: form.validate().errors.filter { $0.row == name }, page: try page("applicant", form), row: name,
            reveal: .focused(path))))
    #expect(list.firstResponder?.row == name)
    #expect(list.cells[path]?.descriptor.content.message != nil, "the error shows in the row")
    #expect(form.currentPage == (try page("applicant", form)))
    list.expectConsistent()
  }

  @Test func aRefusedRowThatTakesNoFocusIsScrolledTo() throws {
    let form = try Self.loanForm()
    let (flow, list) = Self.flow(form)
    form[Self.name] = "Ada"
    form[Self.category] = "company"
    list.flush()
    flow.next()
    list.expectConsistent()
    guard case .refused(let refusal) = flow.next() else {
      Issue.record("Next must refuse the empty sector and VAT")
      return
    }
    let sector = try DriverFixtures.path("sector", in: flow.driver)
    #expect(refusal.errors.map(\.tag) == ["sector", "vat"])
    #expect(refusal.row == (try row("sector", form)))
    #expect(refusal.reveal == .scrolled(sector), "a selector takes no focus: the list scrolls to it")
    #expect(list.operations.last == .scroll(sector))
    #expect(list.firstResponder == nil)
  }

  @Test func doneGoesBackToThePageOfTheFirstErrorAndFocusesIt() throws {
    let form = try Self.loanForm()
    let (flow, list) = Self.flow(form)
    form[Self.name] = "Ada"
    flow.next()
    form[Self.amount] = 1000
    form[Self.name] = nil
    list.flush()
    guard case .refused(let refusal) = flow.done() else {
      Issue.record("Done must refuse the empty name on the first page")
      return
    }
    list.expectConsistent()
    #expect(refusal.page == (try page("applicant", form)))
    #expect(form.currentPage == refusal.page, "the form went back to the page of the error")
    #expect(refusal.reveal == .focused(try DriverFixtures.path("name", in: flow.driver)))
    #expect(list.firstResponder?.row == (try row("name", form)))
    #expect(flow.chrome.step == 1)
  }

  @Test func theLastInputOfAPageReadsNextAndItsReturnKeyGoesToTheNextPage() throws {
    let form = try Self.loanForm()
    let (flow, list) = Self.flow(form)
    let driver = flow.driver
    #expect(flow.lastInput == (try row("email", form)))
    #expect(driver.cell(for: try row("email", form))?.content.text?.returnKey == .next)
    // A refusal: the first error's input takes the keyboard.
    #expect(driver.focus(try row("email", form)))
    #expect(list.pressReturn() == .focus(try row("name", form)))
    #expect(form.currentPage == (try page("applicant", form)))
    // Valid: the next page's first input takes the keyboard.
    _ = list.type("Ada")
    #expect(driver.focus(try row("email", form)))
    #expect(list.pressReturn() == .focus(try row("amount", form)))
    list.expectConsistent()
    #expect(form.currentPage == (try page("loan", form)))
    #expect(list.firstResponder?.row == (try row("amount", form)))
    // The last step's last input reads "done" and closes the keyboard.
    #expect(driver.cell(for: try row("notes", form))?.content.text?.returnKey == .done)
    #expect(driver.focus(try row("notes", form)))
    #expect(list.pressReturn() == .endEditing)
    #expect(form.currentPage == (try page("loan", form)), "the return key never submits")
    #expect(list.firstResponder == nil)
  }

  @Test func theLastInputsReturnKeyFollowsAPageThatAppearsAfterIt() throws {
    let more = RowKey<Bool>("more")
    let form = try Form {
      Page("One") {
        Section {
          Row.text("first", "First")
          Row.switch(more, "More")
        }
      }
      Page("Two") { Section { Row.text("second", "Second") } }
        .hidden { $0[more] != true }
    }
    let (flow, list) = Self.flow(form)
    let first = try row("first", form)
    #expect(flow.driver.cell(for: first)?.content.text?.returnKey == .done)
    #expect(flow.driver.focus(first))
    form[more] = true
    list.flush()
    #expect(list.firstResponder?.descriptor.content.text?.returnKey == .next, "the cell was reconfigured")
    #expect(list.operations.contains(.keyboard(flow.driver.keyboard(for: first))), "the keyboard was re-announced")
    #expect(flow.driver.keyboard(for: first).returnKey == .next)
    form[more] = false
    list.flush()
    #expect(list.firstResponder?.descriptor.content.text?.returnKey == .done)
    #expect(flow.chrome.done.isShown)
  }

  @Test func withoutAListTheFlowDecidesWhatItsRendererDoes() throws {
    // SwiftUI keeps no list host: the flow says what to focus or scroll to, the renderer does it.
    let form = try Self.loanForm()
    let flow = FormPageFlow(driver: FormListDriver(form: form))
    guard case .refused(let refusal) = flow.next() else {
      Issue.record("Next must refuse the empty name")
      return
    }
    #expect(refusal.reveal == .focused(ItemPath(item: 1, section: 0)))
    #expect(refusal.summary(in: form.strings) == "1 problem: \(refusal.errors[0].message)")
    form[Self.name] = "Ada"
    #expect(flow.continuesAfterLastInput)
    #expect(flow.returnKeyOnLastInput() == .focus(try row("amount", form)), "the next page's first input")
    #expect(form.currentPage == (try page("loan", form)))
    #expect(!flow.continuesAfterLastInput)
    #expect(flow.returnKeyOnLastInput() == nil, "the last step's return key closes the keyboard")
    form[Self.category] = "company"
    guard case .refused(let done) = flow.done() else {
      Issue.record("Done must refuse the empty company page")
      return
    }
    #expect(form.currentPage == (try page("company", form)))
    #expect(done.row == (try row("sector", form)))
    #expect(done.reveal == .scrolled(ItemPath(item: 0, section: 0)), "a selector is scrolled to")
  }

  @Test func aFormWithoutPagesIsOneStep() throws {
    let form = try Form { Section { Row.text("only", "Only").required() } }
    let (flow, list) = Self.flow(form)
    #expect(flow.chrome.title == "Step 1 of 1")
    #expect(flow.chrome.done.isShown && !flow.chrome.next.isShown && !flow.chrome.back.isShown)
    #expect(flow.next() == .none)
    guard case .refused(let refusal) = flow.done() else {
      Issue.record("Done must refuse the empty required row")
      return
    }
    #expect(refusal.page == nil)
    #expect(list.firstResponder?.row == (try row("only", form)))
  }
}
