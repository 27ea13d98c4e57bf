import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
  /// SIGCONT writes a byte here: a suspension waits for it.
  nonisolated(unsafe) static var continuePipe: (read: Int32, write: Int32) = (-1, -1)

  nonisolated(unsafe) static var color = false
  // NB: mouse reporting and bracketed paste are turned off too (harmless when they were not on).
  static let leaveAlternate: StaticString = "\u{1B}[?1000l\u{1B}[?1006l\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"
  static let showCursor: StaticString = "\u{1B}[?1000l\u{1B}[?1006l\u{1B}[?2004l\u{1B}[?25h"
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
    if pipe(&fds) == 0 {
      for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
      continuePipe = (fds[0], fds[1])
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
    _ = Foundation.signal(SIGCONT) { _ in
      var byte: UInt8 = 1
      _ = Foundation.write(SignalRestore.continuePipe.write, &byte, 1)
    }
  }

  /// Stops the process group as the terminal's Ctrl-Z would, and returns once it continues.
  ///
  /// `kill` returns before the stop takes effect, so this waits for SIGCONT's byte; when the
  /// stop signal is discarded (an orphaned process group), it gives up after a second.
  static func stopAndWaitForContinue() {
    var buffer = [UInt8](repeating: 0, count: 16)
    while read(continuePipe.read, &buffer, buffer.count) > 0 {}
    _ = Foundation.signal(SIGTSTP, SIG_DFL)
    // NB: to the process group, as the terminal's Ctrl-Z: `raise` would target this thread,
    // and a concurrency worker thread blocks SIGTSTP.
    _ = kill(0, SIGTSTP)
    var ready = pollfd(fd: continuePipe.read, events: Int16(POLLIN), revents: 0)
    while poll(&ready, 1, 1000) < 0, errno == EINTR {}
    while read(continuePipe.read, &buffer, buffer.count) > 0 {}
  }

  /// Restores the saved settings once; later calls do nothing.
  static func restore() {
    guard hasSaved else { return }
    hasSaved = false
    putBack()
  }

  /// Puts the terminal back for a suspension; ``resume()`` arms ``restore()`` again.
  static func suspend() {
    guard hasSaved else { return }
    hasSaved = false
    putBack()
  }

  static func resume() {
    hasSaved = true
  }

  private static func putBack() {
    if color { _ = Foundation.write(outputFD, resetStyle.utf8Start, resetStyle.utf8CodeUnitCount) }
    let text = alternateScreen ? leaveAlternate : showCursor
    _ = Foundation.write(outputFD, text.utf8Start, text.utf8CodeUnitCount)
    _ = tcsetattr(inputFD, TCSADRAIN, &saved)
  }
}
