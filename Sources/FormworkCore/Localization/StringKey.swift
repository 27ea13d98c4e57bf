/// The key of every built-in string: the names in the tables under `Resources/Strings/`, one
/// JSON file per language. English here is the reference: every table has each key with the
/// same `{placeholders}`, and a counted string (a JSON object of plural forms) has exactly the
/// language's plural categories.
///
/// Adding a string: add a case with its English text below, the same key to every table, then an
/// accessor in `FormStrings+Groups.swift`. `LocalizationCompletenessTests` fails until every
/// table has it.
enum StringKey: String, CaseIterable, Sendable {
  // MARK: Validation messages (ValidationMessages)
  case required = "validation.required"
  case requiredUntitled = "validation.requiredUntitled"
  case minLength = "validation.minLength"
  case maxLength = "validation.maxLength"
  case exactLength = "validation.exactLength"
  case minCount = "validation.minCount"
  case maxCount = "validation.maxCount"
  case exactCount = "validation.exactCount"
  case minRows = "validation.minRows"
  case maxRows = "validation.maxRows"
  case pattern = "validation.pattern"
  case email = "validation.email"
  case url = "validation.url"
  case greaterThan = "validation.greaterThan"
  case atLeast = "validation.atLeast"
  case lessThan = "validation.lessThan"
  case atMost = "validation.atMost"
  case equalTo = "validation.equalTo"
  case equalToUntitled = "validation.equalToUntitled"
  case missingRow = "validation.missingRow"
  case oneOf = "validation.oneOf"
  case notANumber = "validation.notANumber"
  case notAWholeNumber = "validation.notAWholeNumber"
  case tooManyDigits = "validation.tooManyDigits"
  case tooLarge = "validation.tooLarge"
  case tooSmall = "validation.tooSmall"
  case notADate = "validation.notADate"
  case disabled = "validation.disabled"
  case invalid = "validation.invalid"

  // MARK: Undo step names
  case historyChange = "history.change"
  case historyTyping = "history.typing"
  case historyAdd = "history.add"
  case historyDelete = "history.delete"
  case historyMove = "history.move"
  case historyChangeUntitled = "history.changeUntitled"
  case historyAddUntitled = "history.addUntitled"
  case historyDeleteUntitled = "history.deleteUntitled"
  case historyMoveUntitled = "history.moveUntitled"
  case historyFill = "history.fill"
  case historyReset = "history.reset"
  case historyChanges = "history.changes"

  // MARK: Words renderers add (FormListStrings, UIKit, SwiftUI)
  case controlsRequired = "controls.required"
  case controlsError = "controls.error"
  case controlsWarning = "controls.warning"
  case controlsNoValue = "controls.noValue"
  case controlsDelete = "controls.delete"
  case controlsDone = "controls.done"
  case controlsPrevious = "controls.previous"
  case controlsNext = "controls.next"
  case controlsBack = "controls.back"
  case controlsPreviousField = "controls.previousField"
  case controlsNextField = "controls.nextField"
  case controlsCancel = "controls.cancel"
  case controlsOK = "controls.ok"
  case controlsNone = "controls.none"
  case controlsChoose = "controls.choose"
  case controlsEdit = "controls.edit"
  case controlsAdd = "controls.add"
  case controlsLoading = "controls.loading"
  case controlsOptionsFailed = "controls.optionsFailed"
  case controlsOptionsFailedReason = "controls.optionsFailedReason"
  case controlsNoOptions = "controls.noOptions"
  case controlsRetry = "controls.retry"
  case controlsRetryReason = "controls.retryReason"
  case controlsUnregisteredKind = "controls.unregisteredKind"
  case controlsChecked = "controls.checked"
  case controlsNotChecked = "controls.notChecked"
  case controlsExpandPicker = "controls.expandPicker"
  case controlsCollapsePicker = "controls.collapsePicker"
  case controlsHours = "controls.hours"
  case controlsMinutes = "controls.minutes"
  case controlsChecking = "controls.checking"
  case controlsToggleSign = "controls.toggleSign"
  case controlsDisabled = "controls.disabled"
  case controlsWarningMessage = "controls.warningMessage"

  // MARK: Pages (the step of a multi-page form)
  case pagesStep = "pages.step"
  case pagesStepTitled = "pages.stepTitled"

  // MARK: Values
  case valueOn = "value.on"
  case valueOff = "value.off"
  case valueHours = "value.hours"
  case valueMinutes = "value.minutes"
  case valueHoursMinutes = "value.hoursMinutes"

  // MARK: Counts
  case countProblems = "count.problems"
  case countRows = "count.rows"
  case countSelected = "count.selected"
  case countCharacters = "count.characters"

  // MARK: Terminal
  case terminalSubmit = "terminal.submit"
  case terminalMove = "terminal.help.move"
  case terminalToggle = "terminal.help.toggle"
  case terminalDone = "terminal.help.done"
  case terminalClose = "terminal.help.close"
  case terminalChoose = "terminal.help.choose"
  case terminalChooseSeveral = "terminal.help.chooseSeveral"
  case terminalSubmitAction = "terminal.help.submit"
  case terminalQuit = "terminal.help.quit"
  case terminalCursor = "terminal.help.cursor"
  case terminalConfirm = "terminal.help.confirm"
  case terminalChange = "terminal.help.change"
  case terminalPress = "terminal.help.press"
  case terminalTypeToEdit = "terminal.help.typeToEdit"
  case terminalTypeFormat = "terminal.help.typeFormat"
  case terminalDisabledWhy = "terminal.help.disabledWhy"
  case terminalMoreAbove = "terminal.moreAbove"
  case terminalMoreBelow = "terminal.moreBelow"
  case terminalMoreBoth = "terminal.moreBoth"
  case terminalCannotEditKind = "terminal.cannotEditKind"
  case terminalAtMostCharacters = "terminal.atMostCharacters"
  case terminalFixThenSubmit = "terminal.fixThenSubmit"
  case terminalParametersFailed = "terminal.parametersFailed"
  case terminalExamplesTitle = "terminal.examplesTitle"
  case terminalHelp = "terminal.help.help"
  case terminalBack = "terminal.help.back"
  case terminalClear = "terminal.help.clear"
  case terminalOpen = "terminal.help.open"
  case terminalReorder = "terminal.help.reorder"
  case terminalUndo = "terminal.help.undo"
  case terminalRedo = "terminal.help.redo"
  case terminalField = "terminal.help.field"
  case terminalDigitsType = "terminal.help.digitsType"
  case terminalToday = "terminal.help.today"
  case terminalNow = "terminal.help.now"
  case terminalNewLine = "terminal.help.newLine"
  case terminalTypeToFilter = "terminal.help.typeToFilter"
  case terminalUnfilter = "terminal.help.unfilter"
  case terminalReadOnlyHere = "terminal.readOnlyHere"
  case terminalAnyKeyBack = "terminal.help.anyKeyBack"
  case terminalYesNo = "terminal.help.yesNo"
  case terminalQuitQuestion = "terminal.quitQuestion"
  case terminalQuitKeepingDraftQuestion = "terminal.quitKeepingDraftQuestion"
  case terminalBackQuestion = "terminal.backQuestion"
  case terminalLeaveNestedQuestion = "terminal.leaveNestedQuestion"
  case terminalQuitAnswers = "terminal.quitAnswers"
  case terminalAnswers = "terminal.answers"
  case terminalDeleted = "terminal.deleted"
  case terminalAlreadyFirst = "terminal.alreadyFirst"
  case terminalAlreadyLast = "terminal.alreadyLast"
  case terminalOnlyListRowsMove = "terminal.onlyListRowsMove"
  case terminalOnlyListRowsDelete = "terminal.onlyListRowsDelete"
  case terminalListRowsCannotMove = "terminal.listRowsCannotMove"
  case terminalListRowsCannotDelete = "terminal.listRowsCannotDelete"
  case terminalUndid = "terminal.undid"
  case terminalRedid = "terminal.redid"
  case terminalNothingToUndo = "terminal.nothingToUndo"
  case terminalNothingToRedo = "terminal.nothingToRedo"
  case terminalHelpTitle = "terminal.helpTitle"
  case terminalKeysTitle = "terminal.keysTitle"
  case terminalFilter = "terminal.filter"
  case terminalNoOptionMatches = "terminal.noOptionMatches"
  case terminalKeysRows = "terminal.keys.rows"
  case terminalKeysTab = "terminal.keys.tab"
  case terminalKeysHomeEnd = "terminal.keys.homeEnd"
  case terminalKeysTyping = "terminal.keys.typing"
  case terminalKeysDeleteWord = "terminal.keys.deleteWord"
  case terminalKeysEnter = "terminal.keys.enter"
  case terminalKeysLeftRight = "terminal.keys.leftRight"
  case terminalKeysBackspace = "terminal.keys.backspace"
  case terminalKeysInList = "terminal.keys.inList"
  case terminalKeysInDatePicker = "terminal.keys.inDatePicker"
  case terminalKeysListRows = "terminal.keys.listRows"
  case terminalKeysPages = "terminal.keys.pages"
  case terminalKeysUndoRedo = "terminal.keys.undoRedo"
  case terminalKeysSubmit = "terminal.keys.submit"
  case terminalKeysEscape = "terminal.keys.escape"
  case terminalKeysQuit = "terminal.keys.quit"
  case terminalKeysSuspend = "terminal.keys.suspend"
  case terminalKeysMouse = "terminal.keys.mouse"
  case terminalKeysHelp = "terminal.keys.help"
  case terminalKeysWordTyping = "terminal.keys.word.typing"
  case terminalKeysWordInList = "terminal.keys.word.inList"
  case terminalKeysWordInDatePicker = "terminal.keys.word.inDatePicker"
  case terminalKeysWordMouse = "terminal.keys.word.mouse"

  /// The English text: the reference every table is checked against, and the last fallback
  /// when a table cannot be read.
  var english: TableEntry {
    switch self {
    case .required: "{title} is required."
    case .requiredUntitled: "This field is required."
    case .minLength: .plural(one: "Enter at least {count} character.", other: "Enter at least {count} characters.")
    case .maxLength: .plural(one: "Enter at most {count} character.", other: "Enter at most {count} characters.")
    case .exactLength: .plural(one: "Enter exactly {count} character.", other: "Enter exactly {count} characters.")
    case .minCount: .plural(one: "Choose at least {count} item.", other: "Choose at least {count} items.")
    case .maxCount: .plural(one: "Choose at most {count} item.", other: "Choose at most {count} items.")
    case .exactCount: .plural(one: "Choose exactly {count} item.", other: "Choose exactly {count} items.")
    case .minRows: .plural(one: "Add at least {count} entry.", other: "Add at least {count} entries.")
    case .maxRows: .plural(one: "At most {count} entry is allowed.", other: "At most {count} entries are allowed.")
    case .pattern: "The format is not valid."
    case .email: "Enter a valid email address."
    case .url: "Enter a valid URL."
    case .greaterThan: "Must be greater than {bound}."
    case .atLeast: "Must be at least {bound}."
    case .lessThan: "Must be less than {bound}."
    case .atMost: "Must be at most {bound}."
    case .equalTo: "Must match {other}."
    case .equalToUntitled: "Must match the other field."
    case .missingRow: "This value cannot be checked right now."
    case .oneOf: "Choose one of the allowed values."
    case .notANumber: "'{text}' is not a number."
    case .notAWholeNumber: "'{text}' is not a whole number."
    case .tooLarge: "'{text}' is too large."
    case .tooSmall: "'{text}' is too small."
    case .tooManyDigits:
      .plural(
        one: "'{text}' has more than {count} significant digit.",
        other: "'{text}' has more than {count} significant digits.")
    case .notADate: "'{text}' is not a date."
    case .disabled: "This field is disabled."
    case .invalid: "This value is not valid."

    case .historyChange: "Change {title}"
    case .historyTyping: "Typing"
    case .historyAdd: "Add {title}"
    case .historyDelete: "Delete {title}"
    case .historyMove: "Move {title}"
    case .historyChangeUntitled: "Change Value"
    case .historyAddUntitled: "Add Entry"
    case .historyDeleteUntitled: "Delete Entry"
    case .historyMoveUntitled: "Move Entry"
    case .historyFill: "Fill In"
    case .historyReset: "Reset"
    case .historyChanges: "Changes"

    case .controlsRequired: "required"
    case .controlsError: "Error"
    case .controlsWarning: "Warning"
    case .controlsNoValue: "No value"
    case .controlsDelete: "Delete"
    case .controlsDone: "Done"
    case .controlsPrevious: "Previous"
    case .controlsNext: "Next"
    case .controlsBack: "Back"
    case .controlsPreviousField: "Previous field"
    case .controlsNextField: "Next field"
    case .controlsCancel: "Cancel"
    case .controlsOK: "OK"
    case .controlsNone: "None"
    case .controlsChoose: "Choose…"
    case .controlsEdit: "Edit…"
    case .controlsAdd: "Add"
    case .controlsLoading: "Loading…"
    case .controlsOptionsFailed: "The options could not be loaded."
    case .controlsOptionsFailedReason: "Could not load the options: {reason}"
    case .controlsNoOptions: "No options"
    case .controlsRetry: "Try Again"
    case .controlsRetryReason: "Try Again ({reason})"
    case .controlsUnregisteredKind: "No cell is registered for the custom row kind"
    case .controlsChecked: "checked"
    case .controlsNotChecked: "not checked"
    case .controlsExpandPicker: "Expands a picker"
    case .controlsCollapsePicker: "Collapses the picker"
    case .controlsHours: "Hours"
    case .controlsMinutes: "Minutes"
    case .controlsChecking: "checking…"
    case .controlsToggleSign: "Plus or minus"
    case .controlsDisabled: "disabled"
    case .controlsWarningMessage: "warning: {message}"

    case .pagesStep: "Step {step} of {count}"
    case .pagesStepTitled: "Step {step} of {count} · {title}"
    case .valueOn: "On"
    case .valueOff: "Off"
    case .valueHours: "{hours} h"
    case .valueMinutes: "{minutes} min"
    case .valueHoursMinutes: "{hours} h {minutes} min"

    case .countProblems: .plural(one: "{count} problem", other: "{count} problems")
    case .countRows: .plural(one: "{count} row", other: "{count} rows")
    case .countSelected: .plural(one: "{count} selected", other: "{count} selected")
    case .countCharacters: .plural(one: "{count} character", other: "{count} characters")

    case .terminalSubmit: "Submit"
    case .terminalMove: "move"
    case .terminalToggle: "toggle"
    case .terminalDone: "done"
    case .terminalClose: "close"
    case .terminalChoose: "choose"
    case .terminalChooseSeveral: "choose several"
    case .terminalSubmitAction: "submit"
    case .terminalQuit: "quit"
    case .terminalCursor: "cursor"
    case .terminalConfirm: "confirm"
    case .terminalChange: "change"
    case .terminalPress: "press"
    case .terminalTypeToEdit: "type to edit"
    case .terminalTypeFormat: "type {format}"
    case .terminalDisabledWhy: "disabled: {key} tells why"
    case .terminalMoreAbove: "↑ more"
    case .terminalMoreBelow: "↓ more"
    case .terminalMoreBoth: "↑↓ more"
    case .terminalCannotEditKind: "'{kind}' rows cannot be edited in the terminal"
    case .terminalAtMostCharacters: .plural(one: "At most {count} character", other: "At most {count} characters")
    case .terminalFixThenSubmit: "{problems}: {message} (fix, then {key})"
    case .terminalParametersFailed: "Cannot build the request parameters: {reason}"
    case .terminalExamplesTitle: "Formwork examples: pick one"
    case .terminalHelp: "help"
    case .terminalBack: "back"
    case .terminalClear: "clear"
    case .terminalOpen: "open"
    case .terminalReorder: "reorder"
    case .terminalUndo: "undo"
    case .terminalRedo: "redo"
    case .terminalField: "field"
    case .terminalDigitsType: "digits type"
    case .terminalToday: "today"
    case .terminalNow: "now"
    case .terminalNewLine: "new line"
    case .terminalTypeToFilter: "type to filter"
    case .terminalUnfilter: "unfilter"
    case .terminalReadOnlyHere: "read-only here"
    case .terminalAnyKeyBack: "any key: back to the form"
    case .terminalYesNo: "y yes  any other key no"
    case .terminalQuitQuestion: "Quit and lose what you entered?"
    case .terminalQuitKeepingDraftQuestion: "Quit? What you entered is kept as a draft."
    case .terminalBackQuestion: "Go back and lose what you entered?"
    case .terminalLeaveNestedQuestion: "Leave without keeping these changes?"
    case .terminalQuitAnswers: "(y / Ctrl-C: yes, other keys: no)"
    case .terminalAnswers: "(y: yes, other keys: no)"
    case .terminalDeleted: "Deleted."
    case .terminalAlreadyFirst: "This row is already the first of its list."
    case .terminalAlreadyLast: "This row is already the last of its list."
    case .terminalOnlyListRowsMove: "Only the rows of a list can be moved."
    case .terminalOnlyListRowsDelete: "Only the rows of a list can be deleted."
    case .terminalListRowsCannotMove: "The rows of this list cannot be moved."
    case .terminalListRowsCannotDelete: "The rows of this list cannot be deleted."
    case .terminalUndid: "Undid {name}"
    case .terminalRedid: "Redid {name}"
    case .terminalNothingToUndo: "Nothing to undo."
    case .terminalNothingToRedo: "Nothing to redo."
    case .terminalHelpTitle: "Help"
    case .terminalKeysTitle: "KEYS"
    case .terminalFilter: "Filter: "
    case .terminalNoOptionMatches: "No option matches"
    case .terminalKeysRows: "previous / next row, disabled ones too; a page"
    case .terminalKeysTab: "next / previous row that can be edited now"
    case .terminalKeysHomeEnd: "first / last row"
    case .terminalKeysTyping: "edit text; Alt-b/f or Ctrl-←/→ go by words"
    case .terminalKeysDeleteWord: "delete a word; Ctrl-U/K before / after the cursor"
    case .terminalKeysEnter: "toggle; open a list, a date, a nested form; press"
    case .terminalKeysLeftRight: "change a stepper, slider or segmented row"
    case .terminalKeysBackspace: "clear a choice or a date (rows without text)"
    case .terminalKeysInList: "↑↓ PageUp/Down move, type to filter, Enter choose"
    case .terminalKeysInDatePicker: "←→ field, ↑↓ change, digits, t today, Esc undo"
    case .terminalKeysListRows: "move / delete a row of a list (delete asks first)"
    case .terminalKeysPages: "next page (checks this one first) / previous page"
    case .terminalKeysUndoRedo: "undo / redo the last change (typing in a row is one)"
    case .terminalKeysSubmit: "submit (Done in a nested form)"
    case .terminalKeysEscape: "back: leave a nested form, or back to the menu"
    case .terminalKeysQuit: "quit (asks first when something was entered)"
    case .terminalKeysSuspend: "suspend (`fg` resumes); redraw the screen"
    case .terminalKeysMouse: "click a row or an option, wheel to scroll"
    case .terminalKeysHelp: "this help (F1 on a text row)"
    case .terminalKeysWordTyping: "typing"
    case .terminalKeysWordInList: "in a list"
    case .terminalKeysWordInDatePicker: "in a date picker"
    case .terminalKeysWordMouse: "mouse"
    }
  }
}

/// One string of a table: plain text, or the forms of a counted phrase by plural category.
enum TableEntry: Sendable, Equatable, ExpressibleByStringLiteral {
  case text(String)
  case plural([PluralCategory: String])

  init(stringLiteral value: String) { self = .text(value) }

  /// English-style forms.
  static func plural(one: String, other: String) -> TableEntry { .plural([.one: one, .other: other]) }

  /// Whether the entry is a counted phrase.
  var isPlural: Bool {
    if case .plural = self { return true }
    return false
  }

  /// The text for a plural category (plain text ignores it); `other` when the form is absent.
  func text(for category: PluralCategory) -> String {
    switch self {
    case .text(let text): return text
    case .plural(let forms): return forms[category] ?? forms[.other] ?? ""
    }
  }

  /// Every text of the entry, by category (`other` for plain text).
  var forms: [PluralCategory: String] {
    switch self {
    case .text(let text): return [.other: text]
    case .plural(let forms): return forms
    }
  }
}
