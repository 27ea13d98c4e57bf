import Formwork
import Foundation
import Testing

@testable import FormworkTerminal

/// Each widget as a person sees it, at 80×24 and 120×30: the date picker (in its row and
/// inline), a filtered long list, the help screen, a list row being deleted, sliders and
/// steppers with their bounds. `FORMWORK_RECORD=1` records them again.
@MainActor
@Suite struct WidgetGoldenTests {
  nonisolated static let sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 30)]

  func screen(_ form: Form, size: TerminalSize, input: [String]) async throws -> String {
    let (_, terminal, _) = try await drive(form, title: "Widgets", size: size, input: input, escapeDelay: .zero)
    return terminal.screen.text
  }

  func name(_ widget: String, _ size: TerminalSize) -> String { "widget-\(widget)-\(size.columns)x\(size.rows)" }

  @Test(arguments: sizes)
  func datePicker(size: TerminalSize) async throws {
    // Today, then the month field one up, then a day typed.
    let input = [Keys.enter, Keys.up, Keys.right, Keys.up, Keys.right, "2"]
    assertGolden(try await screen(TestForms.dates(), size: size, input: input), named: name("date-picker", size))
  }

  @Test(arguments: sizes)
  func inlineDateTimePicker(size: TerminalSize) async throws {
    let input = [Keys.down, Keys.down, Keys.enter, "n", Keys.right, Keys.right, Keys.right, Keys.up]
    assertGolden(try await screen(TestForms.dates(), size: size, input: input), named: name("inline-picker", size))
  }

  @Test(arguments: sizes)
  func countdownPicker(size: TerminalSize) async throws {
    let input = [Keys.down, Keys.down, Keys.down, "1:45"]
    assertGolden(try await screen(TestForms.dates(), size: size, input: input), named: name("countdown", size))
  }

  @Test(arguments: sizes)
  func filteredLongList(size: TerminalSize) async throws {
    let input = [Keys.down, Keys.down, Keys.down, Keys.down, Keys.enter, "2", Keys.down]
    assertGolden(try await screen(TestForms.dates(), size: size, input: input), named: name("filtered-list", size))
  }

  @Test(arguments: sizes)
  func pagedLongList(size: TerminalSize) async throws {
    let input = [Keys.down, Keys.down, Keys.down, Keys.down, Keys.enter, "\u{1B}[6~", "\u{1B}[6~"]
    assertGolden(try await screen(TestForms.dates(), size: size, input: input), named: name("paged-list", size))
  }

  static let repeats = RowKey<String>("repeats")

  static func inlineSelector() throws -> Form {
    try Form {
      Section("Alarm") {
        Row.selector(
          repeats, "Repeat",
          options: [.init("never", "Never"), .init("daily", "Every day"), .init("weekdays", "Weekdays")],
          presentation: .inline)
        Row.switch(RowKey<Bool>("snooze"), "Snooze")
      }
    }
  }

  @Test(arguments: sizes)
  func inlineSelectorList(size: TerminalSize) async throws {
    let input = [Keys.enter, Keys.down]
    assertGolden(try await screen(Self.inlineSelector(), size: size, input: input), named: name("inline-list", size))
  }

  @Test func anInlineListOpensInItsRowAndFoldsWhenChosen() async throws {
    let form = try Self.inlineSelector()
    let session = FormTerminalSession(form: form, title: "Inline")
    let row = try #require(form.rowID(for: Self.repeats))
    await session.handle(.enter)
    #expect(form.expandedRow == row)
    let lines = session.frame(size: .standard).lines.map(\.plainText)
    let selector = try #require(lines.firstIndex { $0.hasPrefix("> Repeat") })
    #expect(lines[selector + 1].contains("+- Repeat"))  // the list is under its row, not over others
    #expect(lines.contains { $0.hasPrefix("  Snooze") })
    await session.handle(.down)
    await session.handle(.enter)
    #expect(form[Self.repeats] == "daily")
    #expect(form.expandedRow == nil)
    await session.handle(.enter)
    await session.handle(.escape)
    #expect(form.expandedRow == nil && session.picker == nil)
  }

  @Test(arguments: sizes)
  func helpScreen(size: TerminalSize) async throws {
    // F1: `?` would be typed in the phone field.
    let input = [Keys.down, "\u{1B}OP"]
    assertGolden(try await screen(TestForms.lists(), size: size, input: input), named: name("help", size))
  }

  @Test(arguments: sizes)
  func deletingAListRow(size: TerminalSize) async throws {
    let input = [Keys.down, Keys.down, "\u{1B}[1;3A", Keys.down, "\u{1B}[3;3~"]
    assertGolden(try await screen(TestForms.lists(), size: size, input: input), named: name("list-delete", size))
  }

  @Test(arguments: sizes)
  func slidersAndSteppersWithTheirBounds(size: TerminalSize) async throws {
    let volume = RowKey<Double>("volume")
    let form = try Form {
      Section("Sound") {
        Row.slider(volume, "Volume", value: 0.3, in: 0...1, steps: 10)
        Row.stepper(RowKey<Int>("copies"), "Copies", value: 2, in: 1...9)
      }
    }
    form.locale = Locale(identifier: "en_US")
    let input = [Keys.right, Keys.right]
    assertGolden(try await screen(form, size: size, input: input), named: name("slider-stepper", size))
  }
}
