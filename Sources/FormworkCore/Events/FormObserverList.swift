/// Observers of one kind of news from a form or its companions (content changes, progress,
/// history, the list driver's list events), with the form's subscription rules: a handler runs until its ``FormSubscription`` is cancelled or
/// released, and observers are called in subscription order.
///
/// A class, so that a handler may subscribe or cancel while an event is delivered.
@MainActor
package final class FormObserverList<Event> {
  // NB: no dynamic exclusivity check: every change asks whether anyone listens.
  @exclusivity(unchecked) private var observers: [(flag: CancellationFlag, handler: @MainActor (Event) -> Void)] = []

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
