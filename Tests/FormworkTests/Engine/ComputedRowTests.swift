import Foundation
import Testing

@testable import FormworkCore

/// Computed rows are value nodes of the condition engine: recomputed only when a row they read
/// changes, through the change funnel, read-only, and never an edit.
@MainActor
@Suite struct ComputedRowTests {
  let price = RowKey<Decimal>("price")
  let quantity = RowKey<Int>("quantity")
  let subtotal = RowKey<Decimal>("subtotal")
  let total = RowKey<Decimal>("total")

  func orderForm() throws -> Form {
    try Form {
      Section {
        Row.decimal(price, "Price", value: 2)
        Row.integer(quantity, "Quantity", value: 3)
        Row.decimal(subtotal, "Subtotal").computed("price * quantity")
        Row.decimal(total, "Total").computed { form in
          guard let subtotal = form[subtotal] else { return nil }
          return subtotal + 5
        }
        Row.text("unrelated", "Unrelated")
      }
    }
  }

  @Test func valuesFollowTheirExpressionFromTheStart() throws {
    let form = try orderForm()
    #expect(form[subtotal] == 6)
    #expect(form[total] == 11)
    form[quantity] = 4
    #expect(form[subtotal] == 8)
    #expect(form[total] == 13)
    form[price] = nil
    #expect(form[subtotal] == nil)
    #expect(form[total] == nil)
  }

  @Test func aComputedRowMayReadOneDeclaredAfterIt() throws {
    let form = try Form {
      Section {
        Row.decimal(total, "Total").computed("subtotal + 1")
        Row.decimal(subtotal, "Subtotal").computed("price * quantity")
        Row.decimal(price, "Price", value: 2)
        Row.integer(quantity, "Quantity", value: 3)
      }
    }
    #expect(form[total] == 7)
    #expect(!form.isDirty)
    form[price] = 1
    #expect(form[total] == 4)
  }

  @Test func onlyAChangeOfARowReadRecomputes() throws {
    let form = try orderForm()
    let before = form.conditionEvaluationCount
    form["unrelated"] = "x"
    #expect(form.conditionEvaluationCount == before)
    form[quantity] = 10
    // subtotal, then total (its reader), each once.
    #expect(form.conditionEvaluationCount - before == 2)
  }

  @Test func aComputedValueIsAnEventButNoEditAndNoUndoStep() throws {
    let form = try orderForm()
    var changes: [(String?, ChangeOrigin)] = []
    let subscription = form.observe { event in
      if case .valueChanged(let change) = event { changes.append((change.tag, change.origin)) }
    }
    defer { subscription.cancel() }
    try form.setValue(5, for: quantity, origin: .user)
    #expect(changes.map(\.0) == ["quantity", "subtotal", "total"])
    #expect(changes.map(\.1) == [.user, .computed, .computed])
    #expect(form.undoStepNames.count == 1)
    try form.undo()
    #expect(form[quantity] == 3)
    #expect(form[subtotal] == 6)
    #expect(form[total] == 11)
    try form.redo()
    #expect(form[total] == 15)
  }

  @Test func computedRowsRefuseValuesAndShowAsDisabled() throws {
    let form = try orderForm()
    let id = try #require(form.rowID(forTag: "subtotal"))
    #expect(throws: FormError.self) { try form.setValue(1, for: subtotal) }
    #expect(throws: FormError.self) { try form.userSetValue(.decimal(1), for: id) }
    #expect(form[subtotal] == 6)
    #expect(form.state(of: id)?.isDisabled == true)
    // Values in and hydration leave it to its expression.
    try form.setValues(["subtotal": .decimal(99), "price": .decimal(1)])
    #expect(form[subtotal] == 3)
  }

  @Test func computedValuesAreInTheOutput() throws {
    let form = try orderForm()
    #expect(form.values()["subtotal"] == .decimal(6))
    #expect(form.values()["total"] == .decimal(11))
  }

  @Test func typeErrorsUnknownRowsAndCyclesAreBuildProblemsAtTheRow() throws {
    let count = RowKey<Int>("count")
    let typeError = #expect(throws: FormDefinitionError.self) {
      try Form {
        Section {
          Row.integer(count, "Count", value: 1)
          Row.integer("half", "Half").computed("count / 2")
        }
      }
    }
    #expect(typeError?.errors.first?.location.tag == "half")
    #expect(typeError?.errors.first?.location.part == "computed value")

    let unknown = #expect(throws: FormDefinitionError.self) {
      try Form { Section { Row.integer("x", "X").computed("cuont + 1") } }
    }
    #expect(unknown?.errors.first?.location.tag == "x")
    #expect(unknown?.errors.first?.location.column == 1)

    let cycle = #expect(throws: FormDefinitionError.self) {
      try Form {
        Section {
          Row.integer("a", "A").computed("b + 1")
          Row.integer("b", "B").computed("a + 1")
        }
      }
    }
    #expect(cycle?.errors.first?.code == .dependencyCycle)
    #expect(cycle?.errors.first?.message.contains("row 'a' computed value") == true)
  }

  @Test func aConditionMayReadAComputedRow() throws {
    let form = try Form {
      Section {
        Row.integer(quantity, "Quantity", value: 1)
        Row.integer("double", "Double").computed("quantity * 2")
        Row.text("bulk", "Bulk note").hidden(when: "double < 10")
      }
    }
    let bulk = try #require(form.rowID(forTag: "bulk"))
    #expect(form.isHidden(bulk))
    form[quantity] = 5
    #expect(!form.isHidden(bulk))
  }

  @Test func aComputedRowAddedLaterFollowsItsInputs() throws {
    let form = try orderForm()
    let row = Row.integer(RowKey<Int>("triple"), "Triple").computed("quantity * 3")
    let section = try #require(form.snapshot.sections.first?.id)
    _ = try form.append(row, toSection: section)
    #expect(form[RowKey<Int>("triple")] == 9)
    form[quantity] = 1
    #expect(form[RowKey<Int>("triple")] == 3)
  }

  // MARK: Default values

  @Test func defaultValuesAreEvaluatedAtBuildAndOnReset() throws {
    let name = RowKey<String>("name")
    let greeting = RowKey<String>("greeting")
    let form = try Form(context: ["title": "Dr"]) {
      Section {
        Row.text(name, "Name", value: "Ada")
        Row.text(greeting, "Greeting").defaultValue(expression: "'Dear ' + $ctx.title + ' ' + name")
        Row.integer(quantity, "Quantity").defaultValue { _ in 7 }
      }
    }
    #expect(form[greeting] == "Dear Dr Ada")
    #expect(form[quantity] == 7)
    #expect(!form.isDirty)
    // Still editable, and not following later changes.
    form[greeting] = "Hi"
    form[name] = "Grace"
    #expect(form[greeting] == "Hi")
    form.setContext("title", "Prof")
    try form.reset()
    #expect(form[name] == "Ada")
    #expect(form[greeting] == "Dear Prof Ada")
  }

  @Test func aDefaultOfTheWrongTypeIsABuildProblem() throws {
    let error = #expect(throws: FormDefinitionError.self) {
      try Form { Section { Row.integer(quantity, "Quantity").defaultValue(expression: "'three'") } }
    }
    #expect(error?.errors.first?.location.part == "default value")
  }
}
