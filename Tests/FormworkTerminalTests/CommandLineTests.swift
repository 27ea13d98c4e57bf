import Formwork
import Foundation
import Testing

@testable import FormworkTerminal

/// The real `formwork` binary, headless: outputs and exit codes.
@Suite(.serialized) struct CommandLineTests {
  /// Runs the binary, in English unless `environment` says otherwise (the tests read its words).
  func formwork(
    _ arguments: [String], input: String? = nil, environment: [String: String] = ["LC_ALL": "en_US.UTF-8"]
  ) throws -> (status: Int32, out: String, err: String) {
    let binary = try BuiltBinary.formwork.get()
    let result = BuiltBinary.runSeparately(binary.path, arguments, input: input, environment: environment)
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

  @Test func anAnswerGivenTwiceIsRefusedNotSilentlyReplaced() throws {
    let answers = #"{"name": "Ada", "email": "ada@example.com", "name": "Bob"}"#
    let result = try formwork(["run", "newsletter", "--answers", "-"], input: answers)
    #expect(result.status == code(.badAnswersFile))
    #expect(result.err.contains(#"stdin: "name" is answered more than once"#))
    #expect(result.out.isEmpty)
  }

  @Test func theHeadlessSummaryIsInTheFormsLanguage() throws {
    let answers = #"{"name": "Ada", "subscribe": true}"#
    let english = try formwork(["run", "newsletter", "--answers", "-"], input: answers)
    #expect(english.err.hasPrefix("formwork: The answers leave 2 problems:\n"))
    let pseudo = try formwork(["run", "newsletter", "--answers", "-", "--locale", "en-XA"], input: answers)
    #expect(pseudo.status == code(.invalidAnswers))
    let summary = pseudo.err.split(separator: "\n").first.map(String.init) ?? ""
    #expect(summary.hasPrefix("formwork: [") && !summary.contains("answers leave"), "\(summary)")
  }

  @Test func badAnswersFilesHaveTheirOwnCodes() throws {
    let malformed = try formwork(["run", "newsletter", "--answers", "-"], input: #"{"name": "#)
    #expect(malformed.status == code(.badAnswersFile))
    #expect(malformed.err.contains("not valid JSON"))
    let wrongTypes = try formwork(["run", "newsletter", "--answers", "-"], input: #"{"name": 3, "nmae": "x"}"#)
    #expect(wrongTypes.status == code(.badAnswersFile))
    #expect(wrongTypes.err.contains("$.name"))
    #expect(wrongTypes.err.contains("Did you mean 'name'?"))
    let missing = try formwork(["run", "newsletter", "--answers", "/no/such/answers.json"])
    #expect(missing.status == code(.unreadableAnswersFile))
  }

  @Test func unknownFormsAreUsageErrors() throws {
    let unknown = try formwork(["run", "newsleter", "--answers", "-"], input: "{}")
    #expect(unknown.status == code(.usage))
    #expect(unknown.err.contains("did you mean 'newsletter'") || unknown.err.contains("Did you mean 'newsletter'"))
    let missing = try formwork(["run", "forms/no-such-order.json", "--answers", "-"], input: "{}")
    #expect(missing.status == code(.unreadableAnswersFile))
  }

  static let schema = """
    { "title": "Tiny loan", "sections": [ { "header": "Applicant", "rows": [
      { "tag": "name", "kind": "name", "title": "Name", "required": true },
      { "tag": "amount", "kind": "decimal", "title": "Amount", "rules": [{"rule": "atLeast", "value": 100}],
        "parameter": {"key": "loan.amount", "transforms": ["cents"]} },
      { "tag": "reason", "kind": "text", "title": "Reason", "hidden": "amount == null || amount < 1000" } ] } ] }
    """

  func temporaryFile(_ text: String) throws -> URL {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString).json")
    try text.write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  @Test func schemaFilesRunHeadless() throws {
    let file = try temporaryFile(Self.schema)
    defer { try? FileManager.default.removeItem(at: file) }
    let valid = try formwork(
      ["run", file.path, "--answers", "-"], input: #"{"name": "Ada", "amount": "2500.5", "reason": "Roof"}"#)
    #expect(valid.status == code(.success))
    let printed = try FormValue(json: valid.out)
    #expect(printed["parameters"]?["loan"]?["amount"] == .int(250050))
    #expect(printed["values"]?["reason"] == "Roof")
    let invalid = try formwork(["run", file.path, "--answers", "-"], input: #"{"name": "Ada", "amount": "50"}"#)
    #expect(invalid.status == code(.invalidAnswers))
    #expect(try FormValue(json: invalid.out)["errors"]?["amount"] != nil)
  }

  @Test func checkReportsSchemaProblemsWithTheirPaths() throws {
    let good = try temporaryFile(Self.schema)
    let bad = try temporaryFile(
      #"{"sections": [{"rows": [{"kind": "emial"}, {"kind": "text", "hidden": "nope =="}]}]}"#)
    defer {
      try? FileManager.default.removeItem(at: good)
      try? FileManager.default.removeItem(at: bad)
    }
    let ok = try formwork(["check", good.path])
    #expect(ok.status == code(.success))
    #expect(ok.out.contains("ok (1 section, 3 rows)"))
    let broken = try formwork(["check", bad.path])
    #expect(broken.status == code(.brokenForm))
    #expect(broken.err.contains("$.sections[0].rows[0].kind"))
    #expect(broken.err.contains("did you mean 'email'"))
  }

  @Test func checkReadsStandardInputAndCountsInWords() throws {
    let one = #"{"sections": [{"rows": [{"tag": "a", "kind": "text", "title": "A"}]}]}"#
    let result = try formwork(["check", "-"], input: one)
    #expect(result.status == code(.success))
    #expect(result.out.contains("stdin: ok (1 section, 1 row)"))
  }

  @Test func checkPrintsJSONForCI() throws {
    let bad = try temporaryFile(
      #"{"formwork": 1, "sections": [{"rows": [{"tag": "a", "kind": "emial"}, {"tag": "b", "kind": "text", "hidden": "x =="}, {"tag": "b", "kind": "text"}]}]}"#
    )
    defer { try? FileManager.default.removeItem(at: bad) }
    let broken = try formwork(["check", "--format", "json", bad.path])
    #expect(broken.status == code(.brokenForm))
    guard case .list(let problems) = try FormValue(json: broken.out) else {
      Issue.record("not a JSON list: \(broken.out)")
      return
    }
    // The reader's problem and the build's, in one pass, each with its path, code and message.
    #expect(
      problems.map { $0["path"] } == [
        "$.sections[0].rows[0].kind", "$.sections[0].rows[1].hidden", "$.sections[0].rows[2]",
      ])
    #expect(problems.map { $0["code"] } == ["invalidSchema", "invalidExpression", "duplicateTag"])
    #expect(problems.allSatisfy { $0["message"] != nil })
    #expect(problems[1]["column"] != nil)
    let good = try formwork(["check", "--format", "json", "-"], input: #"{"sections": []}"#)
    #expect(good.status == code(.success))
    #expect(good.out.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
  }

  @Test func checkReportsLiveFormatsThatCannotWorkWhereTheyAre() throws {
    let schema =
      ####"{"sections": [{"rows": [{"tag": "a", "kind": "text", "mask": "--"}, {"tag": "b", "kind": "integer", "mask": "###"}, {"tag": "c", "kind": "decimal", "liveFormat": {"currency": "EURO"}}]}]}"####
    let result = try formwork(["check", "--format", "json", "-"], input: schema)
    #expect(result.status == code(.brokenForm))
    guard case .list(let problems) = try FormValue(json: result.out) else {
      Issue.record("not a JSON list: \(result.out)")
      return
    }
    #expect(
      problems.map { $0["path"] } == [
        "$.sections[0].rows[0].mask", "$.sections[0].rows[1]", "$.sections[0].rows[2].liveFormat.currency",
      ])
  }

  @Test func schemaPrintsTheJSONSchema() throws {
    let result = try formwork(["schema"])
    #expect(result.status == code(.success))
    #expect(result.out == FormSchema.jsonSchema)
    #expect(try FormValue(json: result.out)["$schema"] == "https://json-schema.org/draft/2020-12/schema")
  }

  static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Schemas/examples")

  /// The samples README links run with the CLI's demo registry (an asynchronous rule, a loader,
  /// actions).
  @Test(arguments: [
    "loan.json", "signup.json", "paged-application.json", "order-computed.json", "localized-contact.json",
  ])
  func theSamplesCheckAndRun(name: String) throws {
    let path = Self.samples.appendingPathComponent(name).path
    let checked = try formwork(["check", path])
    let run = try formwork(["run", path, "--answers", "-"], input: "{}")
    #expect(checked.status == code(.success), "\(checked.err)")
    #expect(run.status == code(.invalidAnswers), "\(run.err)")
    #expect(try FormValue(json: run.out)["errors"] != nil)
  }

  @Test func theSignupSampleChecksAUsernameWithTheRegisteredAsyncRule() throws {
    let path = Self.samples.appendingPathComponent("signup.json").path
    let answers = #"{"username": "admin", "email": "ada@example.com", "password": "12345678", "repeat": "12345678"}"#
    let taken = try formwork(["run", path, "--answers", "-"], input: answers)
    #expect(taken.status == code(.invalidAnswers))
    #expect(try FormValue(json: taken.out)["errors"]?["username"] == ["That username is taken"])
    let free = try formwork(
      ["run", path, "--answers", "-"], input: answers.replacingOccurrences(of: "admin", with: "grace"))
    #expect(free.status == code(.success), "\(free.out)")
  }

  @Test func aDirectoryIsNamedAsOne() throws {
    let schema = try formwork(["check", "/tmp"])
    #expect(schema.status == code(.unreadableAnswersFile))
    #expect(schema.err.contains("'/tmp': it is a directory"))
    let answers = try formwork(["run", "newsletter", "--answers", "/tmp"])
    #expect(answers.err.contains("it is a directory"))
    #expect(!answers.err.contains("NSCocoaErrorDomain"))
  }

  @Test func versionAndListTags() throws {
    let version = try formwork(["--version"])
    #expect(version.status == 0)
    #expect(version.out.trimmingCharacters(in: .whitespacesAndNewlines) == FormworkVersion.current)
    #expect(FormworkVersion.current.split(separator: ".").compactMap { Int($0) }.count == 3)
    let tags = try formwork(["run", "new-schedule", "--list-tags"])
    #expect(tags.status == 0)
    #expect(tags.out.contains("addRemind     true presses it"))
    #expect(tags.out.contains("remind        one of: 0 (At start time)"))
    let order = try formwork(["run", "transport-order", "--list-tags"])
    #expect(order.out.contains("unloading       a list of 1 to 8, each: an object: {contact, phone, address}"))
  }

  @Test func aListsErrorsAreNamedByPosition() throws {
    let answers = #"{"unloading": [{"contact": "Ada"}]}"#
    let result = try formwork(["run", "transport-order", "--answers", "-"], input: answers)
    #expect(result.status == code(.invalidAnswers))
    let errors = try FormValue(json: result.out)["errors"]
    #expect(errors?["unloading[0]"] != nil)
    #expect(errors?["unloading[0].phone"] == ["Phone is required."])
    #expect(result.err.contains("unloading[0].address: Address is required."))
  }

  static let incomplete = #"{"name": "Ada", "subscribe": true}"#

  @Test func theLanguageComesFromTheEnvironment() throws {
    let chinese = try formwork(
      ["run", "newsletter", "--answers", "-"], input: Self.incomplete,
      environment: ["LC_ALL": "", "LC_MESSAGES": "", "LANG": "zh_CN.UTF-8"])
    #expect(chinese.status == code(.invalidAnswers))
    #expect(try FormValue(json: chinese.out)["errors"]?["email"] == ["邮箱为必填项。"])
    // LC_ALL wins over LANG, as POSIX says.
    let german = try formwork(
      ["run", "newsletter", "--answers", "-"], input: Self.incomplete,
      environment: ["LC_ALL": "de_DE.UTF-8", "LANG": "zh_CN.UTF-8"])
    #expect(try FormValue(json: german.out)["errors"]?["email"] != ["邮箱为必填项。"])
    #expect(try FormValue(json: german.out)["errors"]?["email"] != ["Email is required."])
  }

  @Test func localeOverridesTheEnvironment() throws {
    let arabic = try formwork(
      ["run", "newsletter", "--answers", "-", "--locale", "ar"], input: Self.incomplete,
      environment: ["LC_ALL": "zh_CN.UTF-8"])
    #expect(arabic.status == code(.invalidAnswers))
    #expect(try FormValue(json: arabic.out)["errors"]?["email"] == ["حقل «Email» مطلوب."])
    let english = try formwork(["run", "newsletter", "--answers", "-", "--locale", "en"], input: Self.incomplete)
    #expect(try FormValue(json: english.out)["errors"]?["email"] == ["Email is required."])
  }

  @Test(arguments: [["demo"], ["demo", "newsletter"], ["run", "newsletter"], []])
  func withoutATerminalItSaysHowToRunHeadless(arguments: [String]) throws {
    let result = try formwork(arguments, input: "")
    #expect(result.status == code(.usage))
    #expect(result.err.contains("--answers"))
  }
}
