import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The escape sequences that turn terminal modes on.
enum TerminalModes {
  /// Bracketed paste: a paste arrives between `ESC [200~` and `ESC [201~`.
  static let pasteOn = "\u{1B}[?2004h"
  /// Button presses and the wheel, SGR-encoded (`ESC [<0;10;5M`).
  static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
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
