#if canImport(UIKit)
  import Formwork
  import FormworkDiff
  import FormworkListDriver
  import Testing
  import UIKit

  @testable import FormworkUIKit

  /// What form screens do around the list: Tab and Shift-Tab, the responder chain's undo
  /// manager, option screens that load or fail, custom cell classes, taps on custom rows.
  @MainActor
  @Suite(.serialized) struct ScreenBehaviourTests {
    init() { UIKitFixtures.failOnContractViolations() }

    @Test func tabMovesBetweenInputsAndTheUndoManagerIsTheScreens() throws {
      let form = try UIKitFixtures.editing()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let first = try #require(form.rowID(forTag: "first"))
      let email = try #require(form.rowID(forTag: "email"))
      screen.focusNextInput()
      #expect(form.focusedRow == first)
      screen.focusNextInput()
      #expect(form.focusedRow == email)
      screen.focusPreviousInput()
      #expect(form.focusedRow == first)
      let field = try #require(
        UIKitFixtures.first(
          UITextField.self, in: screen.tableView.cellForRow(at: try UIKitFixtures.path("first", in: screen.driver))))
      #expect(field.isFirstResponder)
      // ⌘Z and shake reach the form's history along the responder chain.
      #expect(screen.undoManager != nil)
      #expect(field.undoManager === screen.undoManager)
      screen.driver.endEditing()
      #expect(screen.canBecomeFirstResponder)
      #expect(screen.becomeFirstResponder())
      screen.undoFormStep()
      screen.redoFormStep()
      screen.showDenial("Not now")
      #expect(UIKitFixtures.first(FormBanner.self, in: screen.view) != nil)
    }

    @Test func commandZOnTheScreenUndoesTheFormsStepsOneByOne() throws {
      let form = try UIKitFixtures.editing()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let first = RowKey<String>("first")
      try form.setValue("Ada", for: first, origin: .user)
      try form.setValue("Ada L", for: first, origin: .user)
      let manager = try #require(screen.undoManager)
      #expect(manager.undoMenuItemTitle.contains(try #require(form.undoActionName)))
      screen.undoFormStep()
      #expect(form[first] == "Ada", "one ⌘Z is one step of the form")
      screen.undoFormStep()
      #expect(form[first] == nil)
      #expect(!manager.canUndo)
      screen.redoFormStep()
      #expect(form[first] == "Ada")
    }

    @Test func theScreenTakesShakeToUndoWhenNoFieldHasTheKeyboard() throws {
      let form = try UIKitFixtures.editing()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      #expect(screen.isFirstResponder, "on screen, the form screen answers shake and ⌘Z")
      let first = try #require(form.rowID(forTag: "first"))
      #expect(screen.driver.focus(first))
      #expect(!screen.isFirstResponder, "a field has the keyboard")
      screen.driver.endEditing()
      #expect(screen.isFirstResponder, "back to the screen once editing ends")
    }

    /// Options that fail the first time and load the second.
    final class FlakyBank: @unchecked Sendable {
      private let lock = NSLock()
      private var calls = 0
      func load() throws -> [SelectorOption<String>] {
        lock.lock()
        defer { lock.unlock() }
        calls += 1
        if calls == 1 { throw URLError(.notConnectedToInternet) }
        return [SelectorOption("a", "A")]
      }
    }

    @Test func anOptionScreenShowsAFailureAndRetries() async throws {
      let bank = FlakyBank()
      let form = try Form {
        Section { Row<String>.selector("bank", "Bank", presentation: .push) { try bank.load() } }
      }
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let navigation = try #require(screen.navigationController)
      screen.tableView.simulateTap(at: try UIKitFixtures.path("bank", in: screen.driver))
      let options = try #require(navigation.topViewController as? FormOptionsViewController)
      let list = try #require(UIKitFixtures.first(UITableView.self, in: options.view))
      #expect(list.backgroundView is UIActivityIndicatorView, "a spinner while loading")
      let row = try #require(form.rowID(forTag: "bank"))
      await UIKitFixtures.optionsSettled(form, row)
      for _ in 0..<100 where !(list.backgroundView?.subviews.first is UIStackView) {
        await Task.yield()
        await UIKitFixtures.nextTurn()
      }
      let retry = try #require(UIKitFixtures.first(UIButton.self, in: list.backgroundView))
      #expect(
        UIKitFixtures.first(UILabel.self, in: list.backgroundView)?.text?.contains(screen.driver.strings.optionsFailed)
          == true)
      let reloaded = UIKitFixtures.nextOptionsSettled(form, row)
      retry.sendActions(for: .primaryActionTriggered)
      await reloaded()
      for _ in 0..<100 where list.backgroundView != nil {
        await Task.yield()
        await UIKitFixtures.nextTurn()
      }
      list.layoutIfNeeded()
      #expect(list.backgroundView == nil)
      #expect(list.cellForRow(at: IndexPath(row: 0, section: 0)) != nil)
    }

    final class RatingCell: UITableViewCell, FormConfigurableCell {
      var shown: FormValue?
      func configure(with cell: FormCellDescriptor, context: FormCellContext) { shown = cell.state?.value }
    }

    final class RatingItem: UICollectionViewCell, FormConfigurableCell {
      var shown: FormValue?
      func configure(with cell: FormCellDescriptor, context: FormCellContext) { shown = cell.state?.value }
    }

    static func ratingForm() throws -> Form {
      try Form { Section { Row<Int>.custom("rating", kind: "rating", "Rating", value: 4) } }
    }

    @Test func customCellClassesShowTheirRows() throws {
      let form = try Self.ratingForm()
      let table = FormViewController(form: form)
      table.cells.register(kind: "rating", tableCell: RatingCell.self)
      table.cells.register(kind: "rating", collectionCell: RatingItem.self)
      var tapped: [String] = []
      table.adapter.customRowTap = { _, kind in tapped.append(kind) }
      let window = UIKitFixtures.show(UINavigationController(rootViewController: table))
      defer { window.isHidden = true }
      let cell = try #require(table.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? RatingCell)
      #expect(cell.shown == .int(4))
      table.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
      #expect(tapped == ["rating"], "no handler for the kind: the adapter's")

      let collection = FormCollectionViewController(form: try Self.ratingForm())
      collection.cells.register(kind: "rating", collectionCell: RatingItem.self)
      let other = UIKitFixtures.show(UINavigationController(rootViewController: collection))
      defer { other.isHidden = true }
      let item = try #require(collection.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? RatingItem)
      #expect(item.shown == .int(4))
    }

    #if os(Linux)
      // Nibs are the stand-in's (made by a closure): Linux cannot load them.
      @Test func customCellNibsShowTheirRows() throws {
        let form = try Self.ratingForm()
        let table = FormViewController(form: form)
        table.cells.register(
          kind: "rating", tableCellNib: UINib(instantiating: { [RatingCell(style: .default, reuseIdentifier: nil)] }))
        let window = UIKitFixtures.show(UINavigationController(rootViewController: table))
        defer { window.isHidden = true }
        #expect((table.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? RatingCell)?.shown == .int(4))
        let collection = FormCollectionViewController(form: try Self.ratingForm())
        collection.cells.register(
          kind: "rating", collectionCellNib: UINib(instantiating: { [RatingItem(frame: .zero)] }))
        let other = UIKitFixtures.show(UINavigationController(rootViewController: collection))
        defer { other.isHidden = true }
        #expect(
          (collection.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? RatingItem)?.shown == .int(4))
      }
    #endif
  }
#endif
