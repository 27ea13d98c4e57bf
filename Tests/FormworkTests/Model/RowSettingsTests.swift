import Formwork
import Foundation
import Testing

/// An initial choice must be one of the row's options: one that is not is refused when the form
/// is built, as `setValue` and schemas refuse it.
@MainActor
@Suite struct RowSettingsTests {
  static let size = RowKey<String>("size")
  static let bank = RowKey<Int>("bank")
  static let days = RowKey<[String]>("days")

  /// The problems of a definition that must not build.
  func problems(_ build: () throws -> Form) throws -> [FormError] {
    try #require(throws: FormDefinitionError.self) { _ = try build() }.errors
  }

  // MARK: Initial choices

  @Test func aSelectorOrSegmentedInitialValueMustBeOneOfItsOptions() throws {
    let errors = try problems {
      try Form {
        Section {
          Row.segmented(Self.size, "Size", value: "XL", options: [.init("S", "S"), .init("M", "M")])
          Row.selector(Self.bank, "Bank", value: 9, options: [.init(1, "ICBC"), .init(2, "ABC")])
          Row.multipleSelector(Self.days, "Days", value: ["mon", "sun"], options: [.init("mon", "Monday")])
        }
      }
    }
    #expect(errors.map(\.location.tag) == ["size", "bank", "days"])
    #expect(errors.map(\.code) == [.typeMismatch, .typeMismatch, .typeMismatch])
    #expect(errors.first?.message == #"initial value: "XL" is not one of the options ("S", "M")"#)
    #expect(errors.last?.message == #"initial value: "sun" is not one of the options ("mon")"#)
  }

  @Test func initialChoicesAmongTheOptionsBuildAndLoadedOptionsAreCheckedWhenLoaded() throws {
    let form = try Form {
      Section {
        Row.segmented(Self.size, "Size", value: "M", options: [.init("S", "S"), .init("M", "M")])
        Row.selector(Self.bank, "Bank", value: 9) { [SelectorOption(1, "ICBC")] }
      }
    }
    #expect(form[Self.size] == "M")
    #expect(form[Self.bank] == 9)
  }

  @Test func aSchemaSelectorsInitialValueIsRefusedOnceAtItsPath() throws {
    let json = #"""
      {"formwork": 1, "sections": [{"rows": [
        {"tag": "size", "kind": "segmented", "title": "Size", "value": "XL",
         "options": [{"value": "S", "title": "S"}, {"value": "M", "title": "M"}]}]}]}
      """#
    let error = try #require(throws: FormDefinitionError.self) { _ = try Form(schemaJSON: json) }
    // The reader refuses it at its JSON path; the build does not report it twice.
    #expect(
      error.errors.map(\.description) == [
        #"at $.sections[0].rows[0].value: invalidSchema: "XL" is not one of the options"#
      ])
  }
}
