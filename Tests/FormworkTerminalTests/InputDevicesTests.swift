import Formwork
import Foundation
import Testing

@testable import FormworkTerminal

/// Custom row editors, the mouse, pastes and word motions.
@MainActor
@Suite struct InputDevicesTests {
  typealias T = TestForms.Tags

  /// Stars from 0 to 5, changed with ←/→.
  struct RatingEditor: CustomRowEditor {
    func text(for state: RowState) -> String {
      let stars = state.value.numericValue.map { NSDecimalNumber(decimal: $0).intValue } ?? 0
      return String(repeating: "*", count: stars) + String(repeating: ".", count: 5 - stars)
    }
    var help: String { "←→ rate" }
    func handle(_ key: Key, state: RowState, form: Form) throws -> Bool {
      guard key == .left || key == .right else { return false }
      let stars = state.value.numericValue.map { NSDecimalNumber(decimal: $0).intValue } ?? 0
      try form.userSetValue(.int(stars + (key == .right ? 1 : -1)), for: state.id)
      return true
    }
  }

  func ratingForm() throws -> Form {
    try Form {
      Section {
        Row<Int>.custom(RowKey<Int>("rating"), kind: "rating", "Rating")
          .rules(.custom("max", message: "At most 5 stars") { stars, _ in (stars ?? 0) <= 5 })
        Row.text(RowKey<String>("note"), "Note")
      }
    }
  }

  @Test func aRegisteredEditorShowsAndChangesItsRow() async throws {
    let form = try ratingForm()
    let session = FormTerminalSession(form: form, title: "Custom")
    session.editors.register(kind: "rating", editor: RatingEditor())
    #expect(HelpText.text(for: session).hasPrefix("←→ rate"))
    await session.handle(.right)
    await session.handle(.right)
    #expect(try form.value(forTag: "rating") == 2)
    #expect(session.frame(size: .standard).plainText.contains("> Rating    **..."))
    await session.handle(.down)  // keys it does not use move on
    #expect(session.focus?.row == form.rowID(forTag: "note"))
  }

  @Test func withoutAnEditorACustomRowIsReadOnlyHere() async throws {
    let form = try ratingForm()
    let session = FormTerminalSession(form: form, title: "Custom")
    #expect(session.frame(size: .standard).plainText.contains("(read-only here)"))
    #expect(HelpText.text(for: session).hasPrefix("'rating' rows cannot be edited in the terminal"))
    await session.handle(.enter)
    #expect(session.statusText == "'rating' rows cannot be edited in the terminal")
  }

  @Test func aClickFocusesARowAndASecondOneActsOnIt() async throws {
    let form = try TestForms.everyKind()
    let session = FormTerminalSession(form: form, title: "Mouse")
    let frame = session.frame(size: .standard)
    let line = try #require(frame.lines.firstIndex { $0.plainText.contains("Notify me") })
    await session.handle(.mouse(MouseEvent(action: .press, line: line, column: 5)))
    #expect(session.focus?.row == form.rowID(for: T.notify))
    // Leaving Name showed its error: the rows moved down; the person clicks where they see it.
    let moved = try #require(session.frame(size: .standard).lines.firstIndex { $0.plainText.contains("Notify me") })
    await session.handle(.mouse(MouseEvent(action: .press, line: moved, column: 5)))
    #expect(form[T.notify] == true)
  }

  @Test func aClickChoosesAnOptionAndTheWheelScrolls() async throws {
    let form = try TestForms.everyKind()
    let session = FormTerminalSession(form: form, title: "Mouse")
    while session.focus?.row != form.rowID(for: T.city) { await session.handle(.down) }
    await session.handle(.enter)
    let lines = session.frame(size: .standard).lines
    let london = try #require(lines.firstIndex { $0.plainText.contains("London") })
    await session.handle(.mouse(MouseEvent(action: .press, line: london, column: 30)))
    #expect(form[T.city] == "lon")
    #expect(session.picker == nil)

    let tall = FormTerminalSession(form: try TestForms.tall(), title: "Tall")
    let size = TerminalSize(columns: 60, rows: 12)
    _ = tall.frame(size: size)
    for _ in 0..<4 { await tall.handle(.mouse(MouseEvent(action: .wheelDown, line: 5, column: 0))) }
    let scrolled = tall.frame(size: size)
    #expect(scrolled.lines[0].plainText.contains("↑↓ more"))
    #expect(scrolled.lines.contains { $0.plainText.hasPrefix("> ") })  // the focus followed into view
  }

  @Test func aPasteStaysInOneFieldOnOneLine() async throws {
    let form = try TestForms.everyKind()
    let session = FormTerminalSession(form: form, title: "Paste")
    await session.handle(.paste("Ada\nLovelace"))
    #expect(form[T.name] == "Ada Lovelace")
    #expect(session.focus?.row == form.rowID(for: T.name))  // the newline did not move on
  }

  @Test func altKeysMoveByWordsAndTypeNothing() async throws {
    let form = try TestForms.everyKind()
    let session = FormTerminalSession(form: form, title: "Words")
    for character in "Ada Byron" { await session.handle(.character(character)) }
    await session.handle(.alt(.character("b")))
    await session.handle(.alt(.backspace))
    #expect(form[T.name] == "Byron")
    await session.handle(.alt(.character("x")))
    #expect(form[T.name] == "Byron")
    await session.handle(.modified(.right, .control))
    await session.handle(.character("!"))
    #expect(form[T.name] == "Byron!")
  }
}
