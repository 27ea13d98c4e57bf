import Formwork
import FormworkDiff
import FormworkListDriver
import Foundation
import Testing

/// Decisions behind the Apple renderers' review findings, made in the driver and tested here:
/// a number being typed is not rewritten (6), a header that appears is shown (9), a dragged
/// slider does not reconfigure its row on every move (13), an update caused during the list's
/// layout waits for the layout to end (14).
@MainActor
@Suite struct ReviewFindingTests {
  static let showHeader = RowKey<Bool>("showHeader")

  @Test func aNumberBeingTypedKeepsItsTextWhenItReadsAsTheRowsValue() throws {
    let form = try Form {
      Section {
        Row.decimal("price", "Price")
        Row.integer("age", "Age")
      }
    }
    let (driver, _) = DriverFixtures.drive(form)
    let price = try #require(form.rowID(forTag: "price"))
    let age = try #require(form.rowID(forTag: "age"))
    #expect(driver.textDidChange("1.", in: price) == .accepted)
    form.flush()
    // The row's text is "1"; the field being typed in keeps "1." (and its caret).
    #expect(driver.replacementText(forField: "1.", of: price, isEditing: true) == nil)
    // Not being typed in: the field shows the row's text.
    #expect(driver.replacementText(forField: "1.", of: price, isEditing: false) == "1")
    // A program change to another value replaces what is typed.
    try form.setValue(.decimal(2), forTag: "price")
    form.flush()
    #expect(driver.replacementText(forField: "1.", of: price, isEditing: true) == "2")
    #expect(driver.textDidChange("007", in: age) == .accepted)
    #expect(driver.replacementText(forField: "007", of: age, isEditing: true) == nil)
    #expect(driver.replacementText(forField: "7", of: age, isEditing: true) == nil, "the same text")
  }

  /// Issue 15: "errors announced". An error appearing under the focused row is said once;
  /// the same message again is not; a fixed row that breaks again is.
  @Test func anErrorUnderTheFocusedRowIsAnnouncedOnce() throws {
    let form = try Form {
      Section { Row.email("email", "Email").rules(.email).validate(on: .onChange) }
    }
    let (driver, list) = DriverFixtures.drive(form)
    let email = try #require(form.rowID(forTag: "email"))
    #expect(driver.focus(email))
    func announcements() -> [String] {
      list.operations.compactMap { if case .announce(let text) = $0 { text } else { nil } }
    }
    _ = driver.textDidChange("ada", in: email)
    list.flush()
    let message = try #require(form.state(of: email)?.errors.first?.message)
    #expect(announcements() == ["\(driver.strings.errorAccessibility): \(message)"])
    _ = driver.textDidChange("ada@", in: email)
    list.flush()
    #expect(announcements().count == 1, "the same message is not said twice")
    _ = driver.textDidChange("ada@example.com", in: email)
    list.flush()
    _ = driver.textDidChange("ada@example", in: email)
    list.flush()
    #expect(announcements().count == 2, "broken again: said again")
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

  @Test func numberPadRowsOfferASignKeyThatMakesTheNumberNegative() throws {
    let form = try Form {
      Section {
        Row.integer("age", "Age")
        Row.decimal("balance", "Balance")
        Row.number("offset", "Offset")
        Row.text("name", "Name")
      }
    }
    let (driver, list) = DriverFixtures.drive(form)
    func id(_ tag: String) throws -> RowID { try #require(form.rowID(forTag: tag)) }
    #expect(driver.accessoryState(for: try id("age")).offersSignToggle)
    #expect(driver.accessoryState(for: try id("balance")).offersSignToggle)
    #expect(!driver.accessoryState(for: try id("offset")).offersSignToggle, "its keyboard has a minus key")
    #expect(!driver.accessoryState(for: try id("name")).offersSignToggle)
    let balance = try id("balance")
    #expect(list.tap(try DriverFixtures.path("balance", in: driver)) == .focus(balance))
    #expect(list.type("12.5") == .accepted)
    #expect(driver.toggleSign(in: balance) == .accepted)
    list.flush()
    #expect(form.state(of: balance)?.value == .decimal(-12.5))
    #expect(list.reconfiguredRows.last == balance, "the field shows the new sign")
    #expect(driver.replacementText(forField: "12.5", of: balance, isEditing: true) == "-12.5")
    #expect(driver.toggleSign(in: balance) == .accepted)
    #expect(form.state(of: balance)?.value == .decimal(12.5))
  }
}
