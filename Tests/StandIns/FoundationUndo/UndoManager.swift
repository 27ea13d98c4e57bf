import Dispatch
import FormworkCore
import Testing

/// Foundation on Linux has no `UndoManager`: this models the part of Foundation's that the
/// renderers, the responder chain and `FormUndoBridge` use, with its grouping rules. UIKit and
/// SwiftUI stand-ins re-export it, as the real frameworks re-export Foundation.
///
/// A violation of Foundation's rules (a registration with no group open while `groupsByEvent` is
/// off, an undo with a group left open, an unbalanced `endUndoGrouping`) is kept in
/// ``violations`` and fails the running test; Foundation raises `NSInternalInconsistencyException`
/// for each.
open class UndoManager: @unchecked Sendable {
  /// Whether a violation fails the running test (the stand-in's own tests turn it off to check
  /// that a violation is caught).
  public var failsTestOnViolation = true
  /// This manager's violations, oldest first (stand-in only).
  public private(set) var violations: [String] = []

  private struct Action {
    let target: AnyObject
    let perform: () -> Void
  }
  private struct Group {
    var actions: [Action] = []
    var name = ""
  }
  private var undoStack: [Group] = []
  private var redoStack: [Group] = []
  /// Open groups, outermost first.
  private var openGroups: [Group] = []
  /// Whether the outermost open group is the run loop pass's (closed on the next turn).
  private var eventGroupIsOpen = false
  public private(set) var isUndoing = false
  public private(set) var isRedoing = false

  public init() {}

  /// "A Boolean value that indicates whether the receiver automatically creates undo groups
  /// around each pass of the run loop." Defaults to `true`.
  public var groupsByEvent = true

  /// "The number of nested undo groups (or redo groups, if Redo was invoked last) in the current
  /// event loop."
  public var groupingLevel: Int { openGroups.count }

  /// "A Boolean value that indicates whether the receiver has any actions to undo." ("The return
  /// value does not mean you can safely invoke undo() … you may have to close open undo groups
  /// first.")
  public var canUndo: Bool {
    !undoStack.isEmpty || (!isUndoing && openGroups.contains { !$0.actions.isEmpty })
  }
  /// "A Boolean value that indicates whether the receiver has any actions to redo."
  public var canRedo: Bool { !redoStack.isEmpty }

  /// "Marks the beginning of an undo group." (With `groupsByEvent`, inside the run loop pass's
  /// group.)
  public func beginUndoGrouping() {
    if groupingLevel == 0, groupsByEvent { openEventGroup() }
    openGroups.append(Group())
  }

  /// "Marks the end of an undo group." "If there's no open undo group, it raises an
  /// internalInconsistencyException."
  public func endUndoGrouping() {
    guard let group = openGroups.popLast() else {
      violate("endUndoGrouping() with no open undo group")
      return
    }
    if openGroups.isEmpty {
      eventGroupIsOpen = false
      close(group)
    } else if !group.actions.isEmpty {
      // A nested group's operations are undone with the group around it.
      openGroups[openGroups.count - 1].actions += group.actions
      if !group.name.isEmpty { openGroups[openGroups.count - 1].name = group.name }
    }
  }

  /// "Records a single undo operation for a given target, so that when an undo is performed it's
  /// executed." Registered while undoing, it lands on the redo stack; any other registration
  /// clears the redo stack. With no group open: "If groupsByEvent is false, you must open and
  /// close groups explicitly."
  public func registerUndo<Target: AnyObject>(
    withTarget target: Target, handler: @escaping @Sendable (Target) -> Void
  ) {
    if openGroups.isEmpty {
      guard groupsByEvent else {
        violate("registerUndo(withTarget:handler:) with no open undo group while groupsByEvent is false")
        return
      }
      openEventGroup()
    }
    if !isUndoing, !isRedoing { redoStack.removeAll() }
    openGroups[openGroups.count - 1].actions.append(Action(target: target, perform: { handler(target) }))
  }

  /// "Sets the name of the action associated with the Undo or Redo command." It names the open
  /// group, or the last group registered.
  public func setActionName(_ actionName: String) {
    if !openGroups.isEmpty {
      openGroups[0].name = actionName
    } else if isUndoing, !redoStack.isEmpty {
      redoStack[redoStack.count - 1].name = actionName
    } else if !undoStack.isEmpty {
      undoStack[undoStack.count - 1].name = actionName
    }
  }

  public var undoActionName: String { undoStack.last?.name ?? "" }
  public var redoActionName: String { redoStack.last?.name ?? "" }
  /// "The complete title of the Undo menu command, for example, 'Undo Paste.'"
  public var undoMenuItemTitle: String { undoActionName.isEmpty ? "Undo" : "Undo \(undoActionName)" }
  /// "The complete title of the Redo menu command, for example, 'Redo Paste.'"
  public var redoMenuItemTitle: String { redoActionName.isEmpty ? "Redo" : "Redo \(redoActionName)" }

  /// "Closes the top-level undo group if necessary and invokes undoNestedGroup()." "This method
  /// … raises an internalInconsistencyException if more than one undo group is open (that is, if
  /// the last group isn't properly closed)."
  public func undo() {
    if groupsByEvent, groupingLevel == 1 { endUndoGrouping() }
    guard groupingLevel == 0 else {
      violate("undo() with \(groupingLevel) undo groups open")
      return
    }
    guard let group = undoStack.popLast() else { return }
    isUndoing = true
    run(group, collectingInto: \.redoStack)
    isUndoing = false
  }

  /// "Performs the operations in the last group on the redo stack, if there are any, recording
  /// them on the undo stack as a single group."
  public func redo() {
    guard groupingLevel == 0 else {
      violate("redo() with \(groupingLevel) undo groups open")
      return
    }
    guard let group = redoStack.popLast() else { return }
    isRedoing = true
    run(group, collectingInto: \.undoStack)
    isRedoing = false
  }

  /// "Removes from both stacks all operations that have the specified target."
  public func removeAllActions(withTarget target: Any) {
    let object = target as AnyObject
    func strip(_ groups: inout [Group]) {
      for index in groups.indices { groups[index].actions.removeAll { $0.target === object } }
    }
    strip(&undoStack)
    strip(&redoStack)
    strip(&openGroups)
    undoStack.removeAll { $0.actions.isEmpty }
    redoStack.removeAll { $0.actions.isEmpty }
  }

  /// "Clears the undo and redo stacks and re-enables the receiver."
  public func removeAllActions() {
    undoStack.removeAll()
    redoStack.removeAll()
  }

  /// Undo groups on the undo stack (stand-in only).
  public var undoGroupCount: Int { undoStack.count }

  // MARK: Private

  private func violate(_ message: String) {
    violations.append(message)
    if failsTestOnViolation { Issue.record("Foundation would raise: \(message)") }
  }

  /// Runs a group's operations last first; what they register becomes one group of the other
  /// stack.
  private func run(_ group: Group, collectingInto stack: ReferenceWritableKeyPath<UndoManager, [Group]>) {
    // The group on the other stack keeps the action's name unless what runs names it again.
    openGroups.append(Group(name: group.name))
    for action in group.actions.reversed() { action.perform() }
    let collected = openGroups.removeLast()
    if !collected.actions.isEmpty { self[keyPath: stack].append(collected) }
  }

  /// A closed top-level group goes on the undo stack (empty ones are dropped).
  private func close(_ group: Group) {
    if !group.actions.isEmpty { undoStack.append(group) }
  }

  /// The run loop pass's group: the outermost, closed when the main queue next turns.
  private func openEventGroup() {
    eventGroupIsOpen = true
    openGroups.append(Group())
    DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.closeEventGroup() } }
  }

  private func closeEventGroup() {
    guard eventGroupIsOpen, !openGroups.isEmpty else { return }
    guard openGroups.count == 1 else {
      violate("the run loop pass ended with \(openGroups.count - 1) undo groups left open")
      return
    }
    endUndoGrouping()
  }
}

/// Foundation's undo manager has every requirement of Formwork's bridge (the conformance is in
/// Formwork on Apple's platforms).
extension UndoManager: FormUndoManaging {}
