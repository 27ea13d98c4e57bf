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
extension Form {
  // MARK: Validity as conditions see it

  /// The validity conditions reading ``FormReader/isFormValid`` see: the one they last saw while
  /// they are `followed` (``validityChangedForConditions()`` tells them of a change), computed
  /// afresh otherwise.
  func validityForConditions(followed: Bool) -> Bool {
    if !followed || validationState.lastTrackedValidity == nil { validationState.lastTrackedValidity = isValid }
    return validationState.lastTrackedValidity ?? true
  }

  /// Whether validity changed since conditions last saw it; they see the new one from now on.
  func validityChangedForConditions() -> Bool {
    let now = isValid
    guard now != validationState.lastTrackedValidity else { return false }
    validationState.lastTrackedValidity = now
    return true
  }

  /// Forgets the validity conditions saw while the form was being built (the engine was still
  /// settling): the next read works it out.
  func forgetValidityForConditions() { validationState.lastTrackedValidity = nil }

  /// Whether rows or sections wait to be validated when the change settles.
  var hasQueuedValidation: Bool { !validationState.queue.isEmpty || !validationState.sectionQueue.isEmpty }

  /// A submit attempt is forgotten (a reset): rows show issues again only once changed.
  func forgetSubmitAttempt() { validationState.isSubmitAttempted = false }

  /// A section with rules joined: value changes look at their row's section from now on.
  func watchSectionChanges() { validationState.sectionsWatchChanges = true }

  /// A row's value changed: its section's rules run again when the section watches changes.
  ///
  /// - Complexity: O(1) while no section watches changes (a keystroke reads one flag).
  @inline(__always) func rowValueChangedInSection(_ node: RowNode) {
    if validationState.sectionsWatchChanges, node.section.watchesChanges { queueSectionValidation(node.section) }
  }
}

struct ValidationState {
  /// Whether a submit was attempted (``Form/validate()``) since the form was built or reset:
  /// every row may show its issues.
  var isSubmitAttempted = false
  /// Whether some section has rules or has shown a server's errors: only then does a value
  /// change look at its row's section (a keystroke elsewhere reads one flag).
  var sectionsWatchChanges = false
  /// The validity last given to conditions reading ``FormReader/isFormValid``.
  var lastTrackedValidity: Bool?
  /// Rows whose rules read another row, by the row read (a password repeat reads the password).
  var dependents: [RowID: Set<RowID>] = [:]
  /// Rows whose value or required state changed, validated once the change settled.
  var queue: [RowNode] = []
  /// Sections whose rules run once the change settled (`Form+SectionValidation.swift`).
  var sectionQueue: [SectionNode] = []
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
