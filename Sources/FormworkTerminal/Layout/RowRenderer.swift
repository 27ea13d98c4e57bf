import Formwork

/// The lines one row takes on screen, and where the caret is when it is being edited.
struct RowBlock: Sendable {
  var lines: [ScreenLine]
  /// The caret's column on the first line, for a text row being edited.
  var caretColumn: Int?
}

/// Draws one row from its `RowState`: a marker column (`>` for focus), the title column
/// (`*` when required), the value as the row's kind shows it, then its messages below.
///
/// ```
/// > Email *            ada@example
///     ! Enter a valid email address
///   Subscribe          [x]
///   Frequency          Weekly
/// ```
struct RowRenderer {
  /// The usable columns.
  var width: Int
  /// The columns of the title column.
  var titleWidth: Int

  static let markerWidth = 2
  static let messageIndent = 4

  /// Where the value column starts.
  var valueColumn: Int { Self.markerWidth + titleWidth + 1 }
  /// The columns the value may take.
  var valueWidth: Int { max(4, width - valueColumn) }

  /// The title column for rows with these titles: as wide as the widest (with its required
  /// mark), at most 45% of the line.
  static func titleWidth(forTitles titles: [String], width: Int) -> Int {
    let widest = titles.map { DisplayWidth.of($0.terminalSafe) + 3 }.max() ?? 0  // room for " *" and a gap
    let cap = max(8, (width - markerWidth - 1) * 45 / 100)
    return min(max(widest, 8), cap)
  }

  func block(for state: RowState, focused: Bool, editor: LineEditor?) -> RowBlock {
    var first = ScreenLine(focused ? "> " : "  ", style: focused ? [.bold, .cyan] : [])
    var caret: Int?
    if state.kind == .button {
      first.append("[ \(state.title) ]", style: focused ? [.bold, .reverse] : [.bold])
      if state.disabledReason != nil { first.append("  (disabled)", style: .dim) }
    } else if case .inlineEditor = state.kind {
      first.append("    " + state.displayValue, style: .dim)
    } else {
      first.append(titleCell(for: state), style: focused ? .bold : [])
      first.append(" ")
      let (value, caretInValue) = valueCell(for: state, editor: editor)
      first.append(value)
      if let caretInValue { caret = valueColumn + caretInValue }
    }
    if state.disabledReason != nil { first = first.adding(.dim) }
    var lines = [first.truncated(toWidth: width)]
    lines += messageLines(for: state)
    return RowBlock(lines: lines, caretColumn: caret)
  }

  // MARK: Title

  private func titleCell(for state: RowState) -> String {
    let mark = state.showsRequiredMark ? " *" : ""
    let title = state.title.terminalSafe
    guard DisplayWidth.of(title + mark) > titleWidth else { return (title + mark).padded(toWidth: titleWidth) }
    // The required mark survives truncation: it matters more than the title's last letters.
    return (title.truncated(toWidth: titleWidth - DisplayWidth.of(mark)) + mark).padded(toWidth: titleWidth)
  }

  // MARK: Value

  /// The value column, and the caret's column inside it when editing.
  private func valueCell(for state: RowState, editor: LineEditor?) -> (ScreenLine, Int?) {
    var line = ScreenLine()
    var caret: Int?
    var suffixes: [(String, TerminalStyle)] = []
    if state.isValidating { suffixes.append(("  (checking…)", .dim)) }
    if state.disabledReason != nil { suffixes.append(("  (disabled)", .dim)) }
    let suffixWidth = suffixes.reduce(0) { $0 + DisplayWidth.of($1.0) }
    let room = max(1, valueWidth - suffixWidth)

    switch state.kind {
    case .text(let style):
      if let editor, !editor.text.isEmpty {
        let (visible, column) = Self.editorWindow(editor, secure: style.isSecure, width: room)
        line.append(visible)
        caret = column
      } else if editor != nil {
        // An empty field being edited still shows what to type, the caret before it.
        line.append(placeholder(state.configuration.placeholder, room: room))
        caret = 0
      } else if !state.editingText.isEmpty {
        line.append(Self.masked(state.editingText, secure: style.isSecure).truncated(toWidth: room))
      } else {
        line.append(placeholder(state.configuration.placeholder, room: room))
      }
    case .date(let style, _):
      if let editor, !editor.text.isEmpty {
        let (visible, column) = Self.editorWindow(editor, secure: false, width: room)
        line.append(visible)
        caret = column
      } else if editor != nil {
        line.append(
          placeholder(
            state.configuration.placeholder ?? state.configuration.noValueText ?? Self.dateHint(style), room: room))
        caret = 0
      } else if state.inputError != nil || !state.editingText.isEmpty {
        line.append(state.editingText.truncated(toWidth: room))
      } else {
        line.append(
          placeholder(
            state.configuration.placeholder ?? state.configuration.noValueText ?? Self.dateHint(style), room: room))
      }
    case .toggle:
      line.append(state.value == .bool(true) ? "[x]" : "[ ]", style: .bold)
    case .stepper:
      line.append("< " + (state.displayValue.isEmpty ? "-" : state.displayValue) + " >")
    case .slider:
      line.append(sliderBar(for: state, room: room))
    case .segmented:
      line.append(segments(for: state, room: room))
    case .selector, .multipleSelector:
      switch state.options {
      case .loading: line.append("Loading…", style: .dim)
      case .failed(let message): line.append("Could not load options: \(message)".truncated(toWidth: room), style: .red)
      case .loaded, .notLoaded:
        if state.displayValue.isEmpty {
          line.append(placeholder(state.configuration.noValueText ?? "Choose…", room: room))
        } else {
          line.append(state.displayValue.truncated(toWidth: room))
        }
      }
    case .subform:
      let text = state.displayValue.isEmpty ? (state.configuration.noValueText ?? "Edit…") : state.displayValue
      line.append((text + " ›").truncated(toWidth: room))
    case .info, .custom, .button, .inlineEditor:
      let text = state.displayValue.isEmpty ? (state.configuration.noValueText ?? "") : state.displayValue
      line.append(text.truncated(toWidth: room))
    }
    for (text, style) in suffixes { line.append(text, style: style) }
    return (line, caret)
  }

  /// Placeholder text: dimmed, and between `<` `>` so it never reads as a value without color.
  private func placeholder(_ text: String?, room: Int) -> ScreenLine {
    guard let text, !text.isEmpty else { return ScreenLine() }
    return ScreenLine("<" + text.truncated(toWidth: max(1, room - 2)) + ">", style: .dim)
  }

  static func dateHint(_ style: DateStyle) -> String {
    switch style {
    case .date: return "yyyy-mm-dd"
    case .time: return "hh:mm"
    case .dateTime: return "yyyy-mm-dd hh:mm"
    case .countdown: return "h:mm"
    }
  }

  static func masked(_ text: String, secure: Bool) -> String {
    secure ? String(repeating: "*", count: text.count) : text
  }

  /// The part of the editor's text that fits `width` columns with the caret in view, and the
  /// caret's column in it.
  static func editorWindow(_ editor: LineEditor, secure: Bool, width: Int) -> (String, Int) {
    let characters = Array(masked(editor.text, secure: secure))
    let caretIndex = editor.cursor
    // Start at the beginning, or late enough that the caret (one cell) fits at the right edge.
    var start = 0
    var caretColumn = characters[0..<caretIndex].reduce(0) { $0 + DisplayWidth.of($1) }
    while caretColumn > width - 1, start < caretIndex {
      caretColumn -= DisplayWidth.of(characters[start])
      start += 1
    }
    var visible = ""
    var used = 0
    for character in characters[start...] {
      let columns = DisplayWidth.of(character)
      if used + columns > width { break }
      visible.append(character)
      used += columns
    }
    return (visible, caretColumn)
  }

  private func sliderBar(for state: RowState, room: Int) -> String {
    let slider = state.configuration.slider ?? SliderConfiguration()
    let value = (try? Double(formValue: state.value)) ?? slider.minimum
    let span = slider.maximum - slider.minimum
    let fraction = span > 0 ? min(1, max(0, (value - slider.minimum) / span)) : 0
    let cells = max(4, min(20, room - 2 - DisplayWidth.of(state.displayValue) - 1))
    let filled = Int((fraction * Double(cells)).rounded())
    let bar = "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: cells - filled) + "]"
    return (bar + " " + state.displayValue).truncated(toWidth: room)
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

  // MARK: Messages

  private func messageLines(for state: RowState) -> [ScreenLine] {
    var messages: [(String, TerminalStyle)] = []
    if let inputError = state.inputError { messages.append(("! " + inputError, .red)) }
    messages += state.errors.map { ("! " + $0.message, .red) }
    messages += state.warnings.map { ("warning: " + $0.message, .yellow) }
    let indent = String(repeating: " ", count: Self.messageIndent)
    return messages.flatMap { text, style in
      text.terminalSafe.wrapped(toWidth: max(8, width - Self.messageIndent)).map {
        var line = ScreenLine(indent)
        line.append($0, style: style)
        return line
      }
    }
  }
}
