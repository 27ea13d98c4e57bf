import FormworkDiff
import FormworkDiffTestSupport
import Foundation
import Testing

/// The long fuzz run: chains of random edits (each new list becomes the next old one, like a form session),
/// every diff checked like the property tests, until 1,000,000 stages have been validated.
///
/// Runs only on demand: `FORMWORK_FUZZ=1 swift test --filter Fuzz` (add `-c release` for speed).
/// `FORMWORK_FUZZ_STAGES` changes the number of stages, `FORMWORK_FUZZ_SEED` the first seed.
@Suite struct FuzzTests {
  static let environment = ProcessInfo.processInfo.environment
  static let isEnabled = environment["FORMWORK_FUZZ"] == "1"
  static let stageTarget = environment["FORMWORK_FUZZ_STAGES"].flatMap { Int($0) } ?? 1_000_000
  static let firstSeed = environment["FORMWORK_FUZZ_SEED"].flatMap { UInt64($0) } ?? 20_260_101

  /// Two chains, one per core; each validates half of the stages.
  @Test(
    .enabled(if: isEnabled, "long fuzz run: set FORMWORK_FUZZ=1 to validate 1,000,000 stages"),
    arguments: 0..<2)
  func fuzz(chain: Int) {
    let seed = Self.firstSeed &+ UInt64(chain)
    var rng = SplitMix64(seed: seed)
    let target = (Self.stageTarget + 1) / 2
    var stages = 0
    var diffs = 0
    var sessions = 0
    while stages < target {
      // A session: a random list of up to 12 sections of up to 30 items, then 200 successive edits.
      sessions += 1
      let repeats = rng.next() % 4 == 0
      var editor = ListEditor(repeatsIdentities: repeats)
      let sizes = (0..<Int(rng.next() % 13)).map { _ in Int(rng.next() % 31) }
      var current = editor.makeList(sizes: sizes, seed: Int(rng.next() >> 1))
      for _ in 0..<200 where stages < target {
        var next = current
        for _ in 0..<(1 + Int(rng.next() % 8)) { editor.apply(Int(rng.next() >> 1), to: &next) }
        let options = options(from: Int(rng.next() >> 1), uniqueIdentities: !repeats)
        let result = checkDiff(from: current, to: next, options: options, uniqueIdentities: !repeats)
        if !result.failures.isEmpty {
          Issue.record(
            "chain seed \(seed), session \(sessions), diff \(diffs):\n\(result.failures.joined(separator: "\n"))")
          return
        }
        stages += result.update.stages.count
        diffs += 1
        current = next
      }
    }
    print("fuzz chain \(chain) (seed \(seed)): \(stages) stages validated in \(diffs) diffs, \(sessions) sessions")
    #expect(stages >= target)
  }
}
