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

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
    timeUnits: .milliseconds,
    maxDuration: .seconds(5),
    maxIterations: 200
  )

  // What an autosave does on the main actor: the draft (values, touched rows, fingerprint) and
  // its JSON text. The file write happens on a background queue and is not part of it.
  Benchmark("Encode a draft of the 10,000-row form (draft + JSON)") { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let form = makeFilledForm()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(Data(form.draft().jsonString().utf8))
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
