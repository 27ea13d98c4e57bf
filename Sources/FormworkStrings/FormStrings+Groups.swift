import Foundation

extension FormStrings {
  /// The default validation messages (what `ValidationMessages` shows unless the app replaces
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
  /// The terminal renderer's words moved to its module, `FormworkTerminal`, which declares
  /// `terminal` (its `TerminalStrings`) on these strings: `import FormworkTerminal` and
  /// `form.strings.terminal` reads as before.
  @available(
    *, unavailable,
    message: "The terminal's words moved to FormworkTerminal: import FormworkTerminal (TerminalStrings)"
  )
  public var terminal: Never { fatalError("The terminal's words moved to FormworkTerminal") }

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
    /// "Add at least 2 entries." (a section's `SectionRule.minRows(_:)`)
    public func minRows(_ count: Int) -> String { strings.counted(.minRows, count) }
    /// "Fill in at least 2 entries." (a section's `SectionRule.minRows(_:)` whose listed
    /// entries are empty)
    public func minFilledRows(_ count: Int) -> String { strings.counted(.minFilledRows, count) }
    /// "At most 5 entries are allowed." (a section's `SectionRule.maxRows(_:)`)
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
    /// "'(555abc' does not fit (###) ###-####.": text a live-formatted row cannot take.
    public func notInFormat(_ text: String, format: String) -> String {
      strings.text(.notInFormat, ["text": text, "format": format])
    }
    /// "Fill in all of (###) ###-####.": a masked row's value misses characters.
    public func incompleteFormat(_ format: String) -> String { strings.text(.incompleteFormat, ["format": format]) }
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
}
