import Formwork
import FormworkExamples
import Testing

@testable import FormworkTerminal

/// What the examples say matches what is wrong (found by a person filling every example).
@MainActor
@Suite struct ExampleWordingTests {
  func run(_ name: String, _ answers: FormValue) async throws -> [String: [String]] {
    let example = try #require(Examples.named(name))
    let result = try await HeadlessRun.run(form: example.make(), answers: answers, parameters: example.parameters)
    guard case .invalid(let issues) = result else { return [:] }
    return Dictionary(grouping: issues, by: { $0.tag ?? $0.title }).mapValues { $0.map(\.message) }
  }

  @Test func aPhoneWithLettersIsToldAboutItsLettersNotItsLength() async throws {
    let errors = try await run("transport-order", ["loadingPhone": "abc021-6888"])
    #expect(errors["loadingPhone"] == ["Use only digits, spaces, dashes, parentheses and a leading +."])
    let short = try await run("transport-order", ["loadingPhone": "12"])
    #expect(short["loadingPhone"] == ["Enter a phone number of at least 7 digits."])
  }

  @Test func aTakenNameDoesNotAskToFillInEveryField() async throws {
    let example = try #require(Examples.named("github-signup"))
    let form = try example.make()
    let answers: FormValue = [
      "username": "octocat", "email": "octo@github.com", "password": "tentacles", "repeatedPassword": "tentacles",
    ]
    try await HeadlessRun.apply(answers, to: form)
    _ = await form.validateAll()
    let button = try #require(form.rowID(forTag: ExampleForm.GitHubSignupKeys.signUpButton))
    let reason = try #require(form.editDenial(of: button))
    #expect(!reason.hasPrefix("Fill in every field first"))
    #expect(reason.contains("fix"))
  }

  @Test func termsRequiredByARuleShowTheRequiredMarkAndOneMessage() async throws {
    let form = try #require(Examples.named("profile")).make()
    let terms = try #require(form.state(forTag: "terms"))
    #expect(terms.showsRequiredMark)
    let errors = try await run("profile", ["nickname": "ada"])
    #expect(errors["terms"] == ["Accept the terms to continue"])
    let refused = try await run("profile", ["nickname": "ada", "terms": false])
    #expect(refused["terms"] == ["Accept the terms to continue"])
  }

  @Test func aDisabledTeamNameSaysWhy() throws {
    let form = try #require(Examples.named("profile")).make()
    #expect(form.state(forTag: "team")?.disabledReason == "Choose the Team plan to name a team.")
  }
}
