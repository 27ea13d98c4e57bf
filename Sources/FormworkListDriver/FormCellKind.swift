import Formwork

/// The kind of cell that shows a row: which control it holds and how it behaves. Renderers map
/// each kind to a cell class; cells of one kind are reused for any row of that kind.
///
/// | row kind | cell kind |
/// |---|---|
/// | `.text(.textArea)` | ``textArea`` |
/// | other `.text` styles | ``textField`` |
/// | `.date(_, inline: false)` | ``datePicker`` (the picker is the input view) |
/// | `.date(_, inline: true)` | ``dateInline``, and ``inlineDatePicker`` for its editor row |
/// | `.toggle(.switch)`, `.toggle(.check)` | ``switch``, ``check`` |
/// | `.stepper`, `.slider`, `.segmented` | ``stepper``, ``slider``, ``segmented`` |
/// | `.selector(.picker)` | ``pickerSelector`` (a picker wheel as the input view) |
/// | `.selector(.inline)` | ``selector``, and ``inlinePicker`` for its editor row |
/// | `.columnPicker` | ``columnPicker`` (wheels side by side in the row) |
/// | other selectors, multiple selectors, `.ranking` | ``selector`` |
/// | `.info`, `.button`, `.subform` | ``info``, ``button``, ``subform`` |
/// | `.custom(name)` | ``custom(_:)`` when a cell is registered for `name`, else ``unregistered(_:)`` |
public enum FormCellKind: Hashable, Sendable, CustomStringConvertible {
  /// A one-line text field.
  case textField
  /// A multi-line text view that grows with its content.
  case textArea
  /// A value that edits with a date picker as the input view.
  case datePicker
  /// A value that expands a date picker row below itself.
  case dateInline
  /// The date picker row an inline date row expands.
  case inlineDatePicker
  /// A switch.
  case `switch`
  /// A check mark toggled by a tap.
  case check
  /// A value with a stepper.
  case stepper
  /// A slider.
  case slider
  /// A segmented control.
  case segmented
  /// A value that opens its options (a pushed list, an action sheet, an alert, an inline picker).
  case selector
  /// A value that edits with a picker wheel as the input view.
  case pickerSelector
  /// The picker wheel row an inline selector expands.
  case inlinePicker
  /// A title above wheels side by side, one a column (`RowKind.columnPicker`).
  case columnPicker
  /// Read-only information.
  case info
  /// An action.
  case button
  /// A value that opens a nested form.
  case subform
  /// A cell the app registered for a custom row kind.
  case custom(String)
  /// A custom row kind no cell is registered for: renderers show a visible placeholder.
  case unregistered(String)
  /// A row that left the form before the list was updated: an empty cell.
  case missing

  /// The cell kind for a row kind.
  ///
  /// - Parameters:
  ///   - kind: The row's kind.
  ///   - parentKind: For an inline editor row, the kind of the row it edits.
  ///   - isRegistered: Whether a cell is registered for a custom kind name.
  public init(rowKind kind: RowKind, parentKind: RowKind? = nil, isRegistered: (String) -> Bool = { _ in false }) {
    switch kind {
    case .text(.textArea): self = .textArea
    case .text: self = .textField
    case .date(_, inline: false): self = .datePicker
    case .date(_, inline: true): self = .dateInline
    case .toggle(.switch): self = .switch
    case .toggle(.check): self = .check
    case .stepper: self = .stepper
    case .slider: self = .slider
    case .segmented: self = .segmented
    case .selector(.picker): self = .pickerSelector
    case .selector, .multipleSelector, .ranking: self = .selector
    case .columnPicker: self = .columnPicker
    case .info: self = .info
    case .button: self = .button
    case .subform: self = .subform
    case .custom(let name): self = isRegistered(name) ? .custom(name) : .unregistered(name)
    case .inlineEditor:
      if case .date? = parentKind { self = .inlineDatePicker } else { self = .inlinePicker }
    }
  }

  /// The reuse identifier of reused cells of this kind: `formwork.<kind>`, `formwork.custom.<name>`.
  public var reuseIdentifier: String {
    switch self {
    case .custom(let name): return "formwork.custom.\(name)"
    default: return "formwork.\(description)"
    }
  }

  /// The reuse identifier of a row's unique cell: one identifier per row, so the cell is only ever
  /// dequeued again for that row.
  public static func uniqueReuseIdentifier(for row: RowID) -> String { "formwork.unique.\(row.rawValue)" }

  /// Whether the cell holds an input that takes focus (a keyboard or an input view).
  public var takesFocus: Bool {
    switch self {
    case .textField, .textArea, .datePicker, .pickerSelector: return true
    default: return false
    }
  }

  /// Whether the cell is an inline editor row.
  public var isInlineEditor: Bool { self == .inlineDatePicker || self == .inlinePicker }

  /// The kind's name: `textField`, `custom:rating`…
  public var description: String {
    switch self {
    case .textField: return "textField"
    case .textArea: return "textArea"
    case .datePicker: return "datePicker"
    case .dateInline: return "dateInline"
    case .inlineDatePicker: return "inlineDatePicker"
    case .switch: return "switch"
    case .check: return "check"
    case .stepper: return "stepper"
    case .slider: return "slider"
    case .segmented: return "segmented"
    case .selector: return "selector"
    case .pickerSelector: return "pickerSelector"
    case .inlinePicker: return "inlinePicker"
    case .columnPicker: return "columnPicker"
    case .info: return "info"
    case .button: return "button"
    case .subform: return "subform"
    case .custom(let name): return "custom:\(name)"
    case .unregistered: return "unregistered"
    case .missing: return "missing"
    }
  }
}
