import ArgumentParser
import Formwork
import FormworkSurveyJS
import Foundation

/// `formwork convert survey.json`: prints the Formwork schema a SurveyJS survey translates to,
/// the one the app builds when it imports the survey.
struct Convert: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the Formwork schema equivalent to a SurveyJS survey.",
    discussion: """
      What the import does not translate is printed to standard error, each part with its JSON \
      path in the survey (and its column in an expression). Exits 0 when the schema is printed, \
      70 when the file is no survey, 66 when it cannot be read.
      """)

  @Argument(help: "The path of a SurveyJS survey (JSON), or - for standard input.")
  var survey: String

  @MainActor
  func run() async throws {
    let data = try FormLookup.readFile(survey, isSchema: true, locale: FormLookup.environmentLocale)
    let name = survey == "-" ? "stdin" : survey
    let value: FormValue
    do {
      value = try FormValue(jsonData: data)
    } catch {
      throw fail(.brokenForm, "'\(name)' is not JSON: \(error)")
    }
    guard case .object = value else { throw fail(.brokenForm, "'\(name)' is not a SurveyJS survey: not an object") }
    let imported = SurveyJSImport(value, registry: DemoRegistry.registry)
    for problem in imported.problems { printError("warning: \(name): \(problem)") }
    print(imported.schema.jsonString(pretty: true))
  }
}
