#if canImport(UIKit)
  import Formwork
  import FormworkDiff
  import FormworkListDriver
  import Testing
  import UIKit

  @testable import FormworkUIKit

  /// Selectors whose options load before their sheet shows: presented once, only while the
  /// screen is still there, pointing at the row's own cell.
  @MainActor
  @Suite(.serialized) struct OptionPresentationTests {
    init() { UIKitFixtures.failOnContractViolations() }

    /// Options that arrive when the test says so.
    final class Release: Sendable {
      let stream: AsyncStream<Void>
      let continuation: AsyncStream<Void>.Continuation
      init() { (stream, continuation) = AsyncStream<Void>.makeStream() }
      func wait() async { for await _ in stream { return } }
    }

    static func form(_ release: Release, rows: Int = 0) throws -> Form {
      let filler: [AnyRow] = (0..<rows).map { Row.text(RowKey("t\($0)"), "Text \($0)").eraseToAnyRow() }
      return try Form(sections: [
        Section(
          rows: [
            Row<String>.selector("bank", "Bank", presentation: .actionSheet) {
              await release.wait()
              return [SelectorOption("a", "A"), SelectorOption("b", "B")]
            }.eraseToAnyRow()
          ] + filler)
      ])
    }

    /// Lets the main queue run until `done` holds (a bounded number of turns), once the options
    /// came (``UIKitFixtures/optionsSettled(_:_:)``: the load itself is waited for, not counted).
    static func turns(until done: () -> Bool) async {
      for _ in 0..<200 where !done() {
        await Task.yield()
        await UIKitFixtures.nextTurn()
      }
    }

    @Test func aDoubleTapWhileLoadingPresentsOneSheet() async throws {
      let release = Release()
      let form = try Self.form(release)
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let path = try UIKitFixtures.path("bank", in: screen.driver)
      screen.tableView.simulateTap(at: path)
      screen.tableView.simulateTap(at: path)
      release.continuation.yield()
      release.continuation.yield()
      await UIKitFixtures.optionsSettled(form, try #require(form.rowID(forTag: "bank")))
      let top = { screen.navigationController?.presentedViewController }
      await Self.turns { top() is UIAlertController }
      let sheet = try #require(top() as? UIAlertController)
      #expect(sheet.actions.map(\.title) == ["A", "B", screen.driver.strings.cancel])
      await Self.turns { false }
      #expect(top() === sheet, "one sheet, presented once")
    }

    @Test func optionsThatArriveAfterThePersonLeftPresentNothing() async throws {
      let release = Release()
      let form = try Self.form(release)
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let navigation = try #require(screen.navigationController)
      navigation.pushViewController(UIViewController(), animated: false)
      let path = try UIKitFixtures.path("bank", in: screen.driver)
      // Tapped, then the person went on before the options came.
      navigation.popViewController(animated: false)
      screen.tableView.simulateTap(at: path)
      navigation.pushViewController(UIViewController(), animated: false)
      release.continuation.yield()
      await UIKitFixtures.optionsSettled(form, try #require(form.rowID(forTag: "bank")))
      await Self.turns { false }
      #expect(navigation.presentedViewController == nil)
      #expect(screen.presentedViewController == nil)
    }

    @Test func onAnIPadTheSheetPointsAtTheRowsCellOnceLoaded() async throws {
      #if os(Linux)
        // The stand-in models an iPad; on iOS this test needs an iPad simulator.
        UIDevice.current.userInterfaceIdiom = .pad
        defer { UIDevice.current.userInterfaceIdiom = .phone }
      #endif
      let release = Release()
      let form = try Self.form(release, rows: 60)
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let bank = try #require(form.rowID(forTag: "bank"))
      let path = try UIKitFixtures.path("bank", in: screen.driver)
      screen.tableView.simulateTap(at: path)
      // While the options load, the row scrolls away and its cell shows another row.
      screen.tableView.scrollToRow(at: IndexPath(row: 40, section: 0), at: .middle, animated: false)
      release.continuation.yield()
      await UIKitFixtures.optionsSettled(form, bank)
      let top = { screen.navigationController?.presentedViewController }
      await Self.turns { top() is UIAlertController }
      let sheet = try #require(top() as? UIAlertController)
      guard UIDevice.current.userInterfaceIdiom == .pad else { return }
      let anchor = try #require(sheet.popoverPresentationController?.sourceView)
      if let cell = screen.tableView.cellForRow(at: path) {
        #expect(anchor === cell)
        #expect(UIKitFixtures.row(shownBy: cell) == bank)
      } else {
        // Never the cell that now shows another row: the list, when the row is off screen.
        #expect(anchor === screen.tableView)
      }
    }
  }
#endif
