#if canImport(SwiftUI)
  #if canImport(Combine)
    import Combine
  #endif
  import Formwork
  import Observation
  import SwiftUI

  /// The observable state of one row: what its view draws, refreshed only when the form's update
  /// reconfigures or inserts that row.
  ///
  /// A ``FormModel`` makes one per row its views ask for (a lazy list asks for the rows on screen)
  /// and keeps it until the row stops showing. A row's view observes its own model and nothing
  /// else, so a change to one row re-renders that row's view alone.
  ///
  /// It is an `ObservableObject` (for `@ObservedObject` on iOS 15 and 16) and, on iOS 17 and
  /// later, `Observable` too, so a view that reads ``state`` in its body follows it either way:
  ///
  /// ```swift
  /// struct BalanceRow: View {
  ///   @ObservedObject var row: RowModel   // or `let row: RowModel` on iOS 17
  ///   var body: some View {
  ///     LabeledContent(row.state.title, value: row.state.displayValue)
  ///   }
  /// }
  /// ```
  @MainActor
  public final class RowModel: ObservableObject, Identifiable {
    /// The row's identity in its form.
    public let id: RowID
    /// The row's kind, which never changes: views choose their control from it without observing
    /// the model.
    public let kind: RowKind
    @Published private var stored: Stored
    let observation = ObservationSupport()

    /// Everything published at once, so a refresh sends one change.
    private struct Stored {
      var state: RowState
      var revision = 0
      var focusRequest: Bool?
    }

    init(state: RowState) {
      id = state.id
      kind = state.kind
      stored = Stored(state: state)
    }

    /// The row's state as of the last update that concerned it: title, value, display text,
    /// configuration, disabled state, errors and warnings.
    public var state: RowState {
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) { observation.access(self, \.state) }
      return stored.state
    }

    /// The state without recording a read: for a view's initializer, which runs in its parent's
    /// body and would otherwise make the parent observe the row.
    var untrackedState: RowState { stored.state }

    /// Counts refreshes: a text field compares it to tell the model changed under it.
    var revision: Int {
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) { observation.access(self, \.revision) }
      return stored.revision
    }

    /// Keyboard focus the store asked this row to take (`true`) or give up (`false`); the row's
    /// view applies it and clears it.
    var focusRequest: Bool? {
      get {
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) { observation.access(self, \.focusRequest) }
        return stored.focusRequest
      }
      set {
        guard stored.focusRequest != newValue else { return }
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
          observation.mutate(self, \.focusRequest) { stored.focusRequest = newValue }
        } else {
          stored.focusRequest = newValue
        }
      }
    }

    /// Gives the model the row's new state.
    func refresh(_ state: RowState) {
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
        observation.mutate(self, \.state) {
          observation.mutate(self, \.revision) {
            stored.state = state
            stored.revision &+= 1
          }
        }
      } else {
        stored.state = state
        stored.revision &+= 1
      }
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  extension RowModel: Observation.Observable {}
#endif
