#if canImport(SwiftUI) && os(Linux)
  import Formwork
  import FormworkSwiftUI
  import SwiftUI
  import Testing
  import FormworkExamples
  import UIKit

  /// Rows in every state in the SwiftUI form view: hidden, disabled (and why), with an error or
  /// a warning, focused, read-only, loading their options. Linux only (views read through the
  /// stand-in's `ViewHost`). Serialized: VoiceOver announcements are recorded globally.
  @MainActor
  // Settling until the views show a loader's result waits as long as the loader takes: bounded here.
  @Suite(.serialized, .timeLimit(.minutes(3))) struct SwiftUIRowStateTests {
    static let more = RowKey<Bool>("more")
    static let name = RowKey<String>("name")

    @Test func aHiddenRowIsNotShownUntilItsConditionHolds() throws {
      let form = try Formwork.Form {
        Section {
          Row.switch(Self.more, "More")
          Row.text("extra", "Extra").hidden { $0[Self.more] != true }
        }
      }
      let screen = try FormScreen(form)
      #expect(throws: ViewHostError.self) { try screen.row("extra") }
      try screen.row("more").toggle()
      #expect(try screen.row("extra").kind == .textField)
      try screen.row("more").toggle()
      #expect(throws: ViewHostError.self) { try screen.row("extra") }
    }

    @Test func aDisabledRowCannotBeEditedAndSaysWhyWhenTapped() throws {
      UIAccessibility.resetPosts()
      let form = try Formwork.Form {
        Section {
          Row.text(Self.name, "Name").disabled(when: { _ in true }).disabledReason("Set by your company")
        }
      }
      let screen = try FormScreen(form)
      let field = try screen.row("name")
      #expect(field.isDisabled)
      #expect(throws: ViewHostError.self) { try field.type("x") }
      // The row's cover catches the tap a disabled control does not take.
      let cover = try #require(screen.host.nodes { $0.kind == .color && $0.role == .overlay }.first)
      #expect(cover.isAccessibilityHidden)
      try cover.tap()
      let notice = try screen.host.node(identifier: "formwork.notice")
      #expect(notice.texts == ["Set by your company"])
      #expect(UIAccessibility.posts.map(\.text) == ["Set by your company"])
      #expect(
        try screen.row("name").first { $0.accessibilityHint == "Set by your company" } != nil
          || screen.host.nodes { $0.accessibilityHint == "Set by your company" }.count == 1)
      try notice.tap()
      #expect(screen.host.nodes { $0.accessibilityIdentifier == "formwork.notice" }.isEmpty)
      #expect(form[Self.name] == nil)
    }

    @Test func aRefusalCanBeAnAlertInstead() throws {
      let form = try Formwork.Form {
        Section { Row.switch(Self.more, "More").disabled(when: { _ in true }).disabledReason("Locked") }
      }
      let screen = try FormScreen(form, root: NavigationStack { FormView(form: form).denialPresentation(.alert) })
      try #require(screen.host.nodes { $0.kind == .color && $0.role == .overlay }.first).tap()
      let alert = try #require(screen.host.nodes(.alert).first)
      #expect(alert.string == "Locked")
      try screen.host.node(.button, text: form.strings.controls.ok).tap()
      #expect(screen.host.nodes(.alert).isEmpty)
    }

    @Test func errorsAndWarningsShowUnderTheirRowAndAreRead() throws {
      let form = try Formwork.Form {
        Section {
          Row.text(Self.name, "Name").required()
          Row.integer(RowKey<Int>("age"), "Age", value: 12)
            .rules(.custom("adult", message: "Usually 18 or older", severity: .warning) { age, _ in (age ?? 0) >= 18 })
        }
      }
      let screen = try FormScreen(form)
      #expect(screen.message("name") == nil)
      form.validate()
      form.flush()
      try screen.host.update()
      let error = try #require(screen.message("name"))
      #expect(error.foregroundColor == .red)
      #expect(error.systemImage == "exclamationmark.circle.fill")
      #expect(try screen.row("name").accessibilityLabel == "Name, required")
      let warning = try #require(screen.message("age"))
      #expect(warning.foregroundColor == .orange)
      #expect(warning.texts == ["Usually 18 or older"])
      try screen.row("name").type("Ann")
      #expect(screen.message("name") == nil)
    }

    @Test func aFocusedRowIsScrolledToAndTheKeyboardBarMovesBetweenFields() throws {
      let form = try Formwork.Form {
        Section {
          Row.text("first", "First")
          Row.text("second", "Second")
        }
      }
      let model = FormModel(form: form)
      let host = try ViewHost(NavigationStack { FormView(model: model) })
      model.focus(form.rowID(forTag: "second"))
      try host.update()
      #expect(try host.node(identifier: "formwork.row.second").isFocused)
      #expect(host.scrollTargets.contains(AnyHashable(try #require(form.rowID(forTag: "second")))))
      let previous = try #require(host.nodes { $0.accessibilityLabel == form.strings.controls.previousField }.first)
      #expect(!previous.isDisabled)
      #expect(host.nodes { $0.accessibilityLabel == form.strings.controls.nextField }.first?.isDisabled == true)
      try previous.tap()
      #expect(try host.node(identifier: "formwork.row.first").isFocused)
      let next = try #require(host.nodes { $0.accessibilityLabel == form.strings.controls.nextField }.first)
      #expect(!next.isDisabled)
      try next.tap()
      #expect(try host.node(identifier: "formwork.row.second").isFocused)
      #expect(form.focusedRow == form.rowID(forTag: "second"))
      try host.node(.button, text: form.strings.controls.done).tap()
      #expect(try !host.node(identifier: "formwork.row.second").isFocused)
      #expect(form.focusedRow == nil)
    }

    @Test func aReadOnlyFormRefusesEveryEditAndSaysWhy() throws {
      let example = try #require(Examples.named("transport-order-readonly"))
      let form = try example.make()
      let screen = try FormScreen(form)
      let disabled = screen.host.nodes {
        $0.accessibilityIdentifier?.hasPrefix("formwork.row.") == true && $0.isDisabled
      }
      #expect(!disabled.isEmpty)
      for node in disabled.prefix(3) {
        #expect(throws: ViewHostError.self) { try node.tap() }
      }
    }

    @Test func optionsLoadingShowASpinnerThenTheOptions() async throws {
      let city = RowKey<String>("city")
      let form = try Formwork.Form {
        Section {
          Row.selector(city, "City", presentation: .picker) {
            [SelectorOption("paris", "Paris"), SelectorOption("lyon", "Lyon")]
          }
        }
      }
      let screen = try FormScreen(form)
      #expect(!screen.host.nodes(.progressView).isEmpty)
      #expect(!screen.host.nodes { $0.ownText == form.strings.controls.loading }.isEmpty)
      try await screen.host.settle { screen.host.nodes(.progressView).isEmpty }
      try screen.row("city").pick(text: "Lyon")
      #expect(form[city] == "lyon")
    }

    @Test func optionsThatFailToLoadSayWhyAndOfferToTryAgain() async throws {
      struct Offline: Error, CustomStringConvertible { var description: String { "offline" } }
      let city = RowKey<String>("city")
      let form = try Formwork.Form {
        Section {
          Row<String>.selector(city, "City", presentation: .picker) { throw Offline() }
        }
      }
      let screen = try FormScreen(form)
      try await screen.host.settle { !screen.host.nodes { $0.kind == .label && $0.foregroundColor == .red }.isEmpty }
      let failure = try #require(screen.host.nodes { $0.kind == .label && $0.foregroundColor == .red }.first)
      #expect(failure.texts.joined().contains("offline"))
      try screen.host.node(.button, text: form.strings.controls.retry).tap()
      try await screen.host.settle { !screen.host.nodes { $0.kind == .label && $0.foregroundColor == .red }.isEmpty }
      #expect(screen.host.nodes { $0.kind == .label && $0.foregroundColor == .red }.count == 1)
    }
  }
#endif
