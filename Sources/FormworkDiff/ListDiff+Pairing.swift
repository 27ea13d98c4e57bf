// Steps 1 to 5 of `_diffSections`: who pairs with whom, and which sections stay in place.

// What became of a section of the new list.
@usableFromInline internal let _sectionInserted = 0
@usableFromInline internal let _sectionKept = 1
@usableFromInline internal let _sectionMoved = 2
/// Moved while its items change: deleted and inserted instead, which UIKit accepts.
@usableFromInline internal let _sectionReplaced = 3

/// Step 1: sections paired by identity, first-in-first-out among repeated identities.
@usableFromInline
internal struct _SectionPairing {
  /// The new index of each old section, or -1 when it is deleted.
  @usableFromInline internal let oldToNew: ContiguousArray<Int>
  /// The old index of each new section, or -1 when it is inserted.
  @usableFromInline internal let newToOld: ContiguousArray<Int>

  @inlinable
  internal init<Model: Diffable, Item: Diffable>(old: [DiffSection<Model, Item>], new: [DiffSection<Model, Item>]) {
    var oldSectionToNew = ContiguousArray(repeating: -1, count: old.count)
    var newSectionToOld = ContiguousArray(repeating: -1, count: new.count)
    var table = _IdentityTable<Model.DiffID>(count: old.count) { yield in
      for section in old { yield(section.model.diffID) }
    }
    table.withClaims { claim in
      for newSection in 0..<new.count {
        let oldSection = claim(new[newSection].model.diffID)
        if oldSection >= 0 {
          oldSectionToNew[oldSection] = newSection
          newSectionToOld[newSection] = oldSection
        }
      }
    }
    oldToNew = oldSectionToNew
    newToOld = newSectionToOld
  }
}

/// Step 2: the paired sections whose items take part, with their items numbered globally, section after
/// section.
///
/// Under the unique-identity promise, a section whose item array is the same buffer on both sides can only
/// pair its items with themselves, in order, unchanged: it does not take part.
@usableFromInline
internal struct _ItemNumbering {
  /// The global index of each old section's first item, or -1 when the section does not take part.
  @usableFromInline internal let oldStart: ContiguousArray<Int>
  /// The global index of each new section's first item, or -1 when the section does not take part.
  @usableFromInline internal let newStart: ContiguousArray<Int>
  @usableFromInline internal let oldItemCount: Int
  @usableFromInline internal let newItemCount: Int
  /// The first global index of each taking-part old section, in order, to find an item's section.
  @usableFromInline internal let partStarts: ContiguousArray<Int>
  /// The taking-part old sections, in order.
  @usableFromInline internal let partSections: ContiguousArray<Int>

  @inlinable
  internal init<Model: Diffable, Item: Diffable>(
    old: [DiffSection<Model, Item>], new: [DiffSection<Model, Item>], sections: _SectionPairing,
    skipsSharedStorage: Bool
  ) {
    var oldStart = ContiguousArray(repeating: -1, count: old.count)
    var newStart = ContiguousArray(repeating: -1, count: new.count)
    var newItemCount = 0
    for newSection in 0..<new.count {
      let oldSection = sections.newToOld[newSection]
      if oldSection < 0 { continue }
      if skipsSharedStorage && _sharesStorage(old[oldSection].items, new[newSection].items) { continue }
      newStart[newSection] = newItemCount
      newItemCount += new[newSection].items.count
    }
    var partStarts = ContiguousArray<Int>()
    var partSections = ContiguousArray<Int>()
    var oldItemCount = 0
    for oldSection in 0..<old.count {
      let newSection = sections.oldToNew[oldSection]
      if newSection < 0 || newStart[newSection] < 0 { continue }
      oldStart[oldSection] = oldItemCount
      partStarts.append(oldItemCount)
      partSections.append(oldSection)
      oldItemCount += old[oldSection].items.count
    }
    self.oldStart = oldStart
    self.newStart = newStart
    self.oldItemCount = oldItemCount
    self.newItemCount = newItemCount
    self.partStarts = partStarts
    self.partSections = partSections
  }

  /// The old section holding global old index `index`: the last one starting at or before it.
  @inlinable
  internal func oldSection(holding index: Int) -> Int {
    var low = 0
    var high = partStarts.count - 1
    while low < high {
      let middle = (low + high + 1) >> 1
      if partStarts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return partSections[low]
  }
}

/// Step 3: items paired by identity across the taking-part sections, first-in-first-out.
@usableFromInline
internal struct _ItemPairing {
  /// The global old index of each global new item, or -1 when it is inserted.
  @usableFromInline internal let newToOld: ContiguousArray<Int32>
  /// Whether each global old item is kept (paired with a new item that is not inserted anew).
  @usableFromInline internal var isOldKept: ContiguousArray<Bool>

  @inlinable
  internal init<Model: Diffable, Item: Diffable>(
    old: [DiffSection<Model, Item>], new: [DiffSection<Model, Item>], numbering: _ItemNumbering
  ) {
    var newToOld = ContiguousArray<Int32>(repeating: -1, count: numbering.newItemCount)
    var isOldKept = ContiguousArray(repeating: false, count: numbering.oldItemCount)
    let oldStart = numbering.oldStart
    let newStart = numbering.newStart
    var table = _IdentityTable<Item.DiffID>(count: numbering.oldItemCount) { yield in
      for oldSection in 0..<old.count where oldStart[oldSection] >= 0 {
        for item in old[oldSection].items { yield(item.diffID) }
      }
    }
    newToOld.withUnsafeMutableBufferPointer { newToOld in
      isOldKept.withUnsafeMutableBufferPointer { isOldKept in
        table.withClaims { claim in
          for newSection in 0..<new.count where newStart[newSection] >= 0 {
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
    self.newToOld = newToOld
    self.isOldKept = isOldKept
  }

  /// Step 5b: the items of replaced sections are inserted with them, so their old partners elsewhere are no
  /// longer kept (they are deleted).
  @inlinable
  internal mutating func releasePartners<Model: Diffable, Item: Diffable>(
    ofReplacedSectionsIn new: [DiffSection<Model, Item>], numbering: _ItemNumbering, placement: _SectionPlacement
  ) {
    for newSection in 0..<new.count where placement.state[newSection] == _sectionReplaced {
      let start = numbering.newStart[newSection]
      for newIndex in start..<(start + new[newSection].items.count) where newToOld[newIndex] >= 0 {
        isOldKept[Int(newToOld[newIndex])] = false
      }
    }
  }
}

/// Step 4: whether each new section has any item operation (deleted, inserted or moved items).
///
/// With equal counts, every new item coming from the same old section in increasing order means every old
/// item went there too: the section is clean. Sections that do not take part are clean.
@inlinable
internal func _dirtySections<Model: Diffable, Item: Diffable>(
  old: [DiffSection<Model, Item>], new: [DiffSection<Model, Item>], sections: _SectionPairing,
  numbering: _ItemNumbering, items: _ItemPairing
) -> ContiguousArray<Bool> {
  let newToOld = items.newToOld
  var isDirty = ContiguousArray(repeating: false, count: new.count)
  for newSection in 0..<new.count where numbering.newStart[newSection] >= 0 {
    let oldSection = sections.newToOld[newSection]
    let count = new[newSection].items.count
    if old[oldSection].items.count != count {
      isDirty[newSection] = true
      continue
    }
    let start = numbering.newStart[newSection]
    let base = numbering.oldStart[oldSection]
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
  return isDirty
}

/// Step 5: what becomes of each new section. Paired sections keep their place along a longest increasing
/// subsequence of old indices, preferring dirty sections (which must not move) and then sections at their
/// own index; a dirty section that must still move is replaced.
@usableFromInline
internal struct _SectionPlacement {
  /// `_sectionInserted`, `_sectionKept`, `_sectionMoved` or `_sectionReplaced`, by new section.
  @usableFromInline internal let state: ContiguousArray<Int>
  @usableFromInline internal let hasReplacedSections: Bool

  @inlinable
  internal init(sections: _SectionPairing, isDirty: ContiguousArray<Bool>) {
    let newSectionCount = sections.newToOld.count
    var sectionState = ContiguousArray(repeating: _sectionInserted, count: newSectionCount)
    var hasReplacedSections = false
    var values = ContiguousArray<Int32>()
    var weights = ContiguousArray<Int32>()
    var isIncreasing = true
    // Lexicographic preference (dirty first) as long as the weights' sum fits in 32 bits.
    let small = newSectionCount < 40_000
    let dirtyWeight = Int32(small ? newSectionCount + 1 : 1)
    let fixedWeight: Int32 = small ? 1 : 0
    for newSection in 0..<newSectionCount {
      let oldSection = sections.newToOld[newSection]
      if oldSection < 0 { continue }
      if let last = values.last, last > oldSection { isIncreasing = false }
      values.append(Int32(truncatingIfNeeded: oldSection))
      weights.append((isDirty[newSection] ? dirtyWeight : 0) + (oldSection == newSection ? fixedWeight : 0))
    }
    let isKept = _keptInPlace(values: values, weights: weights, isIncreasing: isIncreasing)
    var position = 0
    for newSection in 0..<newSectionCount where sections.newToOld[newSection] >= 0 {
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
    state = sectionState
    self.hasReplacedSections = hasReplacedSections
  }
}

/// Which of `values` stay in place: all of them when already increasing, else a weighted longest increasing
/// subsequence (the others move).
@inlinable
internal func _keptInPlace(
  values: ContiguousArray<Int32>, weights: ContiguousArray<Int32>, isIncreasing: Bool
) -> ContiguousArray<Bool> {
  isIncreasing
    ? ContiguousArray(repeating: true, count: values.count)
    : _weightedLongestIncreasingSubsequence(values: values, weights: weights)
}
