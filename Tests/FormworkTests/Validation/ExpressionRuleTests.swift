import Foundation
import Testing

@testable import FormworkCore

/// `Rule.expression`: a rule whose condition reads other rows, validated again when they change.
@MainActor
@Suite struct ExpressionRuleTests {
  let low = RowKey<Int>("low")
  let high = RowKey<Int>("high")

  func rangeForm() throws -> Form {
    try Form {
      Section {
        Row.integer(low, "Low", value: 1)
        Row.integer(high, "High").rules(.expression("high > low", message: "Above low."))
        Row.text("other", "Other")
      }
    }
  }

  func messages(_ form: Form) throws -> [String] {
    try #require(form.state(forTag: "high")).issues.map(\.message)
  }

  @Test func theRuleFailsWhileTheExpressionDoesNotHold() throws {
    let form = try rangeForm()
    let id = try #require(form.rowID(for: high))
    // A submit attempted: issues show as values change.
    _ = form.validate()
    _ = form.input("0", for: id)
    #expect(try messages(form) == ["Above low."])
    _ = form.input("5", for: id)
    #expect(try messages(form) == [])
  }

  @Test func aChangeOfARowItReadsValidatesAgain() throws {
    let form = try rangeForm()
    _ = form.validate()
    _ = form.input("5", for: try #require(form.rowID(for: high)))
    #expect(try messages(form) == [])
    _ = form.input("9", for: try #require(form.rowID(for: low)))
    #expect(try messages(form) == ["Above low."])
    _ = form.input("2", for: try #require(form.rowID(for: low)))
    #expect(try messages(form) == [])
  }

  @Test func anEmptyValuePassesUnlessAsked() throws {
    let form = try Form {
      Section {
        Row.integer(low, "Low", value: 1)
        Row.integer(high, "High").rules(.expression("high > low"))
        Row.integer("always", "Always").rules(.expression("low > 5", validatesEmpty: true))
      }
    }
    let report = form.validate()
    #expect(report.errors.map(\.rule) == ["expression"])
    #expect(report.errors.first?.message == ValidationMessages().invalid("Always"))
  }

  @Test func anExpressionTheFormRefusesFailsTheBuild() {
    #expect(throws: FormDefinitionError.self) {
      try Form { Section { Row.integer(high, "High").rules(.expression("nosuch > 1")) } }
    }
    #expect(throws: FormDefinitionError.self) {
      try Form { Section { Row.integer(high, "High").rules(.expression("high + 1")) } }
    }
  }
}
