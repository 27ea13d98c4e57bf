#if canImport(SwiftUI) && os(Linux)
  import Formwork
  import FormworkSwiftUI
  import SwiftUI
  import Testing

  /// Every editable row kind when disabled: its control is disabled, cannot be used, and the
  /// row's cover says why. Linux only (views read through the stand-in's `ViewHost`).
  @MainActor
  @Suite struct SwiftUIDisabledRowTests {
    static let options: [SelectorOption<String>] = [.init("a", "A"), .init("b", "B")]

    static func form(_ kind: String) throws -> Formwork.Form {
      try Formwork.Form {
        Section {
          switch kind {
          case "text": Row.text("row", "Row").disabled(when: { _ in true }).disabledReason("No")
          case "switch": Row.switch(RowKey<Bool>("row"), "Row").disabled(when: { _ in true }).disabledReason("No")
          case "check": Row.check(RowKey<Bool>("row"), "Row").disabled(when: { _ in true }).disabledReason("No")
          case "stepper": Row.stepper(RowKey<Int>("row"), "Row").disabled(when: { _ in true }).disabledReason("No")
          case "slider": Row.slider(RowKey<Double>("row"), "Row").disabled(when: { _ in true }).disabledReason("No")
          case "segmented":
            Row.segmented(RowKey<String>("row"), "Row", options: options).disabled(when: { _ in true })
              .disabledReason("No")
          case "picker":
            Row.selector(RowKey<String>("row"), "Row", options: options, presentation: .picker)
              .disabled(when: { _ in true }).disabledReason("No")
          case "push":
            Row.selector(RowKey<String>("row"), "Row", options: options).disabled(when: { _ in true })
              .disabledReason("No")
          default:
            Row.date(RowKey<Date>("row"), "Row", value: Date(timeIntervalSinceReferenceDate: 0))
              .disabled(when: { _ in true }).disabledReason("No")
          }
        }
      }
    }

    @Test(arguments: ["text", "switch", "check", "stepper", "slider", "segmented", "picker", "push", "date"])
    func aDisabledRowsControlCannotBeUsedAndItsCoverSaysWhy(kind: String) throws {
      let form = try Self.form(kind)
      let before = form.state(of: try #require(form.rowID(forTag: "row")))?.value
      let screen = try FormScreen(form)
      let control = try screen.row("row")
      #expect(control.isDisabled)
      #expect(throws: ViewHostError.self) {
        switch control.kind {
        case .textField: try control.type("x")
        case .stepper: try control.increment()
        case .slider: try control.slide(to: 1)
        case .picker: try control.pick(text: "B")
        case .datePicker: try control.pick(date: Date(timeIntervalSinceReferenceDate: 86_400))
        default: try control.tap()
        }
      }
      #expect(screen.value("row") == before)
      try #require(screen.host.nodes { $0.kind == .color && $0.role == .overlay }.first).tap()
      #expect(try screen.host.node(identifier: "formwork.notice").texts == ["No"])
    }
  }
#endif
