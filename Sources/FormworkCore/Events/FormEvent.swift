import Foundation

/// Something that happened in a form: a value changed, a row gained focus, a tap was denied…
///
/// Events fire whether or not a renderer is attached, in the order things happened. Observe them
/// with ``Form/observe(_:)``, as an `AsyncSequence` with ``Form/events()``, or (where Combine
/// exists) with `Form.eventPublisher`.
public enum FormEvent: Sendable, Equatable {
  /// A row's value changed.
  case valueChanged(ValueChange)
  /// A row took focus.
  case focused(RowID)
  /// A row lost focus.
  case blurred(RowID)
  /// An enabled row was tapped.
  case selected(RowID)
  /// A row that cannot be edited was tapped; `reason` says why (show it to the user).
  case denied(RowID, reason: String)
  /// A row's validation issues changed (empty: the row is valid now).
  case validationChanged(RowID, [ValidationIssue])
  /// A section's issues changed (its ``SectionRule``s, a server's errors; empty: it passes now).
  case sectionValidationChanged(SectionID, [ValidationIssue])
  /// An asynchronous rule started (`true`) or finished (`false`) checking a row.
  case validating(RowID, Bool)
  /// A selector's options changed state (loading, loaded, failed).
  case optionsChanged(RowID, OptionsState)
  /// A button ran its action.
  case actionPerformed(RowID)
  /// A non-throwing call met a problem (a wrong key, a condition reading a row as another
  /// type); it is also kept in ``Form/diagnostics``.
  case problem(FormError)
  /// A multi-page form went from one page to another.
  case pageChanged(from: PageID, to: PageID, origin: ChangeOrigin)
  /// Next was refused: the page has these errors.
  case pageRefused(PageID, [ValidationIssue])
  /// Next ended the form on this page: a ``TriggerAction/complete`` trigger held. Submit it,
  /// as after Done (``PageNavigation/completed(_:)``).
  case completedEarly(PageID)

  /// The row the event concerns; `nil` for a ``problem(_:)``.
  public var row: RowID? {
    switch self {
    case .valueChanged(let change): return change.row
    case .focused(let row), .blurred(let row), .selected(let row), .denied(let row, _),
      .validationChanged(let row, _), .validating(let row, _), .optionsChanged(let row, _),
      .actionPerformed(let row):
      return row
    case .problem, .pageChanged, .pageRefused, .completedEarly, .sectionValidationChanged: return nil
    }
  }
}

/// A value change: which row, from what, to what, and who made it.
///
/// ```swift
/// subscription = form.observe { event in
///   guard case .valueChanged(let change) = event, change.origin == .user else { return }
///   print("\(change.tag ?? "?"): \(change.oldValue) → \(change.newValue)")
/// }
/// ```
public struct ValueChange: Sendable, Hashable {
  /// The row whose value changed.
  public var row: RowID
  /// Its tag, if any.
  public var tag: String?
  /// The value before (`.null` when empty).
  public var oldValue: FormValue
  /// The value after (`.null` when emptied).
  public var newValue: FormValue
  /// Who made the change: the user (``Form/input(_:for:)``, ``Form/tap(_:)``…), the program
  /// (`form[key] = …`) or hydration.
  public var origin: ChangeOrigin

  /// A change of `row` from `oldValue` to `newValue`, made by `origin`.
  public init(row: RowID, tag: String?, oldValue: FormValue, newValue: FormValue, origin: ChangeOrigin) {
    self.row = row
    self.tag = tag
    self.oldValue = oldValue
    self.newValue = newValue
    self.origin = origin
  }
}

/// Who changed a value.
public enum ChangeOrigin: String, Sendable, Hashable, CaseIterable {
  /// The person using the form, through a renderer.
  case user
  /// The app's code.
  case program
  /// Filling the form from stored or server data (drafts, a server response): set with
  /// `setValue(_:for:origin: .hydration)`. It never shows new validation issues.
  case hydration
  /// ``Form/undo()`` putting back an earlier value.
  case undo
  /// ``Form/redo()`` applying an undone value again.
  case redo
  /// A computed row (``Row/computed(_:)-(String)``) following the rows it reads: never an edit,
  /// never an undo step.
  case computed
}

/// A registration for form events; cancelling it (or releasing it) stops the deliveries.
///
/// Keep it as long as you want events, like Combine's `AnyCancellable`:
///
/// ```swift
/// subscription = form.observe { event in
///   if case .denied(_, let reason) = event { showToast(reason) }
/// }
/// ```
public final class FormSubscription: Sendable, Hashable {
  private let flag = CancellationFlag()

  init() {}

  deinit { flag.cancel() }

  /// Stops the deliveries. Safe to call more than once, from any thread.
  public func cancel() { flag.cancel() }

  /// Whether ``cancel()`` was called or the subscription was released.
  public var isCancelled: Bool { flag.isCancelled }

  var sharedFlag: CancellationFlag { flag }

  /// Keeps this subscription alive as long as `set`.
  public func store(in set: inout Set<FormSubscription>) { set.insert(self) }

  /// Subscriptions are equal when they are the same object.
  public static func == (lhs: FormSubscription, rhs: FormSubscription) -> Bool { lhs === rhs }
  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A thread-safe one-way switch, shared between a subscription and the form's observer list.
final class CancellationFlag: @unchecked Sendable {
  // NB: @unchecked because the state is guarded by `lock`; Mutex needs a newer runtime than iOS 15.
  private let lock = NSLock()
  private var cancelled = false

  func cancel() {
    lock.lock()
    cancelled = true
    lock.unlock()
  }

  var isCancelled: Bool {
    lock.lock()
    defer { lock.unlock() }
    return cancelled
  }
}
