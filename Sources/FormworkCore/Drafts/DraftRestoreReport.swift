/// What ``Form/restoreMatching(draft:origin:)`` put back, and what it left out and why.
///
/// ```swift
/// let report = try form.restoreMatching(draft: saved)
/// if !report.isComplete {
///   for dropped in report.dropped { print(dropped) }
///   // 'age': the draft was saved when it held text: string, it holds integer: int now
///   // 'nickname': no row holds a value under this tag any more
/// }
/// ```
public struct DraftRestoreReport: Sendable, Hashable, CustomStringConvertible {
  /// A value of the draft that was not restored.
  public struct DroppedValue: Sendable, Hashable, CustomStringConvertible {
    /// The tag it was saved under.
    public var tag: String
    /// The value as saved, so an app can still offer it to the user.
    public var value: FormValue
    /// Why it was not restored.
    public var reason: Reason

    /// A value saved under `tag` and not restored because of `reason`.
    public init(tag: String, value: FormValue, reason: Reason) {
      self.tag = tag
      self.value = value
      self.reason = reason
    }

    /// `'tag': reason`.
    public var description: String { "'\(tag)': \(reason)" }
  }

  /// Why a value was not restored.
  public enum Reason: Sendable, Hashable, CustomStringConvertible {
    /// No row or multivalued section holding a value has this tag now.
    case tagRemoved
    /// The tag holds another type of value (or became a multivalued section, or stopped being
    /// one) since the draft was saved.
    case typeChanged(saved: FormFingerprint.Entry, current: FormFingerprint.Entry)
    /// The value does not fit the row any more (the message says how); drafts saved before
    /// fingerprints existed are checked this way only.
    case doesNotFit(String)

    /// A sentence for logs and developers.
    public var description: String {
      switch self {
      case .tagRemoved: return "no row holds a value under this tag any more"
      case .typeChanged(let saved, let current):
        return "the draft was saved when it held \(saved), it holds \(current) now"
      case .doesNotFit(let message): return "the value does not fit the row any more: \(message)"
      }
    }
  }

  /// The tags whose values were restored, sorted.
  public var applied: [String]
  /// The values left out, sorted by tag.
  public var dropped: [DroppedValue]
  /// The fingerprint the draft was saved with; `nil` for drafts older than fingerprints.
  public var savedFingerprint: FormFingerprint?
  /// Whether the form's definition differs from the one the draft was saved from (`true` when
  /// the draft has no fingerprint to compare).
  public var definitionChanged: Bool

  /// A report of `applied` and `dropped` values.
  public init(
    applied: [String], dropped: [DroppedValue], savedFingerprint: FormFingerprint?, definitionChanged: Bool
  ) {
    self.applied = applied
    self.dropped = dropped
    self.savedFingerprint = savedFingerprint
    self.definitionChanged = definitionChanged
  }

  /// The page the draft was saved on (a tag or a position) when no page of the form has it
  /// now: the form stays on the page it showed.
  public var pageNotFound: FormValue?

  /// Whether every value of the draft was restored.
  public var isComplete: Bool { dropped.isEmpty }

  /// One line, then one per dropped value.
  public var description: String {
    var lines = [
      "restored \(applied.count) value\(applied.count == 1 ? "" : "s")"
        + (dropped.isEmpty ? "" : ", dropped \(dropped.count)")
        + (definitionChanged ? " (the form changed since the draft was saved)" : "")
    ]
    lines += dropped.map { "  \($0)" }
    if let pageNotFound { lines.append("  page \(pageNotFound.jsonString()): no page has it any more") }
    return lines.joined(separator: "\n")
  }
}
