import Formwork
import FormworkDiff

/// The pages half of a list renderer for multi-page forms: what Back, Next and Done do, what the
/// step's title and progress bar say (``chrome``), what the return key of a page's last input
/// does, and which row is focused or scrolled to after a refusal. The UIKit and SwiftUI pages
/// screens draw ``chrome`` and forward the presses; every decision is here, tested on Linux.
///
/// ```swift
/// let flow = FormPageFlow(driver: driver)
/// flow.onChromeChange = { chrome in header.show(chrome) }
/// switch flow.next() {
/// case .moved: break                       // the list shows the next page already
/// case .refused(let refusal): announce(refusal.errors)  // its first error is focused
/// case .completed, .none: break
/// }
/// ```
///
/// Page changes go through the form (`Form.nextPage(origin:)`,
/// `Form.previousPage(origin:)`, `Form.complete()`); the flow then flushes
/// the form so that the list shows the new page, as one UIKit-valid update, before it focuses
/// anything. The return key of the last input of a page reads "next" while a visible page
/// follows, and goes there; on the last step it reads "done" and closes the keyboard, as in a
/// form without pages (Done submits only from its button).
@MainActor
public final class FormPageFlow {
  /// The driver of the list showing the current page.
  public let driver: FormListDriver
  /// The form shown.
  public var form: Form { driver.form }
  /// The words of the chrome: the form's (`Form.strings`) unless set.
  public var strings: FormStrings {
    didSet { refreshChrome() }
  }
  /// What the screen shows around the list now.
  public private(set) var chrome: FormPageChrome
  /// Called with the new chrome each time it changes: another page, a page appearing or
  /// hiding, an answer that moves the progress.
  public var onChromeChange: (@MainActor (FormPageChrome) -> Void)?

  private var subscriptions: Set<FormSubscription> = []
  /// Whether a visible page followed when the return key of the page's last input was last
  /// decided.
  private var continuedAfterLastInput: Bool

  /// A flow over the driver of the list that shows the form.
  ///
  /// The driver asks the flow what the return key of a page's last input says and does; one
  /// flow per driver.
  public init(driver: FormListDriver) {
    self.driver = driver
    strings = driver.form.strings
    chrome = FormPageChrome(form: driver.form, strings: driver.form.strings)
    continuedAfterLastInput = false
    continuedAfterLastInput = hasNextPage
    driver.pageFlow = self
    driver.form.onProgressChange { [weak self] _ in self?.formChanged() }.store(in: &subscriptions)
    driver.form.observe { [weak self] event in
      if case .pageChanged = event { self?.formChanged() }
    }
    .store(in: &subscriptions)
  }

  // MARK: Where the form is

  /// Whether a visible page follows the one shown.
  public var hasNextPage: Bool {
    guard let current = form.currentPage else { return false }
    return form.visiblePageIDs.last != current
  }

  /// Whether a visible page comes before the one shown.
  public var hasPreviousPage: Bool {
    guard let current = form.currentPage else { return false }
    return form.visiblePageIDs.first != current
  }

  // MARK: Buttons

  /// Next: validates the page shown and goes to the next visible page. A refusal shows the
  /// errors and brings the first one's row to the person (focused, or scrolled to). When a
  /// `TriggerAction.complete` trigger of the page holds, the form ends there:
  /// ``FormPageOutcome/completed``, as Done's (the form also emits
  /// `FormEvent.completedEarly(_:)`, which the return key's Next reaches too).
  @discardableResult
  public func next() -> FormPageOutcome {
    switch form.nextPage() {
    case .moved(let page):
      form.flush()
      return .moved(page)
    case .refused(let report):
      return .refused(reveal(report, page: form.currentPage))
    case .completed:
      return .completed
    case .noPage:
      return .none
    }
  }

  /// Back: the previous visible page, never validating.
  @discardableResult
  public func back() -> FormPageOutcome {
    guard case .moved(let page) = form.previousPage() else { return .none }
    form.flush()
    return .moved(page)
  }

  /// Done: validates every visible page. When one has errors, the form goes back to the page
  /// of the first (going back never validates) and its row is focused or scrolled to.
  ///
  /// - Returns: ``FormPageOutcome/completed`` when the app may submit.
  /// - Complexity: O(*n*) for the *n* visible rows of the form.
  @discardableResult
  public func done() -> FormPageOutcome {
    let completion = form.complete()
    let report = completion.report
    guard !report.isValid else { return .completed }
    let row = report.firstError.flatMap(form.revealRow(for:)) ?? report.pendingRows.first
    let page = completion.firstErrorPage ?? row.flatMap(form.page(of:))
    if let page, page != form.currentPage {
      do {
        try form.go(toPage: page)
      } catch {
        // The page of an error is visible (only visible pages are validated): nothing to do
        // but report the errors where the person is.
        return .refused(FormPageRefusal(errors: report.errors, page: page, row: row, reveal: .notShown))
      }
    }
    return .refused(reveal(report, page: page ?? form.currentPage))
  }

  // MARK: The return key

  /// Whether the return key of the page's last input reads "next" (a visible page follows).
  public var continuesAfterLastInput: Bool { hasNextPage }

  /// The return key of the page's last input (``FormListDriver/returnKeyPressed(in:)`` calls
  /// it): Next, then the new page's first input takes focus; after a refusal, the first error's
  /// row. `nil` on the last step: the key closes the keyboard as without pages.
  ///
  /// A renderer without a list host (SwiftUI) calls it from its own return key and focuses the
  /// row of a ``FormKeyboardAction/focus(_:)`` itself.
  public func returnKeyOnLastInput() -> FormKeyboardAction? {
    guard hasNextPage else { return nil }
    switch next() {
    case .moved:
      if let first = driver.firstInput, driver.host == nil || driver.focus(first) { return .focus(first) }
    case .refused(let refusal):
      if case .focused = refusal.reveal, let row = refusal.row { return .focus(row) }
    case .completed, .none:
      break
    }
    driver.endEditing()
    return .endEditing
  }

  /// The last input of the page shown, in keyboard navigation order.
  public var lastInput: RowID? {
    let shown = driver.shown
    guard shown.sectionCount > 0 else { return nil }
    let last = shown.sectionCount - 1
    let end = ItemPath(item: shown.rows(inSection: last).count, section: last)
    return shown.firstRow(from: end, forward: false, where: driver.isNavigable)
  }

  // MARK: Following the form

  private func formChanged() {
    let continues = hasNextPage
    if continues != continuedAfterLastInput {
      continuedAfterLastInput = continues
      // The last input's return key changes between "next" and "done".
      if let host = driver.host, let row = lastInput, let path = driver.indexPath(of: row) {
        host.reconfigureRows(at: [path])
        driver.refreshKeyboard()
      }
    }
    refreshChrome()
  }

  private func refreshChrome() {
    let now = FormPageChrome(form: form, strings: strings)
    guard now != chrome else { return }
    chrome = now
    onChromeChange?(now)
  }

  // MARK: Refusals

  /// Shows the refused page's errors, then focuses the first one's row (an input) or scrolls to
  /// it (any other row).
  private func reveal(_ report: ValidationReport, page: PageID?) -> FormPageRefusal {
    // The list shows the page and the errors before anything is focused.
    let (row, reveal) = driver.revealFirstProblemRow(of: report)
    return FormPageRefusal(errors: report.errors, page: page, row: row, reveal: reveal)
  }
}
