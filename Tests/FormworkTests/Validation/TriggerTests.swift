import Formwork
import Foundation
import Testing

/// Triggers in sequence: type, blur, fix, break again.
@MainActor
@Suite struct TriggerTests {
  let email = RowKey<String>("email")

  func form(_ trigger: ValidationTrigger?) throws -> (Form, RowID) {
    var row = Row.email(email, "Email").rules(.email)
    if let trigger { row = row.validate(on: trigger) }
    let form = try Form { Section { row } }
    return (form, try #require(form.rowID(for: email)))
  }

  func shown(_ form: Form, _ id: RowID) -> [String] { form.issues(of: id).map(\.rule) }

  @Test func onChangeAfterBlurIsTheDefault() throws {
    let (form, id) = try form(nil)
    form.focus(id)
    form.input("ada", for: id)
    #expect(shown(form, id).isEmpty, "no error while typing the first time")
    form.blur(id)
    #expect(shown(form, id) == ["email"], "shown on blur")
    form.focus(id)
    form.input("ada@example.com", for: id)
    #expect(shown(form, id).isEmpty, "clears as soon as the value is valid")
    form.input("ada@", for: id)
    #expect(shown(form, id) == ["email"], "live once blurred")
  }

  @Test func onBlur() throws {
    let (form, id) = try form(.onBlur)
    form.input("ada", for: id)
    #expect(shown(form, id).isEmpty)
    form.blur(id)
    #expect(shown(form, id) == ["email"])
    form.input("ada@example.com", for: id)
    #expect(shown(form, id).isEmpty, "an error clears as soon as the value is valid")
    form.input("ada@", for: id)
    #expect(shown(form, id).isEmpty, "a new error waits for the blur")
    form.blur(id)
    #expect(shown(form, id) == ["email"])
  }

  @Test func onChange() throws {
    let (form, id) = try form(.onChange)
    form.input("a", for: id)
    #expect(shown(form, id) == ["email"])
    form.input("a@b.co", for: id)
    #expect(shown(form, id).isEmpty)
    form[email] = "nope"
    #expect(shown(form, id) == ["email"], "program changes validate too")
  }

  @Test func onSubmit() throws {
    let (form, id) = try form(.onSubmit)
    form.input("ada", for: id)
    form.blur(id)
    #expect(shown(form, id).isEmpty, "nothing before submit")
    #expect(form.validate().errors.map(\.rule) == ["email"])
    #expect(shown(form, id) == ["email"])
    form.input("ada@example.com", for: id)
    #expect(shown(form, id).isEmpty, "clears when fixed")
    form.input("ada@", for: id)
    #expect(shown(form, id).isEmpty, "waits for the next submit")
    #expect(form.validate().isValid == false)
  }

  @Test func validateMakesRowsLive() throws {
    let (form, id) = try form(.onChangeAfterBlur)
    form.input("ada", for: id)
    form.validate()
    form.input("ada@example.com", for: id)
    form.input("ada@", for: id)
    #expect(shown(form, id) == ["email"])
  }

  @Test func hydrationNeverShowsNewIssuesButClearsFixedOnes() throws {
    let (form, id) = try form(.onChange)
    try form.setValue("bad", for: email, origin: .hydration)
    #expect(shown(form, id).isEmpty)
    form.input("still bad", for: id)
    #expect(shown(form, id) == ["email"])
    try form.setValue("ada@example.com", for: email, origin: .hydration)
    #expect(shown(form, id).isEmpty)
  }

  @Test func warningsShowButDoNotBlock() throws {
    let password = RowKey<String>("password")
    let form = try Form {
      Section {
        Row.password(password, "Password").rules(
          .minLength(12).severity(.warning).message("Longer is safer."), .required, .maxLength(4))
      }
    }
    let id = try #require(form.rowID(for: password))
    form[password] = "abc"
    let report = form.validate()
    #expect(report.isValid)
    #expect(report.warnings.map(\.message) == ["Longer is safer."])
    #expect(form.isValid)
    #expect(form.state(of: id)?.warnings.count == 1)
    #expect(form.state(of: id)?.message == "Longer is safer.")
    form[password] = "abcde"
    let second = form.validate()
    #expect(second.isValid == false)
    #expect(second.issues.map(\.rule) == ["maxLength", "minLength"], "errors before warnings")
    #expect(form.state(of: id)?.message == "Enter at most 4 characters.")
  }

  @Test func inputThatDoesNotParseIsReportedAndBlocks() throws {
    let age = RowKey<Int>("age")
    let form = try Form { Section { Row.integer(age, "Age").rules(.atLeast(18)) } }
    let id = try #require(form.rowID(for: age))
    form.input("20", for: id)
    #expect(form.isValid)
    form.input("2O", for: id)
    #expect(form[age] == 20, "the last valid value stays")
    #expect(form.isValid == false)
    let report = form.validate()
    #expect(report.issues.map(\.rule) == [ValidationIssue.inputRule])
    #expect(report.firstError?.message == "'2O' is not a whole number.")
    form.input("21", for: id)
    #expect(form.validate().isValid)
  }
}
