import Formwork
import Foundation
import Testing

/// Progress counts a required row as answered when its rules accept its value, not merely when
/// it holds one: an unchecked consent box that must be checked, or a name too short, is not
/// answered while submit would refuse it.
@MainActor
@Suite struct ProgressTests {
  static let name = RowKey<String>("name")
  static let terms = RowKey<Bool>("terms")

  func makeForm() throws -> Form {
    try Form {
      Section {
        Row.text(Self.name, "Name").rules(.required, .minLength(3))
        Row.check(Self.terms, "I accept the terms", value: false)
          .rules(.required, .oneOf([true]).message("Accept the terms to continue"))
      }
    }
  }

  @Test func aRequiredRowIsAnsweredWhenItsRulesHold() throws {
    let form = try makeForm()
    #expect(form.progress.requiredCount == 2)
    #expect(form.progress.answeredCount == 0, "false is a value, but not one the terms accept")
    form[Self.name] = "Al"
    #expect(form.progress.answeredCount == 0, "too short")
    form[Self.name] = "Ada"
    form[Self.terms] = true
    #expect(form.progress.answeredCount == 2)
    #expect(form.validate().isValid)
    form[Self.terms] = false
    #expect(form.progress.answeredCount == 1)
    #expect(!form.validate().isValid)
  }
}
