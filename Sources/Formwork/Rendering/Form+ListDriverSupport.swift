import FormworkDiff

// What the list driver (the `FormworkListDriver` target) needs from the form beyond its public
// API. Everything here is `package`: visible to the targets of this package, never to apps.
// Each entry is a small read or a wrapper, so the form's storage stays closed.

extension Form {
  /// The kind of a row, without building its whole state (keyboard order, the return key).
  ///
  /// - Complexity: O(1).
  package func kind(of row: RowID) -> RowKind? {
    storage.node(row)?.spec.kind
  }

  /// The fixed height a row asks for, without building its whole state (row heights).
  ///
  /// - Complexity: O(1).
  package func preferredHeight(of row: RowID) -> Double? {
    storage.node(row)?.spec.configuration.value.preferredHeight
  }

  /// Adds a problem a renderer found to ``diagnostics`` (a custom kind with no registered cell).
  package func reportRendererProblem(_ error: FormError) {
    report(error)
  }
}

extension FormSnapshot {
  /// The first row after (or before) `path` in display order, across sections, that `matches`;
  /// `path` itself is not considered. `ItemPath(item: -1, section: 0)` starts before the first
  /// row. The form's keyboard order and the list driver's walk the same way.
  ///
  /// - Complexity: O(*k*) for the *k* rows passed over.
  package func firstRow(from path: ItemPath, forward: Bool, where matches: (RowID) -> Bool) -> RowID? {
    row(from: path, forward: forward, where: matches)
  }
}

/// Observers of events a form's companion emits (the list driver's list events), with the
/// form's own subscription rules: a handler runs until its ``FormSubscription`` is cancelled or
/// released, and observers are called in subscription order.
///
/// A class, so that a handler may subscribe or cancel while an event is delivered.
@MainActor
package final class FormObserverList<Event> {
  private var observers: [(flag: CancellationFlag, handler: @MainActor (Event) -> Void)] = []

  package init() {}

  /// Whether no observer is subscribed (cancelled ones may still count until the next event).
  package var isEmpty: Bool { observers.isEmpty }

  /// Subscribes `handler`.
  package func add(_ handler: @escaping @MainActor (Event) -> Void) -> FormSubscription {
    let subscription = FormSubscription()
    observers.append((subscription.sharedFlag, handler))
    return subscription
  }

  /// Calls every live observer with `event`, then forgets the cancelled ones. Observers added by
  /// a handler get the next event, not this one.
  package func emit(_ event: Event) {
    guard !observers.isEmpty else { return }
    var sawCancelled = false
    for observer in observers {
      if observer.flag.isCancelled {
        sawCancelled = true
        continue
      }
      observer.handler(event)
    }
    if sawCancelled { observers.removeAll { $0.flag.isCancelled } }
  }
}
