#if canImport(SwiftUI) && os(Linux)
  import Formwork
  import FormworkSwiftUI
  import SwiftUI
  import Testing

  /// An app styles and annotates a selector's options screen (Eureka's `onPresent`, UIKit's
  /// `cells.onOptionsPresented`): the pushed list, the action sheet, the alert; and options
  /// changed at run time reach the row and its screen. Linux only (views read through the
  /// stand-in's `ViewHost`).
  @MainActor
  @Suite struct SwiftUIOptionsScreenTests {
    static let plan = RowKey<String>("plan")

    static func form(_ presentation: SelectorPresentation = .push) throws -> Formwork.Form {
      try Formwork.Form {
        Formwork.Section {
          Row.selector(
            plan, "Plan", options: [.init("basic", "Basic"), .init("team", "Team")], presentation: presentation
          )
          .style("plans")
          Row.selector("size", "Size", options: [.init("s", "S")])
        }
      }
    }

    static func screen(_ form: Formwork.Form) throws -> FormScreen {
      let root = NavigationStack {
        FormView(form: form)
          .formOptionsScreen { context in
            context.style == "plans" ? FormOptionsScreen(title: "Choose a plan", message: "Billed monthly") : nil
          }
          .formOptionsScreen { _ in FormOptionsScreen(tint: .orange) }
      }
      return try FormScreen(form, root: root)
    }

    @Test func thePushedListTakesTheTitleNoteAndTintTheAppGives() throws {
      let form = try Self.form()
      let screen = try Self.screen(form)
      try screen.row("plan").tap()
      #expect(screen.host.navigationTitle == "Choose a plan")
      let note = try screen.host.node(identifier: "formwork.row.plan.options.message")
      #expect(note.string == "Billed monthly")
      try screen.button("Basic").tap()
      #expect(screen.value("plan") == "basic")
      try screen.row("plan").tap()
      let check = try #require(screen.host.nodes { $0.kind == .image && $0.systemImage == "checkmark" }.first)
      #expect(check.foregroundColor == .orange, "the nearer rule's tint, field by field over the outer one")
    }

    @Test func aSelectorNoRuleNamesKeepsTheBuiltInScreen() throws {
      let form = try Self.form()
      let screen = try Self.screen(form)
      try screen.row("size").tap()
      #expect(screen.host.navigationTitle == "Size")
      #expect(screen.host.nodes { $0.accessibilityIdentifier == "formwork.row.size.options.message" }.isEmpty)
    }

    @Test(arguments: [SelectorPresentation.actionSheet, .alert])
    func aDialogTakesTheTitleAndNote(_ presentation: SelectorPresentation) async throws {
      let form = try Self.form(presentation)
      let screen = try Self.screen(form)
      try screen.row("plan").tap()
      try await screen.host.settle { !screen.host.nodes { $0.role == .presentation }.isEmpty }
      let dialog = try #require(screen.host.nodes { $0.role == .presentation }.first)
      #expect(dialog.string == "Choose a plan")
      #expect(dialog.children.contains { $0.role == .message && $0.string == "Billed monthly" })
    }

    @Test func optionsChangedAtRunTimeReachTheRowAndItsList() throws {
      let form = try Self.form()
      let screen = try Self.screen(form)
      let id = try #require(form.rowID(forTag: "plan"))
      try form.choose("team", for: id)
      form.flush()
      try screen.host.update()
      #expect(try screen.row("plan").texts.contains("Team"))
      try form.setOptions([SelectorOption("team", "Teams"), SelectorOption("pro", "Pro")], forRow: id)
      form.flush()
      try screen.host.update()
      #expect(try screen.row("plan").texts.contains("Teams"))
      try screen.row("plan").tap()
      #expect(try screen.button("Pro").kind == .button)
      #expect(throws: (any Error).self) { try screen.button("Basic") }
    }
  }
#endif
