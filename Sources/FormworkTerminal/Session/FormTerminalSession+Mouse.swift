import Formwork

extension FormTerminalSession {
  /// A click focuses the row under it (a second click on the focused row acts like Enter), or
  /// chooses an option of the open list; the wheel scrolls.
  func handleMouse(_ event: MouseEvent) async {
    if let picker {
      guard event.action == .press, event.button == 0 else {
        if event.action == .wheelUp || event.action == .wheelDown {
          handlePickerKey(event.action == .wheelUp ? .up : .down)
        }
        return
      }
      let options = form.state(of: picker.row)?.options.items ?? []
      guard let index = picker.option(atScreenLine: event.line, options: options) else {
        handlePickerKey(.escape)
        return
      }
      self.picker?.highlighted = index
      handlePickerKey(picker.allowsMultiple ? .character(" ") : .enter)
      return
    }
    switch event.action {
    case .wheelUp, .wheelDown:
      scrollBody(by: event.action == .wheelUp ? -3 : 3)
    case .press where event.button == 0:
      guard let target = target(atScreenLine: event.line) else { return }
      if target == focus {
        if datePicker == nil { await handleRowKey(.enter) }
      } else {
        setFocus(target)
      }
    default:
      break
    }
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
