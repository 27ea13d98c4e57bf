import Formwork

extension FormTerminalSession {
  /// Handles one key: moves focus, edits, toggles, chooses, submits, goes back or cancels.
  ///
  /// Awaits only when submitting (asynchronous rules are waited for).
  public func handle(_ key: Key) async {
    guard outcome == nil else { return }
    isBusy = true
    defer { isBusy = false }
    if showsHelp {
      handleHelpKey(key)
      return
    }
    if let prompt {
      self.prompt = nil
      message = nil
      if let choice = prompt.chosenRowAction(key), case .rowAction(let row, _) = prompt.action {
        performRowAction(choice, on: row)
      } else if prompt.confirms(key) {
        perform(prompt.action)
      }
      return
    }
    message = nil
    followPageChange()
    if let child {
      await handleChildKey(key, child: child)
      return
    }
    if case .mouse(let event) = key {
      await handleMouse(event)
      return
    }
    // A key brings the focused row's surroundings back into view after the wheel moved them.
    framedFocus = nil
    if picker != nil {
      handlePickerKey(key)
      if key == .control("s"), options.submitsWithKey { await submit() }
      return
    }
    if datePicker != nil, handleDatePickerKey(key) { return }
    if wheelColumn != nil, handleWheelKey(key) { return }
    if key == .up || key == .down, moveInTextArea(up: key == .up) { return }
    if !key.isCharacter { typedPrefix = "" }
    if !key.isCharacter, key != .backspace { typedNumber = "" }
    if let direction = Self.historyDirection(of: key) {
      replayHistory(direction)
      return
    }
    switch key {
    case .interrupt, .endOfTransmission:
      requestQuit()
    case .control("s") where options.submitsWithKey:
      await submit()
    case .control("l"):
      wantsFullRedraw = true
      layout.invalidateAll()
    case .control("z"):
      wantsSuspend = true
    case .control("n") where form.currentPage != nil:
      goToNextPage()
    case .control("p") where form.currentPage != nil:
      goToPreviousPage()
    case .function(1):
      showHelp()
    case .escape:
      requestBack()
    case .up: moveFocus(by: -1, tabbing: false)
    case .down: moveFocus(by: 1, tabbing: false)
    case .tab: moveFocus(by: 1, tabbing: true)
    case .backTab: moveFocus(by: -1, tabbing: true)
    case .pageUp: moveFocus(by: -max(1, bodyHeight / 3), tabbing: false)
    case .pageDown: moveFocus(by: max(1, bodyHeight / 3), tabbing: false)
    case .modified(.up, .alt), .modified(.up, .shift), .modified(.down, .alt), .modified(.down, .shift):
      moveFocusedRow(up: key == .alt(.up) || key == .modified(.up, .shift))
    case .modified(.delete, .alt), .modified(.delete, .control), .modified(.backspace, [.alt, .control]):
      requestDeleteFocusedRow()
    case .modified(.character("a"), .alt), .modified(.character("A"), .alt):
      requestRowActions()
    default:
      await handleRowKey(key)
    }
  }

  // MARK: Leaving

  /// What quitting with changes asks: whether they are lost, or kept as a draft.
  var quitQuestion: String {
    keepsDraft ? words.terminal.quitKeepingDraftQuestion : words.terminal.quitQuestion
  }

  /// Ctrl-C or Ctrl-D: cancels, after asking when the form (or the nested form open) has changes.
  func requestQuit() {
    if form.isDirty {
      prompt = Prompt(question: quitQuestion, action: .quit)
    } else {
      outcome = .cancelled
    }
  }

  /// Esc or `q`: goes back (a nested form: leaves it unchanged), after asking when the form
  /// has changes; where there is nothing to go back to, quits if ``Options/escapeQuits``.
  func requestBack() {
    if !isNested, !options.allowsBack, options.escapeQuits { return requestQuit() }
    guard options.allowsBack || isNested else { return }
    if form.isDirty {
      let question =
        isNested
        ? words.terminal.leaveNestedQuestion
        : keepsDraft ? words.terminal.backKeepingDraftQuestion : words.terminal.backQuestion
      prompt = Prompt(question: question, action: .back)
    } else {
      outcome = .back
    }
  }

  func perform(_ action: Prompt.Action) {
    switch action {
    case .quit: outcome = .cancelled
    case .back: outcome = .back
    case .deleteRow(let row): deleteRow(row)
    case .rowAction: break  // chosen by number, not by y
    }
  }

  func showHelp() {
    showsHelp = true
    helpScroll = 0
    layout.invalidateAll()
  }

  /// The help screen's keys: ↑↓, PageUp/PageDown, Home/End and the wheel scroll it when it
  /// does not fit; any other key closes it.
  private func handleHelpKey(_ key: Key) {
    let last = HelpScreen.maxScroll(width: layout.width, height: bodyHeight, words: words.terminal)
    let page = max(1, bodyHeight / 3)
    switch key {
    case .up: helpScroll -= 1
    case .down: helpScroll += 1
    case .pageUp: helpScroll -= page
    case .pageDown: helpScroll += page
    case .home: helpScroll = 0
    case .end: helpScroll = last
    case .mouse(let event):
      switch event.action {
      case .wheelUp: helpScroll -= 1
      case .wheelDown: helpScroll += 1
      case .press: showsHelp = false
      case .release: return
      }
    default:
      showsHelp = false
    }
    helpScroll = min(max(0, helpScroll), last)
    layout.invalidateAll()
  }

  // MARK: Navigation

  /// ↑/↓ in a text area being edited go to the line above or below; from its first or last
  /// line they move the focus as anywhere.
  private func moveInTextArea(up: Bool) -> Bool {
    guard var editor, let row = focus?.row, form.state(of: row)?.kind == .text(.textArea),
      editor.moveLine(by: up ? -1 : 1)
    else { return false }
    self.editor = editor
    layout.invalidate(focus)
    return true
  }

  func moveFocus(by delta: Int, tabbing: Bool) {
    let list = targets(tabbing: tabbing)
    guard !list.isEmpty else { return }
    guard let focus else {
      setFocus(delta > 0 ? list.first : list.last)
      return
    }
    if let index = list.firstIndex(of: focus) {
      // Tab wraps around like a form's tab order; arrows stop at the ends.
      let next =
        tabbing ? ((index + delta) % list.count + list.count) % list.count : min(max(0, index + delta), list.count - 1)
      setFocus(list[next])
      return
    }
    // The focused row is not in this list (Tab from a disabled row): go by screen order.
    let all = targets(tabbing: false)
    let position = all.firstIndex(of: focus) ?? focusPosition
    let candidates =
      delta > 0 ? Array(all[min(all.count, position + 1)...]) : Array(all[..<min(position, all.count)].reversed())
    if let next = candidates.first(where: list.contains) ?? (delta > 0 ? list.first : list.last) { setFocus(next) }
  }

  /// Type to select: letters typed on a row that takes no text focus the next row whose title
  /// starts with them.
  func selectByTitle(typing character: Character) -> Bool {
    let candidate = typedPrefix + String(character)
    let list = targets(tabbing: false)
    let start = focus.flatMap(list.firstIndex(of:)) ?? 0
    func title(_ target: FocusTarget) -> String {
      target.row.flatMap { form.state(of: $0)?.title } ?? submitLineTitle ?? ""
    }
    // A longer prefix stays on the current row when it still matches; a new letter looks further.
    let order = (0..<list.count).map { (start + $0 + (typedPrefix.isEmpty ? 1 : 0)) % list.count }
    for prefix in [candidate, String(character)] {
      if let match = order.first(where: { title(list[$0]).lowercased().hasPrefix(prefix.lowercased()) }) {
        typedPrefix = prefix
        setFocus(list[match])
        return true
      }
    }
    typedPrefix = ""
    return false
  }
}

extension Key {
  /// Whether the key is a printable character.
  var isCharacter: Bool {
    if case .character = self { return true }
    return false
  }
}
