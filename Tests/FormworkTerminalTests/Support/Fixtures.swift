import Formwork
import FormworkTerminal
import Foundation

/// The bytes terminals send for keys, for scripts.
enum Keys {
  static let up = "\u{1B}[A"
  static let down = "\u{1B}[B"
  static let right = "\u{1B}[C"
  static let left = "\u{1B}[D"
  static let home = "\u{1B}[H"
  static let end = "\u{1B}[F"
  static let delete = "\u{1B}[3~"
  static let tab = "\t"
  static let backTab = "\u{1B}[Z"
  static let enter = "\r"
  static let space = " "
  static let backspace = "\u{7F}"
  static let escape = "\u{1B}"
  static let ctrlC = "\u{03}"
  static let ctrlD = "\u{04}"
  static let ctrlS = "\u{13}"
  static let ctrlN = "\u{0E}"
  static let ctrlP = "\u{10}"
  static let altZ = "\u{1B}z"
  static let altShiftZ = "\u{1B}Z"
}

/// Forms the renderer tests use besides the examples.
@MainActor
enum TestForms {
  enum Tags {
    static let name = RowKey<String>("name")
    static let email = RowKey<String>("email")
    static let notify = RowKey<Bool>("notify")
    static let channel = RowKey<String>("channel")
    static let city = RowKey<String>("city")
    static let days = RowKey<[String]>("days")
    static let code = RowKey<String>("code")
    static let count = RowKey<Int>("count")
    static let amount = RowKey<Decimal>("amount")
    static let start = RowKey<Date>("start")
    static let size = RowKey<String>("size")
    static let locked = RowKey<String>("locked")
    static let agree = RowKey<Bool>("agree")
  }

  /// Every kind of row, a disabled one, a hidden one revealed by a switch, a warning rule.
  static func everyKind() throws -> Form {
    typealias T = Tags
    let form = try Form {
      Section("Contact") {
        Row.name(T.name, "Name").placeholder("Ada Lovelace").required()
        Row.email(T.email, "Email").placeholder("you@example.com")
          .rules(
            .custom("typo", message: "Looks like a typo", severity: .warning) { value, _ in value?.contains("@") ?? true
            })
        Row.switch(T.notify, "Notify me")
        Row.segmented(T.channel, "Channel", options: [.init("sms", "SMS"), .init("mail", "Mail")])
          .hidden { $0[T.notify] != true }
      }
      Section("Details") {
        Row.selector(T.city, "City", options: [.init("par", "Paris"), .init("lon", "London"), .init("tyo", "東京")])
        Row.multipleSelector(
          T.days, "Days", options: [.init("mon", "Monday"), .init("tue", "Tuesday"), .init("wed", "Wednesday")])
        Row.password(T.code, "Code")
        Row.stepper(T.count, "Count", value: 2, in: 0...5)
        Row.decimal(T.amount, "Amount")
        Row.date(T.start, "Start")
        Row.text(T.locked, "Locked", value: "fixed").disabled(true)
        Row.check(T.agree, "I agree")
        Row.label("Help", detail: "Read the terms first")
      }
      .footer("Everything here can be changed later.")
    }
    form.locale = Locale(identifier: "en_US")
    return form
  }

  static let phones = SectionKey<String>("phones")
  static let fixed = SectionKey<String>("fixed")

  /// Two lists: phones that can be added, deleted and reordered, and fixed entries that can
  /// only be deleted.
  static func lists() throws -> Form {
    try Form {
      Section {
        Row.text(RowKey<String>("owner"), "Owner")
      }
      Section.multivalued(phones, "Phones", values: ["111", "222", "333"], addTitle: "Add a phone") {
        Row.phone(nil, "Phone")
      }
      Section.multivalued(fixed, "Fixed", values: ["a", "b"], options: [.delete]) {
        Row.selector(nil, "Entry", options: [.init("a", "Alpha"), .init("b", "Beta")])
      }
    }
  }

  static let day = RowKey<Date>("day")
  static let time = RowKey<Date>("time")
  static let meeting = RowKey<Date>("meeting")
  static let duration = RowKey<Double>("duration")
  static let bank = RowKey<Int>("bank")

  /// Every date style: a bounded day, a time on a 15-minute interval, an inline date and time,
  /// a countdown; and a long list of banks.
  static func dates() throws -> Form {
    let calendar = Calendar(identifier: .gregorian)
    let low = calendar.date(from: DateComponents(timeZone: .current, year: 2026, month: 1, day: 1))
    let high = calendar.date(from: DateComponents(timeZone: .current, year: 2026, month: 12, day: 31))
    let form = try Form {
      Section("When") {
        Row.date(day, "Day").dateRange(low, high)
        Row.time(time, "Time").minuteInterval(15)
        Row.dateTime(meeting, "Meeting", inline: true).minuteInterval(5)
        Row.countdown(duration, "Duration")
      }
      Section("Where") {
        Row.selector(
          bank, "Bank", options: (1...40).map { SelectorOption($0, "Bank \($0 < 10 ? "0" : "")\($0)") },
          presentation: .push)
      }
    }
    form.locale = Locale(identifier: "en_US")
    return form
  }

  enum PageTags {
    static let name = RowKey<String>("applicant")
    static let category = RowKey<String>("category")
    static let vat = RowKey<String>("vat")
    static let amount = RowKey<Int>("amount")
    static let insured = RowKey<Bool>("insured")
  }

  /// Three pages: an applicant, a company page shown only for companies, a loan.
  static func pages() throws -> Form {
    typealias P = PageTags
    let form = try Form {
      Page("Applicant", tag: "applicant") {
        Section("Applicant") {
          Row.name(P.name, "Name").required()
          Row.segmented(
            P.category, "Category", value: "person", options: [.init("person", "Person"), .init("company", "Company")])
        }
      }
      Page("Company", tag: "company") {
        Section { Row.text(P.vat, "VAT number").required() }
      }
      .hidden { $0[P.category] != "company" }
      Page("Loan", tag: "loan") {
        Section("Loan") {
          Row.integer(P.amount, "Amount").required()
          Row.switch(P.insured, "Insurance")
        }
      }
    }
    form.locale = Locale(identifier: "en_US")
    return form
  }

  /// A form taller than any screen: 40 text rows in four sections.
  static func tall() throws -> Form {
    try Form(
      sections: (1...4).map { section in
        Section(
          "Part \(section)",
          rows: (1...10).map { row in
            Row.text(RowKey<String>("r\(section)_\(row)"), "Row \(section).\(row)").eraseToAnyRow()
          })
      })
  }
}

/// The "now" of date pickers in tests: Monday 15 June 2026, 10:30 UTC.
let testNow = Date(timeIntervalSince1970: 1_781_519_400)

/// Runs a session on a scripted terminal and returns its outcome and terminal.
///
/// The session's clock is ``testNow``; `escapeDelay: .zero` takes an Esc at the end of a read
/// as the Esc key (else it waits for the end of input, so a script can split sequences).
@MainActor
func drive(
  _ form: Form, title: String = "Test form", size: TerminalSize = .standard, input: [String],
  options: FormTerminalSession.Options = .init(), escapeDelay: Duration? = nil
) async throws -> (FormTerminalSession.Outcome, ScriptedTerminal, FormTerminalSession) {
  let terminal = ScriptedTerminal(size: size, input: input)
  terminal.escapeDelay = escapeDelay
  let session = FormTerminalSession(form: form, title: title, options: options)
  session.now = { testNow }
  let outcome = try await session.run(on: terminal)
  return (outcome, terminal, session)
}

extension Form {
  /// The state of the row with a key's tag.
  func state<Value>(for key: RowKey<Value>) -> RowState? { state(forTag: key.tag) }
}
