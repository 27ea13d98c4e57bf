import Formwork
import Foundation
import Testing

@testable import FormworkTerminal

@MainActor
@Suite struct SessionTests {
  typealias T = TestForms.Tags

  func focusedTag(_ session: FormTerminalSession) -> String? {
    session.focus?.row.flatMap { session.form.state(of: $0)?.tag }
  }

  @Test func aComputedRowSaysItIsComputedNotDisabled() throws {
    let price = RowKey<Decimal>("price")
    let total = RowKey<Decimal>("total")
    let form = try Form {
      Section {
        Row.decimal(price, "Price", value: 4)
        Row.decimal(total, "Total").computed("price * 2")
        Row.text(RowKey<String>("note"), "Note").disabled(when: { _ in true })
      }
    }
    let session = FormTerminalSession(form: form, title: "Order")
    let lines = session.frame(size: .standard).lines.map(\.plainText)
    let totalLine = try #require(lines.first { $0.contains("Total") })
    #expect(totalLine.contains("(\(form.strings.terminal.computed))"), "\(totalLine)")
    #expect(!totalLine.contains("(\(form.strings.controls.disabled))"))
    let noteLine = try #require(lines.first { $0.contains("Note") })
    #expect(noteLine.contains("(\(form.strings.controls.disabled))"), "a disabled row still says so")
    #expect(form.state(forTag: "total")?.isComputed == true)
    #expect(form.state(forTag: "total")?.isDisabled == true, "a computed row takes no input")
  }

  @Test func startsOnTheFirstEditableRowAndReportsFocus() throws {
    let form = try TestForms.everyKind()
    let session = FormTerminalSession(form: form, title: "T")
    #expect(focusedTag(session) == "name")
    #expect(form.focusedRow == form.rowID(for: T.name))
  }

  @Test func arrowsVisitDisabledRowsButTabSkipsThem() async throws {
    let session = FormTerminalSession(form: try TestForms.everyKind(), title: "T")
    var arrows: [String?] = []
    for _ in 0..<12 {
      await session.handle(.down)
      arrows.append(focusedTag(session))
    }
    #expect(arrows.contains("locked"))
    #expect(!arrows.contains { $0 == nil && false })
    let session2 = FormTerminalSession(form: try TestForms.everyKind(), title: "T")
    var tabs: [String?] = []
    for _ in 0..<12 {
      await session2.handle(.tab)
      tabs.append(focusedTag(session2))
    }
    #expect(!tabs.contains("locked"))
    #expect(tabs.contains("agree"))
  }

  @Test func tabWrapsAndShiftTabGoesBack() async throws {
    let session = FormTerminalSession(form: try TestForms.everyKind(), title: "T")
    await session.handle(.backTab)
    #expect(session.focus == .submit)
    await session.handle(.tab)
    #expect(focusedTag(session) == "name")
  }

  @Test func hiddenAndInfoRowsAreSkipped() async throws {
    let session = FormTerminalSession(form: try TestForms.everyKind(), title: "T")
    var visited: Set<String> = []
    for _ in 0..<20 {
      await session.handle(.down)
      if let tag = focusedTag(session) { visited.insert(tag) }
    }
    #expect(!visited.contains("channel"))  // hidden until "Notify me" is on
    #expect(session.focus == .submit)  // the label row was never focused, the end is Submit
  }

  @Test func anEmptyTextRowShowsItsPlaceholderOrWhatToDo() async throws {
    let form = try Form {
      Section {
        Row.name(RowKey<String>("first"), "First name")
        Row.name(RowKey<String>("last"), "Last name").placeholder("Lovelace")
        Row.textArea(RowKey<String>("bio"), "About you")
        Row.name(RowKey<String>("fixed"), "Fixed").disabled(true)
      }
    }
    let session = FormTerminalSession(form: form, title: "T")
    func line(_ title: String) -> String {
      let line = session.frame(size: .standard).lines.map(\.plainText).first { $0.contains(title) } ?? ""
      return line.trimmingCharacters(in: .whitespaces)
    }
    #expect(line("First name").hasSuffix("<type to edit>"))  // focused, being edited
    #expect(line("Last name").hasSuffix("<Lovelace>"))
    #expect(line("About you").hasSuffix("<type to edit>"))
    #expect(!line("Fixed").contains("type to edit"))  // cannot be edited: no invitation
    await session.handle(.tab)
    #expect(line("First name").hasSuffix("<type to edit>"))  // not focused
  }

  @Test func aDeniedRowShowsItsReason() async throws {
    let form = try TestForms.everyKind()
    let session = FormTerminalSession(form: form, title: "T")
    while focusedTag(session) != "locked" { await session.handle(.down) }
    await session.handle(.character("x"))
    #expect(session.statusText == form.editDenial(of: try #require(form.rowID(for: T.locked))))
    #expect(form[T.locked] == "fixed")
    let frame = session.frame(size: .standard)
    #expect(frame.lines[TerminalSize.standard.rows - 2].plainText.contains(session.statusText ?? "?"))
  }

  @Test func typingGoesThroughInputAndBlurValidates() async throws {
    let form = try TestForms.everyKind()
    let session = FormTerminalSession(form: form, title: "T")
    for character in "Ada" { await session.handle(.character(character)) }
    #expect(form[T.name] == "Ada")
    for _ in 0..<3 { await session.handle(.backspace) }
    #expect(form[T.name] == nil)
    #expect(form.state(for: T.name)?.errors.isEmpty == true)  // no error while typing the first time
    await session.handle(.tab)
    #expect(form.state(for: T.name)?.errors.first?.rule == "required")  // the blur ran the rules
  }

  @Test func numbersThatDoNotParseShowAnInputError() async throws {
    let form = try TestForms.everyKind()
    let session = FormTerminalSession(form: form, title: "T")
    while focusedTag(session) != "amount" { await session.handle(.down) }
    for character in "12a" { await session.handle(.character(character)) }
    #expect(form.state(for: T.amount)?.inputError != nil)
    await session.handle(.backspace)
    #expect(form[T.amount] == 12)
    #expect(form.state(for: T.amount)?.inputError == nil)
  }

  @Test func datesAreTypedIntoThePickersFields() async throws {
    let form = try TestForms.everyKind()
    let session = FormTerminalSession(form: form, title: "T")
    while focusedTag(session) != "start" { await session.handle(.down) }
    for character in "2024-05-3" { await session.handle(.character(character)) }
    #expect(session.datePicker != nil)  // the first digit opened the picker
    #expect(session.datePicker?.typed == "3")  // a day of 3… could still be 30 or 31
    await session.handle(.character("1"))
    let date = try #require(form[T.start])
    let parts = Calendar(identifier: .gregorian).dateComponents(in: .current, from: date)
    #expect([parts.year, parts.month, parts.day] == [2024, 5, 31])
    await session.handle(.enter)  // done: the picker closes, the row keeps the focus
    #expect(session.datePicker == nil)
    #expect(focusedTag(session) == "start")
    await session.handle(.tab)
    #expect(focusedTag(session) != "start")
  }

  @Test func switchesStepperSegmentsAndSelectors() async throws {
    let form = try TestForms.everyKind()
    let session = FormTerminalSession(form: form, title: "T")
    while focusedTag(session) != "notify" { await session.handle(.down) }
    await session.handle(.enter)
    #expect(form[T.notify] == true)
    await session.handle(.down)
    #expect(focusedTag(session) == "channel")  // revealed by the switch
    await session.handle(.right)
    #expect(form[T.channel] == "sms")
    await session.handle(.right)
    #expect(form[T.channel] == "mail")
    await session.handle(.down)
    await session.handle(.enter)  // City opens its list
    #expect(session.picker != nil)
    await session.handle(.down)
    await session.handle(.down)
    await session.handle(.enter)
    #expect(form[T.city] == "tyo")
    #expect(session.picker == nil)
    await session.handle(.down)
    await session.handle(.character(" "))  // Days: several choices
    await session.handle(.character(" "))
    await session.handle(.down)
    await session.handle(.down)
    await session.handle(.character(" "))
    await session.handle(.enter)
    #expect(form[T.days] == ["mon", "wed"])
    await session.handle(.down)
    await session.handle(.down)
    await session.handle(.left)
    #expect(form[T.count] == 1)
  }

  @Test func aStepperTakesATypedNumberWithinItsRange() async throws {
    let minutes = RowKey<Int>("minutes")
    let form = try Form { Section { Row.stepper(minutes, "Minutes", value: 30, in: 0...300, step: 5) } }
    let session = FormTerminalSession(form: form, title: "T")
    #expect(HelpText.text(for: session).hasPrefix("←→ change  digits type"))
    for character in "150" { await session.handle(.character(character)) }
    #expect(form[minutes] == 150)
    await session.handle(.backspace)
    #expect(form[minutes] == 15)
    await session.handle(.right)
    await session.handle(.character("7"))  // an arrow ended the typing: 7 starts a new number
    #expect(form[minutes] == 7)
    for character in "0" { await session.handle(.character(character)) }
    await session.handle(.character("0"))  // 700 is out of range: the number is kept at the maximum
    #expect(form[minutes] == 300)
    #expect(session.statusText == "Must be at most 300.")
    let small = try TestForms.everyKind()
    let other = FormTerminalSession(form: small, title: "T")
    while other.focus?.row != small.rowID(for: T.count) { await other.handle(.down) }
    await other.handle(.character("4"))
    #expect(small[T.count] == 4)
    await other.handle(.character("1"))  // 41 does not fit 0…5
    #expect(small[T.count] == 5)
    #expect(other.statusText == "Must be at most 5.")
  }

  @Test func escapeClosesThePickerWithoutChoosing() async throws {
    let form = try TestForms.everyKind()
    let session = FormTerminalSession(form: form, title: "T")
    while focusedTag(session) != "city" { await session.handle(.down) }
    await session.handle(.enter)
    await session.handle(.down)
    await session.handle(.escape)
    #expect(session.picker == nil)
    #expect(form[T.city] == nil)
  }

  @Test func typingALetterInThePickerJumpsToAnOption() async throws {
    let form = try TestForms.everyKind()
    let session = FormTerminalSession(form: form, title: "T")
    while focusedTag(session) != "city" { await session.handle(.down) }
    await session.handle(.enter)
    await session.handle(.character("l"))
    await session.handle(.enter)
    #expect(form[T.city] == "lon")
  }

  @Test func submittingAnInvalidFormFocusesTheFirstError() async throws {
    let form = try TestForms.everyKind()
    let session = FormTerminalSession(form: form, title: "T")
    await session.handle(.down)
    await session.handle(.control("s"))
    #expect(session.outcome == nil)
    #expect(focusedTag(session) == "name")
    #expect(session.statusText?.contains("1 problem") == true)
  }

  @Test func aRefusedSubmitScrollsToTheFirstErrorAndFocusesIt() async throws {
    let late = RowKey<String>("late")
    let form = try Form(
      sections: [
        Section(
          "Many",
          rows: (1...30).map { Row.text(RowKey<String>("r\($0)"), "Row \($0)").eraseToAnyRow() }
            + [Row.text(late, "Late").required().eraseToAnyRow()])
      ])
    let session = FormTerminalSession(form: form, title: "Long")
    let size = TerminalSize(columns: 60, rows: 12)
    #expect(!session.frame(size: size).plainText.contains("Late"))
    await session.handle(.control("s"))
    #expect(session.focus?.row == form.rowID(for: late))
    let frame = session.frame(size: size).plainText
    #expect(frame.contains("> Late *"))
    #expect(frame.contains("! Late is required."))
  }

  @Test func submittingAValidFormEndsWithValuesAndParameters() async throws {
    let form = try TestForms.everyKind()
    let (outcome, terminal, _) = try await drive(form, input: ["Ada", Keys.tab, "ada@example.com", Keys.ctrlS])
    guard case .submitted(let submission) = outcome else {
      Issue.record("not submitted: \(outcome)")
      return
    }
    #expect(submission.values["name"] == "Ada")
    #expect(submission.values["email"] == "ada@example.com")
    #expect(submission.values["channel"] == nil)  // hidden rows are left out
    #expect(submission.parameters["name"] == "Ada")
    #expect(terminal.stopCount == 1 && !terminal.isStarted)
  }

  @Test func theSubmitLineSubmitsAndAButtonCanToo() async throws {
    let (outcome, _, _) = try await drive(try TestForms.everyKind(), input: ["Ada", Keys.backTab, Keys.enter])
    #expect(outcome != .cancelled)
    let form = try Form {
      Section {
        Row.text(RowKey<String>("who"), "Who")
        Row.button("Send", tag: "send") { _ in }
      }
    }
    let (viaButton, _, _) = try await drive(
      form, input: ["me", Keys.tab, Keys.enter], options: .init(submitTitle: nil, submitButtonTags: ["send"]))
    #expect(viaButton == .submitted(FormSubmission(values: ["who": "me"], parameters: ["who": "me"], button: "send")))
  }

  @Test(arguments: [Keys.ctrlC, Keys.ctrlD])
  func controlCAndControlDCancelAndRestoreTheTerminal(key: String) async throws {
    let (outcome, terminal, _) = try await drive(try TestForms.everyKind(), input: ["Ada", key, "more"])
    #expect(outcome == .cancelled)
    #expect(terminal.startCount == 1 && terminal.stopCount == 1)
  }

  @Test func theEndOfInputCancels() async throws {
    let (outcome, terminal, _) = try await drive(try TestForms.everyKind(), input: ["Ada"])
    #expect(outcome == .cancelled)
    #expect(!terminal.isStarted)
  }

  @Test func aFocusedRowThatGetsHiddenHandsFocusOn() async throws {
    let form = try TestForms.everyKind()
    let session = FormTerminalSession(form: form, title: "T")
    while focusedTag(session) != "notify" { await session.handle(.down) }
    await session.handle(.enter)
    await session.handle(.down)
    #expect(focusedTag(session) == "channel")
    form[T.notify] = false
    _ = session.frame(size: .standard)
    #expect(focusedTag(session) == "city")
  }

  @Test func tallFormsScrollToKeepTheFocusVisible() async throws {
    let form = try TestForms.tall()
    let session = FormTerminalSession(form: form, title: "Tall")
    let size = TerminalSize(columns: 60, rows: 12)
    for _ in 0..<25 { await session.handle(.down) }
    let frame = session.frame(size: size)
    #expect(frame.lines.contains { $0.plainText.hasPrefix("> Row 3.6") })
    #expect(frame.lines[0].plainText.contains("↑↓ more"))
    for _ in 0..<60 { await session.handle(.down) }
    let bottom = session.frame(size: size)
    #expect(bottom.lines.contains { $0.plainText.contains("> [ Submit ]") })
    #expect(bottom.lines[0].plainText.hasSuffix("↑ more"))
    await session.handle(.home)
    #expect(session.frame(size: size).lines[0].plainText.hasSuffix("↓ more"))
  }

  @Test func optionsLoadedOnDemandShowUpInThePicker() async throws {
    let bank = RowKey<Int>("bank")
    let form = try Form {
      Section {
        Row.selector(bank, "Bank") { [SelectorOption(1, "ICBC"), SelectorOption(2, "ABC")] }
      }
    }
    let (outcome, terminal, _) = try await drive(form, input: [Keys.enter, Keys.down, Keys.enter, Keys.ctrlS])
    #expect(outcome == .submitted(FormSubmission(values: ["bank": 2], parameters: ["bank": 2])))
    #expect(terminal.screen.text.contains("Bank"))
  }

  @Test func aFormWithOnlyInformationStillRunsAndSubmits() async throws {
    let form = try Form { Section("About") { Row.label("Version", detail: "1.0") } }
    let (outcome, terminal, _) = try await drive(form, input: [Keys.enter])
    #expect(outcome == .submitted(FormSubmission(values: [:], parameters: [:])))
    #expect(terminal.screen.text.contains("Version"))
  }

  @Test func tinyTerminalsStillDraw() async throws {
    let (_, terminal, _) = try await drive(
      try TestForms.everyKind(), size: TerminalSize(columns: 12, rows: 3), input: [Keys.down, "x"])
    #expect(terminal.screen.lines.count == 3)
    #expect(terminal.screen.text.contains("Email") || terminal.screen.text.contains("Ema"))
  }
}

@MainActor
@Suite struct SubformSessionTests {
  @Test func aSubformOpensFullScreenAndWritesBackOnDone() async throws {
    let address = RowKey<FormValue>("address")
    let form = try Form {
      Section {
        Row.subform(address, "Address") {
          Section { Row.text("city", "City") }
        }
      }
    }
    let session = FormTerminalSession(form: form, title: "Order")
    #expect(session.focus?.row == form.rowID(for: address))
    await session.handle(.enter)
    let nested = session.frame(size: TerminalSize(columns: 80, rows: 24))
    #expect(nested.lines.first?.plainText.contains("Order › Address") == true)
    for character in "Paris" { await session.handle(.character(character)) }
    await session.handle(.control("s"))
    #expect(form[address] == ["city": "Paris"])
    #expect(session.outcome == nil)  // only the nested form was submitted
    let back = session.frame(size: TerminalSize(columns: 80, rows: 24))
    #expect(back.lines.contains { $0.plainText.contains("1 field ›") })
  }

  @Test func escapeLeavesTheSubformUnchanged() async throws {
    let address = RowKey<FormValue>("address")
    let form = try Form { Section { Row.subform(address, "Address") { Section { Row.text("city", "City") } } } }
    let session = FormTerminalSession(form: form, title: "Order")
    await session.handle(.enter)
    for character in "Rome" { await session.handle(.character(character)) }
    await session.handle(.escape)
    #expect(form[address] == nil)
    #expect(session.outcome == nil)
  }
}
