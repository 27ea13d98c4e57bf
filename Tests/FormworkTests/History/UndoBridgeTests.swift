import Foundation
import Testing

@testable import FormworkCore

#if os(Linux)
  // Foundation has no undo manager on Linux: the stand-in models Foundation's.
  import FoundationUndo
#endif

/// A form's history given to an undo manager: one undo group per step, whatever the run loop
/// groups, every step registered however late the bridge comes, denials that keep the step.
@MainActor
@Suite(.serialized) struct UndoBridgeTests {
  let name = RowKey<String>("name")
  let seats = RowKey<Int>("seats")

  func makeForm() throws -> Form {
    try Form {
      Section("Booking") {
        Row.text(name, "Name")
        Row.integer(seats, "Seats")
      }
    }
  }

  /// Waits for the main queue's next turn: the end of this pass of the run loop.
  func nextTurn() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { continuation.resume() }
    }
  }

  @Test func stepsMadeInOnePassOfTheRunLoopAreUndoneOneByOne() async throws {
    let form = try makeForm()
    let manager = UndoManager()
    let bridge = FormUndoBridge(form: form, undoManager: manager)
    try form.setValue("Ada", for: name, origin: .user)
    try form.setValue(2, for: seats, origin: .user)
    try form.setValue(3, for: seats, origin: .user)
    #expect(manager.canUndo)
    manager.undo()
    #expect(form[seats] == 2, "one undo is one step, though the three came in one event")
    #expect(form[name] == "Ada")
    manager.undo()
    #expect(form[seats] == nil)
    #expect(form[name] == "Ada")
    manager.redo()
    #expect(form[seats] == 2)
    await nextTurn()
    manager.undo()
    manager.undo()
    #expect(form[name] == nil)
    #expect(!manager.canUndo)
    withExtendedLifetime(bridge) {}
  }

  @Test func aBridgeMadeLateRegistersEveryStepOfTheHistory() throws {
    let form = try makeForm()
    try form.setValue("Ada", for: name, origin: .user)
    try form.setValue(2, for: seats, origin: .user)
    try form.setValue(3, for: seats, origin: .user)
    // A screen that appears again, or a new undo manager in SwiftUI's environment.
    let manager = UndoManager()
    let bridge = FormUndoBridge(form: form, undoManager: manager)
    #expect(manager.undoActionName == form.undoActionName)
    manager.undo()
    manager.undo()
    manager.undo()
    #expect(form[name] == nil)
    #expect(form[seats] == nil)
    #expect(!form.canUndo)
    manager.redo()
    #expect(form[name] == "Ada")
    withExtendedLifetime(bridge) {}
  }

  @Test func undoingInTheFormItselfRebuildsTheManagersList() throws {
    let form = try makeForm()
    let manager = UndoManager()
    let bridge = FormUndoBridge(form: form, undoManager: manager)
    try form.setValue("Ada", for: name, origin: .user)
    try form.setValue(2, for: seats, origin: .user)
    try form.undo()  // an Undo button of the app's, not the manager
    manager.undo()
    #expect(form[name] == nil, "the manager's next undo is the form's next step")
    #expect(!manager.canUndo)
    try form.setValue("Lin", for: name, origin: .user)
    form.clearUndoHistory()
    #expect(!manager.canUndo, "a cleared history leaves nothing to undo")
    withExtendedLifetime(bridge) {}
  }

  @Test func aRefusedUndoKeepsTheStepAndRegistersItAgain() async throws {
    let form = try makeForm()
    let manager = UndoManager()
    let bridge = FormUndoBridge(form: form, undoManager: manager)
    try form.setValue("Ada", for: name, origin: .user)
    form.editPolicy = .locked(["name"], reason: "Signed.")
    var denied: [String] = []
    let subscription = form.observe { event in
      if case .denied(_, let reason) = event { denied.append(reason) }
    }
    manager.undo()
    #expect(form[name] == "Ada")
    #expect(denied == ["Signed."])
    await nextTurn()
    #expect(manager.canUndo, "the step is registered again once the manager's undo is over")
    form.editPolicy = .unrestricted
    manager.undo()
    #expect(form[name] == nil)
    subscription.cancel()
    withExtendedLifetime(bridge) {}
  }

  @Test func aBridgeThatGoesAwayTakesItsStepsWithIt() throws {
    let form = try makeForm()
    let manager = UndoManager()
    var bridge: FormUndoBridge<UndoManager>? = FormUndoBridge(form: form, undoManager: manager)
    try form.setValue("Ada", for: name, origin: .user)
    #expect(manager.canUndo)
    bridge = nil
    withExtendedLifetime(bridge) {}
    #expect(!manager.canUndo)
    manager.undo()
    #expect(form[name] == "Ada")
  }

  @Test func stepsAreNamedInTheFormsWords() throws {
    let form = try makeForm()
    let manager = UndoManager()
    let bridge = FormUndoBridge(form: form, undoManager: manager)
    try form.setValue(2, for: seats, origin: .user)
    let step = try #require(form.undoActionName)
    #expect(manager.undoActionName == step)
    manager.undo()
    #expect(manager.redoActionName == step)
    withExtendedLifetime(bridge) {}
  }
}
