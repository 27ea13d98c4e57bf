import ArgumentParser
import Formwork

/// `formwork schema`: prints the JSON Schema (draft 2020-12) of the form schema format, for
/// editors' completion and backends' validation before they deploy.
struct SchemaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Print the JSON Schema (draft 2020-12) of Formwork's form schema format.",
    discussion: "The same document as Schemas/formwork-1.schema.json in the repository.")

  func run() throws {
    print(FormSchema.jsonSchema, terminator: "")
  }
}
