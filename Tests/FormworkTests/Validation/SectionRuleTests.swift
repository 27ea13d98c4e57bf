import Foundation
import PropertyBased
import PropertyTestSupport
import Testing

@testable import FormworkCore

/// Rules over whole sections: "at least one stop", a cap on a list, custom checks of rows
/// together; their issues, when they show, what they block and what renderers see.
@MainActor
@Suite struct SectionRuleTests {
  let stops = SectionKey<String>("stops")
  let note = RowKey<String>("note")

  func stopsForm(values: [String] = [], minRows: Int = 1, maxRows: Int? = 3) throws -> Form {
    try Form {
      Section.multivalued(stops, "Stops", values: values, minRows: minRows, maxRows: maxRows) {
        Row.text(nil, "Stop")
      }
      Section("Other", tag: "other") { Row.text(note, "Note") }
    }
  }

  func section(_ form: Form, _ tag: String = "stops") throws -> SectionID {
    try #require(form.sectionID(forTag: tag))
  }

  /// The "Add" row: the last row the list shows in the section.
  func addRow(_ form: Form, sectionIndex: Int = 0) throws -> RowID {
    form.flush()
    return try #require(form.snapshot.rows(inSection: sectionIndex).last)
  }

  @Test func atLeastOneStopBlocksSubmitAndShowsUnderTheSectionOnlyOnceSubmitted() throws {
    let form = try stopsForm()
    let id = try section(form)
    #expect(!form.isValid, "an empty list fails minRows even before anything shows")
    #expect(form.issues(ofSection: id).isEmpty, "nothing shows before a submit")
    form[note] = "typing elsewhere"
    #expect(form.issues(ofSection: id).isEmpty)

    let report = form.validate()
    let expected = ValidationIssue(
      section: id, tag: "stops", rule: "minRows", message: "Add at least 1 entry.")
    #expect(report.issues == [expected])
    #expect(report.firstError?.section == id)
    #expect(report.firstError?.row == nil)
    #expect(report.bySectionTag["stops"] == [expected])
    #expect(report.byTag.isEmpty, "byTag is about rows")
    #expect(form.issues(ofSection: id) == [expected])
    #expect(form.sectionState(of: id)?.issues == [expected], "renderers see it on the section")
    #expect(form.sectionState(of: id)?.minimumRows == 1)
    #expect(form.sectionState(of: id)?.maximumRows == 3)
    #expect(form.sectionState(of: try section(form, "other"))?.maximumRows == nil)
    #expect(form.title(of: expected) == "Stops")
    #expect(expected.description == "section 'stops' [minRows] error: Add at least 1 entry.")
  }

  @Test func emptyRowsDoNotCountAndAValueClearsTheIssueWithAnEvent() throws {
    let form = try stopsForm()
    let id = try section(form)
    form.validate()
    var events: [FormEvent] = []
    let subscription = form.observe { events.append($0) }
    defer { subscription.cancel() }

    let row = try form.appendMultivaluedRow(toSection: id)
    #expect(form.issues(ofSection: id).map(\.rule) == ["minRows"], "an empty stop is not a stop")
    // Adding is no longer what is missing: the message now asks to fill the stop in.
    #expect(form.issues(ofSection: id).map(\.message) == ["Fill in at least 1 entry."])
    #expect(events.contains { if case .sectionValidationChanged = $0 { true } else { false } })

    try form.setValue(.string("Lyon"), for: row)
    #expect(form.issues(ofSection: id).isEmpty)
    #expect(form.isValid)
    #expect(events.contains(.sectionValidationChanged(id, [])))

    try form.removeRow(row)
    #expect(form.issues(ofSection: id).map(\.rule) == ["minRows"], "after a submit, issues follow every change")
    #expect(events.last == .sectionValidationChanged(id, form.issues(ofSection: id)))
  }

  @Test func issuesComeAfterTheSectionRowsInFormOrder() throws {
    let form = try Form {
      Section.multivalued(stops, "Stops", values: ["a", ""], minRows: 3) {
        Row.text(nil, "Stop").rules(.minLength(2))
      }
      Section("Other", tag: "other") { Row.text(note, "Note").required() }
    }
    let report = form.validate()
    #expect(report.issues.map(\.rule) == ["minLength", "minRows", "required"])
    #expect(report.issues.map { $0.section != nil } == [false, true, false])
  }

  @Test func aFullSectionDisablesItsAddRowAndRefusesMoreRows() throws {
    let form = try stopsForm(values: ["a", "b"], maxRows: 3)
    let id = try section(form)
    let add = try addRow(form)
    #expect(form.state(of: add)?.isDisabled == false)

    #expect(form.tap(add) == .performedAction)
    #expect(form.rowIDs(inSection: id).count == 3)
    #expect(form.state(of: add)?.isDisabled == true, "full: the Add row is disabled")
    #expect(form.tap(add) == .denied("At most 3 entries are allowed."), "and says why")
    #expect(form.rowIDs(inSection: id).count == 3)

    #expect(throws: FormError.self) { try form.appendMultivaluedRow(toSection: id) }
    #expect(throws: FormError.self) { try form.setValues(["1", "2", "3", "4"], for: stops) }
    #expect(form[stops] == ["a", "b"], "a refused list leaves the section as it was")

    try form.removeRow(form.rowIDs(inSection: id)[0])
    #expect(form.state(of: add)?.isDisabled == false, "a row went: room again")
  }

  @Test func valuesInBeyondTheCapAreRefusedWithTheirPath() throws {
    let form = try stopsForm(values: ["a"], maxRows: 2)
    do {
      try form.setValues(json: #"{"stops": ["1", "2", "3"]}"#)
      Issue.record("three stops were accepted in a section of at most two")
    } catch let error as FormInputError {
      #expect(error.errors.map(\.message) == ["the section holds at most 2 rows (maxRows); the list has 3"])
      #expect(error.errors.first?.location.path == "$.stops")
    }
    #expect(form[stops] == ["a"])
    try form.setValues(json: #"{"stops": ["1", "2"]}"#)
    #expect(form[stops] == ["1", "2"])
  }

  @Test func aMisspelledListTagInValuesInIsSuggested() throws {
    let form = try stopsForm(values: ["a"])
    do {
      try form.setValues(json: #"{"stopz": ["b"]}"#)
      Issue.record("an unknown tag was accepted")
    } catch let error as FormInputError {
      #expect(error.errors.map(\.message) == ["no row has the tag 'stopz' (did you mean 'stops'?)"])
    }
    #expect(form[stops] == ["a"], "nothing applied")
  }

  @Test func aFormBuiltFullStartsWithItsAddRowDisabled() throws {
    let form = try stopsForm(values: ["a", "b"], maxRows: 2)
    #expect(form.state(of: try addRow(form))?.isDisabled == true)
  }

  @Test func impossibleRulesAreDefinitionErrors() throws {
    func problems(_ make: () throws -> Form) -> [String] {
      do {
        _ = try make()
        return []
      } catch let error as FormDefinitionError {
        return error.errors.map(\.message)
      } catch {
        return ["\(error)"]
      }
    }
    #expect(
      problems { try stopsForm(minRows: 4, maxRows: 2) } == ["minRows 4 is more than maxRows 2: no list can pass"])
    #expect(
      problems { try stopsForm(values: ["a", "b", "c"], minRows: 0, maxRows: 2) } == [
        "the section starts with 3 rows but maxRows allows 2"
      ])
    #expect(problems { try stopsForm(minRows: -1, maxRows: nil) } == ["'minRows' needs a count of 0 or more, found -1"])
  }

  @Test func customRulesSeeTheVisibleRowsAndRunOnlyWhenTheirSectionChanges() throws {
    final class Count { var runs = 0 }
    let count = Count()
    let monday = RowKey<Bool>("monday")
    let tuesday = RowKey<Bool>("tuesday")
    let weekend = RowKey<Bool>("weekend")
    let form = try Form {
      Section("Days", tag: "days") {
        Row.check(monday, "Monday")
        Row.check(tuesday, "Tuesday")
        Row.check(weekend, "Weekend").hidden(when: "note == 'weekdays'")
      }
      .rules(
        .custom("oneDay", message: "Choose at least one day.") { section in
          count.runs += 1
          return section.values.contains(.bool(true))
        })
      Section("Other", tag: "other") { Row.text(note, "Note") }
    }
    let days = try section(form, "days")
    form.validate()
    #expect(form.issues(ofSection: days).map(\.message) == ["Choose at least one day."])

    let before = count.runs
    form[note] = "unrelated"
    #expect(count.runs == before, "a change in another section does not run the rule")

    form[weekend] = true
    #expect(form.issues(ofSection: days).isEmpty)
    form[note] = "weekdays"
    #expect(
      form.issues(ofSection: days).map(\.rule) == ["oneDay"], "the hidden row's value no longer counts")
    form[monday] = true
    #expect(form.issues(ofSection: days).isEmpty)
  }

  @Test func aHiddenSectionShowsNothingAndBlocksNothing() throws {
    let form = try Form {
      Section("Other", tag: "other") { Row.text(note, "Note") }
      Section.multivalued(stops, "Stops", minRows: 1) { Row.text(nil, "Stop") }
        .hidden(when: "note == 'pickup'")
    }
    let id = try section(form)
    form.validate()
    #expect(!form.isValid)
    form[note] = "pickup"
    #expect(form.issues(ofSection: id).isEmpty)
    #expect(form.isValid)
    #expect(form.validate().issues.isEmpty)
    form[note] = "delivery"
    #expect(form.issues(ofSection: id).map(\.rule) == ["minRows"], "back, after a submit: shown again")
  }

  @Test func warningsShowButDoNotBlock() throws {
    let form = try Form {
      Section.multivalued(stops, "Stops") { Row.text(nil, "Stop") }
        .rules(.minRows(2).severity(.warning).message("Two stops are cheaper."))
    }
    let report = form.validate()
    #expect(report.warnings.map(\.message) == ["Two stops are cheaper."])
    #expect(report.isValid)
    #expect(form.isValid)
  }

  @Test func interpolatedMessagesAreMadeWhenTheRuleFails() throws {
    let form = try Form {
      Section("Other", tag: "other") { Row.text(note, "Note", value: "Lyon") }
      Section.multivalued(stops, "Stops") { Row.text(nil, "Stop") }
        .rules(.minRows(1).message(.template("Add a stop after {note}")))
    }
    #expect(form.validate().issues.map(\.message) == ["Add a stop after Lyon"])
    #expect(throws: FormDefinitionError.self) {
      try Form {
        Section.multivalued(stops, "Stops") { Row.text(nil, "Stop") }
          .rules(.minRows(1).message(.template("Add a stop after {nowhere}")))
      }
    }
  }

  @Test func serverErrorsForASectionTagShowUnderItAndClearWhenItChanges() throws {
    let form = try stopsForm(values: ["a"], minRows: 0, maxRows: nil)
    let id = try section(form)
    let unplaced = form.applyServerErrors(["stops": ["Stop 'a' is not served."], "base": ["Try later."]])
    #expect(unplaced.map(\.message) == ["Try later."])
    #expect(form.issues(ofSection: id).map(\.rule) == [ValidationIssue.serverRule])
    #expect(!form.isValid)
    try form.appendMultivaluedRow(toSection: id, value: "b")
    #expect(form.issues(ofSection: id).isEmpty)
    #expect(form.isValid)
  }

  @Test func resetForgetsShownIssuesAndUndoBringsTheListBack() throws {
    let form = try stopsForm(values: ["a"])
    let id = try section(form)
    form.validate()
    try form.removeRow(form.rowIDs(inSection: id)[0])
    #expect(form.issues(ofSection: id).map(\.rule) == ["minRows"])
    try form.undo()
    #expect(form[stops] == ["a"])
    #expect(form.issues(ofSection: id).isEmpty)
    try form.redo()
    #expect(form.issues(ofSection: id).map(\.rule) == ["minRows"])
    try form.reset()
    #expect(form.issues(ofSection: id).isEmpty)
    #expect(form[stops] == ["a"])
  }

  @Test func aPageWithAFailingSectionRuleRefusesNext() throws {
    let form = try Form {
      Page("Route", tag: "route") {
        Section.multivalued(stops, "Stops", minRows: 1) { Row.text(nil, "Stop") }
      }
      Page("Notes", tag: "notes") {
        Section { Row.text(note, "Note") }
      }
    }
    let id = try section(form)
    guard case .refused(let report) = form.nextPage() else {
      Issue.record("Next left a page whose list is empty")
      return
    }
    #expect(report.issues.map(\.section) == [id])
    #expect(form.issues(ofSection: id).map(\.rule) == ["minRows"], "the page's submit shows it")
    #expect(form.page(of: try #require(report.firstError)) == form.currentPage)
    #expect(form.revealRow(for: try #require(report.firstError)) == (try addRow(form)), "the fix starts at Add")
    try form.setValues(["Lyon"], for: stops)
    #expect(form.nextPage() == .moved(try #require(form.pageID(forTag: "notes"))))
    let completion = form.complete()
    #expect(completion.report.isValid)
  }

  @Test func revealRowPointsAtTheLastRowOfASectionWithoutAddRow() throws {
    let form = try Form {
      Section.multivalued(stops, "Stops", values: ["a", "b"], options: [.delete], minRows: 3) {
        Row.text(nil, "Stop")
      }
    }
    let issue = try #require(form.validate().firstError)
    #expect(form.revealRow(for: issue) == form.rowIDs(inSection: try section(form)).last)
  }
}

/// Random edits of a capped list: the cap always holds, and after a submit the section shows
/// exactly what its rules say of its values.
@MainActor
@Suite struct SectionRulePropertyTests {
  @Test func capsHoldAndShownIssuesMatchTheRules() async throws {
    await checkProperty(
      count: 300, input: Gen.int(in: 0...3), Gen.int(in: 1...5), Gen.int(in: 0...99).array(of: 0...30)
    ) { minimum, span, operations in
      let stops = SectionKey<String>("stops")
      let maximum = minimum + span
      let form = try Form {
        Section.multivalued(stops, "Stops", minRows: minimum, maxRows: maximum) { Row.text(nil, "Stop") }
      }
      let id = try #require(form.sectionID(forTag: "stops"))
      var submitted = false
      for operation in operations {
        let rows = form.rowIDs(inSection: id)
        switch operation % 5 {
        case 0:
          let full = rows.count >= maximum
          do {
            try form.appendMultivaluedRow(toSection: id, value: operation % 2 == 0 ? .string("s\(operation)") : .null)
            #expect(!full, "a full section took a row")
          } catch {
            #expect(full, "a section with room refused a row: \(error)")
          }
        case 1:
          if let row = rows.first { try form.removeRow(row) }
        case 2:
          if !rows.isEmpty { try form.setValue(.string("v\(operation)"), for: rows[operation % rows.count]) }
        case 3:
          if !rows.isEmpty { try form.setValue(.null, for: rows[operation % rows.count]) }
        default:
          form.validate()
          submitted = true
        }
        let count = form.rowIDs(inSection: id).count
        let filled = form[stops].count
        #expect(count <= maximum)
        let failing = filled < minimum
        #expect(form.isValid == !failing)
        let shown = form.issues(ofSection: id).map(\.rule)
        if submitted {
          #expect(shown == (failing ? ["minRows"] : []))
        } else {
          #expect(shown.isEmpty)
        }
        form.flush()
        let addRow = try #require(form.snapshot.rows(inSection: 0).last)
        #expect(form.state(of: addRow)?.isDisabled == (count >= maximum))
      }
    }
  }
}
