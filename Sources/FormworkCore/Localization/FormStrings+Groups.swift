import Foundation

extension FormStrings {
  /// The default validation messages (what ``ValidationMessages`` shows unless the app replaces
  /// a message).
  public var validation: Validation { Validation(strings: self) }
  /// Names of undo steps, for menus ("Undo Delete Stop").
  public var history: History { History(strings: self) }
  /// The words renderers add to rows: buttons, placeholders, accessibility labels.
  public var controls: Controls { Controls(strings: self) }
  /// Words in displayed values: switches, durations.
  public var values: Values { Values(strings: self) }
  /// Counted phrases: "1 problem", "3 rows".
  public var counts: Counts { Counts(strings: self) }
  /// The terminal renderer's help line and status messages.
  public var terminal: Terminal { Terminal(strings: self) }

  // MARK: - Validation

  /// The default validation messages. `title` is the row's title.
  public struct Validation: Sendable {
    let strings: FormStrings

    /// "Name is required."; "This field is required." for an untitled row.
    public func required(_ title: String) -> String {
      title.isEmpty ? strings.text(.requiredUntitled) : strings.text(.required, ["title": title])
    }
    /// "Enter at least 3 characters."
    public func minLength(_ count: Int) -> String { strings.counted(.minLength, count) }
    /// "Enter at most 3 characters."
    public func maxLength(_ count: Int) -> String { strings.counted(.maxLength, count) }
    /// "Enter exactly 3 characters."
    public func exactLength(_ count: Int) -> String { strings.counted(.exactLength, count) }
    /// "Choose at least 2 items."
    public func minCount(_ count: Int) -> String { strings.counted(.minCount, count) }
    /// "Choose at most 2 items."
    public func maxCount(_ count: Int) -> String { strings.counted(.maxCount, count) }
    /// "Choose exactly 2 items."
    public func exactCount(_ count: Int) -> String { strings.counted(.exactCount, count) }
    /// "Add at least 2 entries." (a section's ``SectionRule/minRows(_:)``)
    public func minRows(_ count: Int) -> String { strings.counted(.minRows, count) }
    /// "At most 5 entries are allowed." (a section's ``SectionRule/maxRows(_:)``)
    public func maxRows(_ count: Int) -> String { strings.counted(.maxRows, count) }
    /// "The format is not valid."
    public var pattern: String { strings.text(.pattern) }
    /// "Enter a valid email address."
    public var email: String { strings.text(.email) }
    /// "Enter a valid URL."
    public var url: String { strings.text(.url) }
    /// A number or date out of range: `comparison` is one of `>`, `≥`, `<`, `≤` (anything else
    /// reads as `≤`); `bound` the limit as display text. "Must be at least 18."
    public func range(_ comparison: String, _ bound: String) -> String {
      let key: StringKey =
        switch comparison {
        case ">": .greaterThan
        case "≥": .atLeast
        case "<": .lessThan
        default: .atMost
        }
      return strings.text(key, ["bound": bound])
    }
    /// "Must match Password."; "Must match the other field." when `otherTitle` is empty.
    public func equalTo(_ otherTitle: String) -> String {
      otherTitle.isEmpty ? strings.text(.equalToUntitled) : strings.text(.equalTo, ["other": otherTitle])
    }
    /// "This value cannot be checked right now."
    public var missingRow: String { strings.text(.missingRow) }
    /// "Choose one of the allowed values."
    public var oneOf: String { strings.text(.oneOf) }
    /// "'abc' is not a number." ("… not a whole number." for integer rows).
    public func notANumber(_ text: String, wholeNumber: Bool) -> String {
      strings.text(wholeNumber ? .notAWholeNumber : .notANumber, ["text": text])
    }
    /// "'99…9' has more than 38 significant digits.": a number that cannot be kept exactly.
    public func tooManyDigits(_ text: String, limit: Int) -> String {
      strings.counted(.tooManyDigits, limit, ["text": text])
    }
    /// "'99999999999999999999' is too large.": a whole number beyond what a row holds.
    public func tooLarge(_ text: String) -> String { strings.text(.tooLarge, ["text": text]) }
    /// "'-99999999999999999999' is too small.": a whole number below what a row holds.
    public func tooSmall(_ text: String) -> String { strings.text(.tooSmall, ["text": text]) }
    /// "'tomorrow' is not a date."
    public func notADate(_ text: String) -> String { strings.text(.notADate, ["text": text]) }
    /// "This field is disabled."
    public var disabled: String { strings.text(.disabled) }
    /// "This value is not valid."
    public var invalid: String { strings.text(.invalid) }
  }

  // MARK: - History

  /// Names of undo steps. `title` is the row's title.
  public struct History: Sendable {
    let strings: FormStrings

    /// "Change Name"; "Change Value" for a row without a title.
    public func change(_ title: String) -> String {
      title.isEmpty ? strings.text(.historyChangeUntitled) : strings.text(.historyChange, ["title": title])
    }
    /// "Typing".
    public var typing: String { strings.text(.historyTyping) }
    /// "Add Stop"; "Add Entry" for a row without a title.
    public func add(_ title: String) -> String {
      title.isEmpty ? strings.text(.historyAddUntitled) : strings.text(.historyAdd, ["title": title])
    }
    /// "Delete Stop"; "Delete Entry" for a row without a title.
    public func delete(_ title: String) -> String {
      title.isEmpty ? strings.text(.historyDeleteUntitled) : strings.text(.historyDelete, ["title": title])
    }
    /// "Move Stop"; "Move Entry" for a row without a title.
    public func move(_ title: String) -> String {
      title.isEmpty ? strings.text(.historyMoveUntitled) : strings.text(.historyMove, ["title": title])
    }
    /// "Fill In": values from stored or server data.
    public var fill: String { strings.text(.historyFill) }
    /// "Reset".
    public var reset: String { strings.text(.historyReset) }
    /// "Changes": several rows at once.
    public var changes: String { strings.text(.historyChanges) }
  }

  // MARK: - Controls

  /// The words renderers add to rows (the list driver's `FormListStrings`, UIKit and SwiftUI
  /// views).
  public struct Controls: Sendable {
    let strings: FormStrings

    /// "required": read after the title of required rows.
    public var required: String { strings.text(.controlsRequired) }
    /// "Error": read before an error message.
    public var error: String { strings.text(.controlsError) }
    /// "Warning": read before a warning message.
    public var warning: String { strings.text(.controlsWarning) }
    /// "warning: Too short": a warning shown as text, where color cannot tell it from an error.
    public func warningMessage(_ message: String) -> String {
      strings.text(.controlsWarningMessage, ["message": message])
    }
    /// "No value": read for a row without value.
    public var noValue: String { strings.text(.controlsNoValue) }
    /// "Delete": the delete swipe action.
    public var delete: String { strings.text(.controlsDelete) }
    /// "Done": closes a keyboard, a picker or a subform.
    public var done: String { strings.text(.controlsDone) }
    /// "Previous": the keyboard bar's button to the previous input.
    public var previous: String { strings.text(.controlsPrevious) }
    /// "Next": the keyboard bar's button to the next input.
    public var next: String { strings.text(.controlsNext) }
    /// "Back": the button to the previous page of a multi-page form.
    public var back: String { strings.text(.controlsBack) }
    /// "Previous field": the accessibility label of the previous button.
    public var previousField: String { strings.text(.controlsPreviousField) }
    /// "Next field": the accessibility label of the next button.
    public var nextField: String { strings.text(.controlsNextField) }
    /// "Cancel".
    public var cancel: String { strings.text(.controlsCancel) }
    /// "OK": dismisses a notice.
    public var ok: String { strings.text(.controlsOK) }
    /// "None": the no-value choice of a picker.
    public var none: String { strings.text(.controlsNone) }
    /// "Choose…": a selector without value or no-value text.
    public var choose: String { strings.text(.controlsChoose) }
    /// "Edit…": a subform row without summary.
    public var edit: String { strings.text(.controlsEdit) }
    /// "Add": the insert row of a multivalued section without its own add title.
    public var add: String { strings.text(.controlsAdd) }
    /// "Loading…": options still loading.
    public var loading: String { strings.text(.controlsLoading) }
    /// "The options could not be loaded."
    public var optionsFailed: String { strings.text(.controlsOptionsFailed) }
    /// "Could not load the options: timed out".
    public func optionsFailed(reason: String) -> String {
      strings.text(.controlsOptionsFailedReason, ["reason": reason])
    }
    /// "No options": a selector whose option list is empty.
    public var noOptions: String { strings.text(.controlsNoOptions) }
    /// "Try Again": loads options again.
    public var retry: String { strings.text(.controlsRetry) }
    /// "Try Again (timed out)".
    public func retry(reason: String) -> String { strings.text(.controlsRetryReason, ["reason": reason]) }
    /// "No cell is registered for the custom row kind": before the kind's name.
    public var unregisteredKind: String { strings.text(.controlsUnregisteredKind) }
    /// "checked": the accessibility value of a checked check box.
    public var checked: String { strings.text(.controlsChecked) }
    /// "not checked".
    public var notChecked: String { strings.text(.controlsNotChecked) }
    /// "Expands a picker": the accessibility hint of a collapsed inline picker row.
    public var expandPicker: String { strings.text(.controlsExpandPicker) }
    /// "Collapses the picker": the hint of an expanded one.
    public var collapsePicker: String { strings.text(.controlsCollapsePicker) }
    /// "Hours": the hour wheel of a countdown picker.
    public var hours: String { strings.text(.controlsHours) }
    /// "Minutes": the minute wheel of a countdown picker.
    public var minutes: String { strings.text(.controlsMinutes) }
    /// "checking…": an asynchronous rule is running.
    public var checking: String { strings.text(.controlsChecking) }
    /// "Plus or minus": the keyboard bar's key that changes a number's sign.
    public var toggleSign: String { strings.text(.controlsToggleSign) }
    /// "disabled": a disabled row's mark.
    public var disabled: String { strings.text(.controlsDisabled) }
  }

  // MARK: - Values

  /// Words in displayed values.
  public struct Values: Sendable {
    let strings: FormStrings

    /// "On": a switch that is on.
    public var on: String { strings.text(.valueOn) }
    /// "Off".
    public var off: String { strings.text(.valueOff) }
    /// A duration: "1 h 30 min", "2 h", "45 min" (numbers the locale's way).
    public func duration(hours: Int, minutes: Int) -> String {
      let h = strings.number(hours)
      let m = strings.number(minutes)
      if hours == 0 { return strings.text(.valueMinutes, ["minutes": m]) }
      if minutes == 0 { return strings.text(.valueHours, ["hours": h]) }
      return strings.text(.valueHoursMinutes, ["hours": h, "minutes": m])
    }
  }

  // MARK: - Counts

  /// Counted phrases, in the plural form the count takes in the language.
  public struct Counts: Sendable {
    let strings: FormStrings

    /// "1 problem", "3 problems".
    public func problems(_ count: Int) -> String { strings.counted(.countProblems, count) }
    /// "1 row", "3 rows".
    public func rows(_ count: Int) -> String { strings.counted(.countRows, count) }
    /// "3 selected": chosen options of a multiple selector.
    public func selected(_ count: Int) -> String { strings.counted(.countSelected, count) }
    /// "1 character", "3 characters".
    public func characters(_ count: Int) -> String { strings.counted(.countCharacters, count) }
  }

  // MARK: - Terminal

  /// The terminal renderer's words. Help items are an action after its keys
  /// (`"↑↓/Tab " + move`); key names (`Enter`, `Ctrl-S`) stay as printed on keyboards.
  public struct Terminal: Sendable {
    let strings: FormStrings

    /// "Submit": the submit button's title.
    public var submit: String { strings.text(.terminalSubmit) }
    /// "move" (after ↑↓/Tab).
    public var move: String { strings.text(.terminalMove) }
    /// "toggle" (after Space).
    public var toggle: String { strings.text(.terminalToggle) }
    /// "done" (after Enter in a multiple choice).
    public var done: String { strings.text(.terminalDone) }
    /// "close" (after Esc).
    public var close: String { strings.text(.terminalClose) }
    /// "choose" (after Enter).
    public var choose: String { strings.text(.terminalChoose) }
    /// "choose several" (after Enter on a multiple selector).
    public var chooseSeveral: String { strings.text(.terminalChooseSeveral) }
    /// "submit" (after Ctrl-S or Enter).
    public var submitAction: String { strings.text(.terminalSubmitAction) }
    /// "quit" (after Ctrl-C).
    public var quit: String { strings.text(.terminalQuit) }
    /// "cursor" (after ←→ in a text row).
    public var cursor: String { strings.text(.terminalCursor) }
    /// "confirm" (after Enter in a date row).
    public var confirm: String { strings.text(.terminalConfirm) }
    /// "change" (after ←→ on a stepper, slider or segments).
    public var change: String { strings.text(.terminalChange) }
    /// "press" (after Enter on a button).
    public var press: String { strings.text(.terminalPress) }
    /// "type to edit": a text row.
    public var typeToEdit: String { strings.text(.terminalTypeToEdit) }
    /// "type yyyy-mm-dd": a date row, with the format typed.
    public func type(format: String) -> String { strings.text(.terminalTypeFormat, ["format": format]) }
    /// "disabled: Enter tells why".
    public func disabledWhy(key: String) -> String { strings.text(.terminalDisabledWhy, ["key": key]) }
    /// "↑ more": rows above the screen.
    public var moreAbove: String { strings.text(.terminalMoreAbove) }
    /// "↓ more": rows below.
    public var moreBelow: String { strings.text(.terminalMoreBelow) }
    /// "↑↓ more": rows above and below.
    public var moreBoth: String { strings.text(.terminalMoreBoth) }
    /// "'signature' rows cannot be edited in the terminal".
    public func cannotEdit(kind: String) -> String { strings.text(.terminalCannotEditKind, ["kind": kind]) }
    /// "At most 20 characters": typing stopped at a row's limit.
    public func atMostCharacters(_ count: Int) -> String { strings.counted(.terminalAtMostCharacters, count) }
    /// "2 problems: Name is required. (fix, then Ctrl-S)": a submit that found errors.
    public func fixThenSubmit(problems count: Int, firstMessage: String, key: String) -> String {
      strings.text(
        .terminalFixThenSubmit,
        ["problems": strings.counts.problems(count), "message": firstMessage, "key": key])
    }
    /// "Cannot build the request parameters: …".
    public func parametersFailed(_ reason: String) -> String {
      strings.text(.terminalParametersFailed, ["reason": reason])
    }
    /// "Formwork examples: pick one": the title of the examples menu.
    public var examplesTitle: String { strings.text(.terminalExamplesTitle) }

    // Help line words, after their keys (`Ctrl-Z undo`).

    /// "help" (after `?`).
    public var help: String { strings.text(.terminalHelp) }
    /// "back" (after Esc).
    public var back: String { strings.text(.terminalBack) }
    /// "clear" (after Backspace on a choice).
    public var clear: String { strings.text(.terminalClear) }
    /// "open" (after Enter on a nested form).
    public var open: String { strings.text(.terminalOpen) }
    /// "reorder" (after Alt-↑↓ in a list).
    public var reorder: String { strings.text(.terminalReorder) }
    /// "undo".
    public var undo: String { strings.text(.terminalUndo) }
    /// "redo".
    public var redo: String { strings.text(.terminalRedo) }
    /// "field" (after ←→ in a date picker: the field moved to).
    public var field: String { strings.text(.terminalField) }
    /// "digits type": in a date picker, digits type the field's value.
    public var digitsType: String { strings.text(.terminalDigitsType) }
    /// "today" (after `t` in a date picker).
    public var today: String { strings.text(.terminalToday) }
    /// "now" (after `t` in a time picker).
    public var now: String { strings.text(.terminalNow) }
    /// "new line" (after Enter in a text area).
    public var newLine: String { strings.text(.terminalNewLine) }
    /// "type to filter": an option list.
    public var typeToFilter: String { strings.text(.terminalTypeToFilter) }
    /// "unfilter" (after Esc in a filtered option list).
    public var unfilter: String { strings.text(.terminalUnfilter) }
    /// "any key: back to the form": the help screen's only key.
    public var anyKeyBack: String { strings.text(.terminalAnyKeyBack) }
    /// "y yes  any other key no": while a question waits.
    public var yesNo: String { strings.text(.terminalYesNo) }

    // Status line.

    /// "read-only here": a custom row the terminal cannot edit.
    public var readOnlyHere: String { strings.text(.terminalReadOnlyHere) }
    /// "Quit and lose what you entered?".
    public var quitQuestion: String { strings.text(.terminalQuitQuestion) }
    /// "Quit? What you entered is kept as a draft.": quitting with a draft kept.
    public var quitKeepingDraftQuestion: String { strings.text(.terminalQuitKeepingDraftQuestion) }
    /// "Go back and lose what you entered?".
    public var backQuestion: String { strings.text(.terminalBackQuestion) }
    /// "Leave without keeping these changes?": leaving a nested form.
    public var leaveNestedQuestion: String { strings.text(.terminalLeaveNestedQuestion) }
    /// "(y / Ctrl-C: yes, other keys: no)": the answers to the quit question.
    public var quitAnswers: String { strings.text(.terminalQuitAnswers) }
    /// "(y: yes, other keys: no)".
    public var answers: String { strings.text(.terminalAnswers) }
    /// "Deleted.".
    public var deleted: String { strings.text(.terminalDeleted) }
    /// "This row is already the first of its list.".
    public var alreadyFirst: String { strings.text(.terminalAlreadyFirst) }
    /// "This row is already the last of its list.".
    public var alreadyLast: String { strings.text(.terminalAlreadyLast) }
    /// "Only the rows of a list can be moved.".
    public var onlyListRowsMove: String { strings.text(.terminalOnlyListRowsMove) }
    /// "Only the rows of a list can be deleted.".
    public var onlyListRowsDelete: String { strings.text(.terminalOnlyListRowsDelete) }
    /// "The rows of this list cannot be moved.".
    public var listRowsCannotMove: String { strings.text(.terminalListRowsCannotMove) }
    /// "The rows of this list cannot be deleted.".
    public var listRowsCannotDelete: String { strings.text(.terminalListRowsCannotDelete) }
    /// "Undid Typing": the step undone.
    public func undid(_ name: String) -> String { strings.text(.terminalUndid, ["name": name]) }
    /// "Redid Typing": the step redone.
    public func redid(_ name: String) -> String { strings.text(.terminalRedid, ["name": name]) }
    /// "Nothing to undo.".
    public var nothingToUndo: String { strings.text(.terminalNothingToUndo) }
    /// "Nothing to redo.".
    public var nothingToRedo: String { strings.text(.terminalNothingToRedo) }

    // Screen.

    /// "Help": the help screen's title.
    public var helpTitle: String { strings.text(.terminalHelpTitle) }
    /// "KEYS": the help screen's heading.
    public var keysTitle: String { strings.text(.terminalKeysTitle) }
    /// "Filter: " before the typed filter of an option list.
    public var filter: String { strings.text(.terminalFilter) }
    /// "No option matches": a filter that leaves nothing.
    public var noOptionMatches: String { strings.text(.terminalNoOptionMatches) }
    /// What a key of the help screen does (`previous / next row…`).
    public func keyHelp(_ topic: KeyHelpTopic) -> String {
      switch topic {
      case .rows: strings.text(.terminalKeysRows)
      case .tab: strings.text(.terminalKeysTab)
      case .homeEnd: strings.text(.terminalKeysHomeEnd)
      case .typing: strings.text(.terminalKeysTyping)
      case .deleteWord: strings.text(.terminalKeysDeleteWord)
      case .enter: strings.text(.terminalKeysEnter)
      case .leftRight: strings.text(.terminalKeysLeftRight)
      case .backspace: strings.text(.terminalKeysBackspace)
      case .inList: strings.text(.terminalKeysInList)
      case .inDatePicker: strings.text(.terminalKeysInDatePicker)
      case .listRows: strings.text(.terminalKeysListRows)
      case .pages: strings.text(.terminalKeysPages)
      case .undoRedo: strings.text(.terminalKeysUndoRedo)
      case .submit: strings.text(.terminalKeysSubmit)
      case .escape: strings.text(.terminalKeysEscape)
      case .quit: strings.text(.terminalKeysQuit)
      case .suspend: strings.text(.terminalKeysSuspend)
      case .mouse: strings.text(.terminalKeysMouse)
      case .help: strings.text(.terminalKeysHelp)
      }
    }
    /// A word of the help screen's key column that is not a key name ("typing", "mouse").
    public func keyWord(_ word: KeyWord) -> String {
      switch word {
      case .typing: strings.text(.terminalKeysWordTyping)
      case .inList: strings.text(.terminalKeysWordInList)
      case .inDatePicker: strings.text(.terminalKeysWordInDatePicker)
      case .mouse: strings.text(.terminalKeysWordMouse)
      }
    }

    /// The topics of the terminal's help screen, in its order.
    public enum KeyHelpTopic: String, CaseIterable, Sendable {
      /// "previous / next row, disabled ones too; a page".
      case rows
      /// "next / previous row that can be edited now".
      case tab
      /// "first / last row".
      case homeEnd
      /// "edit text; Alt-b/f or Ctrl-←/→ go by words".
      case typing
      /// "delete a word; Ctrl-U/K before / after the cursor".
      case deleteWord
      /// "toggle; open a list, a date, a nested form; press".
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
}
