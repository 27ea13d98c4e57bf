import Foundation
import Testing
import UIKit

/// Foundation's undo manager as the stand-in models it: groups by run loop pass, explicit groups,
/// the redo stack, and what Foundation raises for.
@MainActor
@Suite("Foundation stand-in: UndoManager", .serialized)
struct UndoManagerTests {
  @MainActor final class Counter {
    var value = 0
    func add(_ amount: Int, on manager: UndoManager) {
      value += amount
      manager.registerUndo(withTarget: self) { counter in
        MainActor.assumeIsolated { counter.add(-amount, on: manager) }
      }
    }
  }

  func nextTurn() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { continuation.resume() }
    }
  }

  @Test("one pass of the run loop is one group; undo closes it first")
  func groupsByEvent() async {
    let manager = UndoManager()
    let counter = Counter()
    counter.add(1, on: manager)
    counter.add(2, on: manager)
    #expect(manager.groupingLevel == 1, "the pass's group is open")
    #expect(manager.canUndo)
    manager.undo()
    #expect(counter.value == 0, "both operations were in the pass's group")
    #expect(manager.canRedo)
    manager.redo()
    #expect(counter.value == 3)
    await nextTurn()
    counter.add(4, on: manager)
    await nextTurn()
    #expect(manager.groupingLevel == 0, "the pass's group closes when the run loop turns")
    manager.undo()
    #expect(counter.value == 3)
    #expect(manager.violations.isEmpty)
  }

  @Test("explicit groups: nested ones are undone with the group around them")
  func explicitGroups() {
    let manager = UndoManager()
    manager.failsTestOnViolation = false
    manager.groupsByEvent = false
    let counter = Counter()
    manager.beginUndoGrouping()
    counter.add(1, on: manager)
    manager.beginUndoGrouping()
    counter.add(2, on: manager)
    manager.endUndoGrouping()
    manager.endUndoGrouping()
    manager.beginUndoGrouping()
    counter.add(10, on: manager)
    manager.setActionName("Ten")
    manager.endUndoGrouping()
    #expect(manager.undoGroupCount == 2)
    #expect(manager.undoMenuItemTitle == "Undo Ten")
    manager.undo()
    #expect(counter.value == 3)
    #expect(manager.redoMenuItemTitle == "Redo Ten", "the redo group keeps the action's name")
    manager.undo()
    #expect(counter.value == 0)
    manager.redo()
    #expect(counter.value == 3)
    counter.add(5, on: manager)
    #expect(
      manager.violations == [
        "registerUndo(withTarget:handler:) with no open undo group while groupsByEvent is false"
      ])
  }

  @Test("Foundation raises for an unbalanced end and an undo with groups left open")
  func violations() {
    let manager = UndoManager()
    manager.failsTestOnViolation = false
    manager.groupsByEvent = false
    manager.endUndoGrouping()
    manager.beginUndoGrouping()
    manager.beginUndoGrouping()
    manager.undo()
    #expect(manager.violations == ["endUndoGrouping() with no open undo group", "undo() with 2 undo groups open"])
  }

  @Test("a new registration clears the redo stack; removing a target's actions empties its groups")
  func redoStackAndRemoval() {
    let manager = UndoManager()
    let counter = Counter()
    let other = Counter()
    counter.add(1, on: manager)
    manager.undo()
    #expect(manager.canRedo)
    other.add(7, on: manager)
    #expect(!manager.canRedo)
    manager.undo()
    #expect(other.value == 0)
    manager.removeAllActions(withTarget: other)
    #expect(!manager.canUndo)
    #expect(!manager.canRedo)
  }
}
