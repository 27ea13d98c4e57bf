import Formwork
import Foundation
import Testing

/// Drives the real `formwork` binary in a pseudo-terminal made by tmux: keys go in with
/// `send-keys`, the screen comes out with `capture-pane`.
@Suite(.serialized) struct EndToEndTests {
  static let tmux = BuiltBinary.which("tmux")
  static let bash = BuiltBinary.which("bash")
  static let canRun = tmux != nil && bash != nil

  @Test(
    .enabled(if: canRun, "tmux (or bash) is not installed: apt-get install -y tmux"),
    .timeLimit(.minutes(2)))
  func fillsInTheNewsletterAtA80x24Terminal() async throws {
    let binary = try BuiltBinary.formwork.get()
    let pane = try TmuxPane(tmux: try #require(Self.tmux), width: 80, height: 24)
    defer { pane.close() }
    try pane.start("'\(binary.path)' demo newsletter; echo \"formwork-exit=$?\"")

    try await pane.waitFor("Newsletter sign-up")
    pane.type("Ada Lovelace")
    try await pane.waitFor("Name *      Ada Lovelace", orContaining: "Ada Lovelace")
    pane.keys("Tab")
    pane.type("ada@example.com")
    pane.keys("Tab")
    #expect(!pane.capture().contains("Frequency"))
    pane.keys("Space")  // the switch reveals the Frequency row
    try await pane.waitFor("Frequency")
    pane.keys("Tab", "Enter")  // open the option list
    try await pane.waitFor("Monthly")
    pane.keys("Down", "Enter")  // Daily → Weekly
    try await pane.waitFor("Frequency *  Weekly", orContaining: "Weekly")
    pane.keys("C-s")
    let screen = try await pane.waitFor("formwork-exit=")

    #expect(screen.contains("formwork-exit=0"))
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("{") }),
      let end = lines.firstIndex(where: { $0.hasPrefix("formwork-exit=") }), start < end
    else {
      Issue.record("no JSON on screen:\n\(screen)")
      return
    }
    let printed = try FormValue(json: lines[start..<end].joined(separator: "\n"))
    let expected: FormValue = [
      "name": "Ada Lovelace", "email": "ada@example.com", "subscribe": true, "frequency": "weekly",
    ]
    #expect(printed["values"] == expected)
    #expect(printed["parameters"] != nil)
  }

  @Test(
    .enabled(if: canRun, "tmux (or bash) is not installed: apt-get install -y tmux"),
    .timeLimit(.minutes(2)))
  func controlCCancelsAndRestoresTheTerminal() async throws {
    let binary = try BuiltBinary.formwork.get()
    let pane = try TmuxPane(tmux: try #require(Self.tmux), width: 80, height: 24)
    defer { pane.close() }
    try pane.start(
      "'\(binary.path)' demo; echo \"formwork-exit=$?\"; stty -a | grep -o -- '-\\?icanon' | head -1")
    try await pane.waitFor("Formwork examples")
    pane.keys("Down")
    pane.keys("C-c")
    let screen = try await pane.waitFor("formwork-exit=")
    #expect(screen.contains("formwork-exit=130"))
    // Canonical mode is back on: the shell's terminal is as it was.
    try await pane.waitFor("icanon")
    #expect(!pane.capture().contains("-icanon"))
  }
}

/// One tmux session on a private server, closed at the end.
struct TmuxPane {
  let tmux: String
  let socket = "formwork-tests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
  let width: Int
  let height: Int

  init(tmux: String, width: Int, height: Int) throws {
    self.tmux = tmux
    self.width = width
    self.height = height
  }

  @discardableResult
  func run(_ arguments: [String]) -> (status: Int32, output: String) {
    BuiltBinary.run(tmux, ["-L", socket, "-f", "/dev/null"] + arguments)
  }

  func start(_ command: String) throws {
    // NB: the tmux server forks from this client and keeps its open descriptors: bash closes
    // every descriptor above 2 first, so the server holds none of the test process's pipes.
    let closeAndRun =
      #"for f in /proc/$$/fd/*; do n=${f##*/}; [ "$n" -gt 2 ] 2>/dev/null && eval "exec $n>&-"; done; exec "$0" "$@""#
    let arguments = [
      "-c", closeAndRun, tmux, "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", "e2e", "-x", "\(width)",
      "-y", "\(height)", command,
      // The pane stays after its command ends (for capture-pane) without a process left to wait on.
      ";", "set-option", "-g", "remain-on-exit", "on",
    ]
    let status = BuiltBinary.spawnDaemon(EndToEndTests.bash ?? "/bin/bash", arguments)
    guard status == 0 else { throw TmuxError(description: "tmux new-session failed (\(status))") }
  }

  /// Types text literally.
  func type(_ text: String) { run(["send-keys", "-t", "e2e", "-l", text]) }

  /// Sends named keys (`Tab`, `Enter`, `Down`, `C-s`…).
  func keys(_ names: String...) { run(["send-keys", "-t", "e2e"] + names) }

  /// The pane's text, with its scrollback.
  func capture() -> String { run(["capture-pane", "-p", "-J", "-t", "e2e", "-S", "-200"]).output }

  /// Waits until the pane shows `text` (or `alternative`), and returns what it shows.
  @discardableResult
  func waitFor(_ text: String, orContaining alternative: String? = nil, timeout: Double = 15) async throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      let screen = capture()
      if screen.contains(text) || alternative.map(screen.contains) == true { return screen }
      try await Task.sleep(for: .milliseconds(50))
    }
    throw TmuxError(description: "timed out waiting for '\(text)'; the pane shows:\n\(capture())")
  }

  func close() { run(["kill-server"]) }
}

struct TmuxError: Error, CustomStringConvertible {
  var description: String
}
