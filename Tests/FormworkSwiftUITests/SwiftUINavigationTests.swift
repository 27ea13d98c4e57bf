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

    /// An app that keeps its pages model passes another one (a new application started): the
    /// view shows the new model's form, not the first one it was given.
    @Test func aPagesViewFollowsTheModelTheAppPasses() throws {
      let first = FormPagesModel(form: try Formwork.Form { Page("Applicant") { Section { Row.text("a", "A") } } })
      let second = FormPagesModel(form: try Formwork.Form { Page("Vehicle") { Section { Row.text("b", "B") } } })
      let app = PagesApp(pages: first)
      let host = try ViewHost(NavigationStack { PagesAppView(app: app) })
      #expect(host.nodes { $0.ownText == first.chrome.title }.count == 1)
      #expect((try? host.node(identifier: "formwork.row.a")) != nil)
      app.pages = second
      try host.update()
      #expect(host.nodes { $0.ownText == second.chrome.title }.count == 1)
      #expect(host.nodes { $0.ownText == first.chrome.title }.isEmpty)
      try host.node(identifier: "formwork.row.b").type("typed")
      #expect(second.model.form[RowKey<String>("b")] == "typed")
    }

    /// A form passed to `FormPagesView(form:)` gets a model made once: the view keeps it across
    /// its parent's updates (answers and the page reached stay), and makes a new one for another form.
    @Test func aPagesViewOwnsTheModelOfAFormItIsGiven() throws {
      let form = try Formwork.Form {
        Page("One") { Section { Row.text("a", "A") } }
        Page("Two") { Section { Row.text("b", "B") } }
      }
      let app = FormApp(form: form)
      let host = try ViewHost(NavigationStack { FormAppView(app: app) })
      try host.node(.button, text: form.strings.controls.next).tap()
      #expect((try? host.node(identifier: "formwork.row.b")) != nil, "on page two")
      app.renders += 1  // the parent renders again with the same form
      try host.update()
      #expect((try? host.node(identifier: "formwork.row.b")) != nil, "still on page two")
      let other = try Formwork.Form { Page("Other") { Section { Row.text("c", "C") } } }
      app.form = other
      try host.update()
      #expect((try? host.node(identifier: "formwork.row.c")) != nil)
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

  @MainActor
  private final class PagesApp: ObservableObject {
    @Published var pages: FormPagesModel
    init(pages: FormPagesModel) { self.pages = pages }
  }

  @MainActor
  private struct PagesAppView: View {
    @ObservedObject var app: PagesApp
    var body: some View { FormPagesView(pages: app.pages) { _ in } }
  }

  @MainActor
  private final class FormApp: ObservableObject {
    @Published var form: Formwork.Form
    @Published var renders = 0
    init(form: Formwork.Form) { self.form = form }
  }

  @MainActor
  private struct FormAppView: View {
    @ObservedObject var app: FormApp
    var body: some View {
      VStack {
        Text("Rendered \(app.renders)")
        FormPagesView(form: app.form) { _ in }
      }
    }
  }
#endif
