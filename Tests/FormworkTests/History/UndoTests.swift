import Foundation
import Testing

@testable import FormworkCore

/// Undo and redo in the model: every renderer gets them.
@MainActor
@Suite struct UndoTests {
  let name = RowKey<String>("name")
  let company = RowKey<Bool>("company")
  let vat = RowKey<String>("vat")
  let stops = SectionKey<String>("stops")

  func makeForm() throws -> Form {
    try Form {
      Section("Account") {
        Row.text(name, "Name")
        Row.switch(company, "Company")
        Row.text(vat, "VAT").hidden { $0[company] != true }.hiddenValue(.clear)
      }
      Section.multivalued(stops, "Stops", values: ["Lyon", "Paris", "Nice"]) { Row.text(nil, "Stop") }
    }
  }

  func id(_ form: Form, _ tag: String) throws -> RowID { try #require(form.rowID(forTag: tag)) }

  @Test func typingIsOneStepPerEditingSession() throws {
    let form = try makeForm()
    let row = try id(form, "name")
    form.focus(row)
    for text in ["A", "Ad", "Ada"] { form.input(text, for: row) }
    #expect(form.undoActionName == "Typing")
    form.blur(row)
    form.focus(row)
    form.input("Ada L", for: row)
    try form.undo()
    #expect(form[name] == "Ada")
    try form.undo()
    #expect(form[name] == nil)
    #expect(!form.canUndo)
    #expect(form.focusedRow == row, "the focus comes back to the row")
    try form.redo()
    try form.redo()
    #expect(form[name] == "Ada L")
    #expect(!form.canRedo)
  }

  @Test func undoRestoresValuesClearedByTheChangeAndEmitsUndoEvents() throws {
    let form = try makeForm()
    form[company] = true
    try form.setValue("FR123", for: vat, origin: .user)
    try form.setValue(false, for: company, origin: .user)  // hides and clears VAT
    #expect(form[vat] == nil)
    var origins: [ChangeOrigin] = []
    let subscription = form.observe { event in
      if case .valueChanged(let change) = event { origins.append(change.origin) }
    }
    try form.undo()
    subscription.cancel()
    #expect(form[company] == true)
    #expect(form[vat] == "FR123", "the clear was part of the step")
    #expect(try !form.isHidden(id(form, "vat")))
    #expect(Set(origins) == [.undo])
    _ = form.flush()
  }

  @Test func deletingAStopIsUndoneWithItsIdentityAndValue() throws {
    let form = try makeForm()
    let section = try #require(form.sectionID(forTag: "stops"))
    let paris = form.rowIDs(inSection: section)[1]
    _ = form.flush()
    try form.removeRow(paris)
    #expect(form[stops] == ["Lyon", "Nice"])
    #expect(form.undoActionName == "Delete Stop")
    _ = form.flush()
    try form.undo()
    #expect(form[stops] == ["Lyon", "Paris", "Nice"])
    #expect(form.rowIDs(inSection: section)[1] == paris)
    let update = try #require(form.flush())
    #expect(update.list.stages.flatMap(\.itemInserts).count == 1)
    try form.redo()
    #expect(form[stops] == ["Lyon", "Nice"])
    // Moves and inserts too.
    try form.moveRow(form.rowIDs(inSection: section)[1], toSection: section, at: 0)
    #expect(form[stops] == ["Nice", "Lyon"])
    #expect(form.undoActionName == "Move Stop")
    try form.undo()
    #expect(form[stops] == ["Lyon", "Nice"])
    try form.appendMultivaluedRow(toSection: section, value: .string("Lille"))
    #expect(form.undoActionName == "Add Stop")
    try form.undo()
    #expect(form[stops] == ["Lyon", "Nice"])
  }

  @Test func programChangesOptInAndGroupsNameTheirStep() throws {
    let form = try makeForm()
    form[name] = "set by the app"
    #expect(!form.canUndo, "program writes are not undoable by default")
    form.undoGroup("Fill from Server") {
      form[name] = "Ada"
      form[company] = true
    }
    #expect(form.undoActionName == "Fill from Server")
    try form.undo()
    #expect(form[name] == "set by the app")
    #expect(form[company] == false)
    form.undoableOrigins.insert(.program)
    form[name] = "Grace"
    #expect(form.undoActionName == "Change Name")
    form.undoableOrigins.insert(.hydration)
    form.hydrate(from: .object(["name": .string("Lin")]), matching: .sourcePathsOrTags)
    #expect(form.undoActionName == "Fill In")
  }

  @Test func anUndoCannotWriteALockedRow() throws {
    let form = try makeForm()
    try form.setValue("Ada", for: name, origin: .user)
    form.editPolicy = .locked(["name"], reason: "Signed.")
    var denied: [String] = []
    let subscription = form.observe { event in
      if case .denied(_, let reason) = event { denied.append(reason) }
    }
    #expect(throws: FormError.self) { try form.undo() }
    subscription.cancel()
    #expect(form[name] == "Ada")
    #expect(denied == ["Signed."])
    #expect(form.canUndo, "the step stays")
  }

  @Test func resetIsUndoableAndTheHistoryIsBounded() throws {
    let form = try makeForm()
    try form.setValue("Ada", for: name, origin: .user)
    try form.reset()
    #expect(form.undoActionName == "Reset")
    try form.undo()
    #expect(form[name] == "Ada")
    form.undoLimit = 3
    for index in 0..<10 { try form.setValue(index % 2 == 0, for: company, origin: .user) }
    var undone = 0
    while form.canUndo {
      try form.undo()
      undone += 1
    }
    #expect(undone == 3)
    #expect(throws: FormError.self) { try form.undo() }
  }

  @Test func contentObserversHearEveryContentChangeOnce() throws {
    let form = try makeForm()
    var heard: [Set<ChangeOrigin>] = []
    let subscription = form.onContentChange { heard.append($0.origins) }
    form.transaction {
      form[name] = "Ada"
      form[company] = true
    }
    let row = try id(form, "name")
    form.focus(row)
    form.blur(row)
    form.hydrate(from: .object(["name": .string("Lin")]), matching: .sourcePathsOrTags)
    subscription.cancel()
    #expect(heard == [[.program], [.hydration]])
  }

  @Test func historyObserversHearStepsButNotTypingThatExtendsOne() throws {
    let form = try makeForm()
    var heard: [HistoryChange] = []
    let subscription = form.onHistoryChange { heard.append($0) }
    let row = try id(form, "name")
    form.focus(row)
    form.input("A", for: row)
    form.input("Ad", for: row)
    try form.setValue(true, for: company, origin: .user)
    try form.undo()
    try form.redo()
    form.clearUndoHistory()
    subscription.cancel()
    #expect(
      heard == [
        .added("Typing"), .added("Change Company"), .undone("Change Company"), .redone("Change Company"), .cleared,
      ])
    #expect(form.undoStepNames.isEmpty)
  }
}
