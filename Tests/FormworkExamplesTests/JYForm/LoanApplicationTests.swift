import Formwork
import FormworkExamples
import Foundation
import PropertyBased
import PropertyTestSupport
import Testing

/// JYForm's loan application: request parameters, identity checks, option values.
@MainActor
@Suite struct LoanApplicationTests {
  typealias Keys = ExampleForm.LoanApplicationKeys

  func makeForm(today: String = "2024-05-04T12:00:00Z") throws -> Form {
    let now = try date(today)
    return try ExampleForm.loanApplication(now: { now }).make()
  }

  @Test func parametersNestKeysAndCarryOptionValues() throws {
    let form = try makeForm()
    try form.setValues([
      "name": " 张三 ", "idNumber": "11010519491231002X", "phone": "138 0013 8000",
      "idAddress": "北京市东城区景山前街4号", "idValidUntil": "2030-12-31", "category": 1, "bank": 2,
    ])
    #expect(form.validate().isValid)
    #expect(
      try form.parameters().jsonString() == #"{"applicant":{"category":1,"idAddress":"北京市东城区景山前街4号","#
        + #""idNumber":"11010519491231002X","idValidUntil":"2030-12-31","name":"张三","phone":"13800138000"},"#
        + #""businessNumber":"1123131","loan":{"bank":2}}"#)
    // The titles are what people see; the values are what the server gets.
    #expect(form.state(of: try row(Keys.category, in: form))?.displayValue == "Primary borrower")
    #expect(form.state(of: try row(Keys.bank, in: form))?.displayValue == "农业银行")
  }

  @Test func emptyOptionalRowsAreNullParametersAsJYFormSentThem() throws {
    let form = try makeForm()
    try form.setValues(["name": "李四", "phone": "13912345678"])
    let parameters = try form.parameters()
    #expect(parameters["applicant"]?["idNumber"] == .null)
    #expect(parameters["loan"]?["bank"] == .null)
    #expect(parameters["businessNumber"] == "1123131")
  }

  @Test func businessNumberIsShownButNotEditable() throws {
    let form = try makeForm()
    let number = try row(Keys.businessNumber, in: form)
    #expect(form[Keys.businessNumber] == "1123131")
    #expect(form.state(of: number)?.kind == .info)
    #expect(form.state(of: number)?.displayValue == "1123131")
    guard case .denied = form.tap(number) else {
      Issue.record("a tap on the business number is denied")
      return
    }
    #expect(throws: FormError.self) { try form.userSetValue("42", for: number) }
    #expect(form[Keys.businessNumber] == "1123131")
    #expect(try form.parameters()["businessNumber"] == "1123131", "disabled, it is still sent")
  }

  @Test(arguments: [
    ("11010519491231002X", true), ("110105194912310021", false), ("11010519491231002x", false),
    ("1101051949123100", false), ("11010519491231002XX", false), ("1101051949123100２X", false),
  ])
  func idNumberNeedsItsShapeAndCheckCharacter(number: String, valid: Bool) throws {
    let form = try makeForm()
    form[Keys.idNumber] = number
    let issues = form.validate(row: try row(Keys.idNumber, in: form))
    #expect(issues.isEmpty == valid, "\(issues)")
    #expect(ChineseIDNumber.isValid(number) == valid)
  }

  @Test(arguments: ["1101051949123100", "11010519491231002x", "abc", "11010519491231002XX"])
  func aMalformedIDNumberIsToldItsShapeOnly(number: String) throws {
    let form = try makeForm()
    form[Keys.idNumber] = number
    let issues = form.validate(row: try row(Keys.idNumber, in: form))
    // One mistake, one message: the check character is judged on a number of the right shape.
    #expect(issues.map(\.message) == ["An ID number is 17 digits and a digit or X."])
  }

  @Test func anyBodyWithItsComputedCheckCharacterIsValidAndNoOtherCharacterIs() async {
    let bodies = Gen.int(in: 0...9).array(of: 17).map { $0.map(String.init).joined() }
    await checkProperty(count: 200, input: bodies) { body in
      let check = try #require(ChineseIDNumber.checkCharacter(for: body))
      #expect(ChineseIDNumber.isValid(body + String(check)))
      for other in "0123456789X" where other != check {
        #expect(!ChineseIDNumber.isValid(body + String(other)), "\(body)\(other)")
      }
    }
  }

  @Test func mobileNumberIgnoresSpacingAndTheParameterKeepsItsDigits() throws {
    let form = try makeForm()
    let phone = try row(Keys.phone, in: form)
    for (text, valid) in [
      ("13800138000", true), ("138-0013-8000", true), ("12800138000", false), ("1380013800", false),
    ] {
      form[Keys.phone] = text
      #expect(form.validate(row: phone).isEmpty == valid, "\(text)")
    }
    form[Keys.phone] = "139 1234 5678"
    #expect(try form.parameters()["applicant"]?["phone"] == "13912345678")
  }

  @Test func identityCardIsValidThroughItsLastDay() throws {
    let lastDay = try date("2024-05-04")
    let onLastDay = try makeForm(today: "2024-05-04T23:59:00Z")
    onLastDay[Keys.idValidUntil] = lastDay
    #expect(onLastDay.validate(row: try row(Keys.idValidUntil, in: onLastDay)).isEmpty)
    let dayAfter = try makeForm(today: "2024-05-05T00:00:00Z")
    dayAfter[Keys.idValidUntil] = lastDay
    #expect(dayAfter.validate(row: try row(Keys.idValidUntil, in: dayAfter)).map(\.rule) == ["notExpired"])
  }
}
