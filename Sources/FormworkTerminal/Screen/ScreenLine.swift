/// A text attribute of the terminal renderer, drawn with ANSI SGR codes when color is on.
public struct TerminalStyle: OptionSet, Hashable, Sendable {
  public let rawValue: UInt16
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  public static let bold = TerminalStyle(rawValue: 1 << 0)
  public static let dim = TerminalStyle(rawValue: 1 << 1)
  public static let underline = TerminalStyle(rawValue: 1 << 2)
  public static let reverse = TerminalStyle(rawValue: 1 << 3)
  public static let red = TerminalStyle(rawValue: 1 << 4)
  public static let yellow = TerminalStyle(rawValue: 1 << 5)
  public static let green = TerminalStyle(rawValue: 1 << 6)
  public static let cyan = TerminalStyle(rawValue: 1 << 7)
  /// A background that marks the focused row across the whole line.
  public static let highlight = TerminalStyle(rawValue: 1 << 8)

  /// The SGR parameters of this style (`1;31` for bold red).
  var sgrParameters: [String] {
    var codes: [String] = []
    if contains(.bold) { codes.append("1") }
    if contains(.dim) { codes.append("2") }
    if contains(.underline) { codes.append("4") }
    if contains(.reverse) { codes.append("7") }
    if contains(.red) { codes.append("31") }
    if contains(.yellow) { codes.append("33") }
    if contains(.green) { codes.append("32") }
    if contains(.cyan) { codes.append("36") }
    if contains(.highlight) { codes.append("100") }
    return codes
  }
}

/// One line of the screen: runs of text, each with a style.
///
/// Lines are measured in display columns (``DisplayWidth``). Styles only show when the renderer
/// draws with color; the text alone must read well (marks like `>`, `*`, `[x]`).
///
/// ```swift
/// var line = ScreenLine("> ")
/// line.append("Email *", style: .bold)
/// line.plainText  // "> Email *"
/// ```
public struct ScreenLine: Hashable, Sendable, CustomStringConvertible {
  /// A run of text in one style.
  public struct Span: Hashable, Sendable {
    public var text: String
    public var style: TerminalStyle
  }

  public private(set) var spans: [Span] = []

  /// An empty line.
  public init() {}

  /// A line of one span. Control characters in `text` are made safe (see ``append(_:style:)``).
  public init(_ text: String, style: TerminalStyle = []) {
    append(text, style: style)
  }

  /// Appends text; newlines and tabs become spaces and other control characters are dropped, so
  /// form data can never send escape sequences to the terminal.
  public mutating func append(_ text: String, style: TerminalStyle = []) {
    let safe = text.terminalSafe
    guard !safe.isEmpty else { return }
    if let last = spans.last, last.style == style {
      spans[spans.count - 1].text += safe
    } else {
      spans.append(Span(text: safe, style: style))
    }
  }

  /// Appends another line's spans.
  public mutating func append(_ other: ScreenLine) {
    for span in other.spans { append(span.text, style: span.style) }
  }

  /// The text without styles.
  public var plainText: String { spans.map(\.text).joined() }

  /// The columns the line takes.
  public var width: Int { spans.reduce(0) { $0 + DisplayWidth.of($1.text) } }

  public var description: String { plainText }

  /// Adds `style` to every span (a dimmed disabled row, a highlighted focused one).
  public func adding(_ style: TerminalStyle) -> ScreenLine {
    var copy = self
    for index in copy.spans.indices { copy.spans[index].style.formUnion(style) }
    return copy
  }

  /// The columns `range` of the line, padded with spaces to exactly its width. A wide character
  /// cut by an edge becomes spaces.
  public func slice(columns range: Range<Int>) -> ScreenLine {
    var result = ScreenLine()
    var column = 0
    for span in spans {
      var piece = ""
      for character in span.text {
        let columns = DisplayWidth.of(character)
        defer { column += columns }
        if column >= range.upperBound { break }
        if column + columns <= range.lowerBound { continue }
        if column < range.lowerBound || column + columns > range.upperBound {
          let visible = min(column + columns, range.upperBound) - max(column, range.lowerBound)
          piece += String(repeating: " ", count: max(0, visible))
        } else {
          piece.append(character)
        }
      }
      result.append(piece, style: span.style)
    }
    let missing = range.count - result.width
    if missing > 0 { result.append(String(repeating: " ", count: missing)) }
    return result
  }

  /// The line cut to at most `width` columns, ending with `…` when something was cut.
  public func truncated(toWidth width: Int) -> ScreenLine {
    guard self.width > width else { return self }
    guard width > 0 else { return ScreenLine() }
    var result = ScreenLine()
    var remaining = width - 1
    for span in spans {
      let spanWidth = DisplayWidth.of(span.text)
      if spanWidth <= remaining {
        result.append(span.text, style: span.style)
        remaining -= spanWidth
        continue
      }
      var piece = ""
      for character in span.text {
        let columns = DisplayWidth.of(character)
        if columns > remaining { break }
        piece.append(character)
        remaining -= columns
      }
      result.append(piece + "…", style: span.style)
      return result
    }
    return result
  }

  /// The line with `other` drawn over columns `column..<column + other.width`.
  public func overlaid(with other: ScreenLine, atColumn column: Int) -> ScreenLine {
    let end = column + other.width
    var result = slice(columns: 0..<column)
    result.append(other)
    let tail = max(width, end)
    if tail > end { result.append(slice(columns: end..<tail)) }
    return result
  }

  /// The line as terminal output: with SGR codes when `color` is on, plain text otherwise.
  public func rendered(color: Bool) -> String {
    color ? rendered(theme: .standard) : plainText
  }

  /// The line with its styles drawn as `theme` draws them.
  public func rendered(theme: TerminalTheme) -> String {
    var output = ""
    for span in spans {
      let codes = theme.sgrParameters(span.style)
      if codes.isEmpty {
        output += span.text
      } else {
        output += "\u{1B}[" + codes.joined(separator: ";") + "m" + span.text + "\u{1B}[0m"
      }
    }
    return output
  }
}
