import FormworkDiff

/// Checks a ``FormworkDiff/ListUpdate`` the way UIKit's `performBatchUpdates` would, then replays it and
/// compares the result with the new list.
///
/// It models the renderer's contract: the table shows `old`; the data source is set to `new`; the stages are
/// performed one after another (each stage's "after" state is the next one's "before" state). UIKit checks
/// every stage against the data source, so every stage must end in the new list's shape.
///
/// ```swift
/// let violations = UIKitBatchValidator.validate(from: oldIDs, to: newIDs, update: update)
/// #expect(violations.isEmpty, "\(violations)")
/// ```
///
/// Rules (each violation names one):
/// - A1 section indices of deletes, reloads and move sources are in the "before" range; A2 those of inserts and
///   move destinations in the "after" range; A3 no "before" section index is used twice; A4 no "after" one;
///   A5 before count − deletes + inserts = after count.
/// - A6 item paths of deletes, reloads and move sources exist before the stage; A7 those of inserts and move
///   destinations exist after it; A8 no "before" path is used twice; A9 no "after" path is used twice; A10 no
///   item operation inside a deleted, inserted or reloaded section; A12 each kept section's item count adds up
///   (before − deletes − moves out + inserts + moves in = after).
/// - B1 kept sections, B2 kept items end on the new list's identities; B3 moved and reloaded sections and
///   items keep their identity.
/// - C1 no section reload in a stage with section inserts, deletes or moves; C2 no item operation in a section
///   moved in the same stage; C3 no item reload in a stage with moves; C4 identities are paired by the
///   documented policy (see ``DuplicatePolicy``).
/// - D1 `changedItems` and `changedSections` are distinct and exist in the new list; D2 they point at elements
///   carried over from the old list (not inserted, not reloaded).
public enum UIKitBatchValidator {
  /// A list of identities: each section's identity and its items' identities.
  public typealias Snapshot<SectionID: Hashable, ItemID: Hashable> = [(section: SectionID, items: [ItemID])]

  /// How repeated identities must be paired (rule C4).
  public enum DuplicatePolicy: Sendable, Equatable {
    /// FormworkDiff's policy. Sections pair first-in-first-out by identity. Items of paired sections pair
    /// first-in-first-out by identity across all such sections, in reading order. Every old section or item
    /// that survives all stages must end on its partner; a pair may only be broken when the old element's
    /// section was deleted or reloaded, or the new element's section was inserted or reloaded.
    case firstInFirstOut
    /// Like `.firstInFirstOut`, and any repeated section identity, or item identity anywhere in a list, is
    /// itself a violation.
    case unique
  }

  /// One broken rule.
  public struct Violation: Hashable, Sendable, CustomStringConvertible {
    /// The rule's code, such as `"A8"`.
    public var rule: String
    /// The index of the stage it happened in, or `nil` for rules about the whole update.
    public var stage: Int?
    /// What happened.
    public var message: String

    /// Creates a violation.
    /// - Parameters:
    ///   - rule: The rule's code.
    ///   - stage: The stage's index, or `nil`.
    ///   - message: What happened.
    public init(rule: String, stage: Int?, message: String) {
      self.rule = rule
      self.stage = stage
      self.message = message
    }

    /// `rule (stage n): message`.
    public var description: String {
      "\(rule)\(stage.map { " (stage \($0))" } ?? ""): \(message)"
    }
  }

  /// The outcome of replaying an update.
  public struct Replay<SectionID: Hashable, ItemID: Hashable> {
    /// Every broken rule; empty when UIKit accepts every stage and the result is the new list.
    public var violations: [Violation]
    /// The list after the stages that could be applied (replay stops after a stage UIKit would reject).
    public var result: Snapshot<SectionID, ItemID>
    /// For every old item still there at the end (moved, reloaded or untouched): old path → final path.
    public var survivingItems: [ItemPath: ItemPath]
    /// For every old section still there at the end: old index → final index.
    public var survivingSections: [Int: Int]
    /// Final paths of the surviving old items that some stage reloaded.
    public var reloadedItems: Set<ItemPath>
    /// Final indices of the surviving old sections that some stage reloaded.
    public var reloadedSections: Set<Int>
    /// The rule codes that were broken, without repeats, sorted.
    public var rules: [String] { Array(Set(violations.map { $0.rule })).sorted() }
    /// Whether no rule was broken.
    public var isValid: Bool { violations.isEmpty }
  }

  /// Validates an update.
  /// - Parameters:
  ///   - old: The identities shown before the update.
  ///   - new: The identities the update must lead to.
  ///   - update: The update to check.
  ///   - duplicates: How repeated identities must be paired.
  /// - Returns: Every broken rule, empty when the update is valid.
  public static func validate<SectionID: Hashable, ItemID: Hashable>(
    from old: Snapshot<SectionID, ItemID>, to new: Snapshot<SectionID, ItemID>, update: ListUpdate,
    duplicates: DuplicatePolicy = .firstInFirstOut
  ) -> [Violation] {
    replay(from: old, to: new, update: update, duplicates: duplicates).violations
  }

  /// Validates an update between two flat lists (one section each, as ``FormworkDiff/ListDiff`` diffs them).
  /// - Parameters:
  ///   - old: The identities shown before the update.
  ///   - new: The identities the update must lead to.
  ///   - update: The update to check.
  ///   - duplicates: How repeated identities must be paired.
  /// - Returns: Every broken rule, empty when the update is valid.
  public static func validate<ItemID: Hashable>(
    from old: [ItemID], to new: [ItemID], update: ListUpdate, duplicates: DuplicatePolicy = .firstInFirstOut
  ) -> [Violation] {
    validate(from: [(section: 0, items: old)], to: [(section: 0, items: new)], update: update, duplicates: duplicates)
  }

  /// The identities of diffable sections, to feed the validator.
  /// - Parameter sections: Sections as given to ``FormworkDiff/ListDiff``.
  /// - Returns: Their identities.
  public static func ids<Model: Diffable, Item: Diffable>(
    of sections: [DiffSection<Model, Item>]
  ) -> Snapshot<Model.DiffID, Item.DiffID> {
    sections.map { (section: $0.model.diffID, items: $0.items.map { $0.diffID }) }
  }

  /// Replays an update with UIKit's rules, stage after stage, checking every rule.
  /// - Parameters:
  ///   - old: The identities shown before the update.
  ///   - new: The identities the update must lead to.
  ///   - update: The update to replay.
  ///   - duplicates: How repeated identities must be paired.
  /// - Returns: The violations, the resulting list and where the surviving old elements ended.
  public static func replay<SectionID: Hashable, ItemID: Hashable>(
    from old: Snapshot<SectionID, ItemID>, to new: Snapshot<SectionID, ItemID>, update: ListUpdate,
    duplicates: DuplicatePolicy = .firstInFirstOut
  ) -> Replay<SectionID, ItemID> {
    var simulator = Simulator(old: old, new: new)
    var completed = true
    for index in update.stages.indices where !simulator.apply(update.stages[index], index: index) {
      completed = false
      break
    }
    if completed {
      if update.stages.isEmpty { simulator.compareWithNew(stage: nil) }
      simulator.checkChanged(update)
      simulator.checkPairing(duplicates: duplicates)
    }
    return simulator.replay
  }
}

extension UIKitBatchValidator.Replay: Sendable where SectionID: Sendable, ItemID: Sendable {}

// MARK: - Replay machinery

private struct ItemToken<ItemID: Hashable> {
  /// The old path, or `nil` for an item created by an insert or a section insert/reload.
  var origin: ItemPath?
  var id: ItemID
  var wasReloaded = false
}

private struct SectionToken<ItemID: Hashable, SectionID: Hashable> {
  /// The old index, or `nil` for an inserted section.
  var origin: Int?
  var id: SectionID
  var items: [ItemToken<ItemID>]
  /// Whether the section was reloaded in some stage (its items were then created afresh).
  var wasReloaded = false
}

private struct Simulator<SectionID: Hashable, ItemID: Hashable> {
  typealias Snapshot = UIKitBatchValidator.Snapshot<SectionID, ItemID>
  let old: Snapshot
  let new: Snapshot
  var state: [SectionToken<ItemID, SectionID>]
  var violations: [UIKitBatchValidator.Violation] = []
  /// Old item paths whose item went away with its section (deleted or reloaded), not by an item delete.
  var droppedWithSection: Set<ItemPath> = []

  init(old: Snapshot, new: Snapshot) {
    self.old = old
    self.new = new
    // Index loops and closures rather than `enumerated()` and key paths, which are slow in debug builds.
    state = old.indices.map { sectionIndex in
      let items = old[sectionIndex].items
      return SectionToken(
        origin: sectionIndex, id: old[sectionIndex].section,
        items: items.indices.map { itemIndex in
          ItemToken(origin: ItemPath(item: itemIndex, section: sectionIndex), id: items[itemIndex])
        })
    }
  }

  mutating func report(_ rule: String, _ stage: Int?, _ message: String) {
    violations.append(UIKitBatchValidator.Violation(rule: rule, stage: stage, message: message))
  }

  func freshItems(ofNewSection section: Int) -> [ItemToken<ItemID>] {
    new[section].items.map { ItemToken(origin: nil, id: $0) }
  }

  /// Applies one stage; returns `false` when the stage can't be replayed meaningfully (replay stops).
  mutating func apply(_ stage: ListUpdate.Stage, index s: Int) -> Bool {
    let before = state
    let beforeCount = before.count
    let afterCount = new.count
    var canReplay = true

    // C1, C3: combinations UIKit mishandles.
    if !stage.sectionReloads.isEmpty
      && !(stage.sectionDeletes.isEmpty && stage.sectionInserts.isEmpty && stage.sectionMoves.isEmpty)
    {
      report("C1", s, "section reloads \(stage.sectionReloads) share a stage with section inserts, deletes or moves")
    }
    if !stage.itemReloads.isEmpty && !(stage.itemMoves.isEmpty && stage.sectionMoves.isEmpty) {
      report("C3", s, "item reloads \(stage.itemReloads) share a stage with moves")
    }

    // A1–A5: sections.
    let beforeSectionOps: [(String, Int)] =
      stage.sectionDeletes.map { ("delete", $0) } + stage.sectionReloads.map { ("reload", $0) }
      + stage.sectionMoves.map { ("move from", $0.from) }
    let afterSectionOps: [(String, Int)] =
      stage.sectionInserts.map { ("insert", $0) } + stage.sectionMoves.map { ("move to", $0.to) }
    var usedBefore: Set<Int> = []
    for (kind, section) in beforeSectionOps {
      if !(0..<beforeCount).contains(section) {
        report("A1", s, "section \(kind) \(section) is out of range 0..<\(beforeCount)")
        canReplay = false
      }
      if !usedBefore.insert(section).inserted {
        report("A3", s, "section \(section) is used twice before the stage (\(kind))")
        canReplay = false
      }
    }
    var usedAfter: Set<Int> = []
    for (kind, section) in afterSectionOps {
      if !(0..<afterCount).contains(section) {
        report("A2", s, "section \(kind) \(section) is out of range 0..<\(afterCount)")
        canReplay = false
      }
      if !usedAfter.insert(section).inserted {
        report("A4", s, "section \(section) is used twice after the stage (\(kind))")
        canReplay = false
      }
    }
    let expectedCount = beforeCount - stage.sectionDeletes.count + stage.sectionInserts.count
    if expectedCount != afterCount {
      report(
        "A5", s,
        "\(beforeCount) sections - \(stage.sectionDeletes.count) deleted + \(stage.sectionInserts.count) inserted = \(expectedCount), but the new list has \(afterCount)"
      )
      canReplay = false
    }
    guard canReplay else { return false }

    // Where each "after" section comes from.
    let deletedBefore = Set(stage.sectionDeletes)
    let reloadedBefore = Set(stage.sectionReloads)
    let movedBefore = Set(stage.sectionMoves.map { $0.from })
    let insertedAfter = Set(stage.sectionInserts)
    let movedAfter = Set(stage.sectionMoves.map { $0.to })
    var moveSource: [Int: Int] = [:]
    for move in stage.sectionMoves { moveSource[move.to] = move.from }
    var remaining = (0..<beforeCount).filter { !deletedBefore.contains($0) && !movedBefore.contains($0) }
      .makeIterator()
    var source = [Int?](repeating: nil, count: afterCount)
    var afterIndex = [Int: Int]()
    for section in 0..<afterCount where !insertedAfter.contains(section) {
      let from = moveSource[section] ?? remaining.next()!
      source[section] = from
      afterIndex[from] = section
    }
    let reloadedAfter = Set(stage.sectionReloads.compactMap { afterIndex[$0] })

    // A6–A10, C2: items.
    let beforeItemOps: [(String, ItemPath)] =
      stage.itemDeletes.map { ("delete", $0) } + stage.itemReloads.map { ("reload", $0) }
      + stage.itemMoves.map { ("move from", $0.from) }
    let afterItemOps: [(String, ItemPath)] =
      stage.itemInserts.map { ("insert", $0) } + stage.itemMoves.map { ("move to", $0.to) }
    var usedBeforePaths: Set<ItemPath> = []
    for (kind, path) in beforeItemOps {
      guard (0..<beforeCount).contains(path.section), (0..<before[path.section].items.count).contains(path.item)
      else {
        report("A6", s, "item \(kind) \(path) does not exist before the stage")
        canReplay = false
        continue
      }
      if !usedBeforePaths.insert(path).inserted {
        report("A8", s, "item \(path) is used twice before the stage (\(kind))")
        canReplay = false
      }
      if deletedBefore.contains(path.section) || reloadedBefore.contains(path.section) {
        report("A10", s, "item \(kind) \(path) is inside a deleted or reloaded section")
        canReplay = false
      }
      if movedBefore.contains(path.section) {
        report("C2", s, "item \(kind) \(path) is inside section \(path.section), moved in the same stage")
      }
    }
    var usedAfterPaths: Set<ItemPath> = []
    for (kind, path) in afterItemOps {
      guard (0..<afterCount).contains(path.section), (0..<new[path.section].items.count).contains(path.item)
      else {
        report("A7", s, "item \(kind) \(path) does not exist after the stage")
        canReplay = false
        continue
      }
      if !usedAfterPaths.insert(path).inserted {
        report("A9", s, "item \(path) is used twice after the stage (\(kind))")
        canReplay = false
      }
      if insertedAfter.contains(path.section) || reloadedAfter.contains(path.section) {
        report("A10", s, "item \(kind) \(path) is inside an inserted or reloaded section")
        canReplay = false
      }
      if movedAfter.contains(path.section) {
        report("C2", s, "item \(kind) \(path) is inside section \(path.section), moved in the same stage")
      }
    }
    guard canReplay else { return false }

    // A12: per-section counts.
    var outOf = [Int: Int]()
    var into = [Int: Int]()
    for path in stage.itemDeletes { outOf[path.section, default: 0] += 1 }
    for move in stage.itemMoves {
      outOf[move.from.section, default: 0] += 1
      into[move.to.section, default: 0] += 1
    }
    for path in stage.itemInserts { into[path.section, default: 0] += 1 }
    for section in 0..<afterCount {
      guard let from = source[section], !reloadedBefore.contains(from) else { continue }
      let expected = before[from].items.count - outOf[from, default: 0] + into[section, default: 0]
      if expected != new[section].items.count {
        report(
          "A12", s,
          "section \(from) -> \(section): \(before[from].items.count) items - \(outOf[from, default: 0]) out + \(into[section, default: 0]) in = \(expected), but the new list has \(new[section].items.count)"
        )
        canReplay = false
      }
    }
    guard canReplay else { return false }

    // Replay: remove (descending), then place inserts and move destinations (ascending), fill with the rest.
    var removed = Set(stage.itemDeletes)
    removed.formUnion(stage.itemMoves.map { $0.from })
    let reloadedItems = Set(stage.itemReloads)
    let movedItemsAfter = Set(stage.itemMoves.map { $0.to })
    var itemMoveSource: [ItemPath: ItemPath] = [:]
    for move in stage.itemMoves { itemMoveSource[move.to] = move.from }
    for section in 0..<beforeCount where deletedBefore.contains(section) || reloadedBefore.contains(section) {
      for token in before[section].items { if let origin = token.origin { droppedWithSection.insert(origin) } }
    }

    var after: [SectionToken<ItemID, SectionID>] = []
    after.reserveCapacity(afterCount)
    for section in 0..<afterCount {
      guard let from = source[section] else {
        after.append(SectionToken(origin: nil, id: new[section].section, items: freshItems(ofNewSection: section)))
        continue
      }
      var token = before[from]
      if reloadedBefore.contains(from) {
        token.items = freshItems(ofNewSection: section)
        token.wasReloaded = true
        after.append(token)
        continue
      }
      var rest: [ItemToken<ItemID>] = []
      let beforeItems = before[from].items
      for offset in beforeItems.indices {
        let path = ItemPath(item: offset, section: from)
        if removed.contains(path) { continue }
        var item = beforeItems[offset]
        if reloadedItems.contains(path) { item.wasReloaded = true }
        rest.append(item)
      }
      var restIterator = rest.makeIterator()
      token.items = (0..<new[section].items.count).map { offset in
        let path = ItemPath(item: offset, section: section)
        if let from = itemMoveSource[path] { return before[from.section].items[from.item] }
        if usedAfterPaths.contains(path) { return ItemToken(origin: nil, id: new[section].items[offset]) }
        return restIterator.next()!
      }
      after.append(token)
    }
    state = after

    // B1–B3: the stage must end on the data source's identities.
    var matches = true
    for section in 0..<afterCount {
      let token = state[section]
      if token.id != new[section].section {
        let moved = movedAfter.contains(section) || (source[section].map(reloadedBefore.contains) ?? false)
        report(
          moved ? "B3" : "B1", s,
          "section \(section) is \(token.id) (old section \(token.origin.map(String.init) ?? "new")) but the new list has \(new[section].section)"
        )
        matches = false
      }
      for offset in token.items.indices where token.items[offset].id != new[section].items[offset] {
        let item = token.items[offset]
        let path = ItemPath(item: offset, section: section)
        let moved = movedItemsAfter.contains(path) || (item.wasReloaded && item.origin != nil)
        report(
          moved ? "B3" : "B2", s,
          "item \(path) is \(item.id) (old \(item.origin.map(String.init(describing:)) ?? "new")) but the new list has \(new[section].items[offset])"
        )
        matches = false
      }
    }
    return matches
  }

  /// With no stage the old list must already be the new one.
  mutating func compareWithNew(stage: Int?) {
    if state.map({ $0.id }) != new.map({ $0.section }) {
      report("B1", stage, "sections are \(state.map { $0.id }) but the new list has \(new.map { $0.section })")
      return
    }
    for section in state.indices where state[section].items.map({ $0.id }) != new[section].items {
      let token = state[section]
      report(
        "B2", stage, "section \(section) has \(token.items.map { $0.id }) but the new list has \(new[section].items)")
    }
  }

  mutating func checkChanged(_ update: ListUpdate) {
    var seenSections: Set<Int> = []
    for section in update.changedSections {
      guard (0..<new.count).contains(section), seenSections.insert(section).inserted else {
        report("D1", nil, "changed section \(section) is out of range or listed twice")
        continue
      }
      if state[section].origin == nil || state[section].wasReloaded {
        report("D2", nil, "changed section \(section) was inserted or reloaded")
      }
    }
    var seenItems: Set<ItemPath> = []
    for path in update.changedItems {
      guard (0..<new.count).contains(path.section), (0..<new[path.section].items.count).contains(path.item),
        seenItems.insert(path).inserted
      else {
        report("D1", nil, "changed item \(path) is out of range or listed twice")
        continue
      }
      let token = state[path.section].items[path.item]
      if token.origin == nil || token.wasReloaded {
        report("D2", nil, "changed item \(path) was inserted or reloaded")
      }
    }
  }

  mutating func checkPairing(duplicates: UIKitBatchValidator.DuplicatePolicy) {
    if duplicates == .unique {
      for (name, list) in [("old", old), ("new", new)] {
        var sections: Set<SectionID> = []
        var items: Set<ItemID> = []
        for section in list {
          if !sections.insert(section.section).inserted {
            report("C4", nil, "section identity \(section.section) repeats in the \(name) list")
          }
          for item in section.items where !items.insert(item).inserted {
            report("C4", nil, "item identity \(item) repeats in the \(name) list")
          }
        }
      }
    }

    // Sections: first-in-first-out by identity (the k-th new occurrence pairs with the k-th old one).
    var oldSections: [SectionID: [Int]] = [:]
    for index in old.indices { oldSections[old[index].section, default: []].append(index) }
    var sectionsSeen: [SectionID: Int] = [:]
    var sectionPartner = [Int?](repeating: nil, count: old.count)
    var newSectionPaired = [Bool](repeating: false, count: new.count)
    for index in new.indices {
      let section = new[index]
      let occurrence = sectionsSeen[section.section, default: 0]
      sectionsSeen[section.section] = occurrence + 1
      if let occurrences = oldSections[section.section], occurrence < occurrences.count {
        sectionPartner[occurrences[occurrence]] = index
        newSectionPaired[index] = true
      }
    }
    for index in state.indices {
      let token = state[index]
      guard let origin = token.origin else { continue }
      if sectionPartner[origin] != index {
        report(
          "C4", nil,
          "old section \(origin) (\(token.id)) ends at \(index), but first-in-first-out pairs it with \(sectionPartner[origin].map(String.init) ?? "nothing")"
        )
      }
    }

    // Items of paired sections: first-in-first-out by identity, in reading order.
    var oldItems: [ItemID: [ItemPath]] = [:]
    for sectionIndex in old.indices where sectionPartner[sectionIndex] != nil {
      let items = old[sectionIndex].items
      for itemIndex in items.indices {
        let id = items[itemIndex]
        oldItems[id, default: []].append(ItemPath(item: itemIndex, section: sectionIndex))
      }
    }
    var itemsSeen: [ItemID: Int] = [:]
    var partner: [ItemPath: ItemPath] = [:]
    for sectionIndex in new.indices where newSectionPaired[sectionIndex] {
      let items = new[sectionIndex].items
      for itemIndex in items.indices {
        let id = items[itemIndex]
        let occurrence = itemsSeen[id, default: 0]
        itemsSeen[id] = occurrence + 1
        if let occurrences = oldItems[id], occurrence < occurrences.count {
          partner[occurrences[occurrence]] = ItemPath(item: itemIndex, section: sectionIndex)
        }
      }
    }
    var landed: [ItemPath: ItemPath] = [:]
    for sectionIndex in state.indices {
      let items = state[sectionIndex].items
      for itemIndex in items.indices {
        let item = items[itemIndex]
        guard let origin = item.origin else { continue }
        let path = ItemPath(item: itemIndex, section: sectionIndex)
        landed[origin] = path
        if partner[origin] != path {
          report(
            "C4", nil,
            "old item \(origin) (\(item.id)) ends at \(path), but first-in-first-out pairs it with \(partner[origin].map(String.init(describing:)) ?? "nothing")"
          )
        }
      }
    }
    for (origin, target) in partner.sorted(by: { $0.key < $1.key }) where landed[origin] == nil {
      let targetSection = state[target.section]
      let justified =
        droppedWithSection.contains(origin) || targetSection.origin == nil || targetSection.wasReloaded
      if !justified {
        report(
          "C4", nil,
          "old item \(origin) (\(old[origin.section].items[origin.item])) was deleted and its partner \(target) inserted, though both sections were kept"
        )
      }
    }
  }

  var replay: UIKitBatchValidator.Replay<SectionID, ItemID> {
    var items: [ItemPath: ItemPath] = [:]
    var sections: [Int: Int] = [:]
    var reloadedItems: Set<ItemPath> = []
    var reloadedSections: Set<Int> = []
    for sectionIndex in state.indices {
      let section = state[sectionIndex]
      if let origin = section.origin { sections[origin] = sectionIndex }
      if section.origin != nil && section.wasReloaded { reloadedSections.insert(sectionIndex) }
      for itemIndex in section.items.indices {
        let item = section.items[itemIndex]
        guard let origin = item.origin else { continue }
        let path = ItemPath(item: itemIndex, section: sectionIndex)
        items[origin] = path
        if item.wasReloaded { reloadedItems.insert(path) }
      }
    }
    return UIKitBatchValidator.Replay(
      violations: violations, result: state.map { (section: $0.id, items: $0.items.map { $0.id }) },
      survivingItems: items, survivingSections: sections, reloadedItems: reloadedItems,
      reloadedSections: reloadedSections)
  }
}
