import Formwork
import FormworkDiff
import FormworkListDriver
import Foundation
import Testing

/// What a tap on each row kind does, and what a tap on a row that cannot be edited does.
@MainActor
@Suite struct TapRoutingTests {
  /// The action expected from a tap on each row of ``DriverFixtures/everyKind()``.
  static func expectedAction(_ tag: String, _ row: RowID) -> FormRowAction {
    switch tag {
    case "text", "name", "email", "password", "phone", "url", "integer", "decimal", "number", "textArea", "date",
      "time", "dateTime", "countdown", "selectorPicker":
      return .focus(row)
    case "dateInline", "selectorInline": return .inlineToggled(row, expanded: true)
    case "switch", "check": return .toggled(row, true)
    case "stepper", "slider", "segmented", "info": return .none
    case "selectorPush": return .presentOptions(row, .list(multiple: false))
    case "selectorSheet": return .presentOptions(row, .actionSheet)
    case "selectorAlert": return .presentOptions(row, .alert)
    case "multiple", "multipleSheet": return .presentOptions(row, .list(multiple: true))
    case "button": return .performedAction(row)
    case "custom": return .custom(row, kind: "rating")
    case "subform": return .presentSubform(row)
    default: return .showDenial(row, reason: "unexpected tag \(tag)")
    }
  }

  @Test(arguments: DriverFixtures.expectedKinds.keys.sorted())
  func aTapDoesWhatTheRowKindSays(tag: String) throws {
    let form = try DriverFixtures.everyKind()
    let (driver, list) = DriverFixtures.drive(form)
    var selected: [RowID] = []
    let subscription = driver.observe { event in
      if case .selected(let row, _) = event { selected.append(row) }
    }
    let row = try #require(form.rowID(forTag: tag))
    let action = list.tap(try DriverFixtures.path(tag, in: driver))
    #expect(action == Self.expectedAction(tag, row))
    #expect(selected == [row])
    if case .focus = action {
      #expect(list.firstResponder?.row == row, "the driver focused the row's input")
      #expect(form.focusedRow == row)
    }
    list.flush()
    if case .inlineToggled = action {
      let path = try DriverFixtures.path(tag, in: driver)
      #expect(driver.cell(at: ItemPath(item: path.item + 1, section: path.section)).kind.isInlineEditor)
    }
    subscription.cancel()
  }

  @Test func openingAnInlineEditorClosesTheKeyboard() throws {
    let form = try DriverFixtures.everyKind()
    let (driver, list) = DriverFixtures.drive(form)
    #expect(driver.focus(try #require(form.rowID(forTag: "text"))))
    list.tap(try DriverFixtures.path("dateInline", in: driver))
    #expect(list.firstResponder == nil)
    #expect(list.operations.contains(.endEditing))
  }

  @Test func aTapOnTheInlineEditorDoesNothing() throws {
    let form = try DriverFixtures.everyKind()
    let (driver, list) = DriverFixtures.drive(form)
    let path = try DriverFixtures.path("selectorInline", in: driver)
    list.tap(path)
    list.flush()
    #expect(list.tap(ItemPath(item: path.item + 1, section: path.section)) == .none)
  }

  @Test func aTapOnAReadOnlyRowShowsTheReasonAndEmitsTheEvent() throws {
    let form = try DriverFixtures.everyKind()
    form.editPolicy = .readOnly(except: ["text"], reason: "Signed forms cannot change.")
    let (driver, list) = DriverFixtures.drive(form)
    var denials: [RowID] = []
    let subscription = form.observe { event in
      if case .denied(let row, let reason) = event, reason == "Signed forms cannot change." { denials.append(row) }
    }
    var denied: [String] = []
    for tag in DriverFixtures.expectedKinds.keys.sorted() {
      let row = try #require(form.rowID(forTag: tag))
      let action = list.tap(try DriverFixtures.path(tag, in: driver))
      if case .showDenial(row, let reason) = action {
        #expect(reason == "Signed forms cannot change.")
        denied.append(tag)
      }
    }
    // Every row that takes input is denied; the editable text row, information and the
    // button are not.
    let expected = DriverFixtures.expectedKinds.keys.filter { !["text", "info", "button"].contains($0) }
    #expect(Set(denied) == Set(expected))
    #expect(denials.count == expected.count)
    // Only the editable text row took focus.
    #expect(list.firstResponder?.row == form.rowID(forTag: "text"))
    list.flush()
    subscription.cancel()
  }

  @Test func aTapOnARowDisabledByAConditionShowsWhy() throws {
    let form = try Form { Section { Row.selector("plan", "Plan", options: DriverFixtures.colors).disabled(true) } }
    let (_, list) = DriverFixtures.drive(form)
    let row = try #require(form.rowID(forTag: "plan"))
    guard case .showDenial(row, let reason) = list.tap(ItemPath(item: 0, section: 0)) else {
      Issue.record("the tap was not denied")
      return
    }
    #expect(reason == form.validationMessages.disabled("Plan"))
  }

  @Test func controlsEditTheirRowAndRefusalsRestoreTheControl() throws {
    let form = try DriverFixtures.everyKind()
    let (driver, list) = DriverFixtures.drive(form)
    func id(_ tag: String) throws -> RowID { try #require(form.rowID(forTag: tag)) }
    #expect(driver.edit(try id("switch"), .setOn(true)) == .applied)
    #expect(driver.edit(try id("stepper"), .step(1)) == .applied)
    #expect(driver.edit(try id("slider"), .slide(0.73)) == .applied)
    #expect(driver.edit(try id("segmented"), .chooseIndex(2)) == .applied)
    #expect(driver.edit(try id("countdown"), .setDuration(5400)) == .applied)
    #expect(driver.edit(try id("multiple"), .toggleOption(.string("blue"))) == .applied)
    list.flush()
    #expect(form[RowKey<Bool>("switch")] == true)
    #expect(form[RowKey<Int>("stepper")] == 3)
    #expect(form[RowKey<String>("segmented")] == "l")
    #expect(form[RowKey<[String]>("multiple")] == ["blue"])
    #expect(driver.cell(for: try id("countdown"))?.content.detail == "1 h 30 min")

    // A choice that is not an option is refused, and the control is set back at once.
    let reconfigures = list.reconfiguredRows.count
    guard case .failed = driver.edit(try id("segmented"), .chooseIndex(9)) else {
      Issue.record("an index out of range was accepted")
      return
    }
    #expect(list.reconfiguredRows.count == reconfigures + 1)

    form.editPolicy = .readOnly()
    guard case .denied = driver.edit(try id("switch"), .setOn(false)) else {
      Issue.record("a read-only switch was changed")
      return
    }
    #expect(form[RowKey<Bool>("switch")] == true)
    list.flush()
  }

  @Test func typedTextThatDoesNotReadIsKeptWithAMessage() throws {
    let form = try Form { Section { Row.integer("age", "Age") } }
    let (driver, list) = DriverFixtures.drive(form)
    let age = try #require(form.rowID(forTag: "age"))
    guard case .rejected = driver.textDidChange("4x", in: age) else {
      Issue.record("4x was read as a number")
      return
    }
    list.flush()
    #expect(driver.cell(for: age)?.content.message != nil)
    #expect(driver.textDidChange("42", in: age) == .accepted)
    list.flush()
    #expect(driver.cell(for: age)?.content.message == nil)
  }
}
