// swift-tools-version: 6.1
// Formwork's benchmarks, in a package of their own so that users of Formwork never resolve
// benchmark tooling. Run from this folder: `swift package benchmark`.
import PackageDescription

let package = Package(
  name: "FormworkBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Formwork", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
  ],
  targets: [
    // The large forms the model and engine benchmarks measure, built once here.
    .target(
      name: "BenchmarkForms",
      dependencies: [.product(name: "Formwork", package: "Formwork")],
      path: "Sources/BenchmarkForms"
    ),
    // FormworkDiff against the standard library's `difference(from:)` (workload W).
    .executableTarget(
      name: "DiffBenchmarks",
      dependencies: [
        .product(name: "FormworkDiff", package: "Formwork"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/DiffBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Building a 10,000-row form and reading its values.
    .executableTarget(
      name: "ModelBenchmarks",
      dependencies: [
        "BenchmarkForms",
        .product(name: "Formwork", package: "Formwork"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/ModelBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // One value change through the dynamic engine, incremental against a forced full re-evaluation.
    .executableTarget(
      name: "EngineBenchmarks",
      dependencies: [
        "BenchmarkForms",
        .product(name: "Formwork", package: "Formwork"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/EngineBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Drafts of the 10,000-row form: encoding on the main actor, the fingerprint, restoring.
    .executableTarget(
      name: "DraftBenchmarks",
      dependencies: [
        "BenchmarkForms",
        .product(name: "Formwork", package: "Formwork"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/DraftBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Issue 13: a 10,000-row schema read + checked + built, beside JSONSerialization on the same
    // bytes; patterns that froze a backtracking matcher, on 10,000-character values.
    .executableTarget(
      name: "SchemaBenchmarks",
      dependencies: [
        "BenchmarkForms",
        .product(name: "Formwork", package: "Formwork"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/SchemaBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // One workload run N times, for `perf stat -e instructions` and `perf record` (see its main.swift).
    .executableTarget(
      name: "ProfileDriver",
      dependencies: [
        "BenchmarkForms",
        .product(name: "Formwork", package: "Formwork"),
        .product(name: "FormworkSurveyJS", package: "Formwork"),
      ],
      path: "Sources/ProfileDriver"
    ),
    // Issue 26: a 30,000-line SurveyJS survey imported (translated, checked) and built, beside
    // JSONSerialization on the same bytes; a page change on the form it makes.
    .executableTarget(
      name: "SurveyJSBenchmarks",
      dependencies: [
        "BenchmarkForms",
        .product(name: "Formwork", package: "Formwork"),
        .product(name: "FormworkSurveyJS", package: "Formwork"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/SurveyJSBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
