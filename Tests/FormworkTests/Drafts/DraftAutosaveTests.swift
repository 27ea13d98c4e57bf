import Formwork
import Foundation
import Testing

@MainActor
@Suite struct DraftAutosaveTests {
  let email = RowKey<String>("email")
  let age = RowKey<Int>("age")
  let phones = SectionKey<String>("phones")
  let clock = ManualValidationClock()

  func makeForm() throws -> Form {
    try Form {
      Section {
        Row.email(email, "Email")
        Row.integer(age, "Age")
      }
      Section.multivalued(phones, "Phones") { Row.phone(nil, "Phone") }
    }
  }

  func savedEmails(_ store: RecordingDraftStore) throws -> [FormValue?] {
    try store.saves.map { text in try FormValue(json: text)["values"]?["email"] }
  }

  // MARK: Debounce

  @Test func savesOnceThePersonPauses() async throws {
    let form = try makeForm()
    let store = RecordingDraftStore()
    let autosave = DraftAutosave(form: form, store: store, debounce: 1, clock: clock)
    #expect(autosave.restore() == .noDraft)

    form[email] = "a"
    await clock.advance(by: 0.5)
    form[email] = "ad"
    await clock.advance(by: 0.5)
    await autosave.flush()
    #expect(store.saves.isEmpty, "each change restarts the debounce")
    form[email] = "ada"
    await clock.advance(by: 0.75)
    await autosave.flush()
    #expect(store.saves.isEmpty)
    await clock.advance(by: 0.25)
    await autosave.flush()
    #expect(try savedEmails(store) == ["ada"])
    #expect(store.calls.first == .recover, "restore cleans up after a crash first")
  }

  @Test func changesThatNeverPauseAreSavedByTheMaximumDelay() async throws {
    let form = try makeForm()
    let store = RecordingDraftStore()
    let autosave = DraftAutosave(form: form, store: store, debounce: 1, maximumDelay: 3, clock: clock)
    for step in 1...7 {
      form[age] = step
      await clock.advance(by: 0.5)
    }
    await autosave.flush()
    let saved = try store.saves.map { try FormValue(json: $0)["values"]?["age"] }
    #expect(saved == [6], "saved 3 s after the first change, while typing went on")
  }

  @Test func nothingIsWrittenWhenTheDraftDidNotChange() async throws {
    let form = try makeForm()
    let store = RecordingDraftStore()
    let autosave = DraftAutosave(form: form, store: store, debounce: 1, clock: clock)
    form[email] = "ada@"
    await clock.advance(by: 1)
    form[email] = "x"
    form[email] = "ada@"
    await clock.advance(by: 1)
    autosave.saveNow()
    await autosave.flush()
    #expect(try savedEmails(store) == ["ada@"])
  }

  @Test func multivaluedEditsAndBlursAreSaved() async throws {
    let form = try makeForm()
    form.updateDelivery = .immediate
    let store = RecordingDraftStore()
    let autosave = DraftAutosave(form: form, store: store, debounce: 1, clock: clock)
    let section = try #require(form.sectionID(forTag: "phones"))
    // NB: a flush after each step: the writer keeps only the newest pending write, so without
    // it a quick succession of saves may reach the store as fewer writes (by design).
    let first = try form.appendMultivaluedRow(toSection: section, value: "1")
    let second = try form.appendMultivaluedRow(toSection: section, value: "2")
    await clock.advance(by: 1)
    await autosave.flush()
    try form.moveRow(second, toSection: section, at: 0)
    await clock.advance(by: 1)
    await autosave.flush()
    form.blur(try #require(form.rowID(for: email)))
    await clock.advance(by: 1)
    await autosave.flush()
    try form.removeRow(first)
    await clock.advance(by: 1)
    await autosave.flush()
    let saved = try store.saves.map { try FormValue(json: $0) }
    #expect(saved.map { $0["values"]?["phones"] } == [["1", "2"], ["2", "1"], ["2", "1"], ["2"]])
    #expect(saved.map { $0["touched"] } == [[], [], ["email"], ["email"]])
  }

  @Test func anUndoIsSavedLikeAnyChange() async throws {
    let form = try makeForm()
    let store = RecordingDraftStore()
    let autosave = DraftAutosave(form: form, store: store, debounce: 1, clock: clock)
    form.input("ada@", for: try #require(form.rowID(for: email)))
    await clock.advance(by: 1)
    await autosave.flush()
    try form.undo()
    await clock.advance(by: 1)
    await autosave.flush()
    #expect(try savedEmails(store) == ["ada@", .null])
  }

  @Test func theFileIsWrittenOffTheMainThread() async throws {
    final class ThreadProbe: DraftStore, @unchecked Sendable {
      private let lock = NSLock()
      private var mainThreadSaves = 0
      var savesOnMain: Int {
        lock.lock()
        defer { lock.unlock() }
        return mainThreadSaves
      }
      var location: String { "probe" }
      func load() throws -> Data? { nil }
      func save(_ data: Data) throws {
        lock.lock()
        defer { lock.unlock() }
        if Thread.isMainThread { mainThreadSaves += 1 }
      }
      func delete() throws {}
      func moveAside() throws -> String { "probe" }
    }
    let form = try makeForm()
    let probe = ThreadProbe()
    let autosave = DraftAutosave(form: form, store: probe, clock: clock)
    form[email] = "ada@"
    autosave.saveNow()
    await autosave.flush()
    #expect(probe.savesOnMain == 0)
  }

  // MARK: Restore

  @Test func restoringPutsTheDraftBackWithoutSavingIt() async throws {
    let saved = try makeForm()
    saved[email] = "ada@example.com"
    let store = RecordingDraftStore(saved.draft().jsonString())
    let form = try makeForm()
    let autosave = DraftAutosave(form: form, store: store, debounce: 1, clock: clock)
    guard case .restored(let report) = autosave.restore() else {
      Issue.record("expected a full restore")
      return
    }
    #expect(report.applied.contains("email"))
    #expect(form[email] == "ada@example.com")
    await clock.advance(by: 5)
    await autosave.flush()
    #expect(store.saves.isEmpty, "the restored state is what the store holds")
  }

  @Test func aCorruptDraftIsMovedAsideAndTheFormOpens() async throws {
    let directory = try TemporaryDirectory()
    defer { #expect(throws: Never.self) { try directory.remove() } }
    let path = directory.file("form.json")
    #expect(FileManager.default.createFile(atPath: path, contents: Data(#"{"format": "formwork.draft", "vers"#.utf8)))
    let form = try makeForm()
    form[age] = 7
    let autosave = DraftAutosave(form: form, store: FileDraftStore(path: path), debounce: 1, clock: clock)
    var errors: [DraftError] = []
    autosave.onError = { errors.append($0) }

    guard case .unusable(let error, let movedTo) = autosave.restore() else {
      Issue.record("expected the draft to be set aside")
      return
    }
    #expect(error.operation == .decode)
    #expect(error.location == path)
    #expect(error.description.hasPrefix("cannot use the draft at \(path): "))
    #expect(error.reason.contains("invalidJSON"), "\(error.reason)")
    #expect(errors == [error])
    #expect(FileManager.default.contents(atPath: movedTo) == Data(#"{"format": "formwork.draft", "vers"#.utf8))
    #expect(form[age] == 7, "the form opens with its own values")
    #expect(autosave.isActive)

    form[email] = "new@"
    await clock.advance(by: 1)
    await autosave.flush()
    let written = try #require(FileManager.default.contents(atPath: path))
    #expect(try FormValue(jsonData: written)["values"]?["email"] == "new@")
    #expect(try directory.names.count == 2, "the new draft and the one set aside; no temporary file")
  }

  @Test func unreadableAndForeignDraftsAreSetAsideToo() throws {
    for (text, operation) in [
      (nil, DraftError.Operation.load), (#"{"format": "formwork.draft", "version": 99}"#, .decode), ("[1, 2]", .decode),
    ] {
      let store = RecordingDraftStore(text ?? "")
      if text == nil { store.fail("load") }
      let autosave = DraftAutosave(form: try makeForm(), store: store, clock: clock)
      guard case .unusable(let error, "memory#aside-1") = autosave.restore() else {
        Issue.record("expected \(text ?? "a failing load") to be set aside")
        continue
      }
      #expect(error.operation == operation)
      #expect(store.calls.contains(.moveAside))
    }
  }

  @Test func aDraftThatCannotBeMovedAsideIsNeverOverwritten() async throws {
    let store = RecordingDraftStore("not json")
    store.fail("moveAside")
    let form = try makeForm()
    let autosave = DraftAutosave(form: form, store: store, debounce: 1, clock: clock)
    guard case .failed(let error) = autosave.restore() else {
      Issue.record("expected a failure")
      return
    }
    #expect(error.operation == .moveAside)
    #expect(error.reason.contains("moveAside failed on purpose"))
    #expect(error.reason.contains("left in place and not overwritten"))
    #expect(!autosave.isActive)
    form[email] = "typed@"
    autosave.saveNow()
    await clock.advance(by: 20)
    await autosave.flush()
    #expect(store.saves.isEmpty)
    #expect(store.text == "not json")
  }

  @Test func aPartlyRestoredDraftIsKeptAsideAndTheRestoredStateSaved() async throws {
    let old = try Form {
      Section {
        Row.email(email, "Email")
        Row.text(RowKey<String>("age"), "Age")
      }
    }
    old[email] = "ada@"
    old[RowKey<String>("age")] = "36"
    let original = old.draft().jsonString()
    let store = RecordingDraftStore(original)
    let form = try makeForm()
    let autosave = DraftAutosave(form: form, store: store, clock: clock)
    guard case .partlyRestored(let report, "memory#aside-1") = autosave.restore() else {
      Issue.record("expected a partial restore")
      return
    }
    #expect(report.dropped.map(\.tag) == ["age"])
    await autosave.flush()
    #expect(store.aside == [original], "what the person typed is never lost")
    #expect(try store.text.map { try FormValue(json: $0)["values"] } == ["email": "ada@", "age": nil, "phones": []])
  }

  // MARK: Submit and failures

  @Test func discardDeletesTheDraftAndDropsAPendingSave() async throws {
    let form = try makeForm()
    let store = RecordingDraftStore()
    let autosave = DraftAutosave(form: form, store: store, debounce: 1, clock: clock)
    form[email] = "ada@"
    await clock.advance(by: 1)
    await autosave.flush()
    form[email] = "ada@example.com"
    autosave.discard()
    await clock.advance(by: 20)
    await autosave.flush()
    #expect(try savedEmails(store) == ["ada@"])
    #expect(store.calls.last == .delete)
    #expect(store.text == nil)
  }

  @Test func aFailedSaveIsReportedAndRetriedWithTheNextChange() async throws {
    let form = try makeForm()
    let store = RecordingDraftStore()
    store.fail("save")
    let autosave = DraftAutosave(form: form, store: store, debounce: 1, clock: clock)
    var errors: [String] = []
    autosave.onError = { errors.append($0.description) }
    form[email] = "ada@"
    await clock.advance(by: 1)
    await autosave.flush()
    #expect(errors == ["cannot save the draft at memory: save failed on purpose"])
    #expect(autosave.lastError?.operation == .save)
    store.fail("save", false)
    form.blur(try #require(form.rowID(for: email)))
    await clock.advance(by: 1)
    await autosave.flush()
    #expect(try savedEmails(store) == ["ada@", "ada@"])
    #expect(store.text != nil)
  }

  @Test func stopEndsSaving() async throws {
    let form = try makeForm()
    let store = RecordingDraftStore()
    let autosave = DraftAutosave(form: form, store: store, debounce: 1, clock: clock)
    form[email] = "ada@"
    autosave.stop()
    await clock.advance(by: 20)
    form[email] = "other@"
    await clock.advance(by: 20)
    await autosave.flush()
    #expect(store.saves.isEmpty)
  }
}
