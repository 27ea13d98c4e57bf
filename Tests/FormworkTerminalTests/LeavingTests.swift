import Formwork
import Testing

@testable import FormworkTerminal

/// Esc and `q` go back, Ctrl-C and Ctrl-D quit, and neither throws work away without asking;
/// Ctrl-Z suspends.
@MainActor
@Suite struct LeavingTests {
  typealias T = TestForms.Tags

  @Test(arguments: [Key.escape, .character("q")])
  func aCleanFormGoesBackAtOnce(key: Key) async throws {
    let session = FormTerminalSession(form: try TestForms.everyKind(), title: "T")
    await session.handle(.down)  // a switch: `q` is no text there
    await session.handle(.down)
    await session.handle(key)
    #expect(session.outcome == .back)
  }

  @Test func qTypesOnATextRow() async throws {
    let form = try TestForms.everyKind()
    let session = FormTerminalSession(form: form, title: "T")
    await session.handle(.character("q"))
    #expect(session.outcome == nil)
    #expect(form[T.name] == "q")
  }

  @Test func quittingWithADraftKeptSaysSoInsteadOfWarningOfLoss() async throws {
    let form = try TestForms.everyKind()
    let session = FormTerminalSession(form: form, title: "T")
    await session.handle(.character("A"))
    await session.handle(.interrupt)
    #expect(session.statusText?.contains("Quit and lose what you entered?") == true)
    await session.handle(.character("n"))
    session.keepsDraft = true
    await session.handle(.interrupt)
    #expect(session.statusText?.contains("Quit? What you entered is kept as a draft.") == true)
    await session.handle(.interrupt)
    #expect(session.outcome == .cancelled)
  }

  @Test func aChangedFormAsksBeforeGoingBack() async throws {
    let form = try TestForms.everyKind()
    let session = FormTerminalSession(form: form, title: "T")
    await session.handle(.character("A"))
    await session.handle(.escape)
    #expect(session.outcome == nil)
    #expect(session.statusText?.contains("Go back and lose what you entered?") == true)
    await session.handle(.character("x"))  // no: the form stays, the key is not typed
    #expect(session.outcome == nil && form[T.name] == "A")
    await session.handle(.escape)
    await session.handle(.character("y"))
    #expect(session.outcome == .back)
  }

  @Test func goingBackWithADraftKeptSaysSoInsteadOfWarningOfLoss() async throws {
    let form = try TestForms.everyKind()
    let session = FormTerminalSession(form: form, title: "T")
    session.keepsDraft = true
    await session.handle(.character("A"))
    await session.handle(.escape)
    #expect(session.statusText == "Go back? What you entered is kept as a draft.")
    await session.handle(.character("y"))
    #expect(session.outcome == .back)
  }

  @Test func whereThereIsNothingToGoBackToEscQuits() async throws {
    let options = FormTerminalSession.Options(allowsBack: false, escapeQuits: true)
    let clean = FormTerminalSession(form: try TestForms.everyKind(), title: "T", options: options)
    #expect(HelpText.text(for: clean).contains("Esc quit"))
    await clean.handle(.escape)
    #expect(clean.outcome == .cancelled)
    let form = try TestForms.everyKind()
    let changed = FormTerminalSession(form: form, title: "T", options: options)
    await changed.handle(.character("A"))
    await changed.handle(.escape)
    #expect(changed.statusText == "Quit and lose what you entered?")
    await changed.handle(.character("y"))
    #expect(changed.outcome == .cancelled)
  }

  @Test func withoutBackEscDoesNothing() async throws {
    let session = FormTerminalSession(form: try TestForms.everyKind(), title: "T", options: .init(allowsBack: false))
    await session.handle(.escape)
    #expect(session.outcome == nil && session.statusText == nil)
  }

  @Test func quittingACleanFormIsImmediate() async throws {
    let (outcome, terminal, _) = try await drive(try TestForms.everyKind(), input: [Keys.down, Keys.ctrlC, "more"])
    #expect(outcome == .cancelled)
    #expect(terminal.stopCount == 1)
  }

  @Test(arguments: [Keys.ctrlC, Keys.ctrlD])
  func quittingAChangedFormAsksFirst(key: String) async throws {
    let (kept, _, session) = try await drive(try TestForms.everyKind(), input: ["Ada", key, "n", Keys.tab, "x@y.z"])
    #expect(kept == .cancelled)  // the end of input cancels in the end…
    #expect(session.form[TestForms.Tags.email] == "x@y.z")  // …but "n" kept the form going
    let (quit, _, _) = try await drive(try TestForms.everyKind(), input: ["Ada", key, key, "more"])
    #expect(quit == .cancelled)
    let (yes, _, other) = try await drive(try TestForms.everyKind(), input: ["Ada", key, "y", "more"])
    #expect(yes == .cancelled)
    #expect(other.form[TestForms.Tags.name] == "Ada")  // "more" came after the end
  }

  @Test func controlCInANestedFormQuitsEverything() async throws {
    let address = RowKey<FormValue>("address")
    let form = try Form { Section { Row.subform(address, "Address") { Section { Row.text("city", "City") } } } }
    let session = FormTerminalSession(form: form, title: "Order")
    await session.handle(.enter)
    await session.handle(.interrupt)
    #expect(session.outcome == .cancelled)  // nothing was entered: no question
    let other = try Form { Section { Row.subform(address, "A") { Section { Row.text("c", "C") } } } }
    let asking = FormTerminalSession(form: other, title: "O")
    await asking.handle(.enter)
    await asking.handle(.character("x"))
    await asking.handle(.interrupt)
    #expect(asking.outcome == nil)
    #expect(asking.statusText?.contains("Quit") == true)
    #expect(HelpText.text(for: asking) == "y yes  any other key no")
    await asking.handle(.character("y"))
    #expect(asking.outcome == .cancelled)
  }

  @Test func theHelpLineOfANestedFormSaysEscGoesBack() async throws {
    let address = RowKey<FormValue>("address")
    let form = try Form { Section { Row.subform(address, "Address") { Section { Row.text("city", "City") } } } }
    let session = FormTerminalSession(form: form, title: "Order")
    #expect(HelpText.text(for: session).hasPrefix("Enter open"))
    await session.handle(.enter)
    let help = HelpText.text(for: session)
    #expect(help.contains("Ctrl-S done") && help.contains("Esc back"))
  }

  @Test func controlZSuspendsAndRedrawsEverythingAfter() async throws {
    let form = try TestForms.everyKind()
    let terminal = ScriptedTerminal(input: ["Ada", "\u{1A}", "!"])
    let session = FormTerminalSession(form: form, title: "Suspend")
    _ = try await session.run(on: terminal)
    #expect(terminal.suspendCount == 1)
    #expect(form[T.name] == "Ada!")
    #expect(terminal.screen.lines[0].contains("Suspend"))  // drawn again on a blank screen
  }

  @Test func theFocusedMenuEntrysDescriptionIsNeverBelowTheScreen() async throws {
    let names = ["Newsletter", "Login", "Profile", "Loan", "Survey", "Schedule", "Photos", "Transport"]
    let form = try Form(
      sections: names.map { name in
        Section(rows: [Row.button(name, tag: name) { _ in }.eraseToAnyRow()])
          .footer("What \(name) shows, said in a line or two.")
      })
    let session = FormTerminalSession(
      form: form, title: "Menu",
      options: .init(submitTitle: nil, submitButtonTags: Set(names), typeToSelect: true, showsProgress: false))
    let size = TerminalSize(columns: 60, rows: 12)
    for name in names {
      let screen = session.frame(size: size).plainText
      #expect(screen.contains("[ \(name) ]"))
      #expect(screen.contains("What \(name) shows"), "\(name)'s description is off screen")
      await session.handle(.down)
    }
  }

  @Test func lettersSelectARowByItsTitleInAMenu() async throws {
    let form = try Form {
      Section {
        Row.button("Newsletter", tag: "n") { _ in }
        Row.button("Login", tag: "l") { _ in }
        Row.button("Loan application", tag: "la") { _ in }
      }
    }
    let session = FormTerminalSession(
      form: form, title: "Menu",
      options: .init(submitTitle: nil, submitButtonTags: ["n", "l", "la"], typeToSelect: true))
    func focused() -> String? { session.focus?.row.flatMap { form.state(of: $0)?.tag } }
    await session.handle(.character("l"))
    #expect(focused() == "l")
    await session.handle(.character("o"))
    #expect(focused() == "l")  // "lo" still names Login
    await session.handle(.character("a"))
    #expect(focused() == "la")  // "loa"
    await session.handle(.down)
    await session.handle(.up)
    await session.handle(.character("n"))
    #expect(focused() == "n")
    await session.handle(.enter)
    #expect(session.outcome == .submitted(FormSubmission(values: [:], parameters: [:], button: "n")))
  }
}
