import Formwork
import Foundation

extension RowRenderer {
  /// The value column, and the caret's column inside it when editing.
  func valueCell(for state: RowState, editing: RowEditing?, custom: (any CustomRowEditor)?) -> (ScreenLine, Int?) {
    var line = ScreenLine()
    var caret: Int?
    let suffixes = self.suffixes(for: state, custom: custom)
    let suffixWidth = suffixes.reduce(0) { $0 + DisplayWidth.of($1.0) }
    let room = max(1, valueWidth - suffixWidth)

    switch state.kind {
    case .text(let style):
      if case .text(let editor)? = editing {
        if editor.text.isEmpty {
          // An empty field being edited still shows what to type, the caret before it.
          line.append(placeholder(emptyTextHint(for: state), room: room))
          caret = 0
        } else {
          let (visible, column) = TextWindow.visible(editor, secure: style.isSecure, width: room)
          line.append(visible)
          caret = column
        }
      } else if !state.editingText.isEmpty {
        line.append(TextWindow.masked(state.editingText, secure: style.isSecure).truncated(toWidth: room))
      } else {
        line.append(placeholder(emptyTextHint(for: state), room: room))
      }
    case .date(let style, _):
      line.append(dateCell(for: state, style: style, editing: editing, room: room))
    case .toggle:
      line.append(state.value == .bool(true) ? "[x]" : "[ ]", style: .bold)
    case .stepper:
      line.append(stepper(for: state, room: room))
    case .slider:
      line.append(sliderBar(for: state, room: room))
    case .segmented:
      line.append(segments(for: state, room: room))
    case .selector, .multipleSelector:
      switch state.options {
      case .loading: line.append(strings.controls.loading, style: .dim)
      case .failed(let message):
        line.append(strings.controls.optionsFailed(reason: message).truncated(toWidth: room), style: .red)
      case .loaded, .notLoaded:
        if state.displayValue.isEmpty {
          line.append(placeholder(state.configuration.noValueText ?? strings.controls.choose, room: room))
        } else {
          line.append(state.displayValue.truncated(toWidth: room))
        }
      }
    case .ranking:
      // Not ranked yet: the options in their given order, dimmed, as what Enter opens.
      if state.displayValue.isEmpty {
        let given = state.options.items.map(\.title).joined(separator: ", ")
        line.append(placeholder(given.isEmpty ? strings.controls.choose : given, room: room))
      } else {
        line.append(state.displayValue.truncated(toWidth: room))
      }
    case .columnPicker:
      if case .column(let column)? = editing {
        line.append(columnWheels(for: state, turning: column).truncated(toWidth: room))
      } else if state.displayValue.isEmpty {
        line.append(placeholder(state.configuration.noValueText ?? strings.controls.choose, room: room))
      } else {
        line.append(state.displayValue.truncated(toWidth: room))
      }
    case .subform:
      let text =
        state.displayValue.isEmpty ? (state.configuration.noValueText ?? strings.controls.edit) : state.displayValue
      line.append((text + " ›").truncated(toWidth: room))
    case .custom:
      let text = custom?.text(for: state) ?? state.displayValue
      line.append((text.isEmpty ? (state.configuration.noValueText ?? "") : text).truncated(toWidth: room))
    case .info, .button, .inlineEditor:
      let text = state.displayValue.isEmpty ? (state.configuration.noValueText ?? "") : state.displayValue
      line.append(text.truncated(toWidth: room))
    }
    for (text, style) in suffixes { line.append(text, style: style) }
    return (line, caret)
  }

  /// A picker's columns while they turn: each column's choice (its first option before one is
  /// chosen, as a wheel shows it), the turning one in brackets: `[5 ft] 11 in`.
  private func columnWheels(for state: RowState, turning column: Int) -> String {
    var chosen: [FormValue] = []
    if case .list(let values) = state.value { chosen = values }
    return state.configuration.pickerColumns.enumerated().map { index, options in
      let value = index < chosen.count ? chosen[index] : options.options.first?.value
      let title = options.options.first { $0.value == value }?.title ?? ""
      return index == column ? "[\(title)]" : title
    }.joined(separator: " ")
  }

  /// What follows a value: `(checking…)`, `(computed)` or `(disabled)`, `(read-only here)`.
  func suffixes(for state: RowState, custom: (any CustomRowEditor)?) -> [(String, TerminalStyle)] {
    var suffixes: [(String, TerminalStyle)] = []
    if state.isValidating { suffixes.append(("  (\(strings.controls.checking))", .dim)) }
    if state.isComputed {
      suffixes.append(("  (\(strings.terminal.computed))", .dim))
    } else if state.disabledReason != nil {
      suffixes.append(("  (\(strings.controls.disabled))", .dim))
    }
    if case .custom = state.kind, custom == nil { suffixes.append(("  (\(strings.terminal.readOnlyHere))", .dim)) }
    return suffixes
  }

  /// What an empty text row shows after its title: its placeholder, else "type to edit" when it
  /// can be edited now, so an empty row never reads as a label without a field.
  func emptyTextHint(for state: RowState) -> String? {
    if let placeholder = state.configuration.placeholder, !placeholder.isEmpty { return placeholder }
    return state.disabledReason == nil ? strings.terminal.typeToEdit : state.configuration.noValueText
  }

  /// Placeholder text: dimmed, and between `<` `>` so it never reads as a value without color.
  func placeholder(_ text: String?, room: Int) -> ScreenLine {
    guard let text, !text.isEmpty else { return ScreenLine() }
    return ScreenLine("<" + text.truncated(toWidth: max(1, room - 2)) + ">", style: .dim)
  }

  /// A date row: its open picker, its value with the month as a word, the text typed that did
  /// not read as a date, or what to enter.
  private func dateCell(for state: RowState, style: DateStyle, editing: RowEditing?, room: Int) -> ScreenLine {
    if case .date(let picker)? = editing, case .date(_, inline: false) = state.kind {
      return DateDisplay(locale: locale).line(of: picker, locale: locale).truncated(toWidth: room)
    }
    if state.inputError != nil { return ScreenLine(state.editingText.truncated(toWidth: room)) }
    if !state.value.isNull {
      let text =
        state.configuration.formatter != nil
        ? state.displayValue : DateDisplay(locale: locale).text(of: state.value, style: style)
      return ScreenLine(text.truncated(toWidth: room))
    }
    return placeholder(
      state.configuration.placeholder ?? state.configuration.noValueText ?? Self.dateHint(style), room: room)
  }

  static func dateHint(_ style: DateStyle) -> String {
    switch style {
    case .date: return "yyyy-mm-dd"
    case .time: return "hh:mm"
    case .dateTime: return "yyyy-mm-dd hh:mm"
    case .countdown: return "h:mm"
    }
  }

  /// `< 2 >  0…5`: the value between its arrows, then its bounds.
  private func stepper(for state: RowState, room: Int) -> ScreenLine {
    var line = ScreenLine("< " + (state.displayValue.isEmpty ? "-" : state.displayValue) + " >")
    if let stepper = state.configuration.stepper {
      let display = ValueDisplay(locale: locale)
      line.append(
        "  \(display.plain(.decimal(stepper.minimum)))…\(display.plain(.decimal(stepper.maximum)))", style: .dim)
    }
    return line.truncated(toWidth: room)
  }

  /// `0 [###-------] 1  0.3`: the bar between its bounds, then the value.
  private func sliderBar(for state: RowState, room: Int) -> ScreenLine {
    let slider = state.configuration.slider ?? SliderConfiguration()
    let display = ValueDisplay(locale: locale)
    let low = display.plain(Double(slider.minimum).formValue)
    let high = display.plain(Double(slider.maximum).formValue)
    let value = state.value.numericValue.map { NSDecimalNumber(decimal: $0).doubleValue } ?? slider.minimum
    let span = slider.maximum - slider.minimum
    let fraction = span > 0 ? min(1, max(0, (value - slider.minimum) / span)) : 0
    let cells = sliderCells(for: state, room: room)
    let filled = Int((fraction * Double(cells)).rounded())
    var line = ScreenLine(low + " ", style: .dim)
    line.append("[" + String(repeating: "#", count: filled) + String(repeating: "-", count: cells - filled) + "]")
    line.append(" " + high, style: .dim)
    line.append("  " + state.displayValue, style: .bold)
    return line.truncated(toWidth: room)
  }

  /// The cells of a slider's bar: as many as fit between its bounds and its value, 4 to 20.
  private func sliderCells(for state: RowState, room: Int) -> Int {
    let slider = state.configuration.slider ?? SliderConfiguration()
    let display = ValueDisplay(locale: locale)
    let fixed =
      DisplayWidth.of(display.plain(Double(slider.minimum).formValue))
      + DisplayWidth.of(display.plain(Double(slider.maximum).formValue)) + DisplayWidth.of(state.displayValue) + 6
    return max(4, min(20, room - fixed))
  }

  /// What a click at `column` of a row's first line does to a stepper (its `<` or `>`), a
  /// segmented row (a segment) or a slider (a cell of its bar), read from the layout the row
  /// is drawn with; `nil` elsewhere.
  func hit(for state: RowState, atColumn column: Int) -> ValueHit? {
    let offset = column - valueColumn
    let room = max(1, valueWidth - suffixes(for: state, custom: nil).reduce(0) { $0 + DisplayWidth.of($1.0) })
    guard offset >= 0, offset < room else { return nil }
    switch state.kind {
    case .stepper:
      let shown = DisplayWidth.of(state.displayValue.isEmpty ? "-" : state.displayValue)
      if offset <= 1 { return .step(-1) }
      return (shown + 3...shown + 4).contains(offset) ? .step(1) : nil
    case .slider:
      let slider = state.configuration.slider ?? SliderConfiguration()
      let first = DisplayWidth.of(ValueDisplay(locale: locale).plain(Double(slider.minimum).formValue)) + 2
      let cells = sliderCells(for: state, room: room)
      guard (first - 1...first + cells).contains(offset) else { return nil }
      let fraction = Double(min(max(0, offset - first), cells - 1)) / Double(max(1, cells - 1))
      return .slide(slider.minimum + fraction * (slider.maximum - slider.minimum))
    case .segmented:
      let items = state.options.items
      var start = 0
      var spans: [Range<Int>] = []
      for (index, item) in items.enumerated() {
        if index > 0 { start += 1 }
        let width = DisplayWidth.of(item.title) + 2
        spans.append(start..<start + width)
        start += width
      }
      if start > room, let selected = state.selectedOptionIndices.first {
        // The folded form `< [Chosen] > 2/5`: its arrows step.
        if offset <= 1 { return .step(-1) }
        let arrow = DisplayWidth.of(items[selected].title) + 5
        return (arrow...arrow + 1).contains(offset) ? .step(1) : nil
      }
      return spans.firstIndex { $0.contains(offset) }.map { .option($0) }
    default:
      return nil
    }
  }

  private func segments(for state: RowState, room: Int) -> ScreenLine {
    let items = state.options.items
    let selected = state.selectedOptionIndices.first
    var line = ScreenLine()
    for (index, item) in items.enumerated() {
      if index > 0 { line.append(" ") }
      if index == selected {
        line.append("[" + item.title + "]", style: .bold)
      } else {
        line.append(" " + item.title + " ")
      }
    }
    guard line.width > room, let selected else { return line.truncated(toWidth: room) }
    // Too many segments for the line: show the chosen one and where it is.
    return ScreenLine("< [" + items[selected].title + "] > \(selected + 1)/\(items.count)").truncated(toWidth: room)
  }
}

extension RowRenderer {
  /// At most this many lines of a text area show when it is not being edited.
  static let textAreaPreviewLines = 4

  /// A text area's value column: one screen line per line of text (the one being edited cut
  /// around the caret), and the caret's line and column.
  func textArea(for state: RowState, editing: RowEditing?) -> (lines: [ScreenLine], caret: (line: Int, column: Int)?) {
    var area = textAreaLines(for: state, editing: editing)
    if !area.lines.isEmpty {
      for (text, style) in suffixes(for: state, custom: nil) { area.lines[0].append(text, style: style) }
    }
    return area
  }

  private func textAreaLines(for state: RowState, editing: RowEditing?) -> (
    lines: [ScreenLine], caret: (line: Int, column: Int)?
  ) {
    let room = max(1, valueWidth - DisplayWidth.of(suffixes(for: state, custom: nil).map(\.0).joined()))
    guard case .text(let editor)? = editing else {
      guard !state.editingText.isEmpty else { return ([placeholder(emptyTextHint(for: state), room: room)], nil) }
      let all = state.editingText.split(separator: "\n", omittingEmptySubsequences: false)
      var lines = all.prefix(Self.textAreaPreviewLines).map { ScreenLine(String($0).truncated(toWidth: room)) }
      if all.count > Self.textAreaPreviewLines {
        lines.append(ScreenLine("(+\(strings.counts.rows(all.count - Self.textAreaPreviewLines)))", style: .dim))
      }
      return (lines, nil)
    }
    guard !editor.text.isEmpty else { return ([placeholder(emptyTextHint(for: state), room: room)], (0, 0)) }
    let (caretLine, caretColumn) = editor.cursorLineAndColumn
    var lines: [ScreenLine] = []
    var column = 0
    for (index, text) in editor.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if index == caretLine {
        let window = TextWindow.visible(LineEditor(text: String(text), cursor: caretColumn), secure: false, width: room)
        lines.append(ScreenLine(window.0))
        column = window.1
      } else {
        lines.append(ScreenLine(String(text).truncated(toWidth: room)))
      }
    }
    return (lines, (caretLine, column))
  }
}
