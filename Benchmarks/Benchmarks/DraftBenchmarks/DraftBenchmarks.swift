import Benchmark
import BenchmarkForms
import Formwork
import Foundation

/// The 10,000-row, 2,000-condition form with a value in every text row, built once.
@MainActor var sharedForm: Form?

@MainActor func makeFilledForm() -> Form {
  if let sharedForm { return sharedForm }
  guard let form = try? Form(sections: DynamicForms.sections()) else { fatalError("the benchmark form must build") }
  for section in 0..<100 {
    for index in 0..<20 { form[DynamicForms.driverKey(section: section, index: index)] = "value \(section).\(index)" }
    form[DynamicForms.quietKey(section: section)] = "typed text in section \(section)"
  }
  sharedForm = form
  return form
}

/// A store that keeps nothing: the benchmark measures the main actor, not the disk.
struct DiscardingStore: DraftStore {
  var location: String { "nowhere" }
  func load() throws -> Data? { nil }
  func save(_ data: Data) throws {}
  func delete() throws {}
  func moveAside() throws -> String { "nowhere" }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
    timeUnits: .milliseconds,
    maxDuration: .seconds(5),
    maxIterations: 200
  )

  // What an autosave does on the main actor after a change: encode the draft (values, touched
  // rows, the fingerprint kept while the definition stays) and hand it to the writer. The file
  // write happens on a background queue (here a store that keeps nothing) and is not part of it.
  Benchmark("Autosave of the 10,000-row form, main-actor part (one change + saveNow)") { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let form = makeFilledForm()
      let autosave = DraftAutosave(form: form, store: DiscardingStore(), debounce: 3600)
      let key = DynamicForms.quietKey(section: 50)
      var flip = false
      // The first save computes the fingerprint, which later saves reuse while the definition
      // stays the same: once per form, not per save.
      autosave.saveNow()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        flip.toggle()
        form[key] = flip ? "a" : "b"
        autosave.saveNow()
      }
      benchmark.stopMeasurement()
      autosave.stop()
    }
  }

  // The same draft through the public value API: `draft()` then `jsonString()`.
  Benchmark("Draft of the 10,000-row form as a FormValue and JSON text (draft + jsonString)") { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let form = makeFilledForm()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(form.draft().jsonString())
      }
      benchmark.stopMeasurement()
    }
  }

  // The definition's fingerprint alone (part of every draft).
  Benchmark("Fingerprint of the 10,000-row form") { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let form = makeFilledForm()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(form.fingerprint.digest)
      }
      benchmark.stopMeasurement()
    }
  }

  // Opening the form again: parse the draft's JSON and restore what matches into a fresh form.
  Benchmark("Restore a draft into a fresh 10,000-row form (parse + restoreMatching)") { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let data = Data(makeFilledForm().draft().jsonString().utf8)
      for _ in benchmark.scaledIterations {
        guard let fresh = try? Form(sections: DynamicForms.sections()) else {
          fatalError("the benchmark form must build")
        }
        benchmark.startMeasurement()
        blackHole(try? fresh.restoreMatching(draft: FormValue(jsonData: data)))
        benchmark.stopMeasurement()
      }
    }
  }
}
