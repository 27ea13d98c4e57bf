import FormworkDiff
import FormworkDiffTestSupport

/// An item: identity plus a version standing for its content.
struct Row: Diffable, Hashable, Sendable, CustomStringConvertible {
  var id: Int
  var version = 0
  var diffID: Int { id }
  var description: String { version == 0 ? "\(id)" : "\(id)v\(version)" }
}

/// A section model: identity plus a version standing for its header's content.
struct Header: Diffable, Hashable, Sendable, CustomStringConvertible {
  var id: Int
  var version = 0
  var diffID: Int { id }
  var description: String { version == 0 ? "S\(id)" : "S\(id)v\(version)" }
}

typealias Section = DiffSection<Header, Row>

/// Shorthand for hand-written cases: `section(1, [10, 11])`.
func section(_ id: Int, _ items: [Int], version: Int = 0) -> Section {
  Section(model: Header(id: id, version: version), items: items.map { Row(id: $0) })
}

func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

func move(_ from: ItemPath, _ to: ItemPath) -> ListUpdate.Move<ItemPath> { ListUpdate.Move(from: from, to: to) }

func move(_ from: Int, _ to: Int) -> ListUpdate.Move<Int> { ListUpdate.Move(from: from, to: to) }

/// Length of a longest increasing subsequence (patience sorting), written independently of the diff's.
func longestIncreasingSubsequenceLength(_ values: [Int]) -> Int {
  var tails: [Int] = []
  for value in values {
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if tails[middle] < value { low = middle + 1 } else { high = middle }
    }
    if low == tails.count { tails.append(value) } else { tails[low] = value }
  }
  return tails.count
}

/// Random edits of a sectioned list. Each edit is one integer: its last digit chooses the operation and the
/// rest supplies the choices, so that shrinking an edit towards zero gives simpler edits.
struct ListEditor {
  /// Whether identities come from a small pool, so that they repeat.
  var repeatsIdentities: Bool
  var nextItemID = 1000
  var nextSectionID = 100

  init(repeatsIdentities: Bool) { self.repeatsIdentities = repeatsIdentities }

  mutating func newItemID(_ choice: inout Int) -> Int {
    if repeatsIdentities { return pick(&choice, 6) }
    nextItemID += 1
    return nextItemID
  }

  mutating func newSectionID(_ choice: inout Int) -> Int {
    if repeatsIdentities { return pick(&choice, 3) }
    nextSectionID += 1
    return nextSectionID
  }

  func pick(_ choice: inout Int, _ count: Int) -> Int {
    let value = choice % count
    choice /= count
    return value
  }

  /// Builds an old list with the given section sizes.
  mutating func makeList(sizes: [Int], seed: Int) -> [Section] {
    var choice = seed
    return sizes.map { size in
      let header = Header(id: newSectionID(&choice))
      return Section(model: header, items: (0..<size).map { _ in Row(id: newItemID(&choice)) })
    }
  }

  /// Applies one edit to `list`.
  mutating func apply(_ edit: Int, to list: inout [Section]) {
    var choice = edit / 10
    let nonEmpty = list.indices.filter { !list[$0].items.isEmpty }
    switch edit % 10 {
    case 0:  // insert an item
      if list.isEmpty { list.append(Section(model: Header(id: newSectionID(&choice)), items: [])) }
      let s = pick(&choice, list.count)
      let at = pick(&choice, list[s].items.count + 1)
      list[s].items.insert(Row(id: newItemID(&choice)), at: at)
    case 1:  // insert a section
      let at = pick(&choice, list.count + 1)
      let count = pick(&choice, 4)
      let header = Header(id: newSectionID(&choice))
      var items: [Row] = []
      for _ in 0..<count { items.append(Row(id: newItemID(&choice))) }
      list.insert(Section(model: header, items: items), at: at)
    case 2:  // delete an item
      guard !nonEmpty.isEmpty else { return }
      let s = nonEmpty[pick(&choice, nonEmpty.count)]
      list[s].items.remove(at: pick(&choice, list[s].items.count))
    case 3:  // move an item inside its section
      guard !nonEmpty.isEmpty else { return }
      let s = nonEmpty[pick(&choice, nonEmpty.count)]
      let row = list[s].items.remove(at: pick(&choice, list[s].items.count))
      list[s].items.insert(row, at: pick(&choice, list[s].items.count + 1))
    case 4:  // move an item to another section
      guard !nonEmpty.isEmpty else { return }
      let s = nonEmpty[pick(&choice, nonEmpty.count)]
      let row = list[s].items.remove(at: pick(&choice, list[s].items.count))
      let t = pick(&choice, list.count)
      list[t].items.insert(row, at: pick(&choice, list[t].items.count + 1))
    case 5:  // change an item's content
      guard !nonEmpty.isEmpty else { return }
      let s = nonEmpty[pick(&choice, nonEmpty.count)]
      list[s].items[pick(&choice, list[s].items.count)].version += 1
    case 6:  // delete a section
      guard !list.isEmpty else { return }
      list.remove(at: pick(&choice, list.count))
    case 7:  // move a section
      guard !list.isEmpty else { return }
      let moved = list.remove(at: pick(&choice, list.count))
      list.insert(moved, at: pick(&choice, list.count + 1))
    case 8:  // change a section's header
      guard !list.isEmpty else { return }
      list[pick(&choice, list.count)].model.version += 1
    default:  // change several item contents at once
      for s in list.indices where pick(&choice, 2) == 0 && !list[s].items.isEmpty {
        list[s].items[pick(&choice, list[s].items.count)].version += 1
      }
    }
  }
}

/// Diffs `old` → `new` and checks everything that must hold; returns the failures (empty when all hold).
///
/// Checks: the validator accepts the update (every UIKit rule, replay = new list, first-in-first-out
/// pairing); at most one structural stage plus one reload-only stage; item moves per section = kept − LIS,
/// plus exactly the cross-section moves; section moves = kept − LIS; content changes reported exactly once,
/// as `changedItems`/`changedSections` or as reloads; the threshold; and, under the unique-identity promise,
/// the same result as the full path.
func checkDiff(
  from old: [Section], to new: [Section], options: DiffOptions, uniqueIdentities: Bool
) -> (update: ListUpdate, failures: [String]) {
  let update = ListDiff.diff(from: old, to: new, options: options)
  var failures: [String] = []
  func fail(_ message: String) {
    failures.append("\(message)\n  old: \(old)\n  new: \(new)\n  options: \(options)\n  update: \(update)")
  }

  let replay = UIKitBatchValidator.replay(
    from: UIKitBatchValidator.ids(of: old), to: UIKitBatchValidator.ids(of: new), update: update,
    duplicates: uniqueIdentities ? .unique : .firstInFirstOut)
  if !replay.isValid {
    fail("validator: \(replay.violations)")
    return (update, failures)
  }

  // Stages: one structural stage, then at most one stage of reloads.
  if update.stages.count > 2 { fail("more than two stages") }
  if update.stages.count == 2 {
    let second = update.stages[1]
    if second.sectionReloads.isEmpty && second.itemReloads.isEmpty
      || second.changeCount != second.sectionReloads.count + second.itemReloads.count
    {
      fail("the second stage is not reloads only")
    }
  }
  if update.stages.contains(where: { $0.isEmpty }) { fail("an empty stage") }
  // Every list is sorted (moves by destination), as documented.
  for stage in update.stages {
    func isSorted<T: Comparable>(_ list: [T]) -> Bool { zip(list, list.dropFirst()).allSatisfy { $0 < $1 } }
    if !(isSorted(stage.sectionDeletes) && isSorted(stage.sectionInserts) && isSorted(stage.sectionReloads)
      && isSorted(stage.sectionMoves.map { $0.to }) && isSorted(stage.itemDeletes) && isSorted(stage.itemInserts)
      && isSorted(stage.itemReloads) && isSorted(stage.itemMoves.map { $0.to }))
    {
      fail("a stage's lists are not sorted")
    }
  }
  if !zip(update.changedItems, update.changedItems.dropFirst()).allSatisfy({ $0 < $1 }) {
    fail("changedItems not sorted")
  }

  // Move minimality, judged after the first stage (a later stage may reload sections, which drops the
  // identity of their items).
  let itemMoves = update.stages.flatMap { $0.itemMoves }
  let sectionMoves = update.stages.flatMap { $0.sectionMoves }
  let structural =
    update.stages.count < 2
    ? replay
    : UIKitBatchValidator.replay(
      from: UIKitBatchValidator.ids(of: old), to: UIKitBatchValidator.ids(of: new),
      update: ListUpdate(stages: [update.stages[0]]))
  let keptSections = structural.survivingSections.sorted { $0.value < $1.value }.map { $0.key }
  let expectedSectionMoves = keptSections.count - longestIncreasingSubsequenceLength(keptSections)
  if sectionMoves.count != expectedSectionMoves {
    fail("\(sectionMoves.count) section moves, expected \(expectedSectionMoves)")
  }
  var expectedItemMoves = 0
  for (oldSection, newSection) in structural.survivingSections {
    let kept = structural.survivingItems.filter { $0.key.section == oldSection && $0.value.section == newSection }
      .sorted { $0.value.item < $1.value.item }.map { $0.key.item }
    let expected = kept.count - longestIncreasingSubsequenceLength(kept)
    let actual = itemMoves.filter { $0.from.section == oldSection && $0.to.section == newSection }.count
    if actual != expected { fail("section \(oldSection) -> \(newSection): \(actual) item moves, expected \(expected)") }
    expectedItemMoves += expected
  }
  expectedItemMoves +=
    structural.survivingItems.filter {
      structural.survivingSections[$0.key.section] != $0.value.section
    }
    .count
  if itemMoves.count != expectedItemMoves { fail("\(itemMoves.count) item moves, expected \(expectedItemMoves)") }

  // Content changes, each reported once.
  let changedItems = Set(
    replay.survivingItems.filter {
      old[$0.key.section].items[$0.key.item] != new[$0.value.section].items[$0.value.item]
    }
    .map { $0.value })
  let changedSections = Set(
    replay.survivingSections.filter { old[$0.key].model != new[$0.value].model }.map { $0.value })
  switch options.contentChanges {
  case .reconfigure:
    if update.changedItems != changedItems.sorted() { fail("changedItems, expected \(changedItems.sorted())") }
    if update.changedSections != changedSections.sorted() {
      fail("changedSections, expected \(changedSections.sorted())")
    }
    if !replay.reloadedItems.isEmpty || !replay.reloadedSections.isEmpty { fail("reloads with .reconfigure") }
  case .reload:
    if !update.changedItems.isEmpty || !update.changedSections.isEmpty { fail("changed lists with .reload") }
    if replay.reloadedItems != changedItems { fail("item reloads, expected \(changedItems.sorted())") }
    if replay.reloadedSections != changedSections { fail("section reloads, expected \(changedSections.sorted())") }
  }

  // Threshold.
  if update.requiresReload != (options.maxAnimatedChanges.map { update.changeCount > $0 } ?? false) {
    fail("requiresReload does not match the threshold")
  }

  // The fast path gives the full path's result.
  if options.identitiesAreUnique {
    var full = options
    full.identitiesAreUnique = false
    let expected = ListDiff.diff(from: old, to: new, options: full)
    if expected != update { fail("the shared-storage fast path differs from the full diff: \(expected)") }
  }
  return (update, failures)
}

/// Options from a random integer: content-change mode, the unique-identity promise (only when it holds) and
/// sometimes a small threshold.
func options(from flags: Int, uniqueIdentities: Bool) -> DiffOptions {
  DiffOptions(
    contentChanges: flags & 1 == 0 ? .reconfigure : .reload,
    identitiesAreUnique: uniqueIdentities && flags & 2 != 0,
    maxAnimatedChanges: flags & 4 != 0 ? (flags >> 3) % 12 : nil)
}
