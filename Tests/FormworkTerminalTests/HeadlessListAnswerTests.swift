import Formwork
import Testing

@testable import FormworkTerminal

/// A headless run answers a multivalued section as values in do: empty entries (`null`, `{}`)
/// are empty rows whatever the section holds, and a bad entry is refused with its path in
/// values-in words, not as a definition error.
@MainActor
@Suite struct HeadlessListAnswerTests {
  func makeForm() throws -> Form {
    try Form {
      Section.multivalued("tags", "Tags") { Row.integer(nil, "Tag") }
      Section.multivalued("lines", "Lines") {
        Row<FormValue>.subform(nil, "Line") { Section { Row.integer("quantity", "Quantity") } }
      }
    }
  }

  @Test func emptyEntriesAreEmptyRowsInEveryList() async throws {
    let form = try makeForm()
    try await HeadlessRun.apply(["tags": [.null, 3], "lines": [.object([:]), .null, ["quantity": 2]]], to: form)
    #expect(form.rowIDs(inSection: try #require(form.sectionID(forTag: "tags"))).count == 2)
    #expect(form.rowIDs(inSection: try #require(form.sectionID(forTag: "lines"))).count == 3)
    #expect(form.values()["tags"] == .list([3]))
    #expect(form.values()["lines"] == .list([["quantity": 2]]))
  }

  @Test(arguments: [
    (FormValue.object(["lines": [["quantity": "abc"]]]), "$.lines[0].quantity"),
    (FormValue.object(["tags": ["abc"]]), "$.tags[0]"),
  ])
  func aBadEntryIsRefusedWithItsPath(answers: FormValue, path: String) async throws {
    let form = try makeForm()
    let error = try await #require(throws: AnswersError.self) { try await HeadlessRun.apply(answers, to: form) }
    #expect(error.problems.map(\.location.path) == [path], "\(error)")
    #expect(!error.description.contains("definition"), "\(error)")
    #expect(!error.description.contains("initial value"), "\(error)")
  }
}
