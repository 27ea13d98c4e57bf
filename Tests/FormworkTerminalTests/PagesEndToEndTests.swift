import Foundation
import Testing

/// A multi-page form at the keyboard, in the real `formwork` binary under tmux: the step line
/// follows the answers and Next / Back, and a refused Next says what is wrong.
@Suite(.serialized) struct PagesEndToEndTests {
  @Test(
    .enabled(if: EndToEndTests.canRun, "tmux (or bash) is not installed: apt-get install -y tmux"),
    .timeLimit(.minutes(2)))
  func theCommuteSurveyGoesNextIsRefusedAndGoesBack() async throws {
    let binary = try BuiltBinary.formwork.get()
    let pane = try TmuxPane(tmux: try #require(EndToEndTests.tmux), width: 80, height: 24)
    defer { pane.close() }
    try pane.start("\(EndToEndTests.english) '\(binary.path)' demo commute-survey; echo \"formwork-exit=$?\"")

    // Page 1: no way chosen yet, so no branch page: two steps.
    try await pane.waitFor("Step 1 of 2 · Your commute")
    #expect(pane.capture().contains("0/2 required"))
    pane.keys("Right")  // Mostly by: Car, which adds the driving page
    try await pane.waitFor("Step 1 of 3 · Your commute")
    pane.keys("Tab", "Right", "Right")  // Minutes a day: 30 → 40
    try await pane.waitFor("< 40 >")

    pane.keys("C-n")
    var screen = try await pane.waitFor("Step 2 of 3 · Driving")
    #expect(!screen.contains("Minutes a day"), "one page at a time")
    #expect(screen.contains("1/3 required"))

    pane.keys("C-n")  // the fuel is required
    screen = try await pane.waitFor("1 problem: Fuel is required. (fix, then Ctrl-N)")
    #expect(screen.contains("! Fuel is required."))
    #expect(screen.contains("Step 2 of 3 · Driving"), "the refusal keeps the page")

    pane.keys("C-p")  // back, without validating
    screen = try await pane.waitFor("Step 1 of 3 · Your commute")
    #expect(screen.contains("[Car]"))
    #expect(screen.contains("< 40 >"), "the page keeps its answers")

    pane.keys("C-c")  // answers were given: the session asks first
    try await pane.waitFor("Quit and lose what you entered?")
    pane.type("y")
    screen = try await pane.waitFor("formwork-exit=")
    #expect(screen.contains("formwork-exit=130"))
  }
}
