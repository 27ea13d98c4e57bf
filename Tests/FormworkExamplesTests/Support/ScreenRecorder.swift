import Formwork
import FormworkDiff
import FormworkDiffTestSupport
import Testing

/// Follows a form the way a renderer does: flushes, checks each update against UIKit's
/// batch-update rules, and keeps what the "screen" shows.
@MainActor
final class ScreenRecorder {
  let form: Form
  /// The structure as of the last applied update.
  private(set) var shown: FormSnapshot

  init(_ form: Form) {
    self.form = form
    shown = form.snapshot
  }

  /// Flushes the form and applies its update, recording a test issue for any rule UIKit would
  /// enforce and the update breaks.
  @discardableResult
  func flush(sourceLocation: SourceLocation = #_sourceLocation) -> FormUpdate? {
    guard let update = form.flush() else { return nil }
    #expect(update.previous == shown, "an update starts from what is shown", sourceLocation: sourceLocation)
    let old = update.previous.sections.map { (section: $0.id, items: $0.rows) }
    let new = update.snapshot.sections.map { (section: $0.id, items: $0.rows) }
    let violations = UIKitBatchValidator.validate(from: old, to: new, update: update.list, duplicates: .unique)
    #expect(violations.isEmpty, "UIKit would reject: \(violations)", sourceLocation: sourceLocation)
    shown = update.snapshot
    return update
  }

  /// The visible rows by section: tags, "(editor)" for inline editors, titles for untagged rows.
  var visible: [[String]] {
    shown.sections.map { section in section.rows.map(name(of:)) }
  }

  /// The visible section tags (or headers), in order.
  var visibleSections: [String] {
    shown.sections.map { section in
      let state = form.sectionState(of: section.id)
      return state?.tag ?? state?.header?.text ?? "?"
    }
  }

  func name(of row: RowID) -> String {
    guard let state = form.state(of: row) else { return "?" }
    if case .inlineEditor = state.kind { return "(editor)" }
    return state.tag ?? state.title
  }
}
