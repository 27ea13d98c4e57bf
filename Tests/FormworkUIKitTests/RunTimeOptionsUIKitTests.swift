#if canImport(UIKit)
  import Formwork
  import FormworkListDriver
  import Testing
  import UIKit

  @testable import FormworkUIKit

  /// Options changed at run time reach the UIKit cell in place: a segmented control's segments
  /// are the new options, a choice no longer offered is unselected.
  @MainActor
  @Suite(.serialized) struct RunTimeOptionsUIKitTests {
    init() { UIKitFixtures.failOnContractViolations() }

    @Test func newOptionsBecomeTheSegmentsOfTheSameCell() async throws {
      let size = RowKey<String>("size")
      let form = try Form {
        Section { Row.segmented(size, "Size", value: "s", options: [.init("s", "S"), .init("m", "M")]) }
      }
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let path = try UIKitFixtures.path("size", in: screen.driver)
      let before = try #require(UIKitFixtures.first(UISegmentedControl.self, in: screen.tableView.cellForRow(at: path)))
      #expect(before.numberOfSegments == 2)
      let id = try #require(form.rowID(forTag: "size"))
      try form.setOptions(
        [SelectorOption("m", "Medium"), SelectorOption("l", "Large"), SelectorOption("xl", "XL")], forRow: id)
      await UIKitFixtures.nextTurn()
      let after = try #require(UIKitFixtures.first(UISegmentedControl.self, in: screen.tableView.cellForRow(at: path)))
      #expect(after === before, "reconfigured in place")
      #expect(after.numberOfSegments == 3)
      #expect(after.titleForSegment(at: 0) == "Medium")
      #expect(after.selectedSegmentIndex == UISegmentedControl.noSegment)
      #expect(form[size] == nil)
      #expect(screen.tableView.mismatches(with: screen.driver) == [])
    }

    @Test func anOpenInlineWheelShowsTheNewOptions() async throws {
      let color = RowKey<String>("color")
      let form = try Form {
        Section {
          Row.selector(color, "Color", options: [.init("red", "Red"), .init("blue", "Blue")], presentation: .inline)
        }
      }
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let path = try UIKitFixtures.path("color", in: screen.driver)
      screen.tableView.simulateTap(at: path)
      await UIKitFixtures.nextTurn()
      let wheelPath = IndexPath(row: path.row + 1, section: path.section)
      let wheel = try #require(
        UIKitFixtures.first(InlinePickerRowView.self, in: screen.tableView.cellForRow(at: wheelPath)))
      #expect(wheel.picker.titles(inComponent: 0) == ["—", "Red", "Blue"])
      let id = try #require(form.rowID(forTag: "color"))
      try form.setOptions([SelectorOption("green", "Green")], forRow: id)
      await UIKitFixtures.nextTurn()
      #expect(wheel.picker.titles(inComponent: 0) == ["—", "Green"])
      #expect(screen.tableView.mismatches(with: screen.driver) == [])
    }
  }
#endif
