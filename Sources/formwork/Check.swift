import ArgumentParser
import Formwork
import FormworkTerminal

/// `formwork check form.json`: reads a form schema and builds the form, printing every problem
/// with its JSON path (or the row and column of a condition), for schema authors and CI.
struct Check: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check a JSON form schema: every problem is printed with where it is.",
    discussion: "Exits 0 when the schema builds a form, 70 when it does not, 66 when the file cannot be read.")

  @Argument(help: "The path of a JSON form schema, or - for standard input.")
  var schema: String

  @MainActor
  func run() async throws {
    let parsed = try FormLookup.readSchema(at: schema)
    do {
      let form = try Form(schema: parsed)
      let sections = form.sectionIDs.count
      let rows = form.rowIDs.count
      let name = schema == "-" ? "stdin" : schema
      print("\(name): ok (\(sections) section\(sections == 1 ? "" : "s"), \(rows) row\(rows == 1 ? "" : "s"))")
    } catch let error as FormDefinitionError {
      throw fail(
        .brokenForm, "'\(schema)' does not build a form:\n" + error.errors.map { "  \($0)" }.joined(separator: "\n"))
    }
  }
}
