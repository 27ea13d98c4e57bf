import Formwork
import FormworkStrings
import Foundation

/// The terminal renderer's words in one locale's language: its help line, status messages,
/// questions and help screen. Help items are an action after its keys (`"↑↓/Tab " + move`); key
/// names (`Enter`, `Ctrl-S`) stay as printed on keyboards.
///
/// They live in the terminal's own tables (resources of `FormworkTerminal`, one per language,
/// checked against English as the core's are), so an app that does not link the terminal does not
/// ship them. A form reaches them as `form.strings.terminal`, in the form's language; the
/// language, the plural rules and the number formats are those of the form's `FormStrings`:
///
/// ```swift
/// let words = form.strings.terminal                       // the form's language
/// words.quitQuestion                                      // "Quit and lose what you entered?"
/// TerminalStrings(locale: Locale(identifier: "de_DE")).undo  // "rückgängig"
/// ```
///
/// An entry a table lacks reads in English and is listed in ``problems``.
public struct TerminalStrings: Sendable {
  /// The core's strings this reads alongside: the language, the locale numbers are written in,
  /// and the counts some words include ("2 problems").
  public let strings: FormStrings
  let tables: StringTables<TerminalStringKey>

  /// The words in the language of `strings` (a form's `FormStrings`).
  public init(_ strings: FormStrings) {
    self.init(strings, tables: .shared)
  }

  /// The words of the language closest to `locale`.
  public init(locale: Locale = .current) {
    self.init(FormStrings(locale: locale))
  }

  /// The words of a language, numbers formatted in the language's own locale.
  public init(language: FormLanguage) {
    self.init(FormStrings(language: language))
  }

  init(_ strings: FormStrings, tables: StringTables<TerminalStringKey>) {
    self.strings = strings
    self.tables = tables
  }

  /// The language of the words.
  public var language: FormLanguage { strings.language }

  /// Every problem found in the terminal's tables (missing tables or keys, mismatched
  /// placeholders). Empty in a correct build; the words concerned are shown in English.
  public static var problems: [FormStringsProblem] { StringTables<TerminalStringKey>.shared.problems }

  /// A plain word with its arguments filled in.
  func text(_ key: TerminalStringKey, _ arguments: [String: String] = [:]) -> String {
    strings.text(key, from: tables, arguments)
  }

  /// A counted word in the form `count` takes in the language.
  func counted(_ key: TerminalStringKey, _ count: Int, _ arguments: [String: String] = [:]) -> String {
    strings.counted(key, count, from: tables, arguments)
  }

  /// "Submit": the submit button's title.
  public var submit: String { text(.submit) }
  /// "move" (after ↑↓/Tab).
  public var move: String { text(.move) }
  /// "toggle" (after Space).
  public var toggle: String { text(.toggle) }
  /// "done" (after Enter in a multiple choice).
  public var done: String { text(.done) }
  /// "close" (after Esc).
  public var close: String { text(.close) }
  /// "choose" (after Enter).
  public var choose: String { text(.choose) }
  /// "choose several" (after Enter on a multiple selector).
  public var chooseSeveral: String { text(.chooseSeveral) }
  /// "submit" (after Ctrl-S or Enter).
  public var submitAction: String { text(.submitAction) }
  /// "quit" (after Ctrl-C).
  public var quit: String { text(.quit) }
  /// "cursor" (after ←→ in a text row).
  public var cursor: String { text(.cursor) }
  /// "confirm" (after Enter in a date row).
  public var confirm: String { text(.confirm) }
  /// "change" (after ←→ on a stepper, slider or segments).
  public var change: String { text(.change) }
  /// "press the button" (after Enter on a button: a menu entry too).
  public var press: String { text(.press) }
  /// "type to edit": a text row.
  public var typeToEdit: String { text(.typeToEdit) }
  /// "type yyyy-mm-dd": a date row, with the format typed.
  public func type(format: String) -> String { text(.typeFormat, ["format": format]) }
  /// "disabled: Enter tells why".
  public func disabledWhy(key: String) -> String { text(.disabledWhy, ["key": key]) }
  /// "↑ more": rows above the screen.
  public var moreAbove: String { text(.moreAbove) }
  /// "↓ more": rows below.
  public var moreBelow: String { text(.moreBelow) }
  /// "↑↓ more": rows above and below.
  public var moreBoth: String { text(.moreBoth) }
  /// "'signature' rows cannot be edited in the terminal".
  public func cannotEdit(kind: String) -> String { text(.cannotEditKind, ["kind": kind]) }
  /// "At most 20 characters": typing stopped at a row's limit.
  public func atMostCharacters(_ count: Int) -> String { counted(.atMostCharacters, count) }
  /// "2 problems: Name is required. (fix, then Ctrl-S)": a submit that found errors.
  public func fixThenSubmit(problems count: Int, firstMessage: String, key: String) -> String {
    text(
      .fixThenSubmit,
      ["problems": strings.counts.problems(count), "message": firstMessage, "key": key])
  }
  /// "Cannot build the request parameters: …".
  public func parametersFailed(_ reason: String) -> String {
    text(.parametersFailed, ["reason": reason])
  }
  /// "Formwork examples: pick one": the title of the examples menu.
  public var examplesTitle: String { text(.examplesTitle) }

  // Help line words, after their keys (`Ctrl-Z undo`).

  /// "help" (after `?`).
  public var help: String { text(.help) }
  /// "back" (after Esc).
  public var back: String { text(.back) }
  /// "clear" (after Backspace on a choice).
  public var clear: String { text(.clear) }
  /// "open" (after Enter on a nested form).
  public var open: String { text(.open) }
  /// "reorder" (after Alt-↑↓ in a list).
  public var reorder: String { text(.reorder) }
  /// "rank" (after Enter on a ranking: its options open to be put in order).
  public var rank: String { text(.rank) }
  /// "undo".
  public var undo: String { text(.undo) }
  /// "redo".
  public var redo: String { text(.redo) }
  /// "field" (after ←→ in a date picker: the field moved to).
  public var field: String { text(.field) }
  /// "digits type": in a date picker, digits type the field's value.
  public var digitsType: String { text(.digitsType) }
  /// "today" (after `t` in a date picker).
  public var today: String { text(.today) }
  /// "now" (after `t` in a time picker).
  public var now: String { text(.now) }
  /// "new line" (after Enter in a text area).
  public var newLine: String { text(.newLine) }
  /// "type to filter": an option list.
  public var typeToFilter: String { text(.typeToFilter) }
  /// "unfilter" (after Esc in a filtered option list).
  public var unfilter: String { text(.unfilter) }
  /// "other keys close the help": on the help screen, after the keys that scroll it.
  public var otherKeysCloseHelp: String { text(.otherKeysCloseHelp) }
  /// The help screen's keys: now ``otherKeysCloseHelp`` (the help scrolls, and closes to where
  /// it was opened from, a form or a menu).
  @available(*, deprecated, renamed: "otherKeysCloseHelp")
  public var anyKeyBack: String { otherKeysCloseHelp }
  /// "scroll" (after ↑↓ on a help screen taller than the terminal).
  public var scroll: String { text(.scroll) }
  /// "Next": the Submit line and Ctrl-N on a page before the last (a wizard's step, not the
  /// next field).
  public var pageNext: String { text(.pageNext) }
  /// "Previous" (after Ctrl-P on a page after the first).
  public var pagePrevious: String { text(.pagePrevious) }
  /// "y yes  any other key no": while a question waits.
  public var yesNo: String { text(.yesNo) }

  // Status line.

  /// "read-only here": a custom row the terminal cannot edit.
  public var readOnlyHere: String { text(.readOnlyHere) }
  /// "computed": a row whose value is computed from other answers (it takes no input).
  public var computed: String { text(.computed) }
  /// "Quit and lose what you entered?".
  public var quitQuestion: String { text(.quitQuestion) }
  /// "Quit? What you entered is kept as a draft.": quitting with a draft kept.
  public var quitKeepingDraftQuestion: String { text(.quitKeepingDraftQuestion) }
  /// "Go back and lose what you entered?".
  public var backQuestion: String { text(.backQuestion) }
  /// "Go back? What you entered is kept as a draft.": going back with a draft kept.
  public var backKeepingDraftQuestion: String { text(.backKeepingDraftQuestion) }
  /// "Minutes go in steps of 5: 03 became 05.": typed minutes a time picker put on the row's
  /// minute interval (`typed` and `minute` as the picker shows them).
  public func minuteStep(typed: String, minute: String, step: Int) -> String {
    text(.minuteStep, ["typed": typed, "minute": minute, "step": strings.number(step)])
  }
  /// What checking the whole form found: "No problems found.", or the number of problems and
  /// the first ("2 problems: Name is required.").
  public func checked(_ report: ValidationReport) -> String {
    guard let first = report.firstError else { return text(.noProblems) }
    return text(
      .problemsFound, ["problems": strings.counts.problems(report.errors.count), "message": first.message])
  }
  /// "Leave without keeping these changes?": leaving a nested form.
  public var leaveNestedQuestion: String { text(.leaveNestedQuestion) }
  /// "actions" (after Alt-A: the focused row's actions).
  public var actions: String { text(.actions) }
  /// "This row has no actions.": Alt-A on a row without swipe actions.
  public var noRowActions: String { text(.noRowActions) }
  /// "(a number: do it, other keys: nothing)": the answers to the list of a row's actions.
  public var rowActionsAnswers: String { text(.rowActionsAnswers) }
  /// "(y / Ctrl-C: yes, other keys: no)": the answers to the quit question.
  public var quitAnswers: String { text(.quitAnswers) }
  /// "(y: yes, other keys: no)".
  public var answers: String { text(.answers) }
  /// "Deleted.".
  public var deleted: String { text(.deleted) }
  /// "This row is already the first of its list.".
  public var alreadyFirst: String { text(.alreadyFirst) }
  /// "This row is already the last of its list.".
  public var alreadyLast: String { text(.alreadyLast) }
  /// "Only the rows of a list can be moved.".
  public var onlyListRowsMove: String { text(.onlyListRowsMove) }
  /// "Only the rows of a list can be deleted.".
  public var onlyListRowsDelete: String { text(.onlyListRowsDelete) }
  /// "The rows of this list cannot be moved.".
  public var listRowsCannotMove: String { text(.listRowsCannotMove) }
  /// "The rows of this list cannot be deleted.".
  public var listRowsCannotDelete: String { text(.listRowsCannotDelete) }
  /// "Undid Typing": the step undone.
  public func undid(_ name: String) -> String { text(.undid, ["name": name]) }
  /// "Redid Typing": the step redone.
  public func redid(_ name: String) -> String { text(.redid, ["name": name]) }
  /// "Nothing to undo.".
  public var nothingToUndo: String { text(.nothingToUndo) }
  /// "Nothing to redo.".
  public var nothingToRedo: String { text(.nothingToRedo) }

  // What a form submitted, shown until the person goes back to the menu.

  /// "Submitted: Sign up": the title of the screen of submitted values.
  public func submittedTitle(_ title: String) -> String { text(.submittedTitle, ["title": title]) }
  /// "Values": the header of the submitted values.
  public var submittedValues: String { text(.submittedValues) }
  /// "(none)": no value was submitted.
  public var submittedNone: String { text(.submittedNone) }
  /// "Printed as JSON when you leave the menu.".
  public var submittedPrinted: String { text(.submittedPrinted) }
  /// "Back to the menu": the line that leaves the submitted values.
  public var submittedBack: String { text(.submittedBack) }

  // Drafts (`--draft`).

  /// "Draft restored from answers.draft.json (3 answers)": the answers restored, not the
  /// values the form had anyway.
  public func draftRestored(from path: String, answers: Int) -> String {
    counted(.draftRestored, answers, ["path": path])
  }
  /// "The form changed since the draft was saved: restored 3, dropped city; the saved draft
  /// is kept at …".
  public func draftPartlyRestored(restored: Int, dropped: [String], keptAt path: String) -> String {
    text(
      .draftPartlyRestored,
      ["restored": strings.number(restored), "dropped": dropped.joined(separator: ", "), "path": path])
  }
  /// "Cannot use the draft at …: …. It was moved to …": a draft that could not be used.
  public func draftMovedAside(_ error: DraftError, to path: String) -> String {
    text(.draftMovedAside, ["problem": draftProblem(error), "path": path])
  }
  /// "Cannot read the draft at …: …. Drafts are off": a draft left in place, never overwritten.
  public func draftOff(_ error: DraftError) -> String { text(.draftOff, ["problem": draftProblem(error)]) }
  /// "Draft: Cannot save the draft at …: …": saving failed while typing.
  public func draftSaveFailed(_ error: DraftError) -> String {
    text(.draftSaveFailed, ["problem": draftProblem(error)])
  }
  /// "Cannot save the draft at …: No space left on device (28)": what went wrong, the
  /// system's reason as it gave it.
  public func draftProblem(_ error: DraftError) -> String {
    let key: TerminalStringKey =
      switch error.operation {
      case .load: .draftCannotRead
      case .decode: .draftCannotUse
      case .save: .draftCannotSave
      case .delete: .draftCannotDelete
      case .moveAside: .draftCannotMoveAside
      }
    return text(key, ["path": error.location, "reason": error.reason])
  }

  // Headless runs (`formwork run --answers`).

  /// "The answers leave 2 problems:", before the problems, one a line.
  public func answersLeave(problems count: Int) -> String { counted(.answersLeaveProblems, count) }
  /// "\"name\" is answered more than once: give each answer once": an answers file with a
  /// key twice.
  public func duplicateAnswer(tag: String) -> String { text(.duplicateAnswer, ["tag": tag]) }

  // Screen.

  /// "Help": the help screen's title.
  public var helpTitle: String { text(.helpTitle) }
  /// "KEYS": the help screen's heading.
  public var keysTitle: String { text(.keysTitle) }
  /// "Filter: " before the typed filter of an option list.
  public var filter: String { text(.filter) }
  /// "No option matches": a filter that leaves nothing.
  public var noOptionMatches: String { text(.noOptionMatches) }
  /// What a key of the help screen does (`previous / next row…`).
  public func keyHelp(_ topic: KeyHelpTopic) -> String {
    switch topic {
    case .rows: text(.keysRows)
    case .tab: text(.keysTab)
    case .homeEnd: text(.keysHomeEnd)
    case .typing: text(.keysTyping)
    case .deleteWord: text(.keysDeleteWord)
    case .enter: text(.keysEnter)
    case .leftRight: text(.keysLeftRight)
    case .backspace: text(.keysBackspace)
    case .inList: text(.keysInList)
    case .inDatePicker: text(.keysInDatePicker)
    case .listRows: text(.keysListRows)
    case .rowActions: text(.keysRowActions)
    case .pages: text(.keysPages)
    case .undoRedo: text(.keysUndoRedo)
    case .submit: text(.keysSubmit)
    case .escape: text(.keysEscape)
    case .quit: text(.keysQuit)
    case .suspend: text(.keysSuspend)
    case .mouse: text(.keysMouse)
    case .help: text(.keysHelp)
    }
  }
  /// A word of the help screen's key column that is not a key name ("typing", "mouse").
  public func keyWord(_ word: KeyWord) -> String {
    switch word {
    case .typing: text(.keysWordTyping)
    case .inList: text(.keysWordInList)
    case .inDatePicker: text(.keysWordInDatePicker)
    case .mouse: text(.keysWordMouse)
    }
  }

  /// The topics of the terminal's help screen, in its order.
  public enum KeyHelpTopic: String, CaseIterable, Sendable {
    /// "previous / next row, disabled ones too; a page".
    case rows
    /// "next / previous row that can be edited now".
    case tab
    /// "first / last row; in text: start / end of the line".
    case homeEnd
    /// "edit text; Alt-b/f or Ctrl-←/→ go by words".
    case typing
    /// "delete a word; Ctrl-U/K before / after the cursor".
    case deleteWord
    /// "toggle; open a list, date, nested form; press a button".
    case enter
    /// "change a stepper, slider or segmented row".
    case leftRight
    /// "clear a choice or a date (rows without text)".
    case backspace
    /// "↑↓ PageUp/Down move, type to filter, Enter choose".
    case inList
    /// "←→ field, ↑↓ change, digits, t today, Esc undo".
    case inDatePicker
    /// "move / delete a row of a list (delete asks first)".
    case listRows
    /// "the focused row's actions (swipe actions on a phone)".
    case rowActions
    /// "next page (checks this one first) / previous page".
    case pages
    /// "undo / redo the last change (typing in a row is one)".
    case undoRedo
    /// "submit (Done in a nested form)".
    case submit
    /// "back: leave a nested form, or back to the menu".
    case escape
    /// "quit (asks first when something was entered)".
    case quit
    /// "suspend (`fg` resumes); redraw the screen".
    case suspend
    /// "click a row or an option, wheel to scroll".
    case mouse
    /// "this help (F1 on a text row)".
    case help
  }

  /// The words of the help screen's key column that are not key names.
  public enum KeyWord: String, CaseIterable, Sendable {
    /// "typing".
    case typing
    /// "in a list".
    case inList
    /// "in a date picker".
    case inDatePicker
    /// "mouse".
    case mouse
  }
}

extension FormStrings {
  /// The terminal renderer's words in these strings' language (from `FormworkTerminal`'s own
  /// tables).
  public var terminal: TerminalStrings { TerminalStrings(self) }

  /// The terminal renderer's words: now ``TerminalStrings``, in `FormworkTerminal`.
  @available(*, deprecated, renamed: "TerminalStrings")
  public typealias Terminal = TerminalStrings
}

extension StringTables where Key == TerminalStringKey {
  /// The terminal's tables from its `Bundle.module`, read on first use.
  static var shared: Self { terminalTables }
}

/// The terminal's tables, read once (a global is initialized lazily, once).
private let terminalTables: StringTables<TerminalStringKey> = {
  let tables = StringTables<TerminalStringKey>(bundle: .module)
  tables.reportProblems(of: "the terminal's strings")
  return tables
}()
