import Formwork

/// What the status line says about a draft restored when its form opened (`--draft`), in the
/// form's language.
@MainActor
package enum DraftNotice {
  /// The notice for `outcome` (`nil` without a draft), and whether it reports a problem.
  ///
  /// - Parameters:
  ///   - answers: How many restored values are answers (``answersRestored(_:before:form:)``).
  package static func text(
    for outcome: DraftRestoreOutcome, path: String, answers: Int, words: TerminalStrings
  ) -> (text: String, isError: Bool)? {
    switch outcome {
    case .noDraft:
      return nil
    case .restored:
      return (words.draftRestored(from: path, answers: answers), false)
    case .partlyRestored(let report, let original):
      return (words.draftPartlyRestored(restored: answers, dropped: report.dropped.map(\.tag), keptAt: original), true)
    case .unusable(let error, let movedTo):
      return (words.draftMovedAside(error, to: movedTo), true)
    case .failed(let error):
      return (words.draftOff(error), true)
    }
  }

  /// How many of the values a restore applied are answers: values the form did not hold
  /// before (`before`, the form's values then), not its defaults saved with the draft.
  package static func answersRestored(_ outcome: DraftRestoreOutcome, before: [String: FormValue], form: Form) -> Int {
    let applied: [String]
    switch outcome {
    case .restored(let report), .partlyRestored(let report, _): applied = report.applied
    case .noDraft, .unusable, .failed: return 0
    }
    let now = form.values(including: .allRows)
    return applied.filter { now[$0] != before[$0] }.count
  }
}
