import FormworkTestSupport
import Foundation
import Testing

@testable import FormworkCore

/// Texts that insert rows are value nodes of the engine: re-evaluated only when a row they read
/// changes, and renderers are told to reconfigure exactly the rows and headers they belong to.
@MainActor
@Suite struct FormTextTests {
  let name = RowKey<String>("name")
  let count = RowKey<Int>("count")

  func greetingForm() throws -> Form {
    try Form {
      Section(tag: "people") {
        Row.text(name, "Name")
        Row.integer(count, "Count", value: 2)
        Row.text("greeting").title("Hello \(row: name)")
        Row.text("other", "Other").placeholder(.template("{count} left, {{really}}"))
      }
      .header(.template("Order for {name}"))
      .footer("\(row: count) items")
      Section(tag: "rest") { Row.text("plain", "Plain") }
    }
  }

  func title(_ form: Form, _ tag: String) throws -> String {
    let id = try #require(form.rowID(forTag: tag))
    return try #require(form.state(of: id)).title
  }

  @Test func textsInsertDisplayValuesAndFollowChanges() throws {
    let form = try greetingForm()
    #expect(try title(form, "greeting") == "Hello ")
    let other = try #require(form.rowID(forTag: "other"))
    #expect(form.state(of: other)?.configuration.placeholder == "2 left, {really}")
    let section = try #require(form.sectionID(forTag: "people"))
    #expect(form.sectionState(of: section)?.header == .text("Order for "))
    form[name] = "Ada"
    #expect(try title(form, "greeting") == "Hello Ada")
    #expect(form.sectionState(of: section)?.header == .text("Order for Ada"))
    form[count] = 3
    #expect(form.sectionState(of: section)?.footer == .text("3 items"))
    #expect(form.state(of: other)?.configuration.placeholder == "3 left, {really}")
  }

  @Test func onlyTextsReadingTheChangedRowAreReevaluated() throws {
    let form = try greetingForm()
    let before = form.conditionEvaluationCount
    form["plain"] = "x"
    #expect(form.conditionEvaluationCount == before)
    form[name] = "Ada"
    // The title and the header read `name`; the footer and placeholder read `count`.
    #expect(form.conditionEvaluationCount - before == 2)
  }

  @Test func aTitleChangeIsAnInPlaceUpdateOfExactlyItsRowAndHeader() throws {
    let form = try greetingForm()
    let recorder = UpdateRecorder(form)
    let nameRow = try #require(form.rowID(forTag: "name"))
    form.input("Ada", for: nameRow)
    let flushed = recorder.flush()
    let update = try #require(flushed)
    #expect(!update.isStructural)
    let greeting = try #require(form.rowID(forTag: "greeting"))
    // The typed row is not reconfigured (its text is on screen); the title's row is.
    #expect(update.reconfigured == [greeting])
    let people = try #require(form.sectionID(forTag: "people"))
    #expect(update.reconfiguredSections == [people])
    let plan = RefreshPlan(update)
    #expect(plan.refreshedRows == [greeting])
    #expect(plan.refreshedSections == update.reconfiguredSections)
  }

  @Test func unknownRowsAndBadBracesAreBuildProblemsWithTheirPlace() throws {
    let unknown = #expect(throws: FormDefinitionError.self) {
      try Form { Section { Row.text(name, "Name").title(.template("Hi {nmae}")) } }
    }
    #expect(unknown?.errors.first?.location.tag == "name")
    #expect(unknown?.errors.first?.location.part == "title")
    #expect(unknown?.errors.first?.message.contains("'nmae'") == true)

    let unclosed = #expect(throws: FormDefinitionError.self) {
      try Form { Section { Row.text(name, "Name") }.header(.template("Hi {name")) }
    }
    #expect(unclosed?.errors.first?.location.column == 4)
    #expect(unclosed?.errors.first?.location.part == "header")

    let lone = #expect(throws: FormDefinitionError.self) {
      try Form { Section { Row.text(name, "Name").placeholder(.template("a } b")) } }
    }
    #expect(lone?.errors.first?.location.column == 3)
  }

  @Test func templatesParseBracesAndContext() throws {
    #expect(
      try FormText.parseTemplate("{{a}} {b} {$ctx.c}!").get() == [
        .literal("{a} "), .row("b"), .literal(" "), .context("c"), .literal("!"),
      ])
    #expect(try FormText.parseTemplate("{ b }").get() == [.row("b")])
    #expect(throws: FormText.TemplateProblem.self) { try FormText.parseTemplate("{}").get() }
    let form = try Form(context: ["user": "Ada"]) {
      Section { Row.text("x").title("Hi \(context: "user")") }
    }
    #expect(try title(form, "x") == "Hi Ada")
    form.setContext("user", "Grace")
    #expect(try title(form, "x") == "Hi Grace")
  }

  // MARK: Localized

  @Test func localizedTextsFollowTheLocaleWithFallbacks() throws {
    let form = try Form {
      Section {
        Row.text(name, "Name").title(.localized(["en": "Name", "zh-Hans": "姓名", "de": "Name (de)"]))
        Row.text("hello").title(.localized(["fr": "Bonjour \(row: name)", "ja": "こんにちは"]))
      }
    }
    form.locale = Locale(identifier: "zh_CN")
    #expect(try title(form, "name") == "姓名")
    form.locale = Locale(identifier: "zh-Hans-SG")
    #expect(try title(form, "name") == "姓名")
    form.locale = Locale(identifier: "de_AT")
    #expect(try title(form, "name") == "Name (de)")
    form.locale = Locale(identifier: "it_IT")
    #expect(try title(form, "name") == "Name")
    // Neither the language nor English: the first tag in alphabetical order.
    #expect(try title(form, "hello") == "Bonjour ")
    form.locale = Locale(identifier: "ja_JP")
    #expect(try title(form, "hello") == "こんにちは")
  }

  @Test(arguments: [
    ("zh_TW", "zh-Hant"), ("zh-Hant-HK", "zh-Hant"), ("zh_CN", "zh-Hans"), ("pt_BR", "pt-BR"), ("pt_PT", "pt"),
    ("en_GB", "en"), ("ko_KR", "en"), ("sr-Latn-RS", "sr-Latn"),
  ])
  func variantPicking(locale: String, expected: String) {
    let variants: [(language: String, content: FormText.Content)] = [
      "en", "pt", "pt-BR", "sr-Latn", "zh-Hans", "zh-Hant",
    ]
    .map { ($0, .parts([])) }
    let index = FormText.variantIndex(in: variants, localeIdentifier: locale)
    #expect(variants[index].language == expected)
  }

  @Test func plainTextsStayPlainStrings() throws {
    let row = Row.text(name, "Name").title("Plain")
    #expect(row.title == "Plain")
    #expect(row.spec.texts == nil)
    let form = try Form { Section { row } }
    #expect(form.conditionEvaluationCount == 0)
  }

  // MARK: Pages and rule messages

  @Test func pageTitlesInsertRowsAndFollowTheLocale() throws {
    let form = try Form(pages: [
      Page("Applicant") { Section { Row.text(name, "Name") } },
      Page(.localized(["en": "Review for \(row: name)", "de": "Prüfung für \(row: name)"])) {
        Section { Row.text("notes", "Notes") }
      },
    ])
    form.locale = Locale(identifier: "en_US")
    let review = try #require(form.pageIDs.last)
    #expect(form.title(of: review) == "Review for ")
    form[name] = "Ada"
    #expect(form.title(of: review) == "Review for Ada")
    form.locale = Locale(identifier: "de_DE")
    #expect(form.title(of: review) == "Prüfung für Ada")
  }

  @Test func ruleMessagesAreMadeWhenTheRuleFails() throws {
    let limit = RowKey<Int>("limit")
    let form = try Form {
      Section {
        Row.integer(limit, "Limit", value: 3)
        Row.integer(count, "Count", value: 5)
          .rules(
            Rule.custom("withinLimit", message: "") { value, context in
              guard case .int(let limit)? = context.value(forTag: "limit") else { return true }
              return (value ?? 0) <= limit
            }
            .message(.localized(["en": "At most {limit}", "fr": "Au plus {limit}"]).templated))
      }
    }
    form.locale = Locale(identifier: "en_US")
    #expect(form.validate().errors.map(\.message) == ["At most 3"])
    form.locale = Locale(identifier: "fr_FR")
    form[limit] = 4
    #expect(form.validate().errors.map(\.message) == ["Au plus 4"])
  }

  @Test func anUnknownRowInARuleMessageIsABuildProblem() throws {
    let error = #expect(throws: FormDefinitionError.self) {
      try Form { Section { Row.integer(count, "Count").rules(Rule.atMost(3).message(.template("{nope}"))) } }
    }
    #expect(error?.errors.first?.location.part == "rule 'atMost' message")
  }
}

extension FormText {
  /// The same localized text with each variant read as a template (as schemas do).
  fileprivate var templated: FormText {
    FormText(
      variants: variants.map { variant in
        guard case .parts(let parts) = variant.content, parts.count == 1, case .literal(let text) = parts[0] else {
          return variant
        }
        return (variant.language, .template(text))
      })
  }
}
