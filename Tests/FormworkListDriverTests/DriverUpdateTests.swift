import Formwork
import FormworkDiff
import FormworkListDriver
import Foundation
import Testing

/// Updates through the recording list: batches that UIKit accepts, reconfigures in place,
/// reloads when off screen or above the threshold; a header that appears is reloaded, a dragged
/// slider is reconfigured once when let go, an update caused during the list's layout waits for
/// the layout to end.
@MainActor
@Suite struct DriverUpdateTests {
  static let subscribe = RowKey<Bool>("subscribe")
  static let company = RowKey<Bool>("company")
  static let showHeader = RowKey<Bool>("showHeader")

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
    // A date row holds the calendar date the picked moment falls on.
    #expect(form.state(of: day)?.value == .date(FormDateCoding.calendarDate(of: date, in: form.timeZone)))
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

  @Test func aHeaderThatAppearsWithoutAStructuralChangeIsReloaded() throws {
    let form = try Form {
      Section(tag: "switches") { Row.switch(Self.showHeader, "Header") }
      Section(tag: "main") { Row.text("name", "Name") }
    }
    let (driver, list) = DriverFixtures.drive(form)
    let main = try #require(form.sectionID(forTag: "main"))
    let name = try #require(form.rowID(forTag: "name"))
    // The list asked: no header.
    #expect(driver.supplementary(.header, inSection: 1) == nil)
    #expect(list.tap(try DriverFixtures.path("name", in: driver)) == .focus(name))
    try form.setHeader(.text("Contact"), forSection: main)
    list.flush()
    #expect(list.operations.contains(.reloadSupplementaries([1])))
    #expect(driver.supplementary(.header, inSection: 1)?.text == "Contact")
    #expect(list.firstResponder?.row == name, "the focused row keeps its focus")
    #expect(form.focusedRow == name)
    // The text changes: the header is reconfigured, not reloaded.
    try form.setHeader(.text("Contact details"), forSection: main)
    list.flush()
    #expect(list.operations.last == .reconfigureSupplementaries([1]))
    // It goes away: reloaded again, and the focused row gets its focus back.
    let before = list.operations.count
    try form.setHeader(nil, forSection: main)
    list.flush()
    #expect(list.operations[before...].contains(.reloadSupplementaries([1])))
    #expect(list.firstResponder?.row == name)
  }

  @Test func aDraggedSliderIsReconfiguredOnceWhenLetGo() throws {
    let level = RowKey<Double>("level")
    let form = try Form {
      Section {
        Row.slider(level, "Level", value: 0.5)
        Row.info(RowKey<String>("echo"), "Echo").hidden { ($0[level] ?? 0) > 0.9 }
      }
    }
    let (driver, list) = DriverFixtures.drive(form)
    let slider = try #require(form.rowID(forTag: "level"))
    driver.beginContinuousEdit(slider)
    for step in 1...30 {
      _ = driver.edit(slider, .slide(0.5 + Double(step) / 100))
      list.flush()
    }
    #expect(!list.reconfiguredRows.contains(slider), "no reconfigure while the finger is down")
    #expect(form[level] == 0.8)
    driver.endContinuousEdit(slider)
    #expect(list.reconfiguredRows == [slider])
    // Let go with nothing changed since: nothing more.
    driver.beginContinuousEdit(slider)
    driver.endContinuousEdit(slider)
    #expect(list.reconfiguredRows == [slider])
    // A structural change the drag causes still animates.
    driver.beginContinuousEdit(slider)
    _ = driver.edit(slider, .slide(1))
    list.flush()
    #expect(driver.numberOfRows(inSection: 0) == 1)
    driver.endContinuousEdit(slider)
  }

  @Test func anUpdateCausedWhileTheListLaysOutWaitsForTheNextTurn() throws {
    let more = RowKey<Bool>("more")
    var rows: [AnyRow] = (0..<30).map { Row.text(RowKey("t\($0)"), "Text \($0)").eraseToAnyRow() }
    rows.append(Row.switch(more, "More").eraseToAnyRow())
    rows.append(Row.text("extra", "Extra").hidden { $0[more] != true }.eraseToAnyRow())
    let form = try Form(sections: [Section("Rows", rows: rows)])
    form.updateDelivery = .immediate
    let (driver, list) = DriverFixtures.drive(form, viewportRows: 10)
    var deferred: [@MainActor () -> Void] = []
    driver.deferToNextTurn = { deferred.append($0) }
    // A display handler changes the form (immediate delivery) from inside the layout pass.
    let subscription = driver.observe { event in
      if case .willDisplay(let row, _) = event, form.state(of: row)?.tag == "t25" { form[more] = true }
    }
    list.scroll(to: 20)
    #expect(list.violations.isEmpty, "\(list.violations)")
    #expect(deferred.count == 1, "the update waits for the next turn")
    #expect(driver.numberOfRows(inSection: 0) == 31, "the data source still answers what the list shows")
    for work in deferred { work() }
    list.expectConsistent()
    #expect(driver.numberOfRows(inSection: 0) == 32)
    subscription.cancel()
  }
}
