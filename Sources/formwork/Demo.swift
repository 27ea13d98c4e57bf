import ArgumentParser
import Formwork
import FormworkExamples
import FormworkTerminal
import Foundation

/// `formwork demo [name]`: the examples, filled in at the terminal.
struct Demo: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Fill in an example form at the terminal; on submit, print its values and request parameters.",
    discussion: """
      Without a name, a menu of the examples opens: Esc or q in a form goes back to it, Esc or q in \
      the menu leaves and prints the last form submitted. With a name, Esc or q quit as Ctrl-C does. \
      Use --list to see the examples.
      """)

  @Argument(help: "The example to run (see --list). Without it, a menu.")
  var name: String?

  @Flag(help: "List the examples and exit.")
  var list = false

  @OptionGroup var display: DisplayOptions

  @Flag(help: "Start from the example's sample server response (hydration), when it has one.")
  var hydrate = false

  @Option(help: "Save the answers to this file as they are typed, resume from it, delete it on submit.")
  var draft: String?

  @MainActor
  func run() async throws {
    if list {
      let width = Examples.all.map(\.name.count).max() ?? 0
      for example in try Examples.all.map({ try FormLookup.localized($0, for: display.resolvedLocale) }) {
        print(example.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + example.summary)
      }
      return
    }
    if let name { _ = try FormLookup.example(named: name, locale: display.resolvedLocale) }
    if draft != nil, name == nil { throw fail(.usage, TerminalStrings(locale: display.resolvedLocale).draftNeedsName) }
    try await Interactive.run(example: name, display: display, hydrate: hydrate, draft: draft)
  }
}

/// How the interactive commands draw, and in which language.
struct DisplayOptions: ParsableArguments {
  @Flag(help: "Draw on the main screen instead of the alternate screen.")
  var noAlternateScreen = false

  @Flag(help: "Do not ask the terminal to report clicks and the wheel.")
  var noMouse = false

  @Option(
    help: """
      The language of the form and its messages: a locale such as zh-Hans, de_DE or en-XA (longer, \
      accented pseudo-text). Default: LC_ALL, LC_MESSAGES or LANG.
      """)
  var locale: String?

  @Flag(
    help: """
      Ask one question a line, for screen readers: no cursor addressing, no redraws; works without \
      a terminal too. Default: on when FORMWORK_ACCESSIBLE is set to anything but 0 or empty.
      """)
  var accessible = false

  /// Whether to ask line by line: `--accessible`, or `FORMWORK_ACCESSIBLE`.
  var asksLineByLine: Bool {
    if accessible { return true }
    let variable = ProcessInfo.processInfo.environment["FORMWORK_ACCESSIBLE"] ?? ""
    return !variable.isEmpty && variable != "0"
  }

  @Option(
    help: """
      How the form is drawn: standard, high-contrast (no dimmed text, bright colors, the focused \
      row in reverse video) or monochrome (bold, underline and reverse video, no color). \
      Default: FORMWORK_THEME, else standard. NO_COLOR still turns every style off.
      """)
  var theme: String?

  /// The `--theme` asked for, else `FORMWORK_THEME`'s.
  func resolvedTheme() throws -> TerminalTheme {
    try TerminalTheme.resolve(flag: theme, environment: ProcessInfo.processInfo.environment)
  }

  func validate() throws {
    do {
      _ = try resolvedTheme()
    } catch {
      throw ValidationError(String(describing: error))
    }
  }

  /// The `--locale` asked for, else the environment's (Foundation on Linux does not read it).
  var resolvedLocale: Locale {
    if let locale { return Locale(identifier: locale) }
    return FormLanguage.locale(environment: ProcessInfo.processInfo.environment) ?? .current
  }
}

/// Fills in examples at the terminal.
@MainActor
enum Interactive {
  /// The line-by-line mode: the menu (without a name) is a question of its own, then the form
  /// is asked one row a line; the submission is printed as JSON. A `draft` (named examples
  /// only) is restored first (its notice said as a line), saved after each answer, deleted on
  /// submit and saved when the run is cancelled, as in the full-screen mode.
  static func runLineByLine(
    example name: String?, display: DisplayOptions, hydrate: Bool, draft: String? = nil
  ) async throws {
    let locale = display.resolvedLocale
    let lines = StandardLines()
    let examples = try Examples.all.map { try FormLookup.localized($0, for: locale) }
    let example: ExampleForm
    if let name {
      example = try FormLookup.localized(FormLookup.example(named: name, locale: locale), for: locale)
    } else {
      let menu: Form
      do {
        menu = try Form(
          sections: [Section(rows: examples.map { Row.button($0.title, tag: $0.name) { _ in }.eraseToAnyRow() })],
          locale: locale)
      } catch {
        throw fail(.brokenForm, TerminalStrings(locale: locale).menuBroken("\(error)"))
      }
      let session = LinePromptSession(
        form: menu, title: menu.strings.terminal.examplesTitle,
        options: .init(submitTitle: nil, submitButtonTags: Set(examples.map(\.name))))
      guard case .submitted(let chosen) = await session.run(on: lines),
        let picked = examples.first(where: { $0.name == chosen.button })
      else { throw fail(.cancelled, TerminalStrings(locale: locale).cancelled) }
      example = picked
    }
    let form = try FormLookup.makeForm(example, hydrate: hydrate, locale: locale)
    let drafts = try draft.map { try CommandDraft(path: $0, form: form) }
    let session = LinePromptSession(
      form: form, title: example.title,
      options: .init(
        submitTitle: example.submitButtonTags.isEmpty ? FormTerminalSession.Options.defaultSubmitTitle : nil,
        submitButtonTags: example.submitButtonTags, parameters: example.parameters))
    drafts?.attach(to: session)
    let outcome = await session.run(on: lines)
    await drafts?.finish(outcome, screenIsGone: false)
    guard case .submitted(let submission) = outcome else {
      throw fail(.cancelled, TerminalStrings(locale: locale).cancelled)
    }
    print(submission.jsonObject.jsonString(pretty: true))
  }

  /// Runs one example, or the menu of examples, and prints the submission as JSON. A `draft`
  /// file (named examples only) keeps the answers across runs, in either mode.
  static func run(example name: String?, display: DisplayOptions, hydrate: Bool, draft: String? = nil) async throws {
    if display.asksLineByLine {
      return try await runLineByLine(example: name, display: display, hydrate: hydrate, draft: draft)
    }
    guard TerminalCapabilities.standardInputIsTerminal else {
      throw fail(.usage, FormLookup.headlessHint(for: name, locale: display.resolvedLocale))
    }
    let terminal: SystemTerminal
    do {
      terminal = try SystemTerminal(alternateScreen: !display.noAlternateScreen, mouse: !display.noMouse)
      terminal.theme = try display.resolvedTheme()
      try terminal.start()
    } catch {
      throw fail(.usage, TerminalStrings(locale: display.resolvedLocale).cannotUseTerminal("\(error)"))
    }
    defer { terminal.stop() }
    let submission: FormSubmission?
    let locale = display.resolvedLocale
    do {
      if let name {
        let example = try FormLookup.localized(FormLookup.example(named: name, locale: locale), for: locale)
        switch try await fill(example, on: terminal, hydrate: hydrate, locale: locale, draft: draft, direct: true) {
        case .submitted(let done): submission = done
        case .cancelled, .back: submission = nil
        }
      } else {
        submission = try await browse(on: terminal, hydrate: hydrate, locale: locale)
      }
    } catch is Cancelled {
      submission = nil
    }
    // Whatever ends the run, it is said on the main screen: before this, it would be drawn on
    // the alternate screen and vanish with it.
    terminal.stop()
    guard let submission else { throw fail(.cancelled, TerminalStrings(locale: locale).cancelled) }
    print(submission.jsonObject.jsonString(pretty: true))
  }

  /// The menu, again and again: each example chosen is filled in, Esc or `q` come back to the
  /// menu, a submission is shown. Leaving the menu gives the last submission.
  private static func browse(
    on terminal: SystemTerminal, hydrate: Bool, locale: Locale
  ) async throws -> FormSubmission? {
    var last: FormSubmission?
    var current: String?
    while let example = try await menu(on: terminal, focusing: current, locale: locale) {
      current = example.name
      switch try await fill(example, on: terminal, hydrate: hydrate, locale: locale) {
      case .submitted(let submission):
        last = submission
        if try await show(submission, of: example, on: terminal) == .cancelled { return nil }
      case .back:
        continue
      case .cancelled:
        throw Cancelled()
      }
    }
    return last
  }

  /// Ctrl-C (or Ctrl-D) somewhere in the menu: the run ends as leaving the menu with nothing
  /// submitted does, said once the terminal is back to normal.
  private struct Cancelled: Error {}

  /// The form last filled in, for the screen of its submitted values.
  private static var lastForm: Form?

  /// Fills in one example. Started `direct`ly (not from the menu), Esc and `q` have nothing to
  /// go back to: they quit, as Ctrl-C does.
  private static func fill(
    _ example: ExampleForm, on terminal: SystemTerminal, hydrate: Bool, locale: Locale, draft: String? = nil,
    direct: Bool = false
  ) async throws -> FormTerminalSession.Outcome {
    let form = try FormLookup.makeForm(example, hydrate: hydrate, locale: locale)
    lastForm = form
    let drafts = try draft.map { try CommandDraft(path: $0, form: form) }
    let session = FormTerminalSession(
      form: form, title: example.title,
      options: .init(
        submitTitle: example.submitButtonTags.isEmpty ? FormTerminalSession.Options.defaultSubmitTitle : nil,
        submitButtonTags: example.submitButtonTags, parameters: example.parameters, allowsBack: !direct,
        escapeQuits: direct))
    drafts?.attach(to: session)
    // A schema's "validate" button says what it found on this session's status line.
    DemoRegistry.showCheck = { [weak session] report in session?.showCheck(report) }
    defer { DemoRegistry.showCheck = nil }
    let outcome = try await session.run(on: terminal)
    if let drafts {
      // A draft is only for a named example, whose run ends here: stop drawing so what went
      // wrong with the draft shows on the main screen.
      terminal.stop()
      await drafts.finish(outcome)
    }
    return outcome
  }

  /// The menu of examples, itself a form: one button per example, its summary below. Letters
  /// select an example by its title; Esc or `q` leave.
  private static func menu(
    on terminal: SystemTerminal, focusing tag: String?, locale: Locale
  ) async throws -> ExampleForm? {
    let examples = try Examples.all.map { try FormLookup.localized($0, for: locale) }
    let form: Form
    do {
      form = try Form(
        sections: examples.map { example in
          Section(rows: [Row.button(example.title, tag: example.name) { _ in }.eraseToAnyRow()])
            .footer(example.summary)
        }, locale: locale)
    } catch {
      throw fail(.brokenForm, TerminalStrings(locale: locale).menuBroken("\(error)"))
    }
    let session = FormTerminalSession(
      form: form, title: form.strings.terminal.examplesTitle,
      options: .init(
        submitTitle: nil, submitButtonTags: Set(examples.map(\.name)), submitsWithKey: false, typeToSelect: true,
        showsProgress: false))
    if let tag, let row = form.rowID(forTag: tag) { session.focus(row) }
    switch try await session.run(on: terminal) {
    case .submitted(let submission): return examples.first { $0.name == submission.button }
    case .back: return nil
    case .cancelled: throw Cancelled()
    }
  }

  /// What a form from the menu submitted, in the form's order and language, until a key goes
  /// back to the menu.
  private static func show(
    _ submission: FormSubmission, of example: ExampleForm, on terminal: SystemTerminal
  ) async throws -> FormTerminalSession.Outcome {
    guard let form = lastForm else { return .back }
    return try await SubmittedScreen.session(for: submission, of: form, title: example.title).run(on: terminal)
  }
}
