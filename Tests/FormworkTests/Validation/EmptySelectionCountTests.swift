import Formwork
import Foundation
import Testing

/// An empty multiple selection holds zero choices: `minCount` counts it, while the other rules
/// (but `required`) still pass empty values.
@MainActor
@Suite struct EmptySelectionCountTests {
  static let days = RowKey<[String]>("days")
  static let options = ["mon", "tue", "wed"].map { SelectorOption($0, $0.capitalized) }

  func makeForm(_ rules: Rule<[String]>..., value: [String]? = nil) throws -> (Form, RowID) {
    let form = try Form {
      Section { Row.multipleSelector(Self.days, "Days", value: value, options: Self.options).rules(rules) }
    }
    return (form, try #require(form.rowID(for: Self.days)))
  }

  @Test(arguments: [FormValue.list([]), .null])
  func anEmptySelectionFailsMinCount(value: FormValue) throws {
    let (form, row) = try makeForm(.minCount(1))
    try form.setValue(value, forTag: "days")
    let issues = form.validate(row: row)
    #expect(issues.map(\.rule) == ["minCount"])
    #expect(issues.map(\.message) == ["Choose at least 1 item."])
    #expect(issues.map(\.tag) == ["days"])
  }

  @Test func aSelectionEmptiedByTheUserFailsMinCount() throws {
    let (form, row) = try makeForm(.minCount(1), value: ["mon"])
    #expect(form.validate(row: row).isEmpty)
    try form.toggleOption("mon", for: row)
    #expect(form.validate(row: row).map(\.rule) == ["minCount"])
    #expect(form.validate().isValid == false)
  }

  @Test func minCountOfZeroPassesAnEmptySelection() throws {
    let (form, row) = try makeForm(.minCount(0))
    #expect(form.validate(row: row).isEmpty)
  }

  @Test func otherCountRulesStillSkipAnEmptySelection() throws {
    let (form, row) = try makeForm(.maxCount(2), .count(2), .count(1...3))
    try form.setValue(.list([]), forTag: "days")
    #expect(form.validate(row: row).isEmpty)
  }

  @Test func aSchemaMinCountCountsAnEmptySelection() throws {
    let form = try Form(
      schemaJSON: #"""
        {"sections": [{"rows": [{"tag": "days", "kind": "multipleSelector", "title": "Days",
          "options": [{"value": "mon", "title": "Mon"}], "rules": [{"rule": "minCount", "value": 1}]}]}]}
        """#)
    let row = try #require(form.rowID(forTag: "days"))
    #expect(form.validate(row: row).map(\.rule) == ["minCount"])
  }
}
