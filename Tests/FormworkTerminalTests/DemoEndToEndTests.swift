import Formwork
import FormworkTerminal
import Foundation
import Testing

/// What a newcomer does first in `formwork demo`, driven in tmux as a person would: Esc in an
/// example started by name, the help on a small screen, clicks on a row's controls, a schema's
/// "Check everything" button.
@Suite(.serialized) struct DemoEndToEndTests {
  static let canRun = EndToEndTests.canRun
  static let english = EndToEndTests.english

  func pane(width: Int = 80, height: Int = 24, _ command: String) throws -> TmuxPane {
    let binary = try BuiltBinary.formwork.get()
    let pane = try TmuxPane(tmux: try #require(EndToEndTests.tmux), width: width, height: height)
    try pane.start("\(Self.english) '\(binary.path)' \(command); echo \"formwork-exit=$?\"")
    return pane
  }

  @Test(.enabled(if: canRun, "tmux (or bash) is not installed"), .timeLimit(.minutes(2)))
  func escInAnExampleStartedByNameQuitsAndSaysWhatIsKept() async throws {
    let draft = FileManager.default.temporaryDirectory.appendingPathComponent("e2e-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: draft) }
    let pane = try pane("demo newsletter --draft '\(draft)'")
    defer { pane.close() }
    try await pane.waitFor("Newsletter sign-up")
    #expect(pane.capture().contains("Esc quit"))
    pane.type("Ada")
    try await pane.waitFor("Ada")
    pane.keys("Escape")
    try await pane.waitFor("Quit? What you entered is kept as a draft.")
    pane.keys("y")
    let screen = try await pane.waitFor("formwork-exit=")
    #expect(screen.contains("formwork-exit=130"))
    #expect(!screen.contains("Go back"))
  }

  @Test(.enabled(if: canRun, "tmux (or bash) is not installed"), .timeLimit(.minutes(2)))
  func theHelpScrollsToItsLastKeyOnASmallScreen() async throws {
    let pane = try pane(width: 60, height: 20, "demo newsletter")
    defer { pane.close() }
    try await pane.waitFor("Newsletter sign-up")
    pane.keys("F1")
    try await pane.waitFor("↑↓ scroll")
    #expect(!pane.capture().contains("this help"))
    pane.keys("End")
    try await pane.waitFor("this help")
    pane.keys("x")  // closes the help, types nothing
    try await pane.waitFor("type to edit")
    pane.keys("C-c")
    try await pane.waitFor("formwork-exit=")
  }

  @Test(.enabled(if: canRun, "tmux (or bash) is not installed"), .timeLimit(.minutes(2)))
  func clicksOnAStepperChangeItsValue() async throws {
    let pane = try pane("demo profile")
    defer { pane.close() }
    try await pane.waitFor("< 30 >")
    try click(pane, on: ">", inLineWith: "< 30 >")
    try await pane.waitFor("< 31 >")
    try click(pane, on: "<", inLineWith: "< 31 >")
    try await pane.waitFor("< 30 >")
    try click(pane, on: "<", inLineWith: "< 30 >")
    try await pane.waitFor("< 29 >")
    pane.keys("C-c")
    pane.keys("y")
    try await pane.waitFor("formwork-exit=")
  }

  @Test(.enabled(if: canRun, "tmux (or bash) is not installed"), .timeLimit(.minutes(2)))
  func aSchemasCheckButtonSaysWhatItFound() async throws {
    let schema = BuiltBinary.packageRoot.appendingPathComponent("Schemas/examples/signup.json").path
    let pane = try pane("run '\(schema)'")
    defer { pane.close() }
    try await pane.waitFor("Check everything")
    for _ in 0..<7 { pane.keys("Down") }
    pane.keys("Enter")
    try await pane.waitFor("problems: Username is required.")
    pane.keys("C-c")
    try await pane.waitFor("formwork-exit=")
  }

  @Test(
    .enabled(if: canRun, "tmux (or bash) is not installed"), .timeLimit(.minutes(2)),
    arguments: ["q", "C-c"])
  func leavingTheMenuWithNothingSubmittedSaysCancelledAlike(key: String) async throws {
    let pane = try pane("demo")
    defer { pane.close() }
    try await pane.waitFor("Formwork examples")
    pane.keys(key)
    let screen = try await pane.waitFor("formwork-exit=")
    #expect(screen.contains("formwork: cancelled"))
    #expect(screen.contains("formwork-exit=130"))
  }

  @Test(.enabled(if: canRun, "tmux (or bash) is not installed"), .timeLimit(.minutes(2)))
  func anArabicFormIsMirroredAndItsArrowsKeepTheirSides() async throws {
    let pane = try pane("demo profile --locale ar")
    defer { pane.close() }
    let screen = try await pane.waitFor("< 30 >")
    // Without the spaces `capture-pane -J` keeps at the end of a line.
    let lines = screen.split(separator: "\n").map { String($0.reversed().drop { $0 == " " }.reversed()) }
    // The title at the right edge, the focus marker right of the focused row's title, a value
    // left of its title.
    #expect(lines.contains { $0.hasSuffix("Profile") && DisplayWidth.of($0) == 78 })
    #expect(lines.contains { $0.hasSuffix("* Nickname <") && DisplayWidth.of($0) == 79 })
    #expect(lines.contains { $0.hasSuffix("0…130  < 30 >                   Age") })
    // The stepper's left arrow adds, and so does ←.
    try click(pane, on: "<", inLineWith: "< 30 >")
    try await pane.waitFor("< 31 >")
    pane.keys("Left")
    try await pane.waitFor("< 32 >")
    pane.keys("C-c")
    pane.keys("y")
    try await pane.waitFor("formwork-exit=")
  }

  /// Clicks (an SGR mouse press and release, as terminals send them) on the first `target`
  /// after `anchor`'s start on the screen line showing `anchor`.
  func click(_ pane: TmuxPane, on target: String, inLineWith anchor: String) throws {
    let lines = pane.run(["capture-pane", "-p", "-t", "e2e"]).output.split(
      separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex { $0.contains(anchor) }, "no \(anchor) on screen")
    let text = String(lines[line])
    let start = try #require(text.range(of: anchor)).lowerBound
    let hit = try #require(text.range(of: target, range: start..<text.endIndex)).lowerBound
    let column = text[..<hit].count
    pane.type("\u{1B}[<0;\(column + 1);\(line + 1)M\u{1B}[<0;\(column + 1);\(line + 1)m")
  }
}
