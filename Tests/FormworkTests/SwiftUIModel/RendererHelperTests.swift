import Foundation
import Testing

@testable import Formwork

/// The platform-neutral helpers the SwiftUI renderer uses: the return key's next text row and
/// list reordering by shown positions.
@MainActor
@Suite struct RendererHelperTests {
  @Test func theReturnKeyMovesToTheNextEditableShownTextRow() throws {
    let hide = RowKey<Bool>("hide")
    let form = try Form {
      Section {
        Row.text("a", "A")
        Row.switch(hide, "Hide", value: true)
        Row.text("hidden", "Hidden").hidden { $0[hide] == true }
        Row.text("disabled", "Disabled").disabled(true)
      }
      Section {
        Row.info(RowKey<String>("info"), "Info")
        Row.email("b", "B")
        Row.textArea("c", "C")
      }
    }
    func id(_ tag: String) throws -> RowID { try #require(form.rowID(forTag: tag)) }
    #expect(form.textInputRow(after: try id("a")) == (try id("b")))
    #expect(form.textInputRow(after: try id("b")) == (try id("c")))
    #expect(form.textInputRow(after: try id("c")) == nil)
    #expect(form.textInputRow(before: try id("b")) == (try id("a")))
    #expect(form.textInputRow(before: try id("a")) == nil)
    #expect(form.textInputRow(after: try id("hidden")) == nil)
    form[hide] = false
    form.flush()
    #expect(form.textInputRow(after: try id("a")) == (try id("hidden")))
  }

  @Test func movingByShownPositionsKeepsHiddenRowsInPlace() throws {
    let hide = RowKey<Bool>("hide")
    let form = try Form {
      Section(tag: "main") {
        Row.switch(hide, "Hide", value: true)
        Row.text("a", "A")
        Row.text("hidden", "Hidden").hidden { $0[hide] == true }
        Row.text("b", "B")
        Row.text("c", "C")
      }
    }
    let main = try #require(form.sectionID(forTag: "main"))
    func shown() -> [String] { form.snapshot.rows(inSection: 0).map { form.state(of: $0)?.tag ?? "?" } }
    #expect(shown() == ["hide", "a", "b", "c"])
    try form.moveShownRow(at: 3, to: 1, inSection: main)  // c before a
    form.flush()
    #expect(shown() == ["hide", "c", "a", "b"])
    try form.moveShownRow(at: 1, to: 4, inSection: main)  // c to the end
    form.flush()
    #expect(shown() == ["hide", "a", "b", "c"])
    try form.moveShownRow(at: 1, to: 2, inSection: main)  // a stays
    #expect(!form.hasPendingUpdate)
    #expect(throws: FormError.self) { try form.moveShownRow(at: 9, to: 0, inSection: main) }
    form[hide] = false
    form.flush()
    #expect(shown() == ["hide", "a", "hidden", "b", "c"])
  }

  @Test func movingInAMultivaluedSectionNeverPassesTheAddRow() throws {
    let phones = SectionKey<String>("phones")
    let form = try Form {
      Section.multivalued(phones, "Phones", values: ["1", "2", "3"]) { Row.phone(nil, "Phone") }
    }
    let section = try #require(form.sectionID(forTag: "phones"))
    #expect(form.snapshot.rows(inSection: 0).count == 4)  // three phones and "Add"
    try form.moveShownRow(at: 0, to: 4, inSection: section)
    form.flush()
    #expect(form[phones] == ["2", "3", "1"])
    #expect(throws: FormError.self) { try form.moveShownRow(at: 3, to: 0, inSection: section) }
  }
}
