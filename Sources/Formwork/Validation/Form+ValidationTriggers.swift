extension Form {
  // MARK: Focus

  /// The row with input focus, as renderers reported it.
  public var focusedRow: RowID? { focusedRowID }

  /// Reports that a row took input focus; blurs the row that had it.
  ///
  /// Emits ``FormEvent/blurred(_:)`` for the previous row, then ``FormEvent/focused(_:)``.
  public func focus(_ row: RowID) {
    guard let node = storage.node(row), !node.isHidden, focusedRowID != row else { return }
    if let previous = focusedRowID { blur(previous) }
    focusedRowID = row
    emit(.focused(row))
  }

  /// Reports that a row lost input focus, and runs its blur-triggered validation.
  ///
  /// Rows validated ``ValidationTrigger/onBlur`` or ``ValidationTrigger/onChangeAfterBlur``
  /// show their issues now. Every row but ``ValidationTrigger/onSubmit`` ones starts its
  /// asynchronous rules at once (a running debounce is cut short).
  public func blur(_ row: RowID) {
    guard let node = storage.node(row) else { return }
    if focusedRowID == row { focusedRowID = nil }
    emit(.blurred(row))
    node.hasBlurred = true
    switch node.spec.trigger {
    case .onBlur, .onChangeAfterBlur:
      runRules(of: node, reveal: .all)
      startAsyncRules(of: node, debounce: false)
    case .onChange:
      // Its rules ran on each change; only a pending debounce is cut short.
      startAsyncRules(of: node, debounce: false)
    case .onSubmit:
      break
    }
    afterMutation()
  }

  func blurIfFocused(_ node: RowNode) {
    guard focusedRowID == node.id else { return }
    focusedRowID = nil
    emit(.blurred(node.id))
  }

  // MARK: Reacting to changes

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

  func valueDidChange(_ node: RowNode, origin: ChangeOrigin) {
    if validatesOnChange(node, origin: origin) {
      runRules(of: node, reveal: .all, valueChanged: true)
      startAsyncRules(of: node, debounce: true)
    } else {
      // An error clears as soon as the value is valid, whatever the trigger.
      if !node.issues.isEmpty { runRules(of: node, reveal: .alreadyShown, valueChanged: true) }
      cancelAsyncRules(of: node)
    }
    // Rows whose rules read this one (a password repeat) are checked again.
    guard let dependents = validationDependents[node.id] else { return }
    for id in dependents.sorted() {
      guard let dependent = storage.node(id), dependent !== node, !dependent.isHidden else { continue }
      if dependent.hasBlurred, dependent.spec.trigger != .onSubmit, origin != .hydration {
        runRules(of: dependent, reveal: .all)
      } else if !dependent.issues.isEmpty {
        runRules(of: dependent, reveal: .alreadyShown)
      }
    }
  }

  func requiredStateChanged(_ node: RowNode) {
    guard !node.isHidden, !node.issues.isEmpty || node.hasBlurred else { return }
    runRules(of: node, reveal: node.hasBlurred && node.spec.trigger != .onSubmit ? .all : .alreadyShown)
  }

  /// Forgets a row's validation state (it was hidden or reset): issues, running and past
  /// asynchronous checks.
  func clearIssues(of node: RowNode) {
    cancelAsyncRules(of: node)
    node.lastAsyncValidatedValue = nil
    setIssues([], of: node)
  }
}
