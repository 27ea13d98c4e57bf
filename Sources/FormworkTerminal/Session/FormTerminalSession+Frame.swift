import Formwork

extension FormTerminalSession {
  /// The screen for the form as it is now.
  ///
  /// Delivers the form's pending update first (the layout rebuilds exactly the rows it names)
  /// and keeps the focused row in view. In a right-to-left language the screen is mirrored
  /// (``isRightToLeft``, ``Frame/mirrored(width:)``).
  public func frame(size: TerminalSize) -> Frame {
    if let child { return child.session.frame(size: size) }
    let frame = leftToRightFrame(size: size)
    frameWidth = max(1, size.columns - 1)
    guard isRightToLeft else { return frame }
    var mirrored = frame.mirrored(width: frameWidth)
    // An empty field's caret waits where typed text ends (it grows to the left of it): at the
    // value column's edge, counted from the right; not at the far end of its placeholder.
    if let editor, editor.text.isEmpty, var cursor = mirrored.cursor {
      cursor.column = max(0, frameWidth - layout.renderer.valueColumn)
      mirrored.cursor = cursor
    }
    return mirrored
  }

  /// The screen laid out left to right.
  private func leftToRightFrame(size: TerminalSize) -> Frame {
    isBusy = true
    defer { isBusy = false }
    form.flush()
    followPageChange()
    reconcileFocus()
    form.flush()
    layout.prepare(form: form, width: max(10, size.columns - 1))
    let body = currentBody()
    let chrome = size.rows >= 4
    // A form with pages has a line for its step and progress under the title, when there is room.
    let pageLine = chrome && size.rows >= 8 ? self.pageLine(width: size.columns - 1) : nil
    let header = chrome ? 1 + (pageLine == nil ? 0 : 1) : 0
    bodyHeight = max(1, chrome ? size.rows - header - 2 : size.rows)
    bodyTop = header
    scrollToFocus(in: body)

    var viewport = (0..<bodyHeight).map { index in
      scroll + index < body.lines.count ? body.lines[scroll + index] : ScreenLine()
    }
    var cursor: Frame.Position?
    if showsHelp {
      viewport = HelpScreen.lines(width: layout.width, height: bodyHeight, words: words.terminal, scroll: helpScroll)
    } else if var picker, let state = form.state(of: picker.row) {
      if picker.isInline {
        placeInlinePicker(&picker, state: state, body: body)
      } else {
        drawPicker(&picker, state: state, over: &viewport, body: body)
      }
      self.picker = picker
    } else if let caret = layout.caret(of: focus, in: body), (scroll..<(scroll + bodyHeight)).contains(caret.line) {
      cursor = Frame.Position(line: caret.line - scroll + bodyTop, column: caret.column)
    }
    guard chrome else { return Frame(lines: viewport, cursor: cursor) }
    let top = [titleLine(body: body, width: size.columns - 1)] + (pageLine.map { [$0] } ?? [])
    return Frame(lines: top + viewport + [statusLine(), helpLine()], cursor: cursor)
  }

  /// The body as laid out now.
  func currentBody() -> FormLayout.Body {
    layout.body(
      form: form, focus: focus, editing: editing, customEditors: editors.editors, submitTitle: submitLineTitle)
  }

  /// What the focused row is being edited with, if anything.
  var editing: RowEditing? {
    if let picker, picker.isInline { return .options(picker) }
    if let datePicker { return .date(datePicker) }
    if let wheelColumn { return .column(wheelColumn) }
    if let editor { return .text(editor) }
    return nil
  }

  private func scrollToFocus(in body: FormLayout.Body) {
    // The lines around a row just focused (what is above the first, below the last, its
    // section's header) come into view once: the wheel may scroll them away again.
    let focusMoved = focus != framedFocus
    framedFocus = focus
    if let focus, let range = body.ranges[focus] {
      let context = body.contextStarts[focus] ?? range.lowerBound
      let all = targets(tabbing: false)
      if focusMoved, focus == all.first {
        scroll = 0
      } else if focusMoved, focus == all.last {
        scroll = body.lines.count
      } else if focusMoved, context < scroll {
        scroll = context
      }
      // An open inline picker (the row under the focused one) stays in view with its row.
      // So does its section's footer after the last row (a menu entry's description).
      var end = max(range.upperBound, body.contextEnds[focus] ?? range.upperBound)
      if let row = focus.row, form.expandedRow == row, let companion = body.rowRange(after: range) {
        end = max(end, companion.upperBound)
      }
      if end > scroll + bodyHeight { scroll = end - bodyHeight }
      if range.lowerBound < scroll { scroll = range.lowerBound }
    }
    scroll = min(max(0, scroll), max(0, body.lines.count - bodyHeight))
  }

  /// Where an inline list is (the row under its selector), for clicks; its scroll as drawn.
  private func placeInlinePicker(_ picker: inout OptionPicker, state: RowState, body: FormLayout.Body) {
    let lines = picker.box(
      state: state, maxWidth: max(14, layout.width - layout.renderer.valueColumn),
      maxHeight: RowRenderer.inlineListHeight, words: words)
    guard let range = body.ranges[.row(picker.row)] else { return }
    let top = range.upperBound - scroll + bodyTop
    picker.frame = (
      line: top, column: layout.renderer.valueColumn, width: lines.map(\.width).max() ?? 0, height: lines.count
    )
  }

  /// The option list over the body, under its row (or above when there is no room). Each line
  /// the box covers ends with the box: what was under and right of it is cleared.
  private func drawPicker(
    _ picker: inout OptionPicker, state: RowState, over viewport: inout [ScreenLine], body: FormLayout.Body
  ) {
    let width = layout.width
    let box = picker.box(
      state: state, maxWidth: width, maxHeight: bodyHeight, words: words,
      ranked: picker.isRanking ? form.rankedOptions(of: picker.row) : nil)
    let boxWidth = box.map(\.width).max() ?? 0
    let anchor = (body.ranges[.row(picker.row)]?.lowerBound ?? scroll) - scroll
    let top = anchor + 1 + box.count <= bodyHeight ? anchor + 1 : max(0, bodyHeight - box.count)
    let valueColumn = layout.renderer.valueColumn
    let column = valueColumn + boxWidth <= width ? valueColumn : max(0, width - boxWidth)
    picker.frame = (line: top + bodyTop, column: column, width: boxWidth, height: box.count)
    for (offset, line) in box.enumerated() where top + offset < viewport.count {
      var covered = viewport[top + offset].slice(columns: 0..<column)
      covered.append(line)
      viewport[top + offset] = covered
    }
  }

  private func titleLine(body: FormLayout.Body, width: Int) -> ScreenLine {
    let above = scroll > 0
    let below = scroll + bodyHeight < body.lines.count
    var hints: [String] = []
    // With pages, the progress is on the page line.
    if options.showsProgress, !showsHelp, form.currentPage == nil, let answered = requiredProgress {
      hints.append(answered)
    }
    if showsHelp {
      hints.append(words.terminal.helpTitle)
    } else if above || below {
      let terminal = words.terminal
      hints.append(above && below ? terminal.moreBoth : above ? terminal.moreAbove : terminal.moreBelow)
    }
    let hint = hints.joined(separator: "  ")
    var line = ScreenLine(
      " " + title.terminalSafe.truncated(toWidth: max(1, width - DisplayWidth.of(hint) - 2)), style: .bold)
    let gap = width - line.width - DisplayWidth.of(hint)
    if !hint.isEmpty, gap > 0 { line.append(String(repeating: " ", count: gap) + hint, style: .dim) }
    return line
  }

  /// `2/6 required`: the visible required rows answered, from the form's own ``Formwork/FormProgress``;
  /// `nil` when no row is required.
  var requiredProgress: String? {
    let progress = form.progress
    guard progress.requiredCount > 0 else { return nil }
    return words.requiredProgress(answered: progress.answeredCount, of: progress.requiredCount)
  }

  private func statusLine() -> ScreenLine {
    if let prompt {
      return ScreenLine(
        " " + TerminalWords.joined(prompt.question, prompt.answers(words.terminal)), style: [.bold, .yellow])
    }
    guard let message else { return ScreenLine() }
    let style: TerminalStyle
    switch message.kind {
    case .info: style = .green
    case .warning: style = .yellow
    case .error: style = [.bold, .red]
    }
    return ScreenLine(" " + message.text, style: style)
  }

  private func helpLine() -> ScreenLine {
    ScreenLine(" " + HelpText.text(for: self, width: layout.width - 1), style: .dim)
  }
}
