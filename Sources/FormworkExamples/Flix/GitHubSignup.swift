import Formwork

extension ExampleForm {
  /// The keys of the ``githubSignup`` example.
  public enum GitHubSignupKeys {
    /// The username, checked for availability as it is typed.
    public static let username = RowKey<String>("username")
    /// The email address.
    public static let email = RowKey<String>("email")
    /// The new password, at least 8 characters.
    public static let password = RowKey<String>("password")
    /// The password again; must equal ``password``.
    public static let repeatedPassword = RowKey<String>("repeatedPassword")
    /// The tag of the sign-up button.
    public static let signUpButton = "signUp"
    /// The identity of the asynchronous availability rule (`ValidationIssue.rule`).
    public static let availabilityRule = "available"
    /// Seconds of no typing before the availability check runs.
    public static let availabilityDebounce = 0.5
  }

  /// Flix's `GitHubSignupViewController` (seed 001), itself RxSwift's GitHub sign-up example:
  /// a username checked for availability as it is typed, a password repeated, an email.
  ///
  /// It shows an asynchronous rule (`Rule.async(_:debounce:_:)`) against a fake service
  /// (``UsernameDirectory``): the check waits for a pause in typing, the row shows that it is
  /// being checked (`RowState.isValidating`), and a newer value cancels an older check. The
  /// repeated password uses `Rule.equalTo(_:)`, and the sign-up button is enabled only while
  /// the form is valid, availability included.
  public static let githubSignup = githubSignup(directory: UsernameDirectory())

  /// The ``githubSignup`` example checking usernames against `directory`.
  ///
  /// - Parameter directory: The usernames that are taken.
  /// - Returns: The example.
  public static func githubSignup(directory: UsernameDirectory) -> ExampleForm {
    ExampleForm(
      name: "github-signup", title: "GitHub sign-up",
      summary: "Username availability checked asynchronously, a repeated password, a gated button.",
      origin: "Flix 001: GitHub sign-up",
      answers: [
        .valid([
          "username": "swift-gg", "email": "hello@swift.gg", "password": "correct horse",
          "repeatedPassword": "correct horse",
        ]),
        .invalid(
          [
            "username": "octocat", "email": "octo.github.com", "password": "tentacles", "repeatedPassword": "tentacles",
          ],
          failing: ["username", "email"], name: "taken username, bad email"),
        .invalid(
          ["username": "-dash", "email": "ada@example.com", "password": "short", "repeatedPassword": "shorter"],
          failing: ["username", "password", "repeatedPassword"], name: "bad username, short and different passwords"),
      ],
      submitButtonTags: [GitHubSignupKeys.signUpButton]
    ) { text in
      try makeGitHubSignup(directory: directory, text: text)
    }
  }

  @MainActor
  private static func makeGitHubSignup(directory: UsernameDirectory, text: ExampleText) throws -> Form {
    typealias Keys = GitHubSignupKeys
    return try Form {
      Section(text("Account"), tag: "account") {
        Row.text(Keys.username, text("Username")).placeholder(text("Pick a username")).contentType(.username)
          .autocapitalization(.none).autocorrection(false)
          .rules(
            .required,
            .pattern("[A-Za-z0-9-]{1,39}").message(text("Use at most 39 letters, digits and hyphens.")),
            .custom("hyphens", message: text("A hyphen cannot start or end a username, or follow another.")) {
              name, _ in
              guard let name else { return true }
              return !name.hasPrefix("-") && !name.hasSuffix("-") && !name.contains("--")
            },
            .async(Keys.availabilityRule, debounce: Keys.availabilityDebounce) { name in
              directory.isAvailable(name) ? nil : text("Username {name} is already taken.", ["name": name])
            }
          )
          // Availability is worth knowing while typing: check on every (debounced) change.
          .validate(on: .onChange)
        Row.email(Keys.email, text("Email")).placeholder(text("you@example.com")).rules(.required, .email)
      }
      Section(text("Password"), tag: "password") {
        Row.password(Keys.password, text("Password")).contentType(.newPassword).rules(.required, .minLength(8))
        Row.password(Keys.repeatedPassword, text("Repeat password")).contentType(.newPassword)
          .rules(.required, .equalTo(Keys.password))
      }
      .footer(text("At least 8 characters."))
      Section(tag: "actions") {
        Row.button(text("Sign up"), tag: Keys.signUpButton) { context in context.form.validate() }
          .disabledUntilValid(reason: text("Fill in every field, and fix what is marked, first."))
      }
    }
  }
}
