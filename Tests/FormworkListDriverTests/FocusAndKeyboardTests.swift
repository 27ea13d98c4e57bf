import Formwork
import FormworkDiff
import FormworkListDriver
import Foundation
import Testing

/// A focused text row keeps its cell, its keyboard and its caret while the list changes around
/// it, and a number being typed keeps its text; the return key and previous/next follow the
/// navigation order; number pads offer a sign key.
@MainActor
@Suite struct FocusAndKeyboardTests {
  static let above = RowKey<Bool>("above")
  static let below = RowKey<Bool>("below")
  static let extra = RowKey<Bool>("extra")

  static func form() throws -> Form {
    try Form {
      Section("Switches", tag: "switches") {
        Row.switch(above, "Rows above")
        Row.switch(below, "Rows below")
        Row.switch(extra, "Extra section")
      }
      Section("Before", tag: "before") {
        Row.text("b1", "Before 1")
      }
      .hidden { $0[above] != true }
      Section("Main", tag: "main") {
        Row.text("a1", "Above 1").hidden { $0[above] != true }
        Row.text("a2", "Above 2").hidden { $0[above] != true }
        Row.email("focused", "Email").rules(.email).validate(on: .onChange)
        Row.text("c1", "Below 1").hidden { $0[below] != true }
        Row.switch("c2", "Below 2").hidden { $0[below] != true }
      }
      Section("Extra", tag: "extraSection") {
        Row.text("e1", "Extra")
      }
      .hidden { $0[extra] != true }
    }
  }

  @Test func theFocusedRowKeepsItsCellWhileRowsAppearAndDisappear() throws {
    let form = try Self.form()
    let (driver, list) = DriverFixtures.drive(form)
    let focused = try #require(form.rowID(forTag: "focused"))
    let start = try DriverFixtures.path("focused", in: driver)
    #expect(list.tap(start) == .focus(focused))
    let cell = try #require(list.firstResponder)
    #expect(cell.row == focused)
    #expect(form.focusedRow == focused)

    let steps: [(String, () -> Void)] = [
      ("rows above appear", { form[Self.above] = true }),
      ("rows below appear", { form[Self.below] = true }),
      ("a section appears after", { form[Self.extra] = true }),
      ("an error appears while the user types", { _ = list.type("ada") }),
      ("rows above disappear", { form[Self.above] = false }),
      (
        "everything toggles at once",
        {
          form.transaction {
            form[Self.above] = true
            form[Self.below] = false
            form[Self.extra] = false
          }
        }
      ),
      ("the error goes away", { _ = list.type("ada@example.com") }),
    ]
    for (name, step) in steps {
      step()
      list.flush()
      let path = try #require(driver.indexPath(of: focused), "\(name)")
      #expect(list.firstResponder === cell, "\(name): the focused cell was replaced")
      #expect(list.cells[path] === cell, "\(name): the cell is not at the row's new path \(path)")
      #expect(form.focusedRow == focused, "\(name)")
    }
    #expect(list.focusLosses.isEmpty)
    #expect(!list.replacedRows.contains(focused), "the focused row was deleted or reloaded")
    // Typing never reconfigures the row (its text is on screen); its error state changing does
    // (twice), and so does its return key when the inputs after it come and go ("done" → "next"
    // when the rows below appear, back to "done" when everything toggles).
    #expect(list.reconfiguredRows.filter { $0 == focused }.count == 4)
    #expect(cell.descriptor.content.message == nil)
    #expect(form[RowKey<String>("focused")] == "ada@example.com")
  }

  static func navigationForm() throws -> Form {
    try Form {
      Section("One") {
        Row.text("first", "First")
        Row.switch("toggle", "Toggle")
        Row.text("hidden", "Hidden").hidden(true)
        Row.text("disabled", "Disabled").disabled(true)
        Row.date("date", "Date")
        Row.selector("picker", "Picker", options: DriverFixtures.colors, presentation: .picker)
        Row.textArea("notes", "Notes")
      }
      Section("Two") {
        Row.info("info", "Info", value: "x")
        Row.integer("last", "Last")
      }
    }
  }

  @Test func theReturnKeyMovesToTheNextTextInputAndEndsOnTheLast() throws {
    let form = try Self.navigationForm()
    let (driver, list) = DriverFixtures.drive(form)
    let first = try #require(form.rowID(forTag: "first"))
    let notes = try #require(form.rowID(forTag: "notes"))
    let last = try #require(form.rowID(forTag: "last"))
    #expect(driver.firstInput == first)
    #expect(driver.focus(first))
    #expect(list.pressReturn() == .focus(notes))
    #expect(list.firstResponder?.row == notes)
    #expect(list.pressReturn() == .newline, "a text area's return key inserts a line break")
    #expect(driver.focusNext(from: notes) == .focus(last))
    #expect(list.pressReturn() == .endEditing)
    #expect(list.firstResponder == nil)
    #expect(form.focusedRow == nil)
  }

  @Test func previousAndNextFollowTheNavigationOrder() throws {
    let form = try Self.navigationForm()
    let (driver, _) = DriverFixtures.drive(form)
    let ids = try ["first", "date", "picker", "notes", "last"].map { try #require(form.rowID(forTag: $0)) }
    #expect(driver.nextInput(after: ids[0]) == ids[3])
    #expect(driver.previousInput(before: ids[4]) == ids[3])
    #expect(driver.previousInput(before: ids[0]) == nil)
    #expect(driver.accessoryState(for: ids[0]) == FormKeyboardAccessoryState(hasPrevious: false, hasNext: true))
    // "last" takes an integer on a number pad: the bar offers its "±" key.
    #expect(
      driver.accessoryState(for: ids[4])
        == FormKeyboardAccessoryState(hasPrevious: true, hasNext: false, offersSignToggle: true))
    // With input views, date pickers and picker wheels join the order.
    driver.keyboardNavigation = .allInputs
    #expect(driver.nextInput(after: ids[0]) == ids[1])
    #expect(driver.nextInput(after: ids[1]) == ids[2])
    #expect(driver.previousInput(before: ids[3]) == ids[2])
  }

  @Test func previousFromTheFirstInputEndsEditing() throws {
    let form = try Self.navigationForm()
    let (driver, list) = DriverFixtures.drive(form)
    let first = try #require(form.rowID(forTag: "first"))
    #expect(driver.focus(first))
    #expect(driver.focusPrevious(from: first) == .endEditing)
    #expect(list.firstResponder == nil)
  }

  @Test func navigationScrollsTheNextInputOnScreen() throws {
    let rows: [AnyRow] = (0..<60).map { index in
      index % 20 == 0
        ? Row.text(RowKey("t\(index)"), "Text \(index)").eraseToAnyRow()
        : Row.switch(RowKey("s\(index)"), "Switch \(index)").eraseToAnyRow()
    }
    let form = try Form(sections: [Section(rows: rows)])
    let (driver, list) = DriverFixtures.drive(form, viewportRows: 5)
    let first = try #require(form.rowID(forTag: "t0"))
    #expect(driver.focus(first))
    #expect(list.pressReturn() == .focus(try #require(form.rowID(forTag: "t20"))))
    #expect(list.visibleRows.contains(try #require(form.rowID(forTag: "t20"))))
    #expect(list.pressReturn() == .focus(try #require(form.rowID(forTag: "t40"))))
    list.expectConsistent()
  }

  @Test func textLimitsHoldWhileTypingAndPasting() throws {
    let form = try Form { Section { Row.text("code", "Code").maxCharacters(4) } }
    let (driver, list) = DriverFixtures.drive(form)
    let code = try #require(form.rowID(forTag: "code"))
    #expect(driver.limitedText("12👍🏽45", for: code) == "12👍🏽4")
    #expect(driver.textDidChange("123456", in: code) == .replace("1234"))
    list.flush()
    #expect(form[RowKey<String>("code")] == "1234")
  }

  @Test func blurRunsTheRowsRules() throws {
    let form = try Form { Section { Row.email("email", "Email").rules(.email) } }
    let (driver, list) = DriverFixtures.drive(form)
    let email = try #require(form.rowID(forTag: "email"))
    #expect(driver.focus(email))
    #expect(list.type("nope") == .accepted)
    list.flush()
    #expect(driver.cell(for: email)?.content.message == nil)
    driver.endEditing()
    list.flush()
    #expect(driver.cell(for: email)?.content.message?.severity == .error)
  }

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

@MainActor
@Suite struct HardwareTabTests {
  @Test func tabMovesBetweenInputsAndStartsAtTheFirst() throws {
    let form = try Form {
      Section {
        Row.text("one", "One")
        Row.switch(RowKey<Bool>("flag"), "Flag")
        Row.text("two", "Two")
      }
    }
    let (driver, list) = DriverFixtures.drive(form)
    let one = try #require(form.rowID(forTag: "one"))
    let two = try #require(form.rowID(forTag: "two"))
    #expect(driver.tabBackward() == .endEditing)  // nothing focused yet: nothing before
    #expect(driver.tabForward() == .focus(one))
    #expect(form.focusedRow == one)
    #expect(driver.tabForward() == .focus(two))  // the switch is not a text input
    #expect(driver.tabBackward() == .focus(one))
    #expect(list.firstResponder?.row == one)
  }
}
