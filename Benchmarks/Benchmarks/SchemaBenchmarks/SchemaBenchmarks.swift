import Benchmark
import BenchmarkForms
import Formwork
import Foundation

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
    timeUnits: .milliseconds,
    maxDuration: .seconds(10),
    maxIterations: 200
  )

  // Issue 13's figure: read + check + build a 10,000-row schema, against Foundation's
  // `JSONSerialization` parsing the same bytes, in the same run.
  let schema = LargeSchema.json()

  Benchmark("Schema: JSONSerialization.jsonObject of the 10,000-row schema") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? JSONSerialization.jsonObject(with: schema))
    }
  }

  Benchmark("Schema: parse the 10,000-row schema to FormValue") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? FormValue(jsonData: schema))
    }
  }

  Benchmark("Schema: read + check the 10,000-row schema (FormSchema)") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? FormSchema(jsonData: schema))
    }
  }

  Benchmark("Schema: read + check + build the 10,000-row schema (Form)") { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      benchmark.startMeasurement()
      guard let form = try? Form(schema: FormSchema(jsonData: schema)) else {
        fatalError("the benchmark schema must build")
      }
      benchmark.stopMeasurement()
      blackHole(form)
    }
  }

  // Patterns that made ICU's backtracking matcher take seconds, on 10,000-character values that
  // almost match (the worst case for a backtracker).
  let shapes: [(name: String, pattern: String, text: String)] = [
    ("\\d+\\d+\\d+x", "\\d+\\d+\\d+x", String(repeating: "1", count: 10_000)),
    (".*a.*a.*a.*a.*a.*b", ".*a.*a.*a.*a.*a.*b", String(repeating: "a", count: 10_000)),
    ("[\\s\\S]*×4 y", "[\\s\\S]*[\\s\\S]*[\\s\\S]*[\\s\\S]*y", String(repeating: " ", count: 10_000)),
    ("(\\d{3}-)+\\d{4}", "(\\d{3}-)+\\d{4}", String(repeating: "123-", count: 2_500)),
    (".{0,1000}x", ".{0,1000}x", String(repeating: "a", count: 10_000)),
    ("\\b\\w+\\b\\w*x*+", "\\b\\w+\\b\\w*x*+", String(repeating: "é", count: 10_000) + " "),
    (
      "[a-z0-9._%+-]{1,64}@[a-z0-9.-]{1,255}", "[a-z0-9._%+-]{1,64}@[a-z0-9.-]{1,255}",
      String(repeating: "a.", count: 5_000)
    ),
    // A DFA's worst case: every position a new state (which of the last 300 scalars were `a`).
    ("(a|b)*a[ab]{300}", "(a|b)*a[ab]{300}", String((0..<10_000).map { $0 * 7919 % 13 < 6 ? "a" : "b" })),
    ("(?m)^a.{0,1000}b$", "(?m)^a.{0,1000}b$", "a" + String(repeating: "c", count: 10_000)),
  ]
  for shape in shapes {
    guard let pattern = try? SafePattern(shape.pattern) else { fatalError("\(shape.pattern) must be accepted") }
    Benchmark(
      "Pattern \(shape.name) on 10,000 characters",
      configuration: .init(metrics: [.wallClock, .cpuTotal], timeUnits: .microseconds, maxIterations: 500)
    ) { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(pattern.matches(shape.text))
      }
    }
  }
}
