/// A CLDR plural category: which form of a counted phrase a number takes in a language.
///
/// English has ``one`` ("1 problem") and ``other`` ("0 problems", "3 problems"); Japanese,
/// Korean and Chinese only ``other``; French puts 0 and 1 in ``one``; Arabic uses all six.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable {
  case zero, one, two, few, many, other

  public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}

extension FormLanguage {
  /// The plural category of a whole number (the cardinal rules of CLDR 46, for integers).
  ///
  /// ```swift
  /// FormLanguage.french.pluralCategory(0)         // .one   ("0 problème")
  /// FormLanguage.english.pluralCategory(0)        // .other ("0 problems")
  /// FormLanguage.arabic.pluralCategory(11)        // .many
  /// FormLanguage.spanish.pluralCategory(1_000_000) // .many  ("1.000.000 de problemas")
  /// ```
  ///
  /// Negative numbers take the category of their magnitude.
  public func pluralCategory(_ number: Int) -> PluralCategory {
    let n = number.magnitude
    switch self {
    case .japanese, .korean, .simplifiedChinese, .traditionalChinese:
      return .other
    case .french:
      // one: i = 0,1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0.
      if n <= 1 { return .one }
      return n % 1_000_000 == 0 ? .many : .other
    case .brazilianPortuguese:
      // one: i = 0..1; many as French.
      if n <= 1 { return .one }
      return n % 1_000_000 == 0 ? .many : .other
    case .spanish:
      // one: n = 1; many as French.
      if n == 1 { return .one }
      return n != 0 && n % 1_000_000 == 0 ? .many : .other
    case .arabic:
      // zero: n = 0; one: n = 1; two: n = 2; few: n % 100 = 3..10; many: n % 100 = 11..99.
      switch n {
      case 0: return .zero
      case 1: return .one
      case 2: return .two
      default:
        switch n % 100 {
        case 3...10: return .few
        case 11...99: return .many
        default: return .other
        }
      }
    default:
      // English, German and the pseudo-language: one: i = 1 and v = 0.
      return n == 1 ? .one : .other
    }
  }

  /// The categories the language distinguishes for whole numbers: each counted string of the
  /// language has exactly these forms.
  public var pluralCategories: Set<PluralCategory> {
    switch self {
    case .japanese, .korean, .simplifiedChinese, .traditionalChinese: return [.other]
    case .french, .brazilianPortuguese, .spanish: return [.one, .many, .other]
    case .arabic: return Set(PluralCategory.allCases)
    default: return [.one, .other]
    }
  }
}
