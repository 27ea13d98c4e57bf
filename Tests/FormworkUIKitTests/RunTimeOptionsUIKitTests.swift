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
  }
#endif
