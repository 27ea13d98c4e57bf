#if canImport(SwiftUI) && os(Linux)
  import Formwork
  import FormworkSwiftUI
  import SwiftUI
  import Testing

  /// Every row kind evaluated by the SwiftUI stand-in: what it shows, and its controls driven as
  /// a person would. Linux only (the views are read through the stand-in's `ViewHost`).
  @MainActor
  @Suite struct SwiftUIRowKindTests {
    @Test func aTextRowShowsItsTitleAndTakesTypedText() throws {
      let form = try Formwork.Form {
        Section("Main") {
          Row.text("name", "Name").required()
          Row.switch("notify", "Notify me")
        }
      }
      let screen = try FormScreen(form)
      let name = try screen.row("name")
      #expect(name.kind == .textField)
      #expect(name.accessibilityLabel == "Name, required")
      try name.type("Ann")
      #expect(screen.value("name") == .string("Ann"))
      #expect(try screen.row("name").text == "Ann")
      try screen.row("notify").toggle()
      #expect(screen.value("notify") == .bool(true))
      #expect(try screen.row("notify").isOn == true)
    }
  }
#endif
