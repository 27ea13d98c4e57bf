#if canImport(SwiftUI)
  #if canImport(Combine)
    import Combine
  #endif
  import Formwork
  import FormworkListDriver
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
  ///
  /// What it shows is decided by FormworkListDriver's `SectionPresentation` (tested on
  /// Linux); the model only tells SwiftUI when it changes.
  @MainActor
  public final class SectionModel: ObservableObject, Identifiable {
    /// The section's identity in its form.
    public let id: SectionID
    /// The platform-neutral state this model shows.
    let presentation: SectionPresentation
    let observation = ObservationSupport()

    /// The model of a section's presentation; the presentation keeps it (weakly) as its renderer.
    init(presentation: SectionPresentation) {
      self.presentation = presentation
      id = presentation.id
      presentation.renderer = self
      presentation.observer = PresentationObserver(
        willChange: { [weak self] property in self?.willChange(property) },
        didChange: { [weak self] property in self?.didChange(property) })
    }

    /// The model showing `presentation`: the one already made, or a new one.
    static func of(_ presentation: SectionPresentation) -> SectionModel {
      presentation.renderer as? SectionModel ?? SectionModel(presentation: presentation)
    }

    /// The section's header, footer and options, as of the last update that changed them.
    public var state: SectionState {
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) { observation.access(self, \.state) }
      return presentation.state
    }

    /// The rows the section shows, in order.
    public var rows: [RowID] {
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) { observation.access(self, \.rows) }
      return presentation.rows
    }

    private func willChange(_ property: SectionPresentation.Property) {
      objectWillChange.send()
      guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
      switch property {
      case .state: observation.willSet(self, \.state)
      case .rows: observation.willSet(self, \.rows)
      }
    }

    private func didChange(_ property: SectionPresentation.Property) {
      guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
      switch property {
      case .state: observation.didSet(self, \.state)
      case .rows: observation.didSet(self, \.rows)
      }
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  extension SectionModel: Observation.Observable {}
#endif
