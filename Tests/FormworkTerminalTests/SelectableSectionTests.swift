import Formwork
import Testing

@testable import FormworkTerminal

/// A radio list and a checklist at the keyboard: Space or Enter on an option chooses it, and
/// the marks follow the choice.
@MainActor
@Suite struct SelectableSectionKeyTests {
  let size = RowKey<String>("size")
  let toppings = RowKey<[String]>("toppings")

  func session() throws -> FormTerminalSession {
    let form = try Form {
      Section.radioList(size, "Size", value: "m", options: [.init("s", "Small"), .init("m", "Medium")])
      Section.checklist(toppings, "Toppings", options: [.init("cheese", "Cheese"), .init("olives", "Olives")])
    }
    return FormTerminalSession(form: form, title: "Order")
  }

  func line(_ session: FormTerminalSession, _ title: String) throws -> String {
    let text = session.frame(size: .standard).plainText
    return String(try #require(text.split(separator: "\n").first { $0.contains(title) }))
  }

  @Test func spaceChoosesAnOptionAndTheMarkMoves() async throws {
    let session = try session()
    #expect(try line(session, "Medium").hasSuffix("[x]"))
    #expect(try line(session, "Small").hasSuffix("[ ]"))
    #expect(session.focus?.row.flatMap { session.form.state(of: $0)?.title } == "Small")
    await session.handle(.character(" "))
    #expect(session.form[size] == "s")
    #expect(try line(session, "Small").hasSuffix("[x]"))
    #expect(try line(session, "Medium").hasSuffix("[ ]"))
  }

  @Test func enterTogglesEachOptionOfAChecklist() async throws {
    let session = try session()
    for _ in 0..<3 { await session.handle(.down) }
    #expect(session.focus?.row.flatMap { session.form.state(of: $0)?.title } == "Olives")
    await session.handle(.enter)
    await session.handle(.up)
    await session.handle(.character(" "))
    #expect(session.form[toppings] == ["cheese", "olives"])
    await session.handle(.character(" "))
    #expect(session.form[toppings] == ["olives"])
  }
}
