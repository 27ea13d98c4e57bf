import Benchmark
import FormworkDiff

// Workload W: unique Int ids; 10% deleted, 10% inserted, 5% moved to random positions, 10% content updated.
// Run from Benchmarks/: `swift package benchmark --target DiffBenchmarks`.

struct Row: Diffable, Equatable, Sendable {
  var id: Int
  var value: Int
  var diffID: Int { id }
}

/// SplitMix64: a small seeded generator, so every run diffs the same lists.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_CE4E_5B09
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Applies workload W to `sections` (a flat list is one section). Moved and inserted rows land at random
/// positions of random sections; the others keep their order.
func workload(_ sections: [[Row]], seed: UInt64, firstNewID: Int? = nil) -> [[Row]] {
  var rng = SplitMix64(seed: seed)
  let count = sections.reduce(0) { $0 + $1.count }
  var nextID = firstNewID ?? count
  // Each surviving row gets a sort key (section, position); kept rows keep their own position.
  var placed: [(section: Int, key: Double, row: Row)] = []
  placed.reserveCapacity(count + count / 10)
  for (sectionIndex, rows) in sections.enumerated() {
    for (index, row) in rows.enumerated() {
      let roll = Int.random(in: 0..<100, using: &rng)
      if roll < 10 { continue }  // deleted
      var row = row
      if roll < 20 { row.value += 1 }  // content updated
      if roll >= 20 && roll < 25 {  // moved
        let target = Int.random(in: 0..<sections.count, using: &rng)
        let key = Double.random(in: 0..<Double(max(sections[target].count, 1)), using: &rng)
        placed.append((target, key, row))
      } else {
        placed.append((sectionIndex, Double(index), row))
      }
    }
  }
  for _ in 0..<(count / 10) {  // inserted
    let target = Int.random(in: 0..<sections.count, using: &rng)
    let key = Double.random(in: 0..<Double(max(sections[target].count, 1)), using: &rng)
    placed.append((target, key, Row(id: nextID, value: 0)))
    nextID += 1
  }
  placed.sort { $0.section != $1.section ? $0.section < $1.section : $0.key < $1.key }
  var result = [[Row]](repeating: [], count: sections.count)
  for entry in placed { result[entry.section].append(entry.row) }
  return result
}

func rows(_ count: Int, startingAt start: Int = 0) -> [Row] {
  (start..<(start + count)).map { Row(id: $0, value: 0) }
}

func sections(_ rowsPerSection: [[Row]]) -> [DiffSection<Int, Row>] {
  rowsPerSection.enumerated().map { DiffSection(model: $0.offset, items: $0.element) }
}

/// Length of a longest increasing subsequence, to check that the diff's moves are minimal.
func lisLength(_ values: [Int]) -> Int {
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

/// The minimal number of item moves for a sectioned edit whose sections all stay: per section, kept − LIS,
/// plus every row that changed section.
func minimalMoves(_ old: [[Row]], _ new: [[Row]]) -> Int {
  var position: [Int: (section: Int, index: Int)] = [:]
  for (s, rows) in old.enumerated() { for (i, row) in rows.enumerated() { position[row.id] = (s, i) } }
  var moves = 0
  for (s, rows) in new.enumerated() {
    var kept: [Int] = []
    for row in rows {
      guard let from = position[row.id] else { continue }
      if from.section == s { kept.append(from.index) } else { moves += 1 }
    }
    moves += kept.count - lisLength(kept)
  }
  return moves
}

let movesMetric = BenchmarkMetric.custom("item moves", polarity: .prefersSmaller, useScalingFactor: false)

func configuration(seconds: Int = 3, iterations: Int = 2_000) -> Benchmark.Configuration {
  .init(
    metrics: [
      .wallClock, .peakMemoryResident, .peakMemoryResidentDelta, .mallocCountTotal, .mallocBytesCount, movesMetric,
    ],
    timeUnits: .microseconds, warmupIterations: 3, maxDuration: .seconds(seconds), maxIterations: iterations)
}

struct FlatInput: @unchecked Sendable {
  let old: [Row]
  let new: [Row]
  let minimalMoves: Int
}

struct SectionedInput: @unchecked Sendable {
  let old: [DiffSection<Int, Row>]
  let new: [DiffSection<Int, Row>]
  let minimalMoves: Int
}

func flatInput(_ count: Int) -> FlatInput {
  let old = rows(count)
  let new = workload([old], seed: 42)
  return FlatInput(old: old, new: new[0], minimalMoves: minimalMoves([old], new))
}

func sectionedInput(_ count: Int, sections sectionCount: Int) -> SectionedInput {
  let per = count / sectionCount
  let old = (0..<sectionCount).map { rows(per, startingAt: $0 * per) }
  let new = workload(old, seed: 7)
  return SectionedInput(old: sections(old), new: sections(new), minimalMoves: minimalMoves(old, new))
}

/// 10,000 rows in 100 sections; W applied to section 37 only. The other sections' arrays are the same
/// buffers on both sides, as an unchanged form gives them.
func formInput() -> SectionedInput {
  let old = (0..<100).map { rows(100, startingAt: $0 * 100) }
  var new = old
  new[37] = workload([old[37]], seed: 3, firstNewID: 1_000_000)[0]
  return SectionedInput(old: sections(old), new: sections(new), minimalMoves: minimalMoves(old, new))
}

func checkMinimal(_ update: ListUpdate, _ minimal: Int, _ name: String) -> Int {
  let moves = update.stages.reduce(0) { $0 + $1.itemMoves.count }
  precondition(moves == minimal, "\(name): \(moves) item moves, minimal is \(minimal)")
  return moves
}

let benchmarks: @Sendable () -> Void = {
  for count in [10_000, 100_000] {
    let label = count == 10_000 ? "10k" : "100k"

    Benchmark("FormworkDiff flat W n=\(label)", configuration: configuration()) {
      (benchmark: Benchmark, input: FlatInput) in
      var moves = 0
      for _ in benchmark.scaledIterations {
        let update = ListDiff.diff(from: input.old, to: input.new)
        moves = update.stages.reduce(0) { $0 + $1.itemMoves.count }
        blackHole(update)
      }
      benchmark.measurement(movesMetric, moves)
    } setup: {
      let input = flatInput(count)
      _ = checkMinimal(ListDiff.diff(from: input.old, to: input.new), input.minimalMoves, "flat \(label)")
      return input
    }

    Benchmark("FormworkDiff sectioned W n=\(label) in 100 sections", configuration: configuration()) {
      (benchmark: Benchmark, input: SectionedInput) in
      var moves = 0
      for _ in benchmark.scaledIterations {
        let update = ListDiff.diff(from: input.old, to: input.new)
        moves = update.stages.reduce(0) { $0 + $1.itemMoves.count }
        blackHole(update)
      }
      benchmark.measurement(movesMetric, moves)
    } setup: {
      let input = sectionedInput(count, sections: 100)
      _ = checkMinimal(ListDiff.diff(from: input.old, to: input.new), input.minimalMoves, "sectioned \(label)")
      return input
    }
  }

  // The standard library's Myers diff is O((n + m) · D) in time and O(D²) in memory (D ≈ 0.3 n here), so it
  // is the reference at n = 10,000; at 100,000 it would need several GB.
  Benchmark(
    "stdlib difference(from:).inferringMoves() W n=10k", configuration: configuration(seconds: 10, iterations: 50)
  ) { (benchmark: Benchmark, input: FlatInput) in
    var moves = 0
    for _ in benchmark.scaledIterations {
      let difference = input.new.map(\.id).difference(from: input.old.map(\.id)).inferringMoves()
      moves = difference.removals.reduce(0) { count, change in
        if case .remove(_, _, let associated) = change, associated != nil { return count + 1 }
        return count
      }
      blackHole(difference)
    }
    benchmark.measurement(movesMetric, moves)
  } setup: {
    flatInput(10_000)
  }

  Benchmark("FormworkDiff form 10k rows, 1 of 100 sections edited, unique ids", configuration: configuration()) {
    (benchmark: Benchmark, input: SectionedInput) in
    for _ in benchmark.scaledIterations {
      blackHole(ListDiff.diff(from: input.old, to: input.new, options: DiffOptions(identitiesAreUnique: true)))
    }
  } setup: {
    let input = formInput()
    let fast = ListDiff.diff(from: input.old, to: input.new, options: DiffOptions(identitiesAreUnique: true))
    precondition(fast == ListDiff.diff(from: input.old, to: input.new), "the fast path differs from the full diff")
    _ = checkMinimal(fast, input.minimalMoves, "form")
    return input
  }

  Benchmark("FormworkDiff form 10k rows, 1 of 100 sections edited, full diff", configuration: configuration()) {
    (benchmark: Benchmark, input: SectionedInput) in
    for _ in benchmark.scaledIterations {
      blackHole(ListDiff.diff(from: input.old, to: input.new))
    }
  } setup: {
    formInput()
  }
}
