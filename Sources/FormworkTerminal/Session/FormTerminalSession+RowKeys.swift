import Formwork
import Foundation

extension FormTerminalSession {
  /// A key for the focused row: what it does depends on the row's kind, and every change goes
  /// through the form's input API.
  func handleRowKey(_ key: Key) async {
    guard let focus else { return }
    if editor == nil, key == .home || key == .end {
      setFocus(key == .home ? targets(tabbing: false).first : targets(tabbing: false).last)
      return
    }
    guard case .row(let row) = focus else {
      if key == .enter || key == .character(" ") {
        if hasNextPage { goToNextPage() } else { await submit() }
      } else if case .character(let character) = key {
        _ = handleCommand(character)
      }
      return
    }
    guard let state = form.state(of: row) else { return }
    if editor != nil {
      handleEditorKey(key, row: row, state: state)
      return
    }
    if case .character(let character) = key, !Self.takesCharacter(character, state: state), handleCommand(character) {
      return
    }
    if state.disabledReason != nil {
      // A tap on a row that cannot be edited emits `.denied` with the reason, shown on the status line.
      if Self.isActivation(key) { form.tap(row) }
      return
    }
    if case .custom(let name) = state.kind, let custom = editors.editor(forKind: name) {
      do {
        if try custom.handle(key, state: state, form: form) {
          layout.invalidate(focus)
          return
        }
      } catch {
        show(error)
        return
      }
    }
    await handleKindKey(key, row: row, state: state)
  }

  private func handleKindKey(_ key: Key, row: RowID, state: RowState) async {
    switch (state.kind, key) {
    case (.toggle, .enter), (.toggle, .character(" ")):
      form.tap(row)
    case (.selector, .enter), (.selector, .character(" ")), (.multipleSelector, .enter),
      (.multipleSelector, .character(" ")), (.ranking, .enter), (.ranking, .character(" ")):
      openPicker(row, state: state)
    case (.stepper, .character(let character)) where Self.takesCharacter(character, state: state):
      typeNumber(character, row: row, state: state)
    case (.stepper, .backspace) where !typedNumber.isEmpty:
      typedNumber.removeLast()
      typeNumber(nil, row: row, state: state)
    case (.stepper, .left), (.slider, .left), (.segmented, .left):
      step(row, by: visualStep(-1))
    case (.stepper, .right), (.slider, .right), (.segmented, .right):
      step(row, by: visualStep(1))
    case (.stepper, .enter), (.slider, .enter), (.segmented, .enter):
      moveFocus(by: 1, tabbing: true)
    case (.columnPicker, .enter), (.columnPicker, .character(" ")):
      wheelColumn = 0
      layout.invalidate(focus)
    case (.selector, .backspace), (.selector, .delete), (.segmented, .backspace), (.segmented, .delete),
      (.columnPicker, .backspace), (.columnPicker, .delete), (.ranking, .backspace), (.ranking, .delete):
      clearChoice(row)
    case (.date, _):
      handleClosedDateKey(key, row: row, state: state)
    case (.button, .enter), (.button, .character(" ")):
      await press(row, state: state)
    case (.subform, .enter), (.subform, .character(" ")):
      openSubform(row)
    case (.subform, .right) where !isRightToLeft, (.subform, .left) where isRightToLeft:
      // The arrow its `›` points to (`‹` in a right-to-left form).
      openSubform(row)
    case (.custom(let name), .enter), (.custom(let name), .character(" ")):
      form.tap(row)
      show(words.terminal.cannotEdit(kind: name), .info)
    case (_, .backspace), (_, .delete):
      // Rows with nothing to clear: Delete deletes the row from its list, when the list allows it.
      if state.canDelete { requestDeleteFocusedRow() }
    default:
      break
    }
  }

  /// Keys every row that takes no text shares: `?` help, `q` back, letters to select a row
  /// by its title (menus).
  func handleCommand(_ character: Character) -> Bool {
    switch character {
    case "?":
      showHelp()
      return true
    case "q" where options.allowsBack || isNested || options.escapeQuits:
      requestBack()
      return true
    default:
      return options.typeToSelect && character.isLetter ? selectByTitle(typing: character) : false
    }
  }

  /// Whether a row without a text editor takes this character as input (a date's digits).
  static func takesCharacter(_ character: Character, state: RowState) -> Bool {
    switch state.kind {
    case .date(let style, _):
      return (character.isASCII && character.isNumber)
        || (style != .countdown && (character == "t" || character == "n"))
    case .stepper:
      return character.isASCII && character.isNumber
        || (character == "-" && (state.configuration.stepper?.minimum ?? 0) < 0)
    case .custom:
      return true
    default:
      return false
    }
  }

  /// A digit typed on a stepper: the digits typed since it was focused (or since an arrow)
  /// make its value, kept within its range (the status line says when it had to be).
  private func typeNumber(_ character: Character?, row: RowID, state: RowState) {
    let stepper = state.configuration.stepper ?? StepperConfiguration()
    if let character {
      typedNumber = character == "-" ? (typedNumber.hasPrefix("-") ? "" : "-") : typedNumber + String(character)
    }
    guard let number = Decimal(string: typedNumber, locale: Locale(identifier: "en_US_POSIX")) else { return }
    let kept = min(max(number, stepper.minimum), stepper.maximum)
    do {
      try form.userSetValue(.decimal(kept), for: row)
    } catch {
      return show(error)
    }
    if number > stepper.maximum {
      show(
        words.strings.validation.range("≤", ValueDisplay(locale: form.locale).plain(.decimal(stepper.maximum))), .info)
    }
  }

  static func isActivation(_ key: Key) -> Bool {
    switch key {
    case .enter, .character, .left, .right, .backspace, .delete: return true
    default: return false
    }
  }

  func step(_ row: RowID, by direction: Int) {
    do {
      try form.step(row, by: direction)
    } catch {
      show(error)
    }
  }

  /// Clears a selector's or segmented row's choice, as the user.
  /// A key while a picker with columns is open: ←/→ reach another column (the other way round
  /// in a right-to-left form), ↑/↓ choose the option before or after in it, Enter, Space,
  /// Escape and Tab close it (Tab then moves on). Returns whether the key was used.
  func handleWheelKey(_ key: Key) -> Bool {
    guard let column = wheelColumn, let row = focus?.row, let state = form.state(of: row) else { return false }
    let columns = state.configuration.pickerColumns
    switch key {
    case .left, .right:
      let next = column + visualStep(key == .right ? 1 : -1)
      wheelColumn = min(max(0, next), max(0, columns.count - 1))
    case .up, .down:
      guard columns.indices.contains(column), !columns[column].options.isEmpty else { return true }
      let options = columns[column].options
      var current = 0
      if case .list(let chosen) = state.value, column < chosen.count {
        current = options.firstIndex { $0.value == chosen[column] } ?? 0
      }
      let next = min(max(0, current + (key == .down ? 1 : -1)), options.count - 1)
      do {
        try form.choose(options[next].value, column: column, for: row)
      } catch {
        show(error)
      }
    case .enter, .character(" "), .escape:
      wheelColumn = nil
    case .tab, .backTab:
      wheelColumn = nil
      layout.invalidate(focus)
      return false
    default:
      return false
    }
    layout.invalidate(focus)
    return true
  }

  private func clearChoice(_ row: RowID) {
    do {
      try form.choose(.null, for: row)
    } catch {
      show(error)
    }
  }

  /// Presses a button; the "Add" row of a list focuses the row it added.
  private func press(_ row: RowID, state: RowState) async {
    let before = Set(form.rowIDs(inSection: state.section))
    submittingButton = nil
    form.tap(row)
    if let tag = submittingButton {
      submittingButton = nil
      await submit(button: tag)
      return
    }
    form.flush()
    let added = form.rowIDs(inSection: state.section).filter { !before.contains($0) && form.indexPath(of: $0) != nil }
    if let new = added.last { setFocus(.row(new)) }
  }

  // MARK: Text

  private func handleEditorKey(_ key: Key, row: RowID, state: RowState) {
    guard var editor else { return }
    let isArea = state.kind == .text(.textArea)
    if key == .enter, !isArea {
      moveFocus(by: 1, tabbing: true)
      return
    }
    let before = editor
    let effect: LineEditor.Effect
    if key == .enter {
      // A text area takes Enter as a new line; Tab leaves it.
      editor.insert("\n")
      effect = .edited
    } else if case .paste(let text) = key {
      // A paste stays in its field: a one-line field takes its lines joined by spaces.
      editor.insert(isArea ? text : text.split(whereSeparator: \.isNewline).joined(separator: " "))
      effect = editor == before ? .ignored : .edited
    } else {
      effect = editor.handle(key)
    }
    switch effect {
    case .ignored:
      return
    case .moved:
      self.editor = editor
    case .edited:
      if let format = state.configuration.liveFormat { editor = formatted(editor, from: before, with: format) }
      self.editor = editor
      applyText(editor.text, previous: before, row: row)
    }
    layout.invalidate(focus)
  }

  /// The editor after an edit to a live-formatted row (a mask, a currency): the same edit model
  /// as UIKit's fields, the cursor after the character typed, not after an inserted literal.
  private func formatted(_ editor: LineEditor, from before: LineEditor, with format: LiveFormat) -> LineEditor {
    let caret = editor.textBeforeCursor.utf16.count
    let edited = format.apply(TextEdit(from: before.text, to: editor.text, caret: caret), locale: form.locale)
    return LineEditor(text: edited.text, cursor: edited.caretInCharacters)
  }

  private func applyText(_ text: String, previous: LineEditor, row: RowID) {
    switch form.input(text, for: row) {
    case .accepted, .rejected:
      break
    case .truncated(let value):
      if case .string(let kept) = value { editor?.setText(kept) }
      if let limit = form.state(of: row)?.configuration.maxCharacters {
        show(words.terminal.atMostCharacters(limit), .info)
      }
    case .denied:
      editor = previous
    }
  }
}
