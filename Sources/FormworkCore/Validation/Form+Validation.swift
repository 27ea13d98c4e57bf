import Foundation

/// The outcome of validating a whole form.
///
/// ```swift
/// let report = form.validate()
/// guard report.isValid else {
///   if let first = report.firstError { scroll(to: first.row) }
///   return
/// }
/// ```
public struct ValidationReport: Sendable, Equatable {
  /// Every issue of the visible rows and sections, in form order (section by section, row by
  /// row, then the section's own issues; within a row or section, errors before warnings, each
  /// in rule order). Text a number or date row could not read appears as an issue with rule
  /// `"input"`.
  public var issues: [ValidationIssue]
  /// Visible rows whose asynchronous rules are still running: their outcome is not in
  /// ``issues`` yet (``Form/validateAll()`` waits for them).
  public var pendingRows: [RowID]

  /// A report of `issues`, with `pendingRows` still being checked.
  public init(issues: [ValidationIssue], pendingRows: [RowID] = []) {
    self.issues = issues
    self.pendingRows = pendingRows
  }

  /// Whether nothing blocks submitting: no error (warnings do not block) and no row still
  /// being checked.
  public var isValid: Bool { pendingRows.isEmpty && !issues.contains { $0.severity == .error } }
  /// The errors only.
  public var errors: [ValidationIssue] { issues.filter { $0.severity == .error } }
  /// The warnings only.
  public var warnings: [ValidationIssue] { issues.filter { $0.severity == .warning } }
  /// The first error in form order, to scroll to (a row, or a section whose rule failed).
  public var firstError: ValidationIssue? { issues.first { $0.severity == .error } }
  /// The issues of one row.
  public func issues(for row: RowID) -> [ValidationIssue] { issues.filter { $0.row == row } }
  /// The issues of one section's own rules (not its rows').
  public func issues(forSection section: SectionID) -> [ValidationIssue] { issues.filter { $0.section == section } }
  /// The issues of rows keyed by row tag (rows without a tag, and sections, are left out).
  public var byTag: [String: [ValidationIssue]] {
    Dictionary(grouping: issues.filter { $0.tag != nil && $0.row != nil }, by: { $0.tag ?? "" })
  }
  /// The issues of sections keyed by section tag (sections without a tag are left out).
  public var bySectionTag: [String: [ValidationIssue]] {
    Dictionary(grouping: issues.filter { $0.tag != nil && $0.section != nil }, by: { $0.tag ?? "" })
  }
}

extension Form {
  // MARK: Validating on demand

  /// Validates every visible row with all its rules, and every visible section with its
  /// ``SectionRule``s, shows the issues, and returns them in form order. Hidden rows and sections
  /// are skipped.
  ///
  /// Asynchronous rules whose value was not checked yet start now, without debounce; their rows
  /// are in ``ValidationReport/pendingRows`` (and the report is not valid) until they finish.
  /// Use ``validateAll()`` to wait for them. Afterwards every row validates as it changes, as
  /// if it had lost focus once.
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
    change {
      validationState.isSubmitAttempted = true
      for row in storage.orderedRows where !row.isHidden { validateAsSubmitted(row) }
      for section in storage.sections where section.validates { validateAsSubmitted(section) }
    }
    return currentReport()
  }

  /// Runs every rule of a row and shows all its issues, as a submit does; its asynchronous
  /// rules start at once. Called inside a change.
  func validateAsSubmitted(_ row: RowNode) {
    row.hasBlurred = true
    runRules(of: row, reveal: .all)
    startAsyncRules(of: row, debounce: false)
  }

  /// Validates every visible row, waits for the asynchronous rules, and returns every issue
  /// in form order: what a submit button runs.
  ///
  /// ```swift
  /// submitButton.action = {
  ///   Task {
  ///     let report = await form.validateAll()
  ///     if report.isValid { try await api.signUp(form.parameters()) }
  ///   }
  /// }
  /// ```
  public func validateAll() async -> ValidationReport {
    validate()
    await settleValidations()
    return currentReport()
  }

  /// Validates one row now with all its rules; asynchronous ones start without debounce.
  ///
  /// - Returns: The row's issues now (asynchronous results arrive later).
  @discardableResult
  public func validate(row: RowID) -> [ValidationIssue] {
    guard let node = storage.node(row), !node.isHidden else { return [] }
    change {
      node.wasEdited = true
      validateAsSubmitted(node)
    }
    return Self.ordered(node.issues)
  }

  /// Whether every visible row passes its rules right now, shown or not: what a submit
  /// button's enabled state follows (Flix's login). A row counts as invalid while an
  /// asynchronous rule with error severity has not passed its current value (running, failed or
  /// not run yet), while a server error shows, and while typed text could not be read.
  /// Warnings never count.
  ///
  /// Observe it with ``onValidityChange(_:)`` (or `isValidPublisher` where Combine exists).
  ///
  /// - Complexity: O(*n* · *k*) for *n* rows with *k* rules each.
  public var isValid: Bool {
    storage.orderedRows.allSatisfy { row in row.isHidden || silentlyValid(row) }
      && storage.sections.allSatisfy { silentlyValid($0) }
  }

  /// The issues currently shown on a row, errors first.
  public func issues(of row: RowID) -> [ValidationIssue] { storage.node(row).map { Self.ordered($0.issues) } ?? [] }

  /// The report of what the visible rows and sections show now, without validating anything.
  func currentReport() -> ValidationReport {
    report(of: storage.sections)
  }

  /// The issues of the visible rows of some sections, in their order (typed text that could not
  /// be read, then each row's issues), each section's own issues after its rows.
  func report(of sections: [SectionNode]) -> ValidationReport {
    var issues: [ValidationIssue] = []
    var pending: [RowID] = []
    for section in sections where !section.isHidden {
      for row in section.rows where !row.isHidden {
        if let inputError = row.inputError {
          issues.append(
            ValidationIssue(row: row.id, tag: row.spec.tag, rule: ValidationIssue.inputRule, message: inputError))
        }
        issues += Self.ordered(row.issues)
        if row.pendingValidations > 0 { pending.append(row.id) }
      }
      issues += Self.ordered(section.issues)
    }
    return ValidationReport(issues: issues, pendingRows: pending)
  }

  /// Errors before warnings, each group in its original (rule) order.
  static func ordered(_ issues: [ValidationIssue]) -> [ValidationIssue] {
    issues.filter { $0.severity == .error } + issues.filter { $0.severity != .error }
  }
}
