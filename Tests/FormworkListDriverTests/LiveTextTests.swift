import Formwork
import FormworkDiff
import FormworkListDriver
import Foundation
import Testing

/// Texts that insert rows, through the list driver and the recording list (which enforces UIKit's
/// batch-update rules): a change reconfigures exactly the rows and headers whose text changed,
/// in place, and a computed row's cell follows its inputs.
@MainActor
@Suite struct LiveTextTests {
  static let name = RowKey<String>("name")
  static let quantity = RowKey<Int>("quantity")

  static func form() throws -> Form {
    try Form {
      Section(tag: "order") {
        Row.text(name, "Name")
        Row.integer(quantity, "Quantity", value: 1)
        Row.integer("double", "Double").computed("quantity * 2")
        Row.label("").title("Hello \(row: name)")
        Row.text("notes", "Notes")
      }
      .header("Order for \(row: name)")
      Section(tag: "other") { Row.text("other", "Other") }
    }
  }

  @Test func aTitleChangeReconfiguresItsCellAndHeaderOnly() throws {
    let form = try Self.form()
    let (_, list) = DriverFixtures.drive(form)
    let greeting = ItemPath(item: 3, section: 0)
    let before = try #require(list.cells[greeting])
    try form.setValue(.string("Ada"), forTag: "name")
    list.flush()
    #expect(list.structuralOperations == [.reload])
    let name = try #require(form.rowID(forTag: "name"))
    let greetingID = list.model[0].items[3]
    #expect(Set(list.reconfiguredRows) == [name, greetingID])
    #expect(list.operations.contains(.reconfigureSupplementaries([0])))
    let after = try #require(list.cells[greeting])
    #expect(after === before)
    #expect(after.descriptor.content.title == "Hello Ada")
    list.expectConsistent()
  }

  @Test func aComputedCellFollowsItsInputs() throws {
    let form = try Self.form()
    let (_, list) = DriverFixtures.drive(form)
    form[Self.quantity] = 21
    list.flush()
    let doubled = try #require(list.cells[ItemPath(item: 2, section: 0)])
    #expect(doubled.descriptor.content.text?.text == "42")
    #expect(list.structuralOperations == [.reload])
    list.expectConsistent()
  }
}
