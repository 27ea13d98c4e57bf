import Formwork
import Foundation
import Testing

/// A schema's `values` follow the rule for empty entries: `null` and `{}` are empty rows on
/// screen, left out of the values, and the fewest-entries rule asks to fill them in.
@MainActor
@Suite struct SchemaEmptyEntryTests {
  @Test func emptyEntriesOfASchemasValuesAreEmptyRows() throws {
    let form = try Form(
      schemaJSON: #"""
        {"sections": [
          {"tag": "stops", "multivalued": {"template": {"kind": "text"}, "values": ["Lyon", null], "minRows": 2}},
          {"tag": "lines", "multivalued": {"template": {"kind": "subform", "sections": [{"rows": [
            {"tag": "quantity", "kind": "integer"}]}]}, "values": [{}, {"quantity": 1}]}}
        ]}
        """#)
    #expect(form.rowIDs(inSection: try #require(form.sectionID(forTag: "stops"))).count == 2)
    #expect(form.rowIDs(inSection: try #require(form.sectionID(forTag: "lines"))).count == 2)
    #expect(form.values()["stops"] == .list(["Lyon"]))
    #expect(form.values()["lines"] == .list([["quantity": 1]]))
    #expect(form.validate().issues.map(\.message) == ["Fill in at least 2 entries."])
  }
}
