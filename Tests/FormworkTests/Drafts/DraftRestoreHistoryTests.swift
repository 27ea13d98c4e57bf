import Formwork
import Foundation
import Testing

/// Opening saved content is not an edit: a draft restored when the form opens, or a server's
/// data hydrated into it, is no undo step unless the app asks for one, so an undo cannot empty
/// what was restored (and the autosave cannot then overwrite the draft with nothing).
@MainActor
@Suite struct DraftRestoreHistoryTests {
  let email = RowKey<String>("email")
  let age = RowKey<Int>("age")

  func makeForm() throws -> Form {
    try Form {
      Section {
        Row.email(email, "Email")
        Row.integer(age, "Age")
      }
    }
  }

  @Test func aRestoredDraftIsNoUndoStep() throws {
    let saved = try makeForm()
    saved[email] = "ada@example.com"
    saved[age] = 36
    let form = try makeForm()
    let report = try form.restoreMatching(draft: saved.draft())
    #expect(report.isComplete)
    #expect(!form.canUndo)
    #expect(form[email] == "ada@example.com")
    try form.setValue(37, forTag: "age", origin: .user)
    try form.undo()
    #expect(form[age] == 36, "the undo goes back to what was restored, no further")
    #expect(!form.canUndo)
  }

  @Test func hydrationIsNoUndoStepUnlessTheAppAsks() throws {
    let form = try makeForm()
    form.hydrate(from: ["email": "lin@example.com"], matching: .sourcePathsOrTags)
    #expect(!form.canUndo)
    form.undoableOrigins.insert(.hydration)
    form.hydrate(from: ["email": "grace@example.com"], matching: .sourcePathsOrTags)
    #expect(form.undoActionName == "Fill In")
    try form.undo()
    #expect(form[email] == "lin@example.com")
  }
}
