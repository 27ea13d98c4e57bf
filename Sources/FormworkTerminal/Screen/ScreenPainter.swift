/// Writes frames to a terminal, rewriting only the lines that changed since the last frame.
///
/// Each changed line is drawn in place (cursor positioning, the line, erase to end of line), so
/// a key press that changes one row rewrites that row's lines and nothing else: no full-screen
/// clear, no flicker. The first frame, a resize or ``invalidate()`` draws everything.
///
/// ```swift
/// var painter = ScreenPainter(color: false)
/// terminal.write(painter.paint(frame, size: terminal.size))
/// painter.lastStats.rewrittenLines  // [4]: only line 4 changed
/// ```
public struct ScreenPainter: Sendable {
  /// What the last ``paint(_:size:)`` wrote.
  public struct Stats: Hashable, Sendable {
    /// The 0-based lines written, in order.
    public var rewrittenLines: [Int] = []
    /// Whether the screen was cleared first (first frame, resize, invalidation).
    public var clearedScreen = false
  }

  /// Whether lines are drawn with SGR styles.
  public var color: Bool
  /// Whether a full redraw erases from the top down (`ESC [J`) rather than clearing the screen
  /// (`ESC [2J`), for a form drawn in place on the main screen.
  public var inPlace: Bool
  /// How styles are drawn when ``color`` is on.
  public var theme: TerminalTheme
  public private(set) var lastStats = Stats()

  private var previousLines: [String]?
  private var previousSize: TerminalSize?

  public init(color: Bool, inPlace: Bool = false, theme: TerminalTheme = .standard) {
    self.color = color
    self.inPlace = inPlace
    self.theme = theme
  }

  /// Makes the next paint redraw the whole screen (after a resize, Ctrl-L, or output not made
  /// by the painter).
  public mutating func invalidate() {
    previousLines = nil
  }

  /// The bytes that turn the screen from the last frame into `frame`.
  ///
  /// Lines are cut one column short of the width: writing the last column of the last row
  /// makes some terminals scroll.
  ///
  /// - Complexity: O(*w* · *h*) for comparing the lines; only changed lines are written.
  public mutating func paint(_ frame: Frame, size: TerminalSize) -> String {
    var stats = Stats()
    var output = "\u{1B}[?25l"  // hide the cursor while drawing
    let rows = max(0, size.rows)
    let width = max(1, size.columns - 1)
    let rendered = (0..<rows).map { index in
      guard index < frame.lines.count else { return "" }
      let line = frame.lines[index].truncated(toWidth: width)
      return color ? line.rendered(theme: theme) : line.plainText
    }
    let full = previousLines == nil || previousSize != size
    if full {
      output += (color ? "\u{1B}[0m" : "") + (inPlace ? "\u{1B}[H\u{1B}[J" : "\u{1B}[H\u{1B}[2J")
      stats.clearedScreen = true
    }
    for (index, line) in rendered.enumerated() {
      if !full, let previousLines, index < previousLines.count, previousLines[index] == line { continue }
      if full, line.isEmpty { continue }
      output += "\u{1B}[\(index + 1);1H" + line + (color ? "\u{1B}[0m" : "") + "\u{1B}[K"
      stats.rewrittenLines.append(index)
    }
    if let cursor = frame.cursor, cursor.line < rows {
      output += "\u{1B}[\(cursor.line + 1);\(min(cursor.column, width) + 1)H\u{1B}[?25h"
    }
    previousLines = rendered
    previousSize = size
    lastStats = stats
    return output
  }
}
