// Only where Swift Testing can be imported: the recorder reports what UIKit would reject as test issues.
#if canImport(Testing)
  import Formwork
  import FormworkDiff
  import FormworkDiffTestSupport
  import Testing

  /// Follows a form as a renderer does: flushes it, checks every update against UIKit's
  /// batch-update rules (``UIKitBatchValidator``) and against what is shown, and keeps the
  /// structure the renderer would show. The engine's tests and the examples' tests use it.
  ///
  /// ```swift
  /// let screen = UpdateRecorder(form)
  /// form[subscribe] = true
  /// screen.flush()                         // records an issue for a batch UIKit would reject
  /// #expect(screen.visibleTags == [["subscribe", "email"]])
  /// ```
  @MainActor
  public final class UpdateRecorder {
    /// The form followed.
    public let form: Form
    /// What the "screen" shows: the snapshot as of the last applied update.
    public private(set) var shown: FormSnapshot
    /// Every update applied, in order.
    public private(set) var updates: [FormUpdate] = []

    /// Follows `form` from what it shows now.
    public init(_ form: Form) {
      self.form = form
      shown = form.snapshot
    }

    /// Flushes the form and applies its update, recording a test issue when the update does not
    /// start from what is shown or breaks a rule UIKit enforces.
    @discardableResult
    public func flush(sourceLocation: SourceLocation = #_sourceLocation) -> FormUpdate? {
      guard let update = form.flush() else { return nil }
      #expect(update.previous == shown, "an update starts from what is shown", sourceLocation: sourceLocation)
      let violations = Self.violations(of: update)
      #expect(violations.isEmpty, "UIKit would reject: \(violations)", sourceLocation: sourceLocation)
      shown = update.snapshot
      updates.append(update)
      return update
    }

    /// What UIKit would reject in a form update, checked with ``UIKitBatchValidator``.
    public static func violations(of update: FormUpdate) -> [String] {
      let old = update.previous.sections.map { (section: $0.id, items: $0.rows) }
      let new = update.snapshot.sections.map { (section: $0.id, items: $0.rows) }
      return UIKitBatchValidator.validate(from: old, to: new, update: update.list, duplicates: .unique)
        .map(\.description)
    }

    /// Visible rows per visible section.
    public var shape: [Int] { shown.sections.map(\.rows.count) }

    /// The visible rows by section: tags, "(editor)" for inline editors, titles for untagged rows.
    public var visibleTags: [[String]] {
      shown.sections.map { section in section.rows.map(name(of:)) }
    }

    /// The visible section tags (or headers), in order.
    public var visibleSections: [String] {
      shown.sections.map { section in
        let state = form.sectionState(of: section.id)
        return state?.tag ?? state?.header?.text ?? "?"
      }
    }

    /// How ``visibleTags`` names a row: its tag, "(editor)" for an inline editor, else its title.
    public func name(of row: RowID) -> String {
      guard let state = form.state(of: row) else { return "?" }
      if case .inlineEditor = state.kind { return "(editor)" }
      return state.tag ?? state.title
    }
  }
#endif
