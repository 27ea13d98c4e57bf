#if canImport(SwiftUI) && os(Linux)
  import Formwork
  import FormworkExamples
  import FormworkListDriver
  import FormworkSwiftUI
  import FormworkSwiftUIExamples
  import SwiftUI
  import Testing

  /// Screens pushed from the SwiftUI form view (nested forms) and multi-page forms (Next, Back,
  /// Done, refusals). Linux only (views read through the stand-in's `ViewHost`).
  @MainActor
  @Suite struct SwiftUINavigationTests {
    static func addressForm() throws -> Formwork.Form {
      let street = RowKey<String>("street")
      return try Formwork.Form {
        Formwork.Section {
          Row<FormValue>.subform("address", "Address") {
            Formwork.Section { Row.text(street, "Street").required() }
          }
        }
      }
    }

    @Test func doneWritesAValidNestedFormAndGoesBack() throws {
      let form = try Self.addressForm()
      let screen = try FormScreen(form)
      try screen.row("address").tap()
      #expect(screen.host.navigationTitle == "Address")
      let done = try screen.toolbarButton(.confirmationAction)
      #expect(done.ownText == form.strings.controls.done)
      try done.tap()
      #expect(screen.host.navigationTitle == "Address", "an invalid nested form stays open")
      #expect(screen.message("street") != nil)
      try screen.row("street").type("Main Street 1")
      try screen.toolbarButton(.confirmationAction).tap()
      #expect(screen.host.navigationTitle == nil)
      let id = try #require(form.rowID(forTag: "address"))
      let address = try #require(form.state(of: id))
      #expect(String(describing: address.value).contains("Main Street 1"))
      #expect(try screen.row("address").accessibilityValue == address.displayValue)
      #expect(!address.displayValue.isEmpty)
    }

    @Test func goingBackFromANestedFormWritesNothing() throws {
      let form = try Self.addressForm()
      let screen = try FormScreen(form)
      try screen.row("address").tap()
      try screen.row("street").type("Elsewhere")
      try screen.host.goBack()
      #expect(screen.host.navigationTitle == nil)
      #expect(screen.value("address") == .null)
      // Opened again, the nested form starts from the row's value.
      try screen.row("address").tap()
      #expect(try screen.row("street").text == "")
    }

    @Test func aNestedFormExampleCommitsItsAddress() throws {
      let example = try #require(Examples.named("nested-form"))
      let host = try ViewHost(NavigationStack { ExampleScreen(example: example) })
      let links = host.nodes(.navigationLink)
      #expect(!links.isEmpty)
      try links[0].tap()
      #expect(host.nodes { $0.kind == .screen }.count == 1, "only the pushed screen is shown")
    }

    @Test func pagesGoNextAndBackAndRefuseAnInvalidPage() throws {
      let example = try #require(Examples.named("commute-survey"))
      let form = try example.make()
      let pages = FormPagesModel(form: form)
      var completed = 0
      let host = try ViewHost(NavigationStack { FormPagesView(pages: pages) { _ in completed += 1 } })
      let title = pages.chrome.title
      #expect(host.nodes { $0.ownText == title }.count == 1)
      #expect(host.nodes(.progressView).first?.accessibilityLabel == pages.chrome.stepText)
      // Next without a commute mode is refused, and says why.
      try host.node(.button, text: pages.chrome.next.title).tap()
      let refusal = try #require(pages.refusalSummary)
      #expect(host.nodes { $0.kind == .label && $0.texts == [refusal] }.count == 1)
      // The segmented row has no "None" segment.
      let mode = try host.node(identifier: "formwork.row.mode")
      #expect(!mode.options.map(\.text).contains(form.strings.controls.none))
      try mode.pick(text: "Foot")
      try host.node(.button, text: pages.chrome.next.title).tap()
      #expect(pages.refusal == nil)
      #expect(host.nodes { $0.ownText == pages.chrome.title }.count == 1)
      #expect(pages.chrome.title != title)
      try host.node(.button, text: pages.chrome.back.title).tap()
      #expect(pages.chrome.title == title)
      try host.node(.button, text: pages.chrome.next.title).tap()
      // The last page: a required stepper without a value.
      try host.node(.button, text: pages.chrome.done.title).tap()
      #expect(completed == 0)
      try host.node(identifier: "formwork.row.recommend").increment()
      try host.node(.button, text: pages.chrome.done.title).tap()
      #expect(completed == 1)
    }

    @Test func theReturnKeyOfAPagesLastFieldGoesToTheNextPage() throws {
      let form = try Formwork.Form {
        Page("One") { Section { Row.text("a", "A") } }
        Page("Two") { Section { Row.text("b", "B") } }
      }
      let pages = FormPagesModel(form: form)
      let host = try ViewHost(NavigationStack { FormPagesView(pages: pages) { _ in } })
      let field = try host.node(identifier: "formwork.row.a")
      #expect(field.submitLabel == .next)
      try field.type("x")
      try host.node(identifier: "formwork.row.a").submit()
      #expect((try? host.node(identifier: "formwork.row.b")) != nil)
    }
  }
#endif
