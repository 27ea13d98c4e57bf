import Formwork
import Foundation
import Testing

@testable import FormworkTerminal

/// A ranking in the terminal: Enter opens its options in ranked order, numbered; Alt-↑/Alt-↓
/// (or Shift) move the highlighted one, the hints say so in the form's language; the line mode
/// takes every number in order; headless answers are the ranked values.
@MainActor
@Suite(.serialized) struct RankingTerminalTests {
  static let priorities = RowKey<[String]>("priorities")

  static func form(locale: Locale = Locale(identifier: "en")) throws -> Form {
    let form = try Form {
      Section {
        Row.ranking(
          priorities, "Priorities",
          options: [SelectorOption("price", "Price"), SelectorOption("speed", "Speed"), SelectorOption("care", "Care")])
        Row.text("note", "Note")
      }
    }
    form.locale = locale
    return form
  }

  @Test func enterOpensTheRankingAltArrowsMoveTheHighlightedOption() async throws {
    let form = try Self.form()
    let session = FormTerminalSession(form: form, title: "Ranking")
    #expect(HelpText.text(for: session).hasPrefix("Enter rank"))
    #expect(session.frame(size: .standard).plainText.contains("Price, Speed, Care"), "unranked: the given order")
    await session.handle(.enter)
    #expect(session.picker?.isRanking == true)
    #expect(HelpText.text(for: session).contains("Alt-↑↓ rank"))
    var screen = session.frame(size: .standard).plainText
    #expect(screen.contains(" 1. Price") && screen.contains(" 3. Care"))
    await session.handle(.down)
    await session.handle(.down)
    await session.handle(.alt(.up))
    #expect(form[Self.priorities] == ["price", "care", "speed"])
    await session.handle(.modified(.up, .shift))
    #expect(form[Self.priorities] == ["care", "price", "speed"])
    #expect(session.picker?.highlighted == 0, "the highlight follows the option")
    await session.handle(.alt(.up))
    #expect(form[Self.priorities] == ["care", "price", "speed"], "the first stays first")
    screen = session.frame(size: .standard).plainText
    #expect(screen.contains(">  1. Care"))
    await session.handle(.enter)
    #expect(session.picker == nil)
    #expect(session.frame(size: .standard).plainText.contains("Care, Price, Speed"))
    await session.handle(.delete)
    #expect(form[Self.priorities] == nil, "Delete unranks")
  }

  @Test func theHintsAreInTheFormsLanguage() async throws {
    for (identifier, word) in [("de", "ordnen"), ("fr", "classer"), ("ja", "順位付け")] {
      let form = try Self.form(locale: Locale(identifier: identifier))
      let session = FormTerminalSession(form: form, title: "Ranking")
      #expect(HelpText.text(for: session).contains(word), "\(identifier)")
      await session.handle(.enter)
      #expect(HelpText.text(for: session).contains("Alt-↑↓ \(word)"), "\(identifier)")
    }
    for language in ["ar", "de", "en", "es", "fr", "ja", "ko", "pt-BR", "zh-Hans", "zh-Hant"] {
      let words = TerminalStrings(locale: Locale(identifier: language))
      #expect(!words.rank.isEmpty && !words.linesRank.isEmpty)
      if language != "en" {
        #expect(words.linesRank != TerminalStrings(locale: Locale(identifier: "en")).linesRank, "\(language)")
      }
    }
  }

  @Test func theLineModeTakesEveryNumberInOrder() async throws {
    let form = try Self.form()
    let lines = ScriptedLines(["3, 1", "3, 1, 2", ""])
    _ = await LinePromptSession(form: form, title: "Test").run(on: lines)
    #expect(form[Self.priorities] == ["care", "price", "speed"])
    #expect(lines.transcript.contains("first-ranked first"))
    #expect(lines.transcript.contains("is missing"), "a partial ranking is refused with why")
  }

  @Test func aHeadlessAnswerIsTheRankedValues() async throws {
    let form = try Self.form()
    let guide = await AnswerGuide.takes(form, try #require(form.state(forTag: "priorities")))
    #expect(guide.contains("\"price\" (Price)"))
  }
}
