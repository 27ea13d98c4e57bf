import Formwork
import Foundation
import Testing

@testable import FormworkTerminal

/// The help screen `?` shows: every key, reachable on a small screen, and what it says the
/// keys do is what they do.
@MainActor
@Suite struct HelpScreenTests {
  typealias T = TestForms.Tags

  @Test func theHelpScrollsToItsLastKeyOnASmallScreen() async throws {
    let session = FormTerminalSession(form: try TestForms.everyKind(), title: "Help")
    let size = TerminalSize(columns: 60, rows: 20)
    await session.handle(.function(1))
    let last = session.words.terminal.keyHelp(.help)
    #expect(!session.frame(size: size).plainText.contains(last))
    #expect(HelpText.text(for: session).hasPrefix("↑↓ scroll"))
    for _ in 0..<30 { await session.handle(.down) }
    #expect(session.frame(size: size).plainText.contains(last))
    #expect(session.showsHelp)
    await session.handle(.home)
    #expect(session.frame(size: size).plainText.contains(session.words.terminal.keysTitle))
    await session.handle(.pageDown)
    await session.handle(.end)
    #expect(session.frame(size: size).plainText.contains(last))
    await session.handle(.character("x"))
    #expect(!session.showsHelp)
  }

  @Test func theHelpSaysItClosesNotWhereItGoes() async throws {
    let session = FormTerminalSession(form: try TestForms.everyKind(), title: "Help")
    await session.handle(.function(1))
    let help = HelpText.text(for: session)
    #expect(help.contains("other keys close the help"))
    #expect(!help.contains("form"))  // a menu's help too: no "back to the form"
  }

  @Test func homeAndEndDoWhatTheHelpSays() async throws {
    let form = try TestForms.everyKind()
    let session = FormTerminalSession(form: form, title: "Keys")
    #expect(session.words.terminal.keyHelp(.homeEnd) == "first / last row; in text: start / end of the line")
    for character in "Ada" { await session.handle(.character(character)) }
    await session.handle(.home)
    #expect(session.focus?.row == form.rowID(for: T.name) && session.editor?.cursor == 0)
    await session.handle(.tab)
    await session.handle(.tab)  // Notify me: no text
    await session.handle(.end)
    #expect(session.focus == .submit)
    await session.handle(.home)
    #expect(session.focus?.row == form.rowID(for: T.name))
  }

  @Test func theEscEntrySaysEscQuitsAnExampleStartedByName() throws {
    let words = TerminalStrings(language: .english)
    let escape = try #require(HelpScreen.entries(words).first { $0.keys == "Esc  q" })
    #expect(escape.does.hasPrefix("back: leave a nested form, or back to the menu"))
    #expect(escape.does.hasSuffix("quits an example started by name"))
  }

  @Test func theHelpLineAndTheHelpScreenNameKeysAlike() async throws {
    let form = try TestForms.dates()
    let session = FormTerminalSession(form: form, title: "Dates")
    await session.handle(.enter)  // the day's picker
    #expect(HelpText.text(for: session).contains("Esc undo"))
    #expect(session.words.terminal.keyHelp(.inDatePicker).contains("Esc undo"))
    #expect(session.words.terminal.keyHelp(.enter).hasSuffix("press a button"))  // not a bare "press"
  }

  @Test func aMenuEntrysHelpLineSaysWhatEnterPresses() throws {
    // The examples' menu: one button per entry, submitting the menu.
    let form = try Form(
      sections: [Section(rows: [Row.button("Sign up", tag: "signup") { _ in }.eraseToAnyRow()])],
      locale: Locale(identifier: "en_US"))
    let session = FormTerminalSession(
      form: form, title: "Menu",
      options: .init(submitTitle: nil, submitButtonTags: ["signup"], submitsWithKey: false, typeToSelect: true))
    let line = HelpText.text(for: session)
    #expect(line.hasPrefix("Enter press the button  "))
    #expect(!line.contains("press  "))  // not a bare "press"
    let bottom = try #require(session.frame(size: .standard).plainText.split(separator: "\n").last)
    #expect(bottom.hasPrefix(" Enter press the button"))
  }
}
