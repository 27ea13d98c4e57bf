#if canImport(SwiftUI) && os(Linux)
  import Formwork
  import FormworkSwiftUI
  import SwiftUI
  import Testing

  /// Check, switch and segmented rows in the SwiftUI form view: what they show and say, and taps.
  /// Linux only (views read through the stand-in's `ViewHost`).
  @MainActor
  @Suite struct SwiftUIChoiceRowTests {
    static let mode = RowKey<String>("mode")

    @Test func aSegmentedRowWithoutAValueShowsItsOptionsOnly() throws {
      let form = try Formwork.Form {
        Section {
          Row.segmented(Self.mode, "Mode", options: [.init("car", "Car"), .init("bike", "Bike")])
        }
      }
      let screen = try FormScreen(form)
      let picker = try screen.row("mode")
      #expect(picker.pickerStyle == .segmented)
      #expect(picker.options.map(\.text) == ["Car", "Bike"])
      #expect(picker.selectedOption == nil)
      try picker.pick(text: "Bike")
      #expect(form[Self.mode] == "bike")
      #expect(try screen.row("mode").options.map(\.text) == ["Car", "Bike"], "the same segments after a tap")
      #expect(try screen.row("mode").selectedOption?.text == "Bike")
    }

    @Test func aCheckRowSaysItsStateInTheFormsLanguage() throws {
      let agree = RowKey<Bool>("agree")
      let form = try Formwork.Form { Section { Row.check(agree, "J’accepte") } }
      form.locale = Locale(identifier: "fr_FR")
      let screen = try FormScreen(form)
      #expect(try screen.row("agree").accessibilityValue == form.strings.controls.notChecked)
      #expect(form.strings.controls.notChecked != "not checked")
      try screen.row("agree").tap()
      #expect(form[agree] == true)
      #expect(try screen.row("agree").accessibilityValue == form.strings.controls.checked)
      #expect(try screen.row("agree").accessibilityTraits.contains(.isSelected))
    }
  }
#endif
