import Foundation

/// The outcome of validating a whole form.
public struct ValidationReport: Sendable, Equatable {
  /// Every issue, in form order (section by section, row by row), errors and warnings.
  public var issues: [ValidationIssue]

  /// Whether nothing blocks submitting (warnings do not).
  public var isValid: Bool { !issues.contains { $0.severity == .error } }
  /// The errors only.
  public var errors: [ValidationIssue] { issues.filter { $0.severity == .error } }
  /// The warnings only.
  public var warnings: [ValidationIssue] { issues.filter { $0.severity == .warning } }
  /// The first error, to scroll to.
  public var firstError: ValidationIssue? { issues.first { $0.severity == .error } }
  /// The issues of one row.
  public func issues(for row: RowID) -> [ValidationIssue] { issues.filter { $0.row == row } }
  /// The issues keyed by row tag (rows without a tag are left out).
  public var byTag: [String: [ValidationIssue]] {
    Dictionary(grouping: issues.filter { $0.tag != nil }, by: { $0.tag ?? "" })
  }
}

extension Form {
  // MARK: Validating on demand

  /// Validates every visible row with all its synchronous rules, shows the issues on the rows,
  /// and returns them in form order. Asynchronous rules keep their last result (see
  /// ``validateAll()`` to wait for them).
  ///
  /// ```swift
  /// let report = form.validate()
  /// if let first = report.firstError, let path = form.indexPath(of: first.row) {
  ///   tableView.scrollToRow(at: IndexPath(row: path.item, section: path.section), at: .middle, animated: true)
  /// }
  /// ```
  ///
  /// - Complexity: O(*n* · *k*) for *n* rows with *k* rules each.
  @discardableResult
  public func validate() -> ValidationReport {
    var issues: [ValidationIssue] = []
    transaction {
      for row in storage.orderedRows {
        guard !row.isHidden else { continue }
        row.hasBlurred = true
        runRules(of: row, reveal: .all)
        issues += row.issues.sorted { $0.severity > $1.severity }
      }
    }
    return ValidationReport(issues: issues)
  }

  /// Validates every visible row, starting asynchronous rules without debounce and waiting for
  /// them, then returns every issue in form order.
  public func validateAll() async -> ValidationReport {
    _ = validate()
    for row in storage.orderedRows where !row.isHidden && row.spec.rules.contains(where: \.isAsync) {
      if row.issues.contains(where: { $0.severity == .error }) { continue }
      scheduleAsyncRules(of: row, debounce: false)
    }
    await settleValidations()
    return ValidationReport(
      issues: storage.orderedRows.filter { !$0.isHidden }.flatMap { $0.issues.sorted { $0.severity > $1.severity } })
  }

  /// Validates one row now with all its rules (async ones after their debounce).
  public func validate(row: RowID) {
    guard let node = storage.node(row) else { return }
    node.hasBlurred = true
    runRules(of: node, reveal: .all)
    scheduleAsyncRules(of: node, debounce: true)
    afterMutation()
  }

  /// Waits until no asynchronous validation is running.
  public func settleValidations() async {
    while let (id, task) = asyncValidations.first {
      await task.value
      if asyncValidations[id] == task { asyncValidations[id] = nil }
    }
  }

  /// Whether every visible row passes its rules right now, shown or not: what a submit button's
  /// enabled state follows (Flix's login). Rows with an asynchronous rule running or failed count
  /// as invalid.
  ///
  /// - Complexity: O(*n* · *k*).
  public var isValid: Bool {
    storage.orderedRows.allSatisfy { row in row.isHidden || silentlyValid(row) }
  }

  /// Calls `handler` with ``isValid`` now and whenever it changes.
  ///
  /// ```swift
  /// subscription = form.onValidityChange { isValid in submitButton.isEnabled = isValid }
  /// ```
  public func onValidityChange(_ handler: @escaping @MainActor (Bool) -> Void) -> FormSubscription {
    var last = isValid
    handler(last)
    return observe { [unowned self] event in
      switch event {
      case .valueChanged, .validationChanged, .validating:
        let now = self.isValid
        guard now != last else { return }
        last = now
        handler(now)
      default:
        break
      }
    }
  }

  /// The issues currently shown on a row.
  public func issues(of row: RowID) -> [ValidationIssue] { storage.node(row)?.issues ?? [] }

  // MARK: Server errors

  /// Shows errors a server returned (`{"email": ["is taken"]}`) on their rows, like local ones.
  /// They clear when the row's value changes.
  ///
  /// - Returns: The problems met: tags no row has (their messages are not lost: they are
  ///   returned here so the app can show them elsewhere).
  @discardableResult
  public func applyServerErrors(_ errors: [String: [String]]) -> [FormError] {
    var problems: [FormError] = []
    transaction {
      for (tag, messages) in errors.sorted(by: { $0.key < $1.key }) {
        guard let node = storage.node(tag: tag) else {
          problems.append(
            FormError(.unknownTag, "server errors for an unknown row: \(messages.joined(separator: "; "))", at: .row(tag)))
          continue
        }
        var issues = node.issues.filter { $0.rule != "server" }
        issues += messages.map { ValidationIssue(row: node.id, tag: tag, rule: "server", message: $0) }
        setIssues(issues, of: node)
      }
    }
    return problems
  }

  // MARK: Focus

  /// The row with input focus, as renderers reported it.
  public var focusedRow: RowID? { focusedRowID }

  /// Reports that a row took input focus.
  public func focus(_ row: RowID) {
    guard storage.node(row) != nil, focusedRowID != row else { return }
    if let previous = focusedRowID { blur(previous) }
    focusedRowID = row
    emit(.focused(row))
  }

  /// Reports that a row lost input focus; runs its blur-triggered validation.
  public func blur(_ row: RowID) {
    guard let node = storage.node(row) else { return }
    if focusedRowID == row { focusedRowID = nil }
    emit(.blurred(row))
    node.hasBlurred = true
    switch node.spec.trigger {
    case .onBlur, .onChangeAfterBlur:
      runRules(of: node, reveal: .all)
      scheduleAsyncRules(of: node, debounce: false)
    case .onChange, .onSubmit:
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

  func valueDidChange(_ node: RowNode, origin: ChangeOrigin) {
    // Server errors describe the old value.
    if node.issues.contains(where: { $0.rule == "server" }) {
      setIssues(node.issues.filter { $0.rule != "server" }, of: node)
    }
    let fires: Bool
    switch node.spec.trigger {
    case .onChange: fires = true
    case .onChangeAfterBlur: fires = node.hasBlurred
    case .onBlur, .onSubmit: fires = false
    }
    if fires {
      runRules(of: node, reveal: .all)
      scheduleAsyncRules(of: node, debounce: true)
    } else if !node.issues.isEmpty {
      // An error clears as soon as the value is valid, whatever the trigger.
      runRules(of: node, reveal: .alreadyShown)
    }
    if node.spec.rules.contains(where: \.isAsync), !fires {
      cancelAsyncRules(of: node)
    }
    // Rows whose rules read this one (a password repeat) are checked again if they show issues.
    if let dependents = validationDependents[node.id] {
      for id in dependents {
        guard let dependent = storage.node(id), dependent !== node, !dependent.issues.isEmpty || dependent.hasBlurred
        else { continue }
        runRules(of: dependent, reveal: dependent.hasBlurred ? .all : .alreadyShown)
      }
    }
  }

  func requiredStateChanged(_ node: RowNode) {
    guard !node.issues.isEmpty || node.hasBlurred else { return }
    runRules(of: node, reveal: node.hasBlurred ? .all : .alreadyShown)
  }

  func clearIssues(of node: RowNode) {
    cancelAsyncRules(of: node)
    setIssues([], of: node)
  }

  // MARK: Running rules

  enum Reveal {
    /// Show every failing rule.
    case all
    /// Only keep failing rules that were already shown (clearing fixed ones).
    case alreadyShown
  }

  /// Runs the synchronous rules (and the implicit `required`) and sets the row's issues.
  func runRules(of node: RowNode, reveal: Reveal) {
    guard !node.isHidden else {
      setIssues([], of: node)
      return
    }
    var fresh = evaluateSyncRules(of: node)
    // Async results stay while the value they checked stays.
    fresh += node.issues.filter { issue in node.spec.rules.contains { $0.isAsync && $0.id == issue.rule } }
    fresh += node.issues.filter { $0.rule == "server" }
    if reveal == .alreadyShown {
      let shown = Set(node.issues.map(\.rule))
      fresh = fresh.filter { shown.contains($0.rule) }
    }
    setIssues(fresh, of: node)
  }

  /// The issues the synchronous rules find now, recording which rows they read.
  func evaluateSyncRules(of node: RowNode) -> [ValidationIssue] {
    var issues: [ValidationIssue] = []
    let title = node.spec.title
    let isEmpty = Self.isEmptyForValidation(node.value)
    if node.isRequired, isEmpty, !node.spec.rules.contains(where: { $0.id == "required" }) {
      issues.append(
        ValidationIssue(row: node.id, tag: node.spec.tag, rule: "required", message: validationMessages.required(title)))
    }
    guard !node.spec.rules.isEmpty else { return issues }
    let context = RuleContext(form: self, row: node.id, title: title)
    validationReadLog = []
    for rule in node.spec.rules {
      guard case .sync(let check) = rule.check else { continue }
      if rule.skipsEmpty, isEmpty { continue }
      if let message = check(AnyRule.Input(value: node.value, context: context)) {
        issues.append(
          ValidationIssue(
            row: node.id, tag: node.spec.tag, rule: rule.id, message: rule.message ?? message, severity: rule.severity))
      }
    }
    for read in validationReadLog ?? [] where read != node.id {
      validationDependents[read, default: []].insert(node.id)
    }
    validationReadLog = nil
    return issues
  }

  /// Whether a row passes every rule, without showing anything.
  func silentlyValid(_ node: RowNode) -> Bool {
    if node.pendingValidations > 0 { return false }
    if node.issues.contains(where: { $0.severity == .error }) { return false }
    return !evaluateSyncRules(of: node).contains { $0.severity == .error }
      && !(node.spec.rules.contains(where: \.isAsync) && !asyncPassed(node))
  }

  private func asyncPassed(_ node: RowNode) -> Bool {
    if Self.isEmptyForValidation(node.value) { return true }
    return node.lastAsyncValidatedValue == node.value
  }

  /// Empty the way `required` means it: null, "", [], or whitespace only.
  static func isEmptyForValidation(_ value: FormValue) -> Bool {
    if case .string(let text) = value { return text.allSatisfy(\.isWhitespace) }
    return value.isEmpty
  }

  func setIssues(_ issues: [ValidationIssue], of node: RowNode) {
    guard issues != node.issues else { return }
    node.issues = issues
    markReconfigure(node)
    emit(.validationChanged(node.id, issues))
  }

  // MARK: Asynchronous rules

  /// Starts the row's asynchronous rules (after their debounce), cancelling any running ones.
  /// They run only when the synchronous rules pass and the value is not empty.
  func scheduleAsyncRules(of node: RowNode, debounce: Bool) {
    let asyncRules = node.spec.rules.filter(\.isAsync)
    guard !asyncRules.isEmpty, !node.isHidden else { return }
    cancelAsyncRules(of: node)
    guard !Self.isEmptyForValidation(node.value),
      !node.issues.contains(where: { $0.severity == .error && !$0.isAsyncIssue(of: asyncRules) })
    else { return }
    node.validationGeneration += 1
    let generation = node.validationGeneration
    let value = node.value
    let id = node.id
    let tag = node.spec.tag
    let clock = validationClock
    node.pendingValidations = 1
    markReconfigure(node)
    emit(.validating(id, true))
    asyncValidations[id] = Task { @MainActor [weak self] in
      var found: [ValidationIssue] = []
      do {
        for rule in asyncRules {
          guard case .async(let delay, let check) = rule.check else { continue }
          if debounce { try await clock.sleep(seconds: delay) }
          try Task.checkCancellation()
          if let message = await check(value) {
            found.append(
              ValidationIssue(row: id, tag: tag, rule: rule.id, message: rule.message ?? message, severity: rule.severity))
          }
          try Task.checkCancellation()
        }
      } catch {
        return  // cancelled: a newer value is being checked, or the row went away
      }
      guard let self, let node = self.storage.node(id), node.validationGeneration == generation, node.value == value
      else { return }
      self.finishAsyncValidation(of: node, found: found, rules: asyncRules)
    }
  }

  private func finishAsyncValidation(of node: RowNode, found: [ValidationIssue], rules: [AnyRule]) {
    asyncValidations[node.id] = nil
    node.pendingValidations = 0
    node.lastAsyncValidatedValue = found.contains { $0.severity == .error } ? nil : node.value
    let asyncIDs = Set(rules.map(\.id))
    setIssues(node.issues.filter { !asyncIDs.contains($0.rule) } + found, of: node)
    markReconfigure(node)
    emit(.validating(node.id, false))
    afterMutation()
  }

  func cancelAsyncRules(of node: RowNode) {
    if let task = asyncValidations.removeValue(forKey: node.id) { task.cancel() }
    node.validationGeneration += 1
    if node.pendingValidations > 0 {
      node.pendingValidations = 0
      markReconfigure(node)
      emit(.validating(node.id, false))
    }
  }
}

extension ValidationIssue {
  func isAsyncIssue(of rules: [AnyRule]) -> Bool { rules.contains { $0.id == rule } }
}
