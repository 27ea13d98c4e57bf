#if canImport(UIKit)
  import Formwork
  import FormworkDiff
  import FormworkListDriver
  import Testing
  import UIKit

  @testable import FormworkUIKit

  /// The table adapter in a real `UITableView` in a window: cells from descriptors, batch updates,
  /// first responder, swipes, reorder, option screens. Runs on an iOS simulator only.
  @MainActor
  @Suite(.serialized) struct TableAdapterTests {
    init() { UIKitFixtures.failOnContractViolations() }

    @Test func everyRowKindGetsAConfiguredCellWithItsIdentifier() throws {
      let form = try UIKitFixtures.everyKind()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let driver = screen.driver
      for section in 0..<driver.numberOfSections {
        for item in 0..<driver.numberOfRows(inSection: section) {
          let path = IndexPath(item: item, section: section)
          let descriptor = driver.cell(at: ItemPath(path))
          screen.tableView.scrollToRow(at: path, at: .middle, animated: false)
          screen.tableView.layoutIfNeeded()
          let cell = try #require(screen.tableView.cellForRow(at: path), "\(descriptor.kind)")
          #expect(cell is FormTableViewCell, "\(descriptor.kind)")
          #expect(cell.reuseIdentifier == descriptor.reuseIdentifier)
          let tag = try #require(descriptor.state?.tag)
          #expect(cell.accessibilityIdentifier == FormAccessibilityContent.identifier(forTag: tag))
          if descriptor.content.accessibility.isCellElement {
            #expect(cell.accessibilityLabel == descriptor.content.accessibility.label)
          }
        }
      }
    }

    @Test func aSwitchReadsItsTitleAndState() throws {
      let form = try UIKitFixtures.everyKind()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let path = try UIKitFixtures.path("switch", in: screen.driver)
      screen.tableView.scrollToRow(at: path, at: .middle, animated: false)
      let toggle = try #require(UIKitFixtures.first(UISwitch.self, in: screen.tableView.cellForRow(at: path)))
      #expect(toggle.accessibilityLabel == "Notify me")
      #expect(toggle.isOn == false)
    }

    @Test func batchUpdatesKeepTheTableInStepWithTheDriver() async throws {
      let form = try UIKitFixtures.editing()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let reloads = screen.driver.statistics.reloads
      form[UIKitFixtures.showMore] = true
      await UIKitFixtures.nextTurn()
      #expect(screen.tableView.mismatches(with: screen.driver) == [])
      #expect(screen.driver.statistics.reloads == reloads, "an on-screen update animates, it does not reload")
      #expect(screen.driver.statistics.batches > 0)
      form[UIKitFixtures.showMore] = false
      await UIKitFixtures.nextTurn()
      #expect(screen.tableView.mismatches(with: screen.driver) == [])
    }

    @Test func anUpdateOffTheWindowReloads() throws {
      let form = try UIKitFixtures.editing()
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 800), style: .insetGrouped)
      let adapter = FormTableAdapter(form: form, tableView: tableView)
      let reloads = adapter.driver.statistics.reloads
      form[UIKitFixtures.showMore] = true
      form.flush()
      #expect(adapter.driver.statistics.reloads == reloads + 1)
      #expect(adapter.driver.statistics.batches == 0)
      #expect(tableView.mismatches(with: adapter.driver) == [])
    }

    @Test func theFocusedFieldKeepsFirstResponderAcrossAReconfigure() async throws {
      let form = try UIKitFixtures.editing()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let email = try #require(form.rowID(forTag: "email"))
      #expect(screen.driver.focus(email))
      let path = try UIKitFixtures.path("email", in: screen.driver)
      let field = try #require(UIKitFixtures.first(UITextField.self, in: screen.tableView.cellForRow(at: path)))
      #expect(field.isFirstResponder)
      // An error appears (the row is reconfigured) and a row appears above it.
      UIKitFixtures.type("ada", into: field)
      form[UIKitFixtures.showMore] = true
      await UIKitFixtures.nextTurn()
      let moved = try UIKitFixtures.path("email", in: screen.driver)
      #expect(
        screen.tableView.cellForRow(at: moved).flatMap { UIKitFixtures.first(UITextField.self, in: $0) } === field)
      #expect(field.isFirstResponder)
      #expect(field.text == "ada")
      #expect(form.focusedRow == email)
    }

    @Test func deletingTheFocusedRowEndsEditing() async throws {
      let form = try UIKitFixtures.editing()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let path = IndexPath(item: 0, section: 1)
      let row = try #require(screen.driver.rowID(at: ItemPath(path)))
      #expect(screen.driver.focus(row))
      #expect(screen.driver.deleteRow(at: ItemPath(path)))
      await UIKitFixtures.nextTurn()
      #expect(form.focusedRow == nil)
      #expect(UIKitFixtures.first(UITextField.self, in: screen.tableView).map { !$0.isFirstResponder } ?? true)
      #expect(screen.tableView.window?.firstResponder as? UITextField == nil)
      #expect(screen.tableView.mismatches(with: screen.driver) == [])
    }

    @Test func theKeyboardAccessoryMovesToThePreviousAndNextInputs() throws {
      let form = try UIKitFixtures.editing()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let first = try #require(form.rowID(forTag: "first"))
      let email = try #require(form.rowID(forTag: "email"))
      #expect(screen.driver.focus(first))
      let coordinator = screen.adapter.coordinator
      coordinator.accessoryTapped(.next)
      #expect(form.focusedRow == email)
      coordinator.accessoryTapped(.previous)
      #expect(form.focusedRow == first)
      coordinator.accessoryTapped(.done)
      #expect(form.focusedRow == nil)
    }

    @Test func aSwipeDeletesTheRowItWasRevealedFor() async throws {
      let form = try UIKitFixtures.editing()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let configuration = try #require(
        screen.adapter.tableView(
          screen.tableView, trailingSwipeActionsConfigurationForRowAt: IndexPath(item: 1, section: 1)))
      let delete = try #require(configuration.actions.first)
      // A row above it goes before the tap: the action still deletes the row it was shown on.
      #expect(screen.driver.deleteRow(at: ItemPath(item: 0, section: 1)))
      await UIKitFixtures.nextTurn()
      var completed: Bool?
      delete.handler(delete, UIView()) { completed = $0 }
      await UIKitFixtures.nextTurn()
      #expect(completed == true)
      #expect(form[UIKitFixtures.phones] == ["3"])
      #expect(screen.tableView.mismatches(with: screen.driver) == [])
    }

    @Test func reorderInEditModeMovesTheValues() async throws {
      let form = try UIKitFixtures.editing()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      screen.setEditing(true, animated: false)
      #expect(screen.tableView.isEditing)
      let source = IndexPath(item: 0, section: 1)
      let moved = try #require(screen.driver.rowID(at: ItemPath(source)))
      #expect(screen.adapter.tableView(screen.tableView, canMoveRowAt: source))
      let target = screen.adapter.tableView(
        screen.tableView, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: IndexPath(item: 2, section: 1))
      #expect(target == IndexPath(item: 2, section: 1))
      UIKitFixtures.drag(screen.tableView, from: source, to: target)
      await UIKitFixtures.nextTurn()
      #expect(form[UIKitFixtures.phones] == ["2", "3", "1"])
      // The row's cell went with it: the table shows the moved row at its new place.
      #expect(UIKitFixtures.row(shownBy: screen.tableView.cellForRow(at: target)) == moved)
      #expect(screen.tableView.mismatches(with: screen.driver) == [])
    }

    @Test func aMoveDeliveredAtOnceUpdatesTheTableAfterUIKitsMove() async throws {
      let form = try UIKitFixtures.editing()
      // The app delivers updates at once: the move's own change reaches the adapter while UIKit
      // is still inside its move callback.
      form.updateDelivery = .immediate
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      screen.setEditing(true, animated: false)
      let source = IndexPath(item: 0, section: 1)
      let moved = try #require(screen.driver.rowID(at: ItemPath(source)))
      UIKitFixtures.drag(screen.tableView, from: source, to: IndexPath(item: 2, section: 1))
      await UIKitFixtures.nextTurn()
      #expect(form[UIKitFixtures.phones] == ["2", "3", "1"])
      #expect(UIKitFixtures.row(shownBy: screen.tableView.cellForRow(at: IndexPath(item: 2, section: 1))) == moved)
      #expect(screen.tableView.mismatches(with: screen.driver) == [])
    }

    /// UIKit has moved the row on screen when it reports the move, and the table must not be
    /// updated from inside that callback. A move the form refuses by then (the form turned
    /// read-only during the drag) puts the row back on the next turn of the main queue.
    @Test func aMoveRefusedDuringTheDragPutsTheRowBackOnTheNextTurn() async throws {
      let form = try UIKitFixtures.editing()
      try await dragFirstPhoneToTheEnd(of: form, expecting: ["1", "2", "3"]) { _ in
        form.editPolicy = EditPolicy(readOnly: true)
      }
    }

    /// The same when the row can no longer move at all by the time UIKit reports the move
    /// (a condition disabled it during the drag): the list follows the form again, a turn later.
    @Test func aRowThatCannotMoveAnyMorePutsTheListBackOnTheNextTurn() async throws {
      let locked = RowKey<Bool>("locked")
      let form = try Form {
        Section("Main") { Row.switch(locked, "Locked") }
        Section.multivalued(UIKitFixtures.phones, "Phones", values: ["1", "2", "3"], options: .all) {
          Row.phone(nil, "Phone").disabled { $0[locked] == true }
        }
      }
      try await dragFirstPhoneToTheEnd(of: form, expecting: ["1", "2", "3"]) { _ in form[locked] = true }
    }

    /// The dragged row is removed by the app while it hovers (a server's sync): the move is
    /// refused, and the list follows the form again a turn later, every cell showing its row.
    @Test func aRowRemovedDuringItsDragLeavesTheListInStep() async throws {
      let form = try UIKitFixtures.editing()
      try await dragFirstPhoneToTheEnd(of: form, expecting: ["2", "3"]) { dragged in
        do { try form.removeRow(dragged) } catch { Issue.record(error) }
      }
    }

    /// Drags the first phone (section 1) below the last one while `change` alters the form, then,
    /// a turn later, expects the phones and a table in step with the form: every cell shows the
    /// row the data source has at its path.
    private func dragFirstPhoneToTheEnd(
      of form: Form, expecting phones: [String], whileHovering change: (RowID) -> Void
    ) async throws {
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      screen.setEditing(true, animated: false)
      let source = IndexPath(item: 0, section: 1)
      let dragged = try #require(screen.driver.rowID(at: ItemPath(source)))
      UIKitFixtures.drag(screen.tableView, from: source, to: IndexPath(item: 2, section: 1)) { change(dragged) }
      await UIKitFixtures.nextTurn()
      #expect(form[UIKitFixtures.phones] == phones)
      #expect(screen.tableView.mismatches(with: screen.driver) == [])
      for item in phones.indices {
        let path = IndexPath(item: item, section: 1)
        let shown = UIKitFixtures.row(shownBy: screen.tableView.cellForRow(at: path))
        #expect(shown == screen.driver.rowID(at: ItemPath(path)))
      }
    }

    @Test func aListSelectorPushesItsOptionScreen() throws {
      let form = try UIKitFixtures.everyKind()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let path = try UIKitFixtures.path("selectorPush", in: screen.driver)
      screen.adapter.tableView(screen.tableView, didSelectRowAt: path)
      let pushed = screen.navigationController?.viewControllers.last
      #expect(pushed is FormOptionsViewController)
      #expect(pushed?.title == "Push")
    }

    @Test func withoutNavigationTheOptionScreenIsPresented() throws {
      let form = try UIKitFixtures.everyKind()
      let controller = FormViewController(form: form)
      let window = UIKitFixtures.show(controller)
      defer { window.isHidden = true }
      let path = try UIKitFixtures.path("selectorPush", in: controller.driver)
      controller.adapter.tableView(controller.tableView, didSelectRowAt: path)
      let presented = controller.presentedViewController as? UINavigationController
      #expect(presented?.viewControllers.first is FormOptionsViewController)
    }

    @Test func aDisabledRowShowsItsReasonInABanner() throws {
      let form = try Form {
        Section { Row.text("locked", "Locked").disabled(when: { _ in true }).disabledReason("Set by your company") }
      }
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      screen.adapter.tableView(screen.tableView, didSelectRowAt: IndexPath(item: 0, section: 0))
      let banner = UIKitFixtures.first(FormBanner.self, in: screen.view)
      #expect(banner != nil)
    }

    @Test func aChangeToARowJustBelowTheWindowShowsWhenItScrollsIn() async throws {
      let rows: [AnyRow] = (0..<40).map { Row.text(RowKey("t\($0)"), "Text \($0)").eraseToAnyRow() }
      let form = try Form(sections: [Section("Rows", rows: rows)])
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let visible = try #require(screen.tableView.indexPathsForVisibleRows)
      let lastVisible = try #require(visible.max())
      let below = IndexPath(row: lastVisible.row + 1, section: 0)
      let row = try #require(screen.driver.rowID(at: ItemPath(below)))
      let tag = try #require(form.state(of: row)?.tag)
      form[RowKey<String>(tag)] = "changed"
      await UIKitFixtures.nextTurn()
      screen.tableView.scrollToRow(at: below, at: .bottom, animated: false)
      let field = try #require(UIKitFixtures.first(UITextField.self, in: screen.tableView.cellForRow(at: below)))
      #expect(field.text == "changed", "the cell UIKit prepared for the row was reconfigured too")
    }
  }
#endif
