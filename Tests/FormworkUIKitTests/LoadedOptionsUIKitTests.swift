#if canImport(UIKit)
  import Formwork
  import FormworkListDriver
  import Testing
  import UIKit

  @testable import FormworkUIKit

  /// A multiple choice whose options come from a loader: its option screen loads them when it
  /// opens, lists them once loaded, and keeps several chosen.
  @MainActor
  @Suite(.serialized) struct LoadedOptionsUIKitTests {
    init() { UIKitFixtures.failOnContractViolations() }

    @Test func theOptionScreenLoadsTheOptionsThenTakesSeveral() async throws {
      let tags = RowKey<[String]>("tags")
      let form = try Form {
        Section {
          Row.multipleSelector(tags, "Tags") { [SelectorOption("swift", "Swift"), SelectorOption("ios", "iOS")] }
        }
      }
      let row = try #require(form.rowID(forTag: "tags"))
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let navigation = try #require(screen.navigationController)
      screen.tableView.simulateTap(at: try UIKitFixtures.path("tags", in: screen.driver))
      let options = try #require(navigation.topViewController as? FormOptionsViewController)
      // The load runs as a task on the main queue: let it run, a few turns at most.
      for _ in 0..<20 where form.state(of: row)?.options.items.isEmpty == true { await UIKitFixtures.nextTurn() }
      #expect(form.state(of: row)?.options.items.count == 2)
      let list = try #require(UIKitFixtures.first(UITableView.self, in: options.view))
      list.layoutIfNeeded()
      #expect(list.numberOfRows(inSection: 0) == 2)
      list.simulateTap(at: IndexPath(row: 1, section: 0))
      list.simulateTap(at: IndexPath(row: 0, section: 0))
      #expect(navigation.topViewController === options, "a multiple choice stays")
      #expect(form[tags] == ["swift", "ios"])
    }

    /// Eureka's `onPresent`: the app sees the option list or the sheet before it shows.
    @Test func theAppSeesEveryOptionScreenBeforeItShows() throws {
      let form = try UIKitFixtures.everyKind()
      let controller = FormViewController(form: form)
      var seen: [(RowID, String)] = []
      controller.cells.onOptionsPresented { row, options in
        seen.append((row, "\(type(of: options))"))
        options.title = "Chosen by the app"
        options.view.tintColor = .systemOrange
      }
      let window = UIKitFixtures.show(UINavigationController(rootViewController: controller))
      defer { window.isHidden = true }
      controller.tableView.simulateTap(at: try UIKitFixtures.path("selectorSheet", in: controller.driver))
      let sheet = try #require(controller.presentedViewController as? UIAlertController)
      #expect(sheet.title == "Chosen by the app")
      #expect(seen.last?.0 == form.rowID(forTag: "selectorSheet"))
      #expect(seen.last?.1 == "UIAlertController")
      sheet.simulateTap("Blue")
      let navigation = try #require(controller.navigationController)
      controller.tableView.simulateTap(at: try UIKitFixtures.path("selectorPush", in: controller.driver))
      let list = try #require(navigation.topViewController as? FormOptionsViewController)
      #expect(list.title == "Chosen by the app")
      #expect(list.view.tintColor == .systemOrange)
      #expect(seen.count == 2)
    }
  }
#endif
