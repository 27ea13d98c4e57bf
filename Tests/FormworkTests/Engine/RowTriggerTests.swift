import Foundation
import PropertyBased
import PropertyTestSupport
import Testing

@testable import FormworkCore

/// Triggers are conditions of the engine that fire when they become true: edge-triggered,
/// program changes in the change that fired them, undone with it.
@MainActor
@Suite struct RowTriggerTests {
  let total = RowKey<Int>("total")
  let discount = RowKey<Int>("discount")
  let fires = RowKey<Int>("fires")
  let note = RowKey<String>("note")

  func shopForm() throws -> Form {
    try Form {
      Section {
        Row.integer(total, "Total", value: 0)
        Row.integer(discount, "Discount", value: 0)
          .trigger(when: "total > 100", .set(expression: "total - 100"))
          .trigger(when: "total == 0", .reset)
        Row.integer(fires, "Fires", value: 0).trigger(when: "total > 100", .set { $0[fires].map { .int($0 + 1) } ?? 1 })
        Row.text(note, "Note").trigger(when: .when { $0[total] == 7 }, .set("seven"))
      }
    }
  }

  @Test func aTriggerFiresWhenItsConditionBecomesTrueOnly() throws {
    let form = try shopForm()
    form[total] = 150
    #expect(form[discount] == 50)
    #expect(form[fires] == 1)
    // Still true: no new firing, the value set stays.
    form[total] = 300
    #expect(form[discount] == 50)
    #expect(form[fires] == 1)
    form[total] = 50
    form[total] = 200
    #expect(form[discount] == 100)
    #expect(form[fires] == 2)
    form[total] = 0
    #expect(form[discount] == 0)
    form[total] = 7
    #expect(form[note] == "seven")
  }

  @Test func buildingTheFormFiresNothing() throws {
    let form = try Form {
      Section {
        Row.integer(total, "Total", value: 500)
        Row.integer(discount, "Discount", value: 0).trigger(when: "total > 100", .set(expression: "total - 100"))
      }
    }
    #expect(form[discount] == 0)
  }

  @Test func aTriggeredValueIsAProgramChangeUndoneWithTheEdit() throws {
    let form = try shopForm()
    var origins: [String: ChangeOrigin] = [:]
    let subscription = form.observe { event in
      if case .valueChanged(let change) = event, let tag = change.tag { origins[tag] = change.origin }
    }
    defer { subscription.cancel() }
    _ = form.input("120", for: try #require(form.rowID(forTag: "total")))
    #expect(form[discount] == 20)
    #expect(origins["discount"] == .program)
    #expect(origins["total"] == .user)
    try form.undo()
    #expect(form[total] == 0)
    #expect(form[discount] == 0)
    try form.redo()
    #expect(form[total] == 120)
    #expect(form[discount] == 20)
    #expect(form[fires] == 1)
  }

  @Test func aTriggerActionOfAnotherTypeFailsTheBuild() {
    #expect(throws: FormDefinitionError.self) {
      try Form {
        Section {
          Row.integer(total, "Total")
          Row.integer(discount, "Discount").trigger(when: "total > 1", .set(expression: "'text'"))
        }
      }
    }
  }

  @Test func showPageGoesToTheRowsPage() throws {
    let form = try Form {
      Page("One") {
        Section {
          Row.text("jump", "Jump").trigger(when: .expression("jump == 'yes'"), .showPage)
          Row.check("skip", "Skip")
        }
      }
      Page("Two") { Section { Row.text("second", "Second") } }
      Page("Three") { Section { Row.text("target", "Target").trigger(when: "skip", .showPage) } }
    }
    #expect(form.currentPage.map { form.title(of: $0) } == "One")
    form["skip"] = true
    #expect(form.currentPage.map { form.title(of: $0) } == "Three")
  }

  /// Over random totals, each trigger fires exactly once per rise of its condition.
  @Test func triggersAreEdgeTriggered() async throws {
    let input = Gen.int(in: 0...300).array(of: 1...30)
    // NB: errors are recorded here: the property library may not report what its body throws.
    await checkProperty(count: 150, input: input) { totals in
      let form: Form
      do {
        form = try shopForm()
      } catch {
        Issue.record(error)
        return
      }
      var rises = 0
      var above = false
      for value in totals {
        form[total] = value
        if value > 100, !above { rises += 1 }
        above = value > 100
        #expect(form[fires] == rises)
      }
    }
  }
}
