/// One undoable step of a form's history: what one change (or one ``Form/undoGroup(_:_:)``) did
/// to values and multivalued rows, and where the focus was.
@MainActor
struct HistoryStep {
  /// What menus show: "Undo Delete Stop".
  var name: String
  var entries: [HistoryEntry]
  /// The row focused when the step began, given focus back by an undo.
  var focusBefore: RowID?
  /// The row focused when the step ended, given focus back by a redo.
  var focusAfter: RowID?
  /// The text row whose typing this step collects, while its editing session lasts.
  var typingRow: RowID?
}

/// One change a step made, with what it takes to revert it.
@MainActor
enum HistoryEntry {
  /// A row's value changed.
  case value(RowNode, old: FormValue, new: FormValue)
  /// A row was added to a multivalued section at `index`.
  case inserted(RowNode, section: SectionNode, index: Int)
  /// A row was removed from a multivalued section at `index` (the node is kept to put back).
  case removed(RowNode, section: SectionNode, index: Int)
  /// A row of a multivalued section moved.
  case moved(RowNode, from: HistoryPosition, to: HistoryPosition)

  var row: RowNode {
    switch self {
    case .value(let row, _, _), .inserted(let row, _, _), .removed(let row, _, _), .moved(let row, _, _): return row
    }
  }
}

/// A row's place: its section and index among the section's rows (hidden ones count).
@MainActor
struct HistoryPosition {
  var section: SectionNode
  var index: Int
}

/// The undo and redo stacks, and what the change in progress recorded.
@MainActor
struct HistoryState {
  var undoStack: [HistoryStep] = []
  var redoStack: [HistoryStep] = []
  /// Entries of the change in progress, in order.
  var entries: [HistoryEntry] = []
  /// The origins of the change in progress.
  var origins: OriginSet = []
  /// Focus when the outermost change began.
  var focusAtStart: RowID?
  /// Names of the open ``Form/undoGroup(_:_:)`` calls, outermost first.
  var groups: [String] = []
  /// The step the open groups collect.
  var groupStep: HistoryStep?
  /// The name a change gives its step instead of the derived one ("Reset").
  var stepName: String?
  /// Whether an undo or redo is being applied (its changes are not recorded as a new step).
  var isReplaying = false
  /// Whether the change in progress put a keystroke into the open typing step.
  var mergedIntoTyping = false

  /// The outermost change of the form begins: where focus was, to put it back on undo.
  mutating func changeBegan(focus: RowID?) { focusAtStart = focus }

  /// Names the step the next change records ("Reset"), instead of a name made from its entries.
  mutating func nameNextStep(_ name: String) { stepName = name }
}

/// Change origins as bits: the per-change bookkeeping allocates nothing.
struct OriginSet: OptionSet, Sendable {
  let rawValue: UInt8

  init(rawValue: UInt8) { self.rawValue = rawValue }

  init(_ origin: ChangeOrigin) {
    switch origin {
    case .user: rawValue = 1 << 0
    case .program: rawValue = 1 << 1
    case .hydration: rawValue = 1 << 2
    case .undo: rawValue = 1 << 3
    case .redo: rawValue = 1 << 4
    case .computed: rawValue = 1 << 5
    }
  }

  init(_ origins: Set<ChangeOrigin>) {
    self = origins.reduce(into: OriginSet()) { $0.insert(OriginSet($1)) }
  }

  var origins: Set<ChangeOrigin> { Set(ChangeOrigin.allCases.filter { contains(OriginSet($0)) }) }
}

/// How a form's undo history changed (``Form/onHistoryChange(_:)``). Typing that continues a
/// step extends it without a change here, as a text field's typing is one undo action.
public enum HistoryChange: Sendable, Hashable {
  /// A new step, with its name, is now the one to undo; the redo steps are gone.
  case added(String)
  /// The step with this name was undone.
  case undone(String)
  /// The step with this name was redone.
  case redone(String)
  /// The history was cleared.
  case cleared
  /// A lower ``Form/undoLimit`` dropped the oldest steps (undo or redo).
  case trimmed
}
