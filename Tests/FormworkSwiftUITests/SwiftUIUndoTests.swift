#if canImport(SwiftUI) && os(Linux)
  import Formwork
  import FormworkSwiftUI
  import SwiftUI
  import Testing

  /// Undo and redo of the form's history reach the fields that show the values, and the
  /// environment's undo manager (⌘Z, shake to undo) keeps every step across navigation.
  @MainActor
  @Suite(.serialized) struct SwiftUIUndoTests {
    @Test func undoingATypedValueShowsThePreviousTextInTheField() throws {
      let name = RowKey<String>("name")
      let form = try Formwork.Form { Section { Row.text(name, "Name", value: "Ann") } }
      let screen = try FormScreen(form)
      try screen.row("name").type("Bob")
      try screen.row("name").blur()
      #expect(form.canUndo)
      try form.undo()
      form.flush()
      try screen.host.update()
      #expect(form[name] == "Ann")
      #expect(try screen.row("name").text == "Ann")
      try form.redo()
      form.flush()
      try screen.host.update()
      #expect(try screen.row("name").text == "Bob")
    }

    static func bookingForm() throws -> Formwork.Form {
      try Formwork.Form {
        Formwork.Section {
          Row.text(RowKey<String>("name"), "Name")
          Row.text(RowKey<String>("city"), "City")
          Row<FormValue>.subform("address", "Address") {
            Formwork.Section { Row.text(RowKey<String>("street"), "Street") }
          }
        }
      }
    }

    /// Types `text` into the row tagged `tag` as one editing session (one undo step).
    static func type(_ text: String, into tag: String, on screen: FormScreen) throws {
      try screen.row(tag).focus()
      try screen.row(tag).type(text)
      try screen.row(tag).blur()
    }

    @Test func everyStepIsUndoneAfterANestedFormWasOpenedAndClosed() throws {
      let form = try Self.bookingForm()
      let manager = UndoManager()
      var environment = EnvironmentValues()
      environment.undoManager = manager
      let screen = try FormScreen(form, environment: environment)
      try Self.type("Ada", into: "name", on: screen)
      try Self.type("Lyon", into: "city", on: screen)
      // The form view disappears under the nested form and appears again.
      try screen.row("address").tap()
      #expect(screen.host.navigationTitle == "Address")
      try screen.host.goBack()
      #expect(screen.host.navigationTitle == nil)
      try Self.type("Paris", into: "city", on: screen)
      manager.undo()
      manager.undo()
      form.flush()
      try screen.host.update()
      #expect(try form.value(forTag: "city") == .null)
      #expect(try screen.row("city").text == "")
      manager.undo()
      form.flush()
      try screen.host.update()
      #expect(try form.value(forTag: "name") == .null, "the step typed before the navigation is undone too")
      #expect(try screen.row("name").text == "")
      #expect(!manager.canUndo)
      manager.redo()
      form.flush()
      try screen.host.update()
      #expect(try screen.row("name").text == "Ada")
    }

    @Test func aNewUndoManagerInTheEnvironmentGetsEveryStep() throws {
      let form = try Self.bookingForm()
      let screen = try FormScreen(form)
      try Self.type("Ada", into: "name", on: screen)
      try Self.type("Lyon", into: "city", on: screen)
      // The window's undo manager changes (a new scene, say).
      let manager = UndoManager()
      screen.host.environment.undoManager = manager
      try screen.host.update()
      manager.undo()
      manager.undo()
      form.flush()
      try screen.host.update()
      #expect(try form.value(forTag: "name") == .null)
      #expect(try form.value(forTag: "city") == .null)
      #expect(!manager.canUndo)
    }
  }
#endif
