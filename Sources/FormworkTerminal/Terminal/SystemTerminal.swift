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
  public var escapeDelay: Duration? { .milliseconds(40) }
  /// Whether ``start()`` switches to the alternate screen (the shell's screen comes back after).
  public var usesAlternateScreen: Bool

  private let inputFD: Int32 = STDIN_FILENO
  private let outputFD: Int32
  private let ownsOutputFD: Bool
  private let queue = EventQueue()
  private var depth = 0
  private var reader: InputReader?

  /// Opens the terminal.
  ///
  /// - Parameters:
  ///   - alternateScreen: Whether to draw on the alternate screen.
  ///   - environment: The environment, for `NO_COLOR` and `TERM`.
  /// - Throws: ``Unavailable`` when standard input is not a terminal.
  public init(
    alternateScreen: Bool = true, environment: [String: String] = ProcessInfo.processInfo.environment
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
    write((usesAlternateScreen ? "\u{1B}[?1049h" : "") + "\u{1B}[?25l")
    let queue = self.queue
    reader = InputReader(fd: inputFD, wakeFD: SignalRestore.resizePipe.read) { event in
      DispatchQueue.main.async { MainActor.assumeIsolated { queue.post(event) } }
    }
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

/// Reads standard input on its own thread (reads block) and reports bytes and resizes.
final class InputReader: @unchecked Sendable {
  // NB: @unchecked: `stopped` is only set under `lock`; fds are immutable.
  private let lock = NSLock()
  private var stopped = false
  private let stopPipe: (read: Int32, write: Int32)

  init(fd: Int32, wakeFD: Int32, deliver: @escaping @Sendable (TerminalEvent) -> Void) {
    var fds: [Int32] = [-1, -1]
    if pipe(&fds) != 0 { fds = [-1, -1] }
    stopPipe = (fds[0], fds[1])
    let thread = Thread { [self] in
      self.loop(fd: fd, wakeFD: wakeFD, deliver: deliver)
    }
    thread.name = "formwork.input"
    thread.start()
  }

  private var isStopped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stopped
  }

  func stop() {
    lock.lock()
    stopped = true
    lock.unlock()
    var byte: UInt8 = 1
    _ = Foundation.write(stopPipe.write, &byte, 1)
  }

  private func loop(fd: Int32, wakeFD: Int32, deliver: @Sendable (TerminalEvent) -> Void) {
    defer {
      close(stopPipe.read)
      close(stopPipe.write)
    }
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !isStopped {
      var polls = [
        pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0),
        pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&polls, nfds_t(polls.count), -1)
      if ready < 0 {
        if errno == EINTR { continue }
        deliver(.endOfInput)
        return
      }
      if polls[2].revents != 0 || isStopped { return }
      if polls[1].revents & Int16(POLLIN) != 0 {
        _ = read(wakeFD, &buffer, buffer.count)
        deliver(.resize)
      }
      if polls[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
        let count = read(fd, &buffer, buffer.count)
        if count > 0 {
          deliver(.input(Array(buffer[0..<count])))
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          deliver(.endOfInput)
          return
        }
      }
    }
  }
}

/// What a signal handler needs to put the terminal back, kept where a C handler can reach it.
///
/// Signal handlers may not take locks or allocate, so this state is plain globals set before
/// the handlers are installed; the handlers only call `tcsetattr` and `write`, which are
/// async-signal-safe.
enum SignalRestore {
  nonisolated(unsafe) static var saved = termios()
  nonisolated(unsafe) static var hasSaved = false
  nonisolated(unsafe) static var inputFD: Int32 = STDIN_FILENO
  nonisolated(unsafe) static var outputFD: Int32 = STDOUT_FILENO
  nonisolated(unsafe) static var alternateScreen = false
  nonisolated(unsafe) static var handlersInstalled = false
  /// SIGWINCH writes a byte here; the input thread polls the other end.
  nonisolated(unsafe) static var resizePipe: (read: Int32, write: Int32) = (-1, -1)

  nonisolated(unsafe) static var color = false
  static let leaveAlternate: StaticString = "\u{1B}[?25h\u{1B}[?1049l"
  static let showCursor: StaticString = "\u{1B}[?25h"
  static let resetStyle: StaticString = "\u{1B}[0m"

  static func install(
    saved settings: termios, inputFD input: Int32, outputFD output: Int32, alternateScreen alt: Bool,
    color usesColor: Bool
  ) {
    saved = settings
    color = usesColor
    inputFD = input
    outputFD = output
    alternateScreen = alt
    hasSaved = true
    guard !handlersInstalled else { return }
    handlersInstalled = true
    var fds: [Int32] = [-1, -1]
    if pipe(&fds) == 0 {
      _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)
      resizePipe = (fds[0], fds[1])
    }
    atexit { SignalRestore.restore() }
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
      _ = Foundation.signal(signal) { number in
        SignalRestore.restore()
        _exit(128 + number)
      }
    }
    for signal in [SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE] {
      _ = Foundation.signal(signal) { number in
        SignalRestore.restore()
        _ = Foundation.signal(number, SIG_DFL)
        _ = raise(number)
      }
    }
    _ = Foundation.signal(SIGWINCH) { _ in
      var byte: UInt8 = 1
      _ = Foundation.write(SignalRestore.resizePipe.write, &byte, 1)
    }
  }

  /// Restores the saved settings once; later calls do nothing.
  static func restore() {
    guard hasSaved else { return }
    hasSaved = false
    if color { _ = Foundation.write(outputFD, resetStyle.utf8Start, resetStyle.utf8CodeUnitCount) }
    let text = alternateScreen ? leaveAlternate : showCursor
    _ = Foundation.write(outputFD, text.utf8Start, text.utf8CodeUnitCount)
    _ = tcsetattr(inputFD, TCSADRAIN, &saved)
  }
}

/// Decisions about a terminal that depend on the environment only.
public enum TerminalCapabilities {
  /// Whether to draw with color: not when `NO_COLOR` is set to anything non-empty
  /// (no-color.org), not for `TERM=dumb`, not when output is not a terminal.
  public static func usesColor(environment: [String: String], isTerminal: Bool) -> Bool {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    if environment["TERM"] == "dumb" { return false }
    return isTerminal
  }

  /// `COLUMNS` × `LINES` when set, else 80×24.
  public static func fallbackSize(environment: [String: String]) -> TerminalSize {
    let columns = environment["COLUMNS"].flatMap(Int.init) ?? 0
    let rows = environment["LINES"].flatMap(Int.init) ?? 0
    return columns > 0 && rows > 0 ? TerminalSize(columns: columns, rows: rows) : .standard
  }

  /// Whether standard input is a terminal (interactive use is possible).
  public static var standardInputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

  /// Whether standard output is a terminal.
  public static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
}
