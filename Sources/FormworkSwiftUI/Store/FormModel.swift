#if canImport(SwiftUI)
  #if canImport(Combine)
    import Combine
  #endif
  import Formwork
  import FormworkListDriver
  import Observation
  import SwiftUI

  /// The observable bridge between a ``Formwork/Form`` and SwiftUI: it follows the form's updates
  /// and publishes them at three levels, so each change re-renders only what it concerns.
  ///
  /// - ``sections``: the list of shown sections, republished only when a section is shown,
  ///   hidden or moved.
  /// - ``SectionModel``: one per shown section, with its header, footer and shown rows,
  ///   republished when that section's rows change.
  /// - ``RowModel``: one per row a view asked for, refreshed only when the form's update
  ///   reconfigures or inserts that row (``RowStateCache`` decides, in time proportional to the
  ///   change).
  ///
  /// A keystroke in a text field therefore re-renders nothing but the rows whose state it changed
  /// (its own row only when an error appears or goes); a switch that shows a row re-renders the
  /// switch's row and the list of rows of the section that gained one.
  ///
  /// ```swift
  /// struct SignupScreen: View {
  ///   @StateObject private var model = FormModel(form: try! Signup.makeForm())
  ///   var body: some View {
  ///     FormView(model: model)
  ///       .toolbar { Button("Send") { send(model.form) }.disabled(!model.isValid) }
  ///   }
  /// }
  /// ```
  ///
  /// Keep the model in a `@StateObject` (its initializer runs once per view identity) or in an
  /// object of the app's own. Not in `@State private var model = FormModel(form: …)`: that
  /// expression runs each time the parent makes the view, and each run builds a model that
  /// follows the form until SwiftUI drops it. On iOS 17 the model is `Observable` as well, so
  /// any view reading ``isValid`` or ``sections`` follows them however the model is held.
  ///
  /// Every decision is FormworkListDriver's `FormPresentation` (tested on Linux): which
  /// sections and rows change, focus after an "Add", the return key, refusals shown, rows asked
  /// for. The model tells SwiftUI when they change, and animates structural changes.
  ///
  /// The model sets the form's ``Formwork/Form/updateDelivery`` to `.nextTurn` if it was
  /// `.manual`, and flushes right after each change made through it (``perform(_:)``), so a
  /// control never shows a stale value for a turn.
  @MainActor
  public final class FormModel: ObservableObject {
    /// The form shown.
    public let form: Formwork.Form
    /// Why a tapped row cannot be edited, shown for a moment.
    public let notice: NoticeModel
    /// The animation structural changes (rows and sections shown or hidden) are applied with;
    /// `nil` applies them without animation.
    public var animation: Animation? = .default

    /// Where every decision is made.
    let presentation: FormPresentation
    let observation = ObservationSupport()
    let scrollRequests: ScrollRequests
    let keyboard: KeyboardFocus
    /// The models of the shown sections (their presentations keep them weakly).
    private var sectionModels: [SectionModel] = []

    /// How close to the end of a section (in rows) a row appearing asks for more rows
    /// (``FormworkListDriver/FormListEvent/loadMore(_:)``, the list driver's rule); `nil`, the
    /// default, never asks.
    public var loadMoreDistance: Int? {
      get { presentation.loadMoreDistance }
      set { presentation.loadMoreDistance = newValue }
    }

    /// A model following `form`.
    ///
    /// - Parameter form: The form to show. Several models (and renderers) may follow one form.
    public init(form: Formwork.Form) {
      self.form = form
      presentation = FormPresentation(form: form)
      notice = NoticeModel(presentation: presentation.notice)
      scrollRequests = ScrollRequests(presentation: presentation)
      keyboard = KeyboardFocus(presentation: presentation)
      sectionModels = presentation.sections.map(SectionModel.of)
      presentation.observer = PresentationObserver(
        willChange: { [weak self] property in self?.willChange(property) },
        didChange: { [weak self] property in self?.didChange(property) })
      presentation.structuralChange = { [weak self] apply in
        if let animation = self?.animation {
          withAnimation(animation, apply)
        } else {
          apply()
        }
      }
      presentation.announce = { text in announce(text) }
    }

    /// The pages of a ``FormPagesView``: the return key of a page's last text row goes to the
    /// next page.
    var pageFlow: FormPageFlow? { presentation.pageFlow }

    // MARK: Reading

    /// The shown sections, in order.
    public var sections: [SectionModel] {
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) { observation.access(self, \.sections) }
      return sectionModels
    }

    /// Whether the form is valid now (``Formwork/Form/isValid``): what a submit button's enabled
    /// state follows.
    ///
    /// The model starts following validity the first time this is read, because checking it
    /// after every change costs O(*n* · *k*) for *n* rows with *k* rules each.
    public var isValid: Bool {
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) { observation.access(self, \.isValid) }
      return presentation.isValid
    }

    /// The model of a row, made from its current state on first use.
    ///
    /// - Returns: The model, or `nil` when the form has no such row.
    /// - Complexity: O(1) once made.
    public func row(_ id: RowID) -> RowModel? { presentation.row(id).map(RowModel.of) }

    /// The model of a shown section.
    public func section(_ id: SectionID) -> SectionModel? { presentation.section(id).map(SectionModel.of) }

    /// The content and keyboard of a text row's field, its return key included (the list
    /// driver's rule, through the presentation).
    func textContent(of state: RowState) -> FormTextContent? { presentation.textContent(of: state) }

    // MARK: Changing

    /// Makes a change as the user, and delivers its update at once.
    ///
    /// Use it for changes that come from controls, so every view shows their outcome in the same
    /// turn:
    ///
    /// ```swift
    /// Toggle("Express", isOn: Binding(
    ///   get: { row.state.value == true },
    ///   set: { isOn in model.attempt { try $0.userSetValue(.bool(isOn), for: row.id) } }))
    /// ```
    ///
    /// - Parameter change: The change, given the form.
    /// - Returns: What `change` returns.
    /// - Throws: What `change` throws. A row that cannot be edited is also reported through
    ///   ``notice`` by the form's ``Formwork/FormEvent/denied(_:reason:)`` event.
    @discardableResult
    public func perform<Result>(_ change: (Formwork.Form) throws -> Result) rethrows -> Result {
      try presentation.perform(change)
    }

    /// Runs a change the user asked for and delivers its update; a refusal (a row that cannot be
    /// edited, a value the row cannot hold, a move its section does not allow) is shown in
    /// ``notice``, as UIKit shows it in a banner, never dropped.
    ///
    /// ```swift
    /// Button("+") { model.attempt { try $0.step(id, by: 1) } }
    /// ```
    public func attempt(_ change: (Formwork.Form) throws -> Void) { presentation.attempt(change) }

    /// Handles a tap on a row as ``Formwork/Form/tap(_:)`` does, and delivers its update. A tap on
    /// a multivalued section's "Add" row then focuses the row it inserted, when its input can
    /// take focus (the list driver's rule).
    ///
    /// - Returns: What the view should do next (present options, a nested form…).
    @discardableResult
    public func tap(_ row: RowID) -> TapOutcome { presentation.tap(row) }

    /// Applies typed text as ``Formwork/Form/input(_:for:)`` does, and delivers its update.
    @discardableResult
    public func input(_ text: String, for row: RowID) -> InputResult { presentation.input(text, for: row) }

    /// Text typed into a row's field: what the field does (the list driver's rule).
    func textDidChange(_ text: String, in row: RowID) -> FormTextEditResult {
      presentation.textDidChange(text, in: row)
    }

    /// The text a live-formatted row's field shows after a change from `previous` to
    /// `proposed`, or `nil` for a row without a live format (the list driver's rule).
    func formattedText(_ proposed: String, previous: String, in row: RowID) -> String? {
      FormListDriver.formattedText(proposed, previous: previous, in: row, of: form)
    }

    /// What a row's field shows after its row changed, or `nil` to keep its text (the list
    /// driver's rule).
    func replacementText(forField current: String, of row: RowID, isEditing: Bool) -> String? {
      presentation.replacementText(forField: current, of: row, isEditing: isEditing)
    }

    /// Moves rows as SwiftUI's `onMove(perform:)` reports it, through the form's one shown-row
    /// move (`Form.moveShownRow(_:to:inSection:)`, the one UIKit's drags use); a refusal shows in
    /// ``notice``.
    ///
    /// Lists move one row at a time; several rows move one after the other, each destination
    /// counted on the rows as they are then.
    public func moveRows(fromOffsets sources: IndexSet, toOffset destination: Int, inSection id: SectionID) {
      presentation.moveRows(fromOffsets: sources, toOffset: destination, inSection: id)
    }

    /// Loads a selector's options (``Formwork/Form/loadOptions(for:)``) and delivers the update.
    public func loadOptions(for row: RowID) async { await presentation.loadOptions(for: row) }

    /// Reads every row model's state again: after a change updates do not describe, such as a
    /// new ``Formwork/Form/locale``.
    public func refreshAll() { presentation.refreshAll() }

    // MARK: List events

    /// Calls `handler` with the list's events, as UIKit's list driver reports them: a row about
    /// to appear (``FormworkListDriver/FormListEvent/willDisplay(_:_:)``) or gone, a tap on a
    /// row (``FormworkListDriver/FormListEvent/selected(_:_:)``), and requests for more rows
    /// near a section's end (``loadMoreDistance``). SwiftUI makes rows as they come on screen,
    /// so appearing is its prefetch.
    ///
    /// ```swift
    /// subscription = model.observeList { event in
    ///   if case .loadMore(let section) = event { appendNextPage(to: section) }
    /// }
    /// ```
    public func observeList(_ handler: @escaping @MainActor (FormListEvent) -> Void) -> FormSubscription {
      presentation.observeList(handler)
    }

    /// A row's view appeared.
    func rowAppeared(_ row: RowID) { presentation.rowAppeared(row) }

    /// A row's view disappeared.
    func rowDisappeared(_ row: RowID) { presentation.rowDisappeared(row) }

    /// A row was tapped.
    func rowSelected(_ row: RowID) { presentation.rowSelected(row) }

    // MARK: Focus

    /// Moves keyboard focus to a text row (scrolling it into view), or dismisses the keyboard
    /// with `nil`.
    public func focus(_ row: RowID?) { presentation.focus(row) }

    /// What the return key does in `row`: focus the next text row, go to the next page after a
    /// page's last one, or dismiss the keyboard after the last one.
    func focusNext(after row: RowID) { presentation.focusNext(after: row) }

    /// A text row's view gained or lost focus.
    func focusChanged(_ row: RowID, isFocused: Bool) { presentation.focusChanged(row, isFocused: isFocused) }

    // MARK: Telling SwiftUI

    private func willChange(_ property: FormPresentation.Property) {
      switch property {
      case .sections, .isValid:
        objectWillChange.send()
        guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
        if property == .sections {
          observation.willSet(self, \.sections)
        } else {
          observation.willSet(self, \.isValid)
        }
      // Only the list's scroller and the keyboard's toolbar observe these, not the list.
      case .scrollRequest: scrollRequests.objectWillChange.send()
      case .focusedRow: keyboard.objectWillChange.send()
      }
    }

    private func didChange(_ property: FormPresentation.Property) {
      switch property {
      case .sections:
        sectionModels = presentation.sections.map(SectionModel.of)
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) { observation.didSet(self, \.sections) }
      case .isValid:
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) { observation.didSet(self, \.isValid) }
      case .scrollRequest, .focusedRow:
        break
      }
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  extension FormModel: Observation.Observable {}

  /// The text row with keyboard focus, for the keyboard's toolbar (only it observes this).
  @MainActor
  final class KeyboardFocus: ObservableObject {
    private let presentation: FormPresentation

    init(presentation: FormPresentation) { self.presentation = presentation }

    var row: RowID? { presentation.focusedRow }
  }

  /// Rows the list should scroll to (focus moving to a row that may be off screen).
  @MainActor
  final class ScrollRequests: ObservableObject {
    typealias Request = FormScrollRequest

    private let presentation: FormPresentation

    init(presentation: FormPresentation) { self.presentation = presentation }

    var request: Request? { presentation.scrollRequest }

    func scroll(to row: RowID) { presentation.scroll(to: row) }
  }
#endif
