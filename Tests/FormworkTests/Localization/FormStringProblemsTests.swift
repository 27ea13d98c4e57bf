import Foundation
import Testing

@testable import FormworkCore

@Suite struct FormStringProblemsTests {
  @MainActor @Test func aFormReportsTheProblemsOfItsLanguage() throws {
    // The shipped tables have none: a form in any language reports nothing.
    for language in FormLanguage.all {
      let form = try Form(locale: language.locale) { Section { Row.text(nil, "Name") } }
      #expect(!form.diagnostics.contains { $0.code == .missingString }, "\(language)")
    }
  }
}
