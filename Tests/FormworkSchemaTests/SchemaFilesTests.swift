import Formwork
import Foundation
import Testing

@testable import FormworkSchema

/// The files of the format in the repository: the published JSON Schema, the samples, and the
/// broken schemas the reader must reject (`Tests/Schema/validate_schemas.py` checks the same
/// files against the JSON Schema with a real validator).
@MainActor
@Suite struct SchemaFilesTests {
  nonisolated static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  nonisolated static func files(in folder: String) -> [String] {
    let directory = root.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }

  nonisolated static func data(_ folder: String, _ name: String) throws -> Data {
    try Data(contentsOf: root.appendingPathComponent(folder).appendingPathComponent(name))
  }

  /// The names the samples use, as the `formwork` CLI's demo registry lends them.
  static var registry: FormSchemaRegistry {
    var registry = FormSchemaRegistry()
    registry.registerRowKind("rating", valueType: Int.self)
    registry.registerRule("usernameAvailable", Rule<String>.async("usernameAvailable", debounce: 0) { _ in nil })
    registry.registerRule("noSpaces", Rule<String>.custom("noSpaces", message: "No spaces") { _, _ in true })
    registry.registerSectionRule(
      "someChecked", .custom("someChecked", message: "Check a box") { $0.values.contains(.bool(true)) })
    registry.registerOptionLoader("banks") { [SelectorOption("icbc", "ICBC")] }
    registry.registerAction("validate") { context in context.form.validate() }
    registry.registerAction("reset") { _ in }
    return registry
  }

  @Test func theRepositoryCopyOfTheJSONSchemaIsTheGeneratedOne() throws {
    let file = Self.root.appendingPathComponent("Schemas/formwork-1.schema.json")
    if ProcessInfo.processInfo.environment["FORMWORK_RECORD"] == "1" {
      try FormSchema.jsonSchema.write(to: file, atomically: true, encoding: .utf8)
    }
    let stored = try String(contentsOf: file, encoding: .utf8)
    #expect(
      stored == FormSchema.jsonSchema,
      "Schemas/formwork-1.schema.json is stale: run FORMWORK_RECORD=1 swift test --filter SchemaFilesTests")
  }

  @Test func theJSONSchemaNamesEveryKindTheReaderKnows() throws {
    let document = try FormValue(json: FormSchema.jsonSchema)
    guard case .list(let choices)? = document["$defs"]?["rowBody"]?["properties"]?["kind"]?["anyOf"] else {
      Issue.record("no kinds in the JSON Schema")
      return
    }
    #expect(choices.first?["enum"] == .list(SchemaKinds.builtInNames.map(FormValue.string)))
  }

  @Test func thereAreAtLeastThirtyBrokenSchemas() {
    #expect(Self.files(in: "Tests/Schema/broken").count >= 30)
    #expect(!Self.files(in: "Tests/Schema/reader-only").isEmpty)
  }

  @Test(arguments: files(in: "Tests/Schema/broken") + files(in: "Tests/Schema/reader-only"))
  func theReaderRejectsEveryBrokenSchema(name: String) throws {
    let folder =
      Self.files(in: "Tests/Schema/broken").contains(name) ? "Tests/Schema/broken" : "Tests/Schema/reader-only"
    let problems = FormSchema.check(jsonData: try Self.data(folder, name), registry: Self.registry)
    #expect(!problems.isEmpty, "\(folder)/\(name) is accepted")
    // Every problem says where it is.
    for problem in problems {
      #expect(problem.location.path?.hasPrefix("$") == true, "\(name): \(problem)")
    }
  }

  @Test(arguments: files(in: "Schemas/examples"))
  func everySampleBuildsAndRuns(name: String) throws {
    let data = try Self.data("Schemas/examples", name)
    #expect(FormSchema.check(jsonData: data, registry: Self.registry) == [])
    let form = try Form(schema: FormSchema(jsonData: data, registry: Self.registry))
    #expect(!form.rowIDs.isEmpty)
    // The sample runs: a submit shows what is missing, and the values serialize.
    let report = form.validate()
    #expect(!report.isValid, "\(name): a sample asks for at least one answer")
    _ = form.json()
  }
}
