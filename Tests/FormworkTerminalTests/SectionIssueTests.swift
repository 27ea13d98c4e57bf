import Formwork
import Foundation
import Testing

@testable import FormworkTerminal

/// A section's own issues ("at least one stop") at the terminal: drawn under the section's rows
/// like a row's messages, counted by a refused submit, redrawn in place as they change.
@MainActor
@Suite struct SectionIssueTests {
  static let stops = SectionKey<String>("stops")
  static let reference = RowKey<String>("reference")

  /// A reference, a list of stops that needs at least one and takes at most three, and a
  /// section with a warning rule.
  static func delivery() throws -> Form {
    let form = try Form {
      Section("Order") {
        Row.text(reference, "Reference")
      }
      Section.multivalued(stops, "Stops", addTitle: "Add a stop", maxRows: 3) {
        Row.text(nil, "Stop")
      }
      .rules(.minRows(1).message("Add at least one stop."))
      .footer("Drivers call at the stops in order.")
      Section("Extras", tag: "extras") {
        Row.check(RowKey<Bool>("fragile"), "Fragile")
        Row.check(RowKey<Bool>("cold"), "Keep cold")
      }
      .rules(
        .custom("oneExtra", message: "Most orders ask for an extra.", severity: .warning) { section in
          section.values.contains(.bool(true))
        })
    }
    form.locale = Locale(identifier: "en_US")
    return form
  }

  func lines(_ session: FormTerminalSession) -> [ScreenLine] { session.frame(size: .standard).lines }

  func text(_ session: FormTerminalSession) -> [String] { lines(session).map(\.plainText) }

  func focusedTitle(_ session: FormTerminalSession) -> String? {
    session.focus?.row.flatMap { session.form.state(of: $0)?.title }
  }

  @Test func aRefusedSubmitShowsTheIssueUnderTheSectionAndFocusesItsAddRow() async throws {
    let session = FormTerminalSession(form: try Self.delivery(), title: "Delivery")
    #expect(!text(session).contains { $0.contains("Add at least one stop.") }, "nothing before a submit")

    await session.handle(.control("s"))
    #expect(focusedTitle(session) == "Add a stop")
    #expect(session.statusText == "1 problem: Add at least one stop. (fix, then Ctrl-S)")
    let screen = lines(session)
    let add = try #require(screen.firstIndex { $0.plainText.contains("[ Add a stop ]") })
    let footer = try #require(screen.firstIndex { $0.plainText.contains("Drivers call at the stops in order.") })
    let error = try #require(screen.firstIndex { $0.plainText == "  ! Add at least one stop." })
    #expect(add < footer && footer < error, "under the rows and the footer text")
    #expect(screen[error].spans.contains { $0.text == "! Add at least one stop." && $0.style.contains(.red) })
    let warning = try #require(screen.firstIndex { $0.plainText == "  warning: Most orders ask for an extra." })
    #expect(screen[warning].spans.contains { $0.style.contains(.yellow) })
    #expect(error < warning)
  }

  @Test func theIssueGoesAwayInPlaceWhenAStopIsAdded() async throws {
    let session = FormTerminalSession(form: try Self.delivery(), title: "Delivery")
    await session.handle(.control("s"))
    #expect(text(session).contains("  ! Add at least one stop."))
    await session.handle(.enter)  // the focused Add row adds a stop and focuses it
    #expect(focusedTitle(session) == "Stop")
    #expect(text(session).contains("  ! Add at least one stop."), "an empty stop is no entry yet")
    for character in "Lyon" { await session.handle(.character(character)) }
    await session.handle(.tab)
    #expect(session.form[Self.stops] == ["Lyon"])
    #expect(!text(session).contains { $0.contains("Add at least one stop.") })
  }

  @Test func aFullListDisablesItsAddRowWithTheReason() async throws {
    let form = try Self.delivery()
    let stops = try #require(form.sectionID(forTag: Self.stops.tag))
    for city in ["Lyon", "Dijon", "Metz"] { try form.appendMultivaluedRow(toSection: stops, value: .string(city)) }
    let session = FormTerminalSession(form: form, title: "Delivery")
    #expect(text(session).contains { $0.contains("[ Add a stop ]  (disabled)") })
  }

  @Test func theGoldenScreenAfterARefusedSubmit() async throws {
    let (_, terminal, _) = try await drive(Self.delivery(), title: "Delivery", input: [Keys.ctrlS])
    assertGolden(terminal.screen.text, named: "section-issues-refused")
  }

  @Test func headlessRunsListTheSectionsIssueByItsTag() async throws {
    let result = try await HeadlessRun.run(form: Self.delivery(), answers: ["reference": "A-17", "fragile": true])
    guard case .invalid(let issues) = result else {
      Issue.record("expected invalid, got \(result)")
      return
    }
    #expect(issues.map(\.description) == ["stops: Add at least one stop."])
    #expect(result.json == ["errors": ["stops": ["Add at least one stop."]]])
    #expect(result.exitCode == .invalidAnswers)
  }

  @Test func headlessWarningsOfASectionDoNotBlock() async throws {
    let result = try await HeadlessRun.run(form: Self.delivery(), answers: ["stops": ["Lyon"]])
    guard case .valid(let submission, let warnings) = result else {
      Issue.record("expected valid, got \(result)")
      return
    }
    #expect(warnings.map(\.description) == ["extras: warning: Most orders ask for an extra."])
    #expect(submission.values["stops"] == ["Lyon"])
  }
}
