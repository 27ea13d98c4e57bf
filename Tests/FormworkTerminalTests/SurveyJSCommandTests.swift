import Formwork
import Foundation
import Testing

/// The `formwork` binary on SurveyJS surveys: `convert`, and `check` and `run` detecting them
/// (or told with `--from surveyjs`).
@Suite struct SurveyJSCommandTests {
  static let sample = BuiltBinary.packageRoot.appendingPathComponent("Schemas/examples/surveyjs/feedback.json").path

  static func temporary(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("survey-\(UUID().uuidString).json")
    try Data(text.utf8).write(to: url)
    return url.path
  }

  @Test func convertPrintsTheFormworkSchema() throws {
    let binary = try BuiltBinary.formwork.get()
    let result = BuiltBinary.runSeparately(binary.path, ["convert", Self.sample])
    #expect(result.status == 0)
    let schema = try FormValue(json: result.standardOutput)
    #expect(schema["formwork"] == 1)
    // The schema it prints is a Formwork schema: `check` reads it as one.
    let path = try Self.temporary(result.standardOutput)
    let check = BuiltBinary.run(binary.path, ["check", path])
    #expect(check.status == 0, "\(check.output)")
    #expect(check.output.contains("ok (3 sections"))
  }

  @Test func checkDetectsASurveyAndListsWhatIsNotTranslated() throws {
    let binary = try BuiltBinary.formwork.get()
    #expect(BuiltBinary.run(binary.path, ["check", Self.sample]).output.contains("ok, SurveyJS survey"))
    let path = try Self.temporary(
      #"{"elements": [{"type": "file", "name": "cv"}, {"type": "text", "name": "a", "visibleIf": "{a} ^ 2"}]}"#)
    let result = BuiltBinary.runSeparately(binary.path, ["check", path, "--format", "json"])
    #expect(result.status == 70)
    let problems = try FormValue(json: result.standardOutput)
    guard case .list(let items) = problems else {
      Issue.record("expected a list: \(result.standardOutput)")
      return
    }
    #expect(items.map { $0["path"] } == ["$.elements[0].type", "$.elements[1].visibleIf"])
    #expect(items[1]["column"] == 5)
  }

  @Test func fromFormworkReadsTheFileAsASchema() throws {
    let binary = try BuiltBinary.formwork.get()
    let result = BuiltBinary.run(binary.path, ["check", Self.sample, "--from", "formwork"])
    #expect(result.status == 70)
    #expect(result.output.contains("unknown key 'elements'"))
  }

  @Test func runHeadlessPrintsTheDataInSurveyShape() throws {
    let binary = try BuiltBinary.formwork.get()
    let survey = try Self.temporary(
      """
      {"elements": [{"type": "text", "name": "name", "isRequired": true},
        {"type": "matrix", "name": "m", "columns": [1, 2], "rows": ["speed"]}]}
      """)
    let answers = try Self.temporary(#"{"name": "Ada", "m.speed": 2}"#)
    let result = BuiltBinary.runSeparately(binary.path, ["run", survey, "--from", "surveyjs", "--answers", answers])
    #expect(result.status == 0, "\(result.standardError)")
    let output = try FormValue(json: result.standardOutput)
    #expect(output["parameters"] == ["name": "Ada", "m": ["speed": 2]])
  }
}
