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

  /// A policy; the defaults allow everything.
  ///
  /// - Parameters:
  ///   - readOnly: Whether every row but `editableTags` is read-only.
  ///   - editableTags: Rows that stay editable in read-only mode (the whitelist).
  ///   - lockedTags: Rows never editable (the blacklist); it wins over the whitelist.
  ///   - readOnlyReason: Why read-only mode denies a row.
  ///   - lockedReason: Why a locked row is denied.
  ///   - rule: A decision for the rows the lists allow.
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

  /// The whole form read-only, except the rows tagged `editable` (GSForm's whitelist).
  ///
  /// ```swift
  /// form.editPolicy = .readOnly(except: ["remarks"])
  /// ```
  ///
  /// - Parameters:
  ///   - editable: Tags of rows that stay editable.
  ///   - reason: Why the other rows cannot be edited, shown on a tap.
  public static func readOnly(except editable: Set<String> = [], reason: String = "This form is read-only.")
    -> EditPolicy
  {
    EditPolicy(readOnly: true, editableTags: editable, readOnlyReason: reason)
  }

  /// Rows tagged `locked` are never editable; the rest are (GSForm's blacklist).
  ///
  /// ```swift
  /// form.editPolicy = .locked(["orderNumber", "createdAt"])
  /// ```
  public static func locked(_ locked: Set<String>, reason: String = "This field cannot be changed.") -> EditPolicy {
    EditPolicy(lockedTags: locked, lockedReason: reason)
  }

  /// A decision per row from a closure, by role or by value. What it reads through
  /// ``EditPolicyContext/reader`` is tracked: the decision is made again when that changes
  /// (``Form/setContext(_:_:)``, another row's value).
  ///
  /// ```swift
  /// form.editPolicy = .rule { context in
  ///   context.reader.context("role") == "admin" || context.tag == "comment" ? .allowed : .denied("Admins only")
  /// }
  /// ```
  public static func rule(_ rule: @escaping @MainActor @Sendable (EditPolicyContext) -> EditDecision) -> EditPolicy {
    EditPolicy(rule: rule)
  }

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
  /// The row may be edited.
  case allowed
  /// Not editable, with the reason to show the user.
  case denied(String)

  /// The reason, when denied.
  public var reason: String? {
    if case .denied(let reason) = self { return reason }
    return nil
  }
}
