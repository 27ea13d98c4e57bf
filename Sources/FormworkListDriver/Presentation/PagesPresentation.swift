import Formwork

/// The platform-neutral store of a multi-page screen without a list host (SwiftUI's
/// `FormPagesView`): the ``FormPresentation`` of the page's rows, the chrome the list driver's
/// ``FormPageFlow`` decides (step title, progress, Back / Next / Done), and the last refusal,
/// shown until the person moves on. It performs the flow's decisions with the presentation's
/// focus and scroll requests.
///
/// ```swift
/// let pages = PagesPresentation(list: FormPresentation(form: loanForm))
/// pages.chrome.title        // "Step 1 of 3 · Applicant"
/// pages.next()              // refused: the first error's row is asked to take focus
/// pages.refusalSummary      // "1 problem: Name is required."
/// ```
@MainActor
public final class PagesPresentation {
  /// What changes.
  public enum Property: Sendable, Equatable {
    /// ``chrome``.
    case chrome
    /// ``refusal``.
    case refusal
  }

  /// The presentation of the rows of the page shown.
  public let list: FormPresentation
  /// Where every decision is made; this presentation performs them with ``list``'s focus and
  /// scroll requests.
  public let flow: FormPageFlow
  /// What the screen shows around the list.
  public private(set) var chrome: FormPageChrome
  /// The last refusal of Next or Done (or of the return key of a page's last row), until the
  /// page changes or another button is pressed.
  public private(set) var refusal: FormPageRefusal?
  /// Told around every change.
  public var observer: PresentationObserver<Property>?

  private var subscriptions: Set<FormSubscription> = []

  /// A presentation of the pages of the form `list` shows (a form without pages is one step).
  public init(list: FormPresentation) {
    self.list = list
    // NB: a driver without a list: it follows the shown structure for the flow's decisions.
    flow = FormPageFlow(driver: FormListDriver(form: list.form))
    chrome = flow.chrome
    flow.onChromeChange = { [weak self] chrome in self?.setChrome(chrome) }
    list.pageFlow = flow
    list.form.observe { [weak self] event in
      switch event {
      case .pageChanged: self?.setRefusal(nil)
      case .pageRefused(let page, let issues): self?.refusedByTheForm(page: page, issues: issues)
      default: break
      }
    }
    .store(in: &subscriptions)
  }

  /// The form shown.
  public var form: Form { list.form }

  /// Back: the previous visible page, never validating.
  public func back() {
    setRefusal(nil)
    flow.back()
  }

  /// Next: the next visible page once this one is valid; else the first error is focused or
  /// scrolled to and ``refusal`` says what is wrong.
  ///
  /// - Returns: Whether Next ended the form (a `TriggerAction.complete` trigger of the page
  ///   held): submit it, as after ``done()``.
  @discardableResult
  public func next() -> Bool {
    switch flow.next() {
    case .refused(let refused):
      reveal(refused)
      return false
    case .completed:
      setRefusal(nil)
      return true
    case .moved, .none:
      return false
    }
  }

  /// Done: validates every visible page.
  ///
  /// - Returns: Whether the form is complete (submit it); else the page of the first error is
  ///   shown, its row focused or scrolled to, and ``refusal`` says what is wrong.
  @discardableResult
  public func done() -> Bool {
    switch flow.done() {
    case .completed:
      setRefusal(nil)
      return true
    case .refused(let refused):
      reveal(refused)
      return false
    case .moved, .none:
      return false
    }
  }

  /// One line for the refusal shown: "2 problems: Name is required.".
  public var refusalSummary: String? { refusal?.summary(in: flow.strings) }

  private func reveal(_ refused: FormPageRefusal) {
    setRefusal(refused)
    guard let row = refused.row else { return }
    switch refused.reveal {
    case .focused: list.focus(row)
    case .scrolled: list.scroll(to: row)
    case .notShown: break
    }
  }

  /// A refusal the buttons did not ask for (the return key of the page's last row): shown, and
  /// its first error scrolled to (the return key already focused it when it can).
  private func refusedByTheForm(page: PageID, issues: [ValidationIssue]) {
    let errors = issues.filter { $0.severity == .error }
    let row = errors.first.flatMap(form.revealRow(for:))
    setRefusal(FormPageRefusal(errors: errors, page: page, row: row, reveal: .notShown))
    if let row { list.scroll(to: row) }
  }

  private func setChrome(_ new: FormPageChrome) {
    guard new != chrome else { return }
    observer.change(.chrome) { chrome = new }
  }

  private func setRefusal(_ new: FormPageRefusal?) {
    guard new != refusal else { return }
    observer.change(.refusal) { refusal = new }
  }
}
