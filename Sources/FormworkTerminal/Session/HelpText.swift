import Formwork

/// The help line: the keys that do something on the focused row, then the global ones.
@MainActor
enum HelpText {
  static func text(for session: FormTerminalSession) -> String {
    let global = session.options.submitsWithKey ? "Ctrl-S submit  Ctrl-C quit" : "Ctrl-C quit"
    if let picker = session.picker {
      return picker.allowsMultiple
        ? "↑↓ move  Space toggle  Enter done  Esc close" : "↑↓ move  Enter choose  Esc close"
    }
    let move = "↑↓/Tab move"
    guard let focus = session.focus else { return "\(move)  \(global)" }
    guard let row = focus.row, let state = session.form.state(of: row) else {
      return "Enter submit  \(move)  Ctrl-C quit"
    }
    if state.disabledReason != nil { return "disabled: Enter tells why  \(move)  \(global)" }
    let local: String
    switch state.kind {
    case .text: local = "type to edit  ←→ cursor"
    case .date(let style, _): local = "type \(RowRenderer.dateHint(style))  Enter confirm"
    case .toggle: local = "Space toggle"
    case .selector: local = "Enter choose"
    case .multipleSelector: local = "Enter choose several"
    case .stepper, .slider, .segmented: local = "←→ change"
    case .button: local = "Enter press"
    default: local = ""
    }
    return [local, move, global].filter { !$0.isEmpty }.joined(separator: "  ")
  }
}
