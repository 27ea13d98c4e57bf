import Formwork
import FormworkExamples
import Foundation
import Testing

@testable import FormworkTerminal

/// Every example in the pseudo-language (`en-XA`: each letter of a translated text accented),
/// so a plain ASCII word on screen is a text that skipped the tables: the full-screen form with
/// each row focused, a refused submit and the help; the line-by-line mode; headless answers
/// with the wrong type for every tag and none at all; the `--list-tags` guide; and the CLI's
/// usage errors, warnings and forms that do not build.
@MainActor
@Suite struct PseudoLocaleTests {
  static let pseudo = Locale(identifier: "en_XA")

  /// Words that are the same in every language: key names as printed on keyboards, date
  /// formats, JSON's literals and the program's name.
  static let sameInEveryLanguage: Set<String> = [
    "Enter", "Ctrl", "Esc", "Tab", "Shift", "PageUp", "PageDown", "Home", "End", "Backspace", "Delete", "Del",
    "Alt", "Space", "yyyy", "mm", "dd", "hh", "true", "false", "null", "formwork", "fg", "ISO",
  ]

  /// The plain ASCII words of `text` that are neither the same in every language nor words of
  /// `data` (tags, values, answers, paths, dates as Foundation writes them in the locale).
  static func englishWords(in text: String, besides data: [String] = []) -> [String] {
    let dataWords = Set((data + foundationDates).flatMap(asciiWords(in:)))
    return asciiWords(in: text).filter { $0.count >= 2 && !sameInEveryLanguage.contains($0) && !dataWords.contains($0) }
  }

  static func asciiWords(in text: String) -> [String] {
    var words: [String] = []
    var word = ""
    for character in text + " " {
      if character.isASCII, character.isLetter {
        word.append(character)
      } else {
        if !word.isEmpty { words.append(word) }
        word = ""
      }
    }
    return words
  }

  /// Dates as Foundation writes them in the pseudo-locale (its month and day names, "at"):
  /// Foundation's, not the tables'.
  static let foundationDates: [String] = {
    let formatter = DateFormatter()
    formatter.locale = pseudo
    return [.short, .medium, .long, .full].map { (style: DateFormatter.Style) in
      formatter.dateStyle = style
      formatter.timeStyle = .short
      return formatter.string(from: Date(timeIntervalSince1970: 0))
    } + formatter.shortMonthSymbols + formatter.monthSymbols + formatter.shortWeekdaySymbols + formatter.weekdaySymbols
  }()

  static func example(_ name: String) throws -> ExampleForm {
    try #require(Examples.named(name)).localized(for: pseudo)
  }

  /// What an example's data says: its tags and option values, which no language translates.
  static func data(of form: Form) -> [String] {
    var data = form.tags + form.sectionIDs.compactMap { form.sectionState(of: $0)?.tag }
    for row in form.rowIDs {
      for item in form.state(of: row)?.options.items ?? [] { data.append(item.value.jsonString()) }
    }
    // Values (sample names, a login's user) are the person's, not the program's words.
    func strings(in value: FormValue) -> [String] {
      switch value {
      case .string(let text): return [text]
      case .list(let items): return items.flatMap(strings(in:))
      case .object(let members): return members.values.flatMap(strings(in:))
      default: return []
      }
    }
    return data + strings(in: FormIOAdapter.values(of: form))
  }

  func options(_ example: ExampleForm) -> FormTerminalSession.Options {
    .init(
      submitTitle: example.submitButtonTags.isEmpty ? FormTerminalSession.Options.defaultSubmitTitle : nil,
      submitButtonTags: example.submitButtonTags, parameters: example.parameters)
  }

  @Test(arguments: Examples.all.map(\.name))
  func theScreenSpeaksThePseudoLanguage(name: String) async throws {
    let example = try Self.example(name)
    let form = try example.make()
    let session = FormTerminalSession(form: form, title: example.title, options: options(example))
    var screens = [session.frame(size: .standard).plainText]
    for _ in 0..<40 {
      await session.handle(.tab)
      screens.append(session.frame(size: .standard).plainText)
    }
    await session.handle(.control("s"))
    screens.append(session.frame(size: .standard).plainText)
    await session.handle(.function(1))
    await session.handle(.end)
    screens.append(session.frame(size: TerminalSize(columns: 80, rows: 60)).plainText)
    let lines = Set(screens.flatMap { $0.split(separator: "\n").map(String.init) })
    let english = lines.filter { !Self.englishWords(in: $0, besides: Self.data(of: form)).isEmpty }
    #expect(english.isEmpty, "\(name) shows plain English in:\n\(english.sorted().joined(separator: "\n"))")
  }

  @Test(arguments: Examples.all.map(\.name))
  func theLineByLineModeSpeaksThePseudoLanguage(name: String) async throws {
    let example = try Self.example(name)
    let form = try example.make()
    let lines = ScriptedLines(Array(repeating: "", count: 40) + ["☃", "☃"])
    _ = await LinePromptSession(form: form, title: example.title, options: options(example)).run(on: lines)
    let words = Set(Self.englishWords(in: lines.transcript, besides: Self.data(of: form) + ["☃"]))
    #expect(words.isEmpty, "\(name) says \(words.sorted())")
  }

  @Test(arguments: Examples.all.map(\.name))
  func headlessProblemsSpeakThePseudoLanguage(name: String) async throws {
    let example = try Self.example(name)
    var texts: [String] = []
    // The wrong type for every tag: an object where text, a number or a choice is wanted, a
    // string where an object or a list is.
    let probe = try example.make()
    var wrong: [String: FormValue] = [:]
    for tag in Self.data(of: probe) where probe.rowID(forTag: tag) != nil || probe.sectionID(forTag: tag) != nil {
      let state = probe.rowID(forTag: tag).flatMap { probe.state(of: $0) }
      switch state?.kind {
      case .subform?, .multipleSelector?, nil: wrong[tag] = .string("☃")
      default: wrong[tag] = .object(["☃": .int(1)])
      }
    }
    wrong["no-such-tag"] = .int(1)
    let answered = try example.make()
    do {
      _ = try await HeadlessRun.run(form: answered, answers: .object(wrong))
    } catch {
      texts += error.problems.map(\.message)
    }
    let empty = try await HeadlessRun.run(form: try example.make(), answers: .object([:]))
    if case .invalid(let issues) = empty {
      texts.append(TerminalStrings(locale: Self.pseudo).answersLeave(problems: issues.count))
      texts += issues.map(\.message)
    }
    let words = Set(texts.flatMap { Self.englishWords(in: $0, besides: Self.data(of: probe) + ["no-such-tag", "☃"]) })
    #expect(words.isEmpty, "\(name)'s headless problems say \(words.sorted())")
  }

  @Test func theCommandLinesUsageErrorsSpeakThePseudoLanguage() throws {
    let binary = try BuiltBinary.formwork.get()
    let missing = "/no-such-directory-\(UUID().uuidString)"
    let runs: [(arguments: [String], input: String?)] = [
      (["run", "newsletter", "--answers", "-"], "{"),
      (["run", "newsletter", "--answers", "\(missing)/answers.json"], nil),
      (["run", "newsletter", "--answers", "/"], nil),
      (["run", "newsletter"], nil),
      (["run", "no-such-example"], nil),
      (["run", "newsletter", "--answers", "-", "--draft", "d.json"], "{}"),
      (["demo", "--draft", "d.json"], nil),
      (["demo", "newsletter", "--draft", "\(missing)/draft.json"], nil),
      (["demo", "newsletter", "--accessible"], ""),
      (["run", "newsletter", "--answers", "-"], #"{"name": "Ada", "name": "Bob"}"#),
    ]
    for run in runs {
      let result = BuiltBinary.runSeparately(
        binary.path, run.arguments + ["--locale", "en-XA"], input: run.input ?? "", environment: ["LC_ALL": "C"])
      #expect(result.status != 0, "\(run.arguments)")
      // The data: paths, example names, and the commands the no-terminal hint quotes.
      let commands = ["formwork run", "formwork demo --list", "--answers answers.json", "--answers -", "echo"]
      let data =
        run.arguments + Examples.all.map(\.name) + commands
        + [missing, "answers.json", "draft.json", "d.json", "Ada", "Bob", "name", "stdin"]
      let words = Self.englishWords(in: result.standardError, besides: data)
      #expect(words.isEmpty, "\(run.arguments.joined(separator: " ")) says \(words): \(result.standardError)")
    }
  }

  @Test(arguments: Examples.all.map(\.name))
  func theAnswerGuideSpeaksThePseudoLanguage(name: String) async throws {
    let form = try Self.example(name).make()
    let lines = await AnswerGuide.lines(for: form)
    #expect(!lines.isEmpty)
    // A nested form's tags (a list's too) and a custom kind's name are data too.
    var data = Self.data(of: form)
    for section in form.sectionIDs where form.sectionState(of: section)?.multivaluedOptions.isEmpty == false {
      let probe = try form.appendMultivaluedRow(toSection: section)
      if case .subform = form.state(of: probe)?.kind { data += try form.subform(for: probe).tags }
      try form.removeRow(probe)
    }
    for row in form.rowIDs {
      guard let state = form.state(of: row) else { continue }
      if case .subform = state.kind { data += try form.subform(for: row).tags }
      if case .custom(let kind) = state.kind { data.append(kind) }
    }
    let english = lines.filter { !Self.englishWords(in: $0, besides: data).isEmpty }
    #expect(english.isEmpty, "\(name)'s guide says:\n\(english.joined(separator: "\n"))")
  }

  @Test func theCommandLinesWarningsAndBrokenFormsSpeakThePseudoLanguage() throws {
    let binary = try BuiltBinary.formwork.get()
    func file(_ text: String) throws -> String {
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("pseudo-\(UUID().uuidString).json")
      try Data(text.utf8).write(to: url)
      return url.path
    }
    let schema = #"{"sections": 5}"#
    let broken = try file(schema)
    let notAnObject = try file("[1]")
    let notJSON = try file("{")
    let sample = BuiltBinary.packageRoot.appendingPathComponent("Schemas/examples/signup.json").path
    defer { for path in [broken, notAnObject, notJSON] { try? FileManager.default.removeItem(atPath: path) } }
    // What the schema reader and the SurveyJS import say is theirs, not the command's.
    let theirs =
      FormSchema.check(jsonData: Data(schema.utf8)).map { "\($0)" } + [
        "at $: invalidSchema: a SurveyJS survey is a JSON object",
        "line 2, column 1: invalidJSON: expected a member name",
      ]
    let runs: [[String]] = [
      ["run", broken, "--answers", "-"],  // not a valid form schema
      ["run", notAnObject, "--from", "surveyjs", "--answers", "-"],  // a warning
      ["run", notJSON, "--from", "surveyjs", "--answers", "-"],  // not JSON
      ["run", sample, "--hydrate", "--answers", "-"],  // no hydration sample
      ["check", broken],  // does not build a form
      ["convert", notAnObject],  // not a SurveyJS survey
    ]
    for arguments in runs {
      let result = BuiltBinary.runSeparately(
        binary.path, arguments + (arguments[0] == "run" ? ["--locale", "en-XA"] : []), input: "{}",
        environment: ["LC_ALL": "en_XA.UTF-8"])
      // (The survey that is not an object is read as an empty one, with a warning.)
      #expect(!result.standardError.isEmpty, "\(arguments)")
      let words = Self.englishWords(in: result.standardError, besides: arguments + theirs)
      #expect(words.isEmpty, "\(arguments.joined(separator: " ")) says \(words): \(result.standardError)")
    }
    #expect(Self.englishWords(in: TerminalStrings(locale: Self.pseudo).warning("☃")).isEmpty)
  }

  @Test func theCommandLinesReportsOnFormsThatBuildSpeakThePseudoLanguage() throws {
    let binary = try BuiltBinary.formwork.get()
    let root = BuiltBinary.packageRoot.appendingPathComponent("Schemas/examples")
    let survey = FileManager.default.temporaryDirectory.appendingPathComponent("pseudo-\(UUID().uuidString).json")
    // A survey with a question the import cannot translate (a signature pad).
    let text = #"{"pages": [{"elements": [{"type": "text", "name": "who"}, {"type": "signaturepad", "name": "sig"}]}]}"#
    try Data(text.utf8).write(to: survey)
    defer { try? FileManager.default.removeItem(at: survey) }
    let files = [
      root.appendingPathComponent("signup.json").path,  // ok (3 sections, 9 rows)
      root.appendingPathComponent("surveyjs/trip.json").path,  // a SurveyJS survey
      survey.path,  // a survey with a part not translated
    ]
    for path in files {
      let result = BuiltBinary.runSeparately(
        binary.path, ["check", path], input: "", environment: ["LC_ALL": "en_XA.UTF-8"])
      #expect(!result.standardOutput.isEmpty, "\(path)")
      // The problems' own lines are the import's words, each at its path in the survey.
      let ours = result.standardOutput.split(separator: "\n").filter { !$0.hasPrefix("  ") }.joined(separator: "\n")
      let words = Self.englishWords(in: ours, besides: [path])
      #expect(words.isEmpty, "check \(path) says \(words): \(result.standardOutput)")
    }
    let summary = TerminalStrings(locale: Self.pseudo).schemaSummary(path: "/tmp/form.json")
    #expect(Self.englishWords(in: summary, besides: ["/tmp/form.json"]).isEmpty)
  }

  /// The sample schemas' rules are the app's (the CLI's demo registry): their messages come in
  /// the languages the terminal speaks, as an app would give them.
  @Test(arguments: [("de", "Bitte ohne Leerzeichen"), ("ja", "スペースは使えません"), ("en", "No spaces, please")])
  func theSampleRulesSpeakTheFormsLanguage(language: String, message: String) throws {
    let binary = try BuiltBinary.formwork.get()
    let sample = BuiltBinary.packageRoot.appendingPathComponent("Schemas/examples/signup.json").path
    let result = BuiltBinary.runSeparately(
      binary.path, ["run", sample, "--answers", "-", "--locale", language], input: #"{"username": "ada lovelace"}"#)
    #expect(result.standardError.contains("username: \(message)"), "\(result.standardError)")
  }
}
