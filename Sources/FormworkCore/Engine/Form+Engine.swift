extension Form {
  /// Sets a condition's owner state without any effect (first evaluation of a new node).
  func setConditionFlag(_ owner: ConditionEngine.Owner, to value: Bool) {
    switch owner {
    case .row(let row, .hidden):
      row.ownHidden = value
      if row.section.page != nil { pageVisibilityCache = nil }
    case .row(let row, .disabled): row.ownDisabled = value
    case .row(let row, .required): row.isRequired = value
    case .section(let section, .hidden):
      section.ownHidden = value
      if section.page != nil { pageVisibilityCache = nil }
    case .section(let section, .disabled): section.ownDisabled = value
    case .section(_, .required): break
    case .page(let page, .hidden):
      page.ownHidden = value
      pageVisibilityCache = nil
    case .page, .computedValue, .text: break
    }
  }

  /// Applies a condition result that changed: state, readers, pending update, validation.
  func conditionChanged(_ owner: ConditionEngine.Owner, to value: Bool) {
    switch owner {
    case .row(let row, .hidden):
      row.ownHidden = value
      markStructureChanged(in: row.section)
      engine.invalidate(row.hiddenReaders)
      markProgress(row)
      if value { rowBecameHidden(row) }
      // The page shown may have nothing left to show.
      if value, row.section.page != nil, isOnShownPage(row.section) { pageVisibilityChanged() }
    case .row(let row, .disabled):
      row.ownDisabled = value
      markReconfigure(row)
      engine.invalidate(row.disabledReaders)
      if row.isDisabled { blurIfFocused(row) }
      if value { rowBecameDisabled(row) }
    case .row(let row, .required):
      row.isRequired = value
      markReconfigure(row)
      markProgress(row)
      queueValidation(of: row, .requiredChanged)
    case .section(let section, .hidden):
      section.ownHidden = value
      pending.sectionListChanged = true
      engine.invalidate(section.hiddenReaders)
      section.rows.forEach(markProgress)
      if value { section.rows.forEach(rowBecameHidden) }
      if value, section.page != nil, isOnShownPage(section) { pageVisibilityChanged() }
      if section.watchesChanges { queueSectionValidation(section) }
    case .section(let section, .disabled):
      section.ownDisabled = value
      section.rows.forEach(markReconfigure)
      engine.invalidate(section.disabledReaders)
      if value { section.rows.forEach(rowBecameDisabled) }
    case .section(_, .required):
      break
    case .page(let page, .hidden):
      page.ownHidden = value
      pageVisibilityCache = nil
      pending.sectionListChanged = true
      for section in sections(of: page) { markStructureChanged(in: section) }
      engine.invalidate(page.hiddenReaders)
      for section in sections(of: page) {
        section.rows.forEach(markProgress)
        if value { section.rows.forEach(rowBecameHidden) }
      }
      pageVisibilityChanged()
    case .page, .computedValue, .text:
      break
    }
  }

  /// A row left the screen: its errors go, its inline editor closes, its value may be cleared.
  func rowBecameHidden(_ row: RowNode) {
    if row.isExpanded { setExpanded(row, false) }
    clearIssues(of: row)
    blurIfFocused(row)
    if row.spec.hiddenPolicy == .clear, !row.isComputed, row.value != row.spec.initialValue {
      // NB: applied after propagation, so the value change does not re-enter the evaluation
      // that hid the row.
      pending.valuesToClear.append(row.id)
    }
  }

  /// A condition disabled the row: its value may be cleared (``DisabledValuePolicy/clear``).
  func rowBecameDisabled(_ row: RowNode) {
    if row.spec.disabledPolicy == .clear, !row.isComputed, row.value != row.spec.initialValue {
      // NB: applied after propagation, as values cleared on hide are.
      pending.valuesToClear.append(row.id)
    }
  }

  /// Computes the edit policy's static decisions (tags only) for every row.
  func applyInitialPolicy() {
    // Also disables the "Add" row of a section built full (`maxRows`).
    applyPolicyToAddRows(storage.sections)
    guard !editPolicy.isUnrestricted else { return }
    guard !editPolicy.isDynamic else { return }
    let reader = FormReader(form: self)
    for row in storage.orderedRows where row.spec.kind.acceptsInput {
      row.denial = editPolicy.decision(for: row.id, tag: row.spec.tag, reader: reader).reason
    }
  }

  /// The "Add" row of a multivalued section edits the section: the policy decides it by the
  /// section's tag (a read-only form does not grow). Decided when the policy or the structure
  /// changes; a policy rule's reads are not tracked for it.
  func applyPolicyToAddRows(_ sections: [SectionNode]) {
    let reader = FormReader(form: self)
    for section in sections {
      guard let add = section.addRow else { continue }
      let denial =
        editPolicy.decision(for: add.id, tag: section.spec.tag, reader: reader).reason ?? fullSectionReason(section)
      guard denial != add.denial else { continue }
      add.denial = denial
      markReconfigure(add)
    }
  }

  /// The edit policy changed: recompute every row's editability.
  func editPolicyChanged() {
    change { applyEditPolicy() }
  }

  private func applyEditPolicy() {
    let rows = storage.orderedRows
    if editPolicy.isDynamic {
      // Rows need a node that includes the policy; add them where missing.
      var added: [Int32] = []
      for row in rows where row.spec.kind.acceptsInput {
        if row.disabledNode < 0 {
          row.disabledNode = engine.addNode(
            owner: .row(row, .disabled), evaluator: .constant(row.ownDisabled), includesPolicy: true)
          added.append(row.disabledNode)
        } else {
          engine.nodes[Int(row.disabledNode)].includesPolicy = true
        }
      }
      let before = rows.map(\.denial)
      if let cycle = engine.integrate(added) { report(cycleError(cycle)) }
      engine.reevaluateAll()
      for (row, old) in zip(rows, before) where row.denial != old { denialChanged(row) }
    } else {
      for row in rows where row.disabledNode >= 0 { engine.nodes[Int(row.disabledNode)].includesPolicy = false }
      let reader = FormReader(form: self)
      for row in rows where row.spec.kind.acceptsInput {
        let denial = editPolicy.decision(for: row.id, tag: row.spec.tag, reader: reader).reason
        guard denial != row.denial else { continue }
        row.denial = denial
        denialChanged(row)
      }
    }
    applyPolicyToAddRows(storage.sections)
  }

  private func denialChanged(_ row: RowNode) {
    markReconfigure(row)
    engine.invalidate(row.disabledReaders)
    if row.isDisabled { blurIfFocused(row) }
  }

  // MARK: Context

  /// Sets a context value conditions read (`$ctx.name`), re-evaluating what reads it.
  ///
  /// ```swift
  /// form.setContext("role", "admin")
  /// ```
  public func setContext(_ name: String, _ value: FormValue) {
    guard context[name] != value else { return }
    change {
      context[name] = value
      engine.invalidateContext(name)
    }
  }

  /// Re-evaluates every condition and rebuilds the whole visible structure, ignoring what is
  /// known about dependencies and unchanged sections.
  ///
  /// Never needed for correctness: the engine re-evaluates exactly what a change affects and
  /// rebuilds only the sections it touched. It exists to measure the incremental path against
  /// (see the engine benchmarks).
  ///
  /// - Complexity: O(*c* log *c* + *n*) for *c* conditions and *n* rows.
  public func reevaluateAllConditions() {
    change {
      engine.reevaluateAll()
      for section in storage.sections { markStructureChanged(in: section) }
      pending.sectionListChanged = true
    }
  }

  /// How many condition evaluations the form has run, for tests of incrementality.
  public var conditionEvaluationCount: Int { engine.evaluationCount }

  /// Problems the engine met at run time: a closure condition that started reading in a cycle
  /// keeps its previous dependencies, and the cycle is reported here.
  public var runtimeProblems: [FormError] { engine.runtimeProblems }
}
