import Foundation
import Testing

@testable import FormworkCore

@MainActor
@Suite struct FormStructureTests {
  let a = RowKey<String>("a")
  let b = RowKey<String>("b")
  let c = RowKey<String>("c")
  let hideB = RowKey<Bool>("hideB")

  func form() throws -> Form {
    try Form {
      Section("Main", tag: "main") {
        Row.switch(hideB, "Hide b")
        Row.text(a, "A")
        Row.text(b, "B").hidden { $0[hideB] == true }
        Row.text(c, "C")
      }
    }
  }

  func visibleTags(_ form: Form) -> [[String]] {
    form.snapshot.sections.map { section in section.rows.map { form.state(of: $0)?.tag ?? "?" } }
  }

  @Test func insertAfterAHiddenRowLandsAtItsDeclaredPlace() throws {
    let form = try form()
    form[hideB] = true
    form.flush()
    #expect(visibleTags(form) == [["hideB", "a", "c"]])
    let bID = try #require(form.rowID(for: b))
    try form.insert(Row.text("afterB", "After B"), after: bID)
    try form.insert(Row.text("beforeB", "Before B"), before: bID)
    form.flush()
    #expect(visibleTags(form) == [["hideB", "a", "beforeB", "afterB", "c"]])
    form[hideB] = false
    form.flush()
    #expect(visibleTags(form) == [["hideB", "a", "beforeB", "b", "afterB", "c"]])
  }

  @Test func appendRemoveAndMoveRows() throws {
    let form = try form()
    let main = try #require(form.sectionID(forTag: "main"))
    let d = try form.append(Row.text("d", "D"), toSection: main)
    let cID = try #require(form.rowID(for: c))
    try form.moveRow(d, after: try #require(form.rowID(for: a)))
    form.flush()
    #expect(visibleTags(form) == [["hideB", "a", "d", "b", "c"]])
    try form.removeRow(cID)
    form.flush()
    #expect(visibleTags(form) == [["hideB", "a", "d", "b"]])
    #expect(form.rowID(for: c) == nil)
    #expect(throws: FormError.self) { try form.removeRow(cID) }
  }

  @Test func insertingADuplicateTagChangesNothing() throws {
    let form = try form()
    let main = try #require(form.sectionID(forTag: "main"))
    let before = form.rowIDs
    #expect(throws: FormDefinitionError.self) { try form.append(Row.text(a, "Again"), toSection: main) }
    #expect(form.rowIDs == before)
    #expect(form.hasPendingUpdate == false)
  }

  @Test func sectionsCanBeAddedMovedAndRemoved() throws {
    let form = try form()
    let extra = try form.append(Section("Extra", tag: "extra") { Row.text("e", "E") })
    let first = try form.insert(Section("First", tag: "first") { Row.text("f", "F") }, at: 0)
    form.flush()
    #expect(form.snapshot.sections.map(\.id) == [first, try #require(form.sectionID(forTag: "main")), extra])
    try form.moveSection(extra, to: 0)
    form.flush()
    #expect(form.snapshot.sections.first?.id == extra)
    try form.removeSection(first)
    form.flush()
    #expect(form.snapshot.sectionCount == 2)
    #expect(form.rowID(forTag: "f") == nil)
  }

  @Test func conditionsReadRowsInsertedLater() throws {
    let late = RowKey<Bool>("late")
    let form = try Form {
      Section {
        Row.text(a, "A").hidden { $0[late] == true }
      }
    }
    let section = try #require(form.sectionIDs.first)
    try form.append(Row.switch(late, "Late", value: true), toSection: section)
    #expect(form.isHidden(try #require(form.rowID(for: a))))
  }

  @Test func multivaluedSectionValuesAreAnOrderedList() throws {
    let phones = SectionKey<String>("phones")
    let form = try Form {
      Section.multivalued(phones, "Phones", values: ["1", "2"]) {
        Row.phone(nil, "Phone")
      }
    }
    #expect(form[phones] == ["1", "2"])
    let section = try #require(form.sectionID(forTag: "phones"))
    let third = try form.appendMultivaluedRow(toSection: section, value: "3")
    #expect(form[phones] == ["1", "2", "3"])
    try form.moveRow(third, toSection: section, at: 0)
    #expect(form[phones] == ["3", "1", "2"])
    let rows = form.rowIDs(inSection: section)
    try form.removeRow(rows[1])
    #expect(form[phones] == ["3", "2"])
    try form.setValues(["x", "y", "z", "w"], for: phones)
    #expect(form[phones] == ["x", "y", "z", "w"])
    form.flush()
    // The "Add" row follows the value rows.
    let visible = form.snapshot.rows(inSection: 0)
    #expect(visible.count == 5)
    #expect(form.state(of: visible[4])?.kind == .button)
    #expect(form.state(of: visible[0])?.canDelete == true)
    #expect(form.tap(visible[4]) == .performedAction)
    #expect(form[phones].count == 4)  // the new row is empty
    #expect(form.rowIDs(inSection: section).count == 5)
  }
}

@MainActor
@Suite struct MultivaluedDirtyTests {
  @Test func multivaluedSectionsTrackDirtinessAndReset() throws {
    let phones = SectionKey<String>("phones")
    let form = try Form {
      Section.multivalued(phones, "Phones", values: ["1", "2"]) { Row.phone(nil, "Phone") }
    }
    #expect(!form.isDirty)
    let section = try #require(form.sectionID(forTag: "phones"))
    try form.appendMultivaluedRow(toSection: section, value: "3")
    #expect(form.dirtyTags == ["phones"])
    try form.reset()
    #expect(form[phones] == ["1", "2"])
    #expect(!form.isDirty)
    try form.setValues(["9"], for: phones)
    form.markClean()
    #expect(!form.isDirty)
    try form.reset()
    #expect(form[phones] == ["9"])
  }
}

@MainActor
@Suite struct SectionSupplementaryTests {
  @Test func headersAndFootersChangeInPlace() throws {
    let form = try Form {
      Section("Participants", tag: "people") { Row.text("a", "A") }
      Section("Hidden", tag: "hidden") { Row.text("b", "B") }.hidden(true)
    }
    let people = try #require(form.sectionID(forTag: "people"))
    let hidden = try #require(form.sectionID(forTag: "hidden"))
    try form.setHeader(.text("3 participants"), forSection: people)
    try form.setFooter(.text("Tap to add"), forSection: hidden)
    let update = try #require(form.flush())
    #expect(!update.isStructural)
    #expect(update.reconfiguredSections == [people])  // the hidden section is not shown
    #expect(form.sectionState(of: people)?.header == .text("3 participants"))
    #expect(form.sectionState(of: hidden)?.footer == .text("Tap to add"))
    try form.setHeader(.text("3 participants"), forSection: people)
    #expect(form.flush() == nil)
  }
}
