import Formwork
import Foundation
import Testing

/// One rule for the empty entries of multivalued sections: an entry that holds nothing (`null`,
/// or a nested form's `{}` whose members are all empty) is on screen for the person to fill in,
/// and is no value: every list of values leaves it out, values in and drafts take it back as an
/// empty row, and the fewest-entries rule asks to fill one in when adding is not what is missing.
@MainActor
@Suite struct EmptyEntryTests {
  static let tags = SectionKey<String>("tags")

  func makeForm(minRows: Int = 0) throws -> Form {
    try Form {
      Section.multivalued(Self.tags, "Tags", minRows: minRows) { Row.text(nil, "Tag") }
      Section.multivalued("lines", "Lines", minRows: minRows) {
        Row<FormValue>.subform(nil, "Line") { Section { Row.integer("quantity", "Quantity") } }
      }
    }
  }

  @Test func emptyEntriesOfEitherKindAreTakenInAndLeftOutOfTheValues() throws {
    let form = try makeForm()
    try form.setValues(json: #"{"tags": ["a", null], "lines": [{}, {"quantity": 2}, {"quantity": null}]}"#)
    let tags = try #require(form.sectionID(forTag: "tags"))
    let lines = try #require(form.sectionID(forTag: "lines"))
    #expect(form.rowIDs(inSection: tags).count == 2, "the screen lists both entries")
    #expect(form.rowIDs(inSection: lines).count == 3)
    #expect(form.values()["tags"] == .list(["a"]))
    #expect(form.values()["lines"] == .list([.object(["quantity": 2])]))
    #expect(form[Self.tags] == ["a"])
  }

  @Test func hydrationAndDraftsKeepEmptyEntriesOnScreen() throws {
    let hydrated = try makeForm()
    let report = hydrated.hydrate(
      from: ["tags": ["a", .null], "lines": [.object([:])]], matching: .sourcePathsOrTags)
    #expect(!report.hasProblems, "\(report)")
    let lines = try #require(hydrated.sectionID(forTag: "lines"))
    #expect(hydrated.rowIDs(inSection: lines).count == 1)
    #expect(hydrated.values()["lines"] == .list([]))
    let restored = try makeForm()
    try restored.restore(draft: hydrated.draft())
    #expect(restored.rowIDs(inSection: try #require(restored.sectionID(forTag: "lines"))).count == 1)
    #expect(restored.rowIDs(inSection: try #require(restored.sectionID(forTag: "tags"))).count == 2)
    #expect(restored.values() == hydrated.values())
  }

  @Test func aListOfEmptyEntriesAsksToFillOneIn() throws {
    let form = try makeForm(minRows: 1)
    try form.setValues(json: #"{"tags": [null, null], "lines": [{}]}"#)
    let report = form.validate()
    let messages = report.issues.map(\.message)
    #expect(messages.filter { $0 == "Fill in at least 1 entry." }.count == 2, "\(messages)")
    #expect(!messages.contains { $0.hasPrefix("Add") }, "\(messages)")
    let empty = try makeForm(minRows: 1)
    #expect(empty.validate().issues.map(\.message) == ["Add at least 1 entry.", "Add at least 1 entry."])
  }

  @Test func theFillInMessageIsInTheFormsLanguage() throws {
    let form = try makeForm(minRows: 2)
    form.locale = Locale(identifier: "de_DE")
    try form.setValues(json: #"{"tags": ["a", null]}"#)
    let messages = form.validate().issues.map(\.message)
    #expect(messages.contains("Mindestens 2 Einträge ausfüllen."), "\(messages)")
  }
}
