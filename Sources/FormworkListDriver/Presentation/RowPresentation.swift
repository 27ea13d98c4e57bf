import Formwork

/// What one row's view shows, kept up to date by its ``FormPresentation``: the row's state as of
/// the last update that reconfigured or inserted it, and the keyboard focus the store asked it
/// to take or give up.
///
/// A ``FormPresentation`` makes one per row a view asks for and forgets it when the row stops
/// showing. FormworkSwiftUI's `RowModel` observes one (``observer``); tests read it directly.
///
/// ```swift
/// let row = presentation.row(emailID)!
/// row.state.displayValue    // "ada@example.com"
/// row.focusRequest          // true after `presentation.focus(emailID)`
/// ```
@MainActor
public final class RowPresentation: Identifiable {
  /// What changes.
  public enum Property: Sendable, Equatable {
    /// ``state`` and ``revision``, which change together.
    case state
    /// ``focusRequest``.
    case focusRequest
  }

  /// The row's identity in its form.
  public let id: RowID
  /// The row's kind, which never changes.
  public let kind: RowKind
  /// The row's state as of the last update that concerned it.
  public private(set) var state: RowState
  /// Counts refreshes: a text field compares it to tell the row changed under it.
  public private(set) var revision = 0
  /// Told around every change.
  public var observer: PresentationObserver<Property>?
  /// The toolkit object that shows this row (FormworkSwiftUI's `RowModel`), held weakly: it
  /// lives as long as its views do, and a toolkit finds it here instead of keeping a table of
  /// its own.
  public weak var renderer: AnyObject?

  init(state: RowState) {
    id = state.id
    kind = state.kind
    self.state = state
  }

  /// Keyboard focus the store asked this row to take (`true`) or give up (`false`); the row's
  /// view applies it and sets it back to `nil`.
  public var focusRequest: Bool? {
    get { storedFocusRequest }
    set {
      guard newValue != storedFocusRequest else { return }
      observer.change(.focusRequest) { storedFocusRequest = newValue }
    }
  }
  private var storedFocusRequest: Bool?

  /// The message under the row (input error, error, warning), as every renderer shows it.
  public var message: FormCellMessage? { FormCellMessage(state: state) }

  /// Gives the row its new state.
  func refresh(_ new: RowState) {
    observer.change(.state) {
      state = new
      revision &+= 1
    }
  }
}
