import Formwork
import FormworkDiff

/// Everything a list renderer needs to dequeue and configure the cell of one row: the cell kind,
/// the reuse identifier, the row's state and what the cell shows.
///
/// ```swift
/// let cell = driver.cell(at: path)
/// let view = tableView.dequeueReusableCell(withIdentifier: cell.reuseIdentifier, for: indexPath)
/// (view as? FormTableViewCell)?.configure(with: cell)
/// ```
public struct FormCellDescriptor: Sendable {
  /// The row shown.
  public var row: RowID
  /// Where it is shown, in the driver's data source.
  public var path: ItemPath
  /// Which cell shows it.
  public var kind: FormCellKind
  /// Whether the cell is reused for other rows or belongs to this row only.
  public var reuse: CellReuse
  /// The identifier to dequeue the cell with: the kind's, or one of the row's own for
  /// `CellReuse.unique` cells.
  public var reuseIdentifier: String
  /// The row's state; `nil` for a ``FormCellKind/missing`` row.
  public var state: RowState?
  /// What the cell shows, resolved from the state, the configuration and the kind's defaults.
  public var content: FormCellContent
}

/// What a cell shows, resolved: the required mark, the value or the no-value text, the text
/// traits after the text style's defaults, the message under the row, accessibility.
public struct FormCellContent: Sendable, Equatable {
  /// The title, without the required mark.
  public var title: String
  /// Whether the title shows a required mark.
  public var showsRequiredMark: Bool
  /// The title with the required mark when it shows one (`Email *`).
  public var markedTitle: String
  /// The value as text, or the no-value text when the row has no value (see ``detailIsNoValue``).
  public var detail: String
  /// Whether ``detail`` is the no-value text rather than a value (renderers dim it).
  public var detailIsNoValue: Bool
  /// The accessory the cell shows.
  public var accessory: FormCellAccessory
  /// Whether the row can be edited now; disabled rows look disabled but still take taps, which
  /// surface the reason.
  public var isEnabled: Bool
  /// Why the row cannot be edited, when it cannot.
  public var disabledReason: String?
  /// Whether a tap gives visual feedback (selection highlight).
  public var highlightsOnTap: Bool
  /// The message under the row: an input error, an error or a warning.
  public var message: FormCellMessage?
  /// Whether an asynchronous rule is checking the value.
  public var isValidating: Bool
  /// The share of the width the title takes, when the row sets one.
  public var titleWidthShare: Double?
  /// A fixed height, when the row sets one.
  public var preferredHeight: Double?
  /// The text field's content and traits, for text rows.
  public var text: FormTextContent?
  /// What the date picker shows, for date rows and the picker row an inline date row expands.
  public var date: FormDateContent?
  /// What VoiceOver says.
  public var accessibility: FormAccessibilityContent
}

/// The accessory of a cell.
public enum FormCellAccessory: Sendable, Equatable {
  case none
  /// A chevron: the row opens a screen.
  case disclosureIndicator
  /// A check mark: the check row is on.
  case checkmark
  /// The row expands an editor below itself; `isExpanded` says whether it is open.
  case expander(isExpanded: Bool)
}

/// The message shown under a row.
public struct FormCellMessage: Sendable, Equatable {
  public var text: String
  /// Errors and input errors are `ValidationSeverity.error`.
  public var severity: ValidationSeverity

  public init(text: String, severity: ValidationSeverity) {
    self.text = text
    self.severity = severity
  }

  /// The message under a row, the same in every renderer: its input error, else its first
  /// error, else its first warning; `nil` when it has none. An input error is an error.
  ///
  /// ```swift
  /// let message = FormCellMessage(state: state)
  /// label.textColor = message?.severity == .error ? .systemRed : .systemOrange
  /// ```
  public init?(state: RowState) {
    if let inputError = state.inputError {
      self.init(text: inputError, severity: .error)
    } else if let issue = state.errors.first ?? state.warnings.first {
      self.init(text: issue.message, severity: issue.severity)
    } else {
      return nil
    }
  }
}

/// The text a row shows as its value, the same in every renderer: the value as text, or the
/// row's no-value text when it has no value (a text field shows its placeholder instead).
///
/// ```swift
/// let detail = FormRowDetail(state: state)
/// valueLabel.text = detail.text            // "Pick one" for a selector without a choice
/// valueLabel.textColor = detail.isNoValue ? .tertiaryLabel : .secondaryLabel
/// ```
public struct FormRowDetail: Sendable, Equatable {
  /// What the row shows as its value.
  public var text: String
  /// Whether ``text`` is the no-value text rather than a value (renderers dim it).
  public var isNoValue: Bool

  /// A detail with its parts.
  public init(text: String, isNoValue: Bool) {
    self.text = text
    self.isNoValue = isNoValue
  }

  /// The detail of a row, for renderers without cell descriptors (SwiftUI).
  public init(state: RowState) {
    self.init(state: state, kind: FormCellKind(rowKind: state.kind, isRegistered: { _ in true }))
  }

  init(state: RowState, kind: FormCellKind) {
    if state.displayValue.isEmpty {
      text = kind == .textField || kind == .textArea ? "" : state.configuration.noValueText ?? ""
      isNoValue = true
    } else {
      text = state.displayValue
      isNoValue = false
    }
  }
}

extension RowState {
  /// Whether the row's control takes edits now: it is not disabled and nothing denies editing
  /// it (its edit policy, the row an inline editor belongs to). A row that does not still takes
  /// taps, which say why (`Form.tap(_:)`). Every renderer's enabled state follows it.
  public var acceptsEdits: Bool { !isDisabled && disabledReason == nil }
}

/// A text row's content and keyboard, with the text style's defaults applied: what every
/// renderer's text field or text view shows and how its keyboard behaves, decided once.
///
/// ```swift
/// let text = FormTextContent(state: state, hasNextInput: true)
/// text?.keyboard    // .emailAddress for an email row
/// text?.returnKey   // .next, as another input follows
/// ```
public struct FormTextContent: Sendable, Equatable {
  /// What the field shows: the text as typed while it does not parse, else the value.
  public var text: String
  /// Shown while the field is empty.
  public var placeholder: String?
  /// The keyboard: the row's own, else its text style's (a number pad for integers).
  public var keyboard: KeyboardKind
  /// Automatic capitalization: the row's own, else its text style's (words for names).
  public var autocapitalization: Autocapitalization
  /// Whether autocorrection is on: the row's own choice, else its text style's.
  public var autocorrection: Bool
  /// What the field holds, for autofill: the row's own, else its text style's.
  public var contentType: TextContentType?
  /// Whether the text is hidden as it is typed (passwords).
  public var isSecure: Bool
  /// The return key: the row's own, or "next" when another input follows and "done" on the
  /// last. A text area's is `ReturnKey.default`: its return key inserts a line break
  /// (``FormListDriver/returnKeyPressed(in:)``).
  public var returnKey: ReturnKey
  /// The most characters (grapheme clusters) the field takes.
  public var maxCharacters: Int?
  /// Whether the field takes several lines (text areas).
  public var isMultiline: Bool
  /// Whether a text area grows with its content.
  public var growsWithContent: Bool

  /// The content of a text row's field, or `nil` when the row is not a text row.
  ///
  /// - Parameters:
  ///   - state: The row's state.
  ///   - hasNextInput: Whether keyboard navigation has an input after this row; the return key
  ///     of a row without its own is then "next", else "done".
  public init?(state: RowState, hasNextInput: Bool) {
    guard case .text(let style) = state.kind else { return nil }
    let configuration = state.configuration
    text = state.editingText
    placeholder = configuration.placeholder
    keyboard = configuration.keyboard ?? style.defaultKeyboard
    autocapitalization = configuration.autocapitalization ?? style.defaultAutocapitalization
    autocorrection = configuration.autocorrection ?? style.defaultAutocorrection
    contentType = configuration.contentType ?? style.defaultContentType
    isSecure = style.isSecure
    isMultiline = style == .textArea
    returnKey = isMultiline ? .default : configuration.returnKey ?? (hasNextInput ? .next : .done)
    maxCharacters = configuration.maxCharacters
    growsWithContent = configuration.growsWithContent
  }
}

/// What assistive technologies read for a row.
public struct FormAccessibilityContent: Sendable, Equatable {
  /// `formwork.row.<tag>` for tagged rows, for UI tests.
  public var identifier: String?
  /// The title, with "required" when the row is required.
  public var label: String
  /// The value (or the no-value text), then the message.
  public var value: String
  /// Why the row cannot be edited, when it cannot.
  public var hint: String?
  /// Whether the row acts as a button (selectors, buttons, checks, subforms).
  public var isButton: Bool
  /// Whether the row is selected (a check row that is on).
  public var isSelected: Bool
  /// Whether the whole cell is one element, read with ``label``, ``value`` and ``hint``: rows
  /// without a control of their own (values, selectors, checks, buttons, nested forms,
  /// placeholders). Otherwise the control inside the cell is the element, read with ``label``
  /// and ``controlHint``, and says its value itself.
  public var isCellElement: Bool
  /// The hint of a row's control: its message, then why it cannot be edited.
  public var controlHint: String?

  /// What VoiceOver reads for the row's element: the label, then the value (`"Notify me, Off"`,
  /// `"Email, required, No value"`). The title is read once, and a required row says
  /// "required" rather than its mark.
  public var spokenText: String { value.isEmpty ? label : "\(label), \(value)" }

  /// The identifier of a row with a tag: `formwork.row.<tag>`.
  public static func identifier(forTag tag: String) -> String { "formwork.row.\(tag)" }
}

/// The words renderers add around a form's own text. Replace them to localize.
public struct FormListStrings: Sendable, Equatable {
  /// Appended to the title of required rows.
  public var requiredMark = " *"
  /// Read after the title of required rows.
  public var requiredAccessibility = "required"
  /// Read before an error message.
  public var errorAccessibility = "Error"
  /// Read before a warning message.
  public var warningAccessibility = "Warning"
  /// Read for a row without value and without no-value text.
  public var noValueAccessibility = "No value"
  /// Read as the value of a switch that is on.
  public var on = "On"
  /// Read as the value of a switch that is off.
  public var off = "Off"
  /// The title of the delete swipe action.
  public var delete = "Delete"
  /// The title of the button that closes a keyboard.
  public var done = "Done"
  /// The keyboard accessory's button to the previous input.
  public var previous = "Previous"
  /// The keyboard accessory's button to the next input.
  public var next = "Next"
  /// The keyboard bar's key that changes a number's sign (VoiceOver reads it).
  public var toggleSign = "Plus or minus"
  /// The title of an option list's cancel button.
  public var cancel = "Cancel"
  /// Shown while options load.
  public var loadingOptions = "Loading…"
  /// Shown when options failed to load, before the reason.
  public var optionsFailed = "The options could not be loaded."
  /// The button that loads options again.
  public var retry = "Try Again"
  /// Shown for a row of a custom kind with no registered cell.
  public var unregisteredKind = "No cell is registered for the custom row kind"
  /// Why text typed into a row that is no longer shown is refused.
  public var rowNotShown = "This field is no longer shown."

  public init() {}
}

extension FormCellContent {
  /// The content of a row's cell.
  ///
  /// - Parameters:
  ///   - state: The row's state.
  ///   - kind: The cell kind.
  ///   - hasNextInput: Whether another input follows (the default return key is then "next").
  ///   - strings: The words to add.
  init(state: RowState, kind: FormCellKind, hasNextInput: Bool, strings: FormListStrings) {
    let configuration = state.configuration
    title = state.title
    showsRequiredMark = state.showsRequiredMark
    markedTitle = state.showsRequiredMark ? state.title + strings.requiredMark : state.title
    let shown = FormRowDetail(state: state, kind: kind)
    detail = shown.text
    detailIsNoValue = shown.isNoValue
    isEnabled = state.acceptsEdits
    disabledReason = state.disabledReason
    isValidating = state.isValidating
    titleWidthShare = configuration.titleWidthShare
    preferredHeight = configuration.preferredHeight
    message = FormCellMessage(state: state)
    accessory = Self.accessory(kind: kind, state: state)
    highlightsOnTap = Self.highlights(kind) && isEnabled
    text = FormTextContent(state: state, hasNextInput: hasNextInput)
    date = FormDateContent(state: state)
    accessibility = Self.accessibility(
      state: state, kind: kind, detail: detail, message: message, strings: strings)
  }

  /// The content of a cell whose row left the form (empty, not an accessibility element), or of
  /// an unregistered custom kind.
  init(placeholder title: String, detail: String) {
    self.title = title
    showsRequiredMark = false
    markedTitle = title
    self.detail = detail
    detailIsNoValue = detail.isEmpty
    accessory = .none
    isEnabled = false
    disabledReason = nil
    highlightsOnTap = false
    message = nil
    isValidating = false
    titleWidthShare = nil
    preferredHeight = nil
    text = nil
    date = nil
    accessibility = FormAccessibilityContent(
      identifier: nil, label: title, value: detail, hint: nil, isButton: false, isSelected: false,
      isCellElement: !title.isEmpty || !detail.isEmpty, controlHint: nil)
  }

  private static func accessory(kind: FormCellKind, state: RowState) -> FormCellAccessory {
    switch (kind, state.kind) {
    case (.check, _):
      return state.value == .bool(true) ? .checkmark : .none
    case (.dateInline, _), (.selector, .selector(.inline)):
      return .expander(isExpanded: state.isExpanded)
    case (.selector, .selector(.push)), (.selector, .multipleSelector), (.subform, _):
      return .disclosureIndicator
    default:
      return .none
    }
  }

  private static func highlights(_ kind: FormCellKind) -> Bool {
    switch kind {
    case .check, .selector, .dateInline, .button, .subform, .custom: return true
    default: return false
    }
  }

  private static func accessibility(
    state: RowState, kind: FormCellKind, detail: String, message: FormCellMessage?, strings: FormListStrings
  ) -> FormAccessibilityContent {
    let label = state.isRequired ? "\(state.title), \(strings.requiredAccessibility)" : state.title
    let isSecret = state.kind == .text(.password)
    var value: String
    switch kind {
    case .switch:
      // "Notify me, off": in the form's language, the same in every renderer.
      value = state.value == .bool(true) ? strings.on : strings.off
    case .button, .check, .inlineDatePicker, .inlinePicker:
      // Buttons and editors have no value of their own; a check says "selected" (a trait).
      value = ""
    case .textField, .textArea:
      // Never read a password aloud; say whether there is one.
      value = isSecret || state.editingText.isEmpty ? "" : state.editingText
      if value.isEmpty && !(isSecret && !state.editingText.isEmpty) { value = strings.noValueAccessibility }
    default:
      value = detail.isEmpty ? strings.noValueAccessibility : detail
    }
    if let message {
      let prefix = message.severity == .error ? strings.errorAccessibility : strings.warningAccessibility
      value += (value.isEmpty ? "" : ", ") + "\(prefix): \(message.text)"
    }
    return FormAccessibilityContent(
      identifier: state.tag.map(FormAccessibilityContent.identifier(forTag:)), label: label, value: value,
      hint: state.disabledReason,
      isButton: kind == .button || kind == .selector || kind == .subform || kind == .check || kind == .dateInline,
      isSelected: kind == .check && state.value == .bool(true), isCellElement: isCellElement(kind),
      controlHint: [message?.text, state.disabledReason].compactMap { $0 }.joined(separator: ". ").nilIfEmpty)
  }

  private static func isCellElement(_ kind: FormCellKind) -> Bool {
    switch kind {
    case .dateInline, .check, .selector, .info, .button, .subform, .unregistered: return true
    default: return false
    }
  }
}

extension FormAccessibilityContent {
  /// What assistive technologies read for a row, for renderers without cell descriptors
  /// (SwiftUI): the same words a list cell of the row gets.
  ///
  /// ```swift
  /// let spoken = FormAccessibilityContent(state: state, strings: FormListStrings(strings: form.strings))
  /// spoken.label   // "Email, required"
  /// ```
  public init(state: RowState, strings: FormListStrings) {
    let kind = FormCellKind(rowKind: state.kind, isRegistered: { _ in true })
    self = FormCellContent(state: state, kind: kind, hasNextInput: false, strings: strings).accessibility
  }
}

extension String {
  fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}

extension FormListStrings {
  /// The words in the language of Formwork's string tables (a form's `Form.strings`).
  ///
  /// ```swift
  /// driver.strings = FormListStrings(strings: form.strings)   // after `form.locale` changed
  /// ```
  public init(strings: FormStrings) {
    self.init()
    let controls = strings.controls
    requiredAccessibility = controls.required
    errorAccessibility = controls.error
    warningAccessibility = controls.warning
    noValueAccessibility = controls.noValue
    delete = controls.delete
    on = strings.values.on
    off = strings.values.off
    done = controls.done
    previous = controls.previous
    next = controls.next
    cancel = controls.cancel
    loadingOptions = controls.loading
    optionsFailed = controls.optionsFailed
    retry = controls.retry
    toggleSign = controls.toggleSign
    unregisteredKind = controls.unregisteredKind
  }
}
