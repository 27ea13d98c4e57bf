import Formwork
import Foundation
import Testing

/// Pickers with columns in schemas: `"kind": "columnPicker"` with `"columns"` as data, its
/// value a list of one option's value a column; problems at their JSON paths.
@MainActor
@Suite struct SchemaColumnPickerTests {
  let json = """
    {"sections": [{"rows": [
      {"tag": "height", "kind": "columnPicker", "title": "Height", "required": true, "value": [5, 11], "columns": [
        {"title": "Feet", "options": [{"value": 4, "title": "4 ft"}, {"value": 5, "title": "5 ft"}]},
        {"title": "Inches", "options": [{"value": 0, "title": "0 in"}, {"value": 11, "title": "11 in"}]}]}
    ]}]}
    """

  @Test func aSchemaPickerHasItsColumnsAndValue() throws {
    let form = try Form(schemaJSON: json)
    let state = try #require(form.state(forTag: "height"))
    #expect(state.kind == .columnPicker)
    #expect(state.configuration.pickerColumns.map(\.title) == ["Feet", "Inches"])
    #expect(state.configuration.pickerColumns[1].options.map(\.value) == [0, 11])
    #expect(state.displayValue == "5 ft 11 in")
    #expect(form.values()["height"] == [5, 11])
    try form.setValue([4, 0], forTag: "height")
    #expect(form.values()["height"] == [4, 0])
    #expect(FormSchema.check(json: json).isEmpty)
  }

  @Test func badColumnsAreReportedAtTheirJSONPaths() {
    let bad = """
      {"sections": [{"rows": [
        {"tag": "a", "kind": "columnPicker"},
        {"tag": "b", "kind": "columnPicker", "columns": [{"title": "X", "options": []}, {"title": "Y"}]},
        {"tag": "c", "kind": "text", "columns": []},
        {"tag": "d", "kind": "columnPicker", "value": [1, 9], "columns": [
          {"options": [{"value": 1, "title": "One"}]}, {"options": [{"value": 2, "title": "Two"}]}]}
      ]}]}
      """
    let found = FormSchema.check(json: bad)
    let paths = found.compactMap(\.location.path)
    #expect(paths.contains("$.sections[0].rows[0]"))
    #expect(paths.contains("$.sections[0].rows[1].columns[0].options"))
    #expect(paths.contains("$.sections[0].rows[1].columns[1]"))
    #expect(paths.contains("$.sections[0].rows[2].columns"))
    #expect(found.contains { $0.message.contains("column 2") && $0.message.contains("9 is not one of the options") })
  }

  @Test func theJSONSchemaDescribesColumns() throws {
    let schema = FormSchema.jsonSchema
    #expect(schema.contains("\"columnPicker\""))
    #expect(schema.contains("The columns of a columnPicker row"))
  }
}
