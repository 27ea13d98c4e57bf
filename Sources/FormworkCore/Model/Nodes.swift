/// A live row: its definition, value and computed state. Internal: the public face is ``Form``'s
/// API and ``RowState``.
// NB: a row's stored state opts out of dynamic exclusivity checks (see `Form`): every keystroke
// reads and writes several of these, only the form's code touches them, on the main actor.
@MainActor
final class RowNode {
  /// Works out ``hasValueHooks`` from the row's definition and its section's: when the row is
  /// made, and when it moves to another section.
  func refreshValueHooks() {
    // NB: the section's two settings are read in place, not through a copy of its whole spec.
    hasValueHooks =
      !spec.changeHandlers.isEmpty || spec.selectableOption != nil || section.spec.selectable != nil
      || !section.spec.changeHandlers.isEmpty
  }

  let id: RowID
  @exclusivity(unchecked) var spec: RowSpec
  @exclusivity(unchecked) unowned var section: SectionNode
  @exclusivity(unchecked) var value: FormValue
  /// Whether a value change has more to do than the common row's: the row or its section
  /// declared change handlers, or it is in a selectable section. One read on the keystroke path
  /// instead of the section's definition (``refreshValueHooks()``).
  @exclusivity(unchecked) private(set) var hasValueHooks = false

  // Condition results (own only; the section's state is combined on read).
  @exclusivity(unchecked) var ownHidden = false
  @exclusivity(unchecked) var ownDisabled = false
  @exclusivity(unchecked) var isRequired = false
  /// Why the edit policy forbids editing this row, or `nil` when it allows it.
  @exclusivity(unchecked) var denial: String?

  // Graph nodes computing the conditions above, or -1 when the condition is constant.
  @exclusivity(unchecked) var hiddenNode: Int32 = -1
  @exclusivity(unchecked) var disabledNode: Int32 = -1
  @exclusivity(unchecked) var requiredNode: Int32 = -1
  /// The value node choosing the options shown (`Engine/Form+Options.swift`), or -1.
  @exclusivity(unchecked) var optionsNode: Int32 = -1

  // Condition nodes reading this row's value / hidden state / disabled state.
  @exclusivity(unchecked) var valueReaders: [Int32] = []
  @exclusivity(unchecked) var hiddenReaders: [Int32] = []
  @exclusivity(unchecked) var disabledReaders: [Int32] = []
  /// Nodes reading the options this row shows (a row offering them too).
  @exclusivity(unchecked) var optionsReaders: [Int32] = []

  /// Validation, input and option state, allocated when a row first needs any of it.
  @exclusivity(unchecked) private var runtime: RowRuntime?

  /// The inline editor row this row expands, created on first use.
  @exclusivity(unchecked) var companion: RowNode?
  @exclusivity(unchecked) var isExpanded = false
  @exclusivity(unchecked) var hasBlurred = false
  /// Whether the row's value was changed since it was built or reset (hydration excepted): it
  /// may show the issues its triggers reveal.
  @exclusivity(unchecked) var wasEdited = false
  /// What the change in progress queued this row's validation for.
  @exclusivity(unchecked) var queuedValidation: QueuedValidation = []
  /// Which progress counts the row is in.
  @exclusivity(unchecked) var progressMark: ProgressMark = []
  /// Whether the row is already in the pending update's reconfigure list.
  @exclusivity(unchecked) var isQueuedForReconfigure = false
  /// Whether the row's value follows a computed expression (read-only; `Engine/Form+Derived.swift`).
  @exclusivity(unchecked) var isComputed = false

  /// Position in the visible snapshot: the item index within its section, or -1.
  @exclusivity(unchecked) var shownItem = -1

  init(id: RowID, spec: consuming RowSpec, section: SectionNode) {
    self.id = id
    self.value = spec.initialValue
    self.spec = spec
    self.section = section
    // Fixed options are read from the definition until they change: no runtime state needed.
    if case .load? = self.spec.options { mutableRuntime.optionsState = .notLoaded }
  }

  private var mutableRuntime: RowRuntime {
    if let runtime { return runtime }
    let made = RowRuntime()
    runtime = made
    return made
  }

  var issues: [ValidationIssue] {
    get { runtime?.issues ?? [] }
    set { if runtime != nil || !newValue.isEmpty { mutableRuntime.issues = newValue } }
  }
  /// Why the last text typed could not become a value (text in a number row…).
  var inputError: String? {
    get { runtime?.inputError }
    set { if runtime != nil || newValue != nil { mutableRuntime.inputError = newValue } }
  }
  /// The text as typed, kept while it does not parse so the user can fix it.
  var inputText: String? {
    get { runtime?.inputText }
    set { if runtime != nil || newValue != nil { mutableRuntime.inputText = newValue } }
  }
  var pendingValidations: Int {
    get { runtime?.pendingValidations ?? 0 }
    set { if runtime != nil || newValue != 0 { mutableRuntime.pendingValidations = newValue } }
  }
  var validationGeneration: Int {
    get { runtime?.validationGeneration ?? 0 }
    set { mutableRuntime.validationGeneration = newValue }
  }
  /// The value the asynchronous rules last passed, so unchanged values need no new check.
  var lastAsyncValidatedValue: FormValue? {
    get { runtime?.lastAsyncValidatedValue }
    set { if runtime != nil || newValue != nil { mutableRuntime.lastAsyncValidatedValue = newValue } }
  }
  var optionsState: OptionsState {
    get {
      if let state = runtime?.optionsState { return state }
      return .loaded(spec.options?.fixedItems ?? [])
    }
    set { mutableRuntime.optionsState = newValue }
  }

  /// Hidden by its own condition, its section's or its page's.
  var isHidden: Bool { ownHidden || section.ownHidden || section.page?.ownHidden == true }
  /// Disabled by its own condition, its section's or the edit policy.
  var isDisabled: Bool { ownDisabled || section.ownDisabled || denial != nil }
  /// Whether this is an inline editor row.
  var isCompanion: Bool {
    if case .inlineEditor = spec.kind { return true }
    return false
  }
}

/// Why a row waits for validation at the end of a change (`Form+ValidationTriggers.swift`).
struct QueuedValidation: OptionSet {
  let rawValue: UInt8
  /// The row is in the change's validation queue.
  static let isQueued = QueuedValidation(rawValue: 1 << 0)
  /// Its value changed, by the user or the program.
  static let value = QueuedValidation(rawValue: 1 << 1)
  /// Its value changed by hydration only (reveals nothing).
  static let hydratedValue = QueuedValidation(rawValue: 1 << 2)
  /// Its required state changed.
  static let required = QueuedValidation(rawValue: 1 << 3)
  /// A row its rules read changed (not by hydration).
  static let dependency = QueuedValidation(rawValue: 1 << 4)
}

/// The state of a row that only some rows ever have.
@MainActor
final class RowRuntime {
  @exclusivity(unchecked) var issues: [ValidationIssue] = []
  @exclusivity(unchecked) var inputError: String?
  @exclusivity(unchecked) var inputText: String?
  @exclusivity(unchecked) var pendingValidations = 0
  @exclusivity(unchecked) var validationGeneration = 0
  @exclusivity(unchecked) var lastAsyncValidatedValue: FormValue?
  /// `nil` while the options are the definition's fixed ones.
  @exclusivity(unchecked) var optionsState: OptionsState?
}

/// A live page of a multi-page form.
@MainActor
final class PageNode {
  let id: PageID
  @exclusivity(unchecked) var spec: PageSpec
  @exclusivity(unchecked) var ownHidden = false
  @exclusivity(unchecked) var hiddenNode: Int32 = -1
  @exclusivity(unchecked) var hiddenReaders: [Int32] = []
  /// Whether Next was tried on this page: its rows may show every issue.
  @exclusivity(unchecked) var wasSubmitted = false

  init(id: PageID, spec: PageSpec) {
    self.id = id
    self.spec = spec
  }
}

/// A live section.
@MainActor
final class SectionNode {
  /// The page the section is on, when the form has pages.
  @exclusivity(unchecked) unowned var page: PageNode?
  let id: SectionID
  @exclusivity(unchecked) var spec: SectionSpec
  @exclusivity(unchecked) var rows: [RowNode] = []
  @exclusivity(unchecked) var ownHidden = false
  @exclusivity(unchecked) var ownDisabled = false
  @exclusivity(unchecked) var hiddenNode: Int32 = -1
  @exclusivity(unchecked) var disabledNode: Int32 = -1
  @exclusivity(unchecked) var hiddenReaders: [Int32] = []
  @exclusivity(unchecked) var disabledReaders: [Int32] = []
  /// The nodes aggregating the section's rows (`sum(lines.price)`): re-read when rows come,
  /// go or move.
  @exclusivity(unchecked) var rowsReaders: [Int32] = []

  /// The visible rows as last delivered to renderers, and whether they must be rebuilt.
  @exclusivity(unchecked) var shownRows: [RowID] = []
  @exclusivity(unchecked) var needsRebuild = true
  /// The "Add" row of a multivalued section that allows inserting.
  @exclusivity(unchecked) var addRow: RowNode?
  /// Position among visible sections, or -1.
  @exclusivity(unchecked) var shownIndex = -1
  /// Whether the section has rules of its own (``SectionRule``): its changes queue them.
  let validates: Bool
  /// The issues the section shows (its rules', a server's).
  @exclusivity(unchecked) var issues: [ValidationIssue] = []
  /// Whether the change in progress queued the section's rules.
  @exclusivity(unchecked) var isQueuedForValidation = false

  init(id: SectionID, spec: SectionSpec) {
    self.id = id
    self.spec = spec
    self.validates = !spec.rules.isEmpty
  }

  /// Whether the section's changes are watched: it has rules, or shows a server's errors.
  var watchesChanges: Bool { validates || !issues.isEmpty }

  /// Hidden by its own condition or its page's.
  var isHidden: Bool { ownHidden || page?.ownHidden == true }

  /// A name for messages: the tag, or the header text, or the position.
  func displayName(position: Int) -> String {
    if let tag = spec.tag { return tag }
    if let header = spec.header?.text { return header }
    return "#\(position + 1)"
  }
}
