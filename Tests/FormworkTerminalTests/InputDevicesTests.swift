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

  /// The column of `text` on the first screen line containing `row`'s title (`text` after the title).
  func click(_ session: FormTerminalSession, row title: String, on text: String) async throws {
    let lines = session.frame(size: .standard).lines.map(\.plainText)
    let line = try #require(lines.firstIndex { $0.contains(title) }, "\(title) is not on screen")
    let after = try #require(lines[line].range(of: title)).upperBound
    let range = try #require(lines[line].range(of: text, range: after..<lines[line].endIndex), "no \(text)")
    let column = lines[line].distance(from: lines[line].startIndex, to: range.lowerBound)
    await session.handle(.mouse(MouseEvent(action: .press, line: line, column: column)))
  }

  @Test func aClickOnASteppersArrowsOrASegmentChangesIt() async throws {
    let form = try TestForms.everyKind()
    let session = FormTerminalSession(form: form, title: "Mouse")
    try await click(session, row: "Count", on: ">")
    #expect(form[T.count] == 3)
    try await click(session, row: "Count", on: "<")
    try await click(session, row: "Count", on: "<")
    #expect(form[T.count] == 1)
    form[T.notify] = true  // shows Channel
    try await click(session, row: "Channel", on: "Mail")
    #expect(form[T.channel] == "mail")
    try await click(session, row: "Channel", on: "SMS")
    #expect(form[T.channel] == "sms")
  }

  @Test func aClickOnASliderSetsItWhereItWasClicked() async throws {
    let level = RowKey<Double>("level")
    let form = try Form { Section { Row.slider(level, "Level", value: 0, in: 0...10, steps: 10) } }
    let session = FormTerminalSession(form: form, title: "Mouse", options: .init(submitTitle: nil))
    let line = try #require(session.frame(size: .standard).lines.first { $0.plainText.contains("Level") }).plainText
    let bar = try #require(line.firstIndex(of: "["))
    let end = try #require(line.firstIndex(of: "]"))
    let last = line.distance(from: line.startIndex, to: end) - 1
    let first = line.distance(from: line.startIndex, to: bar) + 1
    let lineIndex = try #require(session.frame(size: .standard).lines.firstIndex { $0.plainText.contains("Level") })
    await session.handle(.mouse(MouseEvent(action: .press, line: lineIndex, column: last)))
    #expect(form[level] == 10)
    await session.handle(.mouse(MouseEvent(action: .press, line: lineIndex, column: (first + last) / 2)))
    #expect(form[level].map { (4...6).contains($0) } == true)
  }

  @Test func theWheelScrollsWhileTheFirstRowIsFocused() async throws {
    // The first row that takes focus sits under a few lines of information.
    let form = try Form(
      sections: [Section("About", rows: (1...4).map { Row.label("Note \($0)").eraseToAnyRow() })]
        + (1...3).map { section in
          Section(
            "Part \(section)",
            rows: (1...8).map { Row.text(RowKey<String>("r\(section)_\($0)"), "Row \(section).\($0)").eraseToAnyRow() })
        })
    let tall = FormTerminalSession(form: form, title: "Tall")
    let size = TerminalSize(columns: 60, rows: 12)
    #expect(tall.frame(size: size).plainText.contains("Note 1"))
    await tall.handle(.mouse(MouseEvent(action: .wheelDown, line: 5, column: 0)))
    #expect(!tall.frame(size: size).plainText.contains("Note 1"))
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
