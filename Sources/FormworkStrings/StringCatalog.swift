import Foundation

#if canImport(os)
  import os
#endif

/// A problem with Formwork's built-in string tables: a table missing from the resource bundle,
/// unreadable, or with a key missing, unknown, or whose placeholders or plural forms differ from
/// English. Lookups of the concerned strings fall back to English; ``FormStrings/problems`` lists
/// every problem found, and a form reports those of its language in `Form.diagnostics`.
public struct FormStringsProblem: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong.
  public enum Kind: String, Sendable, Hashable {
    /// The language's table is not in the resource bundle.
    case missingTable
    /// The table is not a JSON object of strings and plural objects.
    case unreadableTable
    /// A key of the English reference is missing from the table.
    case missingKey
    /// The table has a key Formwork does not know (a typo, or a removed string).
    case unknownKey
    /// Plain text where English has plural forms or the reverse, plural categories that are not
    /// the language's, or an empty text.
    case wrongShape
    /// The `{placeholders}` differ from English.
    case placeholderMismatch
  }

  /// What is wrong.
  public var kind: Kind
  /// The table concerned.
  public var language: FormLanguage
  /// The key concerned, if any.
  public var key: String?
  /// A sentence for a developer.
  public var detail: String

  public var description: String {
    "\(language) strings: \(key.map { "'\($0)': " } ?? "")\(detail)"
  }
}

/// The keys of one set of string tables: the core's (`StringKey`) and a renderer's own (the
/// terminal's), each with its English text, the reference every table is checked against.
package protocol StringTableKey: RawRepresentable, CaseIterable, Hashable, Sendable
where RawValue == String, AllCases: Sendable {
  /// The English text: the reference every table is checked against, and the last fallback
  /// when a table cannot be read.
  var english: TableEntry { get }
}

/// The core's string tables (`StringKey`): what every renderer shows.
typealias StringCatalog = StringTables<StringKey>

extension StringTables where Key == StringKey {
  /// The core's tables from its `Bundle.module`, read on first use.
  static var shared: StringCatalog { coreTables }
}

/// The core's tables, read once (a global is initialized lazily, once).
private let coreTables: StringCatalog = {
  let tables = StringCatalog(bundle: .module)
  tables.reportProblems(of: "the built-in strings")
  return tables
}()

/// Every language's strings of one key set, read once from the JSON tables in a resource
/// bundle and checked against English. Entries with a problem are left out, so their lookups
/// fall back to English (the `en` table, then the English compiled into the key). A module with
/// its own words (the terminal) keeps its own tables and reads them with this, and gets the same
/// checks, plural forms and pseudo-language.
package struct StringTables<Key: StringTableKey>: Sendable {
  /// The folder of the tables in a resource bundle.
  package static var folder: String { "Strings" }

  package private(set) var tables: [FormLanguage: [Key: TableEntry]] = [:]
  package private(set) var problems: [FormStringsProblem] = []

  /// Reads every translated language's table from `bundle`, and derives the pseudo-language.
  package init(bundle: Bundle) {
    var sources: [FormLanguage: Data] = [:]
    var problems: [FormStringsProblem] = []
    for language in FormLanguage.translated {
      guard let url = bundle.url(forResource: language.identifier, withExtension: "json", subdirectory: Self.folder)
      else {
        problems.append(
          FormStringsProblem(
            kind: .missingTable, language: language, key: nil,
            detail: "no \(Self.folder)/\(language.identifier).json in the bundle at \(bundle.bundlePath)"))
        continue
      }
      do {
        sources[language] = try Data(contentsOf: url)
      } catch {
        problems.append(
          FormStringsProblem(kind: .unreadableTable, language: language, key: nil, detail: "\(url.path): \(error)"))
      }
    }
    self.init(sources: sources, problems: problems)
  }

  /// Checks tables given as JSON data (the tests give broken ones).
  package init(sources: [FormLanguage: Data], problems: [FormStringsProblem] = []) {
    self.problems = problems
    for language in FormLanguage.translated {
      guard let data = sources[language] else { continue }
      let object: Any
      do {
        object = try JSONSerialization.jsonObject(with: data)
      } catch {
        self.problems.append(
          FormStringsProblem(kind: .unreadableTable, language: language, key: nil, detail: "not valid JSON: \(error)"))
        continue
      }
      guard let raw = object as? [String: Any] else {
        self.problems.append(
          FormStringsProblem(
            kind: .unreadableTable, language: language, key: nil, detail: "the table is not a JSON object"))
        continue
      }
      let (table, found) = Self.check(raw, language: language)
      tables[language] = table
      self.problems += found
    }
    tables[.pseudo] = Dictionary(
      uniqueKeysWithValues: Key.allCases.map { ($0, Pseudo.entry(englishEntry($0))) })
  }

  /// The entry for a key in a language: its own, else English.
  package func entry(_ key: Key, in language: FormLanguage) -> TableEntry {
    tables[language]?[key] ?? englishEntry(key)
  }

  /// The English entry: the `en` table's, else the compiled-in text.
  package func englishEntry(_ key: Key) -> TableEntry {
    tables[.english]?[key] ?? key.english
  }

  /// The problems of one language's table.
  package func problems(of language: FormLanguage) -> [FormStringsProblem] {
    problems.filter { $0.language == language }
  }

  // MARK: Checking a table

  /// The usable entries of a raw table and the problems of the others.
  static func check(_ raw: [String: Any], language: FormLanguage) -> ([Key: TableEntry], [FormStringsProblem]) {
    var table: [Key: TableEntry] = [:]
    var problems: [FormStringsProblem] = []
    func problem(_ kind: FormStringsProblem.Kind, _ key: String, _ detail: String) {
      problems.append(FormStringsProblem(kind: kind, language: language, key: key, detail: detail))
    }
    for name in raw.keys.sorted() where Key(rawValue: name) == nil {
      problem(.unknownKey, name, "not a key of these strings")
    }
    for key in Key.allCases {
      guard let value = raw[key.rawValue] else {
        problem(.missingKey, key.rawValue, "missing")
        continue
      }
      let entry: TableEntry
      if let text = value as? String {
        entry = .text(text)
      } else if let forms = value as? [String: Any] {
        var plural: [PluralCategory: String] = [:]
        for (name, form) in forms {
          guard let category = PluralCategory(rawValue: name), let text = form as? String else {
            problem(.wrongShape, key.rawValue, "'\(name)' is not a plural category with a text")
            continue
          }
          plural[category] = text
        }
        entry = .plural(plural)
      } else {
        problem(.wrongShape, key.rawValue, "neither a text nor an object of plural forms")
        continue
      }
      if let mismatch = mismatch(of: entry, with: key.english, language: language) {
        problem(mismatch.kind, key.rawValue, mismatch.detail)
        continue
      }
      table[key] = entry
    }
    return (table, problems)
  }

  /// How an entry differs from the English reference, or `nil` when it fits: the same shape,
  /// exactly the language's plural categories, the same placeholders (a plural form other than
  /// `other` may leave out `{count}`: "حرفان", "un caractère"), no empty text.
  static func mismatch(
    of entry: TableEntry, with english: TableEntry, language: FormLanguage
  ) -> (kind: FormStringsProblem.Kind, detail: String)? {
    guard entry.isPlural == english.isPlural else {
      return (.wrongShape, english.isPlural ? "expected plural forms" : "expected a text, not plural forms")
    }
    if entry.isPlural {
      let categories = Set(entry.forms.keys)
      guard categories == language.pluralCategories else {
        let expected = language.pluralCategories.sorted().map(\.rawValue).joined(separator: ", ")
        let found = categories.sorted().map(\.rawValue).joined(separator: ", ")
        return (.wrongShape, "plural forms \(found) instead of \(expected)")
      }
    }
    let expected = Placeholders.names(in: english.text(for: .other))
    for (category, text) in entry.forms.sorted(by: { $0.key < $1.key }) {
      if text.trimmingCharacters(in: .whitespaces).isEmpty { return (.wrongShape, "an empty text") }
      guard let found = Placeholders.checkedNames(in: text) else {
        return (.placeholderMismatch, "unbalanced braces in \"\(text)\"")
      }
      let fits =
        category == .other
        ? found == expected : (found.isSubset(of: expected) && expected.subtracting(found).isSubset(of: ["count"]))
      if !fits {
        let list = { (names: Set<String>) in names.sorted().map { "{\($0)}" }.joined(separator: " ") }
        return (
          .placeholderMismatch,
          "\(entry.isPlural ? "form \(category.rawValue) has" : "has") placeholders [\(list(found))],"
            + " English has [\(list(expected))]"
        )
      }
    }
    return nil
  }

  // MARK: Reporting

  /// Makes the problems of shipped tables visible once: in the unified log on Apple platforms,
  /// on standard error elsewhere. `what` names the tables ("the terminal's strings").
  package func reportProblems(of what: String) {
    guard !problems.isEmpty else { return }
    let text =
      "Formwork: \(problems.count) problem(s) with \(what); English is used instead:\n"
      + problems.map { "  \($0)" }.joined(separator: "\n")
    #if canImport(os)
      Logger(subsystem: "Formwork", category: "Localization").error("\(text, privacy: .public)")
    #else
      FileHandle.standardError.write(Data((text + "\n").utf8))
    #endif
  }
}

/// `{name}` placeholders in table texts.
package enum Placeholders {
  /// The names of the placeholders in `text`.
  static func names(in text: String) -> Set<String> { checkedNames(in: text) ?? [] }

  /// The names of the placeholders in `text`, or `nil` when its braces do not pair up.
  static func checkedNames(in text: String) -> Set<String>? {
    var names: Set<String> = []
    var current: String?
    for character in text {
      switch (character, current) {
      case ("{", nil): current = ""
      case ("}", let name?):
        guard !name.isEmpty else { return nil }
        names.insert(name)
        current = nil
      case ("{", _), ("}", nil): return nil
      case (_, let name?): current = name + String(character)
      case (_, nil): break
      }
    }
    return current == nil ? names : nil
  }

  /// `template` with each `{name}` replaced by `arguments[name]` (kept when absent). Arguments
  /// are inserted as they are: a title containing `{count}` stays as typed. The examples' texts
  /// use it too (`package`).
  package static func fill(_ template: String, _ arguments: [String: String]) -> String {
    guard template.contains("{") else { return template }
    var result = ""
    var rest = template[...]
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      result += rest[..<open]
      let name = String(rest[rest.index(after: open)..<close])
      result += arguments[name] ?? String(rest[open...close])
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }
}
