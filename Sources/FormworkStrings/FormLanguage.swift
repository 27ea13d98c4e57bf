import Foundation

/// A language Formwork's built-in strings are written in.
///
/// Formwork ships every built-in string (validation messages, undo step names, the words renderers
/// add) in English, Simplified and Traditional Chinese, Japanese, Korean, German, French, Spanish,
/// Brazilian Portuguese and Arabic, plus a ``pseudo`` language for layout tests. A locale picks the
/// closest one, English when none fits:
///
/// ```swift
/// FormLanguage(locale: Locale(identifier: "zh_TW"))   // .traditionalChinese
/// FormLanguage(locale: Locale(identifier: "pt_PT"))   // .brazilianPortuguese
/// FormLanguage(locale: Locale(identifier: "it_IT"))   // .english
/// ```
public struct FormLanguage: Hashable, Sendable, CustomStringConvertible {
  /// The BCP 47 identifier: `en`, `zh-Hans`, `pt-BR`, `en-XA` for the pseudo-language.
  public let identifier: String

  private init(_ identifier: String) { self.identifier = identifier }

  /// English, the language every other falls back to.
  public static let english = FormLanguage("en")
  /// Simplified Chinese (mainland China, Singapore).
  public static let simplifiedChinese = FormLanguage("zh-Hans")
  /// Traditional Chinese (Taiwan, Hong Kong, Macau).
  public static let traditionalChinese = FormLanguage("zh-Hant")
  /// Japanese.
  public static let japanese = FormLanguage("ja")
  /// Korean.
  public static let korean = FormLanguage("ko")
  /// German.
  public static let german = FormLanguage("de")
  /// French.
  public static let french = FormLanguage("fr")
  /// Spanish.
  public static let spanish = FormLanguage("es")
  /// Brazilian Portuguese, also used for other Portuguese locales.
  public static let brazilianPortuguese = FormLanguage("pt-BR")
  /// Arabic, written right to left.
  public static let arabic = FormLanguage("ar")
  /// A pseudo-language for layout tests: the English strings accented and about 40% longer
  /// (`[Ðöñé öñé]`), so truncation and hard-coded English stand out. Locales `en-XA` and
  /// `qps-ploc` select it.
  public static let pseudo = FormLanguage("en-XA")

  /// The translated languages, English first (``pseudo`` is derived from English, not listed).
  public static let translated: [FormLanguage] = [
    .english, .simplifiedChinese, .traditionalChinese, .japanese, .korean, .german, .french, .spanish,
    .brazilianPortuguese, .arabic,
  ]

  /// Every language, ``pseudo`` last.
  public static let all: [FormLanguage] = translated + [.pseudo]

  /// The language closest to `locale`, English when Formwork has none closer.
  ///
  /// Chinese picks its script from the locale's script or, failing that, its region (`zh_TW`,
  /// `zh_HK` and `zh_MO` are Traditional); every Portuguese locale picks Brazilian Portuguese;
  /// the POSIX, C and root locales pick English.
  public init(locale: Locale) {
    self = Self.closest(to: LocaleParts(identifier: locale.identifier))
  }

  /// The language of a translated table named by `identifier` (`zh-Hans`, `pt-BR`, `en-XA`),
  /// or `nil` when Formwork has no such table. Use ``init(locale:)`` for a best match.
  public init?(identifier: String) {
    guard let language = Self.all.first(where: { $0.identifier == identifier }) else { return nil }
    self = language
  }

  /// A locale of this language, for formatting when nothing more specific is known.
  public var locale: Locale {
    Locale(identifier: self == .pseudo ? "en_XA" : identifier)
  }

  /// Whether the language is written right to left (Arabic).
  public var isRightToLeft: Bool { self == .arabic }

  public var description: String { identifier }

  private static func closest(to parts: LocaleParts) -> FormLanguage {
    switch parts.language {
    case "zh":
      if parts.script == "hant" { return .traditionalChinese }
      if parts.script == "hans" { return .simplifiedChinese }
      return ["tw", "hk", "mo"].contains(parts.region) ? .traditionalChinese : .simplifiedChinese
    case "ja": return .japanese
    case "ko": return .korean
    case "de": return .german
    case "fr": return .french
    case "es": return .spanish
    case "pt": return .brazilianPortuguese
    case "ar": return .arabic
    case "en": return parts.region == "xa" ? .pseudo : .english
    case "qps": return .pseudo
    default: return .english
    }
  }
}

// MARK: - The locale of a POSIX environment

extension FormLanguage {
  /// The locale a POSIX environment asks for: the first non-empty of `LC_ALL`, `LC_MESSAGES` and
  /// `LANG` (their standard precedence), without its encoding and modifier
  /// (`zh_CN.UTF-8` → `zh_CN`). `C` and `POSIX` give `en_US_POSIX`; `nil` when none is set.
  ///
  /// Foundation on Linux does not derive `Locale.current` from these variables, so a terminal
  /// program reads them itself:
  ///
  /// ```swift
  /// let locale = FormLanguage.locale(environment: ProcessInfo.processInfo.environment) ?? .current
  /// ```
  public static func locale(environment: [String: String]) -> Locale? {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = environment[name], !value.isEmpty else { continue }
      var identifier = Substring(value)
      if let cut = identifier.firstIndex(where: { $0 == "." || $0 == "@" }) { identifier = identifier[..<cut] }
      if identifier.isEmpty || identifier == "C" || identifier == "POSIX" {
        return Locale(identifier: "en_US_POSIX")
      }
      return Locale(identifier: String(identifier))
    }
    return nil
  }
}

/// A locale identifier's language, script and region, lowercased: `zh-Hant_TW@calendar=…` →
/// `zh`, `hant`, `tw`. Parsed by hand so every platform reads identifiers the same way.
package struct LocaleParts: Equatable {
  package var language = ""
  package var script: String?
  package var region: String?

  package init(identifier: String) {
    let base = identifier.prefix { $0 != "@" && $0 != "." }
    let pieces = base.split { $0 == "_" || $0 == "-" }.map { $0.lowercased() }
    guard let first = pieces.first else { return }
    language = first
    for piece in pieces.dropFirst() {
      if piece.count == 4, script == nil, region == nil, piece.allSatisfy(\.isLetter) {
        script = piece
      } else if region == nil,
        (piece.count == 2 && piece.allSatisfy(\.isLetter))
          || (piece.count == 3 && piece.allSatisfy(\.isNumber))
      {
        region = piece
      }
    }
  }
}
