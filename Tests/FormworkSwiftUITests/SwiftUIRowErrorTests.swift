#if canImport(SwiftUI) && os(Linux)
  import Formwork
  import FormworkSwiftUI
  import SwiftUI
  import Testing

  /// Every row kind that can be required shows its error under it after a submit, in red with
  /// its identifier, and drops it once a value is given. Linux only (views read through the
  /// stand-in's `ViewHost`).
  @MainActor
  @Suite struct SwiftUIRowErrorTests {
    static let options: [SelectorOption<String>] = [.init("a", "A"), .init("b", "B")]

    static func form(_ kind: String) throws -> Formwork.Form {
      try Formwork.Form {
        Section {
          switch kind {
          case "text": Row.text("row", "Row").required()
          case "number": Row.integer(RowKey<Int>("row"), "Row").required()
          case "stepper": Row.stepper(RowKey<Int>("row"), "Row", value: nil, in: 0...5).required()
          case "segmented": Row.segmented(RowKey<String>("row"), "Row", options: options).required()
          case "picker":
            Row.selector(RowKey<String>("row"), "Row", options: options, presentation: .picker).required()
          case "push": Row.selector(RowKey<String>("row"), "Row", options: options).required()
          default: Row.date(RowKey<Date>("row"), "Row").required()
          }
        }
      }
    }

    @Test(arguments: ["text", "number", "stepper", "segmented", "picker", "push", "date"])
    func aRequiredRowShowsItsErrorUntilItHasAValue(kind: String) throws {
      let form = try Self.form(kind)
      let screen = try FormScreen(form)
      #expect(screen.message("row") == nil)
      form.validate()
      form.flush()
      try screen.host.update()
      let message = try #require(screen.message("row"))
      #expect(message.foregroundColor == .red)
      #expect(message.texts.count == 1)
      #expect(try screen.row("row").accessibilityLabel == "Row, \(form.strings.controls.required)")
      let control = try screen.row("row")
      switch control.kind {
      case .textField: try control.type("3")
      case .stepper: try control.increment()
      case .picker: try control.pick(text: "B")
      case .navigationLink:
        try control.tap()
        try screen.host.node(identifier: "formwork.row.row.option.1").tap()
      default: try control.tap()
      }
      #expect(screen.message("row") == nil, "\(kind): the error went with the value")
    }
  }
#endif
