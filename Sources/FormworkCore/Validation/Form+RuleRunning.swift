extension Form {
  enum Reveal {
    /// Show every failing rule.
    case all
    /// Only keep failing rules that were already shown (clearing fixed ones).
    case alreadyShown
  }

  /// Runs the synchronous rules (and the implicit `required`) and sets the row's issues.
  ///
  /// Asynchronous results and server errors are kept: they describe the current value. With
  /// `valueChanged`, they describe the old one and are dropped instead.
  func runRules(of node: RowNode, reveal: Reveal, valueChanged: Bool = false) {
    guard !node.isHidden else {
      setIssues([], of: node)
      return
    }
    var fresh = evaluateSyncRules(of: node)
    if !valueChanged { fresh += node.issues.filter { isValueBound($0, of: node) } }
    if reveal == .alreadyShown {
      let shown = Set(node.issues.map(\.rule))
      fresh = fresh.filter { shown.contains($0.rule) }
    }
    setIssues(fresh, of: node)
  }

  /// Whether an issue holds only for the value it was found for: an asynchronous rule's result
  /// or a server error.
  func isValueBound(_ issue: ValidationIssue, of node: RowNode) -> Bool {
    issue.rule == ValidationIssue.serverRule || node.spec.rules.contains { $0.isAsync && $0.id == issue.rule }
  }

  /// The issues the synchronous rules find now, recording which rows they read.
  func evaluateSyncRules(of node: RowNode) -> [ValidationIssue] {
    var issues: [ValidationIssue] = []
    let rules = node.spec.rules
    let title = node.spec.title
    let isEmpty = isEmptyForRules(node)
    // Text that could not be read (`seven` in an integer row) is not an empty row: its input
    // error says what is wrong, and "is required" would say it twice.
    let hasUnreadText = node.inputText != nil
    // A row with a `required` condition demands a value only while the condition holds; an
    // explicit `required` rule then configures that check rather than adding a second one.
    let requiredIsConditional = !node.spec.required.isConstant(false)
    if requiredIsConditional, node.isRequired, isEmpty, !hasUnreadText, node.spec.kind.acceptsInput,
      !rules.contains(where: \.demandsValue)
    {
      issues.append(
        ValidationIssue(row: node.id, tag: node.spec.tag, rule: "required", message: validationMessages.required(title))
      )
    }
    if !hasUnreadText, let format = node.spec.configuration.value.liveFormat, case .string(let text) = node.value,
      case .incomplete = format.value(from: text, locale: locale)
    {
      let sample = format.sample(locale: locale)
      issues.append(
        ValidationIssue(
          row: node.id, tag: node.spec.tag, rule: LiveFormat.incompleteRule,
          message: validationMessages.incompleteFormat(title, sample)))
    }
    guard !rules.isEmpty else { return issues }
    let reads = RuleReads()
    let context = RuleContext(form: self, reads: reads, row: node.id, title: title)
    for rule in rules {
      guard case .sync(let check) = rule.check else { continue }
      if rule.demandsValue, requiredIsConditional, !node.isRequired { continue }
      if rule.demandsValue, hasUnreadText { continue }
      if rule.skipsEmpty, isEmpty { continue }
      // An empty selection already fails `required`: `minCount` would repeat it.
      if isEmpty, !rule.skipsEmpty, !rule.demandsValue, issues.contains(where: { $0.rule == "required" }) { continue }
      if let message = check(AnyRule.Input(value: node.value, context: context)) {
        issues.append(
          ValidationIssue(
            row: node.id, tag: node.spec.tag, rule: rule.id, message: overridingMessage(of: rule) ?? message,
            severity: rule.severity))
      }
    }
    for read in reads.rows where read != node.id {
      validationState.dependents[read, default: []].insert(node.id)
    }
    return issues
  }

  /// Whether a row's value is empty for its rules: null, "", [], {} or whitespace-only text
  /// (unless its `required` rule counts whitespace as a value). Empty values skip every rule
  /// but `required` and `minCount` (an empty selection counts 0).
  func isEmptyForRules(_ node: RowNode) -> Bool {
    node.value.isMissing(allowingWhitespace: node.spec.rules.contains { $0.demandsValue && $0.allowsWhitespace })
  }

  /// Whether a row passes every rule, without showing anything.
  func silentlyValid(_ node: RowNode) -> Bool {
    if node.pendingValidations > 0 || node.inputError != nil { return false }
    if node.issues.contains(where: { $0.severity == .error }) { return false }
    if evaluateSyncRules(of: node).contains(where: { $0.severity == .error }) { return false }
    return asyncRulesPassed(node)
  }

  /// Whether the asynchronous rules that can block (error severity) passed the current value.
  func asyncRulesPassed(_ node: RowNode) -> Bool {
    guard node.spec.rules.contains(where: { $0.isAsync && $0.severity == .error }), !isEmptyForRules(node) else {
      return true
    }
    return node.lastAsyncValidatedValue == node.value
  }

  func setIssues(_ issues: [ValidationIssue], of node: RowNode) {
    guard issues != node.issues else { return }
    node.issues = issues
    markReconfigure(node)
    emit(.validationChanged(node.id, Self.ordered(issues)))
  }
}

extension RowNode {
  /// Whether the row demands a value now: its `required` condition holds, or (without one) it
  /// has a `required` rule of error severity. What the title's required mark follows.
  var requiresValue: Bool {
    if !spec.required.isConstant(false) { return isRequired }
    return spec.rules.contains { $0.demandsValue && $0.severity == .error }
  }
}
