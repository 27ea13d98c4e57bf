import Formwork
import FormworkDiff

/// The platform-neutral half of a list renderer: it answers the data source, applies every
/// `FormUpdate` to a ``FormListHost``, and decides what taps, the return key, swipes and
/// moves do. `FormworkUIKit`'s table and collection adapters are thin layers over it; tests
/// drive it with a recording list.
///
/// ```swift
/// let driver = FormListDriver(form: form)
/// driver.attach(tableAdapter)        // the host: reloads, then follows every update
/// driver.numberOfRows(inSection: 0)  // data source answers
/// let cell = driver.cell(at: ItemPath(item: 0, section: 0))
/// cell.kind                          // .textField
/// cell.reuseIdentifier               // "formwork.textField"
/// ```
///
/// The data source always answers the state the host is being moved to: the driver switches to
/// an update's snapshot before the host performs its first batch, as UIKit requires.
@MainActor
public final class FormListDriver {
  /// The form shown.
  public let form: Form
  /// The list the driver updates.
  public private(set) weak var host: (any FormListHost)?

  /// Above this many structural changes in one update, the host reloads instead of animating.
  public var reloadThreshold = 300
  /// Whether batch updates animate.
  public var animatesUpdates = true
  /// The words renderers add (required mark, accessibility words, action titles), in the form's
  /// language when the driver is made.
  public var strings = FormListStrings()
  /// When an error under the focused row is said to VoiceOver.
  var errorAnnouncer = FormErrorAnnouncer()
  /// Which rows the return key and the previous/next buttons visit.
  public var keyboardNavigation = KeyboardNavigation.textInputs
  /// How close to the end of a section (in rows) displaying or prefetching a row asks for more
  /// rows (``FormListEvent/loadMore(_:)``); `nil`, the default, never asks.
  public var loadMoreDistance: Int? {
    get { loadMore.distance }
    set { loadMore.distance = newValue }
  }
  /// When displaying a row asks for more (``FormLoadMoreRule``).
  var loadMore = FormLoadMoreRule()

  /// The structure the data source answers, and the host shows once an update is performed.
  public internal(set) var shown: FormSnapshot
  /// Counts of what the driver asked its host to do.
  public internal(set) var statistics = Statistics()

  var registeredCellKinds: Set<String> = []
  var registeredSupplementaryKinds: Set<String> = []
  var reportedUnregistered: Set<String> = []
  var updateSubscription: FormSubscription?
  let listObservers = FormObserverList<FormListEvent>()
  var queuedChanges: [ListChange] = []
  var isApplying = false
  /// While a reload drops the focused cell, its end of editing is not a blur.
  var suppressesFocusChanges = false
  /// The row whose input the host reported focused (``didBeginEditing(_:)``), until it reports
  /// the end of editing or the driver ends it.
  var editingRow: RowID?
  /// The keyboard last reported to the host for ``editingRow``.
  var reportedKeyboard: FormFocusedKeyboard?
  /// Whether the list is in edit mode (``setEditing(_:)``).
  public internal(set) var isEditing = false
  /// How deep the driver is in list callbacks made during the list's layout pass.
  var layoutCallbackDepth = 0
  var drainScheduled = false
  /// The row whose control the user is dragging (``beginContinuousEdit(_:)``), and whether an
  /// update changed it meanwhile.
  var continuousEditRow: RowID?
  var continuousEditChanged = false
  /// Whether each shown section had a header and a footer when the list last asked.
  var supplementaryPresence: [SectionID: SupplementaryPresence] = [:]
  /// Runs work on the next turn of the main loop: updates that arrive while the list lays out
  /// wait for it. Tests replace it to run the work when they choose.
  public var deferToNextTurn: @MainActor (@escaping @MainActor () -> Void) -> Void = { work in
    Task { @MainActor in work() }
  }
  /// A multivalued section whose "Add" row was tapped: its new row takes focus.
  var focusesInsertion: SectionID?
  /// The pages flow of a multi-page form's screen: the return key of a page's last input.
  weak var pageFlow: FormPageFlow?

  /// Counts of what the driver asked its host to do.
  public struct Statistics: Sendable, Equatable {
    /// Updates received from the form.
    public var updates = 0
    /// `reloadData` calls (attaching, off-window updates, updates above the threshold).
    public var reloads = 0
    /// Batches performed (one per stage).
    public var batches = 0
    /// Rows reconfigured in place.
    public var reconfiguredRows = 0
  }

  /// Which rows keyboard navigation visits.
  public enum KeyboardNavigation: Sendable, Equatable {
    /// Text fields and text areas.
    case textInputs
    /// Text inputs and rows edited with an input view (date pickers, picker selectors).
    case allInputs
  }

  /// A driver for `form`.
  ///
  /// The driver applies every update the form delivers (`Form.onUpdate(_:)`) and never
  /// changes *when* the form delivers them: `Form.updateDelivery` belongs to whoever shows
  /// the form. A screen sets `.nextTurn`, which coalesces every change made in one turn of the
  /// main loop into one animated update (`FormworkUIKit`'s adapters do when the form is still
  /// on `.manual`); a form left on `.manual` reaches the list only when someone calls
  /// `Form.flush()` (tests, a renderer with its own loop).
  ///
  /// - Parameter form: The form to show. Changes it has not delivered yet are delivered now.
  public init(form: Form) {
    self.form = form
    strings = FormListStrings(strings: form.strings)
    form.flush()
    shown = form.snapshot
    updateSubscription = form.onUpdate { [weak self] update in self?.receive(.update(update)) }
  }

  /// Attaches the list to drive and reloads it. A driver drives one list at a time.
  public func attach(_ host: any FormListHost) {
    self.host = host
    form.flush()
    shown = form.snapshot
    reload()
  }

  /// Stops driving the list; the driver keeps following the form.
  public func detach() {
    host = nil
  }

  // MARK: Registrations

  /// Declares that a cell is registered for a custom row kind (`.custom(name)` rows), so those
  /// rows get ``FormCellKind/custom(_:)`` cells. Rows of kinds not registered get a visible
  /// placeholder cell and a diagnostic in `Form.diagnostics`.
  public func registerCellKind(_ name: String) {
    guard registeredCellKinds.insert(name).inserted else { return }
    reportedUnregistered.remove(name)
    if host != nil { reload() }
  }

  /// Declares that a view is registered for a custom header or footer kind.
  public func registerSupplementaryKind(_ name: String) {
    guard registeredSupplementaryKinds.insert(name).inserted else { return }
    if host != nil { reload() }
  }

  /// Whether a cell is registered for a custom row kind.
  public func isCellKindRegistered(_ name: String) -> Bool { registeredCellKinds.contains(name) }

  // MARK: Data source

  /// The number of sections.
  public var numberOfSections: Int { shown.sectionCount }

  /// The number of rows in a section (0 for an index out of range).
  ///
  /// - Complexity: O(1).
  public func numberOfRows(inSection section: Int) -> Int {
    guard section >= 0, section < shown.sectionCount else { return 0 }
    return shown.rows(inSection: section).count
  }

  /// The row at a path of the data source.
  ///
  /// - Complexity: O(1).
  public func rowID(at path: ItemPath) -> RowID? { shown[path] }

  /// The section at an index of the data source.
  public func sectionID(at index: Int) -> SectionID? {
    index >= 0 && index < shown.sectionCount ? shown.sectionID(at: index) : nil
  }

  /// Where a row is in the data source, or `nil` when it is not shown.
  ///
  /// - Complexity: O(1) when the data source matches the form's last update (always, except
  ///   while an update is queued), else O(*n*).
  public func indexPath(of row: RowID) -> ItemPath? {
    if let path = form.indexPath(of: row), shown[path] == row { return path }
    for section in 0..<shown.sectionCount {
      if let item = shown.rows(inSection: section).firstIndex(of: row) { return ItemPath(item: item, section: section) }
    }
    return nil
  }

  /// The cell for a path of the data source: kind, reuse identifier, state and content.
  ///
  /// A path out of range, or a row that already left the form, gives a ``FormCellKind/missing``
  /// cell rather than a crash.
  public func cell(at path: ItemPath) -> FormCellDescriptor {
    guard let row = shown[path], let state = form.state(of: row) else {
      let row = shown[path] ?? RowID(rawValue: -1)
      return FormCellDescriptor(
        row: row, path: path, kind: .missing, reuse: .reused, reuseIdentifier: FormCellKind.missing.reuseIdentifier,
        state: nil, content: FormCellContent(placeholder: "", detail: ""))
    }
    return descriptor(for: state, at: path)
  }

  /// The cell of a row shown now, or `nil` when the row is not in the data source.
  public func cell(for row: RowID) -> FormCellDescriptor? {
    guard let path = indexPath(of: row) else { return nil }
    return cell(at: path)
  }

  /// The fixed height a row asks for, if any (without building its whole state).
  ///
  /// - Complexity: O(1).
  public func preferredHeight(at path: ItemPath) -> Double? {
    shown[path].flatMap(form.preferredHeight(of:))
  }

  /// The cell kind a row gets.
  public func cellKind(of state: RowState) -> FormCellKind {
    var parentKind: RowKind?
    if case .inlineEditor(let parent) = state.kind { parentKind = form.state(of: parent)?.kind }
    return FormCellKind(rowKind: state.kind, parentKind: parentKind, isRegistered: registeredCellKinds.contains)
  }

  func descriptor(for state: RowState, at path: ItemPath) -> FormCellDescriptor {
    let kind = cellKind(of: state)
    let reuse = state.configuration.cellReuse
    let identifier = reuse == .unique ? FormCellKind.uniqueReuseIdentifier(for: state.id) : kind.reuseIdentifier
    var content: FormCellContent
    if case .unregistered(let name) = kind {
      reportUnregistered(name, row: state)
      content = FormCellContent(placeholder: state.title, detail: "\(strings.unregisteredKind) '\(name)'")
      content.accessibility.identifier = state.tag.map(FormAccessibilityContent.identifier(forTag:))
    } else {
      let hasNext =
        kind.takesFocus && (nextInput(after: path) != nil || pageFlow?.continuesAfterLastInput == true)
      content = FormCellContent(state: state, kind: kind, hasNextInput: hasNext, strings: strings)
      // An inline date editor shows its parent's date.
      if kind == .inlineDatePicker, case .inlineEditor(let parent) = state.kind, let edited = form.state(of: parent) {
        content.date = FormDateContent(state: edited)
      }
    }
    return FormCellDescriptor(
      row: state.id, path: path, kind: kind, reuse: reuse, reuseIdentifier: identifier, state: state,
      content: content)
  }

  private func reportUnregistered(_ name: String, row: RowState) {
    guard reportedUnregistered.insert(name).inserted else { return }
    form.reportRendererProblem(
      FormError(
        .unregisteredKind,
        "no cell is registered for the custom row kind '\(name)'; register one with the renderer "
          + "(a placeholder cell is shown)",
        at: FormErrorLocation(tag: row.tag ?? row.title, part: "cell")))
  }

  // MARK: Headers and footers

  /// The header or footer of a section, or `nil` when it has none.
  ///
  /// A section's issues ("at least one stop", see `SectionRule`) are part of its footer
  /// (``FormSupplementaryDescriptor/issues``): a section without a footer of its own has one,
  /// with empty text, while it shows issues.
  ///
  /// The driver remembers what it answered: when a header or footer later appears or goes away
  /// without a structural change, it asks the host to reload the section's supplementaries
  /// (``FormListHost/reloadSupplementaries(inSections:)``); when only its content changes (new
  /// issues, another text), to reconfigure them.
  public func supplementary(_ role: FormSupplementaryRole, inSection index: Int) -> FormSupplementaryDescriptor? {
    guard let id = sectionID(at: index), let state = form.sectionState(of: id) else { return nil }
    supplementaryPresence[id] = SupplementaryPresence(state)
    let issues = role == .footer ? FormSectionIssueLine.lines(of: state, strings: strings) : []
    guard let content = role == .header ? state.header : state.footer else {
      guard !issues.isEmpty else { return nil }
      return FormSupplementaryDescriptor(role: role, section: id, index: index, kind: .text(""), issues: issues)
    }
    let kind: FormSupplementaryDescriptor.Kind
    switch content {
    case .text(let text): kind = .text(text)
    case .custom(let name, let value):
      kind = registeredSupplementaryKinds.contains(name) ? .custom(name, value) : .unregistered(name)
    }
    return FormSupplementaryDescriptor(role: role, section: id, index: index, kind: kind, issues: issues)
  }
}

/// Whether a section has a header and a footer (its own, or its issues).
struct SupplementaryPresence: Equatable {
  var header: Bool
  var footer: Bool

  init(_ state: SectionState) {
    header = state.header != nil
    footer = state.showsFooter
  }
}

extension FormListDriver {
  func presence(ofSection id: SectionID) -> SupplementaryPresence? {
    form.sectionState(of: id).map(SupplementaryPresence.init)
  }
}

extension FormError.Code {
  /// A renderer has no cell or view registered for a custom row, header or footer kind.
  public static let unregisteredKind = FormError.Code(rawValue: "unregisteredKind")
}

/// Whether a section view is a header or a footer.
public enum FormSupplementaryRole: String, Sendable, Hashable, CaseIterable {
  case header, footer
}

/// A section header or footer, as a list renderer shows it.
public struct FormSupplementaryDescriptor: Sendable, Equatable {
  /// What the view shows.
  public enum Kind: Sendable, Equatable {
    /// Text.
    case text(String)
    /// A view the app registered for this kind, with the section's data.
    case custom(String, FormValue)
    /// A custom kind no view is registered for: renderers show nothing but the issues.
    case unregistered(String)
  }

  public var role: FormSupplementaryRole
  public var section: SectionID
  /// The section's index in the data source.
  public var index: Int
  public var kind: Kind
  /// A footer's section issues, errors first, shown under its text (or under the app's view
  /// for a custom kind); empty for headers and for sections that pass.
  public var issues: [FormSectionIssueLine] = []

  /// The reuse identifier: `formwork.header.text`, `formwork.footer.custom.<kind>`…
  public var reuseIdentifier: String {
    switch kind {
    case .text: return "formwork.\(role.rawValue).text"
    case .custom(let name, _): return "formwork.\(role.rawValue).custom.\(name)"
    case .unregistered: return "formwork.\(role.rawValue).empty"
    }
  }

  /// The text of a text header or footer (empty for a footer that only shows issues).
  public var text: String? {
    if case .text(let text) = kind { return text }
    return nil
  }

  /// What VoiceOver reads for the view: its text, then each issue after "Error" or "Warning",
  /// one a line (`"Drivers call in order.\nError: Add at least one stop."`).
  public var accessibilityLabel: String {
    ([text ?? ""] + issues.map(\.accessibilityLabel)).filter { !$0.isEmpty }.joined(separator: "\n")
  }
}
