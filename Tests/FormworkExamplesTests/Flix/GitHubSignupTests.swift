import Formwork
import FormworkExamples
import Testing

/// Flix's (and RxSwift's) GitHub sign-up: an asynchronous availability check with a debounce.
@MainActor
@Suite struct GitHubSignupTests {
  typealias Keys = ExampleForm.GitHubSignupKeys

  /// A sign-up form on a manual clock.
  func makeForm(taken: Set<String> = UsernameDirectory.sampleTaken) throws -> (Form, ManualValidationClock) {
    let form = try ExampleForm.githubSignup(directory: UsernameDirectory(taken: taken)).make()
    let clock = ManualValidationClock()
    form.validationClock = clock
    return (form, clock)
  }

  func availabilityIssues(_ form: Form, _ row: RowID) -> [String] {
    form.issues(of: row).filter { $0.rule == Keys.availabilityRule }.map(\.message)
  }

  @Test func takenUsernameIsReportedAfterTheDebounce() async throws {
    let (form, clock) = try makeForm()
    let username = try row(Keys.username, in: form)
    form.input("octocat", for: username)
    #expect(form.state(of: username)?.isValidating == true, "waiting out the debounce counts as checking")
    #expect(!form.isValid)

    await clock.advance(by: Keys.availabilityDebounce / 2)
    #expect(form.state(of: username)?.isValidating == true)
    #expect(availabilityIssues(form, username).isEmpty, "nothing is known before the debounce ends")

    await clock.advance(by: Keys.availabilityDebounce / 2)
    await form.settleValidations()
    #expect(form.state(of: username)?.isValidating == false)
    #expect(availabilityIssues(form, username) == ["Username octocat is already taken."])
  }

  @Test func freeUsernamePassesAndCaseDoesNotMatter() async throws {
    let (form, clock) = try makeForm(taken: ["Ada"])
    let username = try row(Keys.username, in: form)
    form.input("ADA", for: username)
    await clock.advance(by: Keys.availabilityDebounce)
    await form.settleValidations()
    #expect(availabilityIssues(form, username) == ["Username ADA is already taken."])

    form.input("ada-lovelace", for: username)
    #expect(form.state(of: username)?.isValidating == true)
    await clock.advance(by: Keys.availabilityDebounce)
    await form.settleValidations()
    #expect(form.state(of: username)?.isValidating == false)
    #expect(form.issues(of: username).isEmpty, "a free name clears the old result")
  }

  @Test func typingAgainRestartsTheDebounceAndOnlyTheLastValueIsChecked() async throws {
    let (form, clock) = try makeForm()
    let username = try row(Keys.username, in: form)
    var checked: [Bool] = []
    let subscription = form.observe { event in
      if case .validating(username, let running) = event { checked.append(running) }
    }
    form.input("octocat", for: username)
    await clock.advance(by: Keys.availabilityDebounce * 0.8)
    form.input("octocat-fan", for: username)
    await clock.advance(by: Keys.availabilityDebounce * 0.8)
    #expect(availabilityIssues(form, username).isEmpty, "the first check was cancelled, the second still waits")
    await clock.advance(by: Keys.availabilityDebounce * 0.2)
    await form.settleValidations()
    #expect(form.issues(of: username).isEmpty, "octocat-fan is free; octocat's result never landed")
    #expect(checked.last == false)
    subscription.cancel()
  }

  @Test func syntaxErrorsAreShownWithoutAskingTheService() async throws {
    let (form, clock) = try makeForm()
    let username = try row(Keys.username, in: form)
    form.input("-octocat", for: username)
    #expect(form.state(of: username)?.isValidating == false, "no check for a name that cannot exist")
    await clock.advance(by: Keys.availabilityDebounce)
    #expect(form.issues(of: username).map(\.rule) == ["hyphens"])
  }

  @Test func signUpButtonWaitsForTheAvailabilityResult() async throws {
    let (form, clock) = try makeForm()
    let button = try row(tag: Keys.signUpButton, in: form)
    form.input("swift-gg", for: try row(Keys.username, in: form))
    form.input("hello@swift.gg", for: try row(Keys.email, in: form))
    form.input("correct horse", for: try row(Keys.password, in: form))
    form.input("correct horse", for: try row(Keys.repeatedPassword, in: form))
    #expect(form.isDisabled(button), "availability is not known yet")
    await clock.advance(by: Keys.availabilityDebounce)
    await form.settleValidations()
    #expect(form.isValid)
    #expect(!form.isDisabled(button))
  }

  @Test func repeatedPasswordFollowsThePassword() throws {
    let (form, _) = try makeForm()
    let password = try row(Keys.password, in: form)
    let repeated = try row(Keys.repeatedPassword, in: form)
    form.input("correct horse", for: password)
    form.input("correct hose", for: repeated)
    form.blur(repeated)
    #expect(form.issues(of: repeated).map(\.rule) == ["equalTo"])
    // Fixing the other row clears the error: the rule read it.
    form.input("correct hose", for: password)
    #expect(form.issues(of: repeated).isEmpty)
  }
}
