import Foundation
import Testing

@testable import FormworkStrings

/// Every built-in string exists in every language, with English's placeholders and the
/// language's plural forms, and is read from the package's resource bundle.
@Suite struct LocalizationCompletenessTests {
  /// Entries that are rightly the same word as in English.
  static let sameAsEnglish: [FormLanguage: Set<StringKey>] = [
    .japanese: [.controlsOK],
    .german: [.controlsOK],
    .french: [.controlsOK, .controlsMinutes],
    .spanish: [.controlsError, .valueHours, .valueMinutes, .valueHoursMinutes],
    .brazilianPortuguese: [.controlsOK, .valueHours, .valueMinutes, .valueHoursMinutes],
  ]

  @Test func theShippedTablesHaveNoProblem() {
    let problems = StringCatalog.shared.problems
    #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
    #expect(FormStrings.problems.isEmpty)
  }

  @Test(arguments: FormLanguage.translated)
  func everyKeyIsReadFromTheBundle(_ language: FormLanguage) throws {
    let table = try #require(StringCatalog.shared.tables[language], "no \(language).json in Bundle.module")
    let missing = StringKey.allCases.filter { table[$0] == nil }.map(\.rawValue)
    #expect(missing.isEmpty, "\(language) lacks \(missing)")
  }

  /// The core keeps what every renderer shows: a renderer's own words (the terminal's) are in
  /// its module's tables, and a table that still has one reports it as an unknown key.
  @Test func noRenderersOwnWordIsInTheCoresTables() throws {
    #expect(!StringKey.allCases.contains { $0.rawValue.hasPrefix("terminal.") })
    let english = try englishJSON { $0["terminal.help.undo"] = "undo" }
    let catalog = StringCatalog(sources: [.english: english])
    #expect(catalog.problems.map(\.kind) == [.unknownKey])
    #expect(catalog.problems.first?.key == "terminal.help.undo")
  }

  @Test func theEnglishTableIsTheCompiledReference() throws {
    let table = try #require(StringCatalog.shared.tables[.english])
    for key in StringKey.allCases {
      #expect(table[key] == key.english, "en.json and StringKey.english differ for \(key.rawValue)")
    }
  }

  @Test(arguments: FormLanguage.translated.filter { $0 != .english })
  func noStringIsLeftInEnglish(_ language: FormLanguage) throws {
    let table = try #require(StringCatalog.shared.tables[language])
    let allowed = Self.sameAsEnglish[language] ?? []
    let untranslated = StringKey.allCases.filter { table[$0] == $0.english && !allowed.contains($0) }
    #expect(untranslated.isEmpty, "\(language) still has English for \(untranslated.map(\.rawValue))")
  }

  @Test(arguments: FormLanguage.translated)
  func countedStringsHaveExactlyTheLanguagesPluralForms(_ language: FormLanguage) throws {
    let table = try #require(StringCatalog.shared.tables[language])
    for key in StringKey.allCases where key.english.isPlural {
      let forms = try #require(table[key]?.forms)
      #expect(Set(forms.keys) == language.pluralCategories, "\(language) \(key.rawValue)")
    }
  }

  // MARK: The check itself

  /// The English table as JSON, edited by `edit`.
  func englishJSON(_ edit: (inout [String: Any]) -> Void) throws -> Data {
    var raw: [String: Any] = [:]
    for key in StringKey.allCases {
      switch key.english {
      case .text(let text): raw[key.rawValue] = text
      case .plural(let forms): raw[key.rawValue] = Dictionary(uniqueKeysWithValues: forms.map { ($0.rawValue, $1) })
      }
    }
    edit(&raw)
    return try JSONSerialization.data(withJSONObject: raw)
  }

  @Test func aMissingKeyIsAProblemAndFallsBackToEnglish() throws {
    let german = try englishJSON { $0["controls.done"] = nil }
    let catalog = StringCatalog(sources: [.english: try englishJSON { _ in }, .german: german])
    #expect(catalog.problems.map(\.kind) == [.missingKey])
    #expect(catalog.problems.first?.key == "controls.done")
    #expect(FormStrings(locale: Locale(identifier: "de"), catalog: catalog).controls.done == "Done")
  }

  @Test func aMismatchedPlaceholderIsAProblem() throws {
    let french = try englishJSON {
      $0["validation.required"] = "{titre} est obligatoire."
      $0["count.rows"] = ["one": "{count} ligne", "many": "{count} de lignes", "other": "lignes"]
      $0["validation.equalTo"] = "Doit correspondre à {other"
    }
    let catalog = StringCatalog(sources: [.french: french])
    let problems = Dictionary(grouping: catalog.problems, by: { $0.key ?? "" })
    #expect(problems["validation.required"]?.first?.kind == .placeholderMismatch)
    #expect(problems["count.rows"]?.first?.kind == .placeholderMismatch, "the other form must keep {count}")
    #expect(problems["validation.equalTo"]?.first?.kind == .placeholderMismatch)
    let strings = FormStrings(locale: Locale(identifier: "fr_FR"), catalog: catalog)
    #expect(strings.validation.required("Nom") == "Nom is required.", "a broken entry reads in English")
  }

  @Test func wrongPluralFormsAndUnknownKeysAreProblems() throws {
    let japanese = try englishJSON {
      $0["stale.key"] = "古い"
      $0["validation.pattern"] = ["other": "形式が正しくありません。"]
    }
    let catalog = StringCatalog(sources: [.japanese: japanese])
    let kinds = Dictionary(uniqueKeysWithValues: catalog.problems.map { ($0.key ?? "", $0.kind) })
    #expect(kinds["stale.key"] == .unknownKey)
    #expect(kinds["validation.pattern"] == .wrongShape)
    #expect(kinds["validation.minLength"] == .wrongShape, "English one/other where Japanese has only other")
  }

  @Test func anUnreadableOrMissingTableIsAProblem() throws {
    let catalog = StringCatalog(sources: [.korean: Data("{\"validation.required\": ".utf8)])
    #expect(catalog.problems.map(\.kind) == [.unreadableTable])
    #expect(FormStrings(locale: Locale(identifier: "ko_KR"), catalog: catalog).controls.done == "Done")
    let empty = StringCatalog(bundle: try #require(Bundle(path: NSTemporaryDirectory())))
    #expect(empty.problems.filter { $0.kind == .missingTable }.count == FormLanguage.translated.count)
    #expect(FormStrings(locale: Locale(identifier: "ja"), catalog: empty).counts.problems(2) == "2 problems")
  }

  // MARK: Placeholders

  @Test func placeholdersAreFilledOnceAndArgumentsAreNotReread() {
    #expect(Placeholders.fill("{a} and {b}", ["a": "{b}", "b": "2"]) == "{b} and 2")
    #expect(Placeholders.fill("{unknown} stays", [:]) == "{unknown} stays")
    #expect(Placeholders.fill("no brace", ["a": "1"]) == "no brace")
    #expect(Placeholders.checkedNames(in: "{a}{b} {a}") == ["a", "b"])
    #expect(Placeholders.checkedNames(in: "{a") == nil)
    #expect(Placeholders.checkedNames(in: "a}") == nil)
    #expect(Placeholders.checkedNames(in: "{}") == nil)
  }
}
