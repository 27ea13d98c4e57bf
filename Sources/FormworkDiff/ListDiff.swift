/// The diff: from an old sectioned list to a new one, the smallest UIKit-safe batch of changes.
///
/// ```swift
/// let old = [DiffSection(model: "A", items: [1, 2, 3]), DiffSection(model: "B", items: [4])]
/// let new = [DiffSection(model: "B", items: [4]), DiffSection(model: "A", items: [3, 1])]
/// let update = ListDiff.diff(from: old, to: new)
/// // One stage: section B moves 1 -> 0 (A, whose items change, stays), item 2 is deleted at [0, 1],
/// // item 3 moves [0, 2] -> [1, 0] (1 stays: one move, not two).
/// ```
///
/// How it works (Heckel's algorithm, extended to two levels):
/// - Sections are paired by identity, then items are paired by identity across all sections that exist in
///   both lists. Repeated identities are paired **first-in-first-out**: the k-th old occurrence of an identity
///   (in reading order: section by section, item by item) pairs with its k-th new occurrence; extra old ones
///   are deleted and extra new ones inserted. Nothing is dropped and nothing crashes.
/// - Items of deleted sections go with their section; items of inserted sections come with theirs. A pair
///   whose old or new section is deleted, inserted or replaced (see below) is not kept: the old item leaves
///   with its section and the new one is inserted.
/// - Within a section, the items kept there stay in place along a longest increasing subsequence of their old
///   positions and the others move, so item moves = kept items − LIS, plus one move per item changing
///   section. Among equally long subsequences the diff keeps the most items at their own index path, so a
///   move whose source and destination paths are equal only happens when no minimal set of moves avoids it.
/// - Sections move the same way. UIKit can't move a section and change its items in the same batch, so among
///   equally long subsequences of sections the diff keeps in place those whose items change; a section that
///   must still move while its items change is deleted and inserted instead.
/// - The first stage holds every structural change and ends in the new list's shape; reloads join it when
///   UIKit allows (no moves with item reloads; section reloads only without other section changes), else
///   they form a second stage indexed in the new list.
/// - Fast path: with ``DiffOptions/identitiesAreUnique``, a section present in both lists whose `items`
///   arrays are the same buffer (an unchanged copy-on-write copy) is skipped without reading its items, so
///   a 10,000-row form where one 100-row section changed costs O(sections + 100), with the same result.
public enum ListDiff {
  /// Diffs two sectioned lists.
  ///
  /// ```swift
  /// let update = ListDiff.diff(from: oldSections, to: newSections, options: DiffOptions(maxAnimatedChanges: 200))
  /// ```
  ///
  /// - Parameters:
  ///   - old: The list on screen.
  ///   - new: The list to show.
  ///   - options: Content-change handling, the unique-identity fast path and the reload threshold.
  /// - Returns: The stages to perform and the elements to reconfigure.
  /// - Complexity: O(n + m) expected for n old and m new items and sections, plus the longest increasing
  ///   subsequence of the k items kept in sections whose order changed: O(k) when mostly in order,
  ///   O(k log k) at worst. With ``DiffOptions/identitiesAreUnique``, sections whose items share storage
  ///   cost O(1) each.
  @inlinable
  public static func diff<Model: Diffable, Item: Diffable>(
    from old: [DiffSection<Model, Item>], to new: [DiffSection<Model, Item>],
    options: DiffOptions = DiffOptions()
  ) -> ListUpdate {
    _diffSections(old: old, new: new, options: options)
  }

  /// Diffs two flat lists, shown as one section (section 0).
  ///
  /// ```swift
  /// let update = ListDiff.diff(from: ["a", "b", "c"], to: ["c", "a", "b"])
  /// // update.stages[0].itemMoves == [Move(from: [0, 2], to: [0, 0])]
  /// ```
  ///
  /// - Parameters:
  ///   - old: The items on screen.
  ///   - new: The items to show.
  ///   - options: Content-change handling, the unique-identity fast path and the reload threshold.
  /// - Returns: The stages to perform and the items to reconfigure, all in section 0.
  /// - Complexity: O(n + m) expected for n old and m new items, plus the longest increasing subsequence of
  ///   the k kept items when their order changed: O(k) when mostly in order, O(k log k) at worst.
  @inlinable
  public static func diff<Item: Diffable>(
    from old: [Item], to new: [Item], options: DiffOptions = DiffOptions()
  ) -> ListUpdate {
    _diffSections(
      old: [DiffSection(model: _FlatSectionModel(), items: old)],
      new: [DiffSection(model: _FlatSectionModel(), items: new)],
      options: options)
  }
}

/// Whether two arrays are the same copy-on-write buffer, without looking at their elements.
@inlinable
internal func _sharesStorage<Element>(_ lhs: [Element], _ rhs: [Element]) -> Bool {
  let count = lhs.count
  if count != rhs.count { return false }
  if count == 0 { return true }
  return lhs.withUnsafeBufferPointer { lhs in
    rhs.withUnsafeBufferPointer { rhs in lhs.baseAddress == rhs.baseAddress }
  }
}

/// The two-level diff behind ``ListDiff``, as the steps its documentation describes; each step is
/// documented where it is defined (`ListDiff+Pairing.swift`, `ListDiff+Emission.swift`).
@inlinable
internal func _diffSections<Model: Diffable, Item: Diffable>(
  old: [DiffSection<Model, Item>], new: [DiffSection<Model, Item>], options: DiffOptions
) -> ListUpdate {
  let sections = _SectionPairing(old: old, new: new)
  let numbering = _ItemNumbering(
    old: old, new: new, sections: sections, skipsSharedStorage: options.identitiesAreUnique)
  var items = _ItemPairing(old: old, new: new, numbering: numbering)
  let isDirty = _dirtySections(old: old, new: new, sections: sections, numbering: numbering, items: items)
  let placement = _SectionPlacement(sections: sections, isDirty: isDirty)
  if placement.hasReplacedSections {
    items.releasePartners(ofReplacedSectionsIn: new, numbering: numbering, placement: placement)
  }
  var changes = _ListChanges(reportsOldPaths: options.contentChanges == .reload)
  changes.emitDeletes(
    old: old, sections: sections, numbering: numbering, items: items, isDirty: isDirty, placement: placement)
  changes.emitNewSide(
    old: old, new: new, sections: sections, numbering: numbering, items: items, isDirty: isDirty,
    placement: placement)
  return changes.makeUpdate(options: options, isDirty: isDirty)
}
