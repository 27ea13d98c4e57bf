import Formwork
import Foundation
import Testing

@testable import FormworkTerminal

/// What the menu shows after a form was submitted, a restored draft's notice, a check's
/// outcome and the headless answers file: in the form's order and language.
@MainActor
@Suite struct SubmittedScreenTests {
  typealias T = TestForms.Tags

  func submission(of form: Form) -> FormSubmission {
    FormSubmission(values: .object(form.values(including: .policy)), parameters: [:])
  }

  @Test func theSubmittedValuesAreListedInTheFormsOrder() throws {
    let form = try TestForms.everyKind()
    form[T.name] = "Ada"
    form[T.email] = "ada@example.com"
    let screen = try SubmittedScreen.session(for: submission(of: form), of: form, title: "Sign up")
    let text = screen.frame(size: .standard).plainText
    #expect(text.contains("Submitted: Sign up"))
    let name = try #require(text.range(of: "name"))
    let email = try #require(text.range(of: "email"))
    let count = try #require(text.range(of: "count"))
    #expect(name.lowerBound < email.lowerBound && email.lowerBound < count.lowerBound)
    #expect(SubmittedScreen.ordered(["b": 1, "z": 2, "a": 3], tags: ["z", "b"]).map(\.0) == ["z", "b", "a"])
  }

  @Test func theSubmittedScreenSpeaksTheFormsLanguage() throws {
    let form = try TestForms.everyKind()
    form.locale = Locale(identifier: "en-XA")
    let screen = try SubmittedScreen.session(for: submission(of: form), of: form, title: "Sign up")
    let text = screen.frame(size: .standard).plainText
    for english in ["Submitted", "VALUES", "Printed as JSON", "Back to the menu"] {
      #expect(!text.contains(english), "\(english) is left in English:\n\(text)")
    }
  }

  @Test func aRestoredDraftCountsAnswersNotDefaults() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("drafts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("form.draft.json").path
    let first = try TestForms.everyKind()
    first[T.name] = "Ada"
    first[T.email] = "ada@example.com"
    let saving = DraftAutosave(form: first, store: FileDraftStore(path: path))
    saving.saveNow()
    await saving.flush()
    let form = try TestForms.everyKind()
    let before = form.values(including: .allRows)
    let autosave = DraftAutosave(form: form, store: FileDraftStore(path: path))
    let outcome = autosave.restore()
    let answers = DraftNotice.answersRestored(outcome, before: before, form: form)
    #expect(answers == 2)  // the stepper's 2 and the switch's false were defaults
    let notice = DraftNotice.text(for: outcome, path: path, answers: answers, words: form.strings.terminal)
    #expect(notice?.text == "Draft restored from \(path) (2 answers)")
    #expect(notice?.isError == false)
  }

  @Test func aCheckSaysWhatItFound() async throws {
    let form = try TestForms.everyKind()
    let session = FormTerminalSession(form: form, title: "Check")
    session.showCheck(form.validate())
    #expect(session.statusText == "1 problem: Name is required.")
    form[T.name] = "Ada"
    session.showCheck(form.validate())
    #expect(session.statusText == "No problems found.")
  }

  @Test func anAnswersFileNamingAKeyTwiceIsFound() {
    func duplicates(_ json: String) -> [String] { AnswersFile.duplicateKeys(in: Data(json.utf8)) }
    #expect(duplicates(#"{"a": 1, "b": {"a": 2, "a": 3}, "c": [{"b": 1}]}"#).isEmpty)  // nested keys are theirs
    #expect(duplicates(#"{"a": "x, \"a\": 1", "a": 2, "b": 1, "\u0062": 2}"#) == ["a", "b"])
    #expect(duplicates(#"[{"a": 1}, {"a": 2}]"#).isEmpty)
  }
}
