import Formwork

/// The words the terminal shows around a form, in the form's language (`Form.locale`).
///
/// Each comes from the core's tables where they have a key (`form.strings.terminal`,
/// `.controls`, `.counts`, `.validation`), so a form reads in one language with every renderer.
/// Key names (`Enter`, `Ctrl-S`, `Alt-Z`) stay as printed on keyboards. The few words the tables
/// have no key for yet are in ``Untranslated``, in English in every language.
struct TerminalWords {
  let strings: FormStrings

  @MainActor init(_ form: Form) { strings = form.strings }

  init(strings: FormStrings) { self.strings = strings }

  var terminal: FormStrings.Terminal { strings.terminal }
  var controls: FormStrings.Controls { strings.controls }
  var counts: FormStrings.Counts { strings.counts }

  /// A number as the form's locale writes it.
  func number(_ value: Int) -> String { strings.number(value) }

  /// A help item: the keys, then what they do (`Ctrl-S submit`).
  func help(_ keys: String, _ action: String) -> String { keys + " " + action }

  /// `2 problems: Name is required. (fix, then Ctrl-S)`.
  func fixThen(_ errors: [ValidationIssue], key: String) -> String {
    terminal.fixThenSubmit(problems: errors.count, firstMessage: errors.first?.message ?? "", key: key)
  }

  /// `Must be at least 2026-01-01.`: a date picker kept within a bound.
  func bound(_ bound: DatePicker.BoundReached) -> String {
    switch bound {
    case .earliest(let date): return strings.validation.range("≥", date)
    case .latest(let date): return strings.validation.range("≤", date)
    }
  }

  /// `3/6 required`.
  func requiredProgress(answered: Int, of total: Int) -> String {
    "\(number(answered))/\(number(total)) \(controls.required)"
  }

  /// `Step 2 of 4 · Applicant` (the page title is the form's own).
  func step(_ step: Int, of count: Int, title: String?) -> String {
    strings.pages.step(step, of: count, title: title)
  }
}

/// The terminal's words the core tables have no key for yet: English in every language.
///
/// NB: each is listed so a key can be added to the tables (and this enum shrink) without
/// looking for strings through the renderer.
enum Untranslated {
  // MARK: Help line
  static let help = "help"
  static let back = "back"
  static let clear = "clear"
  static let open = "open"
  static let reorder = "reorder"
  static let undo = "undo"
  static let redo = "redo"
  static let field = "field"
  static let digits = "digits type"
  static let today = "today"
  static let now = "now"
  static let newLine = "new line"
  static let typeToFilter = "type to filter"
  static let unfilter = "unfilter"
  static let readOnlyHere = "read-only here"
  static let anyKeyBack = "any key: back to the form"
  static let yesNo = "y yes  any other key no"

  // MARK: Status line
  static let quitQuestion = "Quit and lose what you entered?"
  static let backQuestion = "Go back and lose what you entered?"
  static let leaveNestedQuestion = "Leave without keeping these changes?"
  static let quitAnswers = "(y / Ctrl-C: yes, other keys: no)"
  static let answers = "(y: yes, other keys: no)"
  static let deleted = "Deleted."
  static let alreadyFirst = "This row is already the first of its list."
  static let alreadyLast = "This row is already the last of its list."
  static func onlyListRows(_ verb: Verb) -> String { "Only the rows of a list can be \(verb.rawValue)." }
  static func listRowsCannot(_ verb: Verb) -> String { "The rows of this list cannot be \(verb.rawValue)." }
  static func undid(_ name: String) -> String { "Undid \(name)" }
  static func redid(_ name: String) -> String { "Redid \(name)" }
  static let nothingToUndo = "Nothing to undo."
  static let nothingToRedo = "Nothing to redo."

  /// What a list row cannot be.
  enum Verb: String {
    case moved, deleted
  }

  // MARK: Screen
  static let helpTitle = "Help"
  static let keysTitle = "KEYS"
  static let filter = "Filter: "
  static let noOptionMatches = "No option matches"
}
