extension Form {
  /// Whether a row may show issues it does not show yet: it was changed (not by hydration), or
  /// a submit was attempted (``validate()``). Moving focus through a row reveals nothing.
  func mayReveal(_ node: RowNode) -> Bool {
    node.wasEdited || validationState.isSubmitAttempted || node.section.page?.wasSubmitted == true
  }

  // MARK: Reacting to changes

  /// What happened to a row that validation reacts to once the change settled.
  enum ValidationCause {
    case valueChanged(ChangeOrigin)
    case requiredChanged
  }

  /// Queues a row for validation at the end of the current change (see `Form+Changes.swift`):
  /// rules run once, on the settled form, however many times the row changed.
  func queueValidation(of node: RowNode, _ cause: ValidationCause) {
    switch cause {
    case .valueChanged(let origin):
      // Hydration and computed values never reveal; any other origin does, and wins over an
      // earlier hydration.
      node.queuedValidation.insert(origin == .hydration || origin == .computed ? .hydratedValue : .value)
    case .requiredChanged:
      node.queuedValidation.insert(.required)
    }
    guard !node.queuedValidation.contains(.isQueued) else { return }
    node.queuedValidation.insert(.isQueued)
    validationState.queue.append(node)
  }

  /// Validates the rows queued by the change that just settled, and the rows whose rules read
  /// them (a password repeat), each once.
  func runQueuedValidation() {
    // NB: take the queue's buffer and give it back emptied: no allocation per change.
    var queue: [RowNode] = []
    swap(&queue, &validationState.queue)
    defer {
      queue.removeAll(keepingCapacity: true)
      if validationState.queue.isEmpty { swap(&queue, &validationState.queue) }
    }
    var dependents: [RowNode] = []
    for node in queue {
      let work = node.queuedValidation
      node.queuedValidation = []
      // A row removed or hidden since it was queued has nothing to show.
      guard storage.node(node.id) === node, !node.isHidden else { continue }
      var revealedAll = false
      if work.contains(.value) || work.contains(.hydratedValue) {
        let origin: ChangeOrigin = work.contains(.value) ? .program : .hydration
        revealedAll = validateChangedValue(node, origin: origin)
        if let readers = validationState.dependents[node.id] {
          for id in readers.sorted() {
            guard let dependent = storage.node(id), dependent !== node else { continue }
            if !dependent.queuedValidation.contains(.isQueued) {
              dependent.queuedValidation.insert(.isQueued)
              if origin != .hydration { dependent.queuedValidation.insert(.dependency) }
              dependents.append(dependent)
            }
          }
        }
      }
      if work.contains(.required), !revealedAll { validateRequiredChange(node) }
    }
    for dependent in dependents {
      let revealing = dependent.queuedValidation.contains(.dependency)
      dependent.queuedValidation = []
      guard storage.node(dependent.id) === dependent, !dependent.isHidden else { continue }
      if revealing, dependent.hasBlurred, dependent.spec.trigger != .onSubmit, mayReveal(dependent) {
        runRules(of: dependent, reveal: .all)
      } else if !dependent.issues.isEmpty {
        runRules(of: dependent, reveal: .alreadyShown)
      }
    }
    if !validationState.sectionQueue.isEmpty { runQueuedSectionValidation() }
  }

  /// Whether a value change by `origin` shows the row's issues, per its trigger. Hydration
  /// (filling the form from stored data) never does: it only clears fixed issues.
  func validatesOnChange(_ node: RowNode, origin: ChangeOrigin) -> Bool {
    guard origin != .hydration else { return false }
    switch node.spec.trigger {
    case .onChange: return true
    case .onChangeAfterBlur: return node.hasBlurred
    case .onBlur, .onSubmit: return false
    }
  }

  /// Runs a changed row's rules per its trigger. Returns whether every issue is shown now.
  private func validateChangedValue(_ node: RowNode, origin: ChangeOrigin) -> Bool {
    if validatesOnChange(node, origin: origin) {
      runRules(of: node, reveal: .all, valueChanged: true)
      startAsyncRules(of: node, debounce: true)
      return true
    }
    // An error clears as soon as the value is valid, whatever the trigger.
    if !node.issues.isEmpty { runRules(of: node, reveal: .alreadyShown, valueChanged: true) }
    cancelAsyncRules(of: node)
    return false
  }

  private func validateRequiredChange(_ node: RowNode) {
    guard !node.issues.isEmpty || node.hasBlurred else { return }
    let reveals = node.hasBlurred && node.spec.trigger != .onSubmit && mayReveal(node)
    runRules(of: node, reveal: reveals ? .all : .alreadyShown)
  }

  /// Forgets a row's validation state (it was hidden or reset): issues, running and past
  /// asynchronous checks.
  func clearIssues(of node: RowNode) {
    cancelAsyncRules(of: node)
    node.lastAsyncValidatedValue = nil
    setIssues([], of: node)
  }
}
