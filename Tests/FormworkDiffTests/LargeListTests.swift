import FormworkDiff
import FormworkDiffTestSupport
import PropertyBased
import PropertyTestSupport
import Testing

/// Longer lists than the sectioned property tests, to exercise the longest-increasing-subsequence search on
/// deep piles, and its tie-breaking, against a quadratic reference.
@Suite struct LargeListTests {
  /// The best (length, weight) of an increasing subsequence, by the textbook O(n²) dynamic programme.
  func bestSubsequence(_ values: [Int], weights: [Int]) -> (length: Int, weight: Int) {
    var best: [(length: Int, weight: Int)] = []
    var overall = (length: 0, weight: 0)
    for i in values.indices {
      var here = (length: 1, weight: weights[i])
      for j in 0..<i where values[j] < values[i] {
        let candidate = (length: best[j].length + 1, weight: best[j].weight + weights[i])
        if candidate.length > here.length || (candidate.length == here.length && candidate.weight > here.weight) {
          here = candidate
        }
      }
      best.append(here)
      if here.length > overall.length || (here.length == overall.length && here.weight > overall.weight) {
        overall = here
      }
    }
    return overall
  }

  /// Random reorderings of up to 300 items with some deletes and inserts: valid, minimal moves, and as few
  /// moves to the same index path as a minimal set of moves allows.
  @Test func reorderedFlatLists() async {
    await checkProperty(count: 300, input: Gen.int(in: 0...300), Gen.int(in: 0...Int.max)) { count, seed in
      var rng = SplitMix64(seed: UInt64(seed))
      let old = Array(0..<count)
      var new = old.filter { _ in rng.next() % 10 != 0 }
      // A few random moves or a full shuffle.
      if rng.next() % 3 == 0 {
        new.shuffle(using: &rng)
      } else {
        for _ in 0..<Int(rng.next() % 20) where !new.isEmpty {
          let item = new.remove(at: Int(rng.next() % UInt64(new.count)))
          new.insert(item, at: Int(rng.next() % UInt64(new.count + 1)))
        }
      }
      for id in 1000..<(1000 + Int(rng.next() % 20)) { new.insert(id, at: Int(rng.next() % UInt64(new.count + 1))) }

      let update = ListDiff.diff(from: old, to: new)
      #expect(UIKitBatchValidator.validate(from: old, to: new, update: update, duplicates: .unique).isEmpty)
      let moves = update.stages.flatMap { $0.itemMoves }
      // Kept items by new position: their old positions, and whether each sits at its own index.
      var values: [Int] = []
      var weights: [Int] = []
      for (offset, id) in new.enumerated() where id < 1000 {
        values.append(id)
        weights.append(id == offset ? 1 : 0)
      }
      let best = bestSubsequence(values, weights: weights)
      #expect(moves.count == values.count - best.length)
      let samePlace = moves.filter { $0.from == $0.to }.count
      #expect(samePlace == weights.reduce(0, +) - best.weight)
    }
  }

  @Test func reversalOfAThousandAndOneItems() {
    let old = Array(0...1000)
    let update = ListDiff.diff(from: old, to: old.reversed())
    let moves = update.stages.flatMap { $0.itemMoves }
    #expect(moves.count == 1000)
    // Item 500 is the one at its own place, so it is the one kept.
    #expect(!moves.contains { $0.from == $0.to })
    #expect(!moves.contains { $0.from.item == 500 })
    UIKitBatchValidator.expectValid(update, from: old, to: Array(old.reversed()))
  }
}

/// Identities of other integer widths and of strings take other hashing paths.
@Suite struct IdentityTypeTests {
  struct Tagged<ID: Hashable & Sendable>: Diffable, Equatable, Sendable {
    var id: ID
    var diffID: ID { id }
  }

  func check<ID: Hashable & Sendable>(_ make: (Int) -> ID) {
    let old = (0..<50).map { Tagged(id: make($0)) }
    var new = old.reversed().filter { $0.id != make(7) }
    new.insert(Tagged(id: make(99)), at: 10)
    new.append(old[0])  // A repeat.
    let update = ListDiff.diff(from: old, to: new)
    #expect(UIKitBatchValidator.validate(from: old.map { $0.id }, to: new.map { $0.id }, update: update).isEmpty)
    #expect(update.stages.first?.itemDeletes == [path(0, 7)])
    #expect(update.stages.first?.itemInserts == [path(0, 10), path(0, 50)])
    #expect(update.stages.first?.itemMoves.count == 48)
  }

  @Test func integerWidths() {
    check { Int($0) }
    check { Int64($0) }
    check { Int32($0) }
    check { UInt($0) }
    check { UInt64($0) }
    check { UInt32($0) }
    check { Int16($0) }
    check { "row-\($0)" }
  }
}
