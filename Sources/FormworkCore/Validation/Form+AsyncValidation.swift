extension Form {
  /// Waits until no asynchronous validation is running.
  ///
  /// With a ``ManualValidationClock``, advance the clock past any debounce first: a check
  /// waiting on its debounce does not finish on its own.
  public func settleValidations() async {
    while let (id, running) = validationState.inFlight.first {
      await running.task.value
      // A task that ended without finishing (its row was removed) leaves its record behind.
      if validationState.inFlight[id]?.generation == running.generation { validationState.inFlight[id] = nil }
    }
  }

  /// Starts the row's asynchronous rules, after their debounce when `debounce` is set.
  ///
  /// Nothing starts when the value is empty, a synchronous rule (or a server error) fails, or
  /// this value was checked already. A check already running for this value goes on, unless
  /// it is still waiting out its debounce and `debounce` is off: then it starts over at once.
  func startAsyncRules(of node: RowNode, debounce: Bool) {
    let asyncRules = node.spec.rules.filter(\.isAsync)
    guard !asyncRules.isEmpty, !node.isHidden else { return }
    if let running = validationState.inFlight[node.id] {
      if running.value == node.value, running.isChecking || debounce { return }
      cancelAsyncRules(of: node)
    } else if node.lastAsyncValidatedValue == node.value {
      return
    }
    guard !isEmptyForRules(node),
      !node.issues.contains(where: { $0.severity == .error && !$0.isResult(ofAnyOf: asyncRules) })
    else { return }

    node.validationGeneration += 1
    let generation = node.validationGeneration
    let value = node.value
    let id = node.id
    let tag = node.spec.tag
    let clock = validationClock
    let delay = debounce ? asyncRules.map(\.debounce).max() ?? 0 : 0
    let task = Task { @MainActor [weak self] in
      do {
        if delay > 0 { try await clock.sleep(seconds: delay) }
        try Task.checkCancellation()
      } catch {
        return  // cancelled: a newer value is being checked, or the row went away
      }
      guard self?.validationState.inFlight[id]?.generation == generation else { return }
      self?.validationState.inFlight[id]?.isChecking = true
      var found: [ValidationIssue] = []
      for rule in asyncRules {
        guard case .async(_, let check) = rule.check else { continue }
        if let message = await check(value) {
          found.append(
            ValidationIssue(
              row: id, tag: tag, rule: rule.id, message: self?.overridingMessage(of: rule) ?? message,
              severity: rule.severity)
          )
        }
        if Task.isCancelled { return }
      }
      guard let self, let node = self.storage.node(id), node.validationGeneration == generation, node.value == value
      else { return }
      self.finishAsyncValidation(of: node, found: found, rules: asyncRules)
    }
    validationState.inFlight[id] = AsyncCheck(task: task, value: value, generation: generation, isChecking: delay == 0)
    node.pendingValidations = 1
    markReconfigure(node)
    emit(.validating(id, true))
  }

  private func finishAsyncValidation(of node: RowNode, found: [ValidationIssue], rules: [AnyRule]) {
    change {
      validationState.inFlight[node.id] = nil
      node.pendingValidations = 0
      node.lastAsyncValidatedValue = node.value
      markReconfigure(node)
      emit(.validating(node.id, false))
      setIssues(node.issues.filter { !$0.isResult(ofAnyOf: rules) } + found, of: node)
    }
  }

  /// Stops the row's running asynchronous check, if any; a result still arriving is ignored.
  func cancelAsyncRules(of node: RowNode) {
    if let running = validationState.inFlight.removeValue(forKey: node.id) { running.task.cancel() }
    node.validationGeneration += 1
    if node.pendingValidations > 0 {
      node.pendingValidations = 0
      markReconfigure(node)
      emit(.validating(node.id, false))
    }
  }
}

/// An asynchronous check in flight for one row.
struct AsyncCheck {
  var task: Task<Void, Never>
  /// The value being checked.
  var value: FormValue
  var generation: Int
  /// Whether the debounce is over and the rules are running.
  var isChecking: Bool
}

extension ValidationIssue {
  func isResult(ofAnyOf rules: [AnyRule]) -> Bool { rules.contains { $0.id == rule } }
}
