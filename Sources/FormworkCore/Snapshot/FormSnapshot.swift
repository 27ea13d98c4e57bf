import FormworkDiff

/// The visible structure of a form: its visible sections, each with its visible rows, in order.
///
/// Renderers draw exactly this. Lookups go both ways in O(1) through the form
/// (``Form/rowID(at:)`` and ``Form/indexPath(of:)``, GSForm's `rowAtIndexPath` and
/// `indexPathOfGSRow`).
public struct FormSnapshot: Sendable, Equatable {
  /// The structure as FormworkDiff sees it; kept as is so a snapshot costs O(1) to hand out.
  let diffSections: [DiffSection<SectionID, RowID>]

  init(_ diffSections: [DiffSection<SectionID, RowID>]) { self.diffSections = diffSections }

  /// A snapshot of the given sections (for tests and custom renderers).
  public init(sections: [SnapshotSection]) {
    diffSections = sections.map { DiffSection(model: $0.id, items: $0.rows) }
  }

  /// The visible sections, in order.
  ///
  /// - Complexity: O(*s*) for *s* sections; prefer ``sectionCount`` and ``rows(inSection:)``.
  public var sections: [SnapshotSection] { diffSections.map { SnapshotSection(id: $0.model, rows: $0.items) } }

  /// The number of visible sections.
  public var sectionCount: Int { diffSections.count }

  /// The identity of the section at `index`.
  public func sectionID(at index: Int) -> SectionID { diffSections[index].model }

  /// The visible rows of the section at `index`.
  public func rows(inSection index: Int) -> [RowID] { diffSections[index].items }

  /// The number of visible rows in all sections.
  public var rowCount: Int { diffSections.reduce(0) { $0 + $1.items.count } }

  /// The row at an index path, if there is one.
  ///
  /// - Complexity: O(1).
  public subscript(path: ItemPath) -> RowID? {
    guard diffSections.indices.contains(path.section), diffSections[path.section].items.indices.contains(path.item)
    else { return nil }
    return diffSections[path.section].items[path.item]
  }
}

extension FormSnapshot {
  /// The first row after (or before) `path` in display order, across sections, that `matches`;
  /// `path` itself is not considered. `ItemPath(item: -1, section: 0)` starts before the first row.
  ///
  /// - Complexity: O(*k*) for the *k* rows passed over.
  func row(from path: ItemPath, forward: Bool, where matches: (RowID) -> Bool) -> RowID? {
    var section = path.section
    var item = path.item
    while section >= 0 && section < sectionCount {
      let rows = rows(inSection: section)
      item += forward ? 1 : -1
      while item >= 0 && item < rows.count {
        if matches(rows[item]) { return rows[item] }
        item += forward ? 1 : -1
      }
      section += forward ? 1 : -1
      guard section >= 0 && section < sectionCount else { return nil }
      item = forward ? -1 : self.rows(inSection: section).count
    }
    return nil
  }
}

/// One visible section of a ``FormSnapshot``.
public struct SnapshotSection: Sendable, Equatable {
  public var id: SectionID
  public var rows: [RowID]

  public init(id: SectionID, rows: [RowID]) {
    self.id = id
    self.rows = rows
  }
}

/// What changed since the renderer's last update: one batch for the list, and the rows to
/// reconfigure in place.
///
/// Apply ``list`` with `performBatchUpdates` (one call per stage), then reconfigure
/// ``reconfigured`` rows at their new index paths. Rows in ``reconfigured`` kept their identity:
/// never reload them, so a focused text field keeps its keyboard and caret.
public struct FormUpdate: Sendable, Equatable {
  /// The structure before the update.
  public var previous: FormSnapshot
  /// The structure after the update.
  public var snapshot: FormSnapshot
  /// The staged structural changes, in UIKit's index semantics.
  public var list: ListUpdate
  /// Rows whose value, title, state or errors changed and that are visible after the update,
  /// in snapshot order.
  public var reconfigured: [RowID]
  /// The sections whose header or footer changed.
  public var reconfiguredSections: [SectionID]

  /// Whether the structure changed at all.
  public var isStructural: Bool { !list.stages.isEmpty || list.requiresReload }
}

// Identities diff by their raw integers: FormworkDiff hashes integers with a fast mix instead
// of SipHash, which is most of the cost of diffing a section.
extension RowID: Diffable {
  public var diffID: Int { rawValue }
}

extension SectionID: Diffable {
  public var diffID: Int { rawValue }
}

/// How a form hands its updates to ``Form/onUpdate(_:)`` observers.
public enum UpdateDelivery: Sendable {
  /// Only when someone calls ``Form/flush()`` (tests, the terminal renderer's loop).
  case manual
  /// At the end of every change or outermost ``Form/transaction(_:)``.
  case immediate
  /// On the main queue's next turn: every change made before it coalesces into one update
  /// (UIKit and SwiftUI renderers).
  case nextTurn
}

/// The changes made since the last flush.
struct PendingChanges {
  var reconfigure: [RowID] = []
  var dirtySections: [SectionNode] = []
  var sectionListChanged = false
  var reconfiguredSections: [SectionID] = []
  /// Hidden rows whose value the hidden-value policy clears, applied after propagation.
  var valuesToClear: [RowID] = []
  /// Rows whose chosen option was hidden, cleared of it after propagation.
  var choicesToClear: [RowID] = []

  var isEmpty: Bool {
    reconfigure.isEmpty && dirtySections.isEmpty && !sectionListChanged && reconfiguredSections.isEmpty
  }
}
