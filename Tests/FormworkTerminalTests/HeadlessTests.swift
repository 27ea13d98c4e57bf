import Formwork
import FormworkExamples
import Testing

@testable import FormworkTerminal

@MainActor
@Suite struct HeadlessTests {
  typealias T = TestForms.Tags

  nonisolated static var samples: [(String, String)] {
    Examples.all.flatMap { example in example.answers.map { (example.name, $0.name) } }
  }

  /// Every example's sample answers give the result the example says they give.
  @Test(arguments: samples)
  func exampleAnswers(example name: String, sample sampleName: String) async throws {
    let example = try #require(Examples.named(name))
    let sample = try #require(example.answers.first { $0.name == sampleName })
    let result = try await HeadlessRun.run(
      form: example.make(), answers: sample.answers, parameters: example.parameters)
    switch (sample.expectation, result) {
    case (.valid, .valid(let submission, _)):
      #expect(result.exitCode == .success)
      guard case .object(let values) = submission.values else {
        Issue.record("values are not an object")
        return
      }
      guard case .object(let answers) = sample.answers else { return }
      // Every answer shows up in the values (as the row's type: "1815-12-10" becomes a date).
      for tag in answers.keys { #expect(values[tag] != nil, "missing \(tag)") }
    case (.invalid(let tags), .invalid(let issues)):
      #expect(result.exitCode == .invalidAnswers)
      // The rows that fail, by their own tag; a nested form's rows add `row.tag` paths under them.
      func root(_ path: String) -> String { String(path.prefix { $0 != "." && $0 != "[" }) }
      #expect(Set(issues.map { root($0.path) }) == tags)
      guard case .object(let errors)? = result.json["errors"] else {
        Issue.record("no errors object")
        return
      }
      #expect(Set(errors.keys.map(root)) == tags)
    default:
      Issue.record("expected \(sample.expectation), got \(result)")
    }
  }

  @Test(arguments: Examples.all.map(\.name))
  func everyExampleHasValidAndInvalidSamples(name: String) throws {
    let example = try #require(Examples.named(name))
    #expect(example.answers.contains { $0.expectation == .valid })
    #expect(example.answers.contains { if case .invalid = $0.expectation { true } else { false } })
  }

  @Test(arguments: Examples.all.filter { $0.hydrationSample != nil }.map(\.name))
  func hydrationSamplesFillTheirExample(name: String) throws {
    let example = try #require(Examples.named(name))
    let sample = try #require(example.hydrationSample)
    let form = try example.make()
    try FormIOAdapter.hydrate(form, from: sample)
    guard case .object(let members) = sample else {
      Issue.record("a hydration sample must be an object")
      return
    }
    for (tag, value) in members where form.rowID(forTag: tag) != nil {
      #expect(try form.value(forTag: tag) == value, "\(tag)")
    }
  }

  @Test func answersGoThroughTheInputPaths() async throws {
    let form = try TestForms.everyKind()
    let answers: FormValue = [
      "name": "Ada", "email": "ada@example.com", "notify": true, "channel": "mail", "city": "tyo",
      "days": ["wed", "mon"], "code": "s3cret", "count": 4, "amount": "12.50", "start": "2024-05-31", "agree": true,
    ]
    let result = try await HeadlessRun.run(form: form, answers: answers)
    guard case .valid(let submission, _) = result else {
      Issue.record("invalid: \(result)")
      return
    }
    #expect(form[T.channel] == "mail")  // answered after "notify" revealed it
    #expect(form[T.days] == ["mon", "wed"])  // in the options' order
    #expect(form[T.amount] == 12.5)  // text parsed like typed text
    #expect(form[T.start] != nil)
    #expect(submission.values["count"] == 4)
    #expect(result.json == submission.jsonObject)
  }

  @Test func answersThatCannotBeAppliedAreReportedWithTheirPaths() async throws {
    let form = try TestForms.everyKind()
    let answers: FormValue = [
      "name": 42, "emial": "x", "city": "rome", "days": "mon", "amount": "12a", "start": "31 février",
      "locked": "open", "channel": "sms", "first name": "Ada",
    ]
    do {
      _ = try await HeadlessRun.run(form: form, answers: answers)
      Issue.record("expected an AnswersError")
    } catch {
      #expect(error.exitCode == .badAnswersFile)
      let byPath = Dictionary(error.problems.map { ($0.location.path ?? "", $0.message) }, uniquingKeysWith: { $1 })
      #expect(byPath["$.name"]?.contains("expected a string") == true)
      #expect(byPath["$.emial"]?.contains("no row has this tag. Did you mean 'email'?") == true)
      #expect(byPath["$.city"]?.contains("not one of the options") == true)
      #expect(byPath["$.days"]?.contains("expected a list") == true)
      #expect(byPath["$.amount"] != nil)
      #expect(byPath["$.start"] != nil)
      #expect(byPath["$.locked"]?.contains("cannot be edited") == true)
      #expect(byPath["$.channel"]?.contains("hidden") == true)
      #expect(byPath[#"$["first name"]"#] != nil)
      #expect(error.description.contains("$.emial"))
    }
  }

  @Test func answersMustBeAnObject() async throws {
    await #expect(throws: AnswersError.self) {
      _ = try await HeadlessRun.run(form: TestForms.everyKind(), answers: ["a", "b"])
    }
  }

  @Test func invalidFormsListErrorsByTag() async throws {
    let result = try await HeadlessRun.run(form: TestForms.everyKind(), answers: ["email": "ada"])
    #expect(result.exitCode == .invalidAnswers)
    #expect(result.json == ["errors": ["name": ["Name is required."]]])
  }

  @Test func warningsDoNotBlock() async throws {
    let result = try await HeadlessRun.run(form: TestForms.everyKind(), answers: ["name": "Ada", "email": "ada"])
    guard case .valid(_, let warnings) = result else {
      Issue.record("expected valid")
      return
    }
    #expect(warnings.map(\.description) == ["email: warning: Looks like a typo"])
  }

  @Test func errorsOfAListsRowsAndOfNestedFormsAreNamedByTheirPath() async throws {
    let example = try #require(Examples.named("transport-order"))
    let answers: FormValue = [
      "unloading": [["contact": "Ada", "phone": "021 6888 1234", "address": "1 Bund"], ["contact": "Bo"]]
    ]
    let result = try await HeadlessRun.run(form: example.make(), answers: answers, parameters: example.parameters)
    let errors = result.json["errors"]
    #expect(errors?["unloading[0]"] == nil)
    #expect(errors?["unloading[1]"] == ["A stop needs a contact, a phone and an address."])
    #expect(errors?["unloading[1].phone"] == ["Phone is required."])
    #expect(errors?["unloading[1].address"] == ["Address is required."])
    #expect(errors?["Stop"] == nil)
  }

  @Test func nestedAnswersThatCannotBeAppliedGiveTheirWholePath() async throws {
    let form = try #require(Examples.named("nested-form")).make()
    do {
      _ = try await HeadlessRun.run(form: form, answers: ["address": ["bogus": 1, "city": 3]])
      Issue.record("expected an AnswersError")
    } catch {
      let paths = Set(error.problems.compactMap(\.location.path))
      #expect(paths == ["$.address.bogus", "$.address.city"])
    }
  }

  @Test func aButtonAnsweredTrueIsPressedAndRevealsRows() async throws {
    let example = try #require(Examples.named("new-schedule"))
    let answers: FormValue = [
      "name": "Sync", "start": "2099-05-04T09:00:00Z", "end": "2099-05-04T10:00:00Z", "addRemind": true,
      "remind": 15, "note": "Bring the slides",
    ]
    let result = try await HeadlessRun.run(form: example.make(), answers: answers)
    guard case .valid(let submission, _) = result else {
      Issue.record("invalid: \(result)")
      return
    }
    #expect(submission.values["remind"] == 15)
    #expect(submission.values["note"] == "Bring the slides")
    await #expect(throws: AnswersError.self) {
      _ = try await HeadlessRun.run(form: example.make(), answers: ["addRemind": "yes"])
    }
  }

  @Test func answersFillEveryPageAndErrorsNameTheirPage() async throws {
    let valid = try await HeadlessRun.run(form: TestForms.pages(), answers: ["applicant": "Ada", "amount": 5000])
    guard case .valid(let submission, _) = valid else {
      Issue.record("invalid: \(valid)")
      return
    }
    #expect(submission.values["amount"] == 5000)
    let company = try await HeadlessRun.run(
      form: TestForms.pages(), answers: ["applicant": "Acme", "category": "company"])
    guard case .invalid(let issues) = company else {
      Issue.record("expected errors, got \(company)")
      return
    }
    #expect(company.exitCode == .invalidAnswers)
    #expect(
      issues.map(\.description) == ["Company › vat: VAT number is required.", "Loan › amount: Amount is required."])
    #expect(company.json["errors"] == ["vat": ["VAT number is required."], "amount": ["Amount is required."]])
    #expect(company.json["pages"] == ["vat": "Company", "amount": "Loan"])
  }

  @Test func aHiddenPageTakesNoAnswers() async throws {
    let form = try TestForms.pages()
    do {
      _ = try await HeadlessRun.run(form: form, answers: ["applicant": "Ada", "vat": "FR123"])
      Issue.record("expected an AnswersError")
    } catch {
      #expect(error.problems.map(\.location.path) == ["$.vat"])
      #expect(error.problems.first?.message.contains("hidden") == true)
    }
  }

  @Test func theAnswerGuideNamesEachRowsPage() async throws {
    let lines = await AnswerGuide.lines(for: try TestForms.pages())
    #expect(lines.contains { $0.hasPrefix("vat") && $0.hasSuffix("(page Company, required, hidden now)") })
    #expect(lines.contains { $0.hasPrefix("amount") && $0.contains("(page Loan, required)") })
  }

  @Test func formsWithoutPagesPrintNoPages() async throws {
    let result = try await HeadlessRun.run(form: TestForms.everyKind(), answers: ["email": "ada"])
    #expect(result.json["pages"] == nil)
  }

  static let volume = RowKey<Double>("volume")
  static let copies = RowKey<Int>("copies")

  static func sound() throws -> Form {
    try Form {
      Section {
        Row.slider(volume, "Volume", value: 0.5, in: 0...1, steps: 10)
        Row.stepper(copies, "Copies", value: 1, in: 1...9)
      }
    }
  }

  @Test func sliderAnswersOutsideTheirBoundsAreRefusedLikeSteppers() async throws {
    let form = try Self.sound()
    do {
      _ = try await HeadlessRun.run(form: form, answers: ["volume": 5, "copies": 12])
      Issue.record("expected an AnswersError")
    } catch {
      let byPath = Dictionary(error.problems.map { ($0.location.path ?? "", $0.message) }, uniquingKeysWith: { $1 })
      #expect(byPath.keys.sorted() == ["$.copies", "$.volume"])
      #expect(byPath["$.volume"]?.contains("outside") == true)
    }
    #expect(form[Self.volume] == 0.5)  // not clamped to 1
    let valid = try await HeadlessRun.run(form: try Self.sound(), answers: ["volume": .decimal(0.8), "copies": 3])
    guard case .valid(let submission, _) = valid else {
      Issue.record("invalid: \(valid)")
      return
    }
    #expect(submission.values["volume"] == .decimal(0.8))
    await #expect(throws: AnswersError.self) {
      _ = try await HeadlessRun.run(form: try Self.sound(), answers: ["volume": "loud"])
    }
  }

  @Test func exitCodesAreDistinct() {
    let codes = FormworkExitCode.allCases.map(\.rawValue)
    #expect(Set(codes).count == codes.count)
    #expect(FormworkExitCode.invalidAnswers != FormworkExitCode.badAnswersFile)
  }
}
