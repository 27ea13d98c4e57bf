import ArgumentParser
import Formwork
import FormworkSurveyJS
import FormworkTerminal
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
    let words = TerminalStrings(locale: FormLookup.environmentLocale)
    let value: FormValue
    do {
      value = try FormValue(jsonData: data)
    } catch {
      throw fail(.brokenForm, words.notJSONFile(path: name, error: "\(error)"))
    }
    guard case .object = value else { throw fail(.brokenForm, words.notSurveyObject(path: name)) }
    let imported = SurveyJSImport(value, registry: DemoRegistry.registry)
    for problem in imported.problems { printError(words.warning("\(name): \(problem)")) }
    print(imported.schema.jsonString(pretty: true))
  }
}
