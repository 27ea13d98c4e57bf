#if canImport(UIKit)
  import Formwork
  import FormworkListDriver
  import Testing
  import UIKit

  @testable import FormworkUIKit

  /// A picker with columns in a UIKit form: one `UIPickerView` component a column, the row's
  /// choices selected in them, a turned wheel choosing, new columns reloaded.
  @MainActor
  @Suite(.serialized) struct ColumnPickerUIKitTests {
    init() { UIKitFixtures.failOnContractViolations() }

    static let height = RowKey<[Int]>("height")

    static func form(value: [Int]? = nil) throws -> Form {
      try Form {
        Section {
          Row.columnPicker(
            height, "Height", value: value,
            columns: [
              PickerColumn("Feet", (4...6).map { SelectorOption($0, "\($0) ft") }),
              PickerColumn("Inches", (0...11).map { SelectorOption($0, "\($0) in") }),
            ])
        }
      }
    }

    static func wheel(in screen: FormViewController) throws -> ColumnPickerRowView {
      let path = try UIKitFixtures.path("height", in: screen.driver)
      return try #require(UIKitFixtures.first(ColumnPickerRowView.self, in: screen.tableView.cellForRow(at: path)))
    }

    @Test func eachColumnIsAComponentShowingTheRowsChoice() throws {
      let form = try Self.form(value: [5, 11])
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let view = try Self.wheel(in: screen)
      #expect(view.picker.numberOfComponents == 2)
      #expect(view.picker.titles(inComponent: 0) == ["4 ft", "5 ft", "6 ft"])
      #expect(view.picker.numberOfRows(inComponent: 1) == 12)
      #expect(view.picker.selectedRow(inComponent: 0) == 1)
      #expect(view.picker.selectedRow(inComponent: 1) == 11)
      #expect(view.picker.accessibilityValue == "5 ft 11 in")
    }

    @Test func aWheelThatFollowsThePreviousOneReloadsItsOptions() async throws {
      let car = RowKey<[String]>("height")  // the fixtures find the row by this tag
      let form = try Form {
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
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let view = try Self.wheel(in: screen)
      #expect(view.picker.titles(inComponent: 1) == ["Corolla"])
      view.picker.simulateSelect(row: 1, inComponent: 0)
      #expect(form[car] == ["honda", "civic"])
      await UIKitFixtures.nextTurn()
      #expect(view.picker.titles(inComponent: 1) == ["Civic", "Jazz"], "the models of the make turned to")
      view.picker.simulateSelect(row: 1, inComponent: 1)
      #expect(form[car] == ["honda", "jazz"])
      await UIKitFixtures.nextTurn()
      #expect(view.picker.selectedRow(inComponent: 1) == 1)
      #expect(screen.tableView.mismatches(with: screen.driver) == [])
    }

    @Test func turningAWheelChoosesInItsColumn() async throws {
      let form = try Self.form()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let view = try Self.wheel(in: screen)
      view.picker.simulateSelect(row: 7, inComponent: 1)
      #expect(form[Self.height] == [4, 7], "the other wheel's shown option is chosen with it")
      await UIKitFixtures.nextTurn()
      view.picker.simulateSelect(row: 2, inComponent: 0)
      #expect(form[Self.height] == [6, 7])
      await UIKitFixtures.nextTurn()
      #expect(screen.tableView.mismatches(with: screen.driver) == [])
    }

    @Test func aValueSetByTheProgramTurnsTheWheels() async throws {
      let form = try Self.form()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      form[Self.height] = [6, 3]
      await UIKitFixtures.nextTurn()
      let view = try Self.wheel(in: screen)
      #expect(view.picker.selectedRow(inComponent: 0) == 2)
      #expect(view.picker.selectedRow(inComponent: 1) == 3)
    }
  }
#endif
