#if canImport(SwiftUI) && os(Linux)
  import Formwork
  import FormworkExamples
  import FormworkSwiftUI
  import FormworkSwiftUIExamples
  import SwiftUI
  import Testing

  /// Every example screen of `FormworkSwiftUIExamples` evaluated: the browser lists them, each
  /// opens its form, validates and resets. Linux only (views read through the stand-in).
  @MainActor
  @Suite struct SwiftUIExamplesTests {
    @Test(arguments: Examples.all.map(\.name))
    func everyExampleScreenShowsItsRows(name: String) throws {
      let example = try #require(Examples.named(name))
      let host = try ViewHost(NavigationStack { ExampleScreen(example: example) })
      #expect(host.navigationTitle == example.title)
      // Every tagged row the form shows (on its first page) is there.
      let form = try example.make()
      let identifiers = Set(host.nodes().compactMap(\.accessibilityIdentifier))
      let rows = form.snapshot.sections.flatMap(\.rows)
      #expect(!rows.isEmpty)
      for row in rows {
        guard let state = form.state(of: row), let tag = state.tag else { continue }
        #expect(identifiers.contains("formwork.row.\(tag)"), "\(name): row \(tag) (\(state.kind)) is shown")
      }
    }

    @Test func theBrowserListsEveryExampleAndOpensOne() throws {
      let host = try ViewHost(FormworkExamplesView())
      #expect(host.navigationTitle == "Formwork")
      for example in Examples.all {
        #expect((try? host.node(identifier: "formwork.example.\(example.name)")) != nil)
      }
      try host.node(identifier: "formwork.example.newsletter").tap()
      #expect(host.navigationTitle == Examples.named("newsletter")?.title)
      try host.goBack()
      #expect(host.navigationTitle == "Formwork")
    }

    @Test func validatingAnIncompleteExampleSaysWhatIsMissingThenResetting() throws {
      let example = try #require(Examples.named("profile"))
      let host = try ViewHost(NavigationStack { ExampleScreen(example: example) })
      let menu = try #require(host.nodes(.menu).first)
      #expect(menu.accessibilityTraits.contains(.isButton))
      try host.node(.button, text: "Validate").tap()
      let alert = try #require(host.nodes(.alert).first)
      #expect(alert.string == "Not valid yet")
      try host.node(.button, text: "OK").tap()
      #expect(host.nodes(.alert).isEmpty)
      try host.node(.button, text: "Reset").tap()
      #expect(host.nodes(.alert).isEmpty)
    }
  }
#endif
