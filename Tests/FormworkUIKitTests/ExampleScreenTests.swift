#if canImport(UIKit)
  import Formwork
  import FormworkDiff
  import FormworkExamples
  import FormworkListDriver
  import FormworkUIKitExamples
  import Testing
  import UIKit

  @testable import FormworkUIKit

  /// Every example as a ready UIKit screen, in every renderer: it loads, every row gets a cell
  /// configured for it as the list scrolls through, submitting shows an alert, and the examples
  /// list pushes each one.
  @MainActor
  @Suite(.serialized) struct ExampleScreenTests {
    init() { UIKitFixtures.failOnContractViolations() }

    nonisolated static let cases: [(String, ExampleRenderer)] = Examples.all.flatMap { example in
      ExampleRenderer.allCases.map { (example.name, $0) }
    }

    /// The form screen an example screen embeds (a pages screen's form screen for paged forms).
    static func formScreen(in controller: ExampleFormViewController) -> FormScreenViewController? {
      controller.children.first as? FormScreenViewController
        ?? (controller.children.first as? FormPagesViewController)?.formViewController
    }

    @Test(arguments: cases)
    func everyRowOfTheExampleGetsItsCell(name: String, renderer: ExampleRenderer) throws {
      let example = try #require(Examples.named(name))
      let controller = ExampleFormViewController(example: example, renderer: renderer)
      let window = UIKitFixtures.show(UINavigationController(rootViewController: controller))
      defer { window.isHidden = true }
      let screen = try #require(Self.formScreen(in: controller))
      let driver = screen.driver
      for section in 0..<driver.numberOfSections {
        for item in 0..<driver.numberOfRows(inSection: section) {
          let path = IndexPath(item: item, section: section)
          let descriptor = driver.cell(at: ItemPath(path))
          let cell: UIView?
          if let table = (screen as? FormViewController)?.tableView {
            table.scrollToRow(at: path, at: .middle, animated: false)
            #expect(table.mismatches(with: driver) == [])
            cell = table.cellForRow(at: path)
          } else {
            let collection = try #require((screen as? FormCollectionViewController)?.collectionView)
            collection.scrollToItem(at: path, at: .centeredVertically, animated: false)
            #expect(collection.mismatches(with: driver) == [])
            cell = collection.cellForItem(at: path)
          }
          let shown = try #require(cell, "\(name) \(path) \(descriptor.kind)")
          #expect((shown as? any FormConfigurableCell) != nil)
          if case .custom = descriptor.kind { continue }
          if case .missing = descriptor.kind { continue }
          if UIKitFixtures.first(FormRowView.self, in: shown) != nil {
            #expect(UIKitFixtures.row(shownBy: shown) == descriptor.row)
          }
        }
      }
    }

    @Test(arguments: Examples.all.map(\.name))
    func submittingShowsAnAlert(name: String) throws {
      let example = try #require(Examples.named(name))
      let controller = ExampleFormViewController(example: example)
      let window = UIKitFixtures.show(UINavigationController(rootViewController: controller))
      defer { window.isHidden = true }
      controller.submit()
      let alert = try #require(controller.presentedViewController as? UIAlertController)
      #expect(alert.title?.isEmpty == false)
      #expect(alert.actions.map(\.title) == ["OK"])
    }

    @Test func theExamplesListPushesTheChosenExample() throws {
      let list = ExamplesViewController()
      let navigation = UINavigationController(rootViewController: list)
      let window = UIKitFixtures.show(navigation)
      defer { window.isHidden = true }
      #expect(list.tableView.numberOfRows(inSection: 0) == Examples.all.count)
      let first = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
      #expect(first.accessibilityIdentifier == "formwork.example.\(Examples.all[0].name)")
      list.renderer = .collectionFlow
      list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
      let pushed = try #require(navigation.topViewController as? ExampleFormViewController)
      #expect(pushed.example.name == Examples.all[0].name)
      #expect(Self.formScreen(in: pushed) is FormCollectionViewController)
    }
  }
#endif
