import Formwork
import FormworkDiff
import Foundation

/// What the UI layer does after a tap the driver handled (``FormListDriver/didSelectRow(at:)``).
///
/// The driver has already done the model's part (`Form.tap(_:)`) and the list's part
/// (focusing an input, closing the keyboard when an inline editor opens).
public enum FormRowAction: Sendable, Equatable {
  /// Nothing more to do.
  case none
  /// The row's input took focus (a text field, a date picker or picker wheel as input view).
  case focus(RowID)
  /// A switch or check row was toggled; the row is reconfigured by the coming update.
  case toggled(RowID, Bool)
  /// An inline row expanded or collapsed its editor; the coming update inserts or deletes it.
  case inlineToggled(RowID, expanded: Bool)
  /// Present the row's options on this screen (``FormListDriver/options(for:matching:)``).
  case presentOptions(RowID, FormOptionsScreen)
  /// A button ran its action.
  case performedAction(RowID)
  /// Present the row's nested form (`Form.subform(for:)`), then commit it with
  /// `Form.commitSubform(_:to:)`.
  case presentSubform(RowID)
  /// A custom row was tapped: the app's handler for the kind decides.
  case custom(RowID, kind: String)
  /// The row cannot be edited: show the reason (non-blocking). A
  /// `FormEvent.denied(_:reason:)` was emitted too.
  case showDenial(RowID, reason: String)
}

/// Where a selector shows its options.
public enum FormOptionsScreen: Sendable, Equatable {
  /// A list pushed on the navigation stack (single or multiple choice, searchable, grouped).
  case list(multiple: Bool)
  /// An action sheet (one button an option).
  case actionSheet
  /// An alert (one button an option).
  case alert
  /// A list pushed on the navigation stack showing a ranking's options in ranked order
  /// (`Form.rankedOptions(of:)`), each one moved with a reorder control
  /// (``FormListDriver/moveRankedOption(from:to:for:)``).
  case ranking
}

/// A change a control makes to its row (``FormListDriver/edit(_:_:)``).
public enum FormControlEdit: Sendable, Equatable {
  /// A switch or check turned on or off.
  case setOn(Bool)
  /// A stepper (or a slider, or a segmented control) one step up (`+1`) or down (`-1`).
  case step(Int)
  /// A stepper set to a value.
  case setNumber(Decimal)
  /// A slider moved to a value (snapped to its steps).
  case slide(Double)
  /// A date picker set a date (`nil` clears it).
  case setDate(Date?)
  /// A countdown picker set a duration in seconds.
  case setDuration(Double)
  /// An option chosen by its index among the row's options (a segment, a picker wheel row).
  case chooseIndex(Int)
  /// An option chosen by its value; `nil` clears the choice.
  case choose(FormValue?)
  /// An option chosen by its index in one column of a picker with columns (a wheel of a
  /// `UIPickerView` component, a SwiftUI wheel).
  case chooseInColumn(Int, column: Int)
  /// An option of a multiple selector added or removed, by value.
  case toggleOption(FormValue)
  /// Any value (custom controls).
  case setValue(FormValue)
}

extension FormControlEdit {
  /// The step a stepper control made, from the value it showed and the value it reports now
  /// (steppers report a value, not a direction). The form computes the exact next value
  /// (decimal steps, wrapping); the control only says which way. With wrapping, going from the
  /// top to the bottom is a step up, and from the bottom to the top a step down.
  public static func stepperMoved(
    from shown: Double, to reported: Double, in range: ClosedRange<Double>, wraps: Bool
  ) -> FormControlEdit {
    let wrappedUp = wraps && shown >= range.upperBound && reported <= range.lowerBound
    let wrappedDown = wraps && shown <= range.lowerBound && reported >= range.upperBound
    return .step(wrappedUp || (!wrappedDown && reported > shown) ? 1 : -1)
  }
}

/// What became of a control's change.
public enum FormEditResult: Sendable, Equatable {
  /// The form took the change.
  case applied
  /// The row cannot be edited; show the reason. The row was reconfigured to show its value.
  case denied(String)
  /// The change was not possible (an option that is not one of the row's); the row was
  /// reconfigured to show its value.
  case failed(String)
}

/// What a text cell does after the user changed its text (``FormListDriver/textDidChange(_:in:)``).
public enum FormTextEditResult: Sendable, Equatable {
  /// The text became the value; the field already shows it.
  case accepted
  /// The text was cut to the row's maximum length: the field must show this text.
  case replace(String)
  /// The text does not read as a value; the field keeps it and the row shows the message.
  case rejected(String)
  /// The row cannot be edited; show the reason.
  case denied(String)
}

extension FormListDriver {
  // MARK: Taps

  /// Handles a tap on a row: the model reacts (`Form.tap(_:)`), the list focuses the row's
  /// input or closes the keyboard for an inline editor, and the rest is returned for the UI layer.
  ///
  /// ```swift
  /// switch driver.didSelectRow(at: path) {
  /// case .presentOptions(let row, .list(let multiple)): push(optionsScreen(row, multiple))
  /// case .showDenial(_, let reason): showBanner(reason)
  /// default: break
  /// }
  /// ```
  @discardableResult
  public func didSelectRow(at path: ItemPath) -> FormRowAction {
    guard let row = shown[path], let state = form.state(of: row) else { return .none }
    emit(.selected(row, path))
    let kind = cellKind(of: state)
    let isAddRow = isMultivaluedAddRow(state, at: path)
    let outcome = form.tap(row)
    switch outcome {
    case .none:
      return .none
    case .denied(let reason):
      return .showDenial(row, reason: reason)
    case .focus:
      host?.focusRow(at: path)
      return .focus(row)
    case .toggled(let isOn):
      return .toggled(row, isOn)
    case .inlineToggled(let expanded):
      if expanded { host?.endEditing() }
      return .inlineToggled(row, expanded: expanded)
    case .presentOptions(let presentation, let multiple):
      if kind == .pickerSelector {
        host?.focusRow(at: path)
        return .focus(row)
      }
      return .presentOptions(row, Self.screen(for: presentation, multiple: multiple))
    case .performedAction:
      if isAddRow {
        focusesInsertion = state.section
        form.flush()
      }
      return .performedAction(row)
    case .custom(let name):
      return .custom(row, kind: name)
    case .presentSubform:
      host?.endEditing()
      return .presentSubform(row)
    case .presentRanking:
      host?.endEditing()
      return .presentOptions(row, .ranking)
    }
  }

  /// The screen a selector's options go to. Sheets, alerts and wheels choose one option: a
  /// multiple selector always uses the list.
  static func screen(for presentation: SelectorPresentation, multiple: Bool) -> FormOptionsScreen {
    if multiple { return .list(multiple: true) }
    switch presentation {
    case .actionSheet: return .actionSheet
    case .alert: return .alert
    case .push, .picker, .inline: return .list(multiple: false)
    }
  }

  /// Whether a row is the "Add" row of a multivalued section.
  func isMultivaluedAddRow(_ state: RowState, at path: ItemPath) -> Bool {
    Self.isMultivaluedAddRow(state, isLast: path.item == numberOfRows(inSection: path.section) - 1, in: form)
  }

  /// Whether a row is the "Add" row of a multivalued section: an untagged button, last of a
  /// section that lets the user insert rows. Its tap focuses the row it inserts.
  static func isMultivaluedAddRow(_ state: RowState, isLast: Bool, in form: Form) -> Bool {
    guard state.kind == .button, state.tag == nil, isLast, let section = form.sectionState(of: state.section) else {
      return false
    }
    return section.multivaluedOptions.contains(.insert)
  }

  // MARK: Controls

  /// Applies a change a control made to its row, as the user.
  ///
  /// When the form refuses it (the row is disabled, the option is not the row's), the row is
  /// reconfigured at once so the control shows the row's value again.
  @discardableResult
  public func edit(_ row: RowID, _ edit: FormControlEdit) -> FormEditResult {
    // An inline editor row edits the row it belongs to.
    let control = row
    var row = row
    if case .inlineEditor(let parent)? = form.state(of: row)?.kind { row = parent }
    do {
      switch edit {
      case .setOn(let isOn): try form.userSetValue(.bool(isOn), for: row)
      case .step(let direction): try form.step(row, by: direction)
      case .setNumber(let number): try form.userSetValue(.decimal(number), for: row)
      case .slide(let value): try form.slide(row, to: value)
      case .setDate(let date): try form.userSetValue(date.map(FormValue.date) ?? .null, for: row)
      case .setDuration(let seconds): try form.userSetValue(seconds.formValue, for: row)
      case .chooseIndex(let index):
        let items = optionItems(of: row)
        guard items.indices.contains(index) else {
          throw FormError(.typeMismatch, "option \(index) is outside the row's \(items.count) options")
        }
        try form.choose(items[index].value, for: row)
      case .choose(let value): try form.choose(value ?? .null, for: row)
      case .chooseInColumn(let index, let column):
        let columns = form.state(of: row)?.configuration.pickerColumns ?? []
        guard columns.indices.contains(column), columns[column].options.indices.contains(index) else {
          throw FormError(.typeMismatch, "option \(index) of column \(column) is not among the picker's columns")
        }
        try form.choose(columns[column].options[index].value, column: column, for: row)
      case .toggleOption(let value): try form.toggleOption(value, for: row)
      case .setValue(let value): try form.userSetValue(value, for: row)
      }
      return .applied
    } catch let error as FormError {
      restore(row, control)
      return error.code == .invalidEdit ? .denied(error.message) : .failed(error.message)
    } catch {
      restore(row, control)
      return .failed(String(describing: error))
    }
  }

  /// The options of a row.
  func optionItems(of row: RowID) -> [OptionItem] {
    form.state(of: row)?.options.items ?? []
  }

  /// Reconfigures a row now, so its controls show the model's value again.
  func restore(_ rows: RowID...) {
    guard let host else { return }
    let paths = Set(rows.compactMap(indexPath(of:))).sorted()
    if !paths.isEmpty { host.reconfigureRows(at: paths) }
  }

  // MARK: Text

  /// Applies text the user typed into a text row (`Form.input(_:for:)`).
  ///
  /// - Returns: What the field must do: nothing, show a cut text, or keep the text while the row
  ///   shows why it does not read.
  @discardableResult
  public func textDidChange(_ text: String, in row: RowID) -> FormTextEditResult {
    // A row that went away while its field had the keyboard takes no more text.
    guard !form.isHidden(row) else {
      host?.endEditing()
      return .denied(strings.rowNotShown)
    }
    let result = FormTextEditResult(form.input(text, for: row))
    if case .denied = result { restore(row) }
    return result
  }

  /// What a row's text field shows after a reconfigure: the row's text, or `nil` to keep the
  /// field's own text.
  ///
  /// A field keeps its text when it already shows the row's text, and, while it is being typed
  /// in, when its text reads as the row's value (`"1."` or `"01"` for 1), or when its text cut
  /// to the row's maximum length does (an input method's composition, which SwiftUI's fields
  /// pass through their binding without a word): replacing it would rewrite what the user is
  /// typing and move the caret. A program change to another value, or any change to a field not
  /// being edited (a cut text once editing ends), replaces it.
  public func replacementText(forField current: String, of row: RowID, isEditing: Bool) -> String? {
    Self.replacementText(forField: current, of: row, isEditing: isEditing, in: form)
  }

  /// The rule of ``replacementText(forField:of:isEditing:)``, for every renderer (SwiftUI's
  /// text rows ask it through `FormPresentation`).
  static func replacementText(forField current: String, of row: RowID, isEditing: Bool, in form: Form) -> String? {
    guard let state = form.state(of: row), let text = FormTextContent(state: state, hasNextInput: false)?.text,
      current != text
    else { return nil }
    guard isEditing, state.inputError == nil else { return text }
    if let typed = form.valueOfInput(current, for: row), typed == state.value { return nil }
    if let limit = state.configuration.maxCharacters, current.count > limit,
      let kept = form.valueOfInput(String(current.prefix(limit)), for: row), kept == state.value
    {
      return nil
    }
    return text
  }

  /// The text a field may hold: `proposed` cut to the row's maximum length, in grapheme
  /// clusters (`"👍🏽"` is one). Fields call it before taking a change, so the limit holds while
  /// typing and pasting.
  public func limitedText(_ proposed: String, for row: RowID) -> String {
    guard let limit = form.state(of: row)?.configuration.maxCharacters, proposed.count > limit else { return proposed }
    return String(proposed.prefix(limit))
  }

}

extension FormTextEditResult {
  /// What a field does after the form read its text (`Form.input(_:for:)`).
  init(_ result: InputResult) {
    switch result {
    case .accepted: self = .accepted
    case .truncated(let value): self = .replace(value.stringValue ?? "")
    case .rejected(let message): self = .rejected(message)
    case .denied(let reason): self = .denied(reason)
    }
  }
}

extension FormValue {
  /// The text of a string value.
  var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }
}

extension FormListDriver {
  // MARK: Continuous edits

  /// The user started dragging a row's control (a slider). Until ``endContinuousEdit(_:)``,
  /// updates do not reconfigure that row: the control already shows the value, and reconfiguring
  /// it for each of the ~60 edits a second would make as many animated batches. Other rows the
  /// edits change are reconfigured as usual.
  public func beginContinuousEdit(_ row: RowID) {
    continuousEditRow = row
    continuousEditChanged = false
  }

  /// The user let go of the control: the row is reconfigured once if an update changed it
  /// meanwhile (a slider shows its snapped value).
  public func endContinuousEdit(_ row: RowID) {
    guard continuousEditRow == row else { return }
    continuousEditRow = nil
    guard continuousEditChanged, let path = indexPath(of: row) else { return }
    continuousEditChanged = false
    statistics.reconfiguredRows += 1
    host?.reconfigureRows(at: [path])
  }
}
