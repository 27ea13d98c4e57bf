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
    /// One of a row's own actions (its swipe actions), chosen by its number from 1.
    case rowAction(RowID, [RowActionChoice])
  }

  /// A row's action, by edge and position (`Form.performSwipeAction(_:edge:on:)`).
  struct RowActionChoice: Sendable, Equatable {
    var edge: SwipeEdge
    var index: Int
  }

  var question: String
  var action: Action

  /// The keys the status line lists after the question, in the form's language.
  func answers(_ words: TerminalStrings) -> String {
    switch action {
    case .quit: words.quitAnswers
    case .rowAction: words.rowActionsAnswers
    case .back, .deleteRow: words.answers
    }
  }

  /// The action a digit chooses among a row's actions, if `key` is one of their numbers.
  func chosenRowAction(_ key: Key) -> RowActionChoice? {
    guard case .rowAction(_, let choices) = action, case .character(let character) = key,
      let number = character.wholeNumberValue, choices.indices.contains(number - 1)
    else { return nil }
    return choices[number - 1]
  }

  /// Whether `key` answers yes. Ctrl-C or Ctrl-D again confirms quitting.
  func confirms(_ key: Key) -> Bool {
    switch key {
    case .character("y"), .character("Y"): return true
    case .interrupt, .endOfTransmission: return action == .quit
    default: return false
    }
  }
}
