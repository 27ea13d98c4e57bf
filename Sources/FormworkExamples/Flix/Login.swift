import Formwork

extension ExampleForm {
  /// The keys of the ``login`` example.
  public enum LoginKeys {
    /// The account name.
    public static let username = RowKey<String>("username")
    /// The password.
    public static let password = RowKey<String>("password")
    /// The line the login button fills in once it has run.
    public static let status = RowKey<String>("status")
    /// The tag of the login button.
    public static let loginButton = "login"
  }

  /// Flix's `LoginViewController` (seed 001): a username, a password, and a login button that is
  /// enabled only while both are filled in.
  ///
  /// Flix combined the two text fields' observables into `isVerified`. Here the rows are
  /// required, so `Form.isValid` says the same thing, and the button's `disabled` condition
  /// follows it: every renderer greys the button out until the form is valid, and a tap on it
  /// before then is denied with a reason. Tapping it when enabled fills in a status line.
  public static let login = ExampleForm(
    name: "login", title: "Log in",
    summary: "A login button enabled only while the form is valid.",
    origin: "Flix 001: login",
    answers: [
      .valid(["username": "DianQK", "password": "RxSwift4ever"]),
      .invalid(["username": "DianQK"], failing: ["password"], name: "missing password"),
      .invalid(["username": "   ", "password": "secret"], failing: ["username"], name: "blank username"),
    ],
    submitButtonTags: [LoginKeys.loginButton]
  ) { text in
    typealias Keys = LoginKeys
    return try Form {
      Section(text("Account"), tag: "account") {
        Row.text(Keys.username, text("Username")).placeholder(text("Username")).contentType(.username)
          .autocapitalization(.none).autocorrection(false).returnKey(.next).required()
        Row.password(Keys.password, text("Password")).placeholder(text("Password")).returnKey(.go).required()
      }
      Section(tag: "actions") {
        Row.button(text("Log in"), tag: Keys.loginButton) { context in
          guard context.form.validate().isValid, let name = context.form[Keys.username] else { return }
          context.form[Keys.status] = text("Signed in as {name}", ["name": name])
        }
        .disabledUntilValid(reason: text("Enter your username and password first."))
        Row.info(Keys.status, text("Status")).noParameter().hidden { $0[Keys.status] == nil }
      }
    }
  }
}
