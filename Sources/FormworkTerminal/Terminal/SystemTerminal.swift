import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's own terminal: raw mode through termios, the window size through
/// `ioctl(TIOCGWINSZ)`, keys read from standard input on a background thread.
///
/// Raw mode is always undone: by ``stop()``, at exit, and on SIGINT, SIGTERM, SIGHUP, SIGQUIT
/// and crash signals (the handlers restore the saved settings, then end the process the way the
/// signal would have).
///
/// ```swift
/// let terminal = try SystemTerminal()
/// try terminal.start()
/// defer { terminal.stop() }
/// ```
///
/// Drawing goes to standard output when it is a terminal, else to `/dev/tty`, so that
/// `formwork demo > values.json` still shows the form and writes only JSON to the file.
@MainActor
public final class SystemTerminal: TerminalDevice {
  /// Why a ``SystemTerminal`` cannot be used.
  public struct Unavailable: Error, CustomStringConvertible {
    public var description: String
  }

  public let usesColor: Bool
  /// How styles are drawn (``TerminalTheme/resolve(flag:environment:)`` picks one).
  public var theme: TerminalTheme = .standard
  public var escapeDelay: Duration? { .milliseconds(40) }
  /// Whether ``start()`` switches to the alternate screen (the shell's screen comes back after).
  public var usesAlternateScreen: Bool
  public var drawsInPlace: Bool { !usesAlternateScreen }
  /// Whether clicks and the wheel are reported (xterm mouse reporting, SGR encoding).
  public var reportsMouse: Bool

  private let inputFD: Int32 = STDIN_FILENO
  private let outputFD: Int32
  private let ownsOutputFD: Bool
  private let queue = EventQueue()
  private var depth = 0
  private var reader: InputReader?
  private var rawSettings = termios()

  /// Opens the terminal.
  ///
  /// - Parameters:
  ///   - alternateScreen: Whether to draw on the alternate screen.
  ///   - mouse: Whether to ask the terminal to report clicks and the wheel.
  ///   - environment: The environment, for `NO_COLOR` and `TERM`.
  /// - Throws: ``Unavailable`` when standard input is not a terminal.
  public init(
    alternateScreen: Bool = true, mouse: Bool = true,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws {
    guard isatty(STDIN_FILENO) == 1 else {
      throw Unavailable(description: "standard input is not a terminal")
    }
    if isatty(STDOUT_FILENO) == 1 {
      outputFD = STDOUT_FILENO
      ownsOutputFD = false
    } else {
      let tty = open("/dev/tty", O_WRONLY | O_CLOEXEC)
      outputFD = tty >= 0 ? tty : STDERR_FILENO
      ownsOutputFD = tty >= 0
    }
    usesAlternateScreen = alternateScreen
    reportsMouse = mouse && environment["TERM"] != "dumb"
    usesColor = TerminalCapabilities.usesColor(environment: environment, isTerminal: isatty(outputFD) == 1)
  }

  deinit {
    if ownsOutputFD { close(outputFD) }
  }

  public var size: TerminalSize {
    var window = winsize()
    for fd in [outputFD, inputFD] where ioctl(fd, UInt(TIOCGWINSZ), &window) == 0 {
      if window.ws_col > 0, window.ws_row > 0 {
        return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
      }
    }
    return TerminalCapabilities.fallbackSize(environment: ProcessInfo.processInfo.environment)
  }

  public func start() throws {
    depth += 1
    guard depth == 1 else { return }
    var saved = termios()
    guard tcgetattr(inputFD, &saved) == 0 else {
      depth = 0
      throw Unavailable(description: "cannot read the terminal's settings (errno \(errno))")
    }
    var raw = saved
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    // ISIG off: Ctrl-C arrives as a key and cancels cleanly instead of killing the process.
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    SignalRestore.install(
      saved: saved, inputFD: inputFD, outputFD: outputFD, alternateScreen: usesAlternateScreen, color: usesColor)
    guard tcsetattr(inputFD, TCSADRAIN, &raw) == 0 else {
      depth = 0
      SignalRestore.restore()
      throw Unavailable(description: "cannot put the terminal in raw mode (errno \(errno))")
    }
    rawSettings = raw
    write(enterSequence)
    if !usesAlternateScreen {
      // Drawn in place, as prompt tools do: the lines the form needs are made below the cursor
      // (what was on screen scrolls up, into the scrollback), never erased.
      let rows = max(1, size.rows)
      write("\r" + String(repeating: "\n", count: rows - 1) + (rows > 1 ? "\u{1B}[\(rows - 1)A" : ""))
    }
    let queue = self.queue
    reader = InputReader(fd: inputFD, wakeFD: SignalRestore.resizePipe.read) { event in
      DispatchQueue.main.async { MainActor.assumeIsolated { queue.post(event) } }
    }
  }

  /// What starts the form's screen: the alternate screen, no cursor, bracketed paste, the mouse.
  private var enterSequence: String {
    (usesAlternateScreen ? "\u{1B}[?1049h" : "") + "\u{1B}[?25l" + TerminalModes.pasteOn
      + (reportsMouse ? TerminalModes.mouseOn : "")
  }

  /// Ctrl-Z: the terminal as it was, the process stopped (SIGTSTP); on `fg`, raw mode and the
  /// form's screen again.
  public func suspend() {
    guard depth > 0 else { return }
    SignalRestore.suspend()
    SignalRestore.stopAndWaitForContinue()
    // Resumed (SIGCONT).
    _ = tcsetattr(inputFD, TCSADRAIN, &rawSettings)
    SignalRestore.resume()
    write(enterSequence)
  }

  public func stop() {
    guard depth > 0 else { return }
    depth -= 1
    guard depth == 0 else { return }
    reader?.stop()
    reader = nil
    // On the main screen, what is printed next goes below the form, not over it.
    if !usesAlternateScreen { write("\u{1B}[\(size.rows);1H\r\n") }
    SignalRestore.restore()
  }

  public func write(_ output: String) {
    Self.writeAll(Array(output.utf8), to: outputFD)
  }

  public func nextEvent() async -> TerminalEvent { await queue.next() }

  public func post(_ event: TerminalEvent) { queue.post(event) }

  nonisolated static func writeAll(_ bytes: [UInt8], to fd: Int32) {
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(fd, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return
        }
        offset += written
      }
    }
  }
}
