import Formwork

/// What one shown section's view shows: its header, footer and options, and the rows it shows,
/// kept up to date by its ``FormPresentation``. A row shown or hidden in one section changes
/// that section's ``rows`` only.
///
/// ```swift
/// for section in presentation.sections {
///   print(section.state.header, section.rows.count)
/// }
/// ```
@MainActor
public final class SectionPresentation: Identifiable {
  /// What changes.
  public enum Property: Sendable, Equatable {
    /// ``state``.
    case state
    /// ``rows``.
    case rows
  }

  /// The section's identity in its form.
  public let id: SectionID
  /// The section's header, footer and options, as of the last update that changed them.
  public private(set) var state: SectionState
  /// The rows the section shows, in order.
  public private(set) var rows: [RowID]
  /// Told around every change.
  public var observer: PresentationObserver<Property>?
  /// The toolkit object that shows this section (FormworkSwiftUI's `SectionModel`), held weakly.
  public weak var renderer: AnyObject?

  init(state: SectionState, rows: [RowID]) {
    id = state.id
    self.state = state
    self.rows = rows
  }

  /// The lines under the section's footer (its issues), in the words given, as every renderer
  /// shows them.
  public func issueLines(strings: FormListStrings) -> [FormSectionIssueLine] {
    FormSectionIssueLine.lines(of: state, strings: strings)
  }

  func setState(_ new: SectionState) {
    guard new != state else { return }
    observer.change(.state) { state = new }
  }

  func setRows(_ new: [RowID]) {
    guard new != rows else { return }
    observer.change(.rows) { rows = new }
  }
}
