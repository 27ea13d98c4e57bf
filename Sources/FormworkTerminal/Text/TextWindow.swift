/// The part of an edited text that fits a field, with the caret in view.
enum TextWindow {
  /// `text` as a password field shows it: one `*` a character.
  static func masked(_ text: String, secure: Bool) -> String {
    secure ? String(repeating: "*", count: text.count) : text
  }

  /// The part of the editor's text that fits `width` columns with the caret in view, and the
  /// caret's column in it.
  static func visible(_ editor: LineEditor, secure: Bool, width: Int) -> (String, Int) {
    let characters = Array(masked(editor.text, secure: secure))
    let caretIndex = editor.cursor
    // Start at the beginning, or late enough that the caret (one cell) fits at the right edge.
    var start = 0
    var caretColumn = characters[0..<caretIndex].reduce(0) { $0 + DisplayWidth.of($1) }
    while caretColumn > width - 1, start < caretIndex {
      caretColumn -= DisplayWidth.of(characters[start])
      start += 1
    }
    var visible = ""
    var used = 0
    for character in characters[start...] {
      let columns = DisplayWidth.of(character)
      if used + columns > width { break }
      visible.append(character)
      used += columns
    }
    return (visible, caretColumn)
  }
}
