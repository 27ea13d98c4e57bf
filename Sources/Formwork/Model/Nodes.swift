/// A live row: its definition, value and computed state. Internal: the public face is ``Form``'s
/// API and ``RowState``.
@MainActor
final class RowNode {
  let id: RowID
  var spec: RowSpec
  unowned var section: SectionNode
  var value: FormValue

  // Condition results (own only; the section's state is combined on read).
  var ownHidden = false
  var ownDisabled = false
  var isRequired = false
  /// Why the edit policy forbids editing this row, or `nil` when it allows it.
  var denial: String?

  // Graph nodes computing the conditions above, or -1 when the condition is constant.
  var hiddenNode: Int32 = -1
  var disabledNode: Int32 = -1
  var requiredNode: Int32 = -1

  // Condition nodes reading this row's value / hidden state / disabled state.
  var valueReaders: [Int32] = []
  var hiddenReaders: [Int32] = []
  var disabledReaders: [Int32] = []

  // Validation and input.
  var issues: [ValidationIssue] = []
  /// Why the last text typed could not become a value (text in a number row…).
  var inputError: String?
  /// The text as typed, kept while it does not parse so the user can fix it.
  var inputText: String?
  var hasBlurred = false
  var pendingValidations = 0
  var validationGeneration = 0
  /// The value the asynchronous rules last passed, so unchanged values need no new check.
  var lastAsyncValidatedValue: FormValue?
  var optionsState: OptionsState

  /// The inline editor row this row expands, created on first use.
  var companion: RowNode?
  var isExpanded = false

  /// Position in the visible snapshot: the item index within its section, or -1.
  var visibleItem = -1

  init(id: RowID, spec: RowSpec, section: SectionNode) {
    self.id = id
    self.spec = spec
    self.section = section
    self.value = spec.initialValue
    switch spec.options {
    case .fixed(let items)?: optionsState = .loaded(items)
    case .load?: optionsState = .notLoaded
    case nil: optionsState = .loaded([])
    }
  }

  /// Hidden by its own condition or its section's.
  var isHidden: Bool { ownHidden || section.ownHidden }
  /// Disabled by its own condition, its section's or the edit policy.
  var isDisabled: Bool { ownDisabled || section.ownDisabled || denial != nil }
  /// Whether this is an inline editor row.
  var isCompanion: Bool {
    if case .inlineEditor = spec.kind { return true }
    return false
  }
}

/// A live section.
@MainActor
final class SectionNode {
  let id: SectionID
  var spec: SectionSpec
  var rows: [RowNode] = []
  var ownHidden = false
  var ownDisabled = false
  var hiddenNode: Int32 = -1
  var disabledNode: Int32 = -1
  var hiddenReaders: [Int32] = []
  var disabledReaders: [Int32] = []

  /// The visible rows as last delivered to renderers, and whether they must be rebuilt.
  var visibleRows: [RowID] = []
  var needsRebuild = true
  /// The "Add" row of a multivalued section that allows inserting.
  var addRow: RowNode?
  /// Position among visible sections, or -1.
  var visibleIndex = -1

  init(id: SectionID, spec: SectionSpec) {
    self.id = id
    self.spec = spec
  }

  /// A name for messages: the tag, or the header text, or the position.
  func displayName(position: Int) -> String {
    if let tag = spec.tag { return tag }
    if let header = spec.header?.text { return header }
    return "#\(position + 1)"
  }
}
