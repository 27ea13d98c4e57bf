import Formwork
import Foundation
import Testing

/// Settings that cannot work are refused when the form is built, each with its row's tag.
@MainActor
@Suite struct RowSettingLimitsTests {
  static let seats = RowKey<Int>("seats")
  static let amount = RowKey<Decimal>("amount")
  static let name = RowKey<String>("name")
  static let time = RowKey<Date>("time")
  static let size = RowKey<String>("size")

  @Test func settingsThatCannotWorkAreRefusedWithTheRowsTag() throws {
    let error = try #require(throws: FormDefinitionError.self) {
      _ = try Form {
        Section {
          Row.stepper(Self.seats, "Seats", in: 0...10, step: 0)
          Row.stepper(Self.amount, "Amount", in: 0...10, step: -0.5)
          Row.text(Self.name, "Name").maxCharacters(-1)
          Row.time(Self.time, "Time").minuteInterval(7)
          Row.segmented(Self.size, "Size", options: [.init("S", "Small"), .init("M", "M"), .init("S", "Short")])
        }
      }
    }
    #expect(error.errors.map(\.location.tag) == ["seats", "amount", "name", "time", "size"])
    #expect(error.errors.allSatisfy { $0.code == .invalidSetting })
    #expect(
      error.errors.map(\.message) == [
        "a stepper's step must be greater than 0, found 0",
        "a stepper's step must be greater than 0, found -0.5",
        "maxCharacters must not be negative, found -1",
        "a minute interval divides 60 and is 1…30, found 7",
        #"two options have the value "S" ('Small' and 'Short')"#,
      ])
  }

  /// A few options are compared pairwise, many through a table: both name the first two options
  /// of the value that comes back first.
  @Test(arguments: [3, 40]) func aDuplicateOptionNamesItsFirstTwoOptions(count: Int) throws {
    var options = (0..<count).map { SelectorOption("v\($0)", "Title \($0)") }
    options[1] = SelectorOption("v\(count - 1)", "Early")
    options.append(SelectorOption("v1", "Late"))
    let error = try #require(throws: FormDefinitionError.self) {
      _ = try Form { Section { Row.selector(Self.size, "Size", options: options) } }
    }
    #expect(
      error.errors.map(\.message) == [
        #"two options have the value "v\#(count - 1)" ('Early' and 'Title \#(count - 1)')"#
      ])
  }

  @Test func workingSettingsBuild() throws {
    let form = try Form {
      Section {
        Row.stepper(Self.seats, "Seats", in: 0...10, step: 2)
        Row.text(Self.name, "Name").maxCharacters(0)
        Row.time(Self.time, "Time").minuteInterval(15)
        Row.segmented(Self.size, "Size", options: [.init("S", "Small"), .init("M", "M")])
      }
    }
    #expect(form.rowID(for: Self.seats) != nil)
  }
}
