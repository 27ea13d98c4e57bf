#if canImport(SwiftUI)
  import Formwork
  import FormworkListDriver
  import SwiftUI

  /// A multi-page form shown one step at a time: the step's title ("Step 2 of 4 · Applicant")
  /// over a `ProgressView`, the page's rows in a ``FormView``, and Back / Next / Done in the
  /// toolbar. Put it in a `NavigationStack` (or `NavigationView`) for the toolbar.
  ///
  /// ```swift
  /// NavigationStack {
  ///   FormPagesView(form: loanForm) { form in
  ///     submit(form.values())
  ///   }
  ///   .navigationTitle("Loan")
  /// }
  /// ```
  ///
  /// Every decision is the list driver's ``FormPageFlow`` (through ``FormPagesModel``): what the
  /// title says, which buttons show, what Next and Done do, the return key of a page's last text
  /// row ("next" goes to the next page), and which row is focused or scrolled to after a refusal.
  /// A refusal stays on screen, under the progress bar, until the person moves on.
  ///
  /// A view made with a form keeps its own ``FormPagesModel`` for as long as it shows that form
  /// (another form starts again); a view made with a model the app keeps observes that model,
  /// and a new model passed in is shown at once.
  @MainActor
  public struct FormPagesView: View {
    private let source: Source
    private let onComplete: @MainActor (Formwork.Form) -> Void

    /// What the view shows: a form (it makes and owns a model) or a model the app owns.
    private enum Source {
      case form(Formwork.Form)
      case model(FormPagesModel)
    }

    /// A pages view of `form`, which makes and keeps its own ``FormPagesModel``.
    ///
    /// - Parameters:
    ///   - form: The form to show. Passing another form later shows that form from its start.
    ///   - onComplete: Called when Done finds every visible page valid, or when the Next button
    ///     ends the form early (a `TriggerAction.complete` trigger of the page held; a Next
    ///     from the return key of a page's last input emits `FormEvent.completedEarly(_:)`).
    public init(form: Formwork.Form, onComplete: @escaping @MainActor (Formwork.Form) -> Void) {
      source = .form(form)
      self.onComplete = onComplete
    }

    /// A pages view of a model the app keeps (in a `@StateObject`, or an object of its own): the
    /// view observes it, and follows another model when one is passed.
    public init(pages: FormPagesModel, onComplete: @escaping @MainActor (Formwork.Form) -> Void) {
      source = .model(pages)
      self.onComplete = onComplete
    }

    public var body: some View {
      switch source {
      case .form(let form):
        OwnedPagesView(form: form, onComplete: onComplete)
          .id(ObjectIdentifier(form))
      case .model(let pages):
        PagesScreen(pages: pages, onComplete: onComplete)
      }
    }
  }

  /// A pages screen that owns the model of the form it shows: made once per view identity
  /// (`StateObject` evaluates its argument once).
  @MainActor
  private struct OwnedPagesView: View {
    @StateObject private var pages: FormPagesModel
    let onComplete: @MainActor (Formwork.Form) -> Void

    init(form: Formwork.Form, onComplete: @escaping @MainActor (Formwork.Form) -> Void) {
      _pages = StateObject(wrappedValue: FormPagesModel(form: form))
      self.onComplete = onComplete
    }

    var body: some View {
      PagesScreen(pages: pages, onComplete: onComplete)
    }
  }

  /// The pages screen of a model someone else owns: it observes the model it is given.
  @MainActor
  private struct PagesScreen: View {
    @ObservedObject var pages: FormPagesModel
    let onComplete: @MainActor (Formwork.Form) -> Void

    var body: some View {
      let chrome = pages.chrome
      VStack(spacing: 0) {
        PageHeader(chrome: chrome, refusal: pages.refusalSummary)
        FormView(model: pages.model)
      }
      .toolbar {
        ToolbarItemGroup(placement: .pageButtons) {
          if chrome.back.isShown {
            Button(chrome.back.title) { pages.back() }
              .disabled(!chrome.back.isEnabled)
          }
          Spacer()
          if chrome.next.isShown {
            Button(chrome.next.title) {
              if pages.next() { onComplete(pages.form) }
            }
            .disabled(!chrome.next.isEnabled)
          }
          if chrome.done.isShown {
            Button(chrome.done.title) {
              if pages.done() { onComplete(pages.form) }
            }
            .font(.body.weight(.semibold))
            .disabled(!chrome.done.isEnabled)
          }
        }
      }
      .environment(\.locale, pages.form.locale)
    }
  }

  /// The step's title, the progress bar and the last refusal.
  @MainActor
  private struct PageHeader: View {
    let chrome: FormPageChrome
    let refusal: String?

    var body: some View {
      VStack(alignment: .leading, spacing: 8) {
        Text(chrome.title)
          .font(.headline)
          .accessibilityAddTraits(.isHeader)
        ProgressView(value: chrome.progress)
          .accessibilityLabel(Text(chrome.stepText))
        if let refusal {
          Label(refusal, systemImage: "exclamationmark.circle.fill")
            .font(.subheadline)
            .foregroundColor(.red)
            .transition(.opacity)
        }
      }
      .padding(.horizontal, 20)
      .padding(.vertical, 8)
      .frame(maxWidth: .infinity, alignment: .leading)
      .animation(.default, value: refusal)
    }
  }

  extension ToolbarItemPlacement {
    /// The bottom bar where there is one (iOS), else the toolbar's usual place.
    fileprivate static var pageButtons: ToolbarItemPlacement {
      // Linux: the SwiftUI stand-in of the tests, a model of iOS.
      #if os(iOS) || os(Linux)
        .bottomBar
      #else
        .automatic
      #endif
    }
  }
#endif
