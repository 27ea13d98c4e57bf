/// A terminal for tests: it plays scripted input and records what the program draws into a
/// ``VirtualScreen``.
///
/// ```swift
/// let terminal = ScriptedTerminal(size: .standard, input: ["Ada", "\t", " ", "\u{13}"])
/// let outcome = try await FormTerminalSession(form: form, title: "Sign up").run(on: terminal)
/// print(terminal.screen.text)   // what a person would see
/// ```
///
/// Each string of the script is one read; after the last one input ends.
@MainActor
public final class ScriptedTerminal: TerminalDevice {
  public var size: TerminalSize {
    didSet { if size != oldValue { screen = VirtualScreen(size: size) } }
  }
  public var usesColor: Bool
  /// How styles are drawn when ``usesColor`` is on.
  public var theme: TerminalTheme = .standard
  /// `nil` (the default) decides a lone Esc only when input ends, so a sequence split across
  /// reads decodes as one key; `.zero` takes an Esc left at the end of a read as the Esc key,
  /// as a person pausing after pressing it.
  public var escapeDelay: Duration?
  /// What the program drew, interpreted.
  public private(set) var screen: VirtualScreen
  /// Everything written, as is.
  public private(set) var output = ""
  /// Whether the terminal is between ``start()`` and ``stop()``.
  public private(set) var isStarted = false
  /// How many times ``start()`` and ``stop()`` ran.
  public private(set) var startCount = 0
  public private(set) var stopCount = 0
  /// How many times the program suspended itself (Ctrl-Z).
  public private(set) var suspendCount = 0

  private var script: [[UInt8]]
  private let queue = EventQueue()

  /// A terminal that will deliver `input`, one element per read.
  public init(size: TerminalSize = .standard, usesColor: Bool = false, input: [String] = []) {
    self.size = size
    self.usesColor = usesColor
    self.screen = VirtualScreen(size: size)
    self.script = input.map { Array($0.utf8) }
  }

  /// A terminal that will deliver raw byte chunks, one per read.
  public init(size: TerminalSize = .standard, usesColor: Bool = false, bytes: [[UInt8]]) {
    self.size = size
    self.usesColor = usesColor
    self.screen = VirtualScreen(size: size)
    self.script = bytes
  }

  public func start() throws {
    isStarted = true
    startCount += 1
  }

  public func stop() {
    guard isStarted else { return }
    isStarted = false
    stopCount += 1
  }

  public func write(_ output: String) {
    self.output += output
    screen.write(output)
  }

  public func suspend() {
    suspendCount += 1
    // The shell's screen shows while suspended: what was drawn is gone.
    screen = VirtualScreen(size: size)
  }

  /// Forgets the output recorded so far (the screen stays).
  public func clearOutput() { output = "" }

  /// Posted events come first; then the script, one read at a time; then the end of input.
  public func nextEvent() async -> TerminalEvent {
    // A person types slower than the program runs: let pending work (options loading, rules
    // finishing) run before the next read, as it would between real key presses.
    for _ in 0..<8 { await Task.yield() }
    if let event = queue.poll() { return event }
    guard !script.isEmpty else { return .endOfInput }
    return .input(script.removeFirst())
  }

  public func post(_ event: TerminalEvent) { queue.post(event) }

  /// Adds reads to the end of the script.
  public func enqueue(_ input: String) { script.append(Array(input.utf8)) }

  /// Changes the size and delivers a resize event, like a window being resized.
  public func resize(to size: TerminalSize) {
    self.size = size
    post(.resize)
  }
}
