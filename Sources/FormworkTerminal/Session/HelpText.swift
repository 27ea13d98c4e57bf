import Formwork

/// The help line: what the focused row accepts, then the keys that work everywhere.
@MainActor
enum HelpText {
  /// The help line for `width` columns: when everything does not fit, the keys that matter
  /// least go first (the focused row's own keys stay).
  static func text(for session: FormTerminalSession, width: Int = .max) -> String {
    var kept = parts(for: session)
    while kept.count > 1, DisplayWidth.of(kept.map(\.text).joined(separator: "  ")) > width {
      guard let drop = kept.indices.filter({ kept[$0].priority > 0 }).max(by: { kept[$0].priority < kept[$1].priority })
      else { break }
      kept.remove(at: drop)
    }
    return kept.map(\.text).joined(separator: "  ")
  }

  /// The parts of the line, in order; a higher priority number is dropped sooner (no two the same).
  private static func parts(for session: FormTerminalSession) -> [(text: String, priority: Int)] {
    if let child = session.child { return parts(for: child.session) }
    let words = session.words
    let terminal = words.terminal
    if session.showsHelp {
      let scrolls =
        HelpScreen.maxScroll(width: session.layout.width, height: session.bodyHeight, words: terminal) > 0
      return [((scrolls ? words.help("↑↓", terminal.scroll) + "  " : "") + terminal.otherKeysCloseHelp, 0)]
    }
    if session.prompt != nil { return [(terminal.yesNo, 0)] }
    if let picker = session.picker, picker.isRanking {
      return [
        (words.help("↑↓", terminal.move) + "  " + words.help("Alt-↑↓", terminal.rank), 0),
        (words.help("Del", terminal.clear), 20), (words.help("Enter", terminal.done), 0),
      ]
    }
    if let picker = session.picker {
      let filter = picker.filter.isEmpty ? terminal.typeToFilter : words.help("Backspace", terminal.unfilter)
      let move = words.help("↑↓", terminal.move)
      let close = words.help("Esc", terminal.close)
      return picker.allowsMultiple
        ? [
          (move + "  " + words.help("Space", terminal.toggle), 0), (filter, 10),
          (words.help("Enter", terminal.done) + "  " + close, 0),
        ]
        : [
          (move + "  " + words.help("Enter", terminal.choose), 0), (filter, 10),
          (words.help("Del", terminal.clear), 20), (close, 0),
        ]
    }
    if let picker = session.datePicker {
      let today =
        picker.style == .countdown
        ? "" : words.help("t", picker.style == .date ? terminal.today : terminal.now)
      let keys = words.help("←→", terminal.field) + "  " + words.help("↑↓", terminal.change)
      return [
        (keys + "  " + terminal.digitsType, 0), (today, 20),
        // Esc puts the value back: "undo", as the help screen says.
        (words.help("Enter", terminal.done) + "  " + words.help("Esc", terminal.undo), 10),
      ].filter { !$0.text.isEmpty }
    }
    let state = session.focus?.row.flatMap { session.form.state(of: $0) }
    var parts: [(text: String, priority: Int)] = []
    if let state {
      if let reason = state.disabledReason {
        parts.append(("\(words.controls.disabled): \(reason)", 0))
      } else {
        let local = rowKeys(for: state, session: session)
        if !local.isEmpty { parts.append((local, 0)) }
        let list = listKeys(for: state, words: words)
        if !list.isEmpty { parts.append((list, 10)) }
        let hasActions = [SwipeEdge.leading, .trailing].contains {
          !session.form.swipeActions(of: state.id, edge: $0).isEmpty
        }
        if hasActions { parts.append((words.help(FormTerminalSession.rowActionsKey, terminal.actions), 11)) }
      }
    } else if session.focus == .submit {
      let action =
        session.hasNextPage
        ? terminal.pageNext
        : session.options.submitTitle == FormTerminalSession.Options.defaultSubmitTitle
          ? terminal.submitAction : (session.submitLineTitle ?? "").lowercased()
      parts.append((words.help("Enter", action), 0))
    }
    if session.hasNextPage { parts.append((words.help(FormTerminalSession.nextPageKey, terminal.pageNext), 12)) }
    if session.hasPreviousPage {
      parts.append((words.help(FormTerminalSession.previousPageKey, terminal.pagePrevious), 22))
    }
    parts.append((words.help("↑↓/Tab", terminal.move), 50))
    if session.options.submitsWithKey {
      parts.append((words.help("Ctrl-S", session.isNested ? terminal.done : terminal.submitAction), 20))
    }
    if session.isNested || session.options.allowsBack {
      parts.append((words.help("Esc", terminal.back), 40))
    } else if session.options.escapeQuits {
      parts.append((words.help("Esc", terminal.quit), 40))
    }
    parts.append((words.help(session.editor != nil ? "F1" : "?", terminal.help), 30))
    // Undo shows once there is something to undo: before the keys a person knows already.
    if session.form.canUndo { parts.append((words.help(FormTerminalSession.undoKey, terminal.undo), 35)) }
    if session.form.canRedo { parts.append((words.help(FormTerminalSession.redoKey, terminal.redo), 55)) }
    parts.append((words.help("Ctrl-C", terminal.quit), 60))
    return parts
  }

  /// What the focused row takes.
  static func rowKeys(for state: RowState, session: FormTerminalSession) -> String {
    let words = session.words
    let terminal = words.terminal
    let clear = state.value.isNull ? "" : "  " + words.help("Del", terminal.clear)
    switch state.kind {
    case .text(.textArea):
      return terminal.typeToEdit + "  " + words.help("Enter", terminal.newLine) + "  "
        + words.help("Tab", words.controls.next)
    case .text:
      return terminal.typeToEdit + "  " + words.help("←→", terminal.cursor)
    case .date(let style, _):
      return words.help("Enter", terminal.choose) + "  " + terminal.type(format: RowRenderer.dateHint(style)) + clear
    case .toggle: return words.help("Space", terminal.toggle)
    case .selector: return words.help("Enter", terminal.choose) + clear
    case .multipleSelector: return words.help("Enter", terminal.chooseSeveral)
    case .ranking: return words.help("Enter", terminal.rank) + clear
    case .stepper: return words.help("←→", terminal.change) + "  " + terminal.digitsType
    case .slider: return words.help("←→", terminal.change)
    case .segmented: return words.help("←→", terminal.choose) + clear
    case .columnPicker:
      guard session.wheelColumn != nil else { return words.help("Enter", terminal.choose) + clear }
      return words.help("←→", terminal.cursor) + "  " + words.help("↑↓", terminal.choose) + "  "
        + words.help("Enter", words.controls.done)
    case .button: return words.help("Enter", terminal.press)
    case .subform: return words.help("Enter", terminal.open)
    case .custom(let name):
      return session.editors.editor(forKind: name)?.help ?? terminal.cannotEdit(kind: name)
    case .info, .inlineEditor: return ""
    }
  }

  /// The keys of a row in a list, as the model allows them.
  private static func listKeys(for state: RowState, words: TerminalWords) -> String {
    var keys: [String] = []
    if state.canMove { keys.append(words.help("Alt-↑↓", words.terminal.reorder)) }
    if state.canDelete { keys.append(words.help("Alt-Del", words.controls.delete)) }
    return keys.joined(separator: "  ")
  }
}
