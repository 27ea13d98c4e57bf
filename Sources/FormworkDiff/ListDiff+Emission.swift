// Steps 6 and 7 of `_diffSections`: the changes UIKit performs, and the update that carries them.

/// Step 6: the structural stage, with the content changes found on the way; step 7 turns them into the
/// update.
@usableFromInline
internal struct _ListChanges {
  @usableFromInline internal var structural = ListUpdate.Stage()
  /// Items whose content changed, at their new paths and (when reloading) their old ones.
  @usableFromInline internal var changedNew: [ItemPath] = []
  @usableFromInline internal var changedOld: [ItemPath] = []
  /// Sections whose model's content changed, at their new and old indices.
  @usableFromInline internal var changedSectionsNew: [Int] = []
  @usableFromInline internal var changedSectionsOld: [Int] = []
  /// Whether old paths of changed items are recorded (reloads address them in the old list).
  @usableFromInline internal let reportsOldPaths: Bool

  @inlinable
  internal init(reportsOldPaths: Bool) {
    self.reportsOldPaths = reportsOldPaths
  }

  /// Step 6a: deletes, in the old list: unpaired and replaced sections, and the items that leave the dirty
  /// sections that stay.
  @inlinable
  internal mutating func emitDeletes<Model: Diffable, Item: Diffable>(
    old: [DiffSection<Model, Item>], sections: _SectionPairing, numbering: _ItemNumbering, items: _ItemPairing,
    isDirty: ContiguousArray<Bool>, placement: _SectionPlacement
  ) {
    for oldSection in 0..<old.count {
      let newSection = sections.oldToNew[oldSection]
      if newSection < 0 || placement.state[newSection] == _sectionReplaced {
        structural.sectionDeletes.append(oldSection)
        continue
      }
      guard isDirty[newSection] else { continue }
      let start = numbering.oldStart[oldSection]
      for offset in 0..<old[oldSection].items.count where !items.isOldKept[start + offset] {
        structural.itemDeletes.append(ItemPath(item: offset, section: oldSection))
      }
    }
  }

  /// Step 6b: inserts, moves and content changes, in the new list, section after section.
  @inlinable
  internal mutating func emitNewSide<Model: Diffable, Item: Diffable>(
    old: [DiffSection<Model, Item>], new: [DiffSection<Model, Item>], sections: _SectionPairing,
    numbering: _ItemNumbering, items: _ItemPairing, isDirty: ContiguousArray<Bool>, placement: _SectionPlacement
  ) {
    for newSection in 0..<new.count {
      let state = placement.state[newSection]
      if state == _sectionInserted || state == _sectionReplaced {
        structural.sectionInserts.append(newSection)
        continue
      }
      let oldSection = sections.newToOld[newSection]
      if state == _sectionMoved {
        structural.sectionMoves.append(ListUpdate.Move(from: oldSection, to: newSection))
      }
      if !old[oldSection].model.isContentEqual(to: new[newSection].model) {
        changedSectionsNew.append(newSection)
        changedSectionsOld.append(oldSection)
      }
      if numbering.newStart[newSection] < 0 { continue }  // Skipped: the same items in the same order.
      if isDirty[newSection] {
        emitItems(
          of: newSection, from: oldSection, old: old, new: new, sections: sections, numbering: numbering,
          items: items, placement: placement)
      } else {
        collectContentChanges(
          of: newSection, from: oldSection, old: old, new: new, numbering: numbering, items: items)
      }
    }
  }

  /// Step 6c: the content changes of a clean section, whose items are paired with its old ones in order.
  @inlinable
  internal mutating func collectContentChanges<Model: Diffable, Item: Diffable>(
    of newSection: Int, from oldSection: Int, old: [DiffSection<Model, Item>], new: [DiffSection<Model, Item>],
    numbering: _ItemNumbering, items: _ItemPairing
  ) {
    let start = numbering.newStart[newSection]
    let newItems = new[newSection].items
    let oldItems = old[oldSection].items
    let base = numbering.oldStart[oldSection]
    for offset in 0..<newItems.count {
      let oldOffset = Int(items.newToOld[start + offset]) - base
      if !oldItems[oldOffset].isContentEqual(to: newItems[offset]) {
        changedNew.append(ItemPath(item: offset, section: newSection))
        if reportsOldPaths { changedOld.append(ItemPath(item: oldOffset, section: oldSection)) }
      }
    }
  }

  /// Step 6d: the item inserts and moves of a dirty section that stays, and its content changes. Items that
  /// stay in the section keep their place along a longest increasing subsequence of their old offsets.
  @inlinable
  internal mutating func emitItems<Model: Diffable, Item: Diffable>(
    of newSection: Int, from oldSection: Int, old: [DiffSection<Model, Item>], new: [DiffSection<Model, Item>],
    sections: _SectionPairing, numbering: _ItemNumbering, items: _ItemPairing, placement: _SectionPlacement
  ) {
    let start = numbering.newStart[newSection]
    let newItems = new[newSection].items
    let oldItems = old[oldSection].items
    let base = numbering.oldStart[oldSection]
    let count = newItems.count
    let isKept = _keptItems(
      in: newSection, from: oldSection, start: start, base: base, count: count, oldCount: oldItems.count,
      newToOld: items.newToOld)
    var position = 0
    for offset in 0..<count {
      let to = ItemPath(item: offset, section: newSection)
      let oldIndex = Int(items.newToOld[start + offset])
      if oldIndex < 0 {
        structural.itemInserts.append(to)
        continue
      }
      let oldOffset = oldIndex - base
      if oldOffset < 0 || oldOffset >= oldItems.count {
        // From another section: a move, unless that section is replaced (then its copy went with it).
        let fromSection = numbering.oldSection(holding: oldIndex)
        if placement.state[sections.oldToNew[fromSection]] == _sectionReplaced {
          structural.itemInserts.append(to)
          continue
        }
        let from = ItemPath(item: oldIndex - numbering.oldStart[fromSection], section: fromSection)
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

  /// Step 7: content changes reconfigured in place, or reloaded in the structural stage when UIKit allows it
  /// there, else in a stage of their own; then the reload threshold.
  @inlinable
  internal consuming func makeUpdate(options: DiffOptions, isDirty: ContiguousArray<Bool>) -> ListUpdate {
    var update = ListUpdate()
    switch options.contentChanges {
    case .reconfigure:
      if !structural.isEmpty { update.stages.append(structural) }
      update.changedItems = changedNew
      update.changedSections = changedSectionsNew
    case .reload:
      var isReloadedSection = ContiguousArray(repeating: false, count: isDirty.count)
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
}

/// Which items that stay in a dirty section keep their place: their old offsets, in new order, along a
/// longest increasing subsequence, preferring (weight 1) those at their own index path.
@inlinable
internal func _keptItems(
  in newSection: Int, from oldSection: Int, start: Int, base: Int, count: Int, oldCount: Int,
  newToOld: ContiguousArray<Int32>
) -> ContiguousArray<Bool> {
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
  return _keptInPlace(values: values, weights: weights, isIncreasing: isIncreasing)
}
