#if canImport(SwiftUI)
  #if canImport(Combine)
    import Combine
  #endif
  import Formwork
  import FormworkListDriver
  import SwiftUI

  /// The observable state of a ``FormPagesView``: the ``FormModel`` of the page's rows, the
  /// chrome the list driver's ``FormPageFlow`` decides (step title, progress, Back / Next /
  /// Done), and the last refusal, shown until the person moves on.
  ///
  /// ```swift
  /// @StateObject private var pages = FormPagesModel(form: makeLoanForm())
  /// var body: some View {
  ///   FormPagesView(pages: pages) { form in submit(form.values()) }
  /// }
  /// ```
  @MainActor
  public final class FormPagesModel: ObservableObject {
    /// The model of the rows of the page shown.
    public let model: FormModel
    /// Where every decision is made; this model performs them with SwiftUI's focus and scrolling.
    public let flow: FormPageFlow
    /// What the screen shows around the list.
    @Published public private(set) var chrome: FormPageChrome
    /// The last refusal of Next or Done (or of the return key of a page's last row), until the
    /// page changes or another button is pressed.
    @Published public private(set) var refusal: FormPageRefusal?

    private var subscriptions: Set<FormSubscription> = []

    /// A model of `form`'s pages (a form without pages is one step).
    public convenience init(form: Formwork.Form) {
      self.init(model: FormModel(form: form))
    }

    /// A model of the pages of the form a ``FormModel`` follows.
    public init(model: FormModel) {
      let form = model.form
      self.model = model
      // NB: a driver without a list: it follows the shown structure for the flow's decisions.
      flow = FormPageFlow(driver: FormListDriver(form: form))
      chrome = flow.chrome
      flow.onChromeChange = { [weak self] chrome in self?.chrome = chrome }
      model.pageFlow = flow
      form.observe { [weak self] event in
        switch event {
        case .pageChanged: self?.refusal = nil
        case .pageRefused(let page, let issues): self?.refusedByTheForm(page: page, issues: issues)
        default: break
        }
      }
      .store(in: &subscriptions)
    }

    /// The form shown.
    public var form: Formwork.Form { model.form }

    /// Back: the previous visible page, never validating.
    public func back() {
      refusal = nil
      flow.back()
    }

    /// Next: the next visible page once this one is valid; else the first error is focused or
    /// scrolled to and ``refusal`` says what is wrong.
    public func next() {
      if case .refused(let refused) = flow.next() { reveal(refused) }
    }

    /// Done: validates every visible page.
    ///
    /// - Returns: Whether the form is complete (submit it); else the page of the first error is
    ///   shown, its row focused or scrolled to, and ``refusal`` says what is wrong.
    @discardableResult
    public func done() -> Bool {
      switch flow.done() {
      case .completed:
        refusal = nil
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
      refusal = refused
      guard let row = refused.row else { return }
      switch refused.reveal {
      case .focused: model.focus(row)
      case .scrolled: model.scrollRequests.scroll(to: row)
      case .notShown: break
      }
    }

    /// A refusal the buttons did not ask for (the return key of the page's last row): shown,
    /// and its first error scrolled to (the return key already focused it when it can).
    private func refusedByTheForm(page: PageID, issues: [ValidationIssue]) {
      let errors = issues.filter { $0.severity == .error }
      let row = errors.first.flatMap(model.form.revealRow(for:))
      refusal = FormPageRefusal(errors: errors, page: page, row: row, reveal: .notShown)
      if let row { model.scrollRequests.scroll(to: row) }
    }
  }
#endif
