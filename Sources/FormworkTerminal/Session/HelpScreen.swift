import Formwork

/// The help screen `?` (or F1) shows over the form: every key, by what it works on.
@MainActor
enum HelpScreen {
  /// Every key, by what it works on, in the form's language (key names stay as printed on
  /// keyboards).
  static func entries(_ words: TerminalStrings) -> [(keys: String, does: String)] {
    [
      ("↑ ↓  PageUp PageDown", words.keyHelp(.rows)),
      ("Tab  Shift-Tab", words.keyHelp(.tab)),
      ("Home  End", words.keyHelp(.homeEnd)),
      (words.keyWord(.typing) + "  ← →  Ctrl-A/E", words.keyHelp(.typing)),
      ("Alt-Backspace  Ctrl-W", words.keyHelp(.deleteWord)),
      ("Enter  Space", words.keyHelp(.enter)),
      ("← →", words.keyHelp(.leftRight)),
      ("Backspace  Delete", words.keyHelp(.backspace)),
      (words.keyWord(.inList), words.keyHelp(.inList)),
      (words.keyWord(.inDatePicker), words.keyHelp(.inDatePicker)),
      ("Alt-↑ Alt-↓ Alt-Del", words.keyHelp(.listRows)),
      ("Ctrl-N  Ctrl-P", words.keyHelp(.pages)),
      ("Alt-Z  Alt-Shift-Z", words.keyHelp(.undoRedo)),
      ("Ctrl-S", words.keyHelp(.submit)),
      ("Esc  q", words.keyHelp(.escape)),
      ("Ctrl-C  Ctrl-D", words.keyHelp(.quit)),
      ("Ctrl-Z  Ctrl-L", words.keyHelp(.suspend)),
      (words.keyWord(.mouse), words.keyHelp(.mouse)),
      ("?  F1", words.keyHelp(.help)),
    ]
  }

  /// The help as body lines, `height` of them: the blank line and the heading go first when
  /// the keys do not fit, then the last keys (whole: never half a description). A description
  /// longer than its column wraps under itself (languages longer than English), and keys wider
  /// than theirs get a line of their own.
  static func lines(width: Int, height: Int, words: TerminalStrings) -> [ScreenLine] {
    let keyWidth = min(22, max(8, width / 3))
    let indent = String(repeating: " ", count: keyWidth + 3)
    let textWidth = max(1, width - keyWidth - 3)
    let groups: [[ScreenLine]] = entries(words).map { entry in
      var described = entry.does.wrapped(toWidth: textWidth)[...]
      var group: [ScreenLine] = []
      if DisplayWidth.of(entry.keys) > keyWidth {
        group.append(ScreenLine("  " + entry.keys, style: .bold).truncated(toWidth: width))
      } else {
        var line = ScreenLine("  " + entry.keys.padded(toWidth: keyWidth), style: .bold)
        line.append(" " + (described.popFirst() ?? ""))
        group.append(line.truncated(toWidth: width))
      }
      for rest in described { group.append(ScreenLine(indent + rest).truncated(toWidth: width)) }
      return group
    }
    let heading = [ScreenLine(), ScreenLine(words.keysTitle, style: .bold)]
    let total = groups.reduce(0) { $0 + $1.count }
    var lines = Array(heading.suffix(max(0, min(2, height - total))))
    for group in groups {
      guard lines.count + group.count <= height else { break }
      lines += group
    }
    return lines + Array(repeating: ScreenLine(), count: max(0, height - lines.count))
  }
}
