import Dispatch

/// The one path every change of a form takes.
///
/// ```
/// change { mutation }                 values, input, structure, context, policy, hydration,
///   │                                 reset, subform commits, multivalued edits, async results
///   ▼
/// settle: propagate conditions to a fixpoint, the hidden-value policy's clears included,
///         and the conditions reading the form's validity
///   ▼
/// validate: each row whose value or required state changed, once, on the settled form,
///           then each section whose rows changed (its section rules)
///   ▼
/// events: what happened, in order, to observers that see the settled form
///   ▼
/// delivery: validity observers, then the update as ``UpdateDelivery`` says
/// ```
///
/// Mutators only change storage and mark what they touched; none of them calls a step of the
/// tail. Nested changes (a ``Form/transaction(_:)``, a mutator calling another) settle their
/// conditions as they end, so reads inside a transaction see current states; validation, events
/// and delivery wait for the outermost change.
extension Form {
  /// Runs `body` as one change of the form, then settles it, validates what changed, emits the
  /// events it queued and delivers the update.
  @discardableResult
  func change<Result>(_ body: () throws -> Result) rethrows -> Result {
    if changes.depth == 0 { history.changeBegan(focus: focusedRowID) }
    changes.depth += 1
    defer { endChange() }
    return try body()
  }

  private func endChange() {
    guard changes.depth == 1 else {
      settleConditions()
      changes.depth -= 1
      return
    }
    // Still inside the change while settling and validating: their events are queued too.
    for _ in 0..<Self.settleRounds {
      settleConditions()
      guard hasQueuedValidation else { break }
      runQueuedValidation()
      // Validation changes issues, which validity-reading conditions may follow.
      guard trackedValidityChanged() else { break }
    }
    let contentOrigins = finishHistoryStep()
    let newProgress = settleProgress()
    changes.depth = 0
    deliverQueuedEvents()
    if let newProgress { progressObservers.emit(newProgress) }
    if !contentOrigins.isEmpty, !contentObservers.isEmpty {
      contentObservers.emit(ContentChange(origins: contentOrigins.origins))
    }
    notifyValidityObservers()
    deliverUpdate()
    // Last: a handler's own change is a new pass, after this one reached every observer.
    runDefinitionChangeHandlers()
  }

  // MARK: Content observers

  /// Calls `handler` once at the end of every change that changed values or the rows of a
  /// multivalued section, after the change's events: what an autosave listens to.
  ///
  /// ```swift
  /// let subscription = form.onContentChange { change in
  ///   if !change.origins.contains(.hydration) { autosave.schedule() }
  /// }
  /// ```
  public func onContentChange(_ handler: @escaping @MainActor (ContentChange) -> Void) -> FormSubscription {
    contentObservers.add(handler)
  }

  /// How many rounds of settling a change may take before it is reported as not converging
  /// (conditions that hide rows by validity, clears that toggle conditions that clear…).
  static let settleRounds = 16

  /// Propagates conditions to a fixpoint: the engine's queue, then the clears the hidden-value
  /// policy queued (which change values, which conditions read), then validity readers.
  func settleConditions() {
    for _ in 0..<Self.settleRounds {
      engine.propagate()
      // Choices naming an option not shown are unchosen once the outermost change settles, so
      // the order in which one change sets rows does not matter.
      if !pending.valuesToClear.isEmpty || (!pending.choicesToClear.isEmpty && changes.depth <= 1) {
        applyQueuedClears()
        continue
      }
      if !engine.firedTriggers.isEmpty {
        runFiredTriggers()
        continue
      }
      if trackedValidityChanged() { continue }
      return
    }
    report(
      FormError(
        .dependencyCycle,
        "conditions did not settle after \(Self.settleRounds) rounds: a condition reading the form's validity or a "
          + "cleared value keeps changing what it reads"))
  }

  /// Applies the hidden- and disabled-value policies' clears queued during propagation, for the
  /// rows still hidden or disabled.
  private func applyQueuedClears() {
    let ids = pending.valuesToClear
    pending.valuesToClear.removeAll()
    for id in ids {
      guard let row = storage.node(id),
        (row.isHidden && row.spec.hiddenPolicy == .clear)
          || ((row.ownDisabled || row.section.ownDisabled) && row.spec.disabledPolicy == .clear)
      else { continue }
      commitValue(row.spec.initialValue, to: row, origin: .program, isEdit: false)
    }
    // A chosen option no longer shown is unchosen (`Engine/Form+Options.swift`).
    guard changes.depth <= 1 else { return }
    let choices = pending.choicesToClear
    pending.choicesToClear.removeAll()
    for id in choices {
      guard let row = storage.node(id) else { continue }
      let kept = Self.fitted(row.value, of: row, among: row.optionsState.items)
      if kept != row.value { commitValue(kept, to: row, origin: .program, isEdit: false) }
    }
  }

  // MARK: Events

  /// Queues an event for the end of the current change, or delivers it now outside of one.
  func emit(_ event: FormEvent) {
    guard !eventObservers.isEmpty else { return }
    if changes.depth > 0 {
      changes.events.append(event)
    } else {
      deliver([event])
    }
  }

  /// Whether an event emitted now would reach anyone (so callers can skip building it).
  var hasEventObservers: Bool { !eventObservers.isEmpty }

  private func deliverQueuedEvents() {
    guard !changes.events.isEmpty else { return }
    var events: [FormEvent] = []
    swap(&events, &changes.events)
    deliver(events)
    // Give the buffer back unless a handler's change queued events meanwhile.
    events.removeAll(keepingCapacity: true)
    if changes.events.isEmpty { swap(&events, &changes.events) }
  }

  // MARK: Delivery

  private func deliverUpdate() {
    guard !pending.isEmpty, !updateObservers.isEmpty else { return }
    switch updateDelivery {
    case .manual:
      break
    case .immediate:
      flush()
    case .nextTurn:
      guard !isFlushScheduled else { return }
      isFlushScheduled = true
      DispatchQueue.main.async { [weak self] in
        MainActor.assumeIsolated {
          guard let self else { return }
          self.isFlushScheduled = false
          self.flush()
        }
      }
    }
  }
}

/// A change of a form's content (values, rows of multivalued sections), as
/// ``Form/onContentChange(_:)`` reports it.
public struct ContentChange: Sendable, Hashable {
  /// Who made the change's value and row edits.
  public var origins: Set<ChangeOrigin>

  public init(origins: Set<ChangeOrigin>) { self.origins = origins }
}

/// What the change in progress leaves for its end.
struct ChangeState {
  /// How many changes are open (a transaction, a mutator inside it…); 0 outside any change.
  var depth = 0
  /// Events of the change, delivered once it settled.
  var events: [FormEvent] = []
  /// Values changed in rows whose definition declared change handlers (`Form+ChangeHandlers.swift`).
  var handledChanges = HandledChanges()
}
