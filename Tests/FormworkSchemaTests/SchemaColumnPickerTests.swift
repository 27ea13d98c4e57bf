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

  @Test func aColumnFollowsThePreviousColumnsChoice() throws {
    let cars = """
      {"sections": [{"rows": [
        {"tag": "car", "kind": "columnPicker", "title": "Car", "value": ["honda", "civic"], "columns": [
          {"title": "Make", "options": [{"value": "toyota", "title": "Toyota"}, {"value": "honda", "title": "Honda"}]},
          {"title": "Model", "following": [
            {"after": "toyota", "options": [{"value": "corolla", "title": "Corolla"}]},
            {"after": "honda", "options": [{"value": "civic", "title": "Civic"}, {"value": "jazz", "title": "Jazz"}]}]}]}
      ]}]}
      """
    #expect(FormSchema.check(json: cars).isEmpty)
    let form = try Form(schemaJSON: cars)
    let id = try #require(form.rowID(forTag: "car"))
    #expect(form.state(of: id)?.configuration.pickerColumns[1].options.map(\.title) == ["Civic", "Jazz"])
    try form.choose("toyota", column: 0, for: id)
    #expect(form.values()["car"] == ["toyota", "corolla"])
    let bad = """
      {"sections": [{"rows": [
        {"tag": "car", "kind": "columnPicker", "columns": [
          {"options": [{"value": "toyota", "title": "Toyota"}, {"value": "honda", "title": "Honda"}]},
          {"options": [{"value": 1, "title": "One"}], "following": [
            {"after": "toyota", "options": [{"value": "corolla", "title": "Corolla"}]},
            {"after": "toyota", "options": [{"value": "prius", "title": "Prius"}]},
            {"options": [{"value": "x", "title": "X"}]},
            {"after": {"make": "toyota"}, "options": [{"value": "y", "title": "Y"}]}]}]}
      ]}]}
      """
    let found = FormSchema.check(json: bad)
    let described = found.map { "\($0.location.path ?? ""): \($0.message)" }
    #expect(
      described.contains { $0.hasPrefix("$.sections[0].rows[0].columns[1]: a column has 'options' or 'following'") })
    #expect(
      described.contains { $0.hasPrefix("$.sections[0].rows[0].columns[1].following[1].after: two entries follow") })
    #expect(
      described.contains {
        $0.hasPrefix("$.sections[0].rows[0].columns[1].following[2]: an entry of 'following' needs 'after'")
      })
    #expect(
      described.contains { $0.hasPrefix("$.sections[0].rows[0].columns[1].following[3].after: 'after' is a value") })
    // Read well but cannot work: Honda has no models (the build's check, at the row's path).
    let missing = """
      {"sections": [{"rows": [
        {"tag": "car", "kind": "columnPicker", "columns": [
          {"options": [{"value": "toyota", "title": "Toyota"}, {"value": "honda", "title": "Honda"}]},
          {"following": [{"after": "toyota", "options": [{"value": "corolla", "title": "Corolla"}]}]}]}
      ]}]}
      """
    let gap = FormSchema.check(json: missing)
    #expect(gap.count == 1)
    #expect(gap.first?.message.contains("column 2 has no options after \"honda\" in column 1") == true, "\(gap)")
    #expect(gap.first?.location.path == "$.sections[0].rows[0].columns[1]")
  }

  @Test func theJSONSchemaDescribesColumns() throws {
    let schema = FormSchema.jsonSchema
    #expect(schema.contains("\"columnPicker\""))
    #expect(schema.contains("The columns of a columnPicker row"))
  }
}
