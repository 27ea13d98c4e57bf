import Formwork

// A small placeholder example: text rows, a switch that reveals a selector. The terminal
// renderer's end-to-end test drives this one.

extension ExampleForm {
  enum NewsletterKeys {
    static let name = RowKey<String>("name")
    static let email = RowKey<String>("email")
    static let subscribe = RowKey<Bool>("subscribe")
    static let frequency = RowKey<String>("frequency")
  }

  /// Text rows and a switch that reveals a required choice.
  public static let newsletter = ExampleForm(
    name: "newsletter", title: "Newsletter sign-up",
    summary: "Text rows, a switch that reveals a required choice.",
    answers: [
      .valid(["name": "Ada Lovelace", "email": "ada@example.com", "subscribe": true, "frequency": "weekly"]),
      .valid(["name": "Ada", "email": "ada@example.com"], name: "not subscribed"),
      .invalid(["name": "Ada", "email": "ada.example.com", "subscribe": true], failing: ["email", "frequency"]),
    ],
    hydrationSample: ["name": "Ada Lovelace", "email": "ada@example.com", "subscribe": true]
  ) { text in
    typealias Keys = NewsletterKeys
    return try Form {
      Section(text("Account")) {
        Row.name(Keys.name, text("Name")).placeholder(text("Ada Lovelace")).required()
        Row.email(Keys.email, text("Email")).placeholder(text("you@example.com")).required()
          .rules(
            .custom("email", message: text("Enter an email address like name@example.com")) { value, _ in
              value.map { $0.contains("@") && $0.contains(".") } ?? true
            })
      }
      Section(text("Newsletter")) {
        Row.switch(Keys.subscribe, text("Subscribe"))
        Row.selector(
          Keys.frequency, text("Frequency"),
          options: text([.init("daily", "Daily"), .init("weekly", "Weekly"), .init("monthly", "Monthly")])
        )
        .required()
        .hidden { $0[Keys.subscribe] != true }
      }
      .footer(text("We send one email per period, never more."))
    }
  }
}
