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

  /// The rule's expression is bound once per shape of the form: a row it reads that is removed and
  /// added again (a new row with the same tag) is the one read next.
  @Test func aRowReadAgainAfterTheFormChangedShapeIsTheNewOne() throws {
    let form = try Form {
      Section {
        Row.integer("limit", "Limit", value: 10)
        Row.integer(high, "High", value: 5).rules(.expression("high < limit", message: "Below the limit."))
      }
    }
    _ = form.validate()
    #expect(try messages(form) == [])
    let limit = try #require(form.rowID(forTag: "limit"))
    let section = try #require(form.state(of: limit)).section
    try form.removeRow(limit)
    _ = try form.insert(Row.integer("limit", "Limit", value: 3).eraseToAnyRow(), inSection: section, at: 0)
    _ = form.validate()
    #expect(try messages(form) == ["Below the limit."])
    try form.setValue(.int(8), forTag: "limit")
    #expect(try messages(form) == [])
  }
}
