#if canImport(UIKit)
  import Formwork
  import FormworkDiff
  import FormworkListDriver
  import Testing
  import UIKit

  @testable import FormworkUIKit

  /// The collection adapter in a real `UICollectionView` in a window (list and flow layouts).
  /// Runs on an iOS simulator only.
  @MainActor
  @Suite(.serialized) struct CollectionAdapterTests {
    init() { UIKitFixtures.failOnContractViolations() }

    @Test(arguments: [false, true])
    func everyRowKindGetsAConfiguredCell(flow: Bool) throws {
      let form = try UIKitFixtures.everyKind()
      let layout: FormCollectionLayout = flow ? .flow({ _ in FormFlowSectionStyle() }) : .list(.insetGrouped)
      let controller = FormCollectionViewController(form: form, layout: layout)
      let window = UIKitFixtures.show(UINavigationController(rootViewController: controller))
      defer { window.isHidden = true }
      let driver = controller.driver
      let collectionView = controller.collectionView
      for section in 0..<driver.numberOfSections {
        for item in 0..<driver.numberOfRows(inSection: section) {
          let path = IndexPath(item: item, section: section)
          let descriptor = driver.cell(at: ItemPath(path))
          collectionView.scrollToItem(at: path, at: .centeredVertically, animated: false)
          collectionView.layoutIfNeeded()
          let cell = try #require(collectionView.cellForItem(at: path), "\(descriptor.kind)")
          #expect(cell is FormCollectionViewCell)
          #expect(cell.reuseIdentifier == descriptor.reuseIdentifier)
          let tag = try #require(descriptor.state?.tag)
          #expect(cell.accessibilityIdentifier == FormAccessibilityContent.identifier(forTag: tag))
        }
      }
    }

    @Test func batchUpdatesKeepTheCollectionInStepWithTheDriver() async throws {
      let form = try UIKitFixtures.editing()
      let (screen, window) = UIKitFixtures.collectionScreen(form)
      defer { window.isHidden = true }
      form[UIKitFixtures.showMore] = true
      await UIKitFixtures.nextTurn()
      #expect(screen.collectionView.mismatches(with: screen.driver) == [])
      #expect(screen.driver.statistics.batches > 0)
      #expect(screen.driver.deleteRow(at: ItemPath(item: 0, section: 1)))
      await UIKitFixtures.nextTurn()
      #expect(screen.collectionView.mismatches(with: screen.driver) == [])
    }

    @Test func theFocusedFieldKeepsFirstResponderAcrossAReconfigure() async throws {
      let form = try UIKitFixtures.editing()
      let (screen, window) = UIKitFixtures.collectionScreen(form)
      defer { window.isHidden = true }
      let email = try #require(form.rowID(forTag: "email"))
      #expect(screen.driver.focus(email))
      let path = try UIKitFixtures.path("email", in: screen.driver)
      let field = try #require(
        UIKitFixtures.first(UITextField.self, in: screen.collectionView.cellForItem(at: path)))
      UIKitFixtures.type("ada", into: field)
      form[UIKitFixtures.showMore] = true
      await UIKitFixtures.nextTurn()
      #expect(field.isFirstResponder)
      #expect(form.focusedRow == email)
    }

    @Test func editModeShowsDeleteAndReorderOnMultivaluedRows() throws {
      let form = try UIKitFixtures.editing()
      let (screen, window) = UIKitFixtures.collectionScreen(form)
      defer { window.isHidden = true }
      screen.setEditing(true, animated: false)
      screen.collectionView.layoutIfNeeded()
      let cell = try #require(
        screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) as? UICollectionViewListCell)
      #expect(cell.accessories.count == 2, "delete and reorder")
      #expect(screen.adapter.collectionView(screen.collectionView, canMoveItemAt: IndexPath(item: 0, section: 1)))
      #expect(!screen.adapter.collectionView(screen.collectionView, canMoveItemAt: IndexPath(item: 0, section: 0)))
    }

    @Test func reorderInEditModeMovesTheValues() async throws {
      let form = try UIKitFixtures.editing()
      let (screen, window) = UIKitFixtures.collectionScreen(form)
      defer { window.isHidden = true }
      screen.setEditing(true, animated: false)
      let source = IndexPath(item: 0, section: 1)
      let moved = try #require(screen.driver.rowID(at: ItemPath(source)))
      // A proposal outside the list (onto the section's Add row, or another section) is kept
      // inside it, as the driver decides.
      let outside = screen.adapter.collectionView(
        screen.collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: source, atCurrentIndexPath: source,
        toProposedIndexPath: IndexPath(item: 0, section: 0))
      #expect(outside.section == 1)
      UIKitFixtures.drag(screen.collectionView, from: source, to: IndexPath(item: 2, section: 1))
      await UIKitFixtures.nextTurn()
      #expect(form[UIKitFixtures.phones] == ["2", "3", "1"])
      #expect(
        UIKitFixtures.row(shownBy: screen.collectionView.cellForItem(at: IndexPath(item: 2, section: 1))) == moved)
      #expect(screen.collectionView.mismatches(with: screen.driver) == [])
    }

    @Test func aListSelectorPushesItsOptionScreen() throws {
      let form = try UIKitFixtures.everyKind()
      let (screen, window) = UIKitFixtures.collectionScreen(form)
      defer { window.isHidden = true }
      let path = try UIKitFixtures.path("selectorPush", in: screen.driver)
      screen.adapter.collectionView(screen.collectionView, didSelectItemAt: path)
      #expect(screen.navigationController?.viewControllers.last is FormOptionsViewController)
    }

    #if os(Linux)
      // The layout's invalidation contexts are the stand-in's record.
      @Test(arguments: [false, true])
      func aNewLineInATextAreaMeasuresItsRowOnly(flow: Bool) throws {
        let form = try Form { Section { Row.textArea("notes", "Notes") } }
        let controller = FormCollectionViewController(form: form, layout: flow ? .flow() : .list(.insetGrouped))
        let window = UIKitFixtures.show(UINavigationController(rootViewController: controller))
        defer { window.isHidden = true }
        let notes = try #require(form.rowID(forTag: "notes"))
        #expect(controller.driver.focus(notes))
        let path = IndexPath(item: 0, section: 0)
        let textView = try #require(
          UIKitFixtures.first(UITextView.self, in: controller.collectionView.cellForItem(at: path)))
        let layout = controller.collectionView.collectionViewLayout
        let before = layout.invalidationContexts.count
        textView.insertText("one")
        textView.insertText("\ntwo")
        let contexts = layout.invalidationContexts.dropFirst(before)
        #expect(!contexts.isEmpty, "the row is measured again")
        for context in contexts {
          #expect(context?.invalidatedItemIndexPaths == [path], "only the row that grew")
        }
      }
    #endif

    @Test func flowHeadersAndFootersGrowWithTheTextSize() throws {
      let form = try Form { Section("Contact", tag: "contact") { Row.text("name", "Name") }.footer("We call once.") }
      let style = FormFlowSectionStyle()
      func sizes(_ category: UIContentSizeCategory) throws -> (header: CGFloat, footer: CGFloat) {
        let controller = FormCollectionViewController(form: form, layout: .flow(style))
        let navigation = UINavigationController(rootViewController: controller)
        navigation.setOverrideTraitCollection(
          UITraitCollection(preferredContentSizeCategory: category), forChild: controller)
        let window = UIKitFixtures.show(navigation)
        defer { window.isHidden = true }
        let collection = controller.collectionView
        let layout = collection.collectionViewLayout
        return (
          controller.adapter.collectionView(collection, layout: layout, referenceSizeForHeaderInSection: 0).height,
          controller.adapter.collectionView(collection, layout: layout, referenceSizeForFooterInSection: 0).height
        )
      }
      let regular = try sizes(.large)
      #expect(regular.header == style.headerHeight)
      #expect(regular.footer == style.footerHeight)
      let large = try sizes(.accessibilityExtraExtraExtraLarge)
      #expect(large.header > style.headerHeight * 2, "the header's text is not clipped")
      #expect(large.footer > style.footerHeight * 2)
    }

    @Test func aFlowLayoutOffersTheSwipeActionsInAContextMenu() async throws {
      let form = try UIKitFixtures.editing()
      let controller = FormCollectionViewController(form: form, layout: .flow())
      let window = UIKitFixtures.show(UINavigationController(rootViewController: controller))
      defer { window.isHidden = true }
      let collection = controller.collectionView
      let layout = collection.collectionViewLayout
      #expect(
        controller.adapter.collectionView(collection, layout: layout, insetForSectionAt: 0)
          == FormFlowSectionStyle().insets)
      #expect(controller.adapter.collectionView(collection, layout: layout, minimumLineSpacingForSectionAt: 0) == 8)
      #expect(
        controller.adapter.collectionView(collection, layout: layout, minimumInteritemSpacingForSectionAt: 0) == 8)
      let path = IndexPath(item: 0, section: 1)
      let menu = controller.adapter.collectionView(collection, contextMenuConfigurationForItemAt: path, point: .zero)
      #expect(menu != nil)
      #expect(
        controller.adapter.collectionView(
          collection, contextMenuConfigurationForItemAt: IndexPath(item: 0, section: 0), point: .zero) == nil)
      #if os(Linux)
        let delete = try #require(menu?.actionProvider?([])?.children.first as? UIAction)
        UIControl().sendAction(delete)
        await UIKitFixtures.nextTurn()
        #expect(form[UIKitFixtures.phones] == ["2", "3"])
      #endif
      collection.simulateTap(at: IndexPath(item: 1, section: 0))
      #expect(form.focusedRow == form.rowID(forTag: "first"))
      // Rotation: the flow layout measures its cells for the new width.
      collection.frame.size.width = 600
      controller.view.frame.size.width = 600
      controller.view.layoutIfNeeded()
      #expect(collection.mismatches(with: controller.driver) == [])
    }

    #if os(Linux)
      // The size a flow layout's cell asks for is the stand-in's record.
      @Test func aFlowCellIsMeasuredBesideItsAccessories() async throws {
        let title = "A phone number title long enough to wrap over several lines at this width"
        let form = try Form {
          Section.multivalued(UIKitFixtures.phones, "Phones", values: ["1"], options: .all) { Row.phone(nil, title) }
        }
        let controller = FormCollectionViewController(form: form, layout: .flow())
        let window = UIKitFixtures.show(UINavigationController(rootViewController: controller))
        defer { window.isHidden = true }
        let path = IndexPath(item: 0, section: 0)
        let cell = try #require(controller.collectionView.cellForItem(at: path))
        let plain = try #require(cell.fittedSize?.height)
        controller.setEditing(true, animated: false)
        await UIKitFixtures.nextTurn()
        let editing = try #require(controller.collectionView.cellForItem(at: path)?.fittedSize?.height)
        #expect(editing > plain, "delete and reorder take width: the title wraps on more lines")
      }
    #endif

    #if os(Linux)
      // The delete accessory's tap is the stand-in's (UIKit does not expose its handler).
      @Test func theDeleteAccessoryOfAFlowLayoutDeletesTheRow() async throws {
        let form = try UIKitFixtures.editing()
        let controller = FormCollectionViewController(form: form, layout: .flow())
        let window = UIKitFixtures.show(UINavigationController(rootViewController: controller))
        defer { window.isHidden = true }
        controller.setEditing(true, animated: false)
        let path = IndexPath(item: 0, section: 1)
        let cell = try #require(controller.collectionView.cellForItem(at: path) as? UICollectionViewListCell)
        #expect(cell.accessories.contains { $0.kind == .delete })
        // A flow layout has no swipe actions to reveal: the accessory acts itself.
        controller.collectionView.simulateTapDeleteAccessory(at: path)
        await UIKitFixtures.nextTurn()
        #expect(form[UIKitFixtures.phones] == ["2", "3"])
        #expect(controller.collectionView.mismatches(with: controller.driver) == [])
      }

      @Test func theDeleteAccessoryOfAListRevealsTheSwipeActions() throws {
        let form = try UIKitFixtures.editing()
        let (screen, window) = UIKitFixtures.collectionScreen(form)
        defer { window.isHidden = true }
        screen.setEditing(true, animated: false)
        let revealed = screen.collectionView.simulateTapDeleteAccessory(at: IndexPath(item: 0, section: 1))
        #expect(revealed?.actions.first?.style == .destructive)
        #expect(form[UIKitFixtures.phones] == ["1", "2", "3"], "nothing deleted before the swipe action is tapped")
      }
    #endif
  }
#endif
