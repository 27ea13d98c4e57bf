import ArgumentParser
import Formwork
import FormworkExamples
import FormworkSurveyJS
import FormworkTerminal
import Foundation

/// The format of a form file: Formwork's schema, or a SurveyJS survey (`--from`).
enum SchemaFormat: String, ExpressibleByArgument, CaseIterable {
  case formwork, surveyjs
}

/// Finds the form a command names: an example by name, or a JSON form schema by path.
@MainActor
enum FormLookup {
  /// The format `--from` names; `nil` detects it (a SurveyJS survey has `pages` of `elements`,
  /// or `elements`, and no `formwork` version).
  static var format: SchemaFormat?
  /// The example named `name`, or the schema file at `name`, its picked-once texts (title,
  /// option titles) in `locale`'s language.
  static func example(named name: String, locale: Locale) throws -> ExampleForm {
    if name.hasSuffix(".json") || name.contains("/") { return try schemaForm(at: name, locale: locale) }
    guard let example = Examples.named(name) else {
      let close = Examples.all.map(\.name).first { $0.hasPrefix(name.prefix(3)) || name.hasPrefix($0.prefix(3)) }
      throw fail(.usage, TerminalStrings(locale: locale).noExample(named: name, closest: close, names: names))
    }
    return example
  }

  static var names: String { Examples.all.map(\.name).joined(separator: ", ") }

  /// An example in `locale`'s language: its title, summary and forms.
  static func localized(_ example: ExampleForm, for locale: Locale) throws -> ExampleForm {
    do {
      return try example.localized(for: locale)
    } catch {
      let words = TerminalStrings(locale: locale)
      throw fail(
        .brokenForm, words.exampleNotLocalized(name: example.name, locale: locale.identifier, error: "\(error)"))
    }
  }

  /// Reads a JSON form schema (see Formwork's `FormSchema`) as an example without samples.
  static func schemaForm(at path: String, locale: Locale) throws -> ExampleForm {
    let schema = try readSchema(at: path, locale: locale)
    let title = schema.title ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    return ExampleForm(name: path, title: title, summary: TerminalStrings(locale: locale).schemaSummary(path: path)) {
      try Form(schema: schema)
    }
  }

  /// Reads and checks a schema file, failing with its problems and their JSON paths. Custom
  /// kinds, rules, loaders and actions resolve against the CLI's ``DemoRegistry``.
  static func readSchema(at path: String, locale: Locale) throws -> FormSchema {
    let data = try readFile(path, isSchema: true, locale: locale)
    let words = TerminalStrings(locale: locale)
    if let survey = try surveyImport(data, path: path, locale: locale) {
      for problem in survey.problems { printError(words.warning("\(path): \(problem)")) }
      do {
        return try survey.formSchema(locale: locale)
      } catch {
        throw fail(.brokenForm, words.notSurvey(path: path, error: "\(error)"))
      }
    }
    do {
      return try FormSchema(jsonData: data, registry: DemoRegistry.registry, locale: locale)
    } catch let error as FormDefinitionError {
      throw fail(
        .brokenForm, words.notSchema(path: path) + "\n" + error.errors.map { "  \($0)" }.joined(separator: "\n"))
    } catch {
      throw fail(.brokenForm, words.notSchema(path: path) + " \(error)")
    }
  }

  /// The SurveyJS import of `data` when it is a survey (`--from surveyjs`, or detected), else
  /// `nil`.
  static func surveyImport(_ data: Data, path: String, locale: Locale) throws -> SurveyJSImport? {
    if format == .formwork { return nil }
    let value: FormValue
    do {
      value = try FormValue(jsonData: data)
    } catch {
      guard format == .surveyjs else { return nil }
      throw fail(.brokenForm, TerminalStrings(locale: locale).notJSONFile(path: path, error: "\(error)"))
    }
    guard format == .surveyjs || SurveyJSImport.isSurvey(value) else { return nil }
    return SurveyJSImport(value, registry: DemoRegistry.registry)
  }

  /// A file's bytes, or standard input's for `-`; a failure says why in words (a directory,
  /// a missing file, no permission).
  nonisolated static func readFile(_ path: String, isSchema: Bool, locale: Locale) throws -> Data {
    if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
    let words = TerminalStrings(locale: locale)
    func unreadable(_ reason: TerminalStrings.Unreadable) -> ExitCode {
      fail(.unreadableAnswersFile, words.cannotRead(path: path, schema: isSchema, because: reason))
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw unreadable(.missing) }
    if isDirectory.boolValue { throw unreadable(.directory) }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw unreadable(
        FileManager.default.isReadableFile(atPath: path) ? .other(error.localizedDescription) : .permissionDenied)
    }
  }

  /// The environment's locale (LC_ALL, LC_MESSAGES, LANG), for commands without `--locale`.
  static var environmentLocale: Locale {
    FormLanguage.locale(environment: ProcessInfo.processInfo.environment) ?? .current
  }

  /// Builds an example's form in `locale` (its texts and messages in the locale's language),
  /// filled from its hydration sample when asked.
  @MainActor
  static func makeForm(_ example: ExampleForm, hydrate: Bool = false, locale: Locale? = nil) throws -> Form {
    let example = try locale.map { try localized(example, for: $0) } ?? example
    let words = TerminalStrings(locale: locale ?? environmentLocale)
    let form: Form
    do {
      form = try example.make()
    } catch {
      throw fail(.brokenForm, words.exampleBroken(name: example.name) + "\n\(error)")
    }
    guard hydrate else { return form }
    guard let sample = example.hydrationSample else {
      throw fail(.usage, words.noHydrationSample(name: example.name))
    }
    do {
      try FormIOAdapter.hydrate(form, from: sample)
    } catch {
      throw fail(.brokenForm, words.cannotHydrate(name: example.name, error: "\(error)"))
    }
    return form
  }

  /// What to print when a form cannot be filled in interactively.
  nonisolated static func headlessHint(for form: String?, locale: Locale) -> String {
    let name = form ?? Examples.all.first?.name ?? "newsletter"
    let words = TerminalStrings(locale: locale)
    return """
      \(words.notATerminal)
      \(words.headlessHowTo)
        formwork run \(name) --answers answers.json
        echo '{"name": "Ada"}' | formwork run \(name) --answers -
      \(words.listExamples) formwork demo --list
      """
  }
}
