import Formwork
import Foundation
import Testing

@MainActor
@Suite struct SelectableSectionTests {
  enum Size: String, FormValueConvertible, CaseIterable { case small, medium, large }

  let size = RowKey<Size>("size")
  let toppings = RowKey<[String]>("toppings")
  let note = RowKey<String>("note")

  func makeForm(deselectable: Bool = true) throws -> Form {
    try Form {
      Section.radioList(
        size, "Size", value: .medium,
        options: [.init(.small, "Small"), .init(.medium, "Medium"), .init(.large, "Large")],
        deselectable: deselectable)
      Section.checklist(toppings, "Toppings", options: [.init("cheese", "Cheese"), .init("olives", "Olives")])
      Section {
        Row.text(note, "Note").hidden(when: "size != 'large'")
      }
    }
  }

  func optionRows(_ form: Form, _ tag: String) throws -> [RowID] {
    let section = try #require(form.sectionID(forTag: tag))
    return form.rowIDs(inSection: section).filter { form.state(of: $0)?.kind == .toggle(.check) }
  }

  func checks(_ form: Form, _ tag: String) throws -> [Bool] {
    try optionRows(form, tag).map { form.state(of: $0)?.value == .bool(true) }
  }

  @Test func aRadioListShowsItsOptionsAndItsTypedChoice() throws {
    let form = try makeForm()
    #expect(form[size] == .medium)
    #expect(try checks(form, "size") == [false, true, false])
    let shown = try #require(form.sectionID(forTag: "size"))
    let section = try #require(form.snapshot.sections.first { $0.id == shown })
    #expect(section.rows.count == 3, "the row holding the choice is not shown")
    #expect(form.selectedRows(inSection: "size") == [try optionRows(form, "size")[1]])
  }

  @Test func aTapChoosesAnOptionAndMovesTheCheck() throws {
    let form = try makeForm()
    let large = try optionRows(form, "size")[2]
    #expect(form.tap(large) == .toggled(true))
    #expect(form[size] == .large)
    #expect(try checks(form, "size") == [false, false, true])
    #expect(form.values()["size"] == "large")
    // Conditions read the choice like any row's value.
    #expect(form.rowID(for: note).map(form.isHidden) == false)
  }

  @Test func aTapOnTheChosenOptionClearsItOnlyWhenDeselectable() throws {
    let form = try makeForm()
    let medium = try optionRows(form, "size")[1]
    #expect(form.tap(medium) == .toggled(false))
    #expect(form[size] == nil)
    let strict = try makeForm(deselectable: false)
    let strictMedium = try optionRows(strict, "size")[1]
    #expect(strict.tap(strictMedium) == .toggled(true))
    #expect(strict[size] == .medium)
  }

  @Test func aChecklistListsItsChoicesInOptionOrder() throws {
    let form = try makeForm()
    let rows = try optionRows(form, "toppings")
    form.tap(rows[1])
    form.tap(rows[0])
    #expect(form[toppings] == ["cheese", "olives"])
    #expect(try checks(form, "toppings") == [true, true])
    form.tap(rows[1])
    #expect(form[toppings] == ["cheese"])
    try form.userSetValue(.bool(true), for: rows[1])
    #expect(form[toppings] == ["cheese", "olives"])
  }

  @Test func theProgramAndUndoMoveTheChecks() throws {
    let form = try makeForm()
    form[size] = .small
    #expect(try checks(form, "size") == [true, false, false])
    form.tap(try optionRows(form, "size")[2])
    try form.undo()
    #expect(form[size] == .small)
    #expect(try checks(form, "size") == [true, false, false])
    try form.reset()
    #expect(try checks(form, "size") == [false, true, false])
  }

  @Test func theChoiceRowTakesHandlersAndTheSectionRules() throws {
    let log = HandlerLog()
    let form = try Form {
      Section.radioList(size, "Size", options: Size.allCases.map { .init($0, $0.rawValue) })
        .choiceRow { (row: Row<Size>) in row.onChange { _, new in log.entries.append(new?.rawValue ?? "nil") } }
        .rules(.custom("chooseOne", message: "Choose a size.") { $0.values.contains(.bool(true)) })
    }
    #expect(form.validate().isValid == false)
    form.tap(try optionRows(form, "size")[0])
    #expect(form.validate().isValid)
    #expect(log.entries == ["small"])
  }

  @Test func aDisabledSectionRefusesTaps() throws {
    let form = try Form {
      Section.radioList(size, "Size", options: Size.allCases.map { .init($0, $0.rawValue) }).disabled(true)
    }
    let first = try optionRows(form, "size")[0]
    guard case .denied = form.tap(first) else {
      Issue.record("a disabled option was chosen")
      return
    }
    #expect(form[size] == nil)
  }

  @Test func untypedSectionsForSchemas() throws {
    let form = try Form {
      Section.selectable(
        tag: "days", "Days", value: .list(["mon"]),
        options: [OptionItem(value: "mon", title: "Monday"), OptionItem(value: "tue", title: "Tuesday")],
        multiple: true)
    }
    #expect(try checks(form, "days") == [true, false])
    form.tap(try optionRows(form, "days")[1])
    #expect(form.values()["days"] == .list(["mon", "tue"]))
  }

  @Test func aDraftAndValuesInBringTheChoiceBack() throws {
    let form = try makeForm()
    form.tap(try optionRows(form, "size")[2])
    form.tap(try optionRows(form, "toppings")[1])
    let draft = form.draft()
    let restored = try makeForm()
    try restored.restore(draft: draft)
    #expect(restored[size] == .large)
    #expect(restored[toppings] == ["olives"])
    #expect(try checks(restored, "size") == [false, false, true])
    #expect(try checks(restored, "toppings") == [false, true])
    let fromJSON = try makeForm()
    try fromJSON.setValues(["size": "small", "toppings": ["cheese"]])
    #expect(try checks(fromJSON, "size") == [true, false, false])
    #expect(try checks(fromJSON, "toppings") == [true, false])
  }
}
