import Formwork

extension FormTerminalSession {
  /// A click focuses the row under it (a second click on the focused row acts like Enter), or
  /// chooses an option of the open list; a click on a stepper's `<` or `>`, a segment or a
  /// slider's bar also changes it. The wheel scrolls.
  func handleMouse(_ event: MouseEvent) async {
    let event = leftToRight(event)
    if let picker {
      guard event.action == .press, event.button == 0 else {
        if event.action == .wheelUp || event.action == .wheelDown {
          handlePickerKey(event.action == .wheelUp ? .up : .down)
        }
        return
      }
      let options =
        picker.isRanking ? form.rankedOptions(of: picker.row) : form.state(of: picker.row)?.options.items ?? []
      guard let index = picker.option(atScreenLine: event.line, options: options) else {
        handlePickerKey(.escape)
        return
      }
      self.picker?.highlighted = index
      // A click on a ranking's option highlights it, for Alt-↑/Alt-↓ to move.
      if picker.isRanking { return }
      handlePickerKey(picker.allowsMultiple ? .character(" ") : .enter)
      return
    }
    switch event.action {
    case .wheelUp, .wheelDown:
      scrollBody(by: event.action == .wheelUp ? -3 : 3)
    case .press where event.button == 0:
      guard let target = target(atScreenLine: event.line) else { return }
      if let row = target.row, clickValue(of: row, at: event) {
        setFocus(target)
        return
      }
      if target == focus {
        if datePicker == nil { await handleRowKey(.enter) }
      } else {
        setFocus(target)
      }
    default:
      break
    }
  }

  /// A click on a stepper's arrows, a segment or a slider's bar changes it, as its keys do.
  ///
  /// - Returns: Whether the click was on such a part of the row's first line.
  private func clickValue(of row: RowID, at event: MouseEvent) -> Bool {
    let body = currentBody()
    guard let state = form.state(of: row), state.disabledReason == nil,
      body.ranges[.row(row)]?.lowerBound == event.line - bodyTop + scroll,
      let hit = layout.renderer.hit(for: state, atColumn: event.column)
    else { return false }
    do {
      switch hit {
      case .step(let direction): try form.step(row, by: direction)
      case .option(let index): try form.choose(state.options.items[index].value, for: row)
      case .slide(let value): try form.slide(row, to: value)
      }
    } catch {
      show(error)
    }
    layout.invalidate(.row(row))
    return true
  }

  /// The focusable row drawn on a screen line, if any.
  private func target(atScreenLine line: Int) -> FocusTarget? {
    let body = currentBody()
    let bodyLine = line - bodyTop + scroll
    guard line >= bodyTop, line < bodyTop + bodyHeight else { return nil }
    return targets(tabbing: false).first { body.ranges[$0]?.contains(bodyLine) == true }
  }

  /// Scrolls the body; the focus follows when its row leaves the screen.
  private func scrollBody(by lines: Int) {
    let body = currentBody()
    let limit = max(0, body.lines.count - bodyHeight)
    scroll = min(max(0, scroll + lines), limit)
    let visible = scroll..<(scroll + bodyHeight)
    if let focus, let range = body.ranges[focus], visible.contains(range.lowerBound) { return }
    let inView = targets(tabbing: false).filter { body.ranges[$0].map { visible.contains($0.lowerBound) } ?? false }
    if let next = lines > 0 ? inView.first : inView.last { setFocus(next) }
  }
}
