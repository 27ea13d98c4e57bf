import Foundation
import Testing

@testable import FormworkCore

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

/// One move for every renderer: UIKit's destinations (where the row ends up) and SwiftUI's
/// (the row it goes before, counted before the move) land in the same place.
@MainActor
@Suite struct ShownMoveTests {
  static let phones = SectionKey<String>("phones")
  static let faxes = SectionKey<String>("faxes")
  static let notes = SectionKey<String>("notes")

  static func form() throws -> Form {
    try Form {
      Section.multivalued(phones, "Phones", values: ["1", "2", "3", "4"]) { Row.phone(nil, "Phone") }
      Section.multivalued(faxes, "Faxes", values: ["9"]) { Row.phone(nil, "Fax") }
      Section.multivalued(notes, "Notes", values: ["n"]) { Row.textArea(nil, "Note") }
      Section(tag: "plain") { Row.text("plain", "Plain") }
    }
  }

  @Test func bothCountingsOfADestinationMoveTheRowToTheSamePlace() throws {
    for source in 0..<4 {
      for before in 0...5 {
        let viaBefore = try Self.form()
        let viaPosition = try Self.form()
        let section = try #require(viaBefore.sectionID(forTag: "phones"))
        let rowA = viaBefore.snapshot.rows(inSection: 0)[source]
        let rowB = viaPosition.snapshot.rows(inSection: 0)[source]
        try viaBefore.moveShownRow(rowA, to: .before(before), inSection: section)
        // UIKit's count of the same drop: positions after the row shift down by one.
        try viaPosition.moveShownRow(rowB, to: .position(before > source ? before - 1 : before), inSection: section)
        #expect(viaBefore[Self.phones] == viaPosition[Self.phones], "from \(source) before \(before)")
      }
    }
  }

  @Test func aPositionIsWhereTheRowEndsUp() throws {
    let form = try Self.form()
    let section = try #require(form.sectionID(forTag: "phones"))
    let first = form.snapshot.rows(inSection: 0)[0]
    try form.moveShownRow(first, to: .position(2), inSection: section)
    #expect(form[Self.phones] == ["2", "3", "1", "4"])
    form.flush()
    // Past the last phone (onto the "Add" row): the row goes last, never after "Add".
    try form.moveShownRow(first, to: .position(4), inSection: section)
    #expect(form[Self.phones] == ["2", "3", "4", "1"])
    #expect(throws: FormError.self) { try form.moveShownRow(first, to: .position(6), inSection: section) }
  }

  @Test func aRowMovesBetweenMultivaluedSectionsOfTheSameElement() throws {
    let form = try Self.form()
    let faxes = try #require(form.sectionID(forTag: "faxes"))
    let notes = try #require(form.sectionID(forTag: "notes"))
    let plain = try #require(form.sectionID(forTag: "plain"))
    let phone = form.snapshot.rows(inSection: 0)[1]
    #expect(form.allowsShownMove(of: phone, toSection: faxes))
    #expect(!form.allowsShownMove(of: phone, toSection: notes), "another row kind")
    #expect(!form.allowsShownMove(of: phone, toSection: plain), "not a multivalued section")
    try form.moveShownRow(phone, to: .position(0), inSection: faxes)
    #expect(form[Self.phones] == ["1", "3", "4"])
    #expect(form[Self.faxes] == ["2", "9"])
    #expect(throws: FormError.self) { try form.moveShownRow(phone, to: .position(0), inSection: plain) }
    #expect(form[Self.faxes] == ["2", "9"], "a refused move changes nothing")
  }
}
