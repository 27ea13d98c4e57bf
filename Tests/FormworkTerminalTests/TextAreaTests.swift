import Formwork
import Testing

@testable import FormworkTerminal

/// Text areas take several lines: Enter starts a new one, ↑/↓ move between them, a paste
/// keeps its lines.
@MainActor
@Suite struct TextAreaTests {
  static let note = RowKey<String>("note")

  func session() throws -> FormTerminalSession {
    let form = try Form {
      Section {
        Row.textArea(Self.note, "Note")
        Row.text(RowKey<String>("after"), "After")
      }
    }
    return FormTerminalSession(form: form, title: "Notes")
  }

  func move(_ editor: inout LineEditor, _ delta: Int) -> Bool { editor.moveLine(by: delta) }

  @Test func theCursorMovesBetweenLinesAtTheSameColumn() {
    var editor = LineEditor(text: "first line\nno\nthird", cursor: 8)
    #expect(move(&editor, 1))
    #expect(editor.cursorLineAndColumn == (1, 2))  // "no" is shorter
    #expect(move(&editor, 1))
    #expect(editor.cursorLineAndColumn == (2, 2))
    #expect(!move(&editor, 1))
    #expect(move(&editor, -2))
    #expect(editor.cursorLineAndColumn == (0, 2))
    #expect(!move(&editor, -1))
  }

  @Test func homeEndAndControlAEGoToTheStartAndEndOfTheLine() {
    var editor = LineEditor(text: "first line\nsecond\nthird", cursor: 14)  // "sec|ond"
    editor.handle(.home)
    #expect(editor.cursorLineAndColumn == (1, 0))
    editor.handle(.end)
    #expect(editor.cursorLineAndColumn == (1, 6))
    editor.handle(.control("a"))
    #expect(editor.cursor == 11)
    editor.handle(.control("e"))
    #expect(editor.cursor == 17)
    var oneLine = LineEditor(text: "Ada", cursor: 1)
    oneLine.handle(.end)
    #expect(oneLine.cursor == 3)
  }

  @Test func enterStartsANewLineAndArrowsLeaveFromTheEdges() async throws {
    let session = try session()
    for character in "one" { await session.handle(.character(character)) }
    await session.handle(.enter)
    for character in "two" { await session.handle(.character(character)) }
    #expect(session.form[Self.note] == "one\ntwo")
    await session.handle(.up)
    #expect(session.focus?.row == session.form.rowID(for: Self.note))  // the line above, same row
    await session.handle(.character("!"))
    #expect(session.form[Self.note] == "one!\ntwo")
    await session.handle(.down)
    await session.handle(.down)  // from the last line: the next row
    #expect(session.focus?.row == session.form.rowID(forTag: "after"))
  }

  @Test func everyLineShowsAndTheCaretIsOnItsLine() async throws {
    let session = try session()
    await session.handle(.paste("Line one\nLine two"))
    #expect(session.form[Self.note] == "Line one\nLine two")
    let frame = session.frame(size: .standard)
    let first = try #require(frame.lines.firstIndex { $0.plainText.hasPrefix("> Note") })
    #expect(frame.lines[first].plainText.trimmingCharacters(in: .whitespaces).hasSuffix("Line one"))
    #expect(frame.lines[first + 1].plainText.trimmingCharacters(in: .whitespaces) == "Line two")
    #expect(frame.cursor?.line == first + 1)
  }
}
