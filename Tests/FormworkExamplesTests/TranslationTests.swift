import Formwork
import Foundation
import PropertyBased
import PropertyTestSupport
import Testing

@testable import FormworkExamples

/// The examples in Simplified Chinese: every text they show is translated (a recording lookup
/// sees each one), the table holds nothing stale, translations keep their arguments, English is
/// the source itself, and tags, values and parameters are the same in both languages.
@MainActor
@Suite struct TranslationTests {
  nonisolated static let names = Examples.all.map(\.name)
  static let chinese = Locale(identifier: "zh_CN")

  /// Texts shown as they are in every language: proper names (the article's translators) and a
  /// sample address. Texts without a Latin letter (`021-6888 1234`, `0.00`, `张三`) need no entry.
  static let untranslatable: Set<String> = [
    "iCloud", "you@example.com", "DianQK", "numbbbbb", "mmoaay", "pmst", "Wiilen", "saitjr",
  ]

  /// Latin words a Chinese form may show: brands, proper names, a letter in a message, an
  /// example address, and a username a sample typed (in the message saying it is taken).
  static let latinWords: Set<String> = [
    "iCloud", "iPhone", "GPS", "X", "name@example.com", "DianQK", "numbbbbb", "mmoaay", "pmst", "Wiilen", "saitjr",
    "octocat",
  ]

  static func needsTranslation(_ english: String) -> Bool {
    english.unicodeScalars.contains { ("A"..."Z").contains($0) || ("a"..."z").contains($0) }
  }

  /// Everything the example shows, looked up through `text`: its menu lines, its forms as built,
  /// filled with every sample (validation messages, asynchronous ones included), every row's
  /// state (subform summaries), its buttons tapped and its nested forms opened.
  func exercise(_ example: ExampleForm, with text: ExampleText) async throws -> [Form] {
    let localized = example.localized(with: text)
    _ = (localized.title, localized.summary, localized.origin)
    var forms: [Form] = []
    for sample in example.answers {
      let form = try localized.make()
      try form.setValues(members(of: sample.answers))
      _ = await form.validateAll()
      forms.append(form)
      for section in form.snapshot.sections {
        for row in section.rows {
          switch form.state(of: row)?.kind {
          case .button: _ = form.tap(row)
          case .subform:
            let nested = try form.subform(for: row)
            _ = await nested.validateAll()
            forms.append(nested)
          default: break
          }
        }
      }
    }
    return forms
  }

  @Test(arguments: names)
  func everyTextOfTheExampleIsTranslated(name: String) async throws {
    let example = try #require(Examples.named(name))
    let recorder = ExampleTextRecorder()
    _ = try await exercise(example, with: ExampleText(language: .simplifiedChinese, recorder: recorder))
    let missing = recorder.untranslated.filter { Self.needsTranslation($0) && !Self.untranslatable.contains($0) }
    #expect(missing.isEmpty, "no zh-Hans entry for: \(missing.sorted())")
  }

  @Test func theLookupsThatOnlyHappenLaterAreExercised() async throws {
    let recorder = ExampleTextRecorder()
    for example in Examples.all {
      _ = try await exercise(example, with: ExampleText(language: .simplifiedChinese, recorder: recorder))
    }
    // The status a button writes, an asynchronous rule's message, a subform's summary.
    for key in ["Signed in as {name}", "Username {name} is already taken.", "{name} ({relation})", "friend"] {
      #expect(recorder.lookedUp.contains(key), "\(key)")
    }
  }

  @Test func theTableHasNoEntryThatNoExampleUses() async throws {
    let recorder = ExampleTextRecorder()
    for example in Examples.all {
      _ = try await exercise(example, with: ExampleText(language: .simplifiedChinese, recorder: recorder))
    }
    let unused = Set(try ExampleText.entries(of: .simplifiedChinese).keys).subtracting(recorder.lookedUp)
    #expect(unused.isEmpty, "stale zh-Hans entries: \(unused.sorted())")
  }

  @Test func translationsKeepTheirArgumentsAndSayMoreThanTheKey() throws {
    func arguments(_ text: String) -> [String] {
      text.split(separator: "{", omittingEmptySubsequences: false).dropFirst().compactMap { piece in
        piece.firstIndex(of: "}").map { String(piece[..<$0]) }
      }.sorted()
    }
    for (english, chinese) in try ExampleText.entries(of: .simplifiedChinese) {
      #expect(arguments(english) == arguments(chinese), "\(english) → \(chinese)")
      #expect(!chinese.isEmpty && chinese != english, "\(english) is not translated")
    }
  }

  @Test(arguments: names)
  func chineseFormsShowNoEnglishWords(name: String) async throws {
    let example = try #require(Examples.named(name))
    for form in try await exercise(example, with: ExampleText(language: .simplifiedChinese)) {
      for section in form.snapshot.sections {
        for row in section.rows {
          let state = try #require(form.state(of: row))
          let shown = [state.title] + state.options.items.map(\.title) + [state.disabledReason, state.message]
          for text in shown.compactMap({ $0 }) {
            let words = text.split { !($0.isASCII && ($0.isLetter || $0 == "@" || $0 == ".")) }
              .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ".")) }
              .filter { $0.contains { $0.isLetter } }
            let english = words.filter { !Self.latinWords.contains($0) }
            #expect(english.isEmpty, "\(name): \(state.tag ?? state.title): \(text)")
          }
        }
      }
    }
  }

  @Test func englishIsTheSourceItself() throws {
    #expect(ExampleText.english("Account") == "Account")
    #expect(ExampleText.english("Name", context: "schedule") == "Name")
    #expect(ExampleText.english("Signed in as {name}", ["name": "{x}"]) == "Signed in as {x}")
    let chinese = try ExampleText(language: .simplifiedChinese)
    #expect(chinese("Account") == "账户")
    #expect(chinese("Name") == "姓名")
    #expect(chinese("Name", context: "schedule") == "名称")
    #expect(chinese("Username {name} is already taken.", ["name": "octocat"]) == "用户名 octocat 已被占用。")
    #expect(chinese("Not in the table") == "Not in the table")
    // Languages the examples are not written in show them in English.
    // The pseudo-language accents them, so a text that skipped the lookup stands out.
    let pseudo = try #require(try Examples.named("newsletter", for: Locale(identifier: "en_XA")))
    #expect(pseudo.title == "[Ñéŵšļéţţéŕ šîĝñ-ûþ]")
    #expect(pseudo.text("Signed in as {name}", ["name": "DianQK"]) == "[Šîĝñéð îñ åš DianQK]")
    for identifier in ["en_US", "de_DE", "zh_TW", "ja_JP"] {
      let example = try #require(try Examples.named("newsletter", for: Locale(identifier: identifier)))
      #expect(example.text.language == .english, "\(identifier)")
      #expect(example.title == "Newsletter sign-up", "\(identifier)")
    }
    for identifier in ["zh_CN", "zh-Hans", "zh_SG", "zh"] {
      let example = try #require(try Examples.named("newsletter", for: Locale(identifier: identifier)))
      #expect(example.title == "订阅简报", "\(identifier)")
    }
  }

  @Test func anArgumentIsFilledInWholeWhateverItHolds() async throws {
    let chinese = try ExampleText(language: .simplifiedChinese)
    let values = Gen<Character?>.element(of: Array("ab {}名}{name}")).array(of: 0...12).map {
      String($0.compactMap { $0 })
    }
    await checkProperty(count: 200, input: values) { value in
      #expect(ExampleText.english("Signed in as {name}", ["name": value]) == "Signed in as " + value)
      #expect(chinese("Signed in as {name}", ["name": value]) == "已登录：" + value)
      #expect(chinese("{name} ({relation})", ["name": value, "relation": value]) == "\(value)（\(value)）")
    }
  }

  @Test(arguments: names)
  func englishFormsAreTheSameWhicheverWayTheyAreMade(name: String) throws {
    let example = try #require(Examples.named(name))
    let plain = try example.make()
    plain.locale = Locale(identifier: "en_US")
    let english = try example.localized(for: Locale(identifier: "en_US")).make()
    #expect(!english.hasPendingUpdate)
    func shown(_ form: Form) -> [[String]] {
      form.snapshot.sections.map { section in
        section.rows.compactMap { form.state(of: $0) }.map { state in
          ([state.title, state.displayValue] + state.options.items.map(\.title)).joined(separator: "|")
        }
      }
    }
    #expect(shown(plain) == shown(english))
  }

  @Test(arguments: names)
  func tagsValuesAndParametersDoNotChangeWithTheLanguage(name: String) async throws {
    let english = try #require(Examples.named(name))
    let chinese = try english.localized(for: Self.chinese)
    #expect(chinese.name == english.name)
    #expect(chinese.answers == english.answers)
    #expect(chinese.submitButtonTags == english.submitButtonTags)
    for sample in english.answers {
      let (englishForm, chineseForm) = (try english.make(), try chinese.make())
      #expect(!chineseForm.hasPendingUpdate, "renderers start from the form in its locale")
      #expect(chineseForm.locale == Self.chinese)
      try englishForm.setValues(members(of: sample.answers))
      try chineseForm.setValues(members(of: sample.answers))
      #expect(englishForm.values() == chineseForm.values(), "\(sample.name)")
      #expect(englishForm.json() == chineseForm.json(), "\(sample.name)")
      let (englishReport, chineseReport) = (await englishForm.validateAll(), await chineseForm.validateAll())
      #expect(failingTags(englishReport) == failingTags(chineseReport), "\(sample.name)")
      guard sample.expectation == .valid else { continue }
      let parameters = try english.parameters?(englishForm) ?? englishForm.parameters()
      #expect(try (chinese.parameters?(chineseForm) ?? chineseForm.parameters()) == parameters, "\(sample.name)")
    }
  }

  @Test func theMenuAndTheFormsSpeakChinese() throws {
    let examples = try Examples.all(for: Self.chinese)
    #expect(examples.map(\.name) == Examples.all.map(\.name))
    let login = try #require(examples.first { $0.name == "login" })
    #expect(login.title == "登录")
    #expect(login.origin == "Flix 001：登录")
    let form = try login.make()
    let username = try row(ExampleForm.LoginKeys.username, in: form)
    #expect(form.state(of: username)?.title == "用户名")
    let readOnly = try #require(try Examples.named("transport-order-readonly", for: Self.chinese)).make()
    let project = try row(ExampleForm.TransportOrderKeys.project, in: readOnly)
    #expect(readOnly.tap(project) == .denied("该订单已派车：只能修改备注。"))
  }

  @Test func aFormReadFromASchemaKeepsItsTexts() throws {
    let example = ExampleForm(name: "x.json", title: "Account", summary: "Newsletter") {
      try Form { Section("Account") { Row.name(RowKey<String>("name"), "Name") } }
    }
    let chinese = try example.localized(for: Self.chinese)
    #expect(chinese.title == "Account")
    #expect(chinese.summary == "Newsletter")
    let form = try chinese.make()
    #expect(form.locale == Self.chinese)
  }
}
