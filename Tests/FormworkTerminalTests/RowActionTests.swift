import Formwork
import Foundation
import Testing

@testable import FormworkTerminal

/// A row's own actions (its swipe actions on a phone) in the terminal: Alt-A lists them on the
/// status line, a number performs one, a refusal says why; the hint and the help name the key.
@MainActor
@Suite struct RowActionTests {
  static let starred = RowKey<Bool>("starred")

  func form(locked: Bool = false) throws -> Form {
    let form = try Form {
      Section {
        Row.text("name", "Name", value: "Ada")
          .disabled { _ in locked }
          .swipeActions(edge: .leading) {
            SwipeAction("Star") { $0.form[Self.starred] = true }
          }
          .swipeActions(edge: .trailing) {
            SwipeAction("Unstar", style: .destructive) { $0.form[Self.starred] = false }
          }
        Row.switch(Self.starred, "Starred")
      }
    }
    form.locale = Locale(identifier: "en_US")
    return form
  }

  func statusLine(_ session: FormTerminalSession) -> String {
    session.frame(size: .standard).lines[TerminalSize.standard.rows - 2].plainText
  }

  @Test func altAListsTheActionsAndANumberPerformsOne() async throws {
    let form = try form()
    let session = FormTerminalSession(form: form, title: "T")
    session.focus(try #require(form.rowID(forTag: "name")))
    #expect(session.frame(size: .standard).lines.map(\.plainText).contains { $0.contains("Alt-A actions") })
    await session.handle(.modified(.character("a"), .alt))
    let status = statusLine(session)
    #expect(status.contains("Name: 1 Star  2 Unstar"), "\(status)")
    #expect(status.contains(form.strings.terminal.rowActionsAnswers))
    await session.handle(.character("1"))
    #expect(form[Self.starred] == true)
    await session.handle(.modified(.character("a"), .alt))
    await session.handle(.character("2"))
    #expect(form[Self.starred] == false)
    await session.handle(.modified(.character("a"), .alt))
    await session.handle(.character("x"))
    #expect(session.prompt == nil, "another key closes the list and does nothing")
    #expect(form[Self.starred] == false)
  }

  @Test func aRowWithoutActionsSaysSo() async throws {
    let form = try form()
    let session = FormTerminalSession(form: form, title: "T")
    session.focus(try #require(form.rowID(for: Self.starred)))
    await session.handle(.modified(.character("a"), .alt))
    #expect(session.prompt == nil)
    #expect(session.statusText == form.strings.terminal.noRowActions)
  }

  @Test func onARowTheUserCannotEditTheActionIsRefusedWithTheReason() async throws {
    let form = try form(locked: true)
    let session = FormTerminalSession(form: form, title: "T")
    let row = try #require(form.rowID(forTag: "name"))
    session.focus(row)
    await session.handle(.modified(.character("a"), .alt))
    await session.handle(.character("1"))
    #expect(form[Self.starred] == false)
    #expect(session.statusText == form.editDenial(of: row))
  }

  @Test(arguments: ["en", "de", "es", "fr", "pt-BR", "ja", "ko", "zh-Hans", "zh-Hant", "ar"])
  func theHelpScreenNamesTheKeyInEveryLanguage(language: String) throws {
    let strings = FormStrings(locale: Locale(identifier: language))
    let entries = HelpScreen.entries(strings.terminal)
    let entry = try #require(entries.first { $0.keys == FormTerminalSession.rowActionsKey })
    #expect(!entry.does.isEmpty)
    if language != "en" {
      let english = FormStrings(locale: Locale(identifier: "en")).terminal.keyHelp(.rowActions)
      #expect(entry.does != english, "translated")
    }
  }
}
