#if canImport(SwiftUI) && os(Linux)
  import Formwork
  import FormworkSwiftUI
  import SwiftUI
  import Testing

  /// A picker with columns in SwiftUI: one wheel `Picker` a column side by side, each showing
  /// the row's choice in it and choosing in its column. Linux only (views read through the
  /// stand-in's `ViewHost`).
  @MainActor
  @Suite struct SwiftUIColumnPickerTests {
    static let duration = RowKey<[Int]>("duration")

    static func form(value: [Int]? = nil) throws -> Formwork.Form {
      try Formwork.Form {
        Section {
          Row.columnPicker(
            duration, "Duration", value: value,
            columns: [
              PickerColumn("Hours", (0...2).map { SelectorOption($0, "\($0) h") }),
              PickerColumn("Minutes", [0, 15, 30, 45].map { SelectorOption($0, "\($0) min") }),
              PickerColumn("Seconds", [0, 30].map { SelectorOption($0, "\($0) s") }),
            ])
        }
      }
    }

    static func wheels(_ screen: FormScreen) throws -> [ViewNode] {
      try screen.row("duration").all(.picker)
    }

    @Test func eachColumnIsAWheelShowingTheRowsChoice() throws {
      let form = try Self.form(value: [1, 30, 0])
      let screen = try FormScreen(form)
      let wheels = try Self.wheels(screen)
      #expect(wheels.count == 3)
      #expect(wheels.allSatisfy { $0.pickerStyle == .wheel })
      #expect(wheels[1].options.map(\.text) == ["0 min", "15 min", "30 min", "45 min"])
      #expect(wheels.map { $0.value as? Int } == [1, 2, 0])
      #expect(wheels.map(\.accessibilityLabel) == ["Duration, Hours", "Duration, Minutes", "Duration, Seconds"])
    }

    @Test func aWheelThatFollowsThePreviousOneShowsItsOptions() throws {
      let car = RowKey<[String]>("duration")  // `wheels` finds the row by this tag
      let form = try Formwork.Form {
        Section {
          Row.columnPicker(
            car, "Car",
            columns: [
              PickerColumn("Make", [SelectorOption("toyota", "Toyota"), SelectorOption("honda", "Honda")]),
              PickerColumn(
                "Model",
                following: [
                  "toyota": [SelectorOption("corolla", "Corolla")],
                  "honda": [SelectorOption("civic", "Civic"), SelectorOption("jazz", "Jazz")],
                ]),
            ])
        }
      }
      let screen = try FormScreen(form)
      #expect(try Self.wheels(screen)[1].options.map(\.text) == ["Corolla"])
      try Self.wheels(screen)[0].pick(1)
      #expect(form[car] == ["honda", "civic"])
      #expect(try Self.wheels(screen)[1].options.map(\.text) == ["Civic", "Jazz"])
      try Self.wheels(screen)[1].pick(1)
      #expect(form[car] == ["honda", "jazz"])
    }

    @Test func turningAWheelChoosesInItsColumn() throws {
      let form = try Self.form()
      let screen = try FormScreen(form)
      try Self.wheels(screen)[1].pick(3)
      #expect(form[Self.duration] == [0, 45, 0])
      try Self.wheels(screen)[0].pick(2)
      #expect(form[Self.duration] == [2, 45, 0])
      let id = try #require(form.rowID(forTag: "duration"))
      #expect(form.state(of: id)?.displayValue == "2 h 45 min 0 s")
    }
  }
#endif
