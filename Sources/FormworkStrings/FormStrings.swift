import Foundation

/// Formwork's built-in strings in one locale's language: validation messages, undo step names,
/// the words renderers add ("Done", "Choose…", "Add") and counts ("3 problems"): what every
/// renderer shows. A renderer's own words live in its module (the terminal's help line in
/// `FormworkTerminal`, reached as `form.strings.terminal` there).
///
/// The language is the closest ``FormLanguage`` to the locale (English when none is closer);
/// numbers in the strings are written the locale's way. The strings are grouped by who shows them:
///
/// ```swift
/// let strings = FormStrings(locale: Locale(identifier: "de_DE"))
/// strings.controls.done                // "Fertig"
/// strings.counts.problems(3)           // "3 Probleme"
/// strings.validation.minLength(1)      // "Mindestens 1 Zeichen eingeben."
/// ```
///
/// A form gives its own as `Form.strings` (following `Form.locale`); renderers use those so a
/// form speaks one language everywhere. The texts live in JSON tables in the package's
/// resources, one per language; an entry a table lacks falls back to English and is listed in
/// ``problems``.
public struct FormStrings: Sendable {
  /// The locale numbers are formatted in, and whose language the strings are in.
  public let locale: Locale
  /// The language of the strings.
  public let language: FormLanguage
  let catalog: StringCatalog

  /// The strings of the language closest to `locale`.
  public init(locale: Locale = .current) {
    self.init(locale: locale, catalog: .shared)
  }

  /// The strings of a language, numbers formatted in the language's own locale.
  public init(language: FormLanguage) {
    self.init(locale: language.locale, catalog: .shared)
  }

  init(locale: Locale, catalog: StringCatalog) {
    self.locale = locale
    self.language = FormLanguage(locale: locale)
    self.catalog = catalog
  }

  /// Every problem found in the built-in tables (missing tables or keys, mismatched
  /// placeholders). Empty in a correct build; the strings concerned are shown in English.
  public static var problems: [FormStringsProblem] { StringCatalog.shared.problems }

  /// The problems of one language's table (a form reports those of its language).
  package static func problems(of language: FormLanguage) -> [FormStringsProblem] {
    StringCatalog.shared.problems(of: language)
  }

  /// A number as the locale writes it (`1,234` in English, `1.234` in German, `١٬٢٣٤` in Arabic
  /// of Egypt): how counts appear in the strings.
  public func number(_ value: Int) -> String {
    value.formatted(.number.locale(locale))
  }

  // MARK: Lookup

  /// A plain string with its arguments filled in.
  func text(_ key: StringKey, _ arguments: [String: String] = [:]) -> String {
    text(key, from: catalog, arguments)
  }

  /// A counted string: the form of `count`'s plural category, `{count}` written as the locale
  /// writes numbers.
  func counted(_ key: StringKey, _ count: Int, _ arguments: [String: String] = [:]) -> String {
    counted(key, count, from: catalog, arguments)
  }

  /// A plain string of other tables (a renderer's own words) in this language, its arguments
  /// filled in.
  package func text<Key>(_ key: Key, from tables: StringTables<Key>, _ arguments: [String: String] = [:]) -> String {
    Placeholders.fill(tables.entry(key, in: language).text(for: .other), arguments)
  }

  /// A counted string of other tables in this language: the form of `count`'s plural category,
  /// `{count}` written as the locale writes numbers.
  package func counted<Key>(
    _ key: Key, _ count: Int, from tables: StringTables<Key>, _ arguments: [String: String] = [:]
  ) -> String {
    let form = tables.entry(key, in: language).text(for: language.pluralCategory(count))
    return Placeholders.fill(form, arguments.merging(["count": number(count)]) { _, new in new })
  }
}
