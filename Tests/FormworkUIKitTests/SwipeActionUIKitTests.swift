#if canImport(UIKit)
  import Formwork
  import FormworkListDriver
  import Testing
  import UIKit

  @testable import FormworkUIKit

  /// Rows' own swipe actions in UIKit: both edges of a table and of a list layout, images and
  /// full swipes, Delete first; a flow layout's context menu lists them all.
  @MainActor
  @Suite(.serialized) struct SwipeActionUIKitTests {
    init() { UIKitFixtures.failOnContractViolations() }

    static let phones = SectionKey<String>("phones")
    static let starred = RowKey<Bool>("starred")

    static func form() throws -> Form {
      try Form {
        Section("Name") {
          Row.text("name", "Name", value: "Ada")
            .swipeActions(edge: .leading, allowsFullSwipe: false) {
              SwipeAction("Star", tint: .orange, systemImage: "star") { $0.form[starred] = true }
            }
          Row.switch(starred, "Starred")
        }
        Section.multivalued(phones, "Phones", values: ["1", "2"], options: .all) {
          Row.phone(nil, "Phone").swipeActions {
            SwipeAction("Call", systemImage: "phone", changesRow: false) { _ in }
          }
        }
      }
    }

    @Test func aTableShowsBothEdgesAndPerformsThroughTheDriver() async throws {
      let form = try Self.form()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let adapter = screen.adapter
      let leading = try #require(
        adapter.tableView(screen.tableView, leadingSwipeActionsConfigurationForRowAt: IndexPath(row: 0, section: 0)))
      #expect(leading.actions.map(\.title) == ["Star"])
      #expect(leading.actions.first?.image != nil, "the action's system image")
      #expect(leading.actions.first?.style == .normal)
      #expect(leading.actions.first?.backgroundColor == .systemOrange, "the action's own colour")
      #expect(!leading.performsFirstActionWithFullSwipe)
      #expect(
        adapter.tableView(screen.tableView, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 0, section: 0))
          == nil)
      let trailing = try #require(
        adapter.tableView(screen.tableView, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 0, section: 1)))
      #expect(trailing.actions.map(\.title) == ["Delete", "Call"])
      #expect(trailing.actions.map(\.style) == [.destructive, .normal])
      #expect(trailing.actions.map(\.backgroundColor) == [nil, nil], "without a tint: the style's colour")
      #expect(trailing.performsFirstActionWithFullSwipe, "a full swipe still deletes")
      let star = try #require(leading.actions.first)
      var completed: Bool?
      star.handler(star, UIView()) { completed = $0 }
      await UIKitFixtures.nextTurn()
      #expect(completed == true)
      #expect(form[Self.starred] == true)
      #expect(screen.tableView.mismatches(with: screen.driver) == [])
    }

    #if os(Linux)
      @Test func aListLayoutShowsBothEdges() throws {
        let form = try Self.form()
        let (screen, window) = UIKitFixtures.collectionScreen(form)
        defer { window.isHidden = true }
        let leading = try #require(screen.collectionView.leadingSwipeActions(at: IndexPath(item: 0, section: 0)))
        #expect(leading.actions.map(\.title) == ["Star"])
        let trailing = try #require(screen.collectionView.trailingSwipeActions(at: IndexPath(item: 1, section: 1)))
        #expect(trailing.actions.map(\.title) == ["Delete", "Call"])
        #expect(trailing.actions.last?.image?.systemName == "phone")
      }

      @Test func aFlowLayoutsContextMenuListsLeadingThenTrailingActions() throws {
        let form = try Self.form()
        let controller = FormCollectionViewController(form: form, layout: .flow())
        let window = UIKitFixtures.show(UINavigationController(rootViewController: controller))
        defer { window.isHidden = true }
        let collection = controller.collectionView
        let configuration = try #require(
          controller.adapter.collectionView(
            collection, contextMenuConfigurationForItemAt: IndexPath(item: 0, section: 0), point: .zero))
        let menu = try #require(configuration.actionProvider?([]))
        #expect(menu.children.map(\.title) == ["Star"])
        let phone = try #require(
          controller.adapter.collectionView(
            collection, contextMenuConfigurationForItemAt: IndexPath(item: 0, section: 1), point: .zero))
        #expect(try #require(phone.actionProvider?([])).children.map(\.title) == ["Delete", "Call"])
      }
    #endif
  }
#endif
