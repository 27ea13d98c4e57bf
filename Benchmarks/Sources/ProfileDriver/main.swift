// Runs one benchmark workload a given number of times, for `perf stat` and `perf record`, which
// the benchmark harness's own runs would blur (its warm-up, statistics and other benchmarks).
//
//   swift build -c release --product ProfileDriver
//   perf stat -e instructions .build/release/ProfileDriver schema-build 20
//   perf stat -e instructions .build/release/ProfileDriver schema-build 0   # the setup alone
//
// The difference of the two counts over the iterations is the workload's cost. Without hardware
// counters, `valgrind --tool=callgrind .build/release/ProfileDriver survey-build 2` (minus 1)
// counts instructions the same way. `survey-schema-read` and `survey-schema-build` read and build
// the Formwork schema a survey imports to (made before the runs): the import's later stages alone.
import BenchmarkForms
import Formwork
import FormworkSurveyJS
import Foundation

let workloads = [
  "schema-parse", "schema-read", "schema-build", "survey-json", "survey-parse", "survey-import", "survey-build",
  "survey-schema-read", "survey-schema-build",
]
let arguments = CommandLine.arguments.dropFirst()
guard let workload = arguments.first, workloads.contains(workload),
  let iterations = arguments.dropFirst().first.flatMap({ Int($0) })
else {
  print("usage: ProfileDriver <\(workloads.joined(separator: "|"))> <iterations>")
  exit(2)
}

let data = workload.hasPrefix("schema") ? LargeSchema.json() : LargeSurvey.json().data
// The Formwork schema a survey imports to, made before the runs: its reading and building alone.
let importedSchema = workload.hasPrefix("survey-schema") ? try SurveyJSImport(jsonData: data).schema : .null

@MainActor func run() throws {
  for _ in 0..<iterations {
    switch workload {
    case "schema-parse": _ = try FormValue(jsonData: data)
    case "schema-read": _ = try FormSchema(jsonData: data)
    case "schema-build": _ = try Form(schema: FormSchema(jsonData: data))
    case "survey-json": _ = try JSONSerialization.jsonObject(with: data)
    case "survey-parse": _ = try FormValue(jsonData: data)
    case "survey-import":
      let imported = try SurveyJSImport(jsonData: data)
      guard imported.problems.isEmpty else { fatalError("the survey must import cleanly: \(imported.problems)") }
    case "survey-build": _ = try SurveyJSImport(jsonData: data).makeForm()
    case "survey-schema-read": _ = try FormSchema(importedSchema)
    case "survey-schema-build":
      _ = FormSchema.checkedForm(importedSchema, registry: FormSchemaRegistry(), locale: .current)
    default: fatalError("unknown workload \(workload)")
    }
  }
}

do {
  try MainActor.assumeIsolated { try run() }
} catch {
  print("failed: \(error)")
  exit(1)
}
