import Formwork
import Foundation

extension ExampleForm {
  /// JYForm's loan application (seed 002) in three steps, with the real clock.
  public static let loanApplicationSteps = loanApplicationSteps(now: { Date() })

  /// The loan application as steps: the applicant (with the credit-check category), the identity
  /// card — asked of the primary borrower only, so the step is skipped for a spouse or a
  /// guarantor — and the loan. Next checks each step before moving on.
  ///
  /// - Parameter now: Today, for "the identity card has not expired"; tests pass a fixed one.
  public static func loanApplicationSteps(now: @escaping @Sendable () -> Date) -> ExampleForm {
    ExampleForm(
      name: "loan-application-steps", title: "Loan application in steps",
      summary: "Three steps with progress; the identity card step only for the primary borrower.",
      origin: "JYForm 002: loan application, as steps",
      answers: [
        .valid([
          "name": "张三", "idNumber": "11010519491231002X", "phone": "138 0013 8000", "category": 1,
          "idAddress": "北京市东城区景山前街4号", "idValidUntil": "2099-12-31", "bank": 2,
        ]),
        .valid(["name": "李四", "phone": "13912345678", "category": 3, "bank": 1], name: "a guarantor skips the card"),
        .invalid(
          ["name": "王五", "phone": "13912345678", "category": 1, "bank": 1],
          failing: ["idAddress", "idValidUntil"], name: "a primary borrower without a card"),
      ]
    ) { text in
      try makeLoanApplicationSteps(now: now, text: text)
    }
  }

  @MainActor
  private static func makeLoanApplicationSteps(now: @escaping @Sendable () -> Date, text: ExampleText) throws
    -> Form
  {
    let rows = LoanRows(now: now, text: text)
    return try Form {
      Page(text("Applicant"), tag: "applicant") {
        Section(text("Applicant"), tag: "applicant") {
          rows.name
          rows.idNumber
          rows.phone
          rows.category.required()
        }
      }
      Page(text("Identity card"), tag: "identityCard") {
        Section(text("Identity card"), tag: "identityCard") {
          rows.idAddress.required()
          rows.idValidUntil.required()
        }
      }
      // The card's details are the primary borrower's to give.
      .hidden(when: "category != 1")
      Page(text("Loan"), tag: "loan") {
        Section(text("Loan"), tag: "loan") { rows.bank.required() }
        Section(tag: "business") { rows.businessNumber }
      }
    }
  }
}
