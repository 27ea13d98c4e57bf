import Formwork

/// The option list a selector opens over the form: ↑/↓ move, Enter chooses (single) or closes
/// (multiple), Space toggles (multiple), Esc closes.
struct OptionPicker: Sendable, Equatable {
  var row: RowID
  var title: String
  var allowsMultiple: Bool
  /// The highlighted option.
  var highlighted: Int
  /// The first option shown when the list is taller than the box.
  var scroll = 0

  /// What a key asks of the session.
  enum Action: Equatable {
    case none
    case choose(FormValue)
    case toggle(FormValue)
    case close
  }

  mutating func handle(_ key: Key, options: [OptionItem]) -> Action {
    let count = options.count
    switch key {
    case .up: highlighted = max(0, highlighted - 1)
    case .down: highlighted = min(max(0, count - 1), highlighted + 1)
    case .home: highlighted = 0
    case .end: highlighted = max(0, count - 1)
    case .pageUp: highlighted = max(0, highlighted - 10)
    case .pageDown: highlighted = min(max(0, count - 1), highlighted + 10)
    case .escape: return .close
    case .enter:
      if allowsMultiple { return .close }
      return options.indices.contains(highlighted) ? .choose(options[highlighted].value) : .close
    case .character(" "):
      guard options.indices.contains(highlighted) else { return .none }
      return allowsMultiple ? .toggle(options[highlighted].value) : .choose(options[highlighted].value)
    case .character(let character):
      // Jump to the next option starting with the typed letter.
      let letter = String(character).lowercased()
      let order = (1...max(1, count)).map { (highlighted + $0) % max(1, count) }
      if let match = order.first(where: {
        options.indices.contains($0) && options[$0].title.lowercased().hasPrefix(letter)
      }) {
        highlighted = match
      }
    default: break
    }
    return .none
  }

  /// The box drawn over the body: a title bar, one line per visible option, a bottom border.
  mutating func box(state: RowState, maxWidth: Int, maxHeight: Int) -> [ScreenLine] {
    let options = state.options.items
    let selected = Set(state.selectedOptionIndices)
    var labels: [String] = []
    switch state.options {
    case .loading, .notLoaded: labels = ["Loading…"]
    case .failed(let message): labels = ["Could not load: \(message)"]
    case .loaded: labels = options.isEmpty ? ["No options"] : []
    }
    let markWidth = 6  // "> (•) "
    let contentWidth =
      (options.map { DisplayWidth.of($0.title.terminalSafe) + markWidth } + labels.map(DisplayWidth.of)
      + [DisplayWidth.of(title) + 2]).max() ?? 10
    let innerWidth = max(10, min(maxWidth - 4, contentWidth))
    let visibleCount = max(1, min(maxHeight - 2, labels.isEmpty ? options.count : labels.count))
    if highlighted < scroll { scroll = highlighted }
    if highlighted >= scroll + visibleCount { scroll = highlighted - visibleCount + 1 }
    scroll = min(scroll, max(0, options.count - visibleCount))

    var lines: [ScreenLine] = []
    let titleText = " " + title.terminalSafe.truncated(toWidth: innerWidth - 2) + " "
    var top = ScreenLine("+-", style: .cyan)
    top.append(titleText, style: [.bold, .cyan])
    top.append(String(repeating: "-", count: max(0, innerWidth + 1 - DisplayWidth.of(titleText))) + "+", style: .cyan)
    lines.append(top)
    if !labels.isEmpty {
      for label in labels.prefix(visibleCount) { lines.append(boxed(ScreenLine(label, style: .dim), innerWidth)) }
    } else {
      let above = scroll > 0
      let below = scroll + visibleCount < options.count
      for index in scroll..<min(options.count, scroll + visibleCount) {
        let isHighlighted = index == highlighted
        let mark: String
        if allowsMultiple {
          mark = selected.contains(index) ? "[x]" : "[ ]"
        } else {
          mark = selected.contains(index) ? "(*)" : "( )"
        }
        var line = ScreenLine(isHighlighted ? "> " : "  ", style: isHighlighted ? [.bold, .cyan] : [])
        line.append(mark + " ", style: isHighlighted ? .bold : [])
        var title = options[index].title.terminalSafe
        // Arrows on the edge lines tell that the list goes on.
        if (index == scroll && above) || (index == scroll + visibleCount - 1 && below) {
          title = title.truncated(toWidth: innerWidth - markWidth - 2)
          title = title.padded(toWidth: innerWidth - markWidth - 2) + (index == scroll && above ? " ↑" : " ↓")
        }
        line.append(title, style: isHighlighted ? [.bold, .reverse] : [])
        lines.append(boxed(line, innerWidth))
      }
    }
    lines.append(ScreenLine("+" + String(repeating: "-", count: innerWidth + 2) + "+", style: .cyan))
    return lines
  }

  private func boxed(_ content: ScreenLine, _ innerWidth: Int) -> ScreenLine {
    var line = ScreenLine("| ", style: .cyan)
    line.append(content.truncated(toWidth: innerWidth).slice(columns: 0..<innerWidth))
    line.append(" |", style: .cyan)
    return line
  }
}
