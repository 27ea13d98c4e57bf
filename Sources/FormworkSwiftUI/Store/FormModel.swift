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
  /// On iOS 17 the model is `Observable` as well: `@State private var model = FormModel(form: …)`
  /// works, and any view reading ``isValid`` or ``sections`` follows them.
  ///
  /// The model sets the form's ``Formwork/Form/updateDelivery`` to `.nextTurn` if it was
  /// `.manual`, and flushes right after each change made through it (``perform(_:)``), so a
  /// control never shows a stale value for a turn.
  @MainActor
  public final class FormModel: ObservableObject {
    /// The form shown.
    public let form: Formwork.Form
    /// Why a tapped row cannot be edited, shown for a moment.
    public let notice = NoticeModel()
    /// The animation structural changes (rows and sections shown or hidden) are applied with;
    /// `nil` applies them without animation.
    public var animation: Animation? = .default

    @Published private var storedSections: [SectionModel] = []
    /// `nil` until ``isValid`` is first read. Not `@Published`: the first read records it
    /// without announcing a change (it may happen inside a view's body).
    private var storedIsValid: Bool?
    let observation = ObservationSupport()
    let scrollRequests = ScrollRequests()
    let keyboard = KeyboardFocus()
    /// The pages of a ``FormPagesView``: the return key of a page's last text row goes to the
    /// next page.
    weak var pageFlow: FormPageFlow?

    /// How close to the end of a section (in rows) a row appearing asks for more rows
    /// (``FormworkListDriver/FormListEvent/loadMore(_:)``, the list driver's rule); `nil`, the
    /// default, never asks.
    public var loadMoreDistance: Int? {
      get { loadMore.distance }
      set { loadMore.distance = newValue }
    }

    private var loadMore = FormLoadMoreRule()
    private let listObservers = FormObserverList<FormListEvent>()
    private let rows: RowStateCache<RowModel>
    private var sectionModels: [SectionID: SectionModel] = [:]
    private var subscriptions: [FormSubscription] = []
    /// When an error under the focused row is said to VoiceOver (the list driver's rule).
    private var errorAnnouncer = FormErrorAnnouncer()
    private var validitySubscription: FormSubscription?

    /// A model following `form`.
    ///
    /// - Parameter form: The form to show. Several models (and renderers) may follow one form.
    public init(form: Formwork.Form) {
      self.form = form
      notice.okTitle = form.strings.controls.ok
      rows = RowStateCache(form: form, make: RowModel.init(state:)) { model, state in model.refresh(state) }
      if form.updateDelivery == .manual { form.updateDelivery = .nextTurn }
      storedSections = form.snapshot.sections.compactMap(makeSectionModel)
      subscriptions.append(form.onUpdate { [weak self] update in self?.apply(update) })
      subscriptions.append(
        form.observe { [weak self] event in
          if case .denied(_, let reason) = event { self?.notice.show(reason) }
        })
      // Changes made before the model existed reach it now, like any later change.
      if form.hasPendingUpdate { form.flush() }
    }

    // MARK: Reading

    /// The shown sections, in order.
    public var sections: [SectionModel] {
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) { observation.access(self, \.sections) }
      return storedSections
    }

    /// Whether the form is valid now (``Formwork/Form/isValid``): what a submit button's enabled
    /// state follows.
    ///
    /// The model starts following validity the first time this is read, because checking it
    /// after every change costs O(*n* · *k*) for *n* rows with *k* rules each.
    public var isValid: Bool {
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) { observation.access(self, \.isValid) }
      if let storedIsValid { return storedIsValid }
      let now = form.isValid
      storedIsValid = now
      validitySubscription = form.onValidityChange { [weak self] valid in self?.setValid(valid) }
      return now
    }

    /// The model of a row, made from its current state on first use.
    ///
    /// - Returns: The model, or `nil` when the form has no such row.
    /// - Complexity: O(1) once made.
    public func row(_ id: RowID) -> RowModel? { rows.entry(for: id) }

    /// The model of a shown section.
    public func section(_ id: SectionID) -> SectionModel? { sectionModels[id] }

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
      defer { form.flush() }
      return try change(form)
    }

    /// Runs a change the user asked for and delivers its update; a refusal (a row that cannot be
    /// edited, a value the row cannot hold, a move its section does not allow) is shown in
    /// ``notice``, as UIKit shows it in a banner, never dropped.
    ///
    /// ```swift
    /// Button("+") { model.attempt { try $0.step(id, by: 1) } }
    /// ```
    public func attempt(_ change: (Formwork.Form) throws -> Void) {
      do {
        try perform(change)
      } catch let error as FormError {
        notice.show(error.message)
      } catch let error as FormDefinitionError {
        notice.show(error.errors.first?.message ?? String(describing: error))
      } catch {
        notice.show(String(describing: error))
      }
    }

    /// Handles a tap on a row as ``Formwork/Form/tap(_:)`` does, and delivers its update.
    ///
    /// - Returns: What the view should do next (present options, a nested form…).
    @discardableResult
    public func tap(_ row: RowID) -> TapOutcome {
      rowSelected(row)
      return perform { $0.tap(row) }
    }

    /// Applies typed text as ``Formwork/Form/input(_:for:)`` does, and delivers its update.
    @discardableResult
    public func input(_ text: String, for row: RowID) -> InputResult { perform { $0.input(text, for: row) } }

    /// Moves rows as SwiftUI's `onMove(perform:)` reports it, through the form's one shown-row
    /// move (`Form.moveShownRow(_:to:inSection:)`, the one UIKit's drags use); a refusal shows in
    /// ``notice``.
    ///
    /// Lists move one row at a time; several rows move one after the other, each destination
    /// counted on the rows as they are then.
    public func moveRows(fromOffsets sources: IndexSet, toOffset destination: Int, inSection id: SectionID) {
      guard let section = sectionModels[id] else { return }
      let rows = sources.compactMap { section.rows.indices.contains($0) ? section.rows[$0] : nil }
      var before = destination
      for row in rows {
        attempt { try $0.moveShownRow(row, to: .before(before), inSection: id) }
        // The next row goes after this one (`attempt` delivered the move: positions are current).
        if let index = form.indexPath(of: row)?.item { before = index + 1 }
      }
    }

    /// Loads a selector's options (``Formwork/Form/loadOptions(for:)``) and delivers the update.
    public func loadOptions(for row: RowID) async {
      await form.loadOptions(for: row)
      form.flush()
    }

    /// Reads every row model's state again: after a change updates do not describe, such as a
    /// new ``Formwork/Form/locale``.
    public func refreshAll() {
      rows.refreshAll()
      for (id, model) in sectionModels {
        if let state = form.sectionState(of: id) { model.setState(state) }
      }
    }

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
      listObservers.add(handler)
    }

    /// A row's view appeared.
    func rowAppeared(_ row: RowID) {
      guard let path = form.indexPath(of: row) else { return }
      listObservers.emit(.willDisplay(row, path))
      let snapshot = form.snapshot
      guard path.section < snapshot.sectionCount else { return }
      let section = snapshot.sectionID(at: path.section)
      let count = snapshot.rows(inSection: path.section).count
      if loadMore.asksForMore(showing: path.item, of: count, in: section) { listObservers.emit(.loadMore(section)) }
    }

    /// A row's view disappeared.
    func rowDisappeared(_ row: RowID) {
      listObservers.emit(.didEndDisplaying(row, form.indexPath(of: row) ?? ItemPath(item: -1, section: -1)))
    }

    /// A row was tapped.
    func rowSelected(_ row: RowID) {
      guard let path = form.indexPath(of: row) else { return }
      listObservers.emit(.selected(row, path))
    }

    // MARK: Focus

    /// Moves keyboard focus to a text row (scrolling it into view), or dismisses the keyboard
    /// with `nil`.
    public func focus(_ row: RowID?) {
      if let row {
        guard let model = rows.entry(for: row) else { return }
        model.focusRequest = true
        scrollRequests.scroll(to: row)
      } else if let focused = form.focusedRow {
        rows.cachedEntry(for: focused)?.focusRequest = false
      }
    }

    /// What the return key does in `row`: focus the next text row, or dismiss the keyboard after
    /// the last one.
    func focusNext(after row: RowID) {
      if let next = form.textInputRow(after: row) {
        focus(next)
      } else if let pageFlow, case .focus(let target) = pageFlow.returnKeyOnLastInput() {
        focus(target)
      } else {
        rows.cachedEntry(for: row)?.focusRequest = false
      }
    }

    /// A text row's view gained or lost focus.
    func focusChanged(_ row: RowID, isFocused: Bool) {
      perform { form in
        if isFocused {
          form.focus(row)
        } else if form.focusedRow == row {
          // Focus moving to another row has already blurred this one (``Form/focus(_:)``).
          form.blur(row)
        }
      }
      keyboard.setRow(form.focusedRow)
    }

    // MARK: Updates

    private func apply(_ update: FormUpdate) {
      if let text = errorAnnouncer.announcement(in: form, strings: FormListStrings(strings: form.strings)) {
        announce(text)
      }
      // Rows first, without animation: their content changes in place.
      let plan = rows.apply(update)
      guard plan.sectionListChanged || !plan.sectionsWithChangedRows.isEmpty || !plan.refreshedSections.isEmpty
      else { return }
      if update.isStructural, let animation {
        withAnimation(animation) { applySections(plan, update.snapshot) }
      } else {
        applySections(plan, update.snapshot)
      }
    }

    private func applySections(_ plan: RefreshPlan, _ snapshot: FormSnapshot) {
      var made: Set<SectionID> = []
      if plan.sectionListChanged {
        var models: [SectionModel] = []
        var byID: [SectionID: SectionModel] = [:]
        for index in 0..<snapshot.sectionCount {
          let id = snapshot.sectionID(at: index)
          let model: SectionModel
          if let existing = sectionModels[id] {
            model = existing
          } else if let new = makeSectionModel(SnapshotSection(id: id, rows: snapshot.rows(inSection: index))) {
            model = new
            made.insert(id)
          } else {
            continue
          }
          models.append(model)
          byID[id] = model
        }
        sectionModels = byID
        setSections(models)
      }
      for id in plan.sectionsWithChangedRows where !made.contains(id) {
        guard let model = sectionModels[id], let index = index(of: id, in: snapshot) else { continue }
        model.setRows(snapshot.rows(inSection: index))
      }
      for id in plan.refreshedSections where !made.contains(id) {
        if let model = sectionModels[id], let state = form.sectionState(of: id) { model.setState(state) }
      }
    }

    private func makeSectionModel(_ section: SnapshotSection) -> SectionModel? {
      guard let state = form.sectionState(of: section.id) else { return nil }
      let model = SectionModel(state: state, rows: section.rows)
      sectionModels[section.id] = model
      return model
    }

    /// Where a section is in `snapshot`: the form knows in O(1) (the update was just delivered).
    private func index(of id: SectionID, in snapshot: FormSnapshot) -> Int? {
      if let index = form.sectionIndex(of: id), index < snapshot.sectionCount, snapshot.sectionID(at: index) == id {
        return index
      }
      return (0..<snapshot.sectionCount).first { snapshot.sectionID(at: $0) == id }
    }

    private func setSections(_ sections: [SectionModel]) {
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
        observation.mutate(self, \.sections) { storedSections = sections }
      } else {
        storedSections = sections
      }
    }

    private func setValid(_ valid: Bool) {
      guard valid != storedIsValid else { return }
      objectWillChange.send()
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
        observation.mutate(self, \.isValid) { storedIsValid = valid }
      } else {
        storedIsValid = valid
      }
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  extension FormModel: Observation.Observable {}

  /// The text row with keyboard focus, for the keyboard's toolbar (only it observes this).
  @MainActor
  final class KeyboardFocus: ObservableObject {
    @Published private(set) var row: RowID?

    func setRow(_ row: RowID?) {
      if self.row != row { self.row = row }
    }
  }

  /// Rows the list should scroll to (focus moving to a row that may be off screen).
  @MainActor
  final class ScrollRequests: ObservableObject {
    struct Request: Equatable {
      var row: RowID
      var serial: Int
    }

    @Published private(set) var request: Request?

    func scroll(to row: RowID) {
      request = Request(row: row, serial: (request?.serial ?? 0) &+ 1)
    }
  }
#endif
