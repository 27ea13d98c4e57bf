#if canImport(SwiftUI)
  import Formwork
  import FormworkListDriver
  import SwiftUI

  /// A SwiftUI view of a ``Formwork/Form``: its shown sections and rows with native controls,
  /// kept up to date as the form changes, with animated insertions and removals.
  ///
  /// ```swift
  /// struct SignupScreen: View {
  ///   let form: Formwork.Form
  ///   var body: some View {
  ///     NavigationStack {
  ///       FormView(form: form)
  ///         .navigationTitle("Sign up")
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// Every row kind has its control: text fields (keyboard, autofill, capitalization and return
  /// key from the row's configuration; the return key moves to the next text row), text editors,
  /// date pickers, switches and check marks, steppers, sliders, segmented pickers, selectors
  /// (pushed lists, action sheets, alerts, menus or wheels, inline pickers), information, buttons,
  /// and nested forms. Each row shows its title (with a required mark), value, disabled state and
  /// its error or warning under it; a tap on a row that cannot be edited says why
  /// (``DenialPresentation``).
  ///
  /// Selectors shown as pushed lists and nested forms use `NavigationLink`, and on iOS 15 the
  /// keyboard's toolbar shows only in a navigation container: put the view in a
  /// `NavigationStack` (or `NavigationView`). Pass a form the app keeps: a form made in a `let`
  /// of a view is a new form on every render of its parent, and the view starts again.
  ///
  /// Custom rows (`Row.custom(_:kind:_:)`) and custom headers and footers are drawn by builders
  /// the app gives with ``customRows(_:)`` and ``customSupplementaries(_:)``. They are generic
  /// parameters of the view, not a dictionary of type-erased views: the compiler checks them and
  /// SwiftUI keeps their identity and state.
  ///
  /// The view draws what a ``FormModel`` publishes; each row's view observes its own
  /// ``RowModel``, so a change to one row re-renders that row alone.
  @MainActor
  public struct FormView<CustomRow: View, CustomSupplementary: View>: View {
    private let source: FormViewSource
    private let customRow: @MainActor (CustomRowContext) -> CustomRow
    private let customSupplementary: @MainActor (CustomSupplementaryContext) -> CustomSupplementary
    private var options: FormViewOptions

    private init(
      source: FormViewSource, options: FormViewOptions,
      customRow: @escaping @MainActor (CustomRowContext) -> CustomRow,
      customSupplementary: @escaping @MainActor (CustomSupplementaryContext) -> CustomSupplementary
    ) {
      self.source = source
      self.options = options
      self.customRow = customRow
      self.customSupplementary = customSupplementary
    }

    public var body: some View {
      // Made again only when the app re-renders this view (its builders may capture new state).
      let context = FormViewContext(customRow: customRow, customSupplementary: customSupplementary, options: options)
      switch source {
      case .form(let form):
        OwnedFormListView(form: form, context: context)
          .id(ObjectIdentifier(form))
          .formUndo(form)
          // The form's locale decides: its pickers and formats read the environment's.
          .environment(\.locale, form.locale)
          .environment(\.formListStrings, FormListStrings(strings: form.strings))
          .environment(\.layoutDirection, LayoutDirection(FormLayoutDirection(locale: form.locale)))
      case .model(let model):
        FormListView(model: model, context: context)
          .formUndo(model.form)
          .environment(\.locale, model.form.locale)
          .environment(\.formListStrings, FormListStrings(strings: model.form.strings))
          .environment(\.layoutDirection, LayoutDirection(FormLayoutDirection(locale: model.form.locale)))
      }
    }

    // MARK: Customizing

    /// Draws custom rows with `content`, given each row's ``CustomRowContext``.
    ///
    /// ```swift
    /// FormView(form: form)
    ///   .customRows { row in
    ///     switch row.kind {
    ///     case "color": ColorRow(hex: row.value(as: String.self)) { row.setValue($0) }
    ///     default: row.placeholder
    ///     }
    ///   }
    /// ```
    ///
    /// - Parameter content: Builds the view of a custom row. It runs in the row's own view, again
    ///   whenever the row's state changes.
    /// - Returns: The form view, drawing custom rows with `content`.
    public func customRows<Content: View>(
      @ViewBuilder _ content: @escaping @MainActor (CustomRowContext) -> Content
    ) -> FormView<Content, CustomSupplementary> {
      FormView<Content, CustomSupplementary>(
        source: source, options: options, customRow: content, customSupplementary: customSupplementary)
    }

    /// Draws custom section headers and footers (`Section.header(kind:value:)`) with `content`.
    ///
    /// ```swift
    /// FormView(form: form)
    ///   .customSupplementaries { supplementary in
    ///     if supplementary.kind == "logo" { Image("Logo") } else { supplementary.placeholder }
    ///   }
    /// ```
    ///
    /// - Parameter content: Builds the view of a custom header or footer.
    /// - Returns: The form view, drawing custom headers and footers with `content`.
    public func customSupplementaries<Content: View>(
      @ViewBuilder _ content: @escaping @MainActor (CustomSupplementaryContext) -> Content
    ) -> FormView<CustomRow, Content> {
      FormView<CustomRow, Content>(
        source: source, options: options, customRow: customRow, customSupplementary: content)
    }

    /// Draws the sections in a list or in SwiftUI's `Form` (``FormContainerStyle``).
    ///
    /// ```swift
    /// FormView(form: form).containerStyle(.form)
    /// ```
    public func containerStyle(_ style: FormContainerStyle) -> FormView {
      var copy = self
      copy.options.container = style
      return copy
    }

    /// Says how a tap on a row that cannot be edited is explained (a banner by default).
    public func denialPresentation(_ presentation: DenialPresentation) -> FormView {
      var copy = self
      copy.options.denials = presentation
      return copy
    }

    /// Whether the view puts an Edit button in the navigation bar when a multivalued section can
    /// be reordered (on by default): iOS 15 lists move rows only in edit mode. Turn it off to
    /// place your own `EditButton`.
    public func showsEditButton(_ shows: Bool) -> FormView {
      var copy = self
      copy.options.showsEditButton = shows
      return copy
    }

    /// Says how selectors presented as pickers show their options (a menu by default).
    public func pickerSelectorStyle(_ style: PickerSelectorStyle) -> FormView {
      var copy = self
      copy.options.pickerStyle = style
      return copy
    }
  }

  extension FormView where CustomRow == CustomRowPlaceholder, CustomSupplementary == SupplementaryPlaceholder {
    /// A view of `form`, which makes and keeps its own ``FormModel``.
    ///
    /// ```swift
    /// FormView(form: try Form { Section { Row.email(email, "Email") } })
    /// ```
    ///
    /// - Parameter form: The form. Passing another form later shows that form from the start.
    public init(form: Formwork.Form) {
      self.init(
        source: .form(form), options: FormViewOptions(), customRow: { $0.placeholder },
        customSupplementary: { $0.placeholder })
    }

    /// A view of the form a ``FormModel`` follows. Use it to keep the model yourself (to read
    /// ``FormModel/isValid``, or to share it between views).
    ///
    /// ```swift
    /// @StateObject private var model = FormModel(form: makeForm())
    /// var body: some View {
    ///   FormView(model: model)
    ///     .toolbar { Button("Save", action: save).disabled(!model.isValid) }
    /// }
    /// ```
    public init(model: FormModel) {
      self.init(
        source: .model(model), options: FormViewOptions(), customRow: { $0.placeholder },
        customSupplementary: { $0.placeholder })
    }
  }

  extension FormView {
    /// A nested form's view with the builders and options of the form view it opens from.
    init(nested model: FormModel, context: FormViewContext<CustomRow, CustomSupplementary>) {
      self.init(
        source: .model(model), options: context.options, customRow: context.customRow,
        customSupplementary: context.customSupplementary)
    }
  }

  extension LayoutDirection {
    /// SwiftUI's direction for the one the list driver decides from the form's locale.
    init(_ direction: FormLayoutDirection) {
      switch direction {
      case .leftToRight: self = .leftToRight
      case .rightToLeft: self = .rightToLeft
      }
    }
  }

  /// What a form view shows: a form (it makes a model) or a model the app keeps.
  private enum FormViewSource {
    case form(Formwork.Form)
    case model(FormModel)
  }

  /// A list that owns the model of the form it shows.
  @MainActor
  private struct OwnedFormListView<CustomRow: View, CustomSupplementary: View>: View {
    @StateObject private var model: FormModel
    let context: FormViewContext<CustomRow, CustomSupplementary>

    init(form: Formwork.Form, context: FormViewContext<CustomRow, CustomSupplementary>) {
      _model = StateObject(wrappedValue: FormModel(form: form))
      self.context = context
    }

    var body: some View {
      FormListView(model: model, context: context)
    }
  }
#endif
