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
      (FormTerminalSession.rowActionsKey, words.keyHelp(.rowActions)),
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

  /// The help as body lines, `height` of them, from its `scroll`-th group on (the heading is
  /// the first group, then one per key): whole groups only, never half a description. A
  /// description longer than its column wraps under itself (languages longer than English),
  /// and keys wider than theirs get a line of their own.
  static func lines(width: Int, height: Int, words: TerminalStrings, scroll: Int = 0) -> [ScreenLine] {
    let all = groups(width: width, words: words)
    var lines: [ScreenLine] = []
    for group in all[min(max(0, scroll), maxScroll(all, height: height))...] {
      guard lines.count + group.count <= height else { break }
      lines += group
    }
    return lines + Array(repeating: ScreenLine(), count: max(0, height - lines.count))
  }

  /// How far the help scrolls: the first group from which the rest fits in `height` lines (0
  /// when it all fits).
  static func maxScroll(width: Int, height: Int, words: TerminalStrings) -> Int {
    maxScroll(groups(width: width, words: words), height: height)
  }

  private static func maxScroll(_ groups: [[ScreenLine]], height: Int) -> Int {
    var start = groups.count
    var total = 0
    while start > 0, total + groups[start - 1].count <= height {
      start -= 1
      total += groups[start].count
    }
    return min(start, groups.count - 1)
  }

  /// The heading, then each key with its description.
  ///
  /// In a right-to-left language each key has a line of its own and its description goes
  /// under it: a terminal that lays out Arabic would otherwise join the key column's words
  /// and the description's into one run across the gap.
  private static func groups(width: Int, words: TerminalStrings) -> [[ScreenLine]] {
    let ownLines = words.language.isRightToLeft
    let keyWidth = ownLines ? 4 : min(22, max(8, width / 3))
    let indent = String(repeating: " ", count: keyWidth + 3)
    let textWidth = max(1, width - keyWidth - 3)
    let keys: [[ScreenLine]] = entries(words).map { entry in
      var described = entry.does.wrapped(toWidth: textWidth)[...]
      var group: [ScreenLine] = []
      if ownLines || DisplayWidth.of(entry.keys) > keyWidth {
        group.append(ScreenLine("  " + entry.keys, style: .bold).truncated(toWidth: width))
      } else {
        var line = ScreenLine("  " + entry.keys.padded(toWidth: keyWidth), style: .bold)
        line.append(" " + (described.popFirst() ?? ""))
        group.append(line.truncated(toWidth: width))
      }
      for rest in described { group.append(ScreenLine(indent + rest).truncated(toWidth: width)) }
      return group
    }
    return [[ScreenLine(), ScreenLine(words.keysTitle, style: .bold)]] + keys
  }
}
