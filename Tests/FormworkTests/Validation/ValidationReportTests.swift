import Formwork
import Foundation
import Testing

@MainActor
@Suite struct ValidationReportTests {
  let name = RowKey<String>("name")
  let email = RowKey<String>("email")
  let company = RowKey<String>("company")
  let isBusiness = RowKey<Bool>("isBusiness")
  let vat = RowKey<String>("vat")
  let showExtra = RowKey<Bool>("showExtra")
  let nickname = RowKey<String>("nickname")

  func makeForm() throws -> Form {
    try Form {
      Section("You", tag: "you") {
        Row.name(name, "Name").rules(.required)
        Row.email(email, "Email").rules(.required, .email)
      }
      Section("Business", tag: "business") {
        Row.switch(isBusiness, "Business")
        Row.text(company, "Company").rules(.required).hidden { $0[isBusiness] != true }
        Row.text(vat, "VAT").rules(.pattern("[A-Z]{2}[0-9]{9}"))
      }
      Section("Extra", tag: "extra") {
        Row.switch(showExtra, "Show")
        Row.text(nickname, "Nickname").rules(.required)
      }
      .hidden { $0[showExtra] != true }
    }
  }

  @Test func issuesAreInFormOrderAndTheFirstErrorIsFirst() throws {
    let form = try makeForm()
    form[vat] = "nope"
    form[isBusiness] = true
    let report = form.validate()
    #expect(report.issues.map(\.tag) == ["name", "email", "company", "vat"])
    #expect(report.firstError?.tag == "name")
    #expect(report.byTag["vat"]?.map(\.rule) == ["pattern"])
    #expect(report.isValid == false)
    form[name] = "Ada"
    #expect(form.validate().firstError?.tag == "email")
  }

  @Test func hiddenRowsAreSkippedAndTheirErrorsCleared() throws {
    let form = try makeForm()
    let companyID = try #require(form.rowID(for: company))
    form[isBusiness] = true
    #expect(form.validate().issues.contains { $0.tag == "company" })
    let log = EventLog(form)
    form[isBusiness] = false
    #expect(form.issues(of: companyID).isEmpty)
    #expect(log.events.contains(.validationChanged(companyID, [])))
    #expect(form.validate().issues.contains { $0.tag == "company" } == false)
    form[isBusiness] = true
    #expect(form.issues(of: companyID).isEmpty, "not shown again until validated")
  }

  @Test func rowsOfAHiddenSectionAreSkipped() throws {
    let form = try makeForm()
    #expect(form.validate().issues.contains { $0.tag == "nickname" } == false)
    form[showExtra] = true
    #expect(form.validate().issues.contains { $0.tag == "nickname" })
    form[showExtra] = false
    let nicknameID = try #require(form.rowID(for: nickname))
    #expect(form.issues(of: nicknameID).isEmpty)
  }

  @Test func isValidIsObservable() throws {
    let form = try makeForm()
    var seen: [Bool] = []
    let subscription = form.onValidityChange { seen.append($0) }
    #expect(seen == [false], "called with the current value")
    form[name] = "Ada"
    form[email] = "ada@example.com"
    #expect(seen == [false, true])
    form[isBusiness] = true
    #expect(seen == [false, true, false], "a required row appearing makes the form invalid")
    form[isBusiness] = false
    #expect(seen == [false, true, false, true], "hiding it makes it valid again")
    form.transaction {
      form[email] = "broken"
      form[email] = "ada@example.org"
    }
    #expect(seen.count == 4, "one check per transaction; nothing changed")
    subscription.cancel()
    form[email] = nil
    #expect(seen.count == 4)
  }

  @Test func validityFollowsRequiredConditionsAndContext() throws {
    let role = RowKey<String>("role")
    let form = try Form {
      Section {
        Row.text(role, "Role").required { $0.context("mode") == "strict" }
      }
    }
    var latest: Bool?
    let subscription = form.onValidityChange { latest = $0 }
    #expect(latest == true)
    form.setContext("mode", "strict")
    #expect(latest == false)
    form.setContext("mode", "lenient")
    #expect(latest == true)
    _ = subscription
  }

  @Test func serverErrorsAttachClearOnChangeAndReportUnplacedMessages() throws {
    let form = try makeForm()
    form[name] = "Ada"
    form[email] = "ada@example.com"
    let emailID = try #require(form.rowID(for: email))
    #expect(form.isValid)
    let unplaced = form.applyServerErrors([
      "email": ["is already taken"],
      "base": ["The server is busy", "Try again"],
      "company": ["unknown company"],
    ])
    #expect(form.issues(of: emailID).map(\.message) == ["is already taken"])
    #expect(form.issues(of: emailID).map(\.rule) == [ValidationIssue.serverRule])
    #expect(form.state(of: emailID)?.message == "is already taken")
    #expect(form.isValid == false)
    #expect(form.validate().issues.map(\.message) == ["is already taken"], "validate keeps them")
    #expect(unplaced.map(\.message) == ["The server is busy", "Try again", "unknown company"])
    #expect(unplaced.map(\.code) == [.unknownTag, .unknownTag, .hiddenRow])
    #expect(unplaced.map(\.location.tag) == ["base", "base", "company"])
    form[email] = "ada@example.org"
    #expect(form.issues(of: emailID).isEmpty)
    #expect(form.isValid)
  }

  @Test func serverErrorsReplacePreviousOnesAndSitWithLocalIssues() throws {
    let form = try makeForm()
    let nameID = try #require(form.rowID(for: name))
    form.validate()
    form.applyServerErrors(["name": ["first"]])
    form.applyServerErrors(["name": ["second", "third"]])
    #expect(form.issues(of: nameID).map(\.message) == ["Name is required.", "second", "third"])
    form.applyServerErrors(["name": []])
    #expect(form.issues(of: nameID).map(\.rule) == ["required"])
  }

  @Test func validateRowReturnsItsIssues() throws {
    let form = try makeForm()
    let emailID = try #require(form.rowID(for: email))
    form[email] = "x"
    #expect(form.validate(row: emailID).map(\.rule) == ["email"])
    #expect(form.validate(row: RowID(rawValue: 999)).isEmpty)
  }
}
