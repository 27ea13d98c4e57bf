#if canImport(SwiftUI) && os(Linux)
  import Formwork
  import FormworkSwiftUI
  import SwiftUI
  import Testing

  /// Undo and redo of the form's history reach the fields that show the values.
  @MainActor
  @Suite struct SwiftUIUndoTests {
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
  }
#endif
