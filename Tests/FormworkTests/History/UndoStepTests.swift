import Formwork
import Foundation
import Testing

/// What an undo step is and what becomes of it: the history keeps at most `undoLimit` steps, a
/// typing session ends with an undo or a redo, a step naming a row that is gone does not block
/// the ones before it, a full list does not refuse to undo an Add, and steps are named in full.
@MainActor
@Suite struct UndoStepTests {
  static let name = RowKey<String>("name")
  static let city = RowKey<String>("city")
  static let stops = SectionKey<String>("stops")

  func makeForm(maxRows: Int? = nil, stopTitle: String = "Stop") throws -> Form {
    try Form {
      Section("Account") {
        Row.text(Self.name, "Name")
        Row.text(Self.city, "City")
      }
      Section.multivalued(Self.stops, "Stops", values: ["Lyon", "Paris"], maxRows: maxRows) {
        Row.text(nil, stopTitle)
      }
    }
  }

  func row(_ form: Form, _ tag: String) throws -> RowID { try #require(form.rowID(forTag: tag)) }

  @Test func loweringTheLimitTrimsTheHistoryAtOnce() throws {
    let form = try makeForm()
    for text in ["a", "b", "c"] { try form.setValue(.string(text), forTag: "name", origin: .user) }
    #expect(form.undoStepNames.count == 3)
    form.undoLimit = 1
    #expect(form.undoStepNames == ["Typing"])
    try form.undo()
    #expect(form[Self.name] == "b", "the newest step is the one kept")
    #expect(!form.canUndo)
  }

  /// Observers of the history (an undo manager's bridge, an Undo button) hear that steps went
  /// when a lower limit drops them, and hear nothing when it drops none.
  @Test func loweringTheLimitTellsTheHistorysObservers() throws {
    let form = try makeForm()
    for text in ["a", "b", "c"] { try form.setValue(.string(text), forTag: "name", origin: .user) }
    var heard: [HistoryChange] = []
    let subscription = form.onHistoryChange { heard.append($0) }
    form.undoLimit = 5
    #expect(heard.isEmpty)
    form.undoLimit = 1
    #expect(heard == [.trimmed])
    subscription.cancel()
  }

  @Test func typingAfterARedoStartsANewStep() throws {
    let form = try makeForm()
    let name = try row(form, "name")
    form.focus(name)
    for text in ["A", "Ad"] { form.input(text, for: name) }
    try form.undo()
    #expect(form[Self.name] == nil)
    try form.redo()
    #expect(form[Self.name] == "Ad")
    form.input("Ada", for: name)
    #expect(form.undoStepNames == ["Typing", "Typing"])
    try form.undo()
    #expect(form[Self.name] == "Ad", "the redone step keeps what it redid")
  }

  @Test func typingAfterAnUndoStartsANewStep() throws {
    let form = try makeForm()
    let name = try row(form, "name")
    let city = try row(form, "city")
    form.focus(city)
    form.input("Lyon", for: city)
    form.focus(name)
    form.input("A", for: name)
    try form.undo()
    #expect(form[Self.name] == nil)
    form.focus(name)
    form.input("B", for: name)
    form.input("Bo", for: name)
    #expect(form.undoStepNames == ["Typing", "Typing"])
    try form.undo()
    #expect(form[Self.name] == nil)
    #expect(form[Self.city] == "Lyon")
  }

  @Test func aStepWhoseRowsAreGoneIsSkippedAndEarlierStepsStayReachable() throws {
    let form = try makeForm()
    try form.setValue("Ada", forTag: "name", origin: .user)
    try form.setValue("Lyon", forTag: "city", origin: .user)
    try form.removeRow(try row(form, "city"))
    try form.undo()
    #expect(form[Self.name] == nil, "the step before the one of the removed row is undone")
    #expect(!form.canUndo)
    try form.redo()
    #expect(form[Self.name] == "Ada")
    #expect(!form.canRedo, "the step of the removed row is dropped")
  }

  @Test func aStepKeepsWhatStillAppliesWhenOneOfItsRowsIsGone() throws {
    let form = try makeForm()
    form.undoGroup("Fill") {
      form[Self.name] = "Ada"
      form[Self.city] = "Lyon"
    }
    try form.removeRow(try row(form, "city"))
    #expect(form.undoActionName == "Fill")
    try form.undo()
    #expect(form[Self.name] == nil)
    try form.redo()
    #expect(form[Self.name] == "Ada")
  }

  /// The "Add" row of the stops: the last row the list shows in the section.
  func addRow(_ form: Form) throws -> RowID {
    form.flush()
    return try #require(form.snapshot.rows(inSection: 1).last)
  }

  /// How many stops the list shows (empty ones too), the Add row left out.
  func stopCount(_ form: Form) -> Int {
    form.flush()
    return form.snapshot.rows(inSection: 1).count - 1
  }

  @Test func undoingAnAddOrAMoveInAFullListIsNotRefused() throws {
    let form = try makeForm(maxRows: 3)
    form.tap(try addRow(form))
    #expect(stopCount(form) == 3)
    #expect(form.state(of: try addRow(form))?.isDisabled == true, "the list is full")
    try form.undo()
    #expect(stopCount(form) == 2)
    try form.redo()
    #expect(stopCount(form) == 3)
    let stops = try #require(form.sectionID(forTag: "stops"))
    try form.moveShownRow(at: 0, to: 2, inSection: stops)
    #expect(form[Self.stops] == ["Paris", "Lyon"])
    try form.undo()
    #expect(form[Self.stops] == ["Lyon", "Paris"])
  }

  @Test func stepsOfUntitledRowsAreNamedInFull() throws {
    let form = try makeForm(stopTitle: "")
    let stop = try #require(form.snapshot.rows(inSection: 1).first)
    try form.removeRow(stop)
    #expect(form.undoActionName == "Delete Entry")
    form.tap(try addRow(form))
    #expect(form.undoActionName == "Add Entry")
    let stops = try #require(form.sectionID(forTag: "stops"))
    try form.moveShownRow(at: 0, to: 2, inSection: stops)
    #expect(form.undoActionName == "Move Entry")
    form.locale = Locale(identifier: "de")
    #expect(form.validationMessages.historyDelete("") == "Eintrag löschen")
    #expect(form.validationMessages.historyChange("") == "Wert ändern")
  }

  @Test func theAppsOwnListWritesAreNotUndoableUnlessItSaysSo() throws {
    let form = try makeForm()
    try form.setValues(["Metz", "Nancy"], for: Self.stops)
    try form.setValues(["stops": ["Brest"]])
    #expect(form[Self.stops] == ["Brest"])
    #expect(!form.canUndo)
    form.undoableOrigins.insert(.program)
    try form.setValues(["Metz"], for: Self.stops)
    #expect(form.canUndo)
    try form.undo()
    #expect(form[Self.stops] == ["Brest"])
  }

  @Test func pressesOnAStepperAreOneStepLikeTyping() throws {
    let seats = RowKey<Int>("seats")
    let form = try Form {
      Section {
        Row.stepper(seats, "Seats", value: 0, in: 0...200)
        Row.text(Self.name, "Name")
      }
    }
    let stepper = try row(form, "seats")
    for _ in 0..<130 { try form.step(stepper, by: 1) }
    #expect(form.undoStepNames == ["Change Seats"])
    try form.setValue("Ada", forTag: "name", origin: .user)
    try form.step(stepper, by: -1)
    #expect(form.undoStepNames.count == 3, "another step ends the session")
    try form.undo()
    try form.undo()
    try form.undo()
    #expect(form[seats] == 0)
  }

  @Test func undoInAReadOnlyFormAnswersWithThePolicysReason() throws {
    let form = try makeForm()
    form.editPolicy = .readOnly(reason: "Orders are read-only once sent.")
    let error = try #require(throws: FormError.self) { try form.undo() }
    #expect(error.message == "Orders are read-only once sent.")
    let redo = try #require(throws: FormError.self) { try form.redo() }
    #expect(redo.message == "Orders are read-only once sent.")
  }
}
