/// The key of every built-in string every renderer shows: the names in the tables under
/// `Resources/Strings/`, one JSON file per language. (A renderer's own words, such as the
/// terminal's, are in its own module's tables.) English here is the reference: every table has each key with the
/// same `{placeholders}`, and a counted string (a JSON object of plural forms) has exactly the
/// language's plural categories.
///
/// Adding a string: add a case with its English text below, the same key to every table, then an
/// accessor in `FormStrings+Groups.swift`. `LocalizationCompletenessTests` fails until every
/// table has it.
enum StringKey: String, StringTableKey {
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
  case minFilledRows = "validation.minFilledRows"
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
  case notInFormat = "validation.notInFormat"
  case incompleteFormat = "validation.incompleteFormat"
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
    case .minFilledRows: .plural(one: "Fill in at least {count} entry.", other: "Fill in at least {count} entries.")
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
    case .notInFormat: "'{text}' does not fit {format}."
    case .incompleteFormat: "Fill in all of {format}."
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

    }
  }
}

/// One string of a table: plain text, or the forms of a counted phrase by plural category.
package enum TableEntry: Sendable, Equatable, ExpressibleByStringLiteral {
  case text(String)
  case plural([PluralCategory: String])

  package init(stringLiteral value: String) { self = .text(value) }

  /// English-style forms.
  package static func plural(one: String, other: String) -> TableEntry { .plural([.one: one, .other: other]) }

  /// Whether the entry is a counted phrase.
  package var isPlural: Bool {
    if case .plural = self { return true }
    return false
  }

  /// The text for a plural category (plain text ignores it); `other` when the form is absent.
  package func text(for category: PluralCategory) -> String {
    switch self {
    case .text(let text): return text
    case .plural(let forms): return forms[category] ?? forms[.other] ?? ""
    }
  }

  /// Every text of the entry, by category (`other` for plain text).
  package var forms: [PluralCategory: String] {
    switch self {
    case .text(let text): return [.other: text]
    case .plural(let forms): return forms
    }
  }
}
