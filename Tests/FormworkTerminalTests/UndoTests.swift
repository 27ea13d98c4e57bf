import Formwork
import Foundation
import Testing

@testable import FormworkTerminal

/// Alt-Z and Alt-Shift-Z go through the form's history: the status line names the step, the
/// focus and the text being edited follow the form, a refusal is shown.
@MainActor
@Suite struct TerminalUndoTests {
  typealias T = TestForms.Tags

  func focusedTag(_ session: FormTerminalSession) -> String? {
    session.focus?.row.flatMap { session.form.state(of: $0)?.tag }
  }

  static let undo = Key.alt(.character("z"))
  static let redo = Key.alt(.character("Z"))

  @Test func typingIsUndoneAndRedoneInTheFieldBeingEdited() async throws {
    let form = try TestForms.everyKind()
    let session = FormTerminalSession(form: form, title: "T")
    for character in "Ada" { await session.handle(.character(character)) }
    #expect(HelpText.text(for: session).contains("Alt-Z undo"))
    await session.handle(Self.undo)
    #expect(form[T.name] == nil)
    #expect(session.editor?.text == "")
    #expect(session.statusText == "Undid Typing")
    #expect(HelpText.text(for: session, width: 200).contains("Alt-Shift-Z redo"))
    await session.handle(Self.redo)
    #expect(form[T.name] == "Ada")
    #expect(session.editor?.text == "Ada")
    #expect(session.statusText == "Redid Typing")
    await session.handle(.character("!"))  // typing goes on at the end of the text put back
    #expect(form[T.name] == "Ada!")
  }

  @Test func aDeletedListRowComesBackWithItsFocus() async throws {
    let form = try TestForms.lists()
    let session = FormTerminalSession(form: form, title: "Lists")
    await session.handle(.down)
    await session.handle(.down)  // the second phone
    await session.handle(.modified(.delete, .alt))
    await session.handle(.character("y"))
    #expect(form.rowIDs(inSection: try #require(form.sectionID(forTag: TestForms.phones.tag))).count == 2)
    await session.handle(.tab)  // somewhere else
    await session.handle(Self.undo)
    let phones = form.rowIDs(inSection: try #require(form.sectionID(forTag: TestForms.phones.tag)))
    #expect(phones.map { form.state(of: $0)?.value } == ["111", "222", "333"])
    #expect(session.statusText == "Undid Delete Phone")
    #expect(session.focus == .row(phones[1]))
    #expect(session.frame(size: .standard).lines.contains { $0.plainText.hasPrefix("> Phone") })
  }

  @Test func withNothingToUndoTheStatusLineSaysSo() async throws {
    let session = FormTerminalSession(form: try TestForms.everyKind(), title: "T")
    #expect(!HelpText.text(for: session, width: 200).contains("undo"))
    await session.handle(Self.undo)
    #expect(session.statusText == "Nothing to undo.")
    await session.handle(Self.redo)
    #expect(session.statusText == "Nothing to redo.")
  }

  @Test func inAReadOnlyFormUndoSaysWhy() async throws {
    let form = try TestForms.everyKind()
    form.editPolicy = .readOnly(reason: "Orders are read-only once sent.")
    let session = FormTerminalSession(form: form, title: "T")
    await session.handle(Self.undo)
    #expect(session.statusText == "Orders are read-only once sent.")
  }

  @Test func anUndoOfARowLockedSinceIsRefused() async throws {
    let locked = RowKey<Bool>("locked")
    let note = RowKey<String>("note")
    let form = try Form {
      Section {
        Row.text(note, "Note").disabled(when: { $0[locked] == true }).disabledReason("The note is locked.")
        Row.switch(locked, "Locked")
      }
    }
    let session = FormTerminalSession(form: form, title: "T")
    for character in "hi" { await session.handle(.character(character)) }
    form[locked] = true  // the program locks the note
    await session.handle(Self.undo)
    #expect(form[note] == "hi")
    #expect(session.statusText == "The note is locked.")
    #expect(form.canUndo)  // the step stays
  }

  @Test func anUndoOnAnotherPageShowsThatPage() async throws {
    let form = try TestForms.pages()
    let session = FormTerminalSession(form: form, title: "Loan")
    for character in "Ada" { await session.handle(.character(character)) }
    await session.handle(.control("n"))
    #expect(form.currentPage == form.pageID(forTag: "loan"))
    await session.handle(Self.undo)
    #expect(form.currentPage == form.pageID(forTag: "applicant"))
    #expect(form[TestForms.PageTags.name] == nil)
    #expect(focusedTag(session) == "applicant")
    #expect(session.statusText == "Undid Typing")
  }

  @Test func theKeysArriveAsAltZAndAltShiftZ() {
    var decoder = KeyDecoder()
    let keys = decoder.feed(Array((Keys.altZ + Keys.altShiftZ).utf8))
    #expect(keys.map(FormTerminalSession.historyDirection(of:)) == [.undo, .redo])
    #expect(FormTerminalSession.historyDirection(of: .control("z")) == nil)  // Ctrl-Z suspends
  }
}
