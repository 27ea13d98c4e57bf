import Formwork
import Foundation
import Testing

@testable import FormworkTerminal

/// Rows whose values are a `URL` and a `Duration`, drawn and edited in the terminal as a person
/// meets them: the URL typed (text that is no web address kept with the rule's message), the
/// countdown in hours and minutes.
@MainActor
@Suite struct ValueTypeRowTests {
  static let website = RowKey<URL>("website")
  static let timer = RowKey<Duration>("timer")

  func form() throws -> Form {
    let form = try Form {
      Section("Links") {
        Row<URL>.url(Self.website, "Website").rules(.url)
        Row.countdown(Self.timer, "Timer", value: .seconds(25 * 60))
      }
    }
    form.locale = Locale(identifier: "en_US")
    return form
  }

  func line(_ title: String, _ session: FormTerminalSession) throws -> String {
    try #require(session.frame(size: .standard).lines.map(\.plainText).first { $0.contains(title) })
  }

  func focusedTag(_ session: FormTerminalSession) -> String? {
    session.focus?.row.flatMap { session.form.state(of: $0)?.tag }
  }

  @Test func aURLIsTypedAndShown() async throws {
    let form = try form()
    let session = FormTerminalSession(form: form, title: "Links")
    #expect(focusedTag(session) == "website")
    for character in "https://example.com/a" { await session.handle(.character(character)) }
    #expect(form[Self.website] == URL(string: "https://example.com/a"))
    #expect(form.state(for: Self.website)?.inputError == nil)
    await session.handle(.tab)
    #expect(form.state(for: Self.website)?.errors.isEmpty == true)
    #expect(try line("Website", session).contains("https://example.com/a"))
  }

  @Test func textThatMakesNoURLIsKeptWithItsMessage() async throws {
    let form = try form()
    let session = FormTerminalSession(form: form, title: "Links")
    for character in "not a url" { await session.handle(.character(character)) }
    await session.handle(.tab)
    // Foundation makes a URL of nearly any text (it escapes the spaces): the rule refuses it.
    let issue = try #require(form.state(for: Self.website)?.errors.first)
    #expect(issue.rule == "url")
    let message = issue.message
    let lines = session.frame(size: .standard).lines.map(\.plainText)
    #expect(lines.contains { $0.contains("not a url") }, "the text stays on screen")
    #expect(lines.contains { $0.contains(message) }, "the message shows: \(message)")
  }

  @Test func aCountdownShowsHoursAndMinutesAndIsEditedInThem() async throws {
    let form = try form()
    let session = FormTerminalSession(form: form, title: "Links")
    #expect(try line("Timer", session).contains("25"))
    while focusedTag(session) != "timer" { await session.handle(.down) }
    for character in "1:30" { await session.handle(.character(character)) }
    #expect(session.datePicker != nil)
    #expect(form[Self.timer] == .seconds(90 * 60))
    await session.handle(.down)
    #expect(form[Self.timer] == .seconds(89 * 60))
    await session.handle(.enter)
    #expect(session.datePicker == nil)
    let timerLine = try line("Timer", session)
    #expect(timerLine.contains("1") && timerLine.contains("29"), "\(timerLine)")
    #expect(form.values()["timer"] == (89.0 * 60).formValue)
  }
}
