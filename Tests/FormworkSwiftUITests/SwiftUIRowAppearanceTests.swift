#if canImport(SwiftUI) && os(Linux)
  import Formwork
  import FormworkSwiftUI
  import SwiftUI
  import Testing

  /// An app styles the SwiftUI rows by their state and style name (Eureka's `cellUpdate`):
  /// the most specific rule wins, an unset field keeps what encloses the row, and a row's look
  /// follows its state. Linux only (views read through the stand-in's `ViewHost`).
  @MainActor
  @Suite struct SwiftUIRowAppearanceTests {
    static let alarm = RowKey<Bool>("alarm")

    static func form() throws -> Formwork.Form {
      try Formwork.Form {
        Section {
          Row.switch(RowKey<Bool>("plain"), "Plain")
          Row.switch(alarm, "Alarm").style("danger")
          Row.text("name", "Name").style("danger")
        }
      }
    }

    @Test func aStyleRuleStylesItsRowsOverTheRuleForEveryRow() throws {
      let form = try Self.form()
      let root = NavigationStack {
        FormView(form: form)
          .formRowAppearance(style: "danger") { _ in FormRowAppearance(foregroundColor: .red, tint: .red) }
          .formRowAppearance { _ in FormRowAppearance(font: .headline, tint: .blue) }
      }
      let screen = try FormScreen(form, root: root)
      #expect(try screen.row("plain").tint == .blue)
      #expect(try screen.row("alarm").tint == .red, "the style's rule is more specific: it wins")
      #expect(try screen.row("alarm").font == .headline, "what the style's rule leaves unset comes from the other")
      #expect(try screen.row("name").foregroundColor == .red)
      #expect(try screen.row("plain").foregroundColor == nil)
    }

    @Test func anUnsetFieldKeepsWhatEnclosesTheForm() throws {
      let form = try Self.form()
      let root = NavigationStack {
        FormView(form: form)
          .formRowAppearance(style: "danger") { _ in FormRowAppearance(tint: .red) }
          .font(.subheadline)
      }
      let screen = try FormScreen(form, root: root)
      #expect(try screen.row("alarm").font == .subheadline)
      #expect(try screen.row("plain").font == .subheadline)
      #expect(try screen.row("alarm").tint == .red)
    }

    @Test func aRowsLookFollowsItsState() throws {
      let form = try Self.form()
      let root = NavigationStack {
        FormView(form: form).formRowAppearance { context in
          context.state.value == .bool(true) ? FormRowAppearance(tint: .orange) : nil
        }
      }
      let screen = try FormScreen(form, root: root)
      #expect(try screen.row("alarm").tint == nil)
      try screen.row("alarm").toggle()
      #expect(form[Self.alarm] == true)
      #expect(try screen.row("alarm").tint == .orange)
      #expect(try screen.row("plain").tint == nil)
    }
  }
#endif
