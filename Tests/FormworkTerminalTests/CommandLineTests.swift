import Formwork
import Foundation
import Testing

@testable import FormworkTerminal

/// The real `formwork` binary, headless: outputs and exit codes.
@Suite(.serialized) struct CommandLineTests {
  func formwork(_ arguments: [String], input: String? = nil) throws -> (status: Int32, out: String, err: String) {
    let binary = try BuiltBinary.formwork.get()
    let result = BuiltBinary.runSeparately(binary.path, arguments, input: input)
    return (result.status, result.standardOutput, result.standardError)
  }

  func code(_ code: FormworkExitCode) -> Int32 { code.rawValue }

  @Test func listsTheExamples() throws {
    let result = try formwork(["demo", "--list"])
    #expect(result.status == 0)
    #expect(result.out.contains("newsletter"))
  }

  @Test func validAnswersPrintValuesAndParameters() throws {
    let answers = #"{"name": "Ada", "email": "ada@example.com", "subscribe": true, "frequency": "weekly"}"#
    let result = try formwork(["run", "newsletter", "--answers", "-"], input: answers)
    #expect(result.status == code(.success))
    let printed = try FormValue(json: result.out)
    #expect(printed["values"]?["frequency"] == "weekly")
    #expect(printed["parameters"]?["name"] == "Ada")
  }

  @Test func invalidAnswersPrintErrorsByTagAndExitOne() throws {
    let result = try formwork(["run", "newsletter", "--answers", "-"], input: #"{"name": "Ada", "subscribe": true}"#)
    #expect(result.status == code(.invalidAnswers))
    let printed = try FormValue(json: result.out)
    #expect(printed["errors"]?["email"] != nil)
    #expect(printed["errors"]?["frequency"] != nil)
    #expect(result.err.contains("2 problems"))
  }

  @Test func answersFromAFile() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("answers-\(UUID().uuidString).json")
    try #"{"name": "Ada", "email": "ada@example.com"}"#.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(try formwork(["run", "newsletter", "--answers", file.path]).status == code(.success))
  }

  @Test func badAnswersFilesHaveTheirOwnCodes() throws {
    let malformed = try formwork(["run", "newsletter", "--answers", "-"], input: #"{"name": "#)
    #expect(malformed.status == code(.badAnswersFile))
    #expect(malformed.err.contains("not valid JSON"))
    let wrongTypes = try formwork(["run", "newsletter", "--answers", "-"], input: #"{"name": 3, "nmae": "x"}"#)
    #expect(wrongTypes.status == code(.badAnswersFile))
    #expect(wrongTypes.err.contains("$.name"))
    #expect(wrongTypes.err.contains("did you mean 'name'"))
    let missing = try formwork(["run", "newsletter", "--answers", "/no/such/answers.json"])
    #expect(missing.status == code(.unreadableAnswersFile))
  }

  @Test func unknownFormsAndSchemaFilesAreUsageErrors() throws {
    let unknown = try formwork(["run", "newsleter", "--answers", "-"], input: "{}")
    #expect(unknown.status == code(.usage))
    #expect(unknown.err.contains("did you mean 'newsletter'") || unknown.err.contains("Did you mean 'newsletter'"))
    let schema = try formwork(["run", "forms/order.json", "--answers", "-"], input: "{}")
    #expect(schema.status == code(.usage))
    #expect(schema.err.contains("schema files are not supported yet"))
  }

  @Test(arguments: [["demo"], ["demo", "newsletter"], ["run", "newsletter"], []])
  func withoutATerminalItSaysHowToRunHeadless(arguments: [String]) throws {
    let result = try formwork(arguments, input: "")
    #expect(result.status == code(.usage))
    #expect(result.err.contains("--answers"))
  }
}
