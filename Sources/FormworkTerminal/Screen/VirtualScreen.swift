/// A terminal screen in memory: it interprets the output a terminal would get (text, cursor
/// positioning, erase, SGR, the alternate screen) into a grid of cells.
///
/// Tests use it to see what a person would see, independently of how the painter got there:
///
/// ```swift
/// var screen = VirtualScreen(size: .standard)
/// screen.write("\u{1B}[2;3Hhello")
/// screen.lines[1]  // "  hello"
/// ```
///
/// Wide characters take two cells. Unknown sequences are ignored.
public struct VirtualScreen: Sendable {
  public let size: TerminalSize
  /// The cursor, 0-based.
  public private(set) var cursor = Frame.Position(line: 0, column: 0)
  /// Whether the cursor is shown.
  public private(set) var isCursorVisible = true
  /// Whether the alternate screen is active.
  public private(set) var isAlternateScreen = false

  private var cells: [[String]]
  private var savedMainCells: [[String]]?
  private var savedMainCursor = Frame.Position(line: 0, column: 0)
  /// Set after writing the last column: the next character wraps first (xterm's deferred wrap).
  private var pendingWrap = false
  private var decoderState: [UInt8] = []

  public init(size: TerminalSize) {
    self.size = size
    cells = Self.blank(size)
  }

  private static func blank(_ size: TerminalSize) -> [[String]] {
    Array(repeating: Array(repeating: " ", count: max(0, size.columns)), count: max(0, size.rows))
  }

  /// The screen's lines, trailing spaces removed.
  public var lines: [String] {
    cells.map { row in
      var text = row.joined()
      while text.last == " " { text.removeLast() }
      return text
    }
  }

  /// The screen as text, one line per row, trailing spaces removed.
  public var text: String { lines.joined(separator: "\n") }

  /// Interprets terminal output.
  public mutating func write(_ output: String) {
    write(bytes: Array(output.utf8))
  }

  /// Interprets terminal output given as bytes (an incomplete UTF-8 character or escape
  /// sequence at the end waits for the next write).
  public mutating func write(bytes: [UInt8]) {
    let data = decoderState + bytes
    decoderState = []
    var index = 0
    while index < data.count {
      let byte = data[index]
      if byte == 0x1B {
        guard let length = sequenceLength(data, from: index) else {
          decoderState = Array(data[index...])
          return
        }
        interpretSequence(Array(data[index..<(index + length)]))
        index += length
        continue
      }
      if byte < 0x20 || byte == 0x7F {
        control(byte)
        index += 1
        continue
      }
      let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
      guard index + length <= data.count else {
        decoderState = Array(data[index...])
        return
      }
      let text = String(decoding: data[index..<(index + length)], as: UTF8.self)
      for scalar in text.unicodeScalars { put(scalar) }
      index += length
    }
  }

  // MARK: Interpreting

  private func sequenceLength(_ data: [UInt8], from index: Int) -> Int? {
    guard index + 1 < data.count else { return nil }
    guard data[index + 1] == UInt8(ascii: "[") else { return 2 }
    var cursor = index + 2
    while cursor < data.count {
      if (0x40...0x7E).contains(data[cursor]) { return cursor - index + 1 }
      cursor += 1
    }
    return nil
  }

  private mutating func interpretSequence(_ sequence: [UInt8]) {
    guard sequence.count >= 3, let final = sequence.last else { return }
    let body = String(decoding: sequence[2..<(sequence.count - 1)], as: UTF8.self)
    let isPrivate = body.hasPrefix("?")
    let numbers = body.drop(while: { $0 == "?" }).split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0)
    }
    func number(_ index: Int, default value: Int) -> Int {
      index < numbers.count ? (numbers[index] ?? value) : value
    }
    pendingWrap = false
    switch final {
    case UInt8(ascii: "H"), UInt8(ascii: "f"):
      cursor = Frame.Position(
        line: min(max(0, number(0, default: 1) - 1), size.rows - 1),
        column: min(max(0, number(1, default: 1) - 1), size.columns - 1))
    case UInt8(ascii: "K"):
      eraseLine(mode: number(0, default: 0))
    case UInt8(ascii: "J"):
      if number(0, default: 0) == 2 || number(0, default: 0) == 3 { cells = Self.blank(size) } else { eraseBelow() }
    case UInt8(ascii: "A"): cursor.line = max(0, cursor.line - number(0, default: 1))
    case UInt8(ascii: "B"): cursor.line = min(size.rows - 1, cursor.line + number(0, default: 1))
    case UInt8(ascii: "C"): cursor.column = min(size.columns - 1, cursor.column + number(0, default: 1))
    case UInt8(ascii: "D"): cursor.column = max(0, cursor.column - number(0, default: 1))
    case UInt8(ascii: "G"): cursor.column = min(max(0, number(0, default: 1) - 1), size.columns - 1)
    case UInt8(ascii: "h") where isPrivate: setMode(numbers.first ?? nil, on: true)
    case UInt8(ascii: "l") where isPrivate: setMode(numbers.first ?? nil, on: false)
    default: break  // SGR and the rest change no cell
    }
  }

  private mutating func setMode(_ mode: Int?, on: Bool) {
    switch mode {
    case 25: isCursorVisible = on
    case 1049, 47, 1047:
      guard on != isAlternateScreen else { return }
      if on {
        savedMainCells = cells
        savedMainCursor = cursor
        cells = Self.blank(size)
      } else {
        cells = savedMainCells ?? Self.blank(size)
        cursor = savedMainCursor
      }
      isAlternateScreen = on
    default: break
    }
  }

  private mutating func control(_ byte: UInt8) {
    switch byte {
    case 0x0D: cursor.column = 0; pendingWrap = false
    case 0x0A: lineFeed()
    case 0x08: cursor.column = max(0, cursor.column - 1); pendingWrap = false
    case 0x09: cursor.column = min(size.columns - 1, (cursor.column / 8 + 1) * 8)
    default: break
    }
  }

  private mutating func lineFeed() {
    pendingWrap = false
    if cursor.line == size.rows - 1 {
      cells.removeFirst()
      cells.append(Array(repeating: " ", count: size.columns))
    } else {
      cursor.line += 1
    }
  }

  private mutating func put(_ scalar: Unicode.Scalar) {
    guard size.rows > 0, size.columns > 0 else { return }
    let width = DisplayWidth.of(scalar)
    if width == 0 {
      // A combining mark joins the cell before the cursor.
      let column = pendingWrap ? cursor.column : max(0, cursor.column - 1)
      var target = column
      while target > 0, cells[cursor.line][target].isEmpty { target -= 1 }
      cells[cursor.line][target].unicodeScalars.append(scalar)
      return
    }
    if pendingWrap || cursor.column + width > size.columns {
      cursor.column = 0
      lineFeed()
    }
    clearCell(line: cursor.line, column: cursor.column)
    if width == 2 { clearCell(line: cursor.line, column: cursor.column + 1) }
    cells[cursor.line][cursor.column] = String(scalar)
    if width == 2 { cells[cursor.line][cursor.column + 1] = "" }
    if cursor.column + width >= size.columns {
      cursor.column = size.columns - 1
      pendingWrap = true
    } else {
      cursor.column += width
    }
  }

  /// Blanks a cell, and the other half of a wide character it belongs to.
  private mutating func clearCell(line: Int, column: Int) {
    guard column < size.columns else { return }
    if cells[line][column].isEmpty, column > 0 { cells[line][column - 1] = " " }
    if column + 1 < size.columns, cells[line][column + 1].isEmpty { cells[line][column + 1] = " " }
    cells[line][column] = " "
  }

  private mutating func eraseLine(mode: Int) {
    let range: Range<Int>
    switch mode {
    case 1: range = 0..<min(size.columns, cursor.column + 1)
    case 2: range = 0..<size.columns
    default: range = cursor.column..<size.columns
    }
    for column in range { clearCell(line: cursor.line, column: column) }
  }

  private mutating func eraseBelow() {
    eraseLine(mode: 0)
    for line in (cursor.line + 1)..<max(cursor.line + 1, size.rows) {
      cells[line] = Array(repeating: " ", count: size.columns)
    }
  }
}
