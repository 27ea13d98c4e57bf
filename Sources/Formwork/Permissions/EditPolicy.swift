/// Who may edit which rows (GSForm's whitelist and blacklist), and why not.
///
/// A row is editable when its own and its section's `disabled` conditions are off *and* the
/// policy allows it. The policy is checked in this order: the blacklist (``lockedTags``), then
/// read-only mode with its whitelist (``editableTags``), then the ``rule``.
///
/// ```swift
/// form.editPolicy = EditPolicy(
///   readOnly: order.isSubmitted,                 // everything read-only once submitted…
///   editableTags: ["remarks"],                   // …but remarks stay editable
///   lockedTags: ["orderNumber"],                 // never editable
///   rule: { context in                           // by role
///     context.reader.context("role") == "viewer" ? .denied("Viewers cannot edit") : .allowed
///   })
/// ```
///
/// A tap on a row the policy denies produces ``FormEvent/denied(_:reason:)`` so the app can say why.
public struct EditPolicy: Sendable {
  /// Whether the whole form is read-only (except ``editableTags``).
  public var readOnly: Bool
  /// Rows that stay editable in read-only mode.
  public var editableTags: Set<String>
  /// Rows that are never editable.
  public var lockedTags: Set<String>
  /// A decision per row, by role or by value; its reads are tracked like a condition's.
  public var rule: (@MainActor @Sendable (EditPolicyContext) -> EditDecision)?
  /// The reason shown for rows read-only mode denies.
  public var readOnlyReason: String
  /// The reason shown for locked rows.
  public var lockedReason: String

  public init(
    readOnly: Bool = false, editableTags: Set<String> = [], lockedTags: Set<String> = [],
    readOnlyReason: String = "This form is read-only.", lockedReason: String = "This field cannot be changed.",
    rule: (@MainActor @Sendable (EditPolicyContext) -> EditDecision)? = nil
  ) {
    self.readOnly = readOnly
    self.editableTags = editableTags
    self.lockedTags = lockedTags
    self.readOnlyReason = readOnlyReason
    self.lockedReason = lockedReason
    self.rule = rule
  }

  /// Everything is editable.
  public static let unrestricted = EditPolicy()

  /// Whether the policy allows everything without looking.
  var isUnrestricted: Bool { !readOnly && lockedTags.isEmpty && rule == nil }

  /// Whether the policy can depend on anything but the row's tag.
  var isDynamic: Bool { rule != nil }

  /// The decision for one row.
  @MainActor
  func decision(for row: RowID, tag: String?, reader: FormReader) -> EditDecision {
    if let tag, lockedTags.contains(tag) { return .denied(lockedReason) }
    if readOnly, !(tag.map(editableTags.contains) ?? false) { return .denied(readOnlyReason) }
    return rule?(EditPolicyContext(row: row, tag: tag, reader: reader)) ?? .allowed
  }
}

/// What an ``EditPolicy/rule`` sees.
@MainActor
public struct EditPolicyContext {
  /// The row being decided.
  public let row: RowID
  /// Its tag, if any.
  public let tag: String?
  /// Reads other rows' values and states, and context values; reads are tracked.
  public let reader: FormReader
}

/// Whether a row may be edited.
public enum EditDecision: Sendable, Hashable {
  case allowed
  /// Not editable, with the reason to show the user.
  case denied(String)

  /// The reason, when denied.
  public var reason: String? {
    if case .denied(let reason) = self { return reason }
    return nil
  }
}
