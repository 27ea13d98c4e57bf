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
//
// `survey-ratio N` times issue 26's figure in pairs: JSONSerialization parsing the survey, then
// the survey imported and built, N times in turn, and prints each one's median and their ratio.
// Alternating the two keeps a virtual machine's changing speed out of the ratio.
import BenchmarkForms
import Formwork
import FormworkSurveyJS
import Foundation

let workloads = [
  "schema-parse", "schema-read", "schema-build", "survey-json", "survey-parse", "survey-import", "survey-build",
  "survey-schema-read", "survey-schema-build", "survey-ratio",
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

@MainActor func ratio() throws {
  var parse: [Duration] = []
  var build: [Duration] = []
  let clock = ContinuousClock()
  for _ in 0..<iterations {
    parse.append(try clock.measure { _ = try JSONSerialization.jsonObject(with: data) })
    var form: Form?
    build.append(try clock.measure { form = try SurveyJSImport(jsonData: data).makeForm() })
    // The form is freed outside the measure, as the benchmark keeps it.
    withExtendedLifetime(form) {}
  }
  func median(_ times: [Duration]) -> Double {
    let sorted = times.sorted()
    let middle = sorted[sorted.count / 2]
    return Double(middle.components.seconds) * 1000 + Double(middle.components.attoseconds) / 1e15
  }
  let (json, survey) = (median(parse), median(build))
  print(String(format: "JSONSerialization %.2f ms, import + build %.2f ms: %.2f×", json, survey, survey / json))
}

@MainActor func run() throws {
  if workload == "survey-ratio" { return try ratio() }
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
