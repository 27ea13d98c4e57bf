/// The pseudo-language (``FormLanguage/pseudo``): English with every letter accented, bracketed
/// and padded to at least 40% more characters: `Done` → `[Ðöñé]`, `Enter a valid URL.` →
/// `[Éñţéŕ å ṽåļîð ÛŔĻ. öñé ţ]`. Brackets show where a string was cut off; accents show text
/// that skipped localization; the padding shows layouts that only fit English. Placeholders are
/// kept, so arguments still fill in.
enum Pseudo {
  /// The pseudo entry of an English entry: each form transformed.
  static func entry(_ english: TableEntry) -> TableEntry {
    switch english {
    case .text(let text): return .text(self.text(text))
    case .plural(let forms): return .plural(forms.mapValues(text))
    }
  }

  /// The pseudo text of an English text.
  static func text(_ english: String) -> String {
    var result = "["
    var literalCount = 0
    var inPlaceholder = false
    for character in english {
      if character == "{" { inPlaceholder = true }
      if inPlaceholder {
        result.append(character)
      } else {
        result.append(accented(character))
        literalCount += 1
      }
      if character == "}" { inPlaceholder = false }
    }
    // 40% more, counting the brackets: "[", "]", then " " and filler when more is needed.
    let padding = (literalCount * 2 + 4) / 5 - 2
    if padding == 1 {
      result += "·"
    } else if padding > 1 {
      let filler = String(repeating: Self.filler, count: padding / Self.filler.count + 1)
      result += " " + filler.prefix(padding - 1)
    }
    return result + "]"
  }

  private static let filler = String(
    "one two three four five six seven eight nine ten ".map(accented))

  private static let upper = Array("ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
  private static let lower = Array("åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž")

  /// A letter with an accent (one column wide, precomposed); anything else as it is.
  static func accented(_ character: Character) -> Character {
    guard let ascii = character.asciiValue, character.isLetter else { return character }
    switch ascii {
    case 65...90: return upper[Int(ascii - 65)]
    case 97...122: return lower[Int(ascii - 97)]
    default: return character
    }
  }
}
