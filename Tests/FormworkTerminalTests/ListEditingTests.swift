import Formwork
import Testing

@testable import FormworkTerminal

/// Rows of multivalued sections are moved and deleted at the keyboard, as the model allows.
@MainActor
@Suite struct ListEditingTests {
  func session(focusing title: String, at index: Int = 0) async throws -> FormTerminalSession {
    let session = FormTerminalSession(form: try TestForms.lists(), title: "Lists")
    var seen = 0
    for _ in 0..<20 {
      if let row = session.focus?.row, session.form.state(of: row)?.title == title {
        if seen == index { return session }
        seen += 1
      }
      await session.handle(.down)
    }
    Issue.record("no row '\(title)' #\(index)")
    return session
  }

  func phones(_ form: Form) -> [String] { form[TestForms.phones] }

  @Test func altArrowsMoveARowWithinItsList() async throws {
    let session = try await session(focusing: "Phone", at: 1)
    await session.handle(.alt(.up))
    #expect(phones(session.form) == ["222", "111", "333"])
    #expect(session.focus?.row.flatMap { session.form.state(of: $0)?.value } == "222")  // the focus moved with it
    await session.handle(.alt(.up))
    #expect(phones(session.form) == ["222", "111", "333"])
    #expect(session.statusText == "This row is already the first of its list.")
    await session.handle(.alt(.down))
    await session.handle(.alt(.down))
    #expect(phones(session.form) == ["111", "333", "222"])
    await session.handle(.alt(.down))  // never past the Add row
    #expect(phones(session.form) == ["111", "333", "222"])
  }

  @Test func altDeleteAsksThenDeletesAndTheFocusStaysInPlace() async throws {
    let session = try await session(focusing: "Phone", at: 1)
    await session.handle(.alt(.delete))
    #expect(session.statusText?.hasPrefix("Delete “Phone: 222”?") == true)
    await session.handle(.character("n"))  // any other key keeps the row
    #expect(phones(session.form) == ["111", "222", "333"])
    #expect(session.form.state(of: try #require(session.focus?.row))?.editingText == "222")  // "n" was not typed
    await session.handle(.alt(.delete))
    await session.handle(.character("y"))
    #expect(phones(session.form) == ["111", "333"])
    _ = session.frame(size: .standard)
    #expect(session.form.state(of: try #require(session.focus?.row))?.value == "333")
  }

  @Test func aListThatOnlyDeletesRefusesMovesAndDeletesWithDelete() async throws {
    let session = try await session(focusing: "Entry")
    await session.handle(.alt(.down))
    #expect(session.form[TestForms.fixed] == ["a", "b"])
    #expect(session.statusText == "The rows of this list cannot be moved.")
    await session.handle(.modified(.delete, .control))
    await session.handle(.character("y"))
    #expect(session.form[TestForms.fixed] == ["b"])
  }

  @Test func rowsOutsideListsSayWhyTheyStay() async throws {
    let session = try await session(focusing: "Owner")
    await session.handle(.alt(.delete))
    #expect(session.statusText == "Only the rows of a list can be deleted.")
    #expect(session.form.rowIDs.count == 6)
  }

  @Test func theAddRowFocusesTheRowItAdds() async throws {
    let session = try await session(focusing: "Add a phone")
    await session.handle(.enter)
    #expect(phones(session.form).count == 3)  // the new row is empty
    #expect(session.form.rowIDs(inSection: try #require(session.form.sectionID(forTag: "phones"))).count == 4)
    for character in "444" { await session.handle(.character(character)) }
    #expect(phones(session.form) == ["111", "222", "333", "444"])
  }

  @Test func theHelpLineListsWhatTheListAllows() async throws {
    let session = try await session(focusing: "Phone")
    #expect(HelpText.text(for: session).contains("Alt-↑↓ reorder  Alt-Del Delete"))
    let fixed = try await self.session(focusing: "Entry")
    let help = HelpText.text(for: fixed)
    #expect(help.contains("Alt-Del Delete") && !help.contains("reorder"))
  }

  @Test func aDispatchedOrdersStopsCannotBeDeletedWhileTheyAreReadOnly() async throws {
    let form = try TestForms.lists()
    form.editPolicy = .readOnly(except: [], reason: "Locked.")
    let session = FormTerminalSession(form: form, title: "Read-only")
    #expect(session.focus == .submit)  // nothing can be edited: Submit comes first
    await session.handle(.home)
    await session.handle(.down)
    #expect(session.focus?.row.flatMap { form.state(of: $0)?.title } == "Phone")
    await session.handle(.alt(.delete))
    #expect(session.statusText == "Locked.")
    await session.handle(.alt(.up))
    #expect(form[TestForms.phones] == ["111", "222", "333"])
  }
}
