import Foundation
import Testing

@testable import FormworkTerminal

/// Themes beyond `NO_COLOR`: what each draws the renderer's styles with, and how one is chosen
/// (the `--theme` flag over `FORMWORK_THEME`, unknown names refused with the known ones).
@MainActor
@Suite struct ThemeTests {
  var focusedLine: ScreenLine {
    var line = ScreenLine("> ", style: [.bold, .cyan])
    line.append("Email", style: .bold)
    line.append("  <you@example.com>", style: .dim)
    return line.adding(.highlight)
  }

  @Test func theStandardThemeDrawsAsBefore() {
    let drawn = focusedLine.rendered(theme: .standard)
    #expect(drawn == focusedLine.rendered(color: true))
    #expect(drawn.contains("\u{1B}[1;36;100m> "))
  }

  @Test func highContrastNeverDimsAndMarksFocusInReverseVideo() {
    let drawn = focusedLine.rendered(theme: .highContrast)
    #expect(!drawn.contains(";2;") && !drawn.contains("[2;") && !drawn.contains("[2m"))
    #expect(!drawn.contains("100"))  // no grey background: reverse video instead
    #expect(drawn.contains("\u{1B}[1;7;96m> "))  // bold, reverse, bright cyan
    let error = ScreenLine("! Enter a valid email address", style: .red).rendered(theme: .highContrast)
    #expect(error == "\u{1B}[1;91m! Enter a valid email address\u{1B}[0m")
  }

  @Test func monochromeKeepsEmphasisWithoutColor() {
    let drawn = focusedLine.rendered(theme: .monochrome)
    for color in ["31", "32", "33", "36", "9", "100"] { #expect(!drawn.contains(";\(color)m")) }
    #expect(drawn.contains("\u{1B}[1;7m> "))
    #expect(ScreenLine("! wrong", style: .red).rendered(theme: .monochrome) == "\u{1B}[1;4m! wrong\u{1B}[0m")
  }

  @Test func thePainterDrawsWithItsTheme() {
    var painter = ScreenPainter(color: true, theme: .highContrast)
    let output = painter.paint(Frame(lines: [focusedLine]), size: TerminalSize(columns: 40, rows: 2))
    #expect(output.contains("\u{1B}[1;7;96m> "))
    var plain = ScreenPainter(color: false, theme: .highContrast)
    #expect(!plain.paint(Frame(lines: [focusedLine]), size: TerminalSize(columns: 40, rows: 2)).contains("96m"))
  }

  @Test func theFlagWinsOverTheEnvironment() throws {
    #expect(try TerminalTheme.resolve(flag: nil, environment: [:]) == .standard)
    #expect(try TerminalTheme.resolve(flag: nil, environment: ["FORMWORK_THEME": "high-contrast"]) == .highContrast)
    #expect(
      try TerminalTheme.resolve(flag: "monochrome", environment: ["FORMWORK_THEME": "high-contrast"]) == .monochrome)
    #expect(try TerminalTheme.resolve(flag: nil, environment: ["FORMWORK_THEME": ""]) == .standard)
    let error = #expect(throws: TerminalTheme.UnknownName.self) {
      try TerminalTheme.resolve(flag: "loud", environment: [:])
    }
    #expect(error?.description.contains("standard, high-contrast, monochrome") == true)
  }

  @Test func aSessionRunsWithTheTerminalsTheme() async throws {
    let terminal = ScriptedTerminal(usesColor: true, input: ["\u{03}"])
    terminal.theme = .highContrast
    let session = FormTerminalSession(form: try TestForms.everyKind(), title: "Theme")
    _ = try await session.run(on: terminal)
    #expect(terminal.output.contains(";7;96m> "))
    #expect(!terminal.output.contains("[2m"))
  }

  @Test func theCommandLineOffersTheThemes() throws {
    let binary = try BuiltBinary.formwork.get()
    let help = BuiltBinary.run(binary.path, ["demo", "--help"]).output
    #expect(help.contains("--theme"))
    #expect(help.contains("high-contrast") && help.contains("FORMWORK_THEME"))
    let refused = BuiltBinary.runSeparately(binary.path, ["run", "newsletter", "--theme", "loud"], input: "")
    #expect(refused.status == 64)
    #expect(refused.standardError.contains("standard, high-contrast, monochrome"))
  }
}
