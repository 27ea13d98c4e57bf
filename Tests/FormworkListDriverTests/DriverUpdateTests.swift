import Formwork
import FormworkDiff
import FormworkListDriver
import Foundation
import Testing

/// Updates through the recording list: batches that UIKit accepts, reconfigures in place,
/// reloads when off screen or above the threshold.
@MainActor
@Suite struct DriverUpdateTests {
  static let subscribe = RowKey<Bool>("subscribe")
  static let company = RowKey<Bool>("company")

  static func dynamicForm() throws -> Form {
    try Form {
      Section("Account", tag: "account") {
        Row.text("name", "Name")
        Row.switch(subscribe, "Subscribe")
        Row.selector("frequency", "Frequency", options: DriverFixtures.colors).hidden { $0[subscribe] != true }
        Row.email("email", "Email").hidden { $0[subscribe] != true }
        Row.switch(company, "Company")
      }
      Section("Company", tag: "companySection") {
        Row.text("companyName", "Company name")
        Row.text("vat", "VAT number")
      }
      .hidden { $0[company] != true }
      Section("Notes", tag: "notes") {
        Row.textArea("notes", "Notes")
        Row.date("day", "Day", inline: true)
      }
    }
  }

  @Test func attachingReloadsTheList() throws {
    let (driver, list) = DriverFixtures.drive(try Self.dynamicForm())
    #expect(list.operations == [.reload])
    #expect(driver.statistics.reloads == 1)
    list.expectConsistent()
  }

  @Test func rowsAndSectionsAppearAndDisappearInValidBatches() throws {
    let form = try Self.dynamicForm()
    let (driver, list) = DriverFixtures.drive(form)
    form[Self.subscribe] = true
    list.flush()
    #expect(list.model[0].items.count == 5)
    form[Self.company] = true
    list.flush()
    #expect(list.model.count == 3)
    form.transaction {
      form[Self.subscribe] = false
      form[Self.company] = false
    }
    list.flush()
    #expect(list.model.map(\.items.count) == [3, 2])
    #expect(driver.statistics.reloads == 1)
    #expect(driver.statistics.batches == 3)
  }

  @Test func valueChangesReconfigureInPlace() throws {
    let form = try Self.dynamicForm()
    let (driver, list) = DriverFixtures.drive(form)
    let name = try #require(form.rowID(forTag: "name"))
    let before = try #require(list.cells[ItemPath(item: 0, section: 0)])
    try form.setValue(.string("Ada"), forTag: "name")
    list.flush()
    #expect(list.structuralOperations == [.reload])
    #expect(list.reconfiguredRows == [name])
    let after = try #require(list.cells[ItemPath(item: 0, section: 0)])
    #expect(after === before)
    #expect(after.descriptor.content.text?.text == "Ada")
    #expect(driver.statistics.reconfiguredRows == 1)
  }

  @Test func inlineEditorsExpandAndCollapse() throws {
    let form = try Self.dynamicForm()
    let (_, list) = DriverFixtures.drive(form)
    let day = try #require(form.rowID(forTag: "day"))
    form.setInlineExpanded(day, true)
    list.flush()
    #expect(list.model[1].items.count == 3)
    // The picker edits the row's value; the row shows it without being replaced.
    let editor = list.model[1].items[2]
    let date = Date(timeIntervalSince1970: 1_000_000)
    #expect(list.driver.edit(editor, .setDate(date)) == .applied)
    list.flush()
    #expect(form.state(of: day)?.value == .date(date))
    #expect(list.reconfiguredRows.contains(day))
    form.setInlineExpanded(day, false)
    list.flush()
    #expect(list.model[1].items.count == 2)
  }

  @Test func offWindowListsReload() throws {
    let form = try Self.dynamicForm()
    let (driver, list) = DriverFixtures.drive(form)
    list.isOnWindow = false
    form[Self.subscribe] = true
    list.flush()
    #expect(list.structuralOperations == [.reload, .reload])
    #expect(driver.statistics.batches == 0)
    list.isOnWindow = true
    form[Self.subscribe] = false
    list.flush()
    #expect(driver.statistics.batches == 1)
  }

  @Test func updatesAboveTheThresholdReload() throws {
    let rows: [AnyRow] = (0..<50).map { index in
      Row.text(RowKey("r\(index)"), "Row \(index)").hidden { $0[Self.subscribe] == true }.eraseToAnyRow()
    }
    let form = try Form(sections: [Section { Row.switch(Self.subscribe, "Hide all") }, Section("Rows", rows: rows)])
    let (driver, list) = DriverFixtures.drive(form)
    driver.reloadThreshold = 20
    form[Self.subscribe] = true
    list.flush()
    #expect(list.structuralOperations == [.reload, .reload])
    driver.reloadThreshold = 100
    form[Self.subscribe] = false
    list.flush()
    #expect(driver.statistics.batches == 1)
    #expect(list.model[1].items.count == 50)
  }

  @Test func aReloadGivesTheFocusedRowItsFocusBack() throws {
    let form = try Self.dynamicForm()
    let (driver, list) = DriverFixtures.drive(form)
    list.isOnWindow = false
    let name = try #require(form.rowID(forTag: "name"))
    #expect(driver.focus(name))
    form[Self.subscribe] = true
    list.flush()
    #expect(list.firstResponder?.row == name)
    #expect(form.focusedRow == name)
  }

  @Test func anUpdateDeliveredWhileOneIsAppliedWaits() throws {
    let form = try Self.dynamicForm()
    form.updateDelivery = .immediate
    let driver = FormListDriver(form: form)
    let list = RecordingListView(driver: driver, viewportRows: 100)
    // A display handler that changes the form: its update arrives while the first is applied.
    var changed = false
    let subscription = driver.observe { event in
      guard case .willDisplay = event, !changed else { return }
      changed = true
      form[Self.company] = true
    }
    form[Self.subscribe] = true
    #expect(changed)
    #expect(list.model.count == 3)
    list.expectConsistent()
    subscription.cancel()
  }

  @Test(arguments: [UpdateDelivery.manual, .immediate, .nextTurn])
  func theDriverLeavesTheFormsDeliveryAlone(_ delivery: UpdateDelivery) throws {
    let form = try Self.dynamicForm()
    form.updateDelivery = delivery
    let (driver, list) = DriverFixtures.drive(form)
    #expect(form.updateDelivery == delivery)
    form[Self.subscribe] = true
    // Only the form's delivery decides when the list hears of a change.
    #expect(driver.statistics.updates == (delivery == .immediate ? 1 : 0))
    list.flush()
    #expect(driver.statistics.updates == 1)
    #expect(form.updateDelivery == delivery)
  }

  @Test func nextTurnDeliveryCoalesces() async throws {
    let form = try Self.dynamicForm()
    form.updateDelivery = .nextTurn
    let driver = FormListDriver(form: form)
    let list = RecordingListView(driver: driver, viewportRows: 100)
    form[Self.subscribe] = true
    form[Self.company] = true
    try await Task.sleep(nanoseconds: 50_000_000)
    #expect(driver.statistics.updates == 1)
    #expect(driver.statistics.batches == 1)
    list.expectConsistent()
  }

  @Test func aDetachedDriverFollowsTheFormAndReloadsOnAttach() throws {
    let form = try Self.dynamicForm()
    let (driver, list) = DriverFixtures.drive(form)
    driver.detach()
    form[Self.subscribe] = true
    form.flush()
    #expect(list.structuralOperations == [.reload])
    #expect(driver.numberOfRows(inSection: 0) == 5)
    driver.attach(list)
    list.expectConsistent()
  }

  @Test func theRecordingListCatchesABatchUIKitWouldReject() throws {
    let (_, list) = DriverFixtures.drive(try Self.dynamicForm())
    // Deleting a row the data source still has: UIKit raises an inconsistency exception.
    list.performBatchUpdates(ListUpdate.Stage(itemDeletes: [ItemPath(item: 0, section: 0)]), animated: false)
    #expect(!list.violations.isEmpty)
  }
}
