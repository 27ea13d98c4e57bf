/// What a row is, as data. Renderers choose the control from it; the model never does UI.
///
/// ```swift
/// switch row.kind {
/// case .text(.email): // an email text field
/// case .date(.date, inline: true): // a date row that expands a picker below it
/// case .selector(.actionSheet): // a single choice from an action sheet
/// default: ...
/// }
/// ```
public enum RowKind: Hashable, Sendable, CustomStringConvertible {
  /// A text field (or text area) for typed input.
  case text(TextStyle)
  /// A date, time, date-and-time or countdown picker; `inline` expands a picker row below it.
  case date(DateStyle, inline: Bool)
  /// A boolean control.
  case toggle(ToggleStyle)
  /// A stepper over a number (see ``StepperConfiguration``).
  case stepper
  /// A slider over a number (see ``SliderConfiguration``).
  case slider
  /// One choice among a few options, shown side by side.
  case segmented
  /// One choice among options, presented as `presentation` says.
  case selector(SelectorPresentation)
  /// Any number of choices among options, presented as `presentation` says.
  case multipleSelector(SelectorPresentation)
  /// One choice in each of two or three columns shown side by side as wheels (feet and inches;
  /// hours, minutes and seconds; size and colour). The columns are
  /// ``RowConfiguration/pickerColumns``; the value lists one choice a column.
  case columnPicker
  /// The row's options put in order by the person (SurveyJS's `ranking`): the value lists every
  /// option's value once, first-ranked first, or is `null` until the person ranks them. The
  /// options are the row's own; ``Form/moveOption(from:to:for:)`` reorders them.
  case ranking
  /// Read-only information.
  case info
  /// An action.
  case button
  /// A kind the app registers with its renderers, by name.
  case custom(String)
  /// A row that opens a nested form (pushed as a screen); its value is the nested form's values.
  case subform
  /// The picker row an inline date or selector row expands below itself. Renderers show the
  /// editor for `parent`; the model creates and removes it.
  case inlineEditor(parent: RowID)

  /// Whether rows of this kind take focus and keyboard input.
  public var isTextInput: Bool {
    if case .text = self { return true }
    return false
  }

  /// Whether the user can change a row of this kind at all (info rows and buttons hold no input).
  public var acceptsInput: Bool {
    switch self {
    case .info, .button: return false
    default: return true
    }
  }

  /// The name schemas use for this kind (`"email"`, `"dateInline"`, `"selectorActionSheet"`…).
  public var description: String {
    switch self {
    case .text(let style): return style.rawValue
    case .date(let style, let inline): return inline ? "\(style.rawValue)Inline" : style.rawValue
    case .toggle(let style): return style.rawValue
    case .stepper: return "stepper"
    case .slider: return "slider"
    case .segmented: return "segmented"
    case .selector(let presentation): return "selector\(presentation.rawValue.capitalizedFirst)"
    case .multipleSelector(let presentation): return "multipleSelector\(presentation.rawValue.capitalizedFirst)"
    case .columnPicker: return "columnPicker"
    case .ranking: return "ranking"
    case .info: return "info"
    case .button: return "button"
    case .custom(let name): return "custom:\(name)"
    case .subform: return "subform"
    case .inlineEditor: return "inlineEditor"
    }
  }
}

/// The text-field family of ``RowKind/text(_:)``. Each has a keyboard, capitalization and content
/// type by default (JYForm's table), all overridable per row.
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
  case text, name, email, password, phone, url, number, integer, decimal, textArea

  /// The keyboard this style shows unless a row says otherwise.
  public var defaultKeyboard: KeyboardKind {
    switch self {
    case .text, .name, .textArea: return .default
    case .email: return .emailAddress
    case .password: return .asciiCapable
    case .phone: return .phonePad
    case .url: return .url
    case .number: return .numbersAndPunctuation
    case .integer: return .numberPad
    case .decimal: return .decimalPad
    }
  }

  /// The capitalization this style uses unless a row says otherwise.
  public var defaultAutocapitalization: Autocapitalization {
    switch self {
    case .text, .textArea: return .sentences
    case .name: return .words
    default: return .none
    }
  }

  /// Whether autocorrection is on by default (only for free text).
  public var defaultAutocorrection: Bool { self == .text }

  /// Whether input is hidden as it is typed.
  public var isSecure: Bool { self == .password }

  /// The content type this style suggests for autofill unless a row says otherwise.
  public var defaultContentType: TextContentType? {
    switch self {
    case .name: return .name
    case .email: return .emailAddress
    case .password: return .password
    case .phone: return .telephoneNumber
    case .url: return .url
    default: return nil
    }
  }

  /// Whether the value is a number parsed from the text (``number``, ``integer``, ``decimal``).
  public var isNumeric: Bool { self == .number || self == .integer || self == .decimal }
}

/// The boolean family of ``RowKind/toggle(_:)``.
public enum ToggleStyle: String, Hashable, Sendable, CaseIterable {
  case `switch`, check
}

/// How a selector shows its options.
public enum SelectorPresentation: String, Hashable, Sendable, CaseIterable {
  /// A list pushed on the navigation stack.
  case push
  /// An action sheet.
  case actionSheet
  /// An alert with one button an option.
  case alert
  /// A picker wheel as the input view.
  case picker
  /// A picker expanded in a row below the selector.
  case inline
}

/// A keyboard, as data.
public enum KeyboardKind: String, Hashable, Sendable, CaseIterable {
  case `default`, asciiCapable, numbersAndPunctuation, url, numberPad, phonePad, emailAddress, decimalPad
}

/// Automatic capitalization, as data.
public enum Autocapitalization: String, Hashable, Sendable, CaseIterable {
  case none, words, sentences, allCharacters
}

/// The return key's label, as data.
public enum ReturnKey: String, Hashable, Sendable, CaseIterable {
  case `default`, next, done, go, send, search, join
}

/// What a text field holds, for autofill. Apple's names; renderers map them to the platform's.
public struct TextContentType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let name = TextContentType(rawValue: "name")
  public static let givenName = TextContentType(rawValue: "givenName")
  public static let familyName = TextContentType(rawValue: "familyName")
  public static let username = TextContentType(rawValue: "username")
  public static let emailAddress = TextContentType(rawValue: "emailAddress")
  public static let password = TextContentType(rawValue: "password")
  public static let newPassword = TextContentType(rawValue: "newPassword")
  public static let oneTimeCode = TextContentType(rawValue: "oneTimeCode")
  public static let telephoneNumber = TextContentType(rawValue: "telephoneNumber")
  public static let url = TextContentType(rawValue: "URL")
  public static let fullStreetAddress = TextContentType(rawValue: "fullStreetAddress")
  public static let postalCode = TextContentType(rawValue: "postalCode")
  public static let addressCity = TextContentType(rawValue: "addressCity")
  public static let organizationName = TextContentType(rawValue: "organizationName")
}

extension String {
  var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
