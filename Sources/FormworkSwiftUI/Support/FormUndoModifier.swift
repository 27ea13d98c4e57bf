#if canImport(SwiftUI)
  import Formwork
  import SwiftUI

  /// Connects a form's history to the environment's `undoManager` (⌘Z / ⇧⌘Z, shake to undo, the
  /// Edit menu) for as long as the view is shown.
  ///
  /// The bridge lives as long as the view's identity, not its appearance: a screen pushed over the
  /// form (a nested form, a list of options) makes it disappear and appear again, and a bridge
  /// made again then would register only the latest step of the form's history.
  @MainActor
  struct FormUndoModifier: ViewModifier {
    let form: Formwork.Form
    #if canImport(ObjectiveC)
      @Environment(\.undoManager) private var undoManager
      @State private var bridge: FormUndoManagerBridge?
    #endif

    func body(content: Content) -> some View {
      #if canImport(ObjectiveC)
        content
          .onAppear { connect(undoManager) }
          .onChange(of: undoManager.map(ObjectIdentifier.init)) { _ in connect(undoManager) }
      #else
        // Foundation has no undo manager without Objective-C (Linux).
        content
      #endif
    }

    #if canImport(ObjectiveC)
      private func connect(_ manager: UndoManager?) {
        guard let manager else {
          bridge = nil
          return
        }
        guard bridge?.undoManager !== manager || bridge?.form !== form else { return }
        bridge = FormUndoManagerBridge(form: form, undoManager: manager)
      }
    #endif
  }

  extension View {
    /// Gives `form`'s undo history to the environment's undo manager. ``FormView`` does it for
    /// the form it shows.
    @MainActor
    public func formUndo(_ form: Formwork.Form) -> some View {
      modifier(FormUndoModifier(form: form))
    }
  }
#endif
