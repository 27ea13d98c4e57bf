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
    if session.showsHelp { return [("any key: back to the form", 0)] }
    if session.prompt != nil { return [("y yes  any other key no", 0)] }
    if let picker = session.picker {
      let filter = picker.filter.isEmpty ? "type to filter" : "Backspace unfilter"
      return picker.allowsMultiple
        ? [("↑↓ move  Space toggle", 0), (filter, 10), ("Enter done  Esc close", 0)]
        : [("↑↓ move  Enter choose", 0), (filter, 10), ("Del clear", 20), ("Esc close", 0)]
    }
    if let picker = session.datePicker {
      let today = picker.style == .countdown ? "" : picker.style == .date ? "t today" : "t now"
      return [("←→ field  ↑↓ change  digits type", 0), (today, 20), ("Enter done  Esc undo", 10)].filter {
        !$0.text.isEmpty
      }
    }
    let state = session.focus?.row.flatMap { session.form.state(of: $0) }
    var parts: [(text: String, priority: Int)] = []
    if let state {
      if let reason = state.disabledReason {
        parts.append(("disabled: \(reason)", 0))
      } else {
        let local = rowKeys(for: state, session: session)
        if !local.isEmpty { parts.append((local, 0)) }
        let list = listKeys(for: state)
        if !list.isEmpty { parts.append((list, 10)) }
      }
    } else if session.focus == .submit {
      let action =
        session.hasNextPage
        ? session.words.controls.next
        : session.options.submitTitle == FormTerminalSession.Options.defaultSubmitTitle
          ? session.words.terminal.submitAction : (session.submitLineTitle ?? "").lowercased()
      parts.append(("Enter " + action, 0))
    }
    let words = session.words
    if session.hasNextPage { parts.append((words.help(FormTerminalSession.nextPageKey, words.controls.next), 12)) }
    if session.hasPreviousPage {
      parts.append((words.help(FormTerminalSession.previousPageKey, words.controls.previous), 22))
    }
    parts.append(("↑↓/Tab move", 50))
    if session.options.submitsWithKey { parts.append((session.isNested ? "Ctrl-S done" : "Ctrl-S submit", 20)) }
    if session.isNested || session.options.allowsBack { parts.append(("Esc back", 40)) }
    parts.append((session.editor != nil ? "F1 help" : "? help", 30))
    // Undo shows once there is something to undo: before the keys a person knows already.
    if session.form.canUndo { parts.append((words.help(FormTerminalSession.undoKey, Untranslated.undo), 35)) }
    if session.form.canRedo { parts.append((words.help(FormTerminalSession.redoKey, Untranslated.redo), 55)) }
    parts.append(("Ctrl-C quit", 60))
    return parts
  }

  /// What the focused row takes.
  static func rowKeys(for state: RowState, session: FormTerminalSession) -> String {
    switch state.kind {
    case .text(let style):
      switch style {
      case .integer: return "type a whole number"
      case .decimal, .number: return "type a number"
      case .email: return "type an email address"
      case .phone: return "type a phone number"
      case .url: return "type a web address"
      case .password: return "type (hidden)"
      case .textArea: return "type text  Enter new line  Tab next"
      default: return "type to edit  ←→ cursor"
      }
    case .date(let style, _):
      let clear = state.value.isNull ? "" : "  Del clear"
      return "Enter pick \(noun(of: style))  digits type\(clear)"
    case .toggle: return "Space toggle"
    case .selector: return state.value.isNull ? "Enter choose" : "Enter choose  Del clear"
    case .multipleSelector: return "Enter choose several"
    case .stepper: return "←→ step"
    case .slider: return "←→ slide"
    case .segmented: return state.value.isNull ? "←→ choose" : "←→ choose  Del clear"
    case .button: return "Enter press"
    case .subform: return "Enter open"
    case .custom(let name):
      return session.editors.editor(forKind: name)?.help ?? "read-only here"
    case .info, .inlineEditor: return ""
    }
  }

  /// The keys of a row in a list, as the model allows them.
  private static func listKeys(for state: RowState) -> String {
    var keys: [String] = []
    if state.canMove { keys.append("Alt-↑↓ reorder") }
    if state.canDelete { keys.append("Alt-Del delete") }
    return keys.joined(separator: "  ")
  }

  private static func noun(of style: DateStyle) -> String {
    switch style {
    case .date: return "a date"
    case .time: return "a time"
    case .dateTime: return "a date and time"
    case .countdown: return "a duration"
    }
  }
}
