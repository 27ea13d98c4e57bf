/// A value that a diff can follow from one list to the next: a stable identity plus content.
///
/// Two values with the same ``diffID`` are the same element, possibly with new content: the diff keeps (or
/// moves) it and reports a content change when ``isContentEqual(to:)`` returns `false`. Values with different
/// identities are deleted and inserted.
///
/// ```swift
/// struct Row: Diffable, Equatable {
///   var id: String
///   var title: String
///   var diffID: String { id }
/// }
/// // `isContentEqual(to:)` comes from `Equatable`.
/// ```
public protocol Diffable {
  /// The type of the identity.
  associatedtype DiffID: Hashable

  /// The identity that stays the same while the content changes.
  var diffID: DiffID { get }

  /// Whether this value shows the same content as another value with the same identity.
  /// - Parameter other: A value with the same ``diffID``.
  /// - Returns: `true` when nothing visible changed, so the element needs neither a reload nor a reconfigure.
  func isContentEqual(to other: Self) -> Bool
}

extension Diffable where Self: Equatable {
  /// Compares the whole value with `==`.
  /// - Parameter other: A value with the same ``diffID``.
  /// - Returns: `self == other`.
  @inlinable
  public func isContentEqual(to other: Self) -> Bool { self == other }
}

// Plain identities are their own content, so lists of them can be diffed directly.

extension Int: Diffable {
  /// The integer itself.
  @inlinable public var diffID: Int { self }
}

extension String: Diffable {
  /// The string itself.
  @inlinable public var diffID: String { self }
}

/// A section of a list to diff: a model (identity + content, for the header and footer) and its items.
///
/// Build sections from plain arrays:
///
/// ```swift
/// let old = [DiffSection(model: "Contact", items: ["name", "email"])]
/// let new = [DiffSection(model: "Contact", items: ["name", "phone", "email"])]
/// let update = ListDiff.diff(from: old, to: new)
/// // update.stages[0].itemInserts == [ItemPath(item: 1, section: 0)]
/// ```
public struct DiffSection<Model: Diffable, Item: Diffable> {
  /// The section's identity and header content.
  public var model: Model
  /// The items, in display order.
  public var items: [Item]

  /// Creates a section.
  /// - Parameters:
  ///   - model: The section's identity and header content.
  ///   - items: The items, in display order.
  @inlinable
  public init(model: Model, items: [Item]) {
    self.model = model
    self.items = items
  }
}

extension DiffSection: Sendable where Model: Sendable, Item: Sendable {}
extension DiffSection: Equatable where Model: Equatable, Item: Equatable {}
extension DiffSection: Hashable where Model: Hashable, Item: Hashable {}

/// The model of the single section that a flat list diff uses: every flat list is one section with the same
/// identity and content.
@usableFromInline
internal struct _FlatSectionModel: Diffable, Equatable, Sendable {
  @usableFromInline
  internal init() {}
  @usableFromInline
  internal var diffID: Int { 0 }
}
