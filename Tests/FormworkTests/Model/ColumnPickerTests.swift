import Formwork
import Foundation
import Testing

/// A picker with two or three columns (issue 25): one choice a column as the row's value,
/// checked against each column, shown as the chosen titles, round-tripping through values,
/// parameters, drafts and undo; what cannot work says where.
@MainActor
@Suite struct ColumnPickerTests {
  let height = RowKey<[Int]>("height")
  let look = RowKey<[String]>("look")

  var feet: PickerColumn { PickerColumn("Feet", (3...7).map { SelectorOption($0, "\($0) ft") }) }
  var inches: PickerColumn { PickerColumn("Inches", (0...11).map { SelectorOption($0, "\($0) in") }) }

  func form(height value: [Int]? = nil) throws -> Form {
    try Form {
      Section {
        Row.columnPicker(height, "Height", value: value, columns: [feet, inches]).required()
        Row.columnPicker(
          look, "Look",
          columns: [
            PickerColumn("Size", [SelectorOption("s", "S"), SelectorOption("m", "M")]),
            PickerColumn("Colour", [SelectorOption("red", "Red"), SelectorOption("blue", "Blue")]),
            PickerColumn("Fit", [SelectorOption("slim", "Slim"), SelectorOption("loose", "Loose")]),
          ])
      }
    }
  }

  @Test func choosingInOneColumnKeepsOrStartsTheOthers() throws {
    let form = try form()
    let id = try #require(form.rowID(forTag: "height"))
    #expect(form.state(of: id)?.kind == .columnPicker)
    #expect(form.state(of: id)?.configuration.pickerColumns.map(\.title) == ["Feet", "Inches"])
    try form.choose(11, column: 1, for: id)
    #expect(form[height] == [3, 11], "the untouched column takes its first option, as a wheel shows it")
    try form.choose(5, column: 0, for: id)
    #expect(form[height] == [5, 11])
    #expect(form.state(of: id)?.displayValue == "5 ft 11 in")
    let three = try #require(form.rowID(forTag: "look"))
    try form.choose("blue", column: 1, for: three)
    #expect(form[look] == ["s", "blue", "slim"])
    #expect(form.state(of: three)?.displayValue == "S Blue Slim")
  }

  @Test func requiredMeansEveryColumnChosen() throws {
    let form = try form()
    #expect(!form.validate().isValid)
    let id = try #require(form.rowID(forTag: "height"))
    try form.choose(6, column: 0, for: id)
    #expect(form.validate().isValid)
  }

  @Test func theValueRoundTripsThroughValuesParametersDraftsAndUndo() throws {
    let form = try form(height: [5, 11])
    #expect(form.values()["height"] == [5, 11])
    #expect(form.json().contains("\"height\":[5,11]"))
    let parameters = try form.parameters()
    #expect(parameters["height"] == [5, 11])
    let draft = form.draft()
    let id = try #require(form.rowID(forTag: "height"))
    try form.choose(7, column: 0, for: id)
    #expect(form[height] == [7, 11])
    try form.undo()
    #expect(form[height] == [5, 11])
    try form.choose(4, column: 0, for: id)
    try form.restore(draft: draft)
    #expect(form[height] == [5, 11])
    try form.setValues(["height": [6, 2]])
    #expect(form[height] == [6, 2])
    #expect(form.state(of: id)?.displayValue == "6 ft 2 in")
  }

  @Test func aValueThatIsNotOneOptionAColumnIsRefusedWithWhere() throws {
    let form = try form(height: [5, 11])
    let short = try #require(throws: FormInputError.self) { try form.setValues(["height": [5]]) }
    #expect(short.errors.first?.code == .typeMismatch)
    #expect(short.errors.first?.message.contains("2 columns") == true)
    let input = try #require(throws: FormInputError.self) { try form.setValues(["height": [5, 12]]) }
    let stranger = try #require(input.errors.first)
    #expect(stranger.message.contains("column 2"))
    #expect(stranger.message.contains("12 is not one of the options"))
    #expect(stranger.location.tag == "height")
    let id = try #require(form.rowID(forTag: "height"))
    let column = try #require(throws: FormError.self) { try form.choose(2, column: 0, for: id) }
    #expect(column.message.contains("column 1"))
    #expect(throws: FormError.self) { try form.choose(1, column: 2, for: id) }
    #expect(form[height] == [5, 11])
  }

  @Test func columnsThatCannotWorkFailTheBuildSayingWhere() throws {
    let error = try #require(throws: FormDefinitionError.self) {
      try Form {
        Section {
          Row.columnPicker(height, "None", columns: [])
          Row.columnPicker(
            RowKey<[Int]>("twice"), "Twice",
            columns: [
              PickerColumn(nil, [SelectorOption(1, "One"), SelectorOption(1, "Uno")]), PickerColumn(nil, options: []),
            ])
          Row.columnPicker(RowKey<[Int]>("off"), "Off", value: [9, 0], columns: [feet, inches])
        }
      }
    }
    let messages = error.errors.map(\.message)
    #expect(messages.contains { $0.contains("at least one column") })
    #expect(messages.contains { $0.contains("two options have the value 1") })
    #expect(messages.contains { $0.contains("column 2 has no options") })
    #expect(messages.contains { $0.hasPrefix("initial value: column 1: 9 is not one of the options") })
    #expect(error.errors.contains { $0.location.tag == "twice" && $0.location.path == "columns[0]" })
  }

  // MARK: Columns that follow the previous one

  static let car = RowKey<[String]>("car")

  static var make: PickerColumn {
    PickerColumn("Make", [SelectorOption("toyota", "Toyota"), SelectorOption("honda", "Honda")])
  }
  static var model: PickerColumn {
    PickerColumn(
      "Model",
      following: [
        "toyota": [SelectorOption("corolla", "Corolla"), SelectorOption("prius", "Prius")],
        "honda": [SelectorOption("civic", "Civic"), SelectorOption("jazz", "Jazz")],
      ])
  }
  static var trim: PickerColumn {
    PickerColumn(
      "Trim",
      following: [
        "corolla": [SelectorOption("base", "Base")], "prius": [SelectorOption("eco", "Eco")],
        "civic": [SelectorOption("sport", "Sport"), SelectorOption("base", "Base")],
        "jazz": [SelectorOption("base", "Base")],
      ])
  }

  func cars(_ value: [String]? = nil) throws -> Form {
    try Form {
      Section { Row.columnPicker(Self.car, "Car", value: value, columns: [Self.make, Self.model, Self.trim]) }
    }
  }

  @Test func aFollowingColumnOffersTheOptionsOfThePreviousChoice() throws {
    let form = try cars()
    let id = try #require(form.rowID(forTag: "car"))
    // No value: the wheels show each first option, and the next column follows it.
    #expect(form.state(of: id)?.configuration.pickerColumns[1].options.map(\.title) == ["Corolla", "Prius"])
    try form.choose("honda", column: 0, for: id)
    // The model moves to Honda's first; the trim Civic still offers is kept.
    #expect(form[Self.car] == ["honda", "civic", "base"])
    #expect(form.state(of: id)?.configuration.pickerColumns[1].options.map(\.title) == ["Civic", "Jazz"])
    #expect(form.state(of: id)?.displayValue == "Honda Civic Base")
    try form.choose("base", column: 2, for: id)
    try form.choose("jazz", column: 1, for: id)
    #expect(form[Self.car] == ["honda", "jazz", "base"], "a choice still offered is kept")
    try form.choose("toyota", column: 0, for: id)
    #expect(form[Self.car] == ["toyota", "corolla", "base"])
    // An option of another make is not this column's now.
    let stranger = try #require(throws: FormError.self) { try form.choose("civic", column: 1, for: id) }
    #expect(stranger.message.contains("column 2"))
    #expect(form[Self.car] == ["toyota", "corolla", "base"])
  }

  @Test func aValueIsCheckedAgainstTheOptionsItsOwnChoicesOffer() throws {
    let form = try cars(["honda", "jazz", "base"])
    #expect(form.state(forTag: "car")?.displayValue == "Honda Jazz Base")
    let refused = try #require(throws: FormInputError.self) { try form.setValues(["car": ["toyota", "jazz", "base"]]) }
    #expect(refused.errors.first?.message.contains("column 2:") == true, "\(refused.errors)")
    #expect(refused.errors.first?.message.contains("jazz") == true)
    try form.setValues(["car": ["toyota", "prius", "eco"]])
    #expect(form[Self.car] == ["toyota", "prius", "eco"])
    let id = try #require(form.rowID(forTag: "car"))
    try form.choose("honda", column: 0, for: id)
    #expect(form[Self.car] == ["honda", "civic", "sport"], "no trim of the Prius is offered: the first")
    try form.undo()
    #expect(form[Self.car] == ["toyota", "prius", "eco"], "one step undoes the columns that followed")
  }

  @Test func followingColumnsThatCannotWorkFailTheBuildSayingWhere() throws {
    let error = try #require(throws: FormDefinitionError.self) {
      try Form {
        Section {
          Row.columnPicker(RowKey<[String]>("first"), "First", columns: [Self.model, Self.make])
          Row.columnPicker(
            RowKey<[String]>("gaps"), "Gaps",
            columns: [
              Self.make,
              PickerColumn(
                "Model",
                following: ["toyota": [SelectorOption("corolla", "Corolla")], "tesla": [SelectorOption("s", "S")]]),
            ])
          Row.columnPicker(
            RowKey<[String]>("empty"), "Empty",
            columns: [
              Self.make,
              PickerColumn(
                nil, following: ["toyota": [OptionItem](), "honda": [OptionItem(value: "civic", title: "Civic")]]),
            ])
        }
      }
    }
    let messages = error.errors.map(\.message)
    #expect(messages.contains { $0.contains("the first column has no previous column to follow") })
    #expect(messages.contains { $0.contains("column 2 follows \"tesla\", which is not an option of column 1") })
    #expect(messages.contains { $0.contains("column 2 has no options after \"honda\" in column 1") })
    #expect(messages.contains { $0.contains("column 2 has no options after \"toyota\"") })
    #expect(error.errors.contains { $0.location.tag == "gaps" && $0.location.path == "columns[1]" })
  }
}
