import Formwork
import Foundation
import Testing

/// Entries titled by their position, sections that start empty, and the Add row's looks.
@MainActor
@Suite struct MultivaluedEntryTests {
  let stops = SectionKey<String>("stops")

  func makeForm(values: [String] = ["Paris", "Lyon", "Nice"]) throws -> Form {
    try Form {
      Section.multivalued(stops, "Stops", values: values) { index in
        Row.text(nil, "Stop \(index + 1)").placeholder("Address")
      }
      .addRow { $0.title("Add a stop").height(56) }
    }
  }

  func titles(_ form: Form) throws -> [String] {
    try shownRows(form).compactMap { form.state(of: $0)?.title }
  }

  /// The section's rows as renderers show them, the Add row included.
  func shownRows(_ form: Form) throws -> [RowID] {
    _ = form.flush()
    let section = try #require(form.sectionID(forTag: "stops"))
    return try #require(form.snapshot.sections.first { $0.id == section }).rows
  }

  @Test func entriesAreTitledByPositionAndStayRightAsTheyMove() throws {
    let form = try makeForm()
    #expect(try titles(form) == ["Stop 1", "Stop 2", "Stop 3", "Add a stop"])
    let section = try #require(form.sectionID(forTag: "stops"))
    let rows = form.rowIDs(inSection: section)
    try form.removeRow(rows[0])
    #expect(try titles(form) == ["Stop 1", "Stop 2", "Add a stop"])
    #expect(form[stops] == ["Lyon", "Nice"])
    try form.moveRow(rows[2], toSection: section, at: 0)
    #expect(form[stops] == ["Nice", "Lyon"])
    #expect(try titles(form) == ["Stop 1", "Stop 2", "Add a stop"])
    let added = try form.appendMultivaluedRow(toSection: section)
    #expect(form.state(of: added)?.title == "Stop 3")
    #expect(form.state(of: added)?.configuration.placeholder == "Address")
    try form.undo()
    #expect(try titles(form) == ["Stop 1", "Stop 2", "Add a stop"])
  }

  @Test func retitledEntriesAreReconfiguredInPlace() throws {
    let form = try makeForm()
    let section = try #require(form.sectionID(forTag: "stops"))
    let rows = form.rowIDs(inSection: section)
    _ = try shownRows(form)
    try form.removeRow(rows[0])
    let update = try #require(form.flush())
    #expect(Set(update.reconfigured) == [rows[1], rows[2]])
  }

  @Test func aSectionStartsEmptyWithItsAddRow() throws {
    let form = try makeForm(values: [])
    #expect(form[stops] == [])
    #expect(try titles(form) == ["Add a stop"])
    let add = try #require(try shownRows(form).last)
    #expect(form.state(of: add)?.kind == .button)
    #expect(form.state(of: add)?.configuration.preferredHeight == 56)
    #expect(form.tap(add) == .performedAction)
    #expect(try titles(form) == ["Stop 1", "Add a stop"])
  }

  @Test func valuesInAndHydrationTitleTheirEntries() throws {
    let form = try makeForm(values: [])
    try form.setValues(["A", "B"], for: stops)
    #expect(try titles(form) == ["Stop 1", "Stop 2", "Add a stop"])
  }
}
