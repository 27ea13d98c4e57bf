import Benchmark
import BenchmarkForms
import Formwork

/// Keeps forms alive past the measured region, so `memoryLeakedBytes` reads what a form retains.
@MainActor var retainedForms: [Form] = []

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
    timeUnits: .milliseconds,
    maxDuration: .seconds(10),
    maxIterations: 200
  )

  // Issue 2's figure: build a 10,000-row form of mixed kinds and read every value.
  Benchmark(
    "Build 10,000-row form and read all values",
    configuration: .init(
      metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
      timeUnits: .milliseconds, maxDuration: .seconds(10), maxIterations: 200)
  ) { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    let definition = LargeForms.sections()
    let tags = (0..<LargeForms.rowCount).map { "r\($0)" }
    await MainActor.run {
      benchmark.startMeasurement()
      guard let form = try? Form(sections: definition) else { fatalError("the benchmark form must build") }
      var nonNull = 0
      for tag in tags where (try? form.value(forTag: tag))?.isNull == false { nonNull += 1 }
      benchmark.stopMeasurement()
      blackHole(nonNull)
      blackHole(form)
    }
  }

  // What a built form retains: `memoryLeakedBytes` / 10,000 is the bytes per row (values here
  // are small and stored inline, so this is the per-row overhead).
  Benchmark(
    "Retained bytes of a 10,000-row form",
    configuration: .init(metrics: [.memoryLeakedBytes, .mallocFreeDelta], maxDuration: .seconds(5), maxIterations: 5)
  ) { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    let definition = LargeForms.sections()
    await MainActor.run {
      retainedForms.removeAll()
      benchmark.startMeasurement()
      guard let form = try? Form(sections: definition) else { fatalError("the benchmark form must build") }
      retainedForms.append(form)
      benchmark.stopMeasurement()
    }
  }

  // The same, split: the build alone.
  Benchmark("Build 10,000-row form") { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    let definition = LargeForms.sections()
    await MainActor.run {
      benchmark.startMeasurement()
      let form = try? Form(sections: definition)
      benchmark.stopMeasurement()
      blackHole(form)
    }
  }

  // Typed reads through keys, the way app code reads.
  Benchmark("Read 10,000 values by typed key") { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    let definition = LargeForms.sections()
    let keys = (0..<LargeForms.rowCount).filter { $0 % 16 == 2 }.map { RowKey<Int>("r\($0)") }
    await MainActor.run {
      guard let form = try? Form(sections: definition) else { fatalError("the benchmark form must build") }
      benchmark.startMeasurement()
      var sum = 0
      for _ in 0..<16 {
        for key in keys { sum &+= form[key] ?? 0 }
      }
      benchmark.stopMeasurement()
      blackHole(sum)
    }
  }

  // JSON out: the tag → value dictionary serialized.
  Benchmark("All values of a 10,000-row form") { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    let definition = LargeForms.sections()
    await MainActor.run {
      guard let form = try? Form(sections: definition) else { fatalError("the benchmark form must build") }
      benchmark.startMeasurement()
      blackHole(form.allValues)
      benchmark.stopMeasurement()
    }
  }
}
