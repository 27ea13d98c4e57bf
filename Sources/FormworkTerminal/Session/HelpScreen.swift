/// The help screen `?` (or F1) shows over the form: every key, by what it works on.
@MainActor
enum HelpScreen {
  static let entries: [(keys: String, does: String)] = [
    ("↑ ↓  PageUp PageDown", "previous / next row, disabled ones too; a page"),
    ("Tab  Shift-Tab", "next / previous row that can be edited now"),
    ("Home  End", "first / last row"),
    ("typing  ← →  Ctrl-A/E", "edit text; Alt-b/f or Ctrl-←/→ go by words"),
    ("Alt-Backspace  Ctrl-W", "delete a word; Ctrl-U/K before / after the cursor"),
    ("Enter  Space", "toggle; open a list, a date, a nested form; press"),
    ("← →", "change a stepper, slider or segmented row"),
    ("Backspace  Delete", "clear a choice or a date (rows without text)"),
    ("in a list", "↑↓ PageUp/Down move, type to filter, Enter choose"),
    ("in a date picker", "←→ field, ↑↓ change, digits, t today, Esc undo"),
    ("Alt-↑ Alt-↓ Alt-Del", "move / delete a row of a list (delete asks first)"),
    ("Ctrl-N  Ctrl-P", "next page (checks this one first) / previous page"),
    ("Alt-Z  Alt-Shift-Z", "undo / redo the last change (typing in a row is one)"),
    ("Ctrl-S", "submit (Done in a nested form)"),
    ("Esc  q", "back: leave a nested form, or back to the menu"),
    ("Ctrl-C  Ctrl-D", "quit (asks first when something was entered)"),
    ("Ctrl-Z  Ctrl-L", "suspend (`fg` resumes); redraw the screen"),
    ("mouse", "click a row or an option, wheel to scroll"),
    ("?  F1", "this help (F1 on a text row)"),
  ]

  /// The help as body lines, `height` of them: the blank line and the heading go first when
  /// the keys do not fit, then the last keys.
  static func lines(width: Int, height: Int) -> [ScreenLine] {
    let keyWidth = min(22, max(8, width / 3))
    var lines = [ScreenLine(), ScreenLine(Untranslated.keysTitle, style: .bold)]
    for entry in entries {
      var line = ScreenLine("  " + entry.keys.padded(toWidth: keyWidth), style: .bold)
      line.append(" " + entry.does)
      lines.append(line.truncated(toWidth: width))
    }
    if lines.count > height { lines.removeFirst(min(2, lines.count - height)) }
    lines = Array(lines.prefix(height))
    return lines + Array(repeating: ScreenLine(), count: max(0, height - lines.count))
  }
}
