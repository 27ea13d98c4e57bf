/// The help screen `?` (or F1) shows over the form: every key, by what it works on.
@MainActor
enum HelpScreen {
  static let entries: [(keys: String, does: String)] = [
    ("↑ ↓  PageUp PageDown", "previous / next row (disabled ones too), a page"),
    ("Tab  Shift-Tab", "next / previous row that can be edited now"),
    ("Home  End", "first / last row"),
    ("typing, ← →, Backspace", "edit text; Alt-b/f or Ctrl-←/→ a word, Alt-Backspace/Ctrl-W delete one"),
    ("Ctrl-A/E/U/K", "start / end of the text, delete before / after the cursor"),
    ("Enter, Space", "toggle, open a list, a date picker or a nested form, press a button"),
    ("← →", "change a stepper, slider or segmented row"),
    ("Backspace, Delete", "clear a choice or a date (on a row that takes no text)"),
    ("in a list", "↑↓ PageUp PageDown move, type to filter, Enter choose, Space toggle"),
    ("in a date picker", "←→ field, ↑↓ change, digits type, t today/now, Enter done, Esc undo"),
    ("Alt-↑  Alt-↓", "move a row of a list up / down (when the list allows it)"),
    ("Alt-Delete", "delete a row of a list (asks first)"),
    ("Ctrl-S", "submit (Done in a nested form); the first problem is focused"),
    ("Esc, q", "back: leave a nested form, or go back to the menu"),
    ("Ctrl-C, Ctrl-D", "quit (asks first when something was entered)"),
    ("Ctrl-Z", "suspend; `fg` resumes"),
    ("Ctrl-L", "redraw the screen"),
    ("mouse", "click a row or an option, wheel to scroll"),
    ("? or F1", "this help (F1 on a text row)"),
  ]

  /// The help as body lines, `height` of them.
  static func lines(width: Int, height: Int) -> [ScreenLine] {
    let keyWidth = min(24, max(8, width / 3))
    var lines = [ScreenLine(), ScreenLine("KEYS", style: .bold)]
    for entry in entries {
      var line = ScreenLine("  " + entry.keys.padded(toWidth: keyWidth), style: .bold)
      line.append(" " + entry.does)
      lines.append(line.truncated(toWidth: width))
    }
    if lines.count > height { lines = Array(lines.suffix(height)) }
    return lines + Array(repeating: ScreenLine(), count: max(0, height - lines.count))
  }
}
