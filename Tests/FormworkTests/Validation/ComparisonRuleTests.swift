import Formwork
import Foundation
import Testing

@MainActor
@Suite struct ComparisonRuleTests {
  let password = RowKey<String>("password")
  let repeated = RowKey<String>("repeat")

  func signUp() throws -> Form {
    try Form {
      Section(tag: "account") {
        Row.password(password, "Password").rules(.required, .minLength(8))
        Row.password(repeated, "Repeat password").rules(.required, .equalTo(password))
      }
    }
  }

  @Test func repeatMustMatch() throws {
    let form = try signUp()
    let repeatID = try #require(form.rowID(for: repeated))
    form[password] = "correct horse"
    form[repeated] = "correct horse"
    #expect(form.validate(row: repeatID).isEmpty)
    form[repeated] = "correct hose"
    let issues = form.validate(row: repeatID)
    #expect(issues.map(\.rule) == ["equalTo"])
    #expect(issues.map(\.message) == ["Must match Password."])
  }

  @Test func changingTheOtherRowRevalidates() throws {
    let form = try signUp()
    let repeatID = try #require(form.rowID(for: repeated))
    form[password] = "correct horse"
    form.input("correct horse", for: repeatID)
    form.blur(repeatID)
    #expect(form.issues(of: repeatID).isEmpty)
    form[password] = "battery staple"
    #expect(form.issues(of: repeatID).map(\.rule) == ["equalTo"], "the repeat no longer matches")
    form[password] = "correct horse"
    #expect(form.issues(of: repeatID).isEmpty, "fixing either row clears the error")
  }

  @Test func aMissingRowIsADefinitionErrorNamingBothRows() throws {
    let typo = RowKey<String>("pasword")
    let error = try #require(throws: FormDefinitionError.self) {
      try Form {
        Section {
          Row.password(password, "Password")
          Row.password(repeated, "Repeat").rules(.equalTo(typo))
        }
      }
    }
    let problem = try #require(error.errors.first)
    #expect(problem.code == .unknownTag)
    #expect(problem.location.tag == "repeat")
    #expect(problem.location.part == "rule equalTo")
    #expect(problem.message.contains("'pasword'"))
    #expect(problem.message.contains("did you mean 'password'"))
  }

  @Test func aRowOfAnotherTypeIsADefinitionError() throws {
    let age = RowKey<Int>("age")
    let error = try #require(throws: FormDefinitionError.self) {
      try Form {
        Section {
          Row.integer(age, "Age")
          Row.text(repeated, "Repeat").rules(.equalTo(RowKey<String>("age")))
        }
      }
    }
    #expect(error.errors.map(\.code) == [.typeMismatch])
  }

  @Test func aRowRemovedAtRunTimeFailsTheRuleWithoutCrashing() throws {
    let form = try signUp()
    let passwordID = try #require(form.rowID(for: password))
    let repeatID = try #require(form.rowID(for: repeated))
    form[repeated] = "anything"
    try form.removeRow(passwordID)
    let issues = form.validate(row: repeatID)
    #expect(issues.map(\.rule) == ["equalTo"])
    #expect(issues.map(\.message) == ["This value cannot be checked right now."])
  }

  @Test(arguments: [("FR", true), ("DE", true), ("fr", false), ("US", false)])
  func oneOf(code: String, passes: Bool) throws {
    #expect(try RuleHarness.passes(code, .oneOf(["FR", "DE", "IT"])) == passes)
  }

  @Test func oneOfIntegers() throws {
    #expect(try RuleHarness.failures(3, kind: .text(.integer), .oneOf([1, 2])) == ["oneOf"])
    #expect(try RuleHarness.failures(2, kind: .text(.integer), .oneOf([1, 2])).isEmpty)
  }

  @Test func customRulesSeeTheTypedValueAndOtherRows() throws {
    let start = RowKey<Int>("start")
    let end = RowKey<Int>("end")
    let form = try Form {
      Section {
        Row.integer(start, "Start")
        Row.integer(end, "End").rules(
          .custom("afterStart", message: "Must come after the start") { value, context in
            guard let value, let first = context.value(start) else { return true }
            return value > first
          })
      }
    }
    let endID = try #require(form.rowID(for: end))
    form[start] = 10
    form[end] = 5
    #expect(form.validate(row: endID).map(\.rule) == ["afterStart"])
    form[start] = 1
    #expect(form.issues(of: endID).isEmpty, "the rule read `start`: changing it re-validates")
  }

  @Test func ruleIdentitiesAreDocumented() {
    #expect(Rule<String>.required.id == "required")
    #expect(Rule<String>.minLength(1).id == "minLength")
    #expect(Rule<String>.maxLength(1).id == "maxLength")
    #expect(Rule<String>.length(1).id == "length")
    #expect(Rule<String>.pattern("a").id == "pattern")
    #expect(Rule<String>.email.id == "email")
    #expect(Rule<String>.url.id == "url")
    #expect(Rule<Int>.greaterThan(1).id == "greaterThan")
    #expect(Rule<Int>.atLeast(1).id == "atLeast")
    #expect(Rule<Int>.lessThan(1).id == "lessThan")
    #expect(Rule<Int>.atMost(1).id == "atMost")
    #expect(Rule<Int>.range(1...2).id == "range")
    #expect(Rule<String>.equalTo("a").id == "equalTo")
    #expect(Rule<String>.oneOf([]).id == "oneOf")
    #expect(Rule<String>.async("available") { _ in nil }.id == "available")
  }
}
