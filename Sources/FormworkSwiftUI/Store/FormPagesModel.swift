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
  ///
  /// Every decision is FormworkListDriver's `PagesPresentation` (tested on Linux); this model
  /// publishes its chrome and refusal.
  @MainActor
  public final class FormPagesModel: ObservableObject {
    /// The model of the rows of the page shown.
    public let model: FormModel
    /// What the screen shows around the list.
    @Published public private(set) var chrome: FormPageChrome
    /// The last refusal of Next or Done (or of the return key of a page's last row), until the
    /// page changes or another button is pressed.
    @Published public private(set) var refusal: FormPageRefusal?

    /// Where every decision is made.
    let presentation: PagesPresentation

    /// A model of `form`'s pages (a form without pages is one step).
    public convenience init(form: Formwork.Form) {
      self.init(model: FormModel(form: form))
    }

    /// A model of the pages of the form a ``FormModel`` follows.
    public init(model: FormModel) {
      self.model = model
      presentation = PagesPresentation(list: model.presentation)
      chrome = presentation.chrome
      refusal = presentation.refusal
      presentation.observer = PresentationObserver(
        willChange: { _ in },
        didChange: { [weak self] property in self?.didChange(property) })
    }

    /// Where every decision is made; this model performs them with SwiftUI's focus and scrolling.
    public var flow: FormPageFlow { presentation.flow }

    /// The form shown.
    public var form: Formwork.Form { model.form }

    /// Back: the previous visible page, never validating.
    public func back() { presentation.back() }

    /// Next: the next visible page once this one is valid; else the first error is focused or
    /// scrolled to and ``refusal`` says what is wrong.
    ///
    /// - Returns: Whether Next ended the form (a `TriggerAction.complete` trigger of the page
    ///   held): submit it, as after ``done()``.
    @discardableResult
    public func next() -> Bool { presentation.next() }

    /// Done: validates every visible page.
    ///
    /// - Returns: Whether the form is complete (submit it); else the page of the first error is
    ///   shown, its row focused or scrolled to, and ``refusal`` says what is wrong.
    @discardableResult
    public func done() -> Bool { presentation.done() }

    /// One line for the refusal shown: "2 problems: Name is required.".
    public var refusalSummary: String? { presentation.refusalSummary }

    /// The published copies follow the presentation (`@Published` tells SwiftUI before).
    private func didChange(_ property: PagesPresentation.Property) {
      switch property {
      case .chrome: chrome = presentation.chrome
      case .refusal: refusal = presentation.refusal
      }
    }
  }
#endif
