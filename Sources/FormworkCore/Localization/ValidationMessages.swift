import Foundation

/// The messages built-in rules and input parsing show, and the names of undo steps. Each
/// receives the row's title and the rule's arguments.
///
/// The built-in messages come in Formwork's languages (see `FormStrings`). A form's messages
/// follow its ``Form/locale``; replace any of them to reword it, in every language you support:
///
/// ```swift
/// form.locale = Locale(identifier: "fr_FR")      // every built-in message in French…
/// form.validationMessages.required = { title in  // …but this one, reworded
///   "Merci de renseigner « \(title) »."
/// }
/// ```
///
/// A replaced message stays as the app set it when the locale changes. A rule's own
/// ``Rule/message(_:)-(String)`` wins over these for that row.
public struct ValidationMessages: Sendable {
  /// The built-in strings the messages not replaced come from.
  public private(set) var strings: FormStrings
  /// Whether the built-in messages follow the locale of the form using them.
  private var followsForm: Bool
  /// The messages the app replaced.
  private var replaced = Replaced()

  /// Built-in messages in the language of the form that uses them (``Form/locale``);
  /// `Locale.current`'s language until a form sets its own.
  public init() {
    strings = FormStrings(locale: .current)
    followsForm = true
  }

  /// Built-in messages in the language of `locale`, whatever the locale of the form using them.
  ///
  /// ```swift
  /// form.validationMessages = ValidationMessages(locale: Locale(identifier: "ja_JP"))
  /// ```
  public init(locale: Locale) {
    strings = FormStrings(locale: locale)
    followsForm = false
  }

  /// The locale of the built-in messages. Setting it keeps them in that locale's language from
  /// then on, whatever the form's locale.
  public var locale: Locale {
    get { strings.locale }
    set {
      strings = FormStrings(locale: newValue)
      followsForm = false
    }
  }

  /// The form's locale changed: the built-in messages follow it unless their locale was chosen.
  mutating func formLocaleChanged(to locale: Locale) {
    if followsForm { strings = FormStrings(locale: locale) }
  }

  /// A ``Rule/required`` rule (or a row's `required` condition) found no value.
  public var required: @Sendable (_ title: String) -> String {
    get { replaced.required ?? { [strings] in strings.validation.required($0) } }
    set { replaced.required = newValue }
  }
  /// Text is shorter than `count` characters (grapheme clusters).
  public var minLength: @Sendable (_ title: String, _ count: Int) -> String {
    get { replaced.minLength ?? { [strings] in strings.validation.minLength($1) } }
    set { replaced.minLength = newValue }
  }
  /// Text is longer than `count` characters.
  public var maxLength: @Sendable (_ title: String, _ count: Int) -> String {
    get { replaced.maxLength ?? { [strings] in strings.validation.maxLength($1) } }
    set { replaced.maxLength = newValue }
  }
  /// Text does not have exactly `count` characters.
  public var exactLength: @Sendable (_ title: String, _ count: Int) -> String {
    get { replaced.exactLength ?? { [strings] in strings.validation.exactLength($1) } }
    set { replaced.exactLength = newValue }
  }
  /// A list (a multiple selector's choices) has fewer than `count` elements.
  public var minCount: @Sendable (_ title: String, _ count: Int) -> String {
    get { replaced.minCount ?? { [strings] in strings.validation.minCount($1) } }
    set { replaced.minCount = newValue }
  }
  /// A section holds fewer than `count` entries (``SectionRule/minRows(_:)``); `title` is the
  /// section's header (empty without one).
  public var minRows: @Sendable (_ title: String, _ count: Int) -> String {
    get { replaced.minRows ?? { [strings] in strings.validation.minRows($1) } }
    set { replaced.minRows = newValue }
  }
  /// A section lists at least `count` entries but fewer than `count` hold a value
  /// (``SectionRule/minRows(_:)``): the empty ones want filling in; `title` is the section's
  /// header (empty without one).
  public var minFilledRows: @Sendable (_ title: String, _ count: Int) -> String {
    get { replaced.minFilledRows ?? { [strings] in strings.validation.minFilledRows($1) } }
    set { replaced.minFilledRows = newValue }
  }
  /// A section holds more than `count` entries (``SectionRule/maxRows(_:)``); also why a full
  /// section's "Add" row is disabled.
  public var maxRows: @Sendable (_ title: String, _ count: Int) -> String {
    get { replaced.maxRows ?? { [strings] in strings.validation.maxRows($1) } }
    set { replaced.maxRows = newValue }
  }
  /// A list has more than `count` elements.
  public var maxCount: @Sendable (_ title: String, _ count: Int) -> String {
    get { replaced.maxCount ?? { [strings] in strings.validation.maxCount($1) } }
    set { replaced.maxCount = newValue }
  }
  /// A list does not have exactly `count` elements.
  public var exactCount: @Sendable (_ title: String, _ count: Int) -> String {
    get { replaced.exactCount ?? { [strings] in strings.validation.exactCount($1) } }
    set { replaced.exactCount = newValue }
  }
  /// Text does not match a ``Rule/pattern(_:)-(String)`` rule.
  public var pattern: @Sendable (_ title: String) -> String {
    get { replaced.pattern ?? { [strings] _ in strings.validation.pattern } }
    set { replaced.pattern = newValue }
  }
  /// Text is not an email address.
  public var email: @Sendable (_ title: String) -> String {
    get { replaced.email ?? { [strings] _ in strings.validation.email } }
    set { replaced.email = newValue }
  }
  /// Text is not a URL (or its scheme is not allowed).
  public var url: @Sendable (_ title: String) -> String {
    get { replaced.url ?? { [strings] _ in strings.validation.url } }
    set { replaced.url = newValue }
  }
  /// A number or date is out of range. `comparison` is one of `>`, `≥`, `<`, `≤`; `bound` the
  /// limit as display text.
  public var range: @Sendable (_ title: String, _ comparison: String, _ bound: String) -> String {
    get { replaced.range ?? { [strings] in strings.validation.range($1, $2) } }
    set { replaced.range = newValue }
  }
  /// A value differs from another row's (a password repeat); `otherTitle` is that row's title.
  public var equalTo: @Sendable (_ title: String, _ otherTitle: String) -> String {
    get { replaced.equalTo ?? { [strings] in strings.validation.equalTo($1) } }
    set { replaced.equalTo = newValue }
  }
  /// The row an ``Rule/equalTo(_:)`` rule compares with is no longer in the form (it was
  /// removed at run time; a missing row at build time is a `FormDefinitionError`).
  public var missingRow: @Sendable (_ title: String, _ otherTag: String) -> String {
    get { replaced.missingRow ?? { [strings] _, _ in strings.validation.missingRow } }
    set { replaced.missingRow = newValue }
  }
  /// A value is not among a ``Rule/oneOf(_:)`` rule's values.
  public var oneOf: @Sendable (_ title: String) -> String {
    get { replaced.oneOf ?? { [strings] _ in strings.validation.oneOf } }
    set { replaced.oneOf = newValue }
  }
  /// Text typed into a number row does not parse.
  public var notANumber: @Sendable (_ text: String, _ wholeNumber: Bool) -> String {
    get { replaced.notANumber ?? { [strings] in strings.validation.notANumber($0, wholeNumber: $1) } }
    set { replaced.notANumber = newValue }
  }
  /// Text typed into a number row has more significant digits than a number keeps (`limit`, 38):
  /// it is refused rather than rounded.
  public var tooManyDigits: @Sendable (_ text: String, _ limit: Int) -> String {
    get { replaced.tooManyDigits ?? { [strings] in strings.validation.tooManyDigits($0, limit: $1) } }
    set { replaced.tooManyDigits = newValue }
  }
  /// A whole number typed into a row is larger than the row can hold (`Int.max`).
  public var tooLarge: @Sendable (_ text: String) -> String {
    get { replaced.tooLarge ?? { [strings] in strings.validation.tooLarge($0) } }
    set { replaced.tooLarge = newValue }
  }
  /// A whole number typed into a row is smaller than the row can hold (`Int.min`).
  public var tooSmall: @Sendable (_ text: String) -> String {
    get { replaced.tooSmall ?? { [strings] in strings.validation.tooSmall($0) } }
    set { replaced.tooSmall = newValue }
  }
  /// Text typed into a date row does not parse.
  public var notADate: @Sendable (_ text: String) -> String {
    get { replaced.notADate ?? { [strings] in strings.validation.notADate($0) } }
    set { replaced.notADate = newValue }
  }
  /// Text typed into a live-formatted row does not fit its format (`LiveFormat`): letters in
  /// a phone mask, more digits than it holds, a third decimal place of dollars. `format` is the
  /// mask or a sample amount (`$1,234.56`).
  public var notInFormat: @Sendable (_ text: String, _ format: String) -> String {
    get { replaced.notInFormat ?? { [strings] in strings.validation.notInFormat($0, format: $1) } }
    set { replaced.notInFormat = newValue }
  }
  /// A masked row's value misses characters (a phone number with 7 of its 10 digits).
  public var incompleteFormat: @Sendable (_ title: String, _ format: String) -> String {
    get { replaced.incompleteFormat ?? { [strings] in strings.validation.incompleteFormat($1) } }
    set { replaced.incompleteFormat = newValue }
  }
  /// Why a disabled row cannot be edited.
  public var disabled: @Sendable (_ title: String) -> String {
    get { replaced.disabled ?? { [strings] _ in strings.validation.disabled } }
    set { replaced.disabled = newValue }
  }
  /// A rule that cannot decide (its definition was rejected) or a value of the wrong type.
  public var invalid: @Sendable (_ title: String) -> String {
    get { replaced.invalid ?? { [strings] _ in strings.validation.invalid } }
    set { replaced.invalid = newValue }
  }

  // Names of undo steps, for menus ("Undo Delete Stop").

  /// A change of one row's value.
  public var historyChange: @Sendable (_ title: String) -> String {
    get { replaced.historyChange ?? { [strings] in strings.history.change($0) } }
    set { replaced.historyChange = newValue }
  }
  /// Typing in a text row.
  public var historyTyping: String {
    get { replaced.historyTyping ?? strings.history.typing }
    set { replaced.historyTyping = newValue }
  }
  /// A row added to a multivalued section.
  public var historyAdd: @Sendable (_ title: String) -> String {
    get { replaced.historyAdd ?? { [strings] in strings.history.add($0) } }
    set { replaced.historyAdd = newValue }
  }
  /// A row deleted from a multivalued section.
  public var historyDelete: @Sendable (_ title: String) -> String {
    get { replaced.historyDelete ?? { [strings] in strings.history.delete($0) } }
    set { replaced.historyDelete = newValue }
  }
  /// A row moved in a multivalued section.
  public var historyMove: @Sendable (_ title: String) -> String {
    get { replaced.historyMove ?? { [strings] in strings.history.move($0) } }
    set { replaced.historyMove = newValue }
  }
  /// Values filled in from stored or server data.
  public var historyFill: String {
    get { replaced.historyFill ?? strings.history.fill }
    set { replaced.historyFill = newValue }
  }
  /// ``Form/reset()``.
  public var historyReset: String {
    get { replaced.historyReset ?? strings.history.reset }
    set { replaced.historyReset = newValue }
  }
  /// Changes of several rows.
  public var historyChanges: String {
    get { replaced.historyChanges ?? strings.history.changes }
    set { replaced.historyChanges = newValue }
  }
}

extension ValidationMessages {
  /// The messages an app set; `nil` for a built-in one.
  private struct Replaced: Sendable {
    var required: (@Sendable (String) -> String)?
    var minLength: (@Sendable (String, Int) -> String)?
    var maxLength: (@Sendable (String, Int) -> String)?
    var exactLength: (@Sendable (String, Int) -> String)?
    var minCount: (@Sendable (String, Int) -> String)?
    var maxCount: (@Sendable (String, Int) -> String)?
    var exactCount: (@Sendable (String, Int) -> String)?
    var minRows: (@Sendable (String, Int) -> String)?
    var minFilledRows: (@Sendable (String, Int) -> String)?
    var maxRows: (@Sendable (String, Int) -> String)?
    var pattern: (@Sendable (String) -> String)?
    var email: (@Sendable (String) -> String)?
    var url: (@Sendable (String) -> String)?
    var range: (@Sendable (String, String, String) -> String)?
    var equalTo: (@Sendable (String, String) -> String)?
    var missingRow: (@Sendable (String, String) -> String)?
    var oneOf: (@Sendable (String) -> String)?
    var notANumber: (@Sendable (String, Bool) -> String)?
    var tooManyDigits: (@Sendable (String, Int) -> String)?
    var tooLarge: (@Sendable (String) -> String)?
    var tooSmall: (@Sendable (String) -> String)?
    var notADate: (@Sendable (String) -> String)?
    var notInFormat: (@Sendable (String, String) -> String)?
    var incompleteFormat: (@Sendable (String, String) -> String)?
    var disabled: (@Sendable (String) -> String)?
    var invalid: (@Sendable (String) -> String)?
    var historyChange: (@Sendable (String) -> String)?
    var historyTyping: String?
    var historyAdd: (@Sendable (String) -> String)?
    var historyDelete: (@Sendable (String) -> String)?
    var historyMove: (@Sendable (String) -> String)?
    var historyFill: String?
    var historyReset: String?
    var historyChanges: String?
  }
}
