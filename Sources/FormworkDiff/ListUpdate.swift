/// The changes that turn an old sectioned list into a new one, ready for UIKit's batch updates.
///
/// Apply it like this (the data source holds the new list before the first stage, because no stage needs an
/// intermediate list: the first stage already ends in the new list's shape and later stages only reload):
///
/// ```swift
/// let update = ListDiff.diff(from: oldSections, to: newSections)
/// dataSource.sections = newSections
/// if update.requiresReload {
///   tableView.reloadData()
/// } else {
///   for stage in update.stages {
///     tableView.performBatchUpdates { stage.apply(to: tableView) }  // your own small adapter
///   }
///   for path in update.changedItems { reconfigure(cellAt: path) }
///   for section in update.changedSections { reconfigure(headerOf: section) }
/// }
/// ```
///
/// Index semantics follow UIKit's: inside a stage, deletes, reloads and move sources are indices in the list
/// as it was before that stage; inserts and move destinations are indices in the list after it.
public struct ListUpdate: Sendable, Equatable {
  /// A move from a position before a stage to a position after it.
  public struct Move<Position: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// The position before the stage.
    public var from: Position
    /// The position after the stage.
    public var to: Position

    /// Creates a move.
    /// - Parameters:
    ///   - from: The position before the stage.
    ///   - to: The position after the stage.
    @inlinable
    public init(from: Position, to: Position) {
      self.from = from
      self.to = to
    }

    /// The move as `from -> to`.
    public var description: String { "\(from) -> \(to)" }
  }

  /// The changes of one `performBatchUpdates` call.
  ///
  /// `sectionDeletes`, `sectionReloads`, `sectionMoves[].from`, `itemDeletes`, `itemReloads` and
  /// `itemMoves[].from` are in the stage's "before" index space; `sectionInserts`, `sectionMoves[].to`,
  /// `itemInserts` and `itemMoves[].to` in its "after" space. Every array is sorted (moves by destination).
  public struct Stage: Sendable, Equatable {
    /// Sections to delete, by index before the stage.
    public var sectionDeletes: [Int]
    /// Sections to insert, by index after the stage.
    public var sectionInserts: [Int]
    /// Sections to reload (delete and insert in place), by index before the stage.
    public var sectionReloads: [Int]
    /// Sections to move, from their index before the stage to their index after it.
    public var sectionMoves: [Move<Int>]
    /// Items to delete, by path before the stage.
    public var itemDeletes: [ItemPath]
    /// Items to insert, by path after the stage.
    public var itemInserts: [ItemPath]
    /// Items to reload, by path before the stage.
    public var itemReloads: [ItemPath]
    /// Items to move, from their path before the stage to their path after it.
    public var itemMoves: [Move<ItemPath>]

    /// Creates a stage; every list defaults to empty.
    /// - Parameters:
    ///   - sectionDeletes: Sections to delete, by index before the stage.
    ///   - sectionInserts: Sections to insert, by index after the stage.
    ///   - sectionReloads: Sections to reload, by index before the stage.
    ///   - sectionMoves: Sections to move, before index to after index.
    ///   - itemDeletes: Items to delete, by path before the stage.
    ///   - itemInserts: Items to insert, by path after the stage.
    ///   - itemReloads: Items to reload, by path before the stage.
    ///   - itemMoves: Items to move, before path to after path.
    @inlinable
    public init(
      sectionDeletes: [Int] = [], sectionInserts: [Int] = [], sectionReloads: [Int] = [],
      sectionMoves: [Move<Int>] = [], itemDeletes: [ItemPath] = [], itemInserts: [ItemPath] = [],
      itemReloads: [ItemPath] = [], itemMoves: [Move<ItemPath>] = []
    ) {
      self.sectionDeletes = sectionDeletes
      self.sectionInserts = sectionInserts
      self.sectionReloads = sectionReloads
      self.sectionMoves = sectionMoves
      self.itemDeletes = itemDeletes
      self.itemInserts = itemInserts
      self.itemReloads = itemReloads
      self.itemMoves = itemMoves
    }

    /// The number of operations in the stage (a move counts once).
    @inlinable
    public var changeCount: Int {
      sectionDeletes.count + sectionInserts.count + sectionReloads.count + sectionMoves.count
        + itemDeletes.count + itemInserts.count + itemReloads.count + itemMoves.count
    }

    /// Whether the stage has no operation.
    @inlinable
    public var isEmpty: Bool { changeCount == 0 }
  }

  /// The batches to perform, in order. Each one is a `performBatchUpdates` call.
  ///
  /// At most two: one structural stage (deletes, inserts, moves, and reloads when UIKit allows them in the
  /// same batch) and, only when reloads can't share it, a second stage with only reloads, whose indices are
  /// then those of the new list.
  public var stages: [Stage]

  /// Items whose identity stayed but whose content changed, by path in the new list, sorted.
  ///
  /// With ``DiffOptions/ContentChanges-swift.enum/reconfigure`` (the default) a renderer reconfigures these
  /// cells in place after performing the stages; they are not in any stage. With
  /// ``DiffOptions/ContentChanges-swift.enum/reload`` this is empty and the changes are item reloads instead.
  /// Items of inserted, deleted or reloaded sections are never listed.
  public var changedItems: [ItemPath]

  /// Sections whose identity stayed but whose model content changed, by index in the new list, sorted.
  ///
  /// Same rules as ``changedItems``: with `.reload` this is empty and the sections are reloaded instead.
  public var changedSections: [Int]

  /// Whether the number of changes exceeds the caller's ``DiffOptions/maxAnimatedChanges``, so the caller
  /// should call `reloadData()` instead of animating. The stages are filled in anyway.
  public var requiresReload: Bool

  /// Creates an update from its parts; the diff builds these, tests and adapters may too.
  /// - Parameters:
  ///   - stages: The batches, in order.
  ///   - changedItems: Items to reconfigure, in the new list.
  ///   - changedSections: Sections to reconfigure, in the new list.
  ///   - requiresReload: Whether the caller should reload instead of animating.
  @inlinable
  public init(
    stages: [Stage] = [], changedItems: [ItemPath] = [], changedSections: [Int] = [],
    requiresReload: Bool = false
  ) {
    self.stages = stages
    self.changedItems = changedItems
    self.changedSections = changedSections
    self.requiresReload = requiresReload
  }

  /// The update with no change.
  public static let empty = ListUpdate()

  /// The total number of changes: every operation of every stage plus every changed item and section.
  ///
  /// This is the number that ``DiffOptions/maxAnimatedChanges`` is compared with.
  @inlinable
  public var changeCount: Int {
    var count = changedItems.count + changedSections.count
    for stage in stages { count += stage.changeCount }
    return count
  }

  /// Whether nothing changed at all.
  @inlinable
  public var isEmpty: Bool { changeCount == 0 }
}

/// How ``ListDiff`` reports changes and which shortcuts it may take.
public struct DiffOptions: Sendable, Equatable {
  /// What to do with elements whose identity stayed but whose content changed.
  public enum ContentChanges: Sendable, Equatable {
    /// Report them in ``ListUpdate/changedItems`` and ``ListUpdate/changedSections`` only, so that the
    /// renderer reconfigures them in place (no cell is replaced, a focused text field keeps focus).
    case reconfigure
    /// Reload them in a stage instead (in the structural stage when UIKit allows it, else in a second stage).
    /// A section whose model changed is reloaded as a whole, and its items are then not reloaded one by one.
    case reload
  }

  /// What to do with content changes; `.reconfigure` by default.
  public var contentChanges: ContentChanges

  /// The caller's promise that item identities are unique across the whole old list and across the whole new
  /// list (and section identities likewise). Enables the shared-storage fast path.
  ///
  /// With it, a section present in both lists whose `items` arrays share the same storage (same buffer and
  /// count, which is what an unchanged copy-on-write array gives) is skipped without looking at its items:
  /// diffing a 10,000-row form where one 100-row section changed costs O(sections + 100). The result is then
  /// identical to the full diff's. If the promise is broken the result is still a valid batch, but
  /// duplicates may not be paired first-in-first-out.
  public var identitiesAreUnique: Bool

  /// The most changes (``ListUpdate/changeCount``) worth animating; above it the update has
  /// ``ListUpdate/requiresReload`` set. `nil` (the default) means no limit.
  public var maxAnimatedChanges: Int?

  /// Creates options.
  /// - Parameters:
  ///   - contentChanges: What to do with content changes.
  ///   - identitiesAreUnique: Whether the caller promises unique identities.
  ///   - maxAnimatedChanges: The most changes worth animating, or `nil` for no limit.
  @inlinable
  public init(
    contentChanges: ContentChanges = .reconfigure, identitiesAreUnique: Bool = false,
    maxAnimatedChanges: Int? = nil
  ) {
    self.contentChanges = contentChanges
    self.identitiesAreUnique = identitiesAreUnique
    self.maxAnimatedChanges = maxAnimatedChanges
  }
}

extension ListUpdate.Stage: CustomStringConvertible {
  /// The non-empty lists, such as `Stage(itemDeletes: [[0, 1]], itemMoves: [[0, 2] -> [0, 0]])`.
  public var description: String {
    var parts: [String] = []
    func add<Element>(_ name: String, _ list: [Element]) {
      if !list.isEmpty { parts.append("\(name): \(list)") }
    }
    add("sectionDeletes", sectionDeletes)
    add("sectionInserts", sectionInserts)
    add("sectionReloads", sectionReloads)
    add("sectionMoves", sectionMoves)
    add("itemDeletes", itemDeletes)
    add("itemInserts", itemInserts)
    add("itemReloads", itemReloads)
    add("itemMoves", itemMoves)
    return "Stage(\(parts.joined(separator: ", ")))"
  }
}

extension ListUpdate: CustomStringConvertible {
  /// The stages and the non-empty change lists.
  public var description: String {
    var parts = ["stages: \(stages)"]
    if !changedItems.isEmpty { parts.append("changedItems: \(changedItems)") }
    if !changedSections.isEmpty { parts.append("changedSections: \(changedSections)") }
    if requiresReload { parts.append("requiresReload: true") }
    return "ListUpdate(\(parts.joined(separator: ", ")))"
  }
}
