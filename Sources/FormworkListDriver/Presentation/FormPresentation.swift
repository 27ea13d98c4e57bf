import Formwork
import FormworkDiff
import Foundation

/// The platform-neutral store of a renderer without a list host (SwiftUI): it follows a form's
/// updates and says, at three levels, what the views show, so each change reaches only the
/// views it concerns; it makes every decision the views would otherwise make (focus after an
/// "Add", the return key, text kept while typing, refusals shown, rows asked for near a
/// section's end). FormworkSwiftUI's `FormModel` observes it and performs its requests with
/// SwiftUI's focus, scrolling and animation; tests drive it on Linux.
///
/// - ``sections``: the shown sections, changed only when a section is shown, hidden or moved.
/// - ``SectionPresentation``: one per shown section, with its header, footer and rows.
/// - ``RowPresentation``: one per row a view asked for, refreshed only when an update
///   reconfigures or inserts that row (`RowStateCache` decides, in time proportional to the
///   change).
///
/// ```swift
/// let presentation = FormPresentation(form: form)
/// presentation.observer = PresentationObserver(willChange: { print("\($0) changes") })
/// presentation.tap(addPhoneRow)     // inserts a row; its text field is asked to take focus
/// presentation.scrollRequest?.row   // the new row, to bring on screen
/// ```
///
/// It sets the form's `Form.updateDelivery` to `.nextTurn` if it was `.manual`, and flushes
/// after each change made through it (``perform(_:)``), so a control never shows a stale value.
@MainActor
public final class FormPresentation {
  /// What changes at the level of the whole form.
  public enum Property: Sendable, Equatable {
    /// ``sections``.
    case sections
    /// ``isValid``.
    case isValid
    /// ``scrollRequest``.
    case scrollRequest
    /// ``focusedRow``.
    case focusedRow
  }

  /// The form shown.
  public let form: Form
  /// Why a tapped row cannot be edited, or a change was refused, shown for a moment.
  public let notice = NoticePresentation()
  /// Told around every change of a ``Property``.
  public var observer: PresentationObserver<Property>?
  /// Runs the section changes of a structural update (rows or sections shown, hidden or moved):
  /// a toolkit wraps them in its animation. It must call its argument once; by default it just
  /// does.
  public var structuralChange: @MainActor (_ apply: () -> Void) -> Void = { apply in apply() }
  /// Says a text to VoiceOver (an error appearing under the focused row, the list driver's
  /// rule): the toolkit posts it. By default nothing is said.
  public var announce: @MainActor (String) -> Void = { _ in }
  /// The shown sections, in order.
  public private(set) var sections: [SectionPresentation] = []
  /// The last row the screen was asked to bring into view (focus moving to a row that may be
  /// off screen, a refused page's first error); each request has a new serial.
  public internal(set) var scrollRequest: FormScrollRequest?
  /// The text row with keyboard focus, as the views reported it (the keyboard's toolbar follows
  /// it).
  public internal(set) var focusedRow: RowID?
  /// The pages of a multi-page screen (``PagesPresentation``): the return key of a page's last
  /// text row goes to the next page.
  public internal(set) weak var pageFlow: FormPageFlow?

  /// How close to the end of a section (in rows) a row appearing asks for more rows
  /// (``FormListEvent/loadMore(_:)``, the list driver's rule); `nil`, the default, never asks.
  public var loadMoreDistance: Int? {
    get { loadMore.distance }
    set { loadMore.distance = newValue }
  }

  private var loadMore = FormLoadMoreRule()
  private let listObservers = FormObserverList<FormListEvent>()
  private let rows: RowStateCache<RowPresentation>
  private var sectionsByID: [SectionID: SectionPresentation] = [:]
  private var subscriptions: [FormSubscription] = []
  private var errorAnnouncer = FormErrorAnnouncer()
  /// `nil` until ``isValid`` is first read.
  private var storedIsValid: Bool?
  private var validitySubscription: FormSubscription?
  /// A multivalued section whose "Add" row was just tapped: its new input takes focus.
  var focusesInsertion: SectionID?

  /// A presentation following `form`.
  ///
  /// - Parameter form: The form to show. Several presentations (and renderers) may follow one
  ///   form. Changes it has not delivered yet are delivered now.
  public init(form: Form) {
    self.form = form
    notice.okTitle = form.strings.controls.ok
    rows = RowStateCache(form: form, make: RowPresentation.init(state:)) { row, state in row.refresh(state) }
    if form.updateDelivery == .manual { form.updateDelivery = .nextTurn }
    sections = form.snapshot.sections.compactMap(makeSection)
    subscriptions.append(form.onUpdate { [weak self] update in self?.apply(update) })
    subscriptions.append(
      form.observe { [weak self] event in
        if case .denied(_, let reason) = event { self?.notice.show(reason) }
      })
    // Changes made before the presentation existed reach it now, like any later change.
    if form.hasPendingUpdate { form.flush() }
  }

  // MARK: Reading

  /// The words rows add (required, no value, Error…), in the form's language now.
  public var strings: FormListStrings { FormListStrings(strings: form.strings) }

  /// The direction the screen is laid out in, from the form's locale.
  public var layoutDirection: FormLayoutDirection { FormLayoutDirection(locale: form.locale) }

  /// Whether the form is valid now (`Form.isValid`): what a submit button's enabled state
  /// follows.
  ///
  /// The presentation starts following validity the first time this is read (that read tells
  /// no observer), because checking it after every change costs O(*n* · *k*) for *n* rows with
  /// *k* rules each.
  public var isValid: Bool {
    if let storedIsValid { return storedIsValid }
    let now = form.isValid
    storedIsValid = now
    validitySubscription = form.onValidityChange { [weak self] valid in self?.setValid(valid) }
    return now
  }

  /// The presentation of a row, made from its current state on first use.
  ///
  /// - Returns: The presentation, or `nil` when the form has no such row.
  /// - Complexity: O(1) once made.
  public func row(_ id: RowID) -> RowPresentation? { rows.entry(for: id) }

  /// The presentation of a row if a view asked for it and it still shows, without making one.
  public func cachedRow(_ id: RowID) -> RowPresentation? { rows.cachedEntry(for: id) }

  /// The presentation of a shown section.
  public func section(_ id: SectionID) -> SectionPresentation? { sectionsByID[id] }

  /// The content and keyboard of a text row's field (`FormTextContent`): its return key is
  /// "next" while another text row follows, or a page follows in a multi-page screen.
  public func textContent(of state: RowState) -> FormTextContent? {
    FormTextContent(state: state, hasNextInput: hasInput(after: state.id))
  }

  /// Whether the return key of a row goes on: another text row follows, or the next page does.
  public func hasInput(after row: RowID) -> Bool {
    form.textInputRow(after: row) != nil || pageFlow?.continuesAfterLastInput == true
  }

  // MARK: Updates

  private func apply(_ update: FormUpdate) {
    if let text = errorAnnouncer.announcement(in: form, strings: strings) { announce(text) }
    // Rows first, without animation: their content changes in place.
    let plan = rows.apply(update)
    if plan.sectionListChanged || !plan.sectionsWithChangedRows.isEmpty || !plan.refreshedSections.isEmpty {
      if update.isStructural {
        structuralChange { applySections(plan, update.snapshot) }
      } else {
        applySections(plan, update.snapshot)
      }
    }
    if update.isStructural { refreshFocusedTextRow() }
    focusInsertedInputIfAsked(update)
  }

  /// Rows shown or hidden after the focused field change its return key ("next" while a text
  /// row follows, "done" after the last): the focused row's view is refreshed so its keyboard
  /// says so. Only the focused field's keyboard shows a return key.
  private func refreshFocusedTextRow() {
    guard let focused = form.focusedRow, let row = rows.cachedEntry(for: focused),
      let state = form.state(of: focused), state.isTextInput
    else { return }
    row.refresh(state)
  }

  private func applySections(_ plan: RefreshPlan, _ snapshot: FormSnapshot) {
    var made: Set<SectionID> = []
    if plan.sectionListChanged {
      var list: [SectionPresentation] = []
      var byID: [SectionID: SectionPresentation] = [:]
      for index in 0..<snapshot.sectionCount {
        let id = snapshot.sectionID(at: index)
        let section: SectionPresentation
        if let existing = sectionsByID[id] {
          section = existing
        } else if let new = makeSection(SnapshotSection(id: id, rows: snapshot.rows(inSection: index))) {
          section = new
          made.insert(id)
        } else {
          continue
        }
        list.append(section)
        byID[id] = section
      }
      sectionsByID = byID
      if list.map(\.id) != sections.map(\.id) { observer.change(.sections) { sections = list } }
    }
    for id in plan.sectionsWithChangedRows where !made.contains(id) {
      guard let section = sectionsByID[id], let index = index(of: id, in: snapshot) else { continue }
      section.setRows(snapshot.rows(inSection: index))
    }
    for id in plan.refreshedSections where !made.contains(id) {
      if let section = sectionsByID[id], let state = form.sectionState(of: id) { section.setState(state) }
    }
  }

  private func makeSection(_ shown: SnapshotSection) -> SectionPresentation? {
    guard let state = form.sectionState(of: shown.id) else { return nil }
    let section = SectionPresentation(state: state, rows: shown.rows)
    sectionsByID[shown.id] = section
    return section
  }

  /// Where a section is in `snapshot`: the form knows in O(1) (the update was just delivered).
  private func index(of id: SectionID, in snapshot: FormSnapshot) -> Int? {
    if let index = form.sectionIndex(of: id), index < snapshot.sectionCount, snapshot.sectionID(at: index) == id {
      return index
    }
    return (0..<snapshot.sectionCount).first { snapshot.sectionID(at: $0) == id }
  }

  private func setValid(_ valid: Bool) {
    guard valid != storedIsValid else { return }
    observer.change(.isValid) { storedIsValid = valid }
  }

  /// Reads every row's and section's state again: after a change updates do not describe, such
  /// as a new `Form.locale`.
  public func refreshAll() {
    rows.refreshAll()
    for (id, section) in sectionsByID {
      if let state = form.sectionState(of: id) { section.setState(state) }
    }
  }

  // MARK: List events

  /// Calls `handler` with the list's events, as the list driver reports them: a row about to
  /// appear (``FormListEvent/willDisplay(_:_:)``) or gone, a tap on a row, and requests for
  /// more rows near a section's end (``loadMoreDistance``).
  public func observeList(_ handler: @escaping @MainActor (FormListEvent) -> Void) -> FormSubscription {
    listObservers.add(handler)
  }

  /// A row's view appeared: the list's display event, and more rows asked for near a section's
  /// end (once per section until its rows change).
  public func rowAppeared(_ row: RowID) {
    guard let path = form.indexPath(of: row) else { return }
    listObservers.emit(.willDisplay(row, path))
    let snapshot = form.snapshot
    guard path.section < snapshot.sectionCount else { return }
    let section = snapshot.sectionID(at: path.section)
    let count = snapshot.rows(inSection: path.section).count
    if loadMore.asksForMore(showing: path.item, of: count, in: section) { listObservers.emit(.loadMore(section)) }
  }

  /// A row's view disappeared.
  public func rowDisappeared(_ row: RowID) {
    listObservers.emit(.didEndDisplaying(row, form.indexPath(of: row) ?? ItemPath(item: -1, section: -1)))
  }

  /// A row was tapped.
  public func rowSelected(_ row: RowID) {
    guard let path = form.indexPath(of: row) else { return }
    listObservers.emit(.selected(row, path))
  }
}

/// A request to bring a row into view. Two requests for the same row differ by their serial, so
/// a screen scrolls again.
public struct FormScrollRequest: Sendable, Equatable {
  /// The row to bring into view.
  public var row: RowID
  /// Counts requests.
  public var serial: Int

  public init(row: RowID, serial: Int) {
    self.row = row
    self.serial = serial
  }
}
