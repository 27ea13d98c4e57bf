#if canImport(SwiftUI)
  #if canImport(Combine)
    import Combine
  #endif
  import Formwork
  import Observation
  import SwiftUI

  /// The observable state of one shown section: its header and footer, and the rows it shows.
  ///
  /// A section's view observes its own model: a row shown or hidden in one section re-renders
  /// that section's list of rows, not the other sections (and no row's content).
  ///
  /// ```swift
  /// ForEach(model.sections) { section in
  ///   Section(section.state.header?.text ?? "") {
  ///     ForEach(section.rows, id: \.self) { row in Text(model.row(row)?.state.title ?? "") }
  ///   }
  /// }
  /// ```
  @MainActor
  public final class SectionModel: ObservableObject, Identifiable {
    /// The section's identity in its form.
    public let id: SectionID
    @Published private var storedState: SectionState
    @Published private var storedRows: [RowID]
    let observation = ObservationSupport()

    init(state: SectionState, rows: [RowID]) {
      id = state.id
      storedState = state
      storedRows = rows
    }

    /// The section's header, footer and options, as of the last update that changed them.
    public var state: SectionState {
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) { observation.access(self, \.state) }
      return storedState
    }

    /// The rows the section shows, in order.
    public var rows: [RowID] {
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) { observation.access(self, \.rows) }
      return storedRows
    }

    func setState(_ state: SectionState) {
      guard state != storedState else { return }
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
        observation.mutate(self, \.state) { storedState = state }
      } else {
        storedState = state
      }
    }

    func setRows(_ rows: [RowID]) {
      guard rows != storedRows else { return }
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
        observation.mutate(self, \.rows) { storedRows = rows }
      } else {
        storedRows = rows
      }
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  extension SectionModel: Observation.Observable {}
#endif
