import Formwork
import FormworkExamples
import Foundation
import Testing

@testable import FormworkTerminal

/// The accessible, line-by-line mode: one question a line, no escape sequences, every row kind
/// answered, what is wrong said under the answer, pages checked, submitted at the end; and the
/// binary's `--accessible` flag and `FORMWORK_ACCESSIBLE` variable.
@MainActor
@Suite struct LinePromptTests {
  typealias T = TestForms.Tags

  func run(_ form: Form, _ answers: [String], options: FormTerminalSession.Options = .init()) async
    -> (FormTerminalSession.Outcome, String)
  {
    let lines = ScriptedLines(answers)
    let outcome = await LinePromptSession(form: form, title: "Test", options: options).run(on: lines)
    return (outcome, lines.transcript)
  }

  @Test func everyRowKindIsAnsweredOnItsOwnLine() async throws {
    let form = try TestForms.everyKind()
    let (outcome, transcript) = await run(
      form,
      [
        "Ada",  // Name
        "ada@example.com",  // Email
        "y",  // Notify me: reveals Channel
        "2",  // Channel: Mail
        "london",  // City, by title
        "1, 3",  // Days
        "s3cret",  // Code
        "4",  // Count
        "12.5",  // Amount
        "2026-05-01",  // Start
        "y",  // I agree
      ])
    guard case .submitted(let submission) = outcome else {
      Issue.record("not submitted:\n\(transcript)")
      return
    }
    #expect(form[T.name] == "Ada")
    #expect(form[T.channel] == "mail")
    #expect(form[T.city] == "lon")
    #expect(form[T.days] == ["mon", "wed"])
    #expect(form[T.code] == "s3cret")
    #expect(form[T.count] == 4)
    #expect(form[T.amount] == Decimal(string: "12.5"))
    #expect(form[T.start] != nil)
    #expect(form[T.agree] == true)
    #expect(submission.values["notify"] == .bool(true))
    // Plain lines: no escape sequence, no carriage return.
    #expect(!transcript.contains("\u{1B}") && !transcript.contains("\r"))
    #expect(transcript.contains("Name, required (Ada Lovelace): Ada\n"))
    #expect(transcript.contains("City (a number from the list):\n  1. Paris\n  2. London\n  3. 東京\n> london\n"))
    #expect(transcript.contains("Count (a number from 0 to 5) [2]: 4\n"))
    #expect(transcript.contains("Locked: fixed (disabled: "))  // said, not asked
    #expect(transcript.contains("Help: Read the terms first\n"))
    #expect(transcript.contains("Submitted: Test"))
  }

  @Test func aDisabledOptionIsSaidAsDisabledAndItsChoiceRefused() async throws {
    let plan = RowKey<String>("plan")
    let form = try Form {
      Section {
        Row.selector(plan, "Plan", options: [.init("basic", "Basic"), .init("team", "Team")], presentation: .push)
          .option("team", enabledWhen: "false")
      }
    }
    let (outcome, transcript) = await run(form, ["2", "1"])
    // A screen reader hears which options cannot be chosen before choosing one.
    #expect(transcript.contains("  1. Basic\n  2. Team (disabled)\n> 2\n! "))
    guard case .submitted = outcome else {
      Issue.record("not submitted:\n\(transcript)")
      return
    }
    #expect(form[plan] == "basic")
  }

  func starForm(locked: Bool) throws -> Form {
    let starred = RowKey<Bool>("starred")
    return try Form {
      Section {
        Row.text("name", "Name", value: "Ada")
          .disabled { _ in locked }
          .swipeActions(edge: .leading) { SwipeAction("Star") { $0.form[starred] = true } }
          .swipeActions(edge: .trailing) { SwipeAction("Unstar", style: .destructive) { $0.form[starred] = false } }
        Row.switch(starred, "Starred")
      }
    }
  }

  @Test func aRowsActionsAreOfferedOnceItIsAnswered() async throws {
    let form = try starForm(locked: false)
    // Name, then its actions: Star, offered again, Enter for none; Starred kept.
    let (outcome, transcript) = await run(form, ["Bea", "1", "", ""])
    #expect(
      transcript.contains(
        "Name [Ada]: Bea\nActions of Name (a number from the list, Enter for none):\n  1. Star\n  2. Unstar\n> 1\n"
          + "Actions of Name (a number from the list, Enter for none):\n  1. Star\n  2. Unstar\n> \nStarred"))
    guard case .submitted = outcome else {
      Issue.record("not submitted:\n\(transcript)")
      return
    }
    #expect(form[RowKey<String>("name")] == "Bea")
    #expect(form[RowKey<Bool>("starred")] == true)
  }

  @Test func anActionThatChangesARowThePersonCannotEditIsRefusedWithWhy() async throws {
    let form = try starForm(locked: true)
    let (_, transcript) = await run(form, ["1", "", ""])
    #expect(transcript.contains("Name: Ada (disabled"))
    #expect(transcript.contains("  2. Unstar\n> 1\n! "))
    #expect(form[RowKey<Bool>("starred")] != true)
  }

  @Test func aDashClearsEveryKindOfAnswer() async throws {
    let name = RowKey<String>("name")
    let color = RowKey<String>("color")
    let extras = RowKey<[String]>("extras")
    let count = RowKey<Int>("count")
    let options: [SelectorOption<String>] = [.init("red", "Red"), .init("blue", "Blue")]
    let form = try Form {
      Section {
        Row.text(name, "Name", value: "Ada")
        Row.selector(color, "Color", value: "red", options: options, presentation: .push)
        Row.multipleSelector(extras, "Extras", value: ["red", "blue"], options: options)
        Row.stepper(count, "Count", value: 2)
      }
    }
    let (outcome, transcript) = await run(form, ["-", "-", "1, 7", "-", "-"])
    guard case .submitted = outcome else {
      Issue.record("not submitted:\n\(transcript)")
      return
    }
    #expect(form[name] == nil)
    #expect(form[color] == nil)
    #expect(transcript.contains("> 1, 7\n! 7 is not on the list.\n"), "a wrong part is named, nothing is kept")
    #expect(form[extras] == [])
    #expect(form[count] == nil)
  }

  @Test func whatIsWrongIsSaidAndTheRowAskedAgain() async throws {
    let form = try TestForms.everyKind()
    let (outcome, transcript) = await run(
      form, ["", "", "maybe", "n", "9", "1", "", "", "3", "ten", "7", "", "", "Ada"])
    #expect(transcript.contains("Notify me (y or n) [Off]: maybe\n! Answer y or n.\nNotify me (y or n) [Off]: n\n"))
    #expect(transcript.contains("> 9\n! 9 is not on the list.\n"))
    #expect(transcript.contains("ten\n! 'ten' is not a number.\n"))
    // Submitting with Name empty: the problem is said, then Name is asked again.
    #expect(transcript.contains("1 problem:\n  ! Name: Name is required.\nName, required (Ada Lovelace): Ada\n"))
    guard case .submitted = outcome else {
      Issue.record("not submitted:\n\(transcript)")
      return
    }
    #expect(form[T.count] == 3)
    #expect(form[T.amount] == 7)
  }

  @Test func aTextRowsRuleSpeaksAfterTheAnswer() async throws {
    let form = try Form {
      Section {
        Row.email(RowKey<String>("email"), "Email").required()
          .rules(.custom("email", message: "Enter a valid email address.") { value, _ in value?.contains(".") ?? true })
        Row.textArea(RowKey<String>("bio"), "About you")
        Row.slider(RowKey<Double>("volume"), "Volume", value: 0.5, in: 0...1)
      }
    }
    let (outcome, transcript) = await run(
      form, ["ada@", "ada@example.com", "Line one", "Line two", "", "2", "0.8"])
    #expect(transcript.contains("Email, required: ada@\n! Enter a valid email address.\nEmail, required [ada@]: "))
    #expect(transcript.contains("About you (several lines; an empty line ends): Line one\nLine two\n\n"))
    #expect(transcript.contains("Volume (a number from 0 to 1) [0.5]: 2\n! "))
    guard case .submitted = outcome else {
      Issue.record("not submitted:\n\(transcript)")
      return
    }
    #expect(form[RowKey<String>("bio")] == "Line one\nLine two")
    #expect(form[RowKey<Double>("volume")] == 0.8)
  }

  @Test func pagesAreCheckedBeforeTheNextOneIsAsked() async throws {
    let form = try TestForms.pages()
    let (outcome, transcript) = await run(form, ["", "2", "Ada", "FR123", "", "y", "1000"])
    #expect(transcript.contains("Step 1 of 2 · Applicant"))
    #expect(
      transcript.contains("1 problem:\n  ! Name: Name is required.\nStep 1 of 3 · Applicant\nName, required: Ada"))
    #expect(transcript.contains("Step 2 of 3 · Company\nVAT number, required: FR123"))  // shown by the answer
    #expect(
      transcript.contains("1 problem:\n  ! Amount: Amount is required.\nStep 3 of 3 · Loan\nAmount, required: 1000"))
    guard case .submitted(let submission) = outcome else {
      Issue.record("not submitted:\n\(transcript)")
      return
    }
    #expect(submission.values["amount"] == .int(1000))
    #expect(form[TestForms.PageTags.insured] == true)
  }

  @Test func aCompleteTriggerEndsTheRunSubmittedAfterItsPage() async throws {
    let form = try Form {
      Page("First") { Section { Row.text("stop", "Stop").trigger(when: "stop == 'yes'", .complete) } }
      Page("Second") { Section { Row.text("city", "City").required() } }
    }
    let (outcome, transcript) = await run(form, ["yes"])
    guard case .submitted(let submission) = outcome else {
      Issue.record("not submitted:\n\(transcript)")
      return
    }
    #expect(submission.values["stop"] == "yes")
    #expect(!transcript.contains("City"))
  }

  @Test func buttonsAndNestedFormsAreOfferedAndEndOfInputCancels() async throws {
    let address = RowKey<FormValue>("address")
    let pressed = RowKey<Bool>("pressed")
    let form = try Form {
      Section {
        Row.switch(pressed, "Pressed")
        Row.button("Check", tag: "check") { context in context.form[pressed] = true }
        Row.subform(address, "Address") { Section { Row.text("city", "City") } }
      }
    }
    let (outcome, transcript) = await run(form, ["", "y", "y"])
    #expect(transcript.contains("Press Check? (y or n): y\n"))
    #expect(transcript.contains("Fill in Address? (y or n): y\nTest › Address\n"))
    #expect(outcome == .cancelled)  // input ended before the nested form was done
    #expect(form[pressed] == true)
    let again = try Form {
      Section { Row.subform(address, "Address") { Section { Row.text("city", "City") } } }
    }
    let (done, said) = await run(again, ["y", "Paris"])
    #expect(said.contains("Submitted: Test › Address\nAddress: "))
    guard case .submitted(let submission) = done else {
      Issue.record("not submitted:\n\(said)")
      return
    }
    #expect(submission.values["address"]?["city"] == .string("Paris"))
  }

  @Test func aListsAddButtonAsksForEachNewRowThenAgain() async throws {
    let form = try TestForms.lists()
    let (outcome, transcript) = await run(form, ["Ada", "", "", "", "y", "444", "n", "", ""])
    #expect(transcript.contains("Press Add a phone? (y or n): y\nPhone: 444\nPress Add a phone? (y or n): n\n"))
    guard case .submitted(let submission) = outcome else {
      Issue.record("not submitted:\n\(transcript)")
      return
    }
    #expect(submission.values["phones"] == ["111", "222", "333", "444"])
  }

  @Test func aMenuOfButtonsAsksWhichOneSubmits() async throws {
    let form = try Form {
      Section {
        Row.button("Newsletter", tag: "n") { _ in }
        Row.button("Login", tag: "l") { _ in }
      }
    }
    let (outcome, transcript) = await run(
      form, ["3", "login"], options: .init(submitTitle: nil, submitButtonTags: ["n", "l"]))
    #expect(transcript.contains("Submit with (a number from the list):\n  1. Newsletter\n  2. Login\n> 3\n"))
    #expect(outcome == .submitted(FormSubmission(values: [:], parameters: [:], button: "l")))
  }

  @Test func theWordsAreTheFormsLanguage() async throws {
    let form = try TestForms.everyKind()
    form.locale = Locale(identifier: "de_DE")
    let (_, transcript) = await run(form, [])
    #expect(transcript.contains(TerminalStrings(locale: Locale(identifier: "de_DE")).linesIntro))
    #expect(transcript.contains("Name, \(form.strings.controls.required) (Ada Lovelace): "))
  }

  @Test func theBinaryAsksLineByLineWithTheFlagOrTheVariable() throws {
    let binary = try BuiltBinary.formwork.get()
    let answers = "Ada\nada@example.com\n\n\n\n\n"
    let flag = BuiltBinary.runSeparately(
      binary.path, ["demo", "newsletter", "--accessible"], input: answers, environment: ["LANG": "en_US.UTF-8"])
    #expect(!flag.standardError.contains("\u{1B}"))
    #expect(flag.standardError.contains("Answer each question"))
    let variable = BuiltBinary.runSeparately(
      binary.path, ["run", "newsletter"], input: answers,
      environment: ["FORMWORK_ACCESSIBLE": "1", "LANG": "en_US.UTF-8"])
    #expect(variable.standardError == flag.standardError)
    #expect(variable.status == flag.status)
    let help = BuiltBinary.run(binary.path, ["demo", "--help"]).output
    #expect(help.contains("--accessible") && help.contains("FORMWORK_ACCESSIBLE"))
  }

  @Test func aNoticeIsSaidAsALineAndEachAnswerIsReported() async throws {
    let form = try TestForms.everyKind()
    let lines = ScriptedLines(["Ada", "", "y"])
    let session = LinePromptSession(form: form, title: "Test")
    var answers = 0
    session.onAnswer = { answers += 1 }
    session.showNotice("Draft restored from d.json (1 answer)")
    session.showNotice("Cannot save the draft", isError: true)
    _ = await session.run(on: lines)
    // Said once, after the introduction and before the first question.
    let intro = TerminalStrings(locale: form.locale).linesIntro
    #expect(
      lines.transcript.contains(
        intro + "\nDraft restored from d.json (1 answer)\n! Cannot save the draft\nContact\nName, required"))
    #expect(lines.transcript.components(separatedBy: "Draft restored").count == 2)
    // The name and the switch; the email kept as it was (Enter alone) is no answer.
    #expect(answers == 2)
  }

  @Test func theBinaryKeepsADraftLineByLine() throws {
    let binary = try BuiltBinary.formwork.get()
    let draft = FileManager.default.temporaryDirectory.appendingPathComponent("lines-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: draft) }
    let arguments = ["demo", "newsletter", "--accessible", "--draft", draft]
    let english = ["LANG": "en_US.UTF-8"]
    // Two answers, then the input ends: cancelled, the answers kept.
    let first = BuiltBinary.runSeparately(binary.path, arguments, input: "Ada\nada@example.com\n", environment: english)
    #expect(first.status == 130)
    let saved = try FormValue(jsonData: try Data(contentsOf: URL(fileURLWithPath: draft)))
    #expect(saved.jsonString().contains("ada@example.com"))
    // Again: the draft is restored, said as a line, its answers kept by Enter alone; submitted,
    // the draft is deleted.
    let second = BuiltBinary.runSeparately(binary.path, arguments, input: "\n\n\n\n\n", environment: english)
    #expect(second.status == 0)
    #expect(second.standardError.contains("\nDraft restored from \(draft) (2 answers)\n"))
    #expect(second.standardError.contains("Name, required (Ada Lovelace) [Ada]: "))
    #expect(try FormValue(json: second.standardOutput)["values"]?["email"] == "ada@example.com")
    #expect(!FileManager.default.fileExists(atPath: draft))
  }
}
