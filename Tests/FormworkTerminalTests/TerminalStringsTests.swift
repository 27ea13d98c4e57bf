import Formwork
import Foundation
import Testing

@testable import FormworkTerminal

/// The terminal's own tables: every word in every language, with English's placeholders and the
/// language's plural forms, read from the terminal's resource bundle; the pseudo-language; and
/// the words reached from a form's strings as before they moved out of the core.
@Suite struct TerminalStringsTests {
  typealias Tables = StringTables<TerminalStringKey>

  /// Entries that are rightly the same word as in English.
  static let sameAsEnglish: [FormLanguage: Set<TerminalStringKey>] = [
    .german: [.filter, .problemsFound],
    .french: [.guidePage, .actions],  // "page {title}", "actions"
    .spanish: [.cursor, .problemsFound],
    .brazilianPortuguese: [.cursor, .keysWordMouse, .problemsFound],
    .korean: [.problemsFound],
    .arabic: [.problemsFound],
  ]

  // MARK: The shipped tables

  @Test func theShippedTablesHaveNoProblem() {
    let problems = Tables.shared.problems
    #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
    #expect(TerminalStrings.problems.isEmpty)
  }

  @Test(arguments: FormLanguage.translated)
  func everyKeyIsReadFromTheBundle(_ language: FormLanguage) throws {
    let table = try #require(Tables.shared.tables[language], "no \(language).json in the terminal's Bundle.module")
    let missing = TerminalStringKey.allCases.filter { table[$0] == nil }.map(\.rawValue)
    #expect(missing.isEmpty, "\(language) lacks \(missing)")
  }

  @Test func theEnglishTableIsTheCompiledReference() throws {
    let table = try #require(Tables.shared.tables[.english])
    for key in TerminalStringKey.allCases {
      #expect(table[key] == key.english, "en.json and TerminalStringKey.english differ for \(key.rawValue)")
    }
  }

  @Test(arguments: FormLanguage.translated.filter { $0 != .english })
  func noWordIsLeftInEnglish(_ language: FormLanguage) throws {
    let table = try #require(Tables.shared.tables[language])
    let allowed = Self.sameAsEnglish[language] ?? []
    let untranslated = TerminalStringKey.allCases.filter { table[$0] == $0.english && !allowed.contains($0) }
    #expect(untranslated.isEmpty, "\(language) still has English for \(untranslated.map(\.rawValue))")
  }

  @Test(arguments: FormLanguage.translated)
  func countedWordsHaveExactlyTheLanguagesPluralForms(_ language: FormLanguage) throws {
    let table = try #require(Tables.shared.tables[language])
    let counted = TerminalStringKey.allCases.filter(\.english.isPlural)
    #expect(!counted.isEmpty)
    for key in counted {
      let forms = try #require(table[key]?.forms)
      #expect(Set(forms.keys) == language.pluralCategories, "\(language) \(key.rawValue)")
    }
  }

  @Test func countedWordsTakeTheFormOfTheirNumber() {
    #expect(TerminalStrings(language: .english).atMostCharacters(1) == "At most 1 character")
    #expect(TerminalStrings(language: .english).atMostCharacters(20) == "At most 20 characters")
    let arabic = TerminalStrings(language: .arabic)
    let entry = Tables.shared.entry(.atMostCharacters, in: .arabic)
    #expect(Set(entry.forms.values).count > 2, "Arabic words differ by category")
    for count in [0, 1, 2, 3, 11, 100] {
      let form = entry.text(for: FormLanguage.arabic.pluralCategory(count))
      let expected = form.replacingOccurrences(of: "{count}", with: arabic.strings.number(count))
      #expect(arabic.atMostCharacters(count) == expected, "\(count)")
    }
    #expect(
      TerminalStrings(locale: Locale(identifier: "de_DE")).atMostCharacters(1_234).contains("1.234"),
      "numbers are written the locale's way")
  }

  // MARK: The check itself

  /// The English table as JSON, edited by `edit`.
  func englishJSON(_ edit: (inout [String: Any]) -> Void) throws -> Data {
    var raw: [String: Any] = [:]
    for key in TerminalStringKey.allCases {
      switch key.english {
      case .text(let text): raw[key.rawValue] = text
      case .plural(let forms): raw[key.rawValue] = Dictionary(uniqueKeysWithValues: forms.map { ($0.rawValue, $1) })
      }
    }
    edit(&raw)
    return try JSONSerialization.data(withJSONObject: raw)
  }

  @Test func aBrokenEntryIsAProblemAndReadsInEnglish() throws {
    let german = try englishJSON {
      $0["help.undo"] = nil
      $0["help.quit"] = "beenden"
      $0["undid"] = "{schritt} rückgängig gemacht"
      $0["validation.required"] = "{title} ist erforderlich."
    }
    let tables = Tables(sources: [.english: try englishJSON { _ in }, .german: german])
    let kinds = Dictionary(uniqueKeysWithValues: tables.problems.map { ($0.key ?? "", $0.kind) })
    #expect(kinds == ["help.undo": .missingKey, "undid": .placeholderMismatch, "validation.required": .unknownKey])
    let words = TerminalStrings(FormStrings(locale: Locale(identifier: "de_DE")), tables: tables)
    #expect(words.undo == "undo")
    #expect(words.undid("Tippen") == "Undid Tippen")
    #expect(words.quit == "beenden", "the other entries are the table's")
  }

  @Test func aMissingTableReadsInEnglish() throws {
    let empty = Tables(bundle: try #require(Bundle(path: NSTemporaryDirectory())))
    #expect(empty.problems.filter { $0.kind == .missingTable }.count == FormLanguage.translated.count)
    let words = TerminalStrings(FormStrings(locale: Locale(identifier: "ja")), tables: empty)
    #expect(words.quitQuestion == "Quit and lose what you entered?")
  }

  // MARK: The pseudo-language

  /// The literal text of a template (without its placeholders).
  func literal(_ text: String) -> String {
    var result = ""
    var inPlaceholder = false
    for character in text {
      if character == "{" { inPlaceholder = true }
      if !inPlaceholder { result.append(character) }
      if character == "}" { inPlaceholder = false }
    }
    return result
  }

  /// `{name}` placeholders of a text.
  func placeholders(_ text: String) -> [Substring] {
    text.split(separator: "{", omittingEmptySubsequences: false).dropFirst().compactMap {
      $0.split(separator: "}").first
    }
  }

  @Test(arguments: TerminalStringKey.allCases)
  func everyWordIsLongerAccentedAndKeepsItsPlaceholders(_ key: TerminalStringKey) {
    let english = key.english
    let pseudo = Tables.shared.entry(key, in: .pseudo)
    #expect(Set(pseudo.forms.keys) == Set(english.forms.keys))
    for (category, text) in english.forms {
      let transformed = pseudo.text(for: category)
      #expect(transformed.hasPrefix("[") && transformed.hasSuffix("]"))
      #expect(placeholders(transformed) == placeholders(text))
      let length = literal(text).count
      #expect(literal(transformed).count * 5 >= length * 7, "\(transformed) is not 40% longer than \(text)")
      #expect(!literal(transformed).contains { $0.isASCII && $0.isLetter }, "\(transformed) has plain letters")
    }
  }

  @Test func thePseudoLocaleIsSelectedLikeALanguage() {
    let words = TerminalStrings(locale: Locale(identifier: "en_XA"))
    #expect(words.language == .pseudo)
    #expect(words.undo.hasPrefix("[ûñðö"))
    #expect(words.atMostCharacters(3).hasPrefix("[Åţ ɱöšţ 3 çĥåŕåçţéŕš"))
  }

  // MARK: Reached from a form

  @MainActor @Test func aFormsStringsReachTheTerminalsWordsInItsLanguage() throws {
    let form = try Form(locale: Locale(identifier: "fr_FR")) { Section { Row.text(nil, "Nom") } }
    #expect(form.strings.terminal.language == .french)
    #expect(form.strings.terminal.undo == TerminalStrings(language: .french).undo)
    #expect(form.strings.terminal.undo != TerminalStrings(language: .english).undo)
    #expect(TerminalStrings(form.strings).quitQuestion == form.strings.terminal.quitQuestion)
  }
}
