extension Form {
  /// Calls `handler` with ``isValid`` now and whenever it changes, until the subscription is
  /// cancelled or released: what a submit button's enabled state follows.
  ///
  /// ```swift
  /// subscription = form.onValidityChange { isValid in submitButton.isEnabled = isValid }
  /// ```
  ///
  /// Validity is checked after each change to the form (a value, a hidden or required
  /// condition, an asynchronous result, a server error), once per transaction; the handler
  /// runs only when it differs from what this observer was last told.
  ///
  /// - Complexity: Each change then costs O(*n* · *k*) more for *n* rows with *k* rules.
  public func onValidityChange(_ handler: @escaping @MainActor (Bool) -> Void) -> FormSubscription {
    let subscription = FormSubscription()
    let now = isValid
    validationState.validityObservers.append(
      ValidityObserver(flag: subscription.sharedFlag, lastValue: now, handler: handler))
    handler(now)
    return subscription
  }

  /// Tells validity observers about a change of ``isValid``. Called when a mutation ends.
  func notifyValidityObservers() {
    guard !validationState.validityObservers.isEmpty, !validationState.isNotifyingValidity else { return }
    validationState.isNotifyingValidity = true
    defer { validationState.isNotifyingValidity = false }
    // A handler may change the form in turn; the bound stops two handlers fighting forever.
    for _ in 0..<8 {
      validationState.validityObservers.removeAll { $0.flag.isCancelled }
      let now = isValid
      var notified = false
      // NB: by index: a handler may subscribe (append) while we deliver.
      for index in validationState.validityObservers.indices {
        let observer = validationState.validityObservers[index]
        guard observer.lastValue != now, !observer.flag.isCancelled else { continue }
        validationState.validityObservers[index].lastValue = now
        notified = true
        observer.handler(now)
      }
      if !notified { return }
    }
  }
}

/// Validation bookkeeping that outlives a single call: running checks and validity observers.
struct ValidationState {
  /// Asynchronous checks in flight, by row.
  var inFlight: [RowID: AsyncCheck] = [:]
  var validityObservers: [ValidityObserver] = []
  var isNotifyingValidity = false
}

struct ValidityObserver {
  let flag: CancellationFlag
  /// What this observer was last told.
  var lastValue: Bool
  let handler: @MainActor (Bool) -> Void
}
