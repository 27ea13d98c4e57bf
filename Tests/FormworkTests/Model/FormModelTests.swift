import Foundation
import Testing

@testable import FormworkCore

@MainActor
@Suite struct FormModelTests {
  enum Plan: String, FormValueConvertible, CaseIterable { case free, pro }

  let email = RowKey<String>("email")
  let age = RowKey<Int>("age")
  let amount = RowKey<Decimal>("amount")
  let plan = RowKey<Plan>("plan")
  let birthday = RowKey<Date>("birthday")
  let news = RowKey<Bool>("news")

  func signup() throws -> Form {
    try Form {
      Section("Account", tag: "account") {
        Row.email(email, "Email")
        Row.integer(age, "Age")
        Row.decimal(amount, "Amount")
      }
      Section("Preferences") {
        Row.segmented(plan, "Plan", value: .free, options: [.init(.free, "Free"), .init(.pro, "Pro")])
        Row.date(birthday, "Birthday")
        Row.switch(news, "Newsletter")
      }
    }
  }

  // MARK: Typed access

  @Test func typedKeysReadAndWriteWithoutCasts() throws {
    let form = try signup()
    #expect(form[email] == nil)
    form[email] = "ada@example.com"
    form[age] = 36
    form[plan] = .pro
    #expect(form[email] == "ada@example.com")
    #expect(form[age] == 36)
    #expect(form[plan] == .pro)
    #expect(try form.value(forTag: "plan") == .string("pro"))
    form[age] = nil
    #expect(form[age] == nil)
    #expect(form.diagnostics.isEmpty)
  }

  @Test func wrongTagIsAnErrorWithASuggestion() throws {
    let form = try signup()
    let typo = RowKey<String>("emial")
    #expect(form[typo] == nil)
    let error = try #require(form.diagnostics.last)
    #expect(error.code == .unknownTag)
    #expect(error.location.tag == "emial")
    #expect(error.message.contains("did you mean 'email'"))
    #expect(throws: FormError.self) { try form.value(typo) }
  }

  @Test func typeMismatchOnTypedKeyIsReportedNotNil() throws {
    let form = try signup()
    form[email] = "ada@example.com"
    let wrong = RowKey<Int>("email")
    do {
      _ = try form.value(wrong)
      Issue.record("reading a string row as Int must throw")
    } catch let error as FormError {
      #expect(error.code == .typeMismatch)
      #expect(error.location.tag == "email")
    }
  }

  @Test func untypedSetReportsMismatchAndKeepsTheValue() throws {
    let form = try signup()
    form[age] = 30
    #expect(throws: FormError.self) { try form.setValue(.string("thirty"), forTag: "age") }
    #expect(form[age] == 30)
    // Lossless spellings convert.
    try form.setValue(.string("31"), forTag: "age")
    #expect(form[age] == 31)
    try form.setValue(.string("2024-05-01"), forTag: "birthday")
    #expect(form[birthday] == Date(timeIntervalSince1970: 1_714_521_600))
    // An enum row only takes its cases.
    #expect(throws: FormError.self) { try form.setValue(.string("gold"), forTag: "plan") }
    #expect(form[plan] == .free)
  }

  @Test func unknownTagOnUntypedSetThrows() throws {
    let form = try signup()
    do {
      try form.setValue(.int(1), forTag: "nope")
      Issue.record("an unknown tag must throw")
    } catch let error as FormError {
      #expect(error.code == .unknownTag)
      #expect(error.location.tag == "nope")
    }
  }

  // MARK: Definition errors

  @Test func duplicateTagNamesBothPlaces() {
    do {
      _ = try Form {
        Section("Account", tag: "account") {
          Row.text(email, "Email")
        }
        Section("Profile") {
          Row.text(RowKey<String>("other"), "Other")
          Row.email(email, "Email again")
        }
      }
      Issue.record("a duplicate tag must throw")
    } catch let error as FormDefinitionError {
      #expect(error.errors.count == 1)
      let problem = error.errors[0]
      #expect(problem.code == .duplicateTag)
      #expect(problem.message.contains("section 'account', row 1"))
      #expect(problem.message.contains("section 'Profile', row 2"))
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  @Test func everyDuplicateIsReportedAtOnce() {
    do {
      _ = try Form {
        Section {
          Row.text(email, "A")
          Row.text(email, "B")
          Row.integer(age, "C")
          Row.integer(age, "D")
        }
      }
      Issue.record("duplicates must throw")
    } catch let error as FormDefinitionError {
      #expect(error.errors.map(\.code) == [.duplicateTag, .duplicateTag])
      #expect(error.errors.map(\.location.tag) == ["email", "age"])
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  @Test func duplicateSectionTagsAreReported() {
    #expect(throws: FormDefinitionError.self) {
      try Form {
        Section("A", tag: "same") { Row.text(email) }
        Section("B", tag: "same") { Row.integer(age) }
      }
    }
  }

  // MARK: DSL

  @Test(arguments: [false, true])
  func builderSupportsConditionalsOptionalsAndLoops(includeExtras: Bool) throws {
    let optionalRow: Row<String>? = includeExtras ? Row.text("nickname", "Nickname") : nil
    let form = try Form {
      Section("Main") {
        Row.text(email, "Email")
        if includeExtras {
          Row.integer(age, "Age")
        } else {
          Row.decimal(amount, "Amount")
        }
        if let optionalRow { optionalRow }
        for index in 0..<3 {
          Row.check(RowKey<Bool>("day\(index)"), "Day \(index)")
        }
      }
      if includeExtras {
        Section("Extras") { Row.switch(news, "News") }
      }
    }
    #expect(
      form.tags
        == (includeExtras
          ? ["email", "age", "nickname", "day0", "day1", "day2", "news"]
          : ["email", "amount", "day0", "day1", "day2"]))
    #expect(form.snapshot.sectionCount == (includeExtras ? 2 : 1))
  }

  @Test func rowKindsCarryTheirConfiguration() throws {
    let form = try Form {
      Section {
        Row.password("pw", "Password").maxCharacters(12).returnKey(.done)
        Row.stepper(RowKey<Int>("count"), "Count", value: 2, in: 0...5, step: 1)
        Row.slider("volume", "Volume", value: 0.5, in: 0...1, steps: 4)
        Row.selector(
          RowKey<Int>("bank"), "Bank", options: [.init(1, "ICBC"), .init(2, "ABC", group: "State")],
          presentation: .actionSheet)
        Row.date("due", "Due", inline: true).minuteInterval(15)
        Row.countdown("timer", "Timer")
        Row.button("Submit") { _ in }
        Row.custom(RowKey<String>("sig"), kind: "signature", "Signature")
      }
    }
    let password = try #require(form.state(forTag: "pw"))
    #expect(password.kind == .text(.password))
    #expect(password.configuration.maxCharacters == 12)
    #expect(password.configuration.returnKey == .done)
    #expect(TextStyle.password.isSecure)
    #expect(form.state(forTag: "count")?.configuration.stepper?.maximum == 5)
    #expect(form.state(forTag: "volume")?.configuration.slider?.steps == 4)
    let bank = try #require(form.state(forTag: "bank"))
    #expect(bank.kind == .selector(.actionSheet))
    #expect(bank.options.items.map(\.title) == ["ICBC", "ABC"])
    #expect(bank.options.items[1].group == "State")
    #expect(form.state(forTag: "due")?.kind == .date(.date, inline: true))
    #expect(form.state(forTag: "due")?.configuration.minuteInterval == 15)
    #expect(form.state(forTag: "timer")?.kind == .date(.countdown, inline: false))
    #expect(form.state(forTag: "sig")?.kind == .custom("signature"))
  }

  // MARK: Text input

  @Test func integerInputIsLocaleCorrectAndKeepsLastValidValue() throws {
    let form = try signup()
    form.locale = Locale(identifier: "en_US")
    let row = try #require(form.rowID(for: age))
    #expect(form.input("1,234", for: row) == .accepted(.int(1234)))
    #expect(form[age] == 1234)
    guard case .rejected = form.input("12a", for: row) else {
      Issue.record("text in a number row must be rejected")
      return
    }
    #expect(form[age] == 1234)
    let state = try #require(form.state(of: row))
    #expect(state.inputError == "'12a' is not a whole number.")
    #expect(state.editingText == "12a")
    #expect(form.input("42", for: row) == .accepted(.int(42)))
    #expect(form.state(of: row)?.inputError == nil)
  }

  @Test(arguments: [
    ("de_DE", "1.234,5", "1234.5"),
    ("de_DE", "0,1", "0.1"),
    ("fr_FR", "12,75", "12.75"),
    ("en_US", "1,234.5", "1234.5"),
    ("en_US", "0.1", "0.1"),
    ("en_US", "-3.25", "-3.25"),
    ("de_DE", "12345678901234567890,123456789", "12345678901234567890.123456789"),
  ])
  func decimalInputKeepsPrecision(locale: String, text: String, expected: String) throws {
    let form = try signup()
    form.locale = Locale(identifier: locale)
    let row = try #require(form.rowID(for: amount))
    #expect(form.input(text, for: row) == .accepted(.decimal(Decimal(string: expected)!)))
    #expect(form[amount] == Decimal(string: expected))
  }

  @Test(arguments: ["1,5", "abc", "1.2.3", "--1", "1,23,4"])
  func ambiguousOrBadNumbersAreRejectedInEnglish(text: String) throws {
    let form = try signup()
    form.locale = Locale(identifier: "en_US")
    let row = try #require(form.rowID(for: amount))
    form[amount] = 7
    guard case .rejected = form.input(text, for: row) else {
      Issue.record("'\(text)' must be rejected")
      return
    }
    #expect(form[amount] == 7)
  }

  @Test func maxCharactersCountsGraphemes() throws {
    let form = try Form { Section { Row.text("bio", "Bio").maxCharacters(3) } }
    let row = try #require(form.rowID(forTag: "bio"))
    #expect(form.input("👍🏽👍🏽👍🏽", for: row) == .accepted(.string("👍🏽👍🏽👍🏽")))
    #expect(form.input("e\u{301}abc", for: row) == .truncated(.string("e\u{301}ab")))
    #expect(try form.value(forTag: "bio") == .string("éab"))
  }

  // MARK: Reset and dirty tracking

  @Test func resetAndDirtyTracking() throws {
    let form = try Form {
      Section {
        Row.text(email, "Email", value: "a@b.c")
        Row.integer(age, "Age")
      }
    }
    #expect(!form.isDirty)
    form[email] = "x@y.z"
    form[age] = 5
    #expect(form.dirtyTags == ["email", "age"])
    form[email] = "a@b.c"
    #expect(form.dirtyTags == ["age"])
    try form.reset()
    #expect(form[email] == "a@b.c")
    #expect(form[age] == nil)
    #expect(!form.isDirty)
    form[age] = 9
    form.markClean()
    #expect(!form.isDirty)
    try form.reset()
    #expect(form[age] == 9)
  }
}

@MainActor
@Suite struct ReadOnlyKindsAndEmptyTextTests {
  @Test func infoRowsRefuseUserInput() throws {
    let form = try Form { Section { Row.info(RowKey<String>("number"), "Number", value: "1123131") } }
    let row = try #require(form.rowID(forTag: "number"))
    #expect(throws: FormError.self) { try form.userSetValue("999", for: row) }
    guard case .rejected = form.input("999", for: row) else {
      Issue.record("typing into an info row must be rejected")
      return
    }
    #expect(try form.value(forTag: "number") == "1123131")
    // The program (hydration) may still set it.
    try form.setValue("42", forTag: "number", origin: .hydration)
    #expect(try form.value(forTag: "number") == "42")
  }

  @Test func emptyTextIsNoValueHoweverItArrives() throws {
    let name = RowKey<String>("name")
    let form = try Form { Section { Row.text(name, "Name", value: "") } }
    #expect(try form.value(forTag: "name") == .null)
    form[name] = "Ada"
    try form.setValues(["name": ""])
    #expect(try form.value(forTag: "name") == .null)
    form[name] = ""
    #expect(form[name] == nil)
  }

  @Test func rulesReadContextValues() throws {
    let due = RowKey<Date>("due")
    let form = try Form(context: ["now": .date(Date(timeIntervalSince1970: 1_000))]) {
      Section {
        Row.dateTime(due, "Due").rules(
          .custom("future", message: "Pick a later date") { value, context in
            guard let value, case .date(let now) = context.context("now") else { return true }
            return value > now
          })
      }
    }
    form[due] = Date(timeIntervalSince1970: 500)
    #expect(form.validate().errors.map(\.rule) == ["future"])
    form.setContext("now", .date(Date(timeIntervalSince1970: 100)))
    #expect(form.validate().isValid)
  }
}
