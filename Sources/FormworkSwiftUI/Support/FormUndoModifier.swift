#if canImport(SwiftUI)
  import Formwork
  import SwiftUI

  /// Connects a form's history to the environment's `undoManager` (⌘Z / ⇧⌘Z, shake to undo, the
  /// Edit menu) for as long as the view is shown.
  ///
  /// The bridge lives as long as the view's identity, not its appearance: a screen pushed over the
  /// form (a nested form, a list of options) makes it disappear and appear again, and the steps
  /// registered before stay registered. A new undo manager in the environment gets a new bridge,
  /// which registers every step of the form's history.
  @MainActor
  struct FormUndoModifier: ViewModifier {
    let form: Formwork.Form
    @Environment(\.undoManager) private var undoManager
    @State private var bridge: FormUndoBridge<UndoManager>?

    func body(content: Content) -> some View {
      content
        .onAppear { connect(undoManager) }
        .onChange(of: undoManager.map(ObjectIdentifier.init)) { _ in connect(undoManager) }
    }

    private func connect(_ manager: UndoManager?) {
      guard let manager else {
        bridge = nil
        return
      }
      guard bridge?.undoManager !== manager || bridge?.form !== form else { return }
      bridge = FormUndoBridge(form: form, undoManager: manager)
    }
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
