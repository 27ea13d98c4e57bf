#if canImport(SwiftUI)
  #if canImport(Combine)
    import Combine
  #endif
  import Formwork
  import FormworkListDriver
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
  ///
  /// What it shows is decided by FormworkListDriver's `RowPresentation` (tested on Linux); the
  /// model only tells SwiftUI when it changes.
  @MainActor
  public final class RowModel: ObservableObject, Identifiable {
    /// The row's identity in its form.
    public let id: RowID
    /// The row's kind, which never changes: views choose their control from it without observing
    /// the model.
    public let kind: RowKind
    /// The platform-neutral state this model shows.
    let presentation: RowPresentation
    let observation = ObservationSupport()

    /// The model of a row's presentation; the presentation keeps it (weakly) as its renderer.
    init(presentation: RowPresentation) {
      self.presentation = presentation
      id = presentation.id
      kind = presentation.kind
      presentation.renderer = self
      presentation.observer = PresentationObserver(
        willChange: { [weak self] property in self?.willChange(property) },
        didChange: { [weak self] property in self?.didChange(property) })
    }

    /// The model showing `presentation`: the one its views hold, or a new one.
    static func of(_ presentation: RowPresentation) -> RowModel {
      presentation.renderer as? RowModel ?? RowModel(presentation: presentation)
    }

    /// The row's state as of the last update that concerned it: title, value, display text,
    /// configuration, disabled state, errors and warnings.
    public var state: RowState {
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) { observation.access(self, \.state) }
      return presentation.state
    }

    /// The state without recording a read: for a view's initializer, which runs in its parent's
    /// body and would otherwise make the parent observe the row.
    var untrackedState: RowState { presentation.state }

    /// Counts refreshes: a text field compares it to tell the model changed under it.
    var revision: Int {
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) { observation.access(self, \.revision) }
      return presentation.revision
    }

    /// Keyboard focus the store asked this row to take (`true`) or give up (`false`); the row's
    /// view applies it and clears it.
    var focusRequest: Bool? {
      get {
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) { observation.access(self, \.focusRequest) }
        return presentation.focusRequest
      }
      set { presentation.focusRequest = newValue }
    }

    private func willChange(_ property: RowPresentation.Property) {
      objectWillChange.send()
      guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
      switch property {
      case .state:
        observation.willSet(self, \.state)
        observation.willSet(self, \.revision)
      case .focusRequest:
        observation.willSet(self, \.focusRequest)
      }
    }

    private func didChange(_ property: RowPresentation.Property) {
      guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
      switch property {
      case .state:
        observation.didSet(self, \.revision)
        observation.didSet(self, \.state)
      case .focusRequest:
        observation.didSet(self, \.focusRequest)
      }
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  extension RowModel: Observation.Observable {}
#endif
