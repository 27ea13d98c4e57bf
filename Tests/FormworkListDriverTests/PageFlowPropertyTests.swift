import Formwork
import FormworkDiff
import FormworkListDriver
import Foundation
import PropertyBased
import PropertyTestSupport
import Testing

/// Random walks through a multi-page form (answers that add and remove a page, Next, Back, Done,
/// the return key) on the recording list: every page change must pass UIKit's batch-update
/// rules, the list must end on the form's snapshot, and the chrome must always say where the
/// form is.
@MainActor
@Suite struct PageFlowPropertyTests {
  @Test func randomWalksKeepTheListValidAndTheChromeTrue() async {
    await checkProperty(
      count: 400, input: Gen.int(in: 0...Int.max), Gen.int(in: 0...Int.max).array(of: 1...20)
    ) { seed, operations in
      do {
        try walk(seed: seed, operations: operations)
      } catch {
        Issue.record("seed \(seed): \(error)")
      }
    }
  }

  func walk(seed: Int, operations: [Int]) throws {
    typealias T = PageFlowTests
    var random = SplitMix(seed: UInt64(truncatingIfNeeded: seed))
    let form = try T.loanForm()
    let (driver, list) = DriverFixtures.drive(form, viewportRows: 1 + random.below(6))
    let flow = FormPageFlow(driver: driver)
    for operation in operations {
      var op = SplitMix(seed: UInt64(truncatingIfNeeded: operation))
      switch op.below(9) {
      case 0: form[T.category] = op.below(2) == 0 ? "person" : "company"
      case 1: form[T.name] = op.below(3) == 0 ? nil : "Ada"
      case 2: form[T.sector] = op.below(3) == 0 ? nil : "red"
      case 3: form[T.vat] = op.below(3) == 0 ? nil : "FR1"
      case 4: form[T.amount] = op.below(3) == 0 ? nil : 100
      case 5: flow.next()
      case 6: flow.back()
      case 7: flow.done()
      default:
        if let last = flow.lastInput, driver.focus(last) { list.pressReturn() }
      }
      if op.below(2) == 0 { list.flush() }
      #expect(list.violations.isEmpty, "seed \(seed): \(list.violations.joined(separator: "\n"))")
      if !list.violations.isEmpty { return }
      let expected = FormPageChrome(form: form, strings: flow.strings)
      #expect(flow.chrome == expected, "seed \(seed): the chrome is stale")
      #expect(flow.chrome.back.isShown == (flow.chrome.step > 1))
      #expect(flow.chrome.next.isShown != flow.chrome.done.isShown)
      if let page = form.currentPage { #expect(!form.isHidden(page: page), "seed \(seed): a hidden page is shown") }
    }
    list.flush()
    list.expectConsistent()
  }
}
