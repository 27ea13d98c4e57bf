import FormworkDiff
import FormworkTestSupport
import Foundation
import Testing

@testable import FormworkCore

/// The dynamic scenarios of the seeds, as sequences of values → visible structure. Every update
/// is checked against UIKit's batch-update rules.
@MainActor
@Suite struct EngineScenarioTests {
  // MARK: JYForm: a switch shows the next row, which shows the next section

  @Test func switchShowsNextRowWhichShowsNextSection() throws {
    let showRow = RowKey<Bool>("00")
    let showSection = RowKey<Bool>("01")
    let form = try Form {
      Section("First") {
        Row.switch(showRow, "Show next row")
        Row.switch(showSection, "Show next section").hidden(when: "`00` != true")
      }
      Section("Depends", tag: "depends") {
        Row.name("10", "Name").placeholder("This is the second section")
      }
      .hidden(when: "`01` != true || `01`.hidden")
    }
    let recorder = UpdateRecorder(form)
    #expect(recorder.shape == [1])
    form[showRow] = true
    recorder.flush()
    #expect(recorder.shape == [2])
    form[showSection] = true
    recorder.flush()
    #expect(recorder.shape == [2, 1])
    // Hiding the middle row hides the section that depends on its hidden state too.
    form[showRow] = false
    recorder.flush()
    #expect(recorder.shape == [1])
    form[showRow] = true
    recorder.flush()
    #expect(recorder.shape == [2, 1])
  }

  // MARK: Transitive chains

  @Test func chainOfThreeRowsHidingEachOther() throws {
    let a = RowKey<Bool>("a")
    let b = RowKey<Bool>("b")
    let c = RowKey<Bool>("c")
    let form = try Form {
      Section {
        Row.switch(a, "A")
        Row.switch(b, "B").hidden { $0[a] == true }
        Row.switch(c, "C").hidden { $0.isHidden(b) }
        Row.text("d", "D").hidden { $0.isHidden(c) }
      }
    }
    let recorder = UpdateRecorder(form)
    #expect(recorder.visibleTags == [["a", "b", "c", "d"]])
    form[a] = true
    recorder.flush()
    #expect(recorder.visibleTags == [["a"]])
    form[a] = false
    recorder.flush()
    #expect(recorder.visibleTags == [["a", "b", "c", "d"]])
  }

  @Test func sectionHiddenWhenATextContainsAWord() throws {
    let note = RowKey<String>("note")
    let form = try Form {
      Section("Note") { Row.textArea(note, "Note") }
      Section("Secret", tag: "secret") { Row.text("code", "Code") }
        .hidden(when: "contains(lower(note), 'secret')")
    }
    let recorder = UpdateRecorder(form)
    #expect(recorder.shape == [1, 1])
    let row = try #require(form.rowID(for: note))
    for (text, expected) in [("hello", [1, 1]), ("a SECRET plan", [1]), ("secre", [1, 1]), ("top secret", [1])] {
      form.input(text, for: row)
      recorder.flush()
      #expect(recorder.shape == expected, "after typing '\(text)'")
    }
  }

  @Test func rowHiddenByAnotherRowsDisabledState() throws {
    let locked = RowKey<Bool>("locked")
    let amount = RowKey<Int>("amount")
    let form = try Form {
      Section {
        Row.switch(locked, "Locked")
        Row.integer(amount, "Amount").disabled(when: "locked")
        Row.text("hint", "Why can't I edit?").hidden(when: "!amount.disabled")
      }
    }
    let recorder = UpdateRecorder(form)
    #expect(recorder.visibleTags == [["locked", "amount"]])
    form[locked] = true
    recorder.flush()
    #expect(recorder.visibleTags == [["locked", "amount", "hint"]])
    #expect(form.isDisabled(try #require(form.rowID(for: amount))))
  }

  @Test func rowsHiddenThenInsertedAroundThenShownAtTheirDeclaredPosition() throws {
    let toggle = RowKey<Bool>("toggle")
    let form = try Form {
      Section(tag: "main") {
        Row.switch(toggle, "Toggle")
        Row.text("x", "X").hidden { $0[toggle] == true }
        Row.text("y", "Y").hidden { $0[toggle] == true }
        Row.text("z", "Z")
      }
    }
    let recorder = UpdateRecorder(form)
    form[toggle] = true
    recorder.flush()
    #expect(recorder.visibleTags == [["toggle", "z"]])
    let x = try #require(form.rowID(forTag: "x"))
    let y = try #require(form.rowID(forTag: "y"))
    try form.insert(Row.text("beforeX", "Before X"), before: x)
    try form.insert(Row.text("between", "Between"), after: x)
    try form.insert(Row.text("afterY", "After Y"), after: y)
    recorder.flush()
    #expect(recorder.visibleTags == [["toggle", "beforeX", "between", "afterY", "z"]])
    form[toggle] = false
    recorder.flush()
    #expect(recorder.visibleTags == [["toggle", "beforeX", "x", "between", "y", "afterY", "z"]])
  }

  // MARK: Inline rows

  @Test func inlineDateRowWhoseParentGetsHidden() throws {
    let allDay = RowKey<Bool>("allDay")
    let start = RowKey<Date>("start")
    let end = RowKey<Date>("end")
    let form = try Form {
      Section {
        Row.switch(allDay, "All day")
        Row.dateTime(start, "Starts", inline: true).hidden { $0[allDay] == true }
        Row.dateTime(end, "Ends", inline: true)
      }
    }
    let recorder = UpdateRecorder(form)
    let startID = try #require(form.rowID(for: start))
    let endID = try #require(form.rowID(for: end))
    #expect(form.tap(startID) == .inlineToggled(true))
    recorder.flush()
    #expect(recorder.visibleTags == [["allDay", "start", "(editor)", "end"]])
    // One inline editor at a time: opening "end" closes "start".
    #expect(form.tap(endID) == .inlineToggled(true))
    recorder.flush()
    #expect(recorder.visibleTags == [["allDay", "start", "end", "(editor)"]])
    #expect(form.tap(startID) == .inlineToggled(true))
    recorder.flush()
    #expect(recorder.visibleTags == [["allDay", "start", "(editor)", "end"]])
    // Hiding the parent removes its editor with it.
    form[allDay] = true
    recorder.flush()
    #expect(recorder.visibleTags == [["allDay", "end"]])
    #expect(form.expandedRow == nil)
    form[allDay] = false
    recorder.flush()
    #expect(recorder.visibleTags == [["allDay", "start", "end"]])
    // The editor edits its parent's value.
    #expect(form.tap(startID) == .inlineToggled(true))
    recorder.flush()
    let editor = try #require(form.snapshot[ItemPath(item: 2, section: 0)])
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    try form.userSetValue(.date(date), for: editor)
    #expect(form[start] == date)
  }

  // MARK: Cycles and expression errors

  @Test func cycleIsRejectedNamingIt() {
    do {
      _ = try Form {
        Section {
          Row.text("a", "A").hidden(when: "b.hidden")
          Row.text("b", "B").hidden(when: "c.hidden")
          Row.text("c", "C").hidden(when: "a.hidden")
        }
      }
      Issue.record("a cycle must be rejected")
    } catch let error as FormDefinitionError {
      let cycle = error.errors.first
      #expect(error.errors.count == 1)
      #expect(cycle?.code == .dependencyCycle)
      for name in ["row 'a' hidden condition", "row 'b' hidden condition", "row 'c' hidden condition"] {
        #expect(cycle?.message.contains(name) == true, "\(name) is part of the cycle")
      }
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func closureCycleIsRejectedToo() {
    let a = RowKey<String>("a")
    #expect(throws: FormDefinitionError.self) {
      try Form {
        Section {
          Row.text(a, "A").hidden { $0.isHidden(tag: "b") }
          Row.text("b", "B").disabled { $0.isDisabled(tag: "b") }.hidden { $0.isHidden(a) }
        }
      }
    }
  }

  @Test(arguments: [
    ("amount > ", "hidden condition", 10),
    ("nope == 1", "hidden condition", 1),
    ("len(amount)", "hidden condition", 5),
    ("amount + 1", "hidden condition", 8),
    ("frobnicate(amount)", "hidden condition", 1),
    ("'unterminated", "hidden condition", 1),
  ])
  func expressionErrorsNameRowConditionAndColumn(source: String, part: String, column: Int) {
    do {
      _ = try Form {
        Section {
          Row.integer("amount", "Amount")
          Row.text("note", "Note").hidden(when: source)
        }
      }
      Issue.record("'\(source)' must be rejected")
    } catch let error as FormDefinitionError {
      let problem = error.errors.first
      #expect(problem?.code == .invalidExpression)
      #expect(problem?.location.tag == "note")
      #expect(problem?.location.part == part)
      #expect(problem?.location.column == column, "column of '\(source)': \(String(describing: problem))")
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func everyBadConditionOfAFormIsReported() {
    do {
      _ = try Form {
        Section {
          Row.text("a", "A").hidden(when: "b == ")
          Row.text("b", "B").required(when: "missing")
          Row.text("c", "C").disabled(when: "a")  // not boolean
        }
      }
      Issue.record("bad conditions must be rejected")
    } catch let error as FormDefinitionError {
      #expect(error.errors.map(\.location.tag) == ["a", "b", "c"])
      #expect(error.errors.map(\.location.part) == ["hidden condition", "required condition", "disabled condition"])
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  // MARK: Context values

  @Test func contextValuesDriveConditions() throws {
    let form = try Form(context: ["role": "viewer"]) {
      Section {
        Row.text("admin", "Admin only").hidden(when: "$ctx.role != 'admin'")
        Row.text("all", "Everyone")
      }
    }
    let recorder = UpdateRecorder(form)
    #expect(recorder.visibleTags == [["all"]])
    form.setContext("role", "admin")
    recorder.flush()
    #expect(recorder.visibleTags == [["admin", "all"]])
  }
}
