/// Right-to-left layout: a line mirrored as a whole, its pieces of text kept in reading order.
///
/// A line is cut into units: *pieces of text* (letters, digits, punctuation and the single
/// spaces between them: a title, a value, a message, `Enter press the button`) and single
/// *layout cells* (spaces, and the marks the renderer draws around text: `>` `*` `!` `[x]`
/// `( )` `< >` `#` `|` `›`, and `-` `+` outside a word, as in borders and bars). Mirroring
/// reverses the order of the units and turns each paired mark around (`>` becomes `<`, `[`
/// becomes `]`); a piece of text keeps its characters in their logical order.
///
/// So the focus marker and a title start at the right edge, the value sits left of its title, a
/// list's check marks and a button's brackets face the other way, and a slider fills from the
/// right, while every piece of text reaches the terminal as it was written: a terminal that
/// shapes or reorders Arabic does it within the piece, and copied text reads as it should. No
/// directional formatting characters are written (terminals draw them inconsistently, some as
/// a cell of their own).
extension ScreenLine {
  /// The line mirrored in exactly `width` columns: cut to them first (the `…` at its logical
  /// end), then right-aligned, its units in reverse order.
  ///
  /// ```swift
  /// ScreenLine("> Name *   Ada").mirrored(width: 16).plainText  // "  Ada   * Name <"
  /// ```
  public func mirrored(width: Int) -> ScreenLine {
    var result = ScreenLine()
    for unit in mirrorUnits(width: width).reversed() {
      for cell in unit.cells {
        result.append(
          unit.isText ? String(cell.character) : String(Self.mirroredMark(cell.character)), style: cell.style)
      }
    }
    return result
  }

  /// Where a caret at `column` of this line is once it is ``mirrored(width:)``: inside or just
  /// after a piece of text it keeps its place in the piece (the text is not reversed); on a
  /// layout cell it moves to the mirrored cell.
  public func mirroredCaretColumn(_ column: Int, width: Int) -> Int {
    let units = mirrorUnits(width: width)
    for unit in units where unit.isText && (unit.start...unit.end).contains(column) {
      return width - unit.end + (column - unit.start)
    }
    for unit in units where (unit.start..<unit.end).contains(column) {
      return width - unit.end
    }
    return max(0, width - 1 - column)
  }

  /// A cell of a line: one character and its style.
  private struct MirrorCell {
    var character: Character
    var style: TerminalStyle
    var columns: Int
  }

  /// A piece of text, or one layout cell; `start..<end` are its columns.
  private struct MirrorUnit {
    var cells: [MirrorCell]
    var isText: Bool
    var start: Int
    var end: Int
  }

  private func mirrorUnits(width: Int) -> [MirrorUnit] {
    var cells: [MirrorCell] = []
    var used = 0
    for span in truncated(toWidth: width).spans {
      for character in span.text {
        let columns = DisplayWidth.of(character)
        cells.append(MirrorCell(character: character, style: span.style, columns: columns))
        used += columns
      }
    }
    while used < width {
      cells.append(MirrorCell(character: " ", style: [], columns: 1))
      used += 1
    }
    let isText = cells.indices.map { Self.isText(at: $0, in: cells) }
    var units: [MirrorUnit] = []
    var column = 0
    var index = 0
    while index < cells.count {
      var end = index + 1
      if isText[index] {
        // A piece goes on through text and single spaces between text.
        while end < cells.count {
          if isText[end] {
            end += 1
          } else if cells[end].character == " ", end + 1 < cells.count, isText[end + 1] {
            end += 2
          } else {
            break
          }
        }
      }
      let piece = Array(cells[index..<end])
      let columns = piece.reduce(0) { $0 + $1.columns }
      units.append(MirrorUnit(cells: piece, isText: isText[index], start: column, end: column + columns))
      column += columns
      index = end
    }
    return units
  }

  /// Whether the character at `index` belongs to a piece of text: not a space; a mark only
  /// where it touches text, as punctuation does: an opening bracket before text, a closing one
  /// after it (`(disabled)`, `«الاسم»`, `[x]`), `*` `!` `#` `|` next to text, `-` between two
  /// characters of text (`2026-12-01`), `+` before one (`+49`). Marks with spaces around them
  /// (`> `, ` *`, `[ ]`, `< 3 >`) and borders and bars (`+---+`, `[###---]`) are layout cells.
  private static func isText(at index: Int, in cells: [MirrorCell]) -> Bool {
    func isLetter(_ position: Int) -> Bool {
      guard cells.indices.contains(position) else { return false }
      let character = cells[position].character
      return character != " " && character != "-" && character != "+" && !layoutMarks.contains(character)
    }
    let character = cells[index].character
    switch character {
    case " ": return false
    case "-": return isLetter(index - 1) && isLetter(index + 1)
    case "+": return isLetter(index + 1) && (index == 0 || cells[index - 1].character != "-")
    case "(", "[", "{", "<", "«", "‹": return isLetter(index + 1) || isSign(at: index + 1, in: cells)
    case ")", "]", "}", ">", "»", "›": return isLetter(index - 1)
    case "*", "!", "#", "|": return isLetter(index - 1) || isLetter(index + 1)
    default: return true
    }
  }

  /// Whether the cell at `index` is a `+` starting a number (`(+2 rows)`).
  private static func isSign(at index: Int, in cells: [MirrorCell]) -> Bool {
    cells.indices.contains(index) && cells[index].character == "+" && isText(at: index, in: cells)
  }

  /// The marks the renderer lays text out with.
  private static let layoutMarks: Set<Character> = [
    ">", "<", "[", "]", "(", ")", "{", "}", "*", "!", "#", "|", "›", "‹", "«", "»",
  ]

  /// A paired mark turned around; other characters unchanged.
  private static func mirroredMark(_ character: Character) -> Character {
    switch character {
    case ">": "<"
    case "<": ">"
    case "[": "]"
    case "]": "["
    case "(": ")"
    case ")": "("
    case "{": "}"
    case "}": "{"
    case "›": "‹"
    case "‹": "›"
    case "«": "»"
    case "»": "«"
    default: character
    }
  }
}

extension Frame {
  /// The frame mirrored for a right-to-left language, each line in `width` columns (see
  /// ``ScreenLine/mirrored(width:)``), the cursor kept in its piece of text.
  public func mirrored(width: Int) -> Frame {
    let caret = cursor.map { position in
      let line = lines.indices.contains(position.line) ? lines[position.line] : ScreenLine()
      return Position(line: position.line, column: line.mirroredCaretColumn(position.column, width: width))
    }
    return Frame(lines: lines.map { $0.mirrored(width: width) }, cursor: caret)
  }
}
