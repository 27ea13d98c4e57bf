import Formwork
import Foundation

/// The display texts of the examples in one language: every title, section header and footer,
/// option, placeholder, button title, message and menu line an example shows goes through one
/// instance of it.
///
/// The examples are written in English, and the English text is the key: a table per language
/// (`Resources/Strings/<language>.json`, a flat JSON object of English → translation) gives the
/// translation. Keying by the English text keeps the definitions readable (`text("Account")`
/// where the row is declared), makes English output the source itself, byte for byte, and shows
/// the translator what to translate. When the English changes, its old entry no longer matches:
/// the completeness test (`TranslationTests` in `FormworkExamplesTests`) finds the new text
/// untranslated and the old entry unused. A text with arguments names them in braces,
/// `"Signed in as {name}"`, in the key and in the translation alike. An English text that needs
/// two translations takes a context: `text("Name", context: "schedule")` is the entry
/// `Name#schedule` (a schedule's 名称, where a person's name is 姓名).
///
/// The examples come in English and in Simplified Chinese, the language of the seeds they were
/// made from; the pseudo-language (`en-XA`) shows them accented, so a text that skipped the
/// lookup stands out; any other language shows them in English (the form's built-in strings
/// still follow its locale). Tags, parameter keys and answer values never go through it: answers files and
/// request parameters are the same in every language. The one value that is a text is the login
/// example's status line (`Signed in as DianQK`), which the button writes into an info row.
///
/// ```swift
/// let text = try ExampleText(language: .simplifiedChinese)
/// text("Account")                                  // "账户"
/// text("Signed in as {name}", ["name": "DianQK"])  // "已登录：DianQK"
/// ExampleText.english("Account")                   // "Account"
/// ```
public struct ExampleText: Sendable {
  /// The language the texts are in: `FormLanguage.english` or
  /// `FormLanguage.simplifiedChinese`.
  public let language: FormLanguage

  /// English text → translation; empty for English.
  private let table: [String: String]
  /// Sees every lookup, when a test asks.
  let recorder: ExampleTextRecorder?
  /// Whether texts are shown in the pseudo-language (`en-XA`): English with every letter
  /// accented, so a text that skipped the lookup shows as plain English.
  private var isPseudo: Bool { language == .pseudo }

  /// The English texts: every lookup gives its key.
  public static let english = ExampleText(language: .english, table: [:], recorder: nil)

  /// The languages the examples are written in.
  public static let languages: [FormLanguage] = [.english, .simplifiedChinese]

  init(language: FormLanguage, table: [String: String], recorder: ExampleTextRecorder?) {
    self.language = language
    self.table = table
    self.recorder = recorder
  }

  /// The texts in `language`, English when the examples are not written in it.
  ///
  /// - Throws: ``ExampleTextError`` when the language's table is missing from the bundle or is
  ///   not a JSON object of strings (a packaging mistake, never the user's).
  public init(language: FormLanguage) throws {
    try self.init(language: language, recorder: nil)
  }

  /// The texts in the language closest to `locale` (see `FormLanguage.init(locale:)`).
  public init(locale: Locale) throws {
    try self.init(language: FormLanguage(locale: locale))
  }

  init(language: FormLanguage, recorder: ExampleTextRecorder?) throws {
    if language == .pseudo {
      self.init(language: .pseudo, table: [:], recorder: recorder)
      return
    }
    guard Self.languages.contains(language), language != .english else {
      self.init(language: .english, table: [:], recorder: recorder)
      return
    }
    self.init(language: language, table: try Self.table(of: language), recorder: recorder)
  }

  /// `english` in this language; `english` itself when the table has no entry for it.
  ///
  /// - Complexity: O(*n*) in the length of `english` (one hash lookup).
  public func callAsFunction(_ english: String) -> String {
    if isPseudo { return Self.pseudo(english) }
    let translation = table[english]
    recorder?.record(english, translated: translation != nil)
    return translation ?? english
  }

  /// `english` in this language where the same English needs another translation elsewhere:
  /// the entry `english#context`; `english` itself when there is none.
  ///
  /// ```swift
  /// text("Name", context: "schedule")   // "名称" (a person's "Name" is "姓名")
  /// ```
  public func callAsFunction(_ english: String, context: String) -> String {
    if isPseudo { return Self.pseudo(english) }
    let key = "\(english)#\(context)"
    let translation = table[key]
    recorder?.record(key, translated: translation != nil)
    return translation ?? english
  }

  /// `template` in this language, each `{name}` replaced by `arguments[name]`.
  ///
  /// ```swift
  /// text("Username {name} is already taken.", ["name": "octocat"])
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the text and its arguments.
  public func callAsFunction(_ template: String, _ arguments: [String: String]) -> String {
    Self.fill(self(template), arguments)
  }

  /// `template` (already in its language) with each `{name}` replaced by `arguments[name]`, in
  /// one pass so an argument that itself contains `{name}` is left as it is: the core's filling.
  static func fill(_ template: String, _ arguments: [String: String]) -> String {
    Placeholders.fill(template, arguments)
  }

  /// Options with their titles in this language; values unchanged.
  public func callAsFunction<Value>(_ options: [SelectorOption<Value>]) -> [SelectorOption<Value>] {
    options.map { option in
      var option = option
      option.title = self(option.title)
      option.group = option.group.map { self($0) }
      return option
    }
  }

  /// `[Åççöûñţ]`: English between brackets, each ASCII letter accented, `{name}` kept.
  static func pseudo(_ english: String) -> String {
    var result = "["
    var inPlaceholder = false
    for character in english {
      if character == "{" { inPlaceholder = true }
      if !inPlaceholder, let ascii = character.asciiValue, character.isLetter {
        let index = Int(ascii) - Int(character.isUppercase ? UInt8(ascii: "A") : UInt8(ascii: "a"))
        result.append((character.isUppercase ? pseudoUpper : pseudoLower)[index])
      } else {
        result.append(character)
      }
      if character == "}" { inPlaceholder = false }
    }
    return result + "]"
  }

  private static let pseudoUpper = Array("ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
  private static let pseudoLower = Array("åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž")

  // MARK: Tables

  /// The folder of the tables in the bundle.
  static let folder = "Strings"

  /// The tables read so far, so each is read once.
  private static let cache = TableCache()

  /// A language's table from `Bundle.module`.
  static func table(of language: FormLanguage) throws -> [String: String] {
    if let table = cache[language] { return table }
    guard
      let url = Bundle.module.url(forResource: language.identifier, withExtension: "json", subdirectory: folder)
    else { throw ExampleTextError(language: language, reason: "no table \(folder)/\(language.identifier).json") }
    let table: [String: String]
    do {
      table = try JSONDecoder().decode([String: String].self, from: Data(contentsOf: url))
    } catch {
      throw ExampleTextError(
        language: language, reason: "\(url.lastPathComponent) is not an object of strings: \(error)")
    }
    cache[language] = table
    return table
  }

  /// The raw table of `language` (tests compare it with what the examples look up).
  static func entries(of language: FormLanguage) throws -> [String: String] {
    language == .english || language == .pseudo ? [:] : try table(of: language)
  }
}

/// The examples' texts in a language cannot be read.
public struct ExampleTextError: Error, CustomStringConvertible, Sendable {
  /// The language whose table is broken.
  public var language: FormLanguage
  /// What is wrong with it.
  public var reason: String

  public var description: String { "the examples' \(language) texts cannot be read: \(reason)" }
}

/// The tables read, shared by every thread.
private final class TableCache: @unchecked Sendable {
  // NB: a lock rather than `Mutex`, which Apple targets of this package cannot use yet.
  private let lock = NSLock()
  private var tables: [FormLanguage: [String: String]] = [:]

  subscript(language: FormLanguage) -> [String: String]? {
    get { lock.withLock { tables[language] } }
    set { lock.withLock { tables[language] = newValue } }
  }
}

/// Every text looked up through an ``ExampleText`` it is given to, translated or not: what the
/// completeness test checks.
final class ExampleTextRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var seen: [String: Bool] = [:]

  /// Every English text looked up.
  var lookedUp: Set<String> { lock.withLock { Set(seen.keys) } }
  /// The English texts looked up that the table has no entry for.
  var untranslated: Set<String> { lock.withLock { Set(seen.filter { !$0.value }.keys) } }

  func record(_ english: String, translated: Bool) {
    lock.withLock { seen[english] = translated }
  }
}
