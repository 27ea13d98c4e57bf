import ArgumentParser
import Formwork
import FormworkSurveyJS
import FormworkTerminal
import Foundation

/// `formwork check form.json`: reads a form schema and builds the form, printing every problem
/// with its JSON path (and the column in an expression), for schema authors and CI.
struct Check: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check a JSON form schema: every problem is printed with where it is.",
    discussion: """
      Every problem in one pass: the reader's (unknown keys and names, wrong types, a newer format \
      version) and the built form's (duplicate tags, unknown rows in expressions, every cycle). \
      Custom kinds, rules, loaders and actions resolve against the CLI's demo registry. Exits 0 \
      when the schema builds a form, 70 when it does not, 66 when the file cannot be read. With \
      --format json, prints a JSON list of {path, code, message} (and line, column, tag when known).
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  @Argument(help: "The path of a JSON form schema, or - for standard input.")
  var schema: String

  @Option(help: "How to print the problems: text, or json for CI.")
  var format: Format = .text

  @Option(help: "The format of the file: formwork or surveyjs (detected when left out).")
  var from: SchemaFormat?

  @MainActor
  func run() async throws {
    let data = try FormLookup.readFile(schema, isSchema: true, locale: FormLookup.environmentLocale)
    FormLookup.format = from
    let name = schema == "-" ? "stdin" : schema
    if let survey = try FormLookup.surveyImport(data, path: name, locale: FormLookup.environmentLocale) {
      try report(survey, name: name)
      return
    }
    let problems = FormSchema.check(jsonData: data, registry: DemoRegistry.registry)
    switch format {
    case .json:
      print(Self.json(problems))
      if !problems.isEmpty { throw ExitCode(FormworkExitCode.brokenForm.rawValue) }
    case .text:
      guard problems.isEmpty else {
        let locale = FormLookup.environmentLocale
        let count = FormStrings(locale: locale).counts.problems(problems.count)
        throw fail(
          .brokenForm,
          TerminalStrings(locale: locale).schemaDoesNotBuild(path: name, problems: count) + "\n"
            + problems.map { "  \($0)" }.joined(separator: "\n"))
      }
      // The schema is known to build: counting its sections and rows cannot fail now.
      let form = try Form(schema: FormSchema(jsonData: data, registry: DemoRegistry.registry))
      let words = TerminalStrings(locale: FormLookup.environmentLocale)
      print(words.schemaOK(path: name, sections: form.sectionIDs.count, rows: form.rowIDs.count))
    }
  }

  /// A SurveyJS survey's check: what the import did not translate, each at its path in the
  /// survey; exits 70 when there is any, as for a schema.
  @MainActor
  private func report(_ survey: SurveyJSImport, name: String) throws {
    let problems = survey.problems
    switch format {
    case .json:
      print(Self.json(problems))
    case .text:
      let words = TerminalStrings(locale: FormLookup.environmentLocale)
      let built: String
      do {
        let form = try survey.makeForm()
        built = words.surveyBuilds(sections: form.sectionIDs.count, rows: form.rowIDs.count)
      } catch {
        built = words.surveyDoesNotBuild("\(error)")
      }
      if problems.isEmpty {
        print(words.surveyOK(path: name, built: built))
      } else {
        print(
          words.surveyNotTranslated(path: name, built: built, parts: problems.count) + "\n"
            + problems.map { "  \($0)" }.joined(separator: "\n"))
      }
    }
    if !problems.isEmpty { throw ExitCode(FormworkExitCode.brokenForm.rawValue) }
  }

  /// `[{"path", "code", "message", "line"?, "column"?, "tag"?, "part"?}]`, one object a line.
  static func json(_ problems: [FormError]) -> String {
    let items: [FormValue] = problems.map { problem in
      var object: [String: FormValue] = [
        "path": problem.location.path.map(FormValue.string) ?? "$",
        "code": .string(problem.code.rawValue),
        "message": .string(problem.message),
      ]
      if let line = problem.location.line { object["line"] = .int(line) }
      if let column = problem.location.column { object["column"] = .int(column) }
      if let tag = problem.location.tag { object["tag"] = .string(tag) }
      if let part = problem.location.part { object["part"] = .string(part) }
      return .object(object)
    }
    guard !items.isEmpty else { return "[]" }
    return "[\n" + items.map { "  " + $0.jsonString() }.joined(separator: ",\n") + "\n]"
  }
}
