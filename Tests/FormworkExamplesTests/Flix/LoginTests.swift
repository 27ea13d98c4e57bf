import Formwork
import FormworkExamples
import FormworkTestSupport
import Testing

/// Flix's login: the button follows the form's validity.
@MainActor
@Suite struct LoginTests {
  typealias Keys = ExampleForm.LoginKeys

  @Test func buttonIsDisabledUntilBothFieldsAreFilledAndFollowsValidityBack() throws {
    let form = try ExampleForm.login.make()
    let screen = UpdateRecorder(form)
    let username = try row(Keys.username, in: form)
    let password = try row(Keys.password, in: form)
    let button = try row(tag: Keys.loginButton, in: form)
    #expect(!form.isValid)
    #expect(form.isDisabled(button))

    form.input("DianQK", for: username)
    #expect(form.isDisabled(button), "a password is still missing")
    #expect(screen.flush()?.reconfigured.contains(button) != true)

    form.input("RxSwift4ever", for: password)
    #expect(form.isValid)
    #expect(!form.isDisabled(button))
    let enabling = try #require(screen.flush())
    #expect(!enabling.isStructural, "enabling the button changes no structure")
    #expect(enabling.reconfigured.contains(button), "the button is redrawn enabled, in place")
    #expect(!enabling.reconfigured.contains(password), "the typed row keeps its caret")

    form.input("", for: password)
    #expect(form.isDisabled(button))
    #expect(screen.flush()?.reconfigured.contains(button) == true)
  }

  @Test func tapBeforeTheFormIsValidIsDeniedWithAReason() throws {
    let form = try ExampleForm.login.make()
    let button = try row(tag: Keys.loginButton, in: form)
    var denials: [String] = []
    let subscription = form.observe { event in
      if case .denied(_, let reason) = event { denials.append(reason) }
    }
    let outcome = form.tap(button)
    guard case .denied(let reason) = outcome else {
      Issue.record("expected a denial, got \(outcome)")
      return
    }
    #expect(!reason.isEmpty)
    #expect(denials == [reason])
    #expect(form.state(of: button)?.disabledReason == reason)
    #expect(form[Keys.status] == nil, "the action did not run")
    subscription.cancel()
  }

  @Test func tapOnTheEnabledButtonRunsItsActionAndShowsTheStatus() throws {
    let form = try ExampleForm.login.make()
    let screen = UpdateRecorder(form)
    form.input("DianQK", for: try row(Keys.username, in: form))
    form.input("RxSwift4ever", for: try row(Keys.password, in: form))
    screen.flush()
    #expect(screen.visibleTags == [["username", "password"], ["login"]])

    #expect(form.tap(try row(tag: Keys.loginButton, in: form)) == .performedAction)
    #expect(form[Keys.status] == "Signed in as DianQK")
    let update = try #require(screen.flush())
    #expect(update.isStructural)
    #expect(screen.visibleTags == [["username", "password"], ["login", "status"]])
    // The status line is not a request parameter.
    #expect(try form.parameters() == ["username": "DianQK", "password": "RxSwift4ever"])
  }

  @Test func validityGateLivesAsLongAsTheForm() throws {
    weak var released: Form?
    do {
      let form = try ExampleForm.login.make()
      released = form
      form[Keys.username] = "a"
      form[Keys.password] = "b"
      #expect(!form.isDisabled(try row(tag: Keys.loginButton, in: form)), "the gate still follows validity")
    }
    #expect(released == nil, "the gate keeps no cycle through the form")
  }
}
