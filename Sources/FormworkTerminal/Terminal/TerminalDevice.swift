/// Something that happened at the terminal, in the order it happened.
public enum TerminalEvent: Hashable, Sendable {
  /// Bytes typed (or pasted); decode them with ``KeyDecoder``.
  case input([UInt8])
  /// The window changed size; read ``TerminalDevice/size`` again.
  case resize
  /// The form changed on its own (an asynchronous rule finished, options loaded): redraw.
  case wake
  /// No byte followed a lone Esc in time: it is the Esc key. Carries the generation it was
  /// scheduled for, so a stale timeout is ignored.
  case escapeTimeout(Int)
  /// Input ended (end of file, or the terminal went away).
  case endOfInput
}

/// A terminal the renderer draws on and reads keys from.
///
/// ``SystemTerminal`` is the real one (termios raw mode, `ioctl` window size, signals);
/// ``ScriptedTerminal`` plays scripted input and records output for tests.
@MainActor
public protocol TerminalDevice: AnyObject {
  /// The current size in cells.
  var size: TerminalSize { get }
  /// Whether output may use ANSI colors and styles.
  var usesColor: Bool { get }
  /// How styles are drawn when ``usesColor`` is on.
  var theme: TerminalTheme { get }
  /// Whether frames are drawn over the lines made for them on the main screen (erased from
  /// the top down) rather than on a cleared (alternate) screen.
  var drawsInPlace: Bool { get }
  /// How long to wait after a lone Esc byte before taking it as the Esc key; `nil` waits for
  /// the end of input (scripted input has no timing).
  var escapeDelay: Duration? { get }

  /// Prepares the terminal for full-screen drawing (raw mode, alternate screen).
  func start() throws
  /// Restores the terminal as it was before ``start()``. Safe to call more than once.
  func stop()
  /// Writes output (text and escape sequences) to the terminal.
  func write(_ output: String)
  /// The next event, waiting for one.
  func nextEvent() async -> TerminalEvent
  /// Queues an event from inside the program (a wake-up, an Esc timeout).
  func post(_ event: TerminalEvent)
  /// Suspends the program as Ctrl-Z would with the terminal in its normal mode (the terminal
  /// restored first, raw mode taken again on resume); returns once resumed. Terminals that
  /// cannot suspend do nothing.
  func suspend()
}

extension TerminalDevice {
  /// The standard theme, for a terminal that does not choose one.
  public var theme: TerminalTheme { .standard }

  public func suspend() {}
  public var drawsInPlace: Bool { false }
}

/// A first-in, first-out queue of events with one waiting reader.
@MainActor
final class EventQueue {
  private var buffer: [TerminalEvent] = []
  private var head = 0
  private var waiter: CheckedContinuation<TerminalEvent, Never>?

  func post(_ event: TerminalEvent) {
    if let waiter {
      self.waiter = nil
      waiter.resume(returning: event)
    } else {
      buffer.append(event)
    }
  }

  /// The next queued event, if any, without waiting.
  func poll() -> TerminalEvent? {
    guard head < buffer.count else { return nil }
    let event = buffer[head]
    head += 1
    if head == buffer.count {
      buffer.removeAll(keepingCapacity: true)
      head = 0
    }
    return event
  }

  func next() async -> TerminalEvent {
    if let event = poll() { return event }
    return await withCheckedContinuation { continuation in
      waiter = continuation
    }
  }
}
