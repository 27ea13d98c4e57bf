import Formwork
import Foundation
import Testing

@MainActor
@Suite struct EditPolicyTests {
  let orderNumber = RowKey<String>("orderNumber")
  let remarks = RowKey<String>("remarks")
  let quantity = RowKey<Int>("quantity")
  let express = RowKey<Bool>("express")
  let note = RowKey<String>("note")
  let noteLocked = RowKey<Bool>("noteLocked")

  func makeForm() throws -> Form {
    try Form {
      Section("Order", tag: "order") {
        Row.text(orderNumber, "Order number", value: "A-1")
        Row.textArea(remarks, "Remarks")
        Row.integer(quantity, "Quantity", value: 1)
        Row.switch(express, "Express")
      }
      Section("Notes", tag: "notes") {
        Row.text(note, "Note").disabled { $0.isDisabled(RowKey<Int>("quantity")) }
      }
    }
  }

  func id<Value>(_ form: Form, _ key: RowKey<Value>) throws -> RowID { try #require(form.rowID(for: key)) }

  @Test func readOnlyWithAWhitelist() throws {
    let form = try makeForm()
    form.editPolicy = .readOnly(except: ["remarks"], reason: "Submitted orders are read-only.")
    let log = EventLog(form)
    let expressID = try id(form, express)
    #expect(form.tap(expressID) == .denied("Submitted orders are read-only."))
    #expect(form[express] == false, "nothing changed")
    #expect(log.events == [.denied(expressID, reason: "Submitted orders are read-only.")])
    let quantityID = try id(form, quantity)
    #expect(form.input("5", for: quantityID) == .denied("Submitted orders are read-only."))
    #expect(form[quantity] == 1)
    let remarksID = try id(form, remarks)
    #expect(form.input("Leave at the door", for: remarksID) == .accepted("Leave at the door"))
    #expect(form.state(of: remarksID)?.isDisabled == false)
    #expect(form.state(of: quantityID)?.disabledReason == "Submitted orders are read-only.")
    #expect(log.changes.map(\.tag) == ["remarks"])
  }

  @Test func blacklistedRowsAreNeverEditable() throws {
    let form = try makeForm()
    form.editPolicy = .locked(["orderNumber"])
    let orderID = try id(form, orderNumber)
    #expect(form.tap(orderID) == .denied("This field cannot be changed."))
    #expect(form.input("B-2", for: orderID) == .denied("This field cannot be changed."))
    #expect(form[orderNumber] == "A-1")
    #expect(form.input("3", for: try id(form, quantity)) == .accepted(3))
    // The blacklist wins over the whitelist.
    form.editPolicy = EditPolicy(readOnly: true, editableTags: ["orderNumber"], lockedTags: ["orderNumber"])
    #expect(form.editDenial(of: orderID) == "This field cannot be changed.")
    // The program may still set values: policies guard user input.
    form[orderNumber] = "A-2"
    #expect(form[orderNumber] == "A-2")
  }

  @Test func policyClosureByRole() throws {
    let form = try makeForm()
    form.editPolicy = .rule { context in
      guard context.reader.context("role") != "admin" else { return .allowed }
      return context.tag == "remarks" ? .allowed : .denied("Only admins can change orders.")
    }
    let quantityID = try id(form, quantity)
    let remarksID = try id(form, remarks)
    #expect(form.isDisabled(quantityID))
    #expect(form.isDisabled(remarksID) == false)
    form.setContext("role", "admin")
    #expect(form.isDisabled(quantityID) == false)
    #expect(form.input("7", for: quantityID) == .accepted(7))
    form.setContext("role", "viewer")
    #expect(form.state(of: quantityID)?.disabledReason == "Only admins can change orders.")
    #expect(form.input("8", for: quantityID) == .denied("Only admins can change orders."))
    #expect(form[quantity] == 7)
  }

  @Test func policyByValueOfAnotherRow() throws {
    let form = try makeForm()
    form.editPolicy = .rule { context in
      context.tag == "remarks" && context.reader[RowKey<Bool>("express")] == true
        ? .denied("Express orders take no remarks.") : .allowed
    }
    let remarksID = try id(form, remarks)
    #expect(form.isDisabled(remarksID) == false)
    form[express] = true
    #expect(form.editDenial(of: remarksID) == "Express orders take no remarks.")
  }

  @Test func effectiveDisabledCombinesRowSectionAndPolicy() throws {
    let lockedSection = RowKey<Bool>("lockSection")
    let a = RowKey<String>("a")
    let b = RowKey<String>("b")
    let c = RowKey<String>("c")
    let form = try Form {
      Section(tag: "controls") { Row.switch(lockedSection, "Lock") }
      Section(tag: "s") {
        Row.text(a, "A").disabled(true)
        Row.text(b, "B")
        Row.text(c, "C")
      }
      .disabled { $0[lockedSection] == true }
    }
    let aID = try id(form, a)
    let bID = try id(form, b)
    let cID = try id(form, c)
    #expect(form.isDisabled(aID))
    #expect(form.isDisabled(bID) == false)
    form[lockedSection] = true
    #expect(form.isDisabled(bID), "the section's condition")
    #expect(form.tap(bID) == .denied("This field is disabled."))
    form[lockedSection] = false
    form.editPolicy = .locked(["c"])
    #expect(form.isDisabled(cID), "the policy")
    #expect(form.state(of: cID)?.isDisabled == true)
    #expect(form.isDisabled(bID) == false)
  }

  @Test func changingThePolicyAtRunTimeReconfiguresRowsAndConditions() throws {
    let form = try makeForm()
    _ = form.flush()
    let quantityID = try id(form, quantity)
    let noteID = try id(form, note)
    #expect(form.isDisabled(noteID) == false)
    form.editPolicy = .rule { context in context.tag == "quantity" ? .denied("No.") : .allowed }
    let update = try #require(form.flush())
    #expect(update.reconfigured.contains(quantityID), "the newly denied row is redrawn")
    #expect(form.isDisabled(noteID), "a condition reading the row's disabled state follows the policy")
    form.editPolicy = .unrestricted
    let second = try #require(form.flush())
    #expect(second.reconfigured.contains(quantityID))
    #expect(form.isDisabled(quantityID) == false)
    #expect(form.isDisabled(noteID) == false)
    form.editPolicy = .readOnly()
    #expect(form.isDisabled(noteID), "static policies too")
  }

  @Test func deniedRowsRejectEveryKindOfUserEdit() throws {
    let size = RowKey<String>("size")
    let count = RowKey<Int>("count")
    let form = try Form {
      Section {
        Row.selector(size, "Size", options: [.init("s", "S"), .init("m", "M")])
        Row.stepper(count, "Count", value: 1)
      }
    }
    form.editPolicy = .readOnly()
    let log = EventLog(form)
    let sizeID = try id(form, size)
    let countID = try id(form, count)
    #expect(throws: FormError.self) { try form.choose("s", for: sizeID) }
    #expect(throws: FormError.self) { try form.step(countID, by: 1) }
    #expect(throws: FormError.self) { try form.userSetValue(2, for: countID) }
    #expect(form[size] == nil)
    #expect(form[count] == 1)
    #expect(log.changes.isEmpty)
    #expect(log.events.count == 3)
  }
}
