import Formwork
import Foundation
import Testing

/// Radio lists and checklists written in JSON: `"selectable"` on a section.
@MainActor
@Suite struct SchemaSelectableSectionTests {
  @Test func aRadioListAndAChecklistFromJSON() throws {
    let form = try Form(
      schemaJSON: """
        {"sections": [
          {"tag": "size", "header": "Size", "selectable": {
            "options": [{"value": "s", "title": "Small"}, {"value": "m", "title": "Medium"}], "value": "m"}},
          {"tag": "days", "selectable": {"multiple": true,
            "options": [{"value": 1, "title": "Monday"}, {"value": 2, "title": "Tuesday"}]}},
          {"rows": [{"tag": "note", "kind": "text", "hidden": "size != 's'"}]}
        ]}
        """)
    #expect(form.values()["size"] == "m")
    let sizeSection = try #require(form.sectionID(forTag: "size"))
    let sizes = form.rowIDs(inSection: sizeSection).filter { form.state(of: $0)?.kind == .toggle(.check) }
    #expect(sizes.map { form.state(of: $0)?.title } == ["Small", "Medium"])
    form.tap(sizes[0])
    #expect(form.values()["size"] == "s")
    #expect(form.rowID(forTag: "note").map(form.isHidden) == false, "an expression reads the choice")
    let daysSection = try #require(form.sectionID(forTag: "days"))
    let days = form.rowIDs(inSection: daysSection).filter { form.state(of: $0)?.kind == .toggle(.check) }
    form.tap(days[1])
    #expect(form.values()["days"] == .list([2]))
  }

  @Test func problemsAreFoundAtTheirPaths() {
    let problems = FormSchema.check(
      json: """
        {"sections": [
          {"selectable": {"options": [{"value": "s", "title": "Small"}]}},
          {"tag": "size", "selectable": {"options": [{"value": "s", "title": "Small"}], "value": "x"}},
          {"tag": "days", "rows": [], "selectable": {"options": [{"value": 1, "title": "Monday"}]}}
        ]}
        """)
    let paths = problems.map(\.location.path)
    #expect(paths.contains("$.sections[0]"), "\(problems)")
    #expect(paths.contains("$.sections[1].selectable.value"), "\(problems)")
    #expect(paths.contains("$.sections[2].rows"), "\(problems)")
  }
}

/// A multivalued section's entries titled by position in JSON.
@MainActor
@Suite struct SchemaEntryTitleTests {
  @Test func entryTitlesFollowPositions() throws {
    let form = try Form(
      schemaJSON: """
        {"sections": [{"tag": "stops", "multivalued": {
          "template": {"kind": "text", "title": "Stop"}, "entryTitle": "Stop {n}", "values": ["Paris", "Lyon"]}}]}
        """)
    let section = try #require(form.sectionID(forTag: "stops"))
    let rows = form.rowIDs(inSection: section)
    #expect(rows.map { form.state(of: $0)?.title } == ["Stop 1", "Stop 2"])
    try form.removeRow(rows[0])
    #expect(form.rowIDs(inSection: section).map { form.state(of: $0)?.title } == ["Stop 1"])
  }
}

/// A multivalued section's Add row styled in JSON: `"addRow": {"title", "style", "height"}`.
@MainActor
@Suite struct SchemaAddRowTests {
  func addRow(_ form: Form) throws -> RowState {
    _ = form.flush()
    let section = try #require(form.sectionID(forTag: "stops"))
    let rows = try #require(form.snapshot.sections.first { $0.id == section }).rows
    return try #require(rows.last.flatMap(form.state(of:)))
  }

  @Test func theAddRowTakesItsTitleStyleAndHeight() throws {
    let form = try Form(
      schemaJSON: """
        {"sections": [{"tag": "stops", "multivalued": {
          "template": {"kind": "text", "title": "Stop"}, "values": ["Paris"],
          "addRow": {"title": {"en": "Add a stop", "fr": "Ajouter une étape"}, "style": "accent", "height": 56}}}]}
        """)
    form.locale = Locale(identifier: "en_US")
    var add = try addRow(form)
    #expect(add.title == "Add a stop")
    #expect(add.configuration.style == "accent")
    #expect(add.configuration.preferredHeight == 56)
    form.locale = Locale(identifier: "fr_FR")
    add = try addRow(form)
    #expect(add.title == "Ajouter une étape", "a localized title follows the form's language")
  }

  @Test func withoutAddRowTheAddTitleStays() throws {
    let form = try Form(
      schemaJSON: """
        {"sections": [{"tag": "stops", "multivalued": {"template": {"kind": "text"}, "addTitle": "New stop"}}]}
        """)
    #expect(try addRow(form).title == "New stop")
    #expect(try addRow(form).configuration.style == nil)
  }

  @Test func problemsAreFoundAtTheirPaths() {
    let problems = FormSchema.check(
      json: """
        {"sections": [
          {"tag": "a", "multivalued": {"template": {"kind": "text"}, "addRow": {"title": 3, "colour": "red"}}},
          {"tag": "b", "multivalued": {"template": {"kind": "text"}, "addRow": "Add"}},
          {"tag": "c", "multivalued": {"template": {"kind": "text"}, "addRow": {"height": "tall"}}}
        ]}
        """)
    let paths = problems.map(\.location.path)
    #expect(paths.contains("$.sections[0].multivalued.addRow.title"), "\(problems)")
    #expect(paths.contains("$.sections[0].multivalued.addRow.colour"), "\(problems)")
    #expect(paths.contains("$.sections[1].multivalued.addRow"), "\(problems)")
    #expect(paths.contains("$.sections[2].multivalued.addRow.height"), "\(problems)")
  }
}
