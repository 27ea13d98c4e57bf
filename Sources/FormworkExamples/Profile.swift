import Formwork
import Foundation

// A small placeholder example with the other row kinds: stepper, segmented, slider, date,
// multiple choice, check, information and a row disabled by a condition; a phone number and
// a budget formatted as they are typed.

extension ExampleForm {
  enum ProfileKeys {
    static let nickname = RowKey<String>("nickname")
    static let age = RowKey<Int>("age")
    static let plan = RowKey<String>("plan")
    static let team = RowKey<String>("team")
    static let birthday = RowKey<Date>("birthday")
    static let interests = RowKey<[String]>("interests")
    static let volume = RowKey<Double>("volume")
    static let terms = RowKey<Bool>("terms")
    static let version = RowKey<String>("version")
    static let phone = RowKey<String>("phone")
    static let budget = RowKey<Decimal>("budget")
  }

  /// Every other row kind, and a row disabled until a choice allows it.
  public static let profile = ExampleForm(
    name: "profile", title: "Profile",
    summary: "Stepper, segmented, slider, date, several choices, a row disabled by a condition.",
    answers: [
      .valid([
        "nickname": "ada", "age": 36, "plan": "team", "team": "Engines", "birthday": "1815-12-10",
        "interests": ["math", "poetry"], "volume": .decimal(Decimal(5) / 10), "terms": true,
        "phone": "2025550143", "budget": .decimal(Decimal(2500) / 100),
      ]),
      .invalid(["nickname": "ada", "age": 12, "plan": "free"], failing: ["age", "terms"]),
    ]
  ) { text in
    typealias Keys = ProfileKeys
    return try Form {
      Section(text("You")) {
        Row.text(Keys.nickname, text("Nickname")).placeholder(text("ada")).maxCharacters(20).required()
        Row.stepper(Keys.age, text("Age"), value: 30, in: 0...130)
          .rules(.custom("adult", message: text("You must be 18 or older")) { age, _ in (age ?? 0) >= 18 })
        Row.date(Keys.birthday, text("Birthday"))
      }
      Section(text("Plan")) {
        Row.segmented(
          Keys.plan, text("Plan"), value: "free",
          options: text([.init("free", "Free"), .init("pro", "Pro"), .init("team", "Team")]))
        Row.text(Keys.team, text("Team name")).placeholder(text("Engines"))
          .disabled { $0[Keys.plan] != "team" }
          // A team name means nothing off the Team plan: it is not sent then.
          .disabledValue(.omit)
          .disabledReason(text("Choose the Team plan to name a team."))
          .required { $0[Keys.plan] == "team" }
      }
      .footer(text("A team name can be set on the Team plan only."))
      Section(text("Preferences")) {
        Row.multipleSelector(
          Keys.interests, text("Interests"),
          options: text([.init("math", "Mathematics"), .init("music", "Music"), .init("poetry", "Poetry")]))
        Row.slider(Keys.volume, text("Volume"), value: 0.3, in: 0...1, steps: 10)
        // A required rule (so the title shows `*`) and one that wants `true`: one message either way.
        Row.check(Keys.terms, text("I accept the terms"))
          .rules(
            .required.message(text("Accept the terms to continue")),
            .custom("accepted", message: text("Accept the terms to continue")) { accepted, _ in accepted == true })
        Row.info(Keys.version, text("Version"), value: "1.0")
      }
      Section(text("Contact")) {
        // Formatted while typed: the value is the digits, "2025550143".
        Row.phone(Keys.phone, text("Phone")).mask("(###) ###-####")
        // Typed as "$1,234.50" (in the form's locale); the value is a decimal.
        Row.decimal(Keys.budget, text("Monthly budget")).liveFormat(.currency(code: "USD"))
      }
    }
  }
}
