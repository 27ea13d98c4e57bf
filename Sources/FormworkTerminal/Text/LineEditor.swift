/// A one-line text editor with a cursor, working in grapheme clusters.
///
/// The cursor is an index between characters (`0...text.count`), so "👍🏽" or "é" typed as `e` and
/// a combining accent is one step for ←/→ and one Backspace.
///
/// ```swift
/// var editor = LineEditor(text: "Ada")
/// editor.handle(.left)
/// editor.handle(.character("n"))
/// editor.text    // "Adna"
/// editor.cursor  // 3
/// ```
public struct LineEditor: Sendable, Equatable {
  /// The text being edited.
  public private(set) var text: String
  /// The cursor, in characters from the start: `0...text.count`.
  public private(set) var cursor: Int

  /// An editor on `text` with the cursor at `cursor` (clamped), or at the end.
  public init(text: String = "", cursor: Int? = nil) {
    self.text = text
    self.cursor = min(max(0, cursor ?? text.count), text.count)
  }

  /// What a key did to the editor.
  public enum Effect: Sendable, Equatable {
    /// The key is not an editing key; nothing changed.
    case ignored
    /// The cursor moved; the text is the same.
    case moved
    /// The text changed.
    case edited
  }

  /// Applies an editing key: characters insert, ←/→ move, Home/End (and Ctrl-A/Ctrl-E) go to
  /// the start and end of the line (of a text area's line: the cursor's),
  /// Backspace/Delete (and Ctrl-U/Ctrl-K/Ctrl-W) erase. As shells do, Alt-b/Alt-f (or
  /// Ctrl-←/Ctrl-→, Alt-←/Alt-→) move by words, Alt-Backspace and Alt-d delete one. Other
  /// Alt keys type nothing.
  @discardableResult
  public mutating func handle(_ key: Key) -> Effect {
    let before = (text, cursor)
    switch key {
    case .character(let character): insert(String(character))
    case .left: cursor = max(0, cursor - 1)
    case .right: cursor = min(text.count, cursor + 1)
    case .home, .control("a"): cursor -= cursorLineAndColumn.column
    case .end, .control("e"): cursor = lineEnd
    case .backspace: deleteBackward()
    case .delete: deleteForward()
    case .control("u"): replace(0..<cursor, with: "")
    case .control("k"): replace(cursor..<text.count, with: "")
    case .control("w"): deleteToSpaceBackward()
    case .modified(.backspace, .alt): replace(wordStart(before: cursor)..<cursor, with: "")
    case .modified(.character("b"), .alt), .modified(.left, .control), .modified(.left, .alt):
      cursor = wordStart(before: cursor)
    case .modified(.character("f"), .alt), .modified(.right, .control), .modified(.right, .alt):
      cursor = wordEnd(after: cursor)
    case .modified(.character("d"), .alt): replace(cursor..<wordEnd(after: cursor), with: "")
    default: return .ignored
    }
    if text != before.0 { return .edited }
    return cursor != before.1 ? .moved : .ignored
  }

  /// Inserts `string` at the cursor and moves the cursor after it.
  public mutating func insert(_ string: String) {
    replace(cursor..<cursor, with: string)
  }

  /// Replaces the whole text, keeping the cursor where it was when it still fits.
  public mutating func setText(_ newText: String) {
    text = newText
    cursor = min(cursor, text.count)
  }

  /// The text before the cursor.
  public var textBeforeCursor: Substring { text.prefix(cursor) }

  /// The cursor as a line (0-based, lines split at `\n`) and a character offset in that line.
  public var cursorLineAndColumn: (line: Int, column: Int) {
    let before = textBeforeCursor
    let line = before.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
    let column = before.lastIndex(of: "\n").map { before.distance(from: before.index(after: $0), to: before.endIndex) }
    return (line, column ?? before.count)
  }

  /// The end of the cursor's line (a text area's lines end at `\n`).
  private var lineEnd: Int {
    let after = text.dropFirst(cursor)
    return cursor + (after.firstIndex(of: "\n").map { after.distance(from: after.startIndex, to: $0) } ?? after.count)
  }

  /// Moves the cursor to the line above (`-1`) or below (`+1`), at the same column when the
  /// line is long enough (a text area's ↑/↓).
  ///
  /// - Returns: Whether there was such a line.
  public mutating func moveLine(by delta: Int) -> Bool {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let (line, column) = cursorLineAndColumn
    let target = line + delta
    guard lines.indices.contains(target) else { return false }
    let start = lines[..<target].reduce(0) { $0 + $1.count + 1 }
    cursor = start + min(column, lines[target].count)
    return true
  }

  private mutating func deleteBackward() {
    guard cursor > 0 else { return }
    replace((cursor - 1)..<cursor, with: "")
  }

  private mutating func deleteForward() {
    guard cursor < text.count else { return }
    replace(cursor..<(cursor + 1), with: "")
  }

  /// Ctrl-W: back to the previous space, as shells' `unix-word-rubout`.
  private mutating func deleteToSpaceBackward() {
    let characters = Array(text.prefix(cursor))
    var start = characters.count
    while start > 0, characters[start - 1] == " " { start -= 1 }
    while start > 0, characters[start - 1] != " " { start -= 1 }
    replace(start..<cursor, with: "")
  }

  /// The start of the word before `index` (spaces before the cursor skipped first).
  private func wordStart(before index: Int) -> Int {
    let characters = Array(text)
    var start = index
    while start > 0, !Self.isWordCharacter(characters[start - 1]) { start -= 1 }
    while start > 0, Self.isWordCharacter(characters[start - 1]) { start -= 1 }
    return start
  }

  /// The end of the word after `index`.
  private func wordEnd(after index: Int) -> Int {
    let characters = Array(text)
    var end = index
    while end < characters.count, !Self.isWordCharacter(characters[end]) { end += 1 }
    while end < characters.count, Self.isWordCharacter(characters[end]) { end += 1 }
    return end
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// Replaces the characters in `range` and puts the cursor after the replacement.
  private mutating func replace(_ range: Range<Int>, with replacement: String) {
    let startIndex = text.index(text.startIndex, offsetBy: range.lowerBound)
    let endIndex = text.index(startIndex, offsetBy: range.count)
    let head = String(text[..<startIndex]) + replacement
    text = head + String(text[endIndex...])
    // NB: a combining mark joins the character before it, so the cursor is counted on the new
    // text, not added up: "e" + U+0301 is still one character.
    cursor = min(head.count, text.count)
  }
}
