import Formwork

/// A yes/no question on the status line, asked before something that loses work: `y` does it,
/// any other key keeps the form as it is (and does nothing else).
struct Prompt: Sendable, Equatable {
  /// What `y` does.
  enum Action: Sendable, Equatable {
    /// End the session, cancelled (Ctrl-C, Ctrl-D).
    case quit
    /// End the session with ``FormTerminalSession/Outcome/back`` (Esc, `q`).
    case back
    /// Delete a row of a multivalued section.
    case deleteRow(RowID)
  }

  var question: String
  var action: Action

  /// The keys the status line lists after the question, in the form's language.
  func answers(_ words: TerminalStrings) -> String { action == .quit ? words.quitAnswers : words.answers }

  /// Whether `key` answers yes. Ctrl-C or Ctrl-D again confirms quitting.
  func confirms(_ key: Key) -> Bool {
    switch key {
    case .character("y"), .character("Y"): return true
    case .interrupt, .endOfTransmission: return action == .quit
    default: return false
    }
  }
}
