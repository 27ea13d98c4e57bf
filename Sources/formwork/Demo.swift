import ArgumentParser
import Formwork
import FormworkExamples
import FormworkTerminal

/// `formwork demo [name]`: the examples, filled in at the terminal.
struct Demo: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Fill in an example form at the terminal; on submit, print its values and request parameters.",
    discussion: "Without a name, a menu of the examples opens. Use --list to see them.")

  @Argument(help: "The example to run (see --list). Without it, a menu.")
  var name: String?

  @Flag(help: "List the examples and exit.")
  var list = false

  @Flag(help: "Draw on the main screen instead of the alternate screen.")
  var noAlternateScreen = false

  @Flag(help: "Start from the example's sample server response (hydration), when it has one.")
  var hydrate = false

  @Option(help: "Save the answers to this file as they are typed, resume from it, delete it on submit.")
  var draft: String?

  func run() async throws {
    if list {
      let width = Examples.all.map(\.name.count).max() ?? 0
      for example in Examples.all {
        print(example.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + example.summary)
      }
      return
    }
    if let name { _ = try FormLookup.example(named: name) }
    if draft != nil, name == nil { throw fail(.usage, "--draft needs an example name: a draft belongs to one form") }
    try await Interactive.run(example: name, alternateScreen: !noAlternateScreen, hydrate: hydrate, draft: draft)
  }
}

/// Fills in examples at the terminal.
@MainActor
enum Interactive {
  /// Runs one example (or the menu first) and prints the submission as JSON.
  static func run(example name: String?, alternateScreen: Bool, hydrate: Bool, draft: String? = nil) async throws {
    guard TerminalCapabilities.standardInputIsTerminal else {
      throw fail(.usage, FormLookup.headlessHint(for: name))
    }
    let terminal: SystemTerminal
    do {
      terminal = try SystemTerminal(alternateScreen: alternateScreen)
      try terminal.start()
    } catch {
      throw fail(.usage, "cannot use the terminal: \(error)")
    }
    defer { terminal.stop() }
    let example: ExampleForm
    if let name {
      example = try FormLookup.example(named: name)
    } else {
      guard let chosen = try await menu(on: terminal) else { throw fail(.cancelled, "") }
      example = chosen
    }
    let form = try FormLookup.makeForm(example, hydrate: hydrate)
    let drafts = try draft.map { try CommandDraft(path: $0, form: form) }
    let session = FormTerminalSession(
      form: form, title: example.title,
      options: .init(
        submitTitle: example.submitButtonTags.isEmpty ? "Submit" : nil,
        submitButtonTags: example.submitButtonTags, parameters: example.parameters))
    drafts?.attach(to: session)
    let outcome = try await session.run(on: terminal)
    terminal.stop()
    await drafts?.finish(outcome)
    switch outcome {
    case .submitted(let submission):
      print(submission.jsonObject.jsonString(pretty: true))
    case .cancelled:
      throw fail(.cancelled, "cancelled")
    }
  }

  /// The menu of examples, itself a form: one button per example, its summary below.
  private static func menu(on terminal: SystemTerminal) async throws -> ExampleForm? {
    let examples = Examples.all
    let form: Form
    do {
      form = try Form(
        sections: examples.map { example in
          Section(rows: [Row.button(example.title, tag: example.name) { _ in }.eraseToAnyRow()])
            .footer(example.summary)
        })
    } catch {
      throw fail(.brokenForm, "the menu does not build: \(error)")
    }
    let session = FormTerminalSession(
      form: form, title: "Formwork examples: pick one",
      options: .init(submitTitle: nil, submitButtonTags: Set(examples.map(\.name)), submitsWithKey: false))
    guard case .submitted(let submission) = try await session.run(on: terminal), let tag = submission.button else {
      return nil
    }
    return Examples.named(tag)
  }
}
