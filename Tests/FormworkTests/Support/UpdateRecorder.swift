import Formwork
import FormworkDiff
import FormworkDiffTestSupport
import Testing

/// Follows a form as a renderer would: flushes, checks every update against UIKit's
/// batch-update rules, and keeps the structure the renderer would show.
@MainActor
struct UpdateRecorder {
  let form: Form
  /// What the "screen" shows: the snapshot as of the last applied update.
  private(set) var shown: FormSnapshot
  private(set) var updates: [FormUpdate] = []

  init(form: Form) {
    self.form = form
    shown = form.snapshot
  }

  /// Flushes the form and applies the update, failing the test on any rule violation.
  @discardableResult
  mutating func flush(sourceLocation: SourceLocation = #_sourceLocation) throws -> FormUpdate? {
    guard let update = form.flush() else { return nil }
    #expect(update.previous == shown, "an update starts from what is shown", sourceLocation: sourceLocation)
    let violations = validateFormUpdate(update)
    #expect(violations.isEmpty, "UIKit would reject: \(violations)", sourceLocation: sourceLocation)
    shown = update.snapshot
    updates.append(update)
    return update
  }

  /// Visible rows per visible section.
  var shape: [Int] { shown.sections.map(\.rows.count) }

  /// Visible tags per visible section; inline editors show as "(editor)", untagged rows by title.
  var visibleTags: [[String]] {
    shown.sections.map { section in
      section.rows.map { id in
        guard let state = form.state(of: id) else { return "?" }
        if case .inlineEditor = state.kind { return "(editor)" }
        return state.tag ?? state.title
      }
    }
  }
}

/// Checks a form update with the UIKit validator from FormworkDiffTestSupport.
func validateFormUpdate(_ update: FormUpdate) -> [String] {
  let old = update.previous.sections.map { (section: $0.id, items: $0.rows) }
  let new = update.snapshot.sections.map { (section: $0.id, items: $0.rows) }
  let violations = UIKitBatchValidator.validate(from: old, to: new, update: update.list, duplicates: .unique)
  return violations.map(\.description)
}
