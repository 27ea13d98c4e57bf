import Formwork
import Foundation
import Testing

/// A page with nothing to show — every row of it hidden — is not a step: it is skipped and left
/// out of "step k of n", as a hidden page is (SurveyJS treats such a page as invisible).
@MainActor
@Suite struct EmptyPageTests {
  static let business = RowKey<Bool>("business")
  static let company = RowKey<String>("company")
  static let vat = RowKey<String>("vat")
  static let amount = RowKey<Decimal>("amount")

  func makeForm() throws -> Form {
    try Form(pages: [
      Page("You", tag: "you") { Section { Row.switch(Self.business, "Business", value: false) } },
      Page("Company", tag: "company") {
        Section {
          Row.text(Self.company, "Company").hidden { $0[Self.business] != true }
          Row.text(Self.vat, "VAT").hidden { $0[Self.business] != true }
        }
      },
      Page("Loan", tag: "loan") { Section { Row.decimal(Self.amount, "Amount") } },
    ])
  }

  @Test func aPageWhoseRowsAreAllHiddenIsSkippedAndNotCounted() throws {
    let form = try makeForm()
    let company = try #require(form.pageID(forTag: "company"))
    let loan = try #require(form.pageID(forTag: "loan"))
    #expect(form.isHidden(page: company))
    #expect(form.visiblePageIDs.count == 2)
    #expect(form.progress.stepCount == 2)
    #expect(form.nextPage() == .moved(loan))
    #expect(form.progress.step == 2)
    form[Self.business] = true
    #expect(!form.isHidden(page: company))
    #expect(form.progress.stepCount == 3)
    #expect(form.previousPage() == .moved(company))
    // Its rows hide while it is shown: the form leaves it for the nearest page before it.
    form[Self.business] = false
    #expect(form.currentPage != company)
    #expect(form.progress.stepCount == 2)
  }
}
