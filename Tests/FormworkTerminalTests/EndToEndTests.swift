import Formwork
import Foundation
import Testing

/// Drives the real `formwork` binary in a pseudo-terminal made by tmux: keys go in with
/// `send-keys`, the screen comes out with `capture-pane`.
@Suite(.serialized) struct EndToEndTests {
  static let tmux = BuiltBinary.which("tmux")
  static let bash = BuiltBinary.which("bash")
  static let canRun = tmux != nil && bash != nil
  /// Commands run in English whatever the machine's locale: the tests read the screen's words.
  static let english = "LC_ALL=en_US.UTF-8"

  @Test(
    .enabled(if: canRun, "tmux (or bash) is not installed: apt-get install -y tmux"),
    .timeLimit(.minutes(2)))
  func fillsInTheNewsletterAtA80x24Terminal() async throws {
    let binary = try BuiltBinary.formwork.get()
    let pane = try TmuxPane(tmux: try #require(Self.tmux), width: 80, height: 24)
    defer { pane.close() }
    try pane.start("\(Self.english) '\(binary.path)' demo newsletter; echo \"formwork-exit=$?\"")

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

  /// The transport order at the keyboard: a project found by filtering its list, a loading
  /// time picked with the arrow keys, two stops added, the second moved up, the first deleted.
  @Test(
    .enabled(if: canRun, "tmux (or bash) is not installed: apt-get install -y tmux"),
    .timeLimit(.minutes(2)))
  func fillsInTheTransportOrderWithListsDatesAndFilters() async throws {
    let binary = try BuiltBinary.formwork.get()
    let pane = try TmuxPane(tmux: try #require(Self.tmux), width: 80, height: 24)
    defer { pane.close() }
    try pane.start("\(Self.english) '\(binary.path)' demo transport-order; echo \"formwork-exit=$?\"")

    try await pane.waitFor("Transport order")
    pane.keys("Enter")  // Project: its list opens
    try await pane.waitFor("Choose a project")
    pane.type("yang")
    try await pane.waitFor("Filter: yang")
    pane.keys("Enter")
    try await pane.waitFor("Yangtze river delta returns")
    pane.keys("Down", "Enter")
    try await pane.waitFor("GPS every 10 minutes")
    pane.keys("Enter", "Down", "Enter")
    try await pane.waitFor("> ( ) Van")
    pane.keys("Enter", "Down", "Enter")  // Loading time: the picker opens
    try await pane.waitFor("t now")
    pane.keys("Up")  // now, on the quarter hour
    pane.keys("Right", "Right", "Right", "Up")  // the hour, one up
    pane.keys("Enter")
    try await pane.waitFor("type yyyy-mm-dd hh:mm")
    pane.keys("Down", "Down", "Down")
    pane.type("Ada")
    pane.keys("Tab")
    pane.type("021 6888 1234")
    pane.keys("Tab")
    pane.type("1 Loading Way")
    for (contact, phone, address) in [
      ("Bo", "021 5555 1234", "2 Unloading Road"), ("Cy", "021 7777 1234", "3 Harbour St"),
    ] {
      pane.keys("Tab")  // the Add row
      try await pane.waitFor("> [ Add a stop ]")
      pane.keys("Enter", "Enter")  // add a stop, open it
      try await pane.waitFor("Transport order › Stop")
      pane.type(contact)
      pane.keys("Tab")
      pane.type(phone)
      pane.keys("Tab")
      pane.type(address)
      pane.keys("C-s")
      try await pane.waitFor("\(contact) · \(address)")
    }
    pane.keys("M-Up")  // Cy before Bo
    try await pane.waitUntil("Cy's stop above Bo's") { screen in
      guard let cy = screen.range(of: "> Stop                     Cy · 3 Harbour St"),
        let bo = screen.range(of: "Bo · 2 Unloading Road")
      else { return false }
      return cy.lowerBound < bo.lowerBound
    }
    pane.keys("Down", "M-DC")
    try await pane.waitFor("Delete “Stop: Bo · 2 Unloading Road”?")
    pane.keys("y")
    try await pane.waitFor("Deleted.")
    pane.keys("C-s")
    let screen = try await pane.waitFor("formwork-exit=")

    #expect(screen.contains("formwork-exit=0"))
    let values = try Self.printedJSON(screen)?["values"]
    #expect(values?["project"] == "PRJ-042")
    #expect(values?["unloading"] == [["contact": "Cy", "phone": "021 7777 1234", "address": "3 Harbour St"]])
    #expect(values?["loadingTime"] != nil)
  }

  /// Ctrl-Z stops the process with the terminal restored; `fg` brings the form back as it was,
  /// in raw mode (keys arrive one by one); Ctrl-C then asks, since something was typed.
  @Test(
    .enabled(if: canRun, "tmux (or bash) is not installed: apt-get install -y tmux"),
    .timeLimit(.minutes(2)))
  func controlZSuspendsAndFgResumes() async throws {
    let binary = try BuiltBinary.formwork.get()
    let pane = try TmuxPane(tmux: try #require(Self.tmux), width: 80, height: 24)
    defer { pane.close() }
    try pane.start("PS1='shell$ ' exec bash --norc --noprofile -i")
    try await pane.waitFor("shell$")
    // NB: the command alone: a stopped command in a list lets the shell run the rest.
    pane.type("\(Self.english) '\(binary.path)' demo newsletter")
    pane.keys("Enter")
    try await pane.waitFor("Newsletter sign-up")
    pane.type("Ada")
    pane.keys("C-z")
    try await pane.waitFor("Stopped")
    pane.type("fg")
    pane.keys("Enter")
    try await pane.waitFor("Name *       Ada")
    pane.type("x")  // raw mode again: the key arrives at once
    try await pane.waitFor("Name *       Adax")
    pane.keys("C-c")
    try await pane.waitFor("Quit and lose what you entered?")
    pane.keys("y")
    try await pane.waitFor("formwork: cancelled")
    pane.type("echo \"formwork-exit=$?\"")
    pane.keys("Enter")
    let screen = try await pane.waitFor("formwork-exit=1")
    #expect(screen.contains("formwork-exit=130"))
  }

  /// `LANG=zh_CN.UTF-8 formwork demo`: the menu, the examples, the help line and the messages
  /// in Chinese.
  @Test(
    .enabled(if: canRun, "tmux (or bash) is not installed: apt-get install -y tmux"),
    .timeLimit(.minutes(2)))
  func theDemoSpeaksTheLanguageOfLang() async throws {
    let binary = try BuiltBinary.formwork.get()
    let pane = try TmuxPane(tmux: try #require(Self.tmux), width: 80, height: 24)
    defer { pane.close() }
    try pane.start("LC_ALL= LC_MESSAGES= LANG=zh_CN.UTF-8 '\(binary.path)' demo; echo \"formwork-exit=$?\"")
    let menu = try await pane.waitFor("Formwork 示例：请选择一个")
    #expect(pane.capture().contains("Enter 执行"))
    #expect(menu.contains("订阅简报"), "the examples' titles in Chinese")
    pane.keys("Enter")  // the newsletter
    let form = try await pane.waitFor("[ 提交 ]")
    #expect(form.contains("姓名 *"), "the example's rows in Chinese")
    pane.keys("C-s")
    let screen = try await pane.waitFor("（改正后按 Ctrl-S）")
    #expect(screen.contains("2 个问题"))
    #expect(screen.contains("0/2 必填"))
    pane.keys("C-c")
    try await pane.waitFor("formwork-exit=130")
  }

  /// The JSON object the command printed before `formwork-exit=`.
  static func printedJSON(_ screen: String) throws -> FormValue? {
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("{") }),
      let end = lines.firstIndex(where: { $0.hasPrefix("formwork-exit=") }), start < end
    else {
      Issue.record("no JSON on screen:\n\(screen)")
      return nil
    }
    return try FormValue(json: lines[start..<end].joined(separator: "\n"))
  }

  @Test(
    .enabled(if: canRun, "tmux (or bash) is not installed: apt-get install -y tmux"),
    .timeLimit(.minutes(2)))
  func controlCCancelsAndRestoresTheTerminal() async throws {
    let binary = try BuiltBinary.formwork.get()
    let pane = try TmuxPane(tmux: try #require(Self.tmux), width: 80, height: 24)
    defer { pane.close() }
    try pane.start(
      "\(Self.english) '\(binary.path)' demo; echo \"formwork-exit=$?\"; stty -a | grep -o -- '-\\?icanon' | head -1")
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

  /// Waits until the pane's text satisfies `condition`.
  func waitUntil(_ what: String, timeout: Double = 15, _ condition: (String) -> Bool) async throws {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if condition(capture()) { return }
      try await Task.sleep(for: .milliseconds(50))
    }
    throw TmuxError(description: "timed out waiting for \(what); the pane shows:\n\(capture())")
  }

  func close() { run(["kill-server"]) }
}

struct TmuxError: Error, CustomStringConvertible {
  var description: String
}
