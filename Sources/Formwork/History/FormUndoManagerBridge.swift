#if canImport(ObjectiveC)
  import Foundation

  /// Connects a form's history to a Foundation `UndoManager`: the responder chain's on UIKit
  /// (shake to undo, ⌘Z / ⇧⌘Z, the keyboard's shortcut bar) and SwiftUI's `undoManager`.
  ///
  /// ```swift
  /// override var undoManager: UndoManager? { formUndoManager }
  /// let formUndoManager = UndoManager()
  /// lazy var undoBridge = FormUndoManagerBridge(form: form, undoManager: formUndoManager)
  /// ```
  ///
  /// Each step of the form becomes one undo action with the step's name; the undo manager's undo
  /// and redo call ``Form/undo()`` and ``Form/redo()``. A refused undo (a locked row) keeps the
  /// form's step, shows the denial through the form's events, and re-registers the form's steps.
  @MainActor
  public final class FormUndoManagerBridge {
    public let form: Form
    public let undoManager: UndoManager
    private var subscription: FormSubscription?
    /// Set while the bridge itself undoes or redoes, so the form's report is not registered twice.
    private var isApplying = false

    public init(form: Form, undoManager: UndoManager) {
      self.form = form
      self.undoManager = undoManager
      subscription = form.onHistoryChange { [weak self] change in self?.historyChanged(change) }
      if let name = form.undoActionName { registerUndo(named: name) }
    }

    deinit {
      MainActor.assumeIsolated { undoManager.removeAllActions(withTarget: self) }
    }

    private func historyChanged(_ change: HistoryChange) {
      guard !isApplying else { return }
      switch change {
      case .added(let name): registerUndo(named: name)
      case .undone, .redone, .cleared, .trimmed: resynchronize()
      }
    }

    private func registerUndo(named name: String) {
      undoManager.registerUndo(withTarget: self) { bridge in
        MainActor.assumeIsolated { bridge.perform(undo: true) }
      }
      undoManager.setActionName(name)
    }

    private func registerRedo(named name: String) {
      // Registered while the manager undoes, this lands on its redo stack.
      undoManager.registerUndo(withTarget: self) { bridge in
        MainActor.assumeIsolated { bridge.perform(undo: false) }
      }
      undoManager.setActionName(name)
    }

    private func perform(undo: Bool) {
      let name = (undo ? form.undoActionName : form.redoActionName) ?? ""
      isApplying = true
      defer { isApplying = false }
      do {
        if undo { try form.undo() } else { try form.redo() }
        // The inverse goes on the manager's other stack.
        if undo { registerRedo(named: name) } else { registerUndo(named: name) }
      } catch {
        // The form emitted the denial; its steps did not move. Rebuild the manager's list on
        // the next turn, outside its undo.
        DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.resynchronize() } }
      }
    }

    /// Makes the manager's actions match the form's undo stack (redo steps are not carried over).
    private func resynchronize() {
      guard !undoManager.isUndoing, !undoManager.isRedoing else { return }
      undoManager.removeAllActions(withTarget: self)
      for name in form.undoStepNames { registerUndo(named: name) }
    }
  }
#endif
