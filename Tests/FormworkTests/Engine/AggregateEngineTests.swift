import FormworkSchema
import Foundation
import Testing

@testable import FormworkCore

/// An order total over line items: `sum(lines.quantity * lines.price)` in a computed row,
/// recomputed once per change to one line, and when lines come and go.
@MainActor
@Suite struct AggregateEngineTests {
  let lines = SectionKey<FormValue>("lines")
  let total = RowKey<Decimal>("total")

  static func line(_ quantity: Int, _ price: String) -> FormValue {
    .object(["quantity": .int(quantity), "price": .decimal(Decimal(string: price) ?? 0)])
  }

  func orderForm(counting: Bool = true) throws -> Form {
    try Form {
      Section.multivalued(lines, "Lines", values: [Self.line(2, "1.50"), Self.line(1, "10")]) {
        Row.subform(nil, "Line") {
          Section {
            Row.integer("quantity", "Quantity")
            Row.decimal("price", "Price")
          }
        }
      }
      Section {
        Row.decimal(total, "Total").computed("sum(lines.quantity * lines.price)")
        if counting { Row.integer("count", "Lines").computed("count(lines)") }
        Row.text("note", "Note")
      }
    }
  }

  func lineRows(_ form: Form) throws -> [RowID] {
    try #require(form.storage.section(tag: "lines")).rows.map(\.id)
  }

  @Test func theTotalFollowsTheLines() throws {
    let form = try orderForm()
    #expect(form[total] == 13)
    #expect(form[RowKey<Int>("count")] == 2)
  }

  @Test func aChangeToOneLineRecomputesTheTotalOnce() throws {
    let form = try orderForm(counting: false)
    let rows = try lineRows(form)
    let before = form.conditionEvaluationCount
    try form.setValue(Self.line(3, "1.50"), for: rows[0])
    #expect(form[total] == Decimal(string: "14.5"))
    #expect(form.conditionEvaluationCount - before == 1)
    try form.setValue(Self.line(3, "2"), for: rows[1])
    #expect(form[total] == Decimal(string: "10.5"))
    #expect(form.conditionEvaluationCount - before == 2)
    let unrelated = form.conditionEvaluationCount
    form[RowKey<String>("note")] = "hello"
    #expect(form.conditionEvaluationCount == unrelated)
  }

  @Test func aCountReadsEveryLineToo() throws {
    // `count(lines)` reads the rows' values (an entry emptied stops counting), so a change to
    // one line evaluates the total and the count: once each.
    let form = try orderForm()
    let before = form.conditionEvaluationCount
    try form.setValue(Self.line(3, "1.50"), for: try lineRows(form)[0])
    #expect(form.conditionEvaluationCount - before == 2)
    try form.setValue(.null, for: try lineRows(form)[0])
    #expect(form[RowKey<Int>("count")] == 1)
    #expect(form[total] == 10)
  }

  @Test func addingAndRemovingALineRecomputesTheTotal() throws {
    let form = try orderForm()
    let added0 = form.conditionEvaluationCount
    let section = try #require(form.storage.section(tag: "lines")?.id)
    let added = try form.appendMultivaluedRow(toSection: section, value: Self.line(4, "2"))
    #expect(form[total] == 21)
    // The total and the count, once each.
    #expect(form.conditionEvaluationCount - added0 == 2)
    #expect(form[RowKey<Int>("count")] == 3)
    try form.removeRow(added)
    #expect(form[total] == 13)
    try form.removeRow(try lineRows(form)[0])
    #expect(form[total] == 10)
    #expect(form[RowKey<Int>("count")] == 1)
  }

  @Test func aMistakeInAnAggregateFailsTheBuildWithTheRow() {
    do {
      _ = try Form {
        Section.multivalued(lines, "Lines") {
          Row.subform(nil, "Line") { Section { Row.decimal("price", "Price") } }
        }
        Section { Row.decimal(total, "Total").computed("sum(lines.prise)") }
      }
      Issue.record("the form was built")
    } catch let error as FormDefinitionError {
      #expect(error.errors.map(\.message) == ["section 'lines' has no column 'prise'; did you mean 'price'?"])
      #expect(error.errors.first?.location.tag == "total")
      #expect(error.errors.first?.location.column == 5)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func todayAndAgeReadTheFormsClock() throws {
    let form = try Form {
      Section {
        Row.date(RowKey<Date>("birth"), "Birth")
        Row.integer("age", "Age").computed("age(birth)")
      }
    }
    form.timeZone = TimeZone(secondsFromGMT: 0) ?? .current
    form.now = { FormDateCoding.parse("2024-03-01T12:00:00Z") ?? Date() }
    try form.setValue(.date(FormDateCoding.parse("2000-03-02") ?? Date()), forTag: "birth")
    #expect(form[RowKey<Int>("age")] == 23)
    try form.setValue(.date(FormDateCoding.parse("2000-03-01") ?? Date()), forTag: "birth")
    #expect(form[RowKey<Int>("age")] == 24)
  }

  @Test func aSchemaFormComputesItsOrderTotal() throws {
    let json = #"""
      {"sections": [
        {"tag": "lines", "multivalued": {"template": {"kind": "subform", "title": "Line", "sections": [
          {"rows": [{"tag": "quantity", "kind": "integer"}, {"tag": "price", "kind": "decimal"}]}]},
          "values": [{"quantity": 2, "price": 1.5}, {"quantity": 1, "price": 10}]}},
        {"rows": [
          {"tag": "total", "kind": "decimal", "computed": "sum(lines.quantity * lines.price)"},
          {"tag": "big", "kind": "info", "computed": "count(lines) > 2 ? 'big' : 'small'"}]}]}
      """#
    let form = try Form(schema: FormSchema(json: json))
    #expect(try form.value(forTag: "total") == .decimal(13))
    #expect(try form.value(forTag: "big") == "small")
    let section = try #require(form.storage.section(tag: "lines")?.id)
    try form.appendMultivaluedRow(toSection: section, value: .object(["quantity": 1, "price": 1]))
    #expect(try form.value(forTag: "total") == .decimal(14))
    #expect(try form.value(forTag: "big") == "big")
  }

  @Test func rowsHoldingNumbersAreSummedByTheSectionsTagAndRefusedTextGivesNoTotal() throws {
    let amounts = SectionKey<Decimal>("amounts")
    let form = try Form {
      Section.multivalued(amounts, "Amounts", values: [1, 2]) { Row.decimal(nil, "Amount") }
      Section {
        Row.decimal(total, "Total").computed("sum(amounts)")
        Row.decimal("mean", "Mean").computed("avg(amounts)")
      }
    }
    let rows = try #require(form.storage.section(tag: "amounts")).rows.map(\.id)
    #expect(form[total] == 3)
    let before = form.conditionEvaluationCount
    _ = form.input("5", for: rows[1])
    #expect(form[total] == 6)
    #expect(form[RowKey<Decimal>("mean")] == 3)
    #expect(form.conditionEvaluationCount - before == 2)
    // Text that is not a number: the row keeps its last value, and nothing is computed from it.
    _ = form.input("abc", for: rows[1])
    #expect(form[total] == nil)
    _ = form.input("7", for: rows[1])
    #expect(form[total] == 8)
  }
}
