import Formwork
import FormworkExamples
import Testing

@testable import FormworkTerminal

/// Long option lists: typing filters, PageUp/PageDown page, the chosen option stays in view,
/// Delete clears, and the popup owns the end of the lines it covers.
@MainActor
@Suite struct OptionListTests {
  typealias F = TestForms

  func openBanks() async throws -> FormTerminalSession {
    let session = FormTerminalSession(form: try F.dates(), title: "Banks")
    while session.focus?.row != session.form.rowID(for: F.bank) { await session.handle(.down) }
    await session.handle(.enter)
    #expect(session.picker != nil)
    return session
  }

  func boxText(_ session: FormTerminalSession) -> String {
    session.frame(size: .standard).plainText
  }

  @Test func aDisabledOptionIsDimmedAndItsChoiceRefused() async throws {
    let form = try Form {
      Section {
        Row.selector(
          RowKey<String>("plan"), "Plan", options: [.init("basic", "Basic"), .init("team", "Team")],
          presentation: .push
        )
        .option("team", enabledWhen: "false")
      }
    }
    let session = FormTerminalSession(form: form, title: "Plans")
    while session.focus?.row != form.rowID(forTag: "plan") { await session.handle(.down) }
    await session.handle(.enter)
    let frame = session.frame(size: .standard)
    let team = try #require(frame.lines.first { $0.plainText.contains("Team") })
    #expect(team.spans.contains { $0.text.contains("Team") && $0.style.contains(.dim) })
    await session.handle(.down)
    await session.handle(.enter)
    #expect(form[RowKey<String>("plan")] == nil)
    #expect(session.statusText?.contains("Team") == true)
  }

  @Test func ctrlASelectsAllWhenTheRowOffersIt() async throws {
    let form = try Form {
      Section {
        Row.multipleSelector(RowKey<[String]>("extras"), "Extras", options: [.init("a", "Alpha"), .init("b", "Beta")])
          .selectAll("Everything")
      }
    }
    let session = FormTerminalSession(form: form, title: "Extras")
    while session.focus?.row != form.rowID(forTag: "extras") { await session.handle(.down) }
    await session.handle(.enter)
    #expect(boxText(session).contains("[ ] Everything  Ctrl-A"))
    await session.handle(.control("a"))
    #expect(form[RowKey<[String]>("extras")] == ["a", "b"])
    #expect(boxText(session).contains("[x] Everything"))
    await session.handle(.control("a"))
    #expect(form[RowKey<[String]>("extras")] == [])
  }

  @Test func typingFiltersAndBackspaceUndoesTheFilter() async throws {
    let session = try await openBanks()
    await session.handle(.character("3"))
    let text = boxText(session)
    #expect(text.contains("Filter: 3_"))
    #expect(text.contains("Bank 03") && text.contains("Bank 13") && text.contains("Bank 39"))
    #expect(!text.contains("Bank 04"))
    await session.handle(.character("5"))
    await session.handle(.enter)
    #expect(session.form[F.bank] == 35)
    await session.handle(.enter)
    await session.handle(.character("x"))
    #expect(boxText(session).contains("No option matches"))
    await session.handle(.backspace)
    #expect(!boxText(session).contains("Filter:"))
    await session.handle(.escape)
    #expect(session.picker == nil)
    #expect(session.form[F.bank] == 35)
  }

  @Test func pagesMoveByWhatTheBoxShowsAndTheChosenOptionStaysInView() async throws {
    let session = try await openBanks()
    _ = boxText(session)
    await session.handle(.pageDown)
    await session.handle(.pageDown)
    await session.handle(.enter)
    let chosen = try #require(session.form[F.bank])
    #expect(chosen > 20)
    await session.handle(.enter)  // open again: the chosen option is highlighted, in view
    let text = boxText(session)
    #expect(text.contains("> (*) Bank \(chosen)"))
    #expect(text.contains("/40 "))
  }

  @Test func deleteWithoutAFilterClearsTheChoice() async throws {
    let session = try await openBanks()
    await session.handle(.down)
    await session.handle(.enter)
    #expect(session.form[F.bank] == 2)
    await session.handle(.backspace)  // on the closed row too
    #expect(session.form[F.bank] == nil)
    await session.handle(.enter)
    await session.handle(.enter)
    await session.handle(.enter)
    await session.handle(.delete)
    #expect(session.form[F.bank] == nil)
    #expect(session.picker == nil)
  }

  @Test func aPopupLineEndsWithTheBox() async throws {
    let example = try #require(Examples.named("loan-application"))
    let form = try example.make()
    let session = FormTerminalSession(form: form, title: example.title)
    while session.focus?.row.flatMap({ form.state(of: $0)?.title }) != "Loan bank" { await session.handle(.down) }
    await session.handle(.enter)
    let lines = session.frame(size: .standard).lines.map(\.plainText)
    let first = try #require(lines.first { $0.contains("工商银行") })
    #expect(first.trimmingCharacters(in: .whitespaces).hasSuffix("|"))  // not `|)` left from the row under it
  }
}
