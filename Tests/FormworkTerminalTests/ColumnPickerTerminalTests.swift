import Formwork
import Foundation
import Testing

@testable import FormworkTerminal

/// A picker with columns in the terminal: Enter opens it, ←/→ go between columns, ↑/↓ choose
/// within one, Enter closes; the line-by-line mode asks a question a column; headless answers
/// are checked by the form.
@MainActor
@Suite struct ColumnPickerTerminalTests {
  static let height = RowKey<[Int]>("height")

  static func form() throws -> Form {
    try Form {
      Section {
        Row.columnPicker(
          height, "Height",
          columns: [
            PickerColumn("Feet", (4...6).map { SelectorOption($0, "\($0) ft") }),
            PickerColumn("Inches", (0...11).map { SelectorOption($0, "\($0) in") }),
          ])
        Row.text("note", "Note")
      }
    }
  }

  @Test func enterOpensArrowsTurnTheColumnsEnterCloses() async throws {
    let form = try Self.form()
    let session = FormTerminalSession(form: form, title: "Picker")
    #expect(session.focus?.row == form.rowID(forTag: "height"))
    #expect(HelpText.text(for: session).hasPrefix("Enter choose"))
    await session.handle(.enter)
    #expect(session.wheelColumn == 0)
    #expect(session.frame(size: .standard).plainText.contains("[4 ft] 0 in"))
    await session.handle(.down)
    #expect(form[Self.height] == [5, 0])
    await session.handle(.right)
    await session.handle(.down)
    await session.handle(.down)
    #expect(form[Self.height] == [5, 2])
    #expect(session.frame(size: .standard).plainText.contains("5 ft [2 in]"))
    await session.handle(.right)
    #expect(session.wheelColumn == 1, "the last column stays")
    await session.handle(.enter)
    #expect(session.wheelColumn == nil)
    #expect(session.frame(size: .standard).plainText.contains("5 ft 2 in"))
    await session.handle(.down)  // closed: ↓ moves to the next row
    #expect(session.focus?.row == form.rowID(forTag: "note"))
  }

  @Test func aColumnThatFollowsThePreviousOneTurnsThroughItsOptions() async throws {
    let car = RowKey<[String]>("car")
    let form = try Form {
      Section {
        Row.columnPicker(
          car, "Car",
          columns: [
            PickerColumn("Make", [SelectorOption("toyota", "Toyota"), SelectorOption("honda", "Honda")]),
            PickerColumn(
              "Model",
              following: [
                "toyota": [SelectorOption("corolla", "Corolla")],
                "honda": [SelectorOption("civic", "Civic"), SelectorOption("jazz", "Jazz")],
              ]),
          ])
      }
    }
    let session = FormTerminalSession(form: form, title: "Cars")
    await session.handle(.enter)
    #expect(session.frame(size: .standard).plainText.contains("[Toyota] Corolla"))
    await session.handle(.down)
    #expect(form[car] == ["honda", "civic"])
    await session.handle(.right)
    await session.handle(.down)
    #expect(form[car] == ["honda", "jazz"])
    #expect(session.frame(size: .standard).plainText.contains("Honda [Jazz]"))
    // Line by line: the model's question lists the models of the make answered.
    let lines = ScriptedLines(["Toyota", "Corolla"])
    _ = await LinePromptSession(form: form, title: "Test").run(on: lines)
    #expect(form[car] == ["toyota", "corolla"])
    #expect(lines.transcript.contains("  1. Corolla\n"))
    #expect(!lines.transcript.contains("  2. Jazz"))
  }

  @Test func theLineModeAsksAQuestionAColumn() async throws {
    let form = try Self.form()
    let lines = ScriptedLines(["6 ft", "nope", "12", ""])
    _ = await LinePromptSession(form: form, title: "Test").run(on: lines)
    #expect(form[Self.height] == [6, 11])
    #expect(lines.transcript.contains("Height, Feet"))
    #expect(lines.transcript.contains("Height, Inches [0 in]"), "the first column chosen, the wheel shows the next")
    #expect(lines.transcript.contains("! nope"))
  }

  @Test func aHeadlessAnswerIsCheckedAgainstTheColumns() async throws {
    let form = try Self.form()
    let guide = await AnswerGuide.takes(form, try #require(form.state(forTag: "height")))
    #expect(guide.contains("4 (4 ft)"))
    #expect(guide.contains("; 0 (0 in)"))
  }
}
