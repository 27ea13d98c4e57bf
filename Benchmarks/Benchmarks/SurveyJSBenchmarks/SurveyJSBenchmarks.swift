import Benchmark
import BenchmarkForms
import Formwork
import FormworkSurveyJS
import Foundation

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
    timeUnits: .milliseconds,
    maxDuration: .seconds(10),
    maxIterations: 100
  )

  // Issue 26's figures: import (translate + check) and build a 30,000-line survey, against
  // Foundation's `JSONSerialization` parsing the same bytes, in the same run; a page change.
  let survey = LargeSurvey.json().data

  Benchmark("SurveyJS: JSONSerialization.jsonObject of the 30,000-line survey") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? JSONSerialization.jsonObject(with: survey))
    }
  }

  Benchmark("SurveyJS: parse the 30,000-line survey to FormValue") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? FormValue(jsonData: survey))
    }
  }

  Benchmark("SurveyJS: import the 30,000-line survey (parse, translate, check)") { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      benchmark.startMeasurement()
      guard let imported = try? SurveyJSImport(jsonData: survey), imported.problems.isEmpty else {
        fatalError("the benchmark survey must import cleanly")
      }
      benchmark.stopMeasurement()
      blackHole(imported)
    }
  }

  Benchmark("SurveyJS: import + build the 30,000-line survey") { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      benchmark.startMeasurement()
      guard let form = try? SurveyJSImport(jsonData: survey).makeForm() else {
        fatalError("the benchmark survey must build")
      }
      benchmark.stopMeasurement()
      blackHole(form)
    }
  }

  Benchmark(
    "SurveyJS: a page change on the 30,000-line survey's form",
    configuration: .init(metrics: [.wallClock, .cpuTotal], timeUnits: .microseconds, maxIterations: 2_000)
  ) { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      guard let form = try? SurveyJSImport(jsonData: survey).makeForm() else {
        fatalError("the benchmark survey must build")
      }
      // The first page's required questions answered, so Next validates it and moves on.
      let answers = FormValue.object(
        Dictionary(uniqueKeysWithValues: stride(from: 0, to: 30, by: 5).map { ("p0q\($0)", FormValue.string("c0")) }))
      form.hydrate(surveyData: answers)
      _ = form.flush()
      guard case .moved = form.nextPage(origin: .program) else { fatalError("the first page must be valid") }
      _ = form.previousPage(origin: .program)
      _ = form.flush()
      for _ in benchmark.scaledIterations {
        benchmark.startMeasurement()
        blackHole(form.nextPage(origin: .program))
        _ = form.flush()
        benchmark.stopMeasurement()
        _ = form.previousPage(origin: .program)
        _ = form.flush()
      }
    }
  }
}
