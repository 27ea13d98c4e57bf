extension Form {
  // MARK: Reading

  /// The issues a section shows now (its ``SectionRule``s, or a server's errors for its tag),
  /// errors first.
  public func issues(ofSection section: SectionID) -> [ValidationIssue] {
    storage.section(section).map { Self.ordered($0.issues) } ?? []
  }

  // MARK: Definition

  /// The problems of a section's rules, found when the section joins the form: a negative
  /// count, `minRows` above `maxRows`, more initial rows than `maxRows` allows.
  func sectionRuleProblems(_ spec: SectionSpec) -> [FormError] {
    guard !spec.rules.isEmpty else { return [] }
    var problems: [FormError] = []
    let location = { (part: String?) in FormErrorLocation(section: spec.tag ?? spec.header?.text, part: part) }
    for rule in spec.rules {
      if let problem = rule.definitionProblem {
        problems.append(FormError(.invalidRule, problem, at: location("rule '\(rule.id)'")))
      }
    }
    let minimum = spec.minimumRows
    let cap = spec.maximumRows
    if let cap, minimum > cap {
      problems.append(
        FormError(
          .invalidRule, "minRows \(minimum) is more than maxRows \(cap): no list can pass", at: location(nil)))
    }
    if let cap, cap >= 0, spec.multivalued != nil, spec.rows.count > cap {
      problems.append(
        FormError(
          .invalidRule, "the section starts with \(spec.rows.count) rows but maxRows allows \(cap)",
          at: location("multivalued values")))
    }
    return problems
  }

  // MARK: Reacting to changes

  /// Queues a section's rules for the end of the current change (a value of one of its rows
  /// changed, rows came, went or moved, it appeared): they run once, on the settled form.
  func queueSectionValidation(_ section: SectionNode) {
    guard section.watchesChanges, !section.isQueuedForValidation else { return }
    section.isQueuedForValidation = true
    validationState.sectionQueue.append(section)
  }

  /// Runs the rules of the sections queued by the change that just settled, each once.
  func runQueuedSectionValidation() {
    let queue = validationState.sectionQueue
    validationState.sectionQueue.removeAll(keepingCapacity: true)
    for section in queue {
      section.isQueuedForValidation = false
      guard storage.section(section.id) === section else { continue }
      // A full section disables its "Add" row, saying why (and enables it when a row goes).
      if rowCap(of: section) != nil { applyPolicyToAddRows([section]) }
      if section.isHidden {
        setIssues([], of: section)
        continue
      }
      let fresh = evaluateRules(of: section)
      if revealsAll(section) {
        setIssues(fresh, of: section)
      } else {
        // Before a submit, an issue already shown follows the section; nothing new appears.
        let shown = Set(section.issues.map(\.rule))
        setIssues(fresh.filter { shown.contains($0.rule) }, of: section)
      }
    }
  }

  /// Whether a section shows every issue its rules find: a submit was attempted on the form or
  /// on the section's page.
  func revealsAll(_ section: SectionNode) -> Bool {
    validationState.isSubmitAttempted || section.page?.wasSubmitted == true
  }

  /// Runs a visible section's rules and shows every issue, as a submit does. Called inside a
  /// change.
  func validateAsSubmitted(_ section: SectionNode) {
    guard section.validates, !section.isHidden else { return }
    setIssues(evaluateRules(of: section), of: section)
  }

  /// Whether a section passes its rules now, shown or not.
  func silentlyValid(_ section: SectionNode) -> Bool {
    guard section.validates || !section.issues.isEmpty, !section.isHidden else { return true }
    if section.issues.contains(where: { $0.severity == .error }) { return false }
    return !evaluateRules(of: section).contains { $0.severity == .error }
  }

  /// The issues a section's rules find now, in rule order.
  func evaluateRules(of section: SectionNode) -> [ValidationIssue] {
    guard section.validates else { return [] }
    let rows = section.rows.filter { !$0.isHidden }
    let context = SectionRuleContext(
      form: self, section: section.id, tag: section.spec.tag, title: section.spec.header?.text ?? "",
      rows: rows.map(\.id), values: rows.map(\.value))
    var issues: [ValidationIssue] = []
    for rule in section.spec.rules {
      let failure: String?
      switch rule.check {
      case .minRows(let count):
        // Adding rows is what is missing only while the section lists too few: past that, the
        // listed entries are empty and want filling in.
        if context.filledCount >= count {
          failure = nil
        } else if context.rows.count < count {
          failure = validationMessages.minRows(context.title, count)
        } else {
          failure = validationMessages.minFilledRows(context.title, count)
        }
      case .maxRows(let count):
        failure = context.filledCount > count ? validationMessages.maxRows(context.title, count) : nil
      case .custom(let isValid):
        failure = isValid(context) ? nil : (rule.message ?? validationMessages.invalid(context.title))
      }
      guard let failure else { continue }
      issues.append(
        ValidationIssue(
          section: section.id, tag: section.spec.tag, rule: rule.id,
          message: overridingMessage(rule.message, rule.messageText) ?? failure, severity: rule.severity))
    }
    return issues
  }

  func setIssues(_ issues: [ValidationIssue], of section: SectionNode) {
    guard issues != section.issues else { return }
    section.issues = issues
    if !issues.isEmpty { validationState.sectionsWatchChanges = true }
    markSectionReconfigure(section)
    emit(.sectionValidationChanged(section.id, Self.ordered(issues)))
  }

  // MARK: Capacity

  /// The most rows a multivalued section may hold (its tightest `maxRows` rule), or `nil`.
  func rowCap(of section: SectionNode) -> Int? {
    guard section.spec.multivalued != nil else { return nil }
    return section.spec.maximumRows
  }

  /// Why a capped section takes no more rows now, or `nil`.
  func fullSectionReason(_ section: SectionNode) -> String? {
    guard let cap = rowCap(of: section), section.rows.count >= cap else { return nil }
    return validationMessages.maxRows(section.spec.header?.text ?? "", cap)
  }

  /// Refuses a row beyond a capped section's `maxRows`.
  func checkRoom(in section: SectionNode, adding count: Int = 1) throws {
    guard let cap = rowCap(of: section), section.rows.count + count > cap else { return }
    throw FormError(
      .invalidEdit,
      "the section holds at most \(cap) row\(cap == 1 ? "" : "s") (maxRows); \(section.rows.count + count) would be too many",
      at: FormErrorLocation(section: section.spec.tag ?? section.spec.header?.text))
  }

}

extension Form {
  /// The row a renderer scrolls to or focuses for an issue: the issue's row; for a section's
  /// issue, the section's "Add" row when it has one (where the fix starts), else its last
  /// visible row. `nil` when that row or section is gone, hidden, or shows no row.
  ///
  /// ```swift
  /// if let first = form.validate().firstError, let row = form.revealRow(for: first) {
  ///   scroll(to: row)
  /// }
  /// ```
  public func revealRow(for issue: ValidationIssue) -> RowID? {
    switch issue.subject {
    case .row(let row):
      guard let node = storage.node(row), !node.isHidden else { return nil }
      return row
    case .section(let id):
      guard let section = storage.section(id), !section.isHidden else { return nil }
      if let add = section.addRow { return add.id }
      return section.rows.last { !$0.isHidden }?.id
    }
  }
}

extension Form {
  /// What to call an issue's row or section in a list of problems: the row's title, or the
  /// section's header; the tag when there is neither; empty for a row or section that is gone.
  ///
  /// ```swift
  /// let lines = form.validate().errors.map { "\(form.title(of: $0)): \($0.message)" }
  /// ```
  public func title(of issue: ValidationIssue) -> String {
    switch issue.subject {
    case .row(let row):
      guard let node = storage.node(row) else { return issue.tag ?? "" }
      return node.spec.title.isEmpty ? (issue.tag ?? "") : node.spec.title
    case .section(let id):
      guard let header = storage.section(id)?.spec.header?.text, !header.isEmpty else { return issue.tag ?? "" }
      return header
    }
  }
}
