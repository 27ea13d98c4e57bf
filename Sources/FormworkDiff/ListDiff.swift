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

// What became of a section of the new list.
@usableFromInline internal let _sectionInserted = 0
@usableFromInline internal let _sectionKept = 1
@usableFromInline internal let _sectionMoved = 2
/// Moved while its items change: deleted and inserted instead, which UIKit accepts.
@usableFromInline internal let _sectionReplaced = 3

@inlinable
internal func _diffSections<Model: Diffable, Item: Diffable>(
  old: [DiffSection<Model, Item>], new: [DiffSection<Model, Item>], options: DiffOptions
) -> ListUpdate {
  let oldSectionCount = old.count
  let newSectionCount = new.count
  let reportsOldPaths = options.contentChanges == .reload

  // 1. Pair sections by identity.
  var oldSectionToNew = ContiguousArray(repeating: -1, count: oldSectionCount)
  var newSectionToOld = ContiguousArray(repeating: -1, count: newSectionCount)
  do {
    var table = _IdentityTable<Model.DiffID>(count: oldSectionCount) { yield in
      for section in old { yield(section.model.diffID) }
    }
    table.withClaims { claim in
      for newSection in 0..<newSectionCount {
        let oldSection = claim(new[newSection].model.diffID)
        if oldSection >= 0 {
          oldSectionToNew[oldSection] = newSection
          newSectionToOld[newSection] = oldSection
        }
      }
    }
  }

  // 2. Choose the paired sections whose items take part, and number their items globally, section after
  // section. Under the unique-identity promise, a section whose item array is the same buffer on both sides
  // can only pair its items with themselves, in order, unchanged: skip it.
  var oldStart = ContiguousArray(repeating: -1, count: oldSectionCount)
  var newStart = ContiguousArray(repeating: -1, count: newSectionCount)
  var newItemCount = 0
  for newSection in 0..<newSectionCount {
    let oldSection = newSectionToOld[newSection]
    if oldSection < 0 { continue }
    if options.identitiesAreUnique && _sharesStorage(old[oldSection].items, new[newSection].items) { continue }
    newStart[newSection] = newItemCount
    newItemCount += new[newSection].items.count
  }
  // The taking-part old sections in order with their first global index, to find an item's section.
  var partStarts = ContiguousArray<Int>()
  var partSections = ContiguousArray<Int>()
  var oldItemCount = 0
  for oldSection in 0..<oldSectionCount {
    let newSection = oldSectionToNew[oldSection]
    if newSection < 0 || newStart[newSection] < 0 { continue }
    oldStart[oldSection] = oldItemCount
    partStarts.append(oldItemCount)
    partSections.append(oldSection)
    oldItemCount += old[oldSection].items.count
  }
  /// The old section holding global old index `index`: the last one starting at or before it.
  func oldSectionOf(_ index: Int) -> Int {
    var low = 0
    var high = partStarts.count - 1
    while low < high {
      let middle = (low + high + 1) >> 1
      if partStarts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return partSections[low]
  }

  // 3. Pair items by identity across the taking-part sections.
  var newToOld = ContiguousArray<Int32>(repeating: -1, count: newItemCount)
  var isOldKept = ContiguousArray(repeating: false, count: oldItemCount)
  do {
    var table = _IdentityTable<Item.DiffID>(count: oldItemCount) { yield in
      for oldSection in 0..<oldSectionCount where oldStart[oldSection] >= 0 {
        for item in old[oldSection].items { yield(item.diffID) }
      }
    }
    newToOld.withUnsafeMutableBufferPointer { newToOld in
      isOldKept.withUnsafeMutableBufferPointer { isOldKept in
        table.withClaims { claim in
          for newSection in 0..<newSectionCount where newStart[newSection] >= 0 {
            var newIndex = newStart[newSection]
            for item in new[newSection].items {
              let oldIndex = claim(item.diffID)
              if oldIndex >= 0 {
                newToOld[newIndex] = Int32(truncatingIfNeeded: oldIndex)
                isOldKept[oldIndex] = true
              }
              newIndex += 1
            }
          }
        }
      }
    }
  }

  // 4. A paired section is dirty when it has any item operation. With equal counts, every new item coming
  // from the same old section in increasing order means every old item went there too: clean.
  var isDirty = ContiguousArray(repeating: false, count: newSectionCount)
  for newSection in 0..<newSectionCount where newStart[newSection] >= 0 {
    let oldSection = newSectionToOld[newSection]
    let count = new[newSection].items.count
    if old[oldSection].items.count != count {
      isDirty[newSection] = true
      continue
    }
    let start = newStart[newSection]
    let base = oldStart[oldSection]
    var previous = -1
    for newIndex in start..<(start + count) {
      let offset = Int(newToOld[newIndex]) - base
      // Also true for inserted items (-1 - base < 0) and items from other sections (out of range).
      if offset <= previous || offset >= count {
        isDirty[newSection] = true
        break
      }
      previous = offset
    }
  }

  // 5. Sections keep their place along a longest increasing subsequence of old indices, preferring dirty
  // sections (which must not move) and then sections at their own index.
  var sectionState = ContiguousArray(repeating: _sectionInserted, count: newSectionCount)
  var hasReplacedSections = false
  do {
    var values = ContiguousArray<Int32>()
    var weights = ContiguousArray<Int32>()
    var isIncreasing = true
    // Lexicographic preference (dirty first) as long as the weights' sum fits in 32 bits.
    let small = newSectionCount < 40_000
    let dirtyWeight = Int32(small ? newSectionCount + 1 : 1)
    let fixedWeight: Int32 = small ? 1 : 0
    for newSection in 0..<newSectionCount {
      let oldSection = newSectionToOld[newSection]
      if oldSection < 0 { continue }
      if let last = values.last, last > oldSection { isIncreasing = false }
      values.append(Int32(truncatingIfNeeded: oldSection))
      weights.append((isDirty[newSection] ? dirtyWeight : 0) + (oldSection == newSection ? fixedWeight : 0))
    }
    let isKept =
      isIncreasing
      ? ContiguousArray(repeating: true, count: values.count)
      : _weightedLongestIncreasingSubsequence(values: values, weights: weights)
    var position = 0
    for newSection in 0..<newSectionCount where newSectionToOld[newSection] >= 0 {
      if isKept[position] {
        sectionState[newSection] = _sectionKept
      } else if isDirty[newSection] {
        sectionState[newSection] = _sectionReplaced
        hasReplacedSections = true
      } else {
        sectionState[newSection] = _sectionMoved
      }
      position += 1
    }
  }
  // Items of replaced sections are inserted with them: their old partners elsewhere are deleted.
  if hasReplacedSections {
    for newSection in 0..<newSectionCount where sectionState[newSection] == _sectionReplaced {
      let start = newStart[newSection]
      for newIndex in start..<(start + new[newSection].items.count) where newToOld[newIndex] >= 0 {
        isOldKept[Int(newToOld[newIndex])] = false
      }
    }
  }

  // 6. Emit the structural stage and collect content changes.
  var structural = ListUpdate.Stage()
  var changedNew: [ItemPath] = []
  var changedOld: [ItemPath] = []
  var changedSectionsNew: [Int] = []
  var changedSectionsOld: [Int] = []

  for oldSection in 0..<oldSectionCount {
    let newSection = oldSectionToNew[oldSection]
    if newSection < 0 || sectionState[newSection] == _sectionReplaced {
      structural.sectionDeletes.append(oldSection)
      continue
    }
    guard isDirty[newSection] else { continue }
    let start = oldStart[oldSection]
    for offset in 0..<old[oldSection].items.count where !isOldKept[start + offset] {
      structural.itemDeletes.append(ItemPath(item: offset, section: oldSection))
    }
  }

  for newSection in 0..<newSectionCount {
    let state = sectionState[newSection]
    if state == _sectionInserted || state == _sectionReplaced {
      structural.sectionInserts.append(newSection)
      continue
    }
    let oldSection = newSectionToOld[newSection]
    if state == _sectionMoved {
      structural.sectionMoves.append(ListUpdate.Move(from: oldSection, to: newSection))
    }
    if !old[oldSection].model.isContentEqual(to: new[newSection].model) {
      changedSectionsNew.append(newSection)
      changedSectionsOld.append(oldSection)
    }
    let start = newStart[newSection]
    if start < 0 { continue }  // Skipped: the same items in the same order.
    let newItems = new[newSection].items
    let oldItems = old[oldSection].items
    let base = oldStart[oldSection]
    let count = newItems.count
    let oldCount = oldItems.count
    if !isDirty[newSection] {
      for offset in 0..<count {
        let oldOffset = Int(newToOld[start + offset]) - base
        if !oldItems[oldOffset].isContentEqual(to: newItems[offset]) {
          changedNew.append(ItemPath(item: offset, section: newSection))
          if reportsOldPaths { changedOld.append(ItemPath(item: oldOffset, section: oldSection)) }
        }
      }
      continue
    }
    // Items that stay in this section, in new order, by old offset; weight 1 for those at their own path.
    var isIncreasing = true
    var weights = ContiguousArray<Int32>(repeating: 0, count: count)
    let values = newToOld.withUnsafeBufferPointer { newToOld in
      weights.withUnsafeMutableBufferPointer { weights in
        ContiguousArray<Int32>(unsafeUninitializedCapacity: count) { values, kept in
          var last = -1
          for offset in 0..<count {
            let oldOffset = Int(newToOld[start + offset]) - base
            if oldOffset < 0 || oldOffset >= oldCount { continue }
            if oldOffset < last { isIncreasing = false }
            last = oldOffset
            (values.baseAddress! + kept).initialize(to: Int32(truncatingIfNeeded: oldOffset))
            if oldSection == newSection && oldOffset == offset { weights[kept] = 1 }
            kept += 1
          }
        }
      }
    }
    weights.removeLast(weights.count - values.count)
    let isKept =
      isIncreasing
      ? ContiguousArray(repeating: true, count: values.count)
      : _weightedLongestIncreasingSubsequence(values: values, weights: weights)
    var position = 0
    for offset in 0..<count {
      let to = ItemPath(item: offset, section: newSection)
      let oldIndex = Int(newToOld[start + offset])
      if oldIndex < 0 {
        structural.itemInserts.append(to)
        continue
      }
      let oldOffset = oldIndex - base
      if oldOffset < 0 || oldOffset >= oldCount {
        // From another section: a move, unless that section is replaced (then its copy went with it).
        let fromSection = oldSectionOf(oldIndex)
        if sectionState[oldSectionToNew[fromSection]] == _sectionReplaced {
          structural.itemInserts.append(to)
          continue
        }
        let from = ItemPath(item: oldIndex - oldStart[fromSection], section: fromSection)
        structural.itemMoves.append(ListUpdate.Move(from: from, to: to))
        if !old[fromSection].items[from.item].isContentEqual(to: newItems[offset]) {
          changedNew.append(to)
          if reportsOldPaths { changedOld.append(from) }
        }
        continue
      }
      let from = ItemPath(item: oldOffset, section: oldSection)
      if !isKept[position] {
        structural.itemMoves.append(ListUpdate.Move(from: from, to: to))
      }
      position += 1
      if !oldItems[oldOffset].isContentEqual(to: newItems[offset]) {
        changedNew.append(to)
        if reportsOldPaths { changedOld.append(from) }
      }
    }
  }

  // 7. Content changes: reconfigure in place, or reload in the structural stage when UIKit allows it there,
  // else in a stage of their own.
  var update = ListUpdate()
  switch options.contentChanges {
  case .reconfigure:
    if !structural.isEmpty { update.stages.append(structural) }
    update.changedItems = changedNew
    update.changedSections = changedSectionsNew
  case .reload:
    var isReloadedSection = ContiguousArray(repeating: false, count: newSectionCount)
    for newSection in changedSectionsNew { isReloadedSection[newSection] = true }
    var itemReloadsNew: [ItemPath] = []
    var itemReloadsOld: [ItemPath] = []
    for index in changedNew.indices where !isReloadedSection[changedNew[index].section] {
      itemReloadsNew.append(changedNew[index])
      itemReloadsOld.append(changedOld[index])
    }
    var canShareStage = true
    if !changedSectionsNew.isEmpty {
      // C1: no section reload next to other section changes; A10: no item operation in a reloaded section.
      if !structural.sectionDeletes.isEmpty || !structural.sectionInserts.isEmpty
        || !structural.sectionMoves.isEmpty || changedSectionsNew.contains(where: { isDirty[$0] })
      {
        canShareStage = false
      }
    }
    if !itemReloadsNew.isEmpty && (!structural.itemMoves.isEmpty || !structural.sectionMoves.isEmpty) {
      canShareStage = false  // C3: no item reload next to moves.
    }
    if canShareStage {
      // No section moved, so old indices keep the new order.
      structural.sectionReloads = changedSectionsOld
      structural.itemReloads = itemReloadsOld
      if !structural.isEmpty { update.stages.append(structural) }
    } else {
      if !structural.isEmpty { update.stages.append(structural) }
      update.stages.append(ListUpdate.Stage(sectionReloads: changedSectionsNew, itemReloads: itemReloadsNew))
    }
  }
  if let limit = options.maxAnimatedChanges {
    update.requiresReload = update.changeCount > limit
  }
  return update
}
