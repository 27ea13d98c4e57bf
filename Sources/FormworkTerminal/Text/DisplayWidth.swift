/// How many terminal columns text takes.
///
/// Terminals draw East Asian wide characters and emoji in two columns, combining marks in none.
/// Layout measures, pads and truncates by these widths, never by `count`:
///
/// ```swift
/// DisplayWidth.of("abc")      // 3
/// DisplayWidth.of("日本")      // 4
/// DisplayWidth.of("👍🏽")       // 2 (one grapheme: thumbs up + skin tone)
/// DisplayWidth.of("e\u{301}") // 1 (e + combining acute)
/// ```
///
/// Ambiguous-width characters count as one column, as `wcwidth` and most terminals do.
public enum DisplayWidth {
  /// The columns `text` takes.
  ///
  /// - Complexity: O(*n*) in the number of Unicode scalars.
  public static func of(_ text: some StringProtocol) -> Int {
    var total = 0
    for character in text { total += of(character) }
    return total
  }

  /// The columns one grapheme cluster takes: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    // VS16 asks for emoji presentation: "❤️" is two columns where "❤" is one.
    if scalars.count > 1, scalars.contains(where: { $0.value == 0xFE0F }), first.properties.isEmoji { return 2 }
    return of(first)
  }

  /// The columns one scalar takes on its own.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value < 0x20 ? 0 : 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator: return 0
    default: break
    }
    if (0x1160...0x11FF).contains(value) { return 0 }  // Hangul medial vowels and final consonants
    if scalar.properties.isEmojiPresentation { return 2 }
    return isWide(value) ? 2 : 1
  }

  /// East Asian Wide and Fullwidth ranges (Unicode 15), coarse where the gaps are unassigned.
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
      0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
      0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1AFF0...0x1B2FF, 0x1F200...0x1F2FF,
      0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}

extension String {
  /// The text made safe for one terminal line: newlines and tabs become spaces, other control
  /// characters (escape sequences in data) are dropped so data can never drive the terminal.
  ///
  /// Directional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) are dropped
  /// too: in a terminal that reorders right-to-left text, one left open in a title would reorder
  /// the rest of its line (the value column, the marks). Arabic and Hebrew letters stay, laid out
  /// in columns like any other text.
  var terminalSafe: String {
    guard contains(where: { $0.unicodeScalars.contains(where: Self.isUnsafe) }) else { return self }
    var result = ""
    for character in self {
      if character == "\n" || character == "\r\n" || character == "\t" || character == "\r" {
        result.append(" ")
      } else if character.unicodeScalars.contains(where: Self.isUnsafe) {
        // A combining mark on a dropped scalar keeps its letter: keep the safe scalars.
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: character.unicodeScalars.filter { !Self.isUnsafe($0) })
        result.append(contentsOf: String(scalars))
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// C0 and C1 controls, and directional formatting characters that open a scope.
  private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
      || (0x2066...0x2069).contains(value)
  }

  /// The longest prefix that fits `width` columns, with `ellipsis` at the end when text was cut.
  ///
  /// ```swift
  /// "Hello, world".truncated(toWidth: 8)  // "Hello, …"
  /// "日本語テキスト".truncated(toWidth: 6)   // "日本…" (a wide character never straddles the edge)
  /// ```
  func truncated(toWidth width: Int, ellipsis: String = "…") -> String {
    guard width > 0 else { return "" }
    guard DisplayWidth.of(self) > width else { return self }
    let budget = width - DisplayWidth.of(ellipsis)
    guard budget >= 0 else { return "" }
    var result = ""
    var used = 0
    for character in self {
      let columns = DisplayWidth.of(character)
      if used + columns > budget { break }
      result.append(character)
      used += columns
    }
    return result + ellipsis
  }

  /// The text padded with spaces to exactly `width` columns (truncated first when wider).
  func padded(toWidth width: Int) -> String {
    let text = truncated(toWidth: width)
    let missing = width - DisplayWidth.of(text)
    return missing > 0 ? text + String(repeating: " ", count: missing) : text
  }

  /// The text cut into lines of at most `width` columns, at spaces when possible.
  func wrapped(toWidth width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for word in split(separator: " ", omittingEmptySubsequences: true) {
      let wordWidth = DisplayWidth.of(word)
      if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
        line += " " + word
        lineWidth += 1 + wordWidth
        continue
      }
      if lineWidth > 0 { lines.append(line) }
      if wordWidth <= width {
        line = String(word)
        lineWidth = wordWidth
        continue
      }
      // A word wider than the line is cut by columns.
      line = ""
      lineWidth = 0
      for character in word {
        let columns = DisplayWidth.of(character)
        if lineWidth + columns > width {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        line.append(character)
        lineWidth += columns
      }
    }
    if lineWidth > 0 || lines.isEmpty { lines.append(line) }
    return lines
  }
}
