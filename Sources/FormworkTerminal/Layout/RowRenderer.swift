import Formwork
import Foundation

/// What the focused row is being edited with.
enum RowEditing: Sendable, Equatable {
  /// A text row's line editor.
  case text(LineEditor)
  /// A date row's open picker.
  case date(DatePicker)
  /// An inline selector's open list, drawn in the row under it.
  case options(OptionPicker)
  /// A picker with columns being turned: the column ←/→ reached (↑/↓ choose in it).
  case column(Int)
}

/// What a click on a row's value does.
enum ValueHit: Sendable, Equatable {
  /// One step down (`-1`) or up (`+1`): a stepper's `<` or `>`.
  case step(Int)
  /// The segment at this index.
  case option(Int)
  /// This value: the slider's cell clicked.
  case slide(Double)
}

/// The lines one row takes on screen, and where the caret is when it is being edited.
struct RowBlock: Sendable {
  var lines: [ScreenLine]
  /// The caret's column, for a text row being edited.
  var caretColumn: Int?
  /// The caret's line in the block (a text area's lines).
  var caretLine = 0
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
@MainActor
struct RowRenderer {
  /// The usable columns.
  var width: Int
  /// The columns of the title column.
  var titleWidth: Int
  /// The form's locale, for dates.
  var locale: Locale = .current
  /// The built-in words in the form's language.
  var strings = FormStrings(locale: .current)

  var words: TerminalWords { TerminalWords(strings: strings) }

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

  func block(for state: RowState, focused: Bool, editing: RowEditing?, custom: (any CustomRowEditor)? = nil)
    -> RowBlock
  {
    var first = ScreenLine(focused ? "> " : "  ", style: focused ? [.bold, .cyan] : [])
    var caret: Int?
    var caretLine = 0
    var more: [ScreenLine] = []
    if state.kind == .text(.textArea) {
      first.append(titleCell(for: state), style: focused ? .bold : [])
      first.append(" ")
      let area = textArea(for: state, editing: editing)
      first.append(area.lines.first ?? ScreenLine())
      let indent = String(repeating: " ", count: valueColumn)
      more = area.lines.dropFirst().map { line in
        var indented = ScreenLine(indent)
        indented.append(line)
        return indented.truncated(toWidth: width)
      }
      if let position = area.caret {
        caret = valueColumn + position.column
        caretLine = position.line
      }
    } else if state.kind == .button {
      first.append("[ \(state.title) ]", style: focused ? [.bold, .reverse] : [.bold])
      if state.disabledReason != nil { first.append("  (\(strings.controls.disabled))", style: .dim) }
    } else if case .inlineEditor = state.kind {
      first.append(String(repeating: " ", count: valueColumn - Self.markerWidth))
      if case .date(let picker)? = editing {
        first.append(DateDisplay(locale: locale).line(of: picker, locale: locale))
      } else {
        first.append(state.displayValue, style: .dim)
      }
    } else {
      first.append(titleCell(for: state), style: focused ? .bold : [])
      first.append(" ")
      let (value, caretInValue) = valueCell(for: state, editing: editing, custom: custom)
      first.append(value)
      if let caretInValue { caret = valueColumn + caretInValue }
    }
    if state.disabledReason != nil { first = first.adding(.dim) }
    first = first.truncated(toWidth: width)
    if focused {
      // The whole focused line stands out, not only its marker.
      first.append(String(repeating: " ", count: max(0, width - first.width)))
      first = first.adding(.highlight)
    }
    var lines = [first] + more
    lines += messageLines(for: state)
    return RowBlock(lines: lines, caretColumn: caret, caretLine: caretLine)
  }

  /// An inline selector's list as the lines of the row under it, at the value column.
  func inlineOptions(_ picker: OptionPicker, state: RowState) -> [ScreenLine] {
    var copy = picker
    let indent = String(repeating: " ", count: valueColumn)
    let box = copy.box(
      state: state, maxWidth: max(14, width - valueColumn), maxHeight: Self.inlineListHeight, words: words)
    return box.map {
      var line = ScreenLine(indent)
      line.append($0)
      return line
    }
  }

  /// The most lines an inline list takes, borders included.
  static let inlineListHeight = 10

  // MARK: Title

  private func titleCell(for state: RowState) -> String {
    let mark = state.showsRequiredMark ? " *" : ""
    let title = state.title.terminalSafe
    guard DisplayWidth.of(title + mark) > titleWidth else { return (title + mark).padded(toWidth: titleWidth) }
    // The required mark survives truncation: it matters more than the title's last letters.
    return (title.truncated(toWidth: titleWidth - DisplayWidth.of(mark)) + mark).padded(toWidth: titleWidth)
  }

  // MARK: Messages

  private func messageLines(for state: RowState) -> [ScreenLine] {
    var messages: [(String, TerminalStyle)] = []
    if let inputError = state.inputError { messages.append(("! " + inputError, .red)) }
    messages += state.errors.map { ("! " + $0.message, .red) }
    messages += state.warnings.map { (strings.controls.warningMessage($0.message), .yellow) }
    return lines(of: messages, indent: Self.messageIndent)
  }

  /// A section's issues (`SectionState.issues`, errors first) under its rows:
  /// `! Add at least 1 entry.` in red, a warning in yellow, at the title column (a row's
  /// messages are indented further).
  func sectionIssueLines(_ issues: [ValidationIssue]) -> [ScreenLine] {
    let messages = issues.map { issue -> (String, TerminalStyle) in
      issue.severity == .error
        ? ("! " + issue.message, .red) : (strings.controls.warningMessage(issue.message), .yellow)
    }
    return lines(of: messages, indent: Self.markerWidth)
  }

  private func lines(of messages: [(String, TerminalStyle)], indent count: Int) -> [ScreenLine] {
    let indent = String(repeating: " ", count: count)
    return messages.flatMap { text, style in
      text.terminalSafe.wrapped(toWidth: max(8, width - count)).map {
        var line = ScreenLine(indent)
        line.append($0, style: style)
        return line
      }
    }
  }
}
