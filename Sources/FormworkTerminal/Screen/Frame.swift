/// What the screen shows: one ``ScreenLine`` per terminal row, and where the cursor is.
///
/// The renderer builds a frame for every change and ``ScreenPainter`` writes only the lines
/// that differ from the previous one.
public struct Frame: Hashable, Sendable {
  /// A cursor position, 0-based.
  public struct Position: Hashable, Sendable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }
  }

  /// Exactly one line per terminal row.
  public var lines: [ScreenLine]
  /// Where the text cursor shows (in a text row being edited), or `nil` to hide it.
  public var cursor: Position?

  public init(lines: [ScreenLine], cursor: Position? = nil) {
    self.lines = lines
    self.cursor = cursor
  }

  /// The frame as plain text, one line per row, trailing spaces removed: what goldens compare.
  public var plainText: String {
    lines.map { line in
      var text = line.plainText
      while text.last == " " { text.removeLast() }
      return text
    }.joined(separator: "\n")
  }
}

/// The size of a terminal in character cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
  public var columns: Int
  public var rows: Int

  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// The size every terminal can show, and the fallback when the size is unknown.
  public static let standard = TerminalSize(columns: 80, rows: 24)

  public var description: String { "\(columns)×\(rows)" }
}
