import Formwork

extension OptionPicker {
  /// The box drawn over the body: a title bar, the filter typed (if any), one line per shown
  /// option, a bottom border that counts the options when they do not all fit.
  mutating func box(
    state: RowState, maxWidth: Int, maxHeight: Int, words: TerminalWords, ranked: [OptionItem]? = nil
  ) -> [ScreenLine] {
    // A ranking lists its options in ranked order (`Form.rankedOptions(of:)`).
    let options = ranked ?? state.options.items
    let selected = Set(state.selectedOptionIndices)
    let shown = shown(options)
    var labels: [String] = []
    switch state.options {
    case .loading, .notLoaded: labels = [words.controls.loading]
    case .failed(let message): labels = [words.controls.optionsFailed(reason: message)]
    case .loaded:
      labels = options.isEmpty ? [words.controls.noOptions] : shown.isEmpty ? [words.terminal.noOptionMatches] : []
    }
    // A multiple selector's "Select all" (Row.selectAll): a line of its own, Ctrl-A.
    var selectAll: ScreenLine?
    if allowsMultiple, let title = state.configuration.selectAllTitle, !options.isEmpty {
      let enabled = options.indices.filter { options[$0].isEnabled }
      let all = !enabled.isEmpty && enabled.allSatisfy(selected.contains)
      var line = ScreenLine("  " + (all ? "[x]" : "[ ]") + " ")
      line.append(title.terminalSafe)
      line.append("  Ctrl-A", style: .dim)
      selectAll = line
    }
    let markWidth = 6  // "> (•) "
    // Room for the count in the bottom border (` 10-30 of 40 `) when the list is long.
    let countWidth = options.count > maxHeight - 2 ? 2 * String(options.count).count * 2 + 10 : 0
    let contentWidth =
      (options.map { DisplayWidth.of($0.title.terminalSafe) + markWidth } + labels.map(DisplayWidth.of)
      + [DisplayWidth.of(title) + 2, DisplayWidth.of(filter) + 10, countWidth, selectAll.map(\.width) ?? 0]).max()
      ?? 10
    let innerWidth = max(10, min(maxWidth - 4, contentWidth))
    let filterLines = filter.isEmpty ? 0 : 1
    showsSelectAll = selectAll != nil
    let selectAllLines = selectAll == nil ? 0 : 1
    let visibleCount = max(
      1, min(maxHeight - 2 - filterLines - selectAllLines, labels.isEmpty ? shown.count : labels.count))
    let position = shown.firstIndex(of: highlighted) ?? 0
    if position < scroll { scroll = position }
    if position >= scroll + visibleCount { scroll = position - visibleCount + 1 }
    scroll = max(0, min(scroll, shown.count - visibleCount))

    var lines: [ScreenLine] = []
    let titleText = " " + title.terminalSafe.truncated(toWidth: innerWidth - 2) + " "
    var top = ScreenLine("+-", style: .cyan)
    top.append(titleText, style: [.bold, .cyan])
    top.append(String(repeating: "-", count: max(0, innerWidth + 1 - DisplayWidth.of(titleText))) + "+", style: .cyan)
    lines.append(top)
    if !filter.isEmpty {
      var line = ScreenLine(words.terminal.filter, style: .dim)
      line.append(filter.terminalSafe + "_", style: .bold)
      lines.append(boxed(line, innerWidth))
    }
    if let selectAll { lines.append(boxed(selectAll, innerWidth)) }
    if !labels.isEmpty {
      for label in labels.prefix(visibleCount) { lines.append(boxed(ScreenLine(label, style: .dim), innerWidth)) }
    } else {
      for index in shown[scroll..<min(shown.count, scroll + visibleCount)] {
        lines.append(boxed(optionLine(options[index], at: index, selected: selected, width: innerWidth), innerWidth))
      }
    }
    var bottom = String(repeating: "-", count: innerWidth + 2)
    if shown.count > visibleCount {
      // Where the list is: `3-12/40`, in the bottom border (in the locale's digits).
      let count =
        " \(words.number(scroll + 1))-\(words.number(min(shown.count, scroll + visibleCount)))/\(words.number(shown.count)) "
      if DisplayWidth.of(count) + 2 <= innerWidth { bottom = String(bottom.dropLast(count.count + 1)) + count + "-" }
    }
    lines.append(ScreenLine("+" + bottom + "+", style: .cyan))
    return lines
  }

  private func optionLine(_ option: OptionItem, at index: Int, selected: Set<Int>, width: Int) -> ScreenLine {
    let isHighlighted = index == highlighted
    let mark: String
    if isRanking {
      // The rank, right-aligned for up to 99 options: " 1." … "12.".
      mark = (index < 9 ? " " : "") + "\(index + 1)."
    } else if allowsMultiple {
      mark = selected.contains(index) ? "[x]" : "[ ]"
    } else {
      mark = selected.contains(index) ? "(*)" : "( )"
    }
    var line = ScreenLine(isHighlighted ? "> " : "  ", style: isHighlighted ? [.bold, .cyan] : [])
    line.append(mark + " ", style: isHighlighted ? .bold : [])
    // A disabled option (`enabledWhen`) is dimmed; picking it is refused with the reason.
    var style: TerminalStyle = isHighlighted ? [.bold, .reverse] : []
    if !option.isEnabled { style = isHighlighted ? [.reverse, .dim] : .dim }
    line.append(option.title.terminalSafe, style: style)
    return line
  }

  private func boxed(_ content: ScreenLine, _ innerWidth: Int) -> ScreenLine {
    var line = ScreenLine("| ", style: .cyan)
    line.append(content.truncated(toWidth: innerWidth).slice(columns: 0..<innerWidth))
    line.append(" |", style: .cyan)
    return line
  }
}
