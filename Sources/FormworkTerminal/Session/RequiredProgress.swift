import Formwork

/// How many of the visible required rows have an answer: the title line's `2/6 required`.
///
/// NB: a stand-in until the model has a progress API (which would also know pages): this is
/// the one place that computes it, from the public snapshot and `RowState`s, so swapping it
/// for the core's is a change here only.
struct RequiredProgress: CustomStringConvertible {
  var answered: Int
  var total: Int

  /// The progress of `form`'s visible rows that are required now; `nil` when it has none.
  @MainActor
  init?(form: Form) {
    var answered = 0
    var total = 0
    let snapshot = form.snapshot
    for section in 0..<snapshot.sectionCount {
      for row in snapshot.rows(inSection: section) {
        // NB: `isRequired` first: building a row's whole state is the costly part.
        guard form.isRequired(row), let state = form.state(of: row), state.kind.acceptsInput else { continue }
        total += 1
        if !state.value.isEmpty { answered += 1 }
      }
    }
    guard total > 0 else { return nil }
    self.answered = answered
    self.total = total
  }

  var description: String { "\(answered)/\(total) required" }
}
