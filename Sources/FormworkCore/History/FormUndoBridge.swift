import Foundation

/// What ``FormUndoBridge`` needs of an undo manager: Foundation's `UndoManager` has all of it.
///
/// The requirements are Foundation's own, so `UndoManager` conforms with no code. A type of your
/// own (a command history in a document app, say) conforms by keeping Foundation's rules: an
/// action registered while undoing lands on the redo stack, and one registered while no group is
/// open either opens the run loop's group (`groupsByEvent`) or is a programming error.
public protocol FormUndoManaging: AnyObject {
  /// Records `handler` as one undo operation on `target`.
  func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping @Sendable (Target) -> Void)
  /// Names the undo (or, while undoing, the redo) action being registered.
  func setActionName(_ actionName: String)
  /// Removes every operation registered on `target` from both stacks.
  func removeAllActions(withTarget target: Any)
  /// Opens a group of operations undone together.
  func beginUndoGrouping()
  /// Closes the group ``beginUndoGrouping()`` opened.
  func endUndoGrouping()
  /// Whether each pass of the run loop is one group.
  var groupsByEvent: Bool { get set }
  /// How many groups are open.
  var groupingLevel: Int { get }
  /// Whether the manager is undoing.
  var isUndoing: Bool { get }
  /// Whether the manager is redoing.
  var isRedoing: Bool { get }
}

#if canImport(ObjectiveC)
  extension UndoManager: FormUndoManaging {}

  /// A ``FormUndoBridge`` to Foundation's `UndoManager`: the responder chain's on UIKit and
  /// SwiftUI's `undoManager`.
  public typealias FormUndoManagerBridge = FormUndoBridge<UndoManager>
#endif

/// Connects a form's history to an undo manager: Foundation's `UndoManager` on Apple's
/// platforms (the responder chain's on UIKit, with shake to undo, ⌘Z / ⇧⌘Z and the keyboard's
/// shortcut bar; SwiftUI's `undoManager`).
///
/// ```swift
/// override var undoManager: UndoManager? { formUndoManager }
/// let formUndoManager = UndoManager()
/// lazy var undoBridge = FormUndoManagerBridge(form: form, undoManager: formUndoManager)
/// ```
///
/// Each step of the form becomes one undo group with the step's name, so one ⌘Z undoes one
/// step even when several steps are registered in one pass of the run loop (a bridge made for
/// a form that already has a history registers every step). The undo manager's undo and redo
/// call ``Form/undo()`` and ``Form/redo()``. A refused undo (a locked row) keeps the form's step,
/// shows the denial through the form's events, and registers the form's steps again. When the
/// form undoes or redoes by itself (a button of the app's), the manager's list is made again
/// from the form's undo stack; redo steps are not carried over.
@MainActor
public final class FormUndoBridge<Manager: FormUndoManaging> {
  /// The form whose history the bridge registers.
  public let form: Form
  /// The undo manager the bridge registers with.
  public let undoManager: Manager
  private var subscription: FormSubscription?
  /// What the undo manager's operations are registered on.
  private let target = UndoStepTarget()
  /// Set while the bridge itself undoes or redoes, so the form's report is not registered twice.
  private var isApplying = false

  /// Registers `form`'s undo steps with `undoManager`, and every step the form adds from now on.
  public init(form: Form, undoManager: Manager) {
    self.form = form
    self.undoManager = undoManager
    target.perform = { [weak self] undo in self?.perform(undo: undo) }
    subscription = form.onHistoryChange { [weak self] change in self?.historyChanged(change) }
    for name in form.undoStepNames { registerStep(named: name, undo: true) }
  }

  deinit {
    MainActor.assumeIsolated { undoManager.removeAllActions(withTarget: target) }
  }

  private func historyChanged(_ change: HistoryChange) {
    guard !isApplying else { return }
    switch change {
    case .added(let name): registerStep(named: name, undo: true)
    case .undone, .redone, .cleared, .trimmed: resynchronize()
    }
  }

  /// Registers one step. Registered while the manager undoes, it lands on the redo stack.
  ///
  /// Outside any group, the step gets a group of its own: with `groupsByEvent`, steps registered
  /// in one pass of the run loop would otherwise share the pass's group, and one undo would undo
  /// them all.
  private func registerStep(named name: String, undo: Bool) {
    let ownGroup = undoManager.groupingLevel == 0
    let groupsByEvent = undoManager.groupsByEvent
    if ownGroup {
      undoManager.groupsByEvent = false
      undoManager.beginUndoGrouping()
    }
    undoManager.registerUndo(withTarget: target) { target in
      MainActor.assumeIsolated { target.perform?(undo) }
    }
    undoManager.setActionName(name)
    if ownGroup {
      undoManager.endUndoGrouping()
      undoManager.groupsByEvent = groupsByEvent
    }
  }

  private func perform(undo: Bool) {
    let name = (undo ? form.undoActionName : form.redoActionName) ?? ""
    isApplying = true
    defer { isApplying = false }
    do {
      if undo { try form.undo() } else { try form.redo() }
      // The inverse goes on the manager's other stack.
      registerStep(named: name, undo: !undo)
    } catch {
      // The form emitted the denial; its steps did not move. Rebuild the manager's list on
      // the next turn, outside its undo.
      DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.resynchronize() } }
    }
  }

  /// Makes the manager's actions match the form's undo stack (redo steps are not carried over).
  private func resynchronize() {
    guard !undoManager.isUndoing, !undoManager.isRedoing else { return }
    undoManager.removeAllActions(withTarget: target)
    for name in form.undoStepNames { registerStep(named: name, undo: true) }
  }
}

/// The object a bridge's undo operations are registered on: it calls back into the bridge
/// (which is generic over its manager) with whether to undo or redo.
@MainActor
private final class UndoStepTarget {
  var perform: ((Bool) -> Void)?
}
