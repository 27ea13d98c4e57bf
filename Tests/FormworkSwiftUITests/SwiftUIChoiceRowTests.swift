#if canImport(SwiftUI) && os(Linux)
  import Formwork
  import FormworkListDriver
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

    /// A check row is read as every renderer reads it: the list driver's label and value in the
    /// form's language, and the selected trait while it is on (no English words of its own).
    @Test func aCheckRowSaysItsStateInTheFormsLanguage() throws {
      let agree = RowKey<Bool>("agree")
      let form = try Formwork.Form { Section { Row.check(agree, "J’accepte").rules(.required) } }
      form.locale = Locale(identifier: "fr_FR")
      let screen = try FormScreen(form)
      let strings = FormListStrings(strings: form.strings)
      func spoken() throws -> FormAccessibilityContent {
        let id = try #require(form.rowID(forTag: "agree"))
        return try FormAccessibilityContent(state: #require(form.state(of: id)), strings: strings)
      }
      #expect(strings.requiredAccessibility != FormListStrings().requiredAccessibility, "French words")
      #expect(try screen.row("agree").accessibilityLabel == spoken().label)
      #expect(try screen.row("agree").accessibilityValue == spoken().value)
      #expect(try !screen.row("agree").accessibilityTraits.contains(.isSelected))
      #expect(try !(screen.row("agree").accessibilityValue ?? "").contains("checked"))
      try screen.row("agree").tap()
      #expect(form[agree] == true)
      #expect(try screen.row("agree").accessibilityValue == spoken().value)
      #expect(try screen.row("agree").accessibilityTraits.contains(.isSelected))
    }
  }
#endif
