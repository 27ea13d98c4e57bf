import ArgumentParser
import Formwork
import FormworkExamples
import FormworkTerminal
import Foundation

/// `formwork run <form> --answers answers.json`: headless, for scripts.
struct Run: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Fill in a form from a JSON file of answers, validate it, print its values or its errors.",
    discussion: """
      Answers are a JSON object of tag → value, applied as a person's input would be (text is \
      parsed as typed, choices must be options). Prints {"values": …, "parameters": …} and exits 0 \
      when the form is valid; prints {"errors": {tag: [message]}} and exits 1 when it is not; exits \
      65 when answers cannot be applied (a tag answered twice too), 66 when the file cannot be read. Without --answers, the \
      form opens at the terminal.
      """)

  @Argument(help: "An example name (see `formwork demo --list`), or the path of a JSON form schema.")
  var form: String

  @Option(name: .shortAndLong, help: "A JSON file of answers, or - for standard input.")
  var answers: String?

  @Flag(help: "List what the answers can say: each tag, what its row takes, whether it is required.")
  var listTags = false

  @OptionGroup var display: DisplayOptions

  @Option(help: "The format of a form file: formwork or surveyjs (detected when left out).")
  var from: SchemaFormat?

  @Flag(help: "Start from the example's sample server response (hydration), then apply the answers.")
  var hydrate = false

  @Option(help: "Interactive use: save the answers to this file as they are typed, resume, delete it on submit.")
  var draft: String?

  @MainActor
  func run() async throws {
    FormLookup.format = from
    let example = try FormLookup.example(named: form, locale: display.resolvedLocale)
    if listTags {
      try await Headless.listTags(of: example, hydrate: hydrate, locale: display.resolvedLocale)
      return
    }
    guard let answers else {
      try await Interactive.run(example: example.name, display: display, hydrate: hydrate, draft: draft)
      return
    }
    if draft != nil { throw fail(.usage, TerminalStrings(locale: display.resolvedLocale).draftWithAnswers) }
    let data = try Self.read(answers, locale: display.resolvedLocale)
    try await Headless.run(
      example: example, answersData: data, source: answers == "-" ? "stdin" : answers, hydrate: hydrate,
      locale: display.resolvedLocale)
  }

  static func read(_ path: String, locale: Locale) throws -> Data {
    try FormLookup.readFile(path, isSchema: false, locale: locale)
  }
}

@MainActor
enum Headless {
  static func listTags(of example: ExampleForm, hydrate: Bool, locale: Locale) async throws {
    let form = try FormLookup.makeForm(example, hydrate: hydrate, locale: locale)
    for line in await AnswerGuide.lines(for: form) { print(line) }
  }

  static func run(
    example: ExampleForm, answersData: Data, source: String, hydrate: Bool, locale: Locale
  ) async throws {
    let answers: FormValue
    do {
      answers = try FormValue(jsonData: answersData)
    } catch {
      let words = TerminalStrings(locale: locale)
      // The JSON reader explains in English: other languages get the place in their own words.
      if words.language != .english, let error = error as? FormError, let line = error.location.line,
        let column = error.location.column
      {
        throw fail(.badAnswersFile, words.notJSON(source: source, line: line, column: column))
      }
      let detail = (error as? FormError).map { "\($0.location): \($0.message)" } ?? String(describing: error)
      throw fail(.badAnswersFile, words.notJSON(source: source, detail: detail))
    }
    let words = TerminalStrings(locale: locale)
    if let key = AnswersFile.duplicateKeys(in: answersData).first {
      throw fail(.badAnswersFile, "\(source): \(words.duplicateAnswer(tag: key))")
    }
    let form = try FormLookup.makeForm(example, hydrate: hydrate, locale: locale)
    let result: HeadlessResult
    do {
      result = try await HeadlessRun.run(form: form, answers: answers, parameters: example.parameters)
    } catch {
      let lines = error.problems.map { "\(source): \($0.location.path ?? $0.location.description): \($0.message)" }
      throw fail(.badAnswersFile, lines.joined(separator: "\n"))
    }
    print(result.json.jsonString(pretty: true))
    switch result {
    case .valid(_, let warnings):
      for warning in warnings where warning.severity == .warning { printError(words.warning("\(warning)")) }
    case .invalid(let issues):
      printError(words.answersLeave(problems: issues.count) + "\n" + issues.map { "  \($0)" }.joined(separator: "\n"))
      throw ExitCode(FormworkExitCode.invalidAnswers.rawValue)
    }
  }
}
