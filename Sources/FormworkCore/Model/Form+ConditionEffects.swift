import Foundation

// The funnel's side of the condition engine: what a condition's or a value node's new result
// does to the rest of the form (visibility, editability, the edit policy, validation, inline
// editors, focus, what renderers are told). The engine decides *what* changed and calls these
// through `ConditionEngineHost`; only the funnel reaches every part a result affects.

extension Form {
  /// Sets a condition's owner state without any effect (first evaluation of a new node).
  func setConditionFlag(_ owner: ConditionEngine.Owner, to value: Bool) {
    switch owner {
    case .row(let row, .hidden):
      row.ownHidden = value
      if row.section.page != nil { pageState.sectionChanged() }
    case .row(let row, .disabled): row.ownDisabled = value
    case .row(let row, .required): row.isRequired = value
    case .section(let section, .hidden):
      section.ownHidden = value
      if section.page != nil { pageState.sectionChanged() }
    case .section(let section, .disabled): section.ownDisabled = value
    case .section(_, .required): break
    case .page(let page, .hidden):
      page.ownHidden = value
      pageState.sectionChanged()
    case .page, .computedValue, .text, .options, .trigger: break
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
      pageState.sectionChanged()
      pending.sectionListChanged = true
      for section in sections(of: page) { markStructureChanged(in: section) }
      engine.invalidate(page.hiddenReaders)
      for section in sections(of: page) {
        section.rows.forEach(markProgress)
        if value { section.rows.forEach(rowBecameHidden) }
      }
      pageVisibilityChanged()
    case .trigger(let row, _, let run):
      // Edge-triggered: only a change to true fires. Completion is read by Next instead.
      if value, !run.isCompletion { engine.firedTriggers.append((row, run)) }
    case .page, .computedValue, .text, .options:
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

  // MARK: Applying

  /// The first value of a new value node, stored without effects (nothing was delivered yet).
  func setDerivedValue(_ owner: ConditionEngine.Owner, to value: FormValue) {
    switch owner {
    case .computedValue(let row):
      // The settled value becomes the initial value once the row joined (`settleComputedBaselines`).
      row.value = computedValue(value, for: row)
    case .text(let target):
      writeText(value, to: target)
    case .options(let row):
      row.optionsState = .loaded(Self.optionItems(from: value))
    case .row, .section, .page, .trigger:
      break
    }
  }

  /// A value node's result: applied when it changed. Returns whether it did.
  func derivedValueChanged(_ owner: ConditionEngine.Owner, to value: FormValue) -> Bool {
    switch owner {
    case .computedValue(let row):
      let value = computedValue(value, for: row)
      guard value != row.value else { return false }
      commitComputedValue(value, to: row)
      return true
    case .text(let target):
      return writeText(value, to: target)
    case .options(let row):
      return showOptions(Self.optionItems(from: value), of: row)
    case .row, .section, .page, .trigger:
      return false
    }
  }

  /// A computed result converted to the row's type; one that cannot be (a closure's value out of
  /// a stepper's range…) is reported and gives no value.
  private func computedValue(_ value: FormValue, for row: RowNode) -> FormValue {
    do {
      return try row.spec.normalize(value, timeZone: timeZone)
    } catch {
      var problem = error as? FormError ?? FormError(.typeMismatch, Self.message(of: error))
      problem.location = derivedLocation(row, part: "computed value")
      engine.reportReadProblem(problem)
      return .null
    }
  }

  /// Stores a computed row's new value and marks what follows, as ``commitValue(_:to:origin:isEdit:)``
  /// does for an edit, except that it is no edit: no undo step, no content change, no issue
  /// revealed.
  private func commitComputedValue(_ value: FormValue, to row: RowNode) {
    let old = row.value
    row.value = value
    row.inputText = nil
    row.inputError = nil
    markReconfigure(row)
    if !row.valueReaders.isEmpty { engine.invalidate(row.valueReaders) }
    if aggregatesReadRows, !row.section.rowsReaders.isEmpty { engine.invalidate(row.section.rowsReaders) }
    markProgress(row)
    if hasEventObservers {
      emit(
        .valueChanged(ValueChange(row: row.id, tag: row.spec.tag, oldValue: old, newValue: value, origin: .computed)))
    }
    queueValidation(of: row, .valueChanged(.computed))
  }

  /// Shows a row's new list of options: renderers are told, rows offering them read them again,
  /// and a chosen value whose option is no longer shown is cleared of it once the change settles.
  /// Run-time option changes (``setOptions(_:forRow:)-([SelectorOption<Option>],_)``) come through here too.
  @discardableResult
  func showOptions(_ items: [OptionItem], of row: RowNode) -> Bool {
    guard row.optionsState != .loaded(items) else { return false }
    row.optionsState = .loaded(items)
    markReconfigure(row)
    // An open inline wheel shows the row's options: it is drawn again too.
    if row.isExpanded, let companion = row.companion { markReconfigure(companion) }
    if !row.optionsReaders.isEmpty { engine.invalidate(row.optionsReaders) }
    emit(.optionsChanged(row.id, .loaded(items)))
    if Self.fitted(row.value, of: row, among: items) != row.value { pending.choicesToClear.append(row.id) }
    return true
  }

  /// Fits `row`'s value to the options it shows once the change settles (``fitted(_:of:among:)``).
  func queueFitting(_ row: RowNode) { pending.choicesToClear.append(row.id) }

  /// `value` fitted to the options `row` shows: a ranking's ranked options still shown, in
  /// their order, then those newly shown (`null` while unranked or when none is shown); for
  /// other rows ``choice(_:keptAmong:)``.
  static func fitted(_ value: FormValue, of row: RowNode, among items: [OptionItem]) -> FormValue {
    guard case .ranking = row.spec.kind else { return choice(value, keptAmong: items) }
    guard case .list(let ranked) = value, !items.isEmpty else { return .null }
    let shown = items.map(\.value)
    var fitted = ranked.filter { shown.contains($0) }
    fitted += shown.filter { !fitted.contains($0) }
    return fitted == ranked ? value : .list(fitted)
  }

  /// `value` without the choices that are not among `items`: `null` for a single choice that is
  /// not, the list without them for a multiple selector.
  static func choice(_ value: FormValue, keptAmong items: [OptionItem]) -> FormValue {
    switch value {
    case .null: return value
    case .list(let chosen):
      let kept = chosen.filter { choice in items.contains { $0.value == choice } }
      return kept.count == chosen.count ? value : .list(kept)
    default:
      return items.contains { $0.value == value } ? value : .null
    }
  }

  @discardableResult
  private func writeText(_ value: FormValue, to target: TextTarget) -> Bool {
    guard case .string(let text) = value else { return false }
    switch target {
    case .rowTitle(let row):
      guard row.spec.title != text else { return false }
      row.spec.title = text
      markReconfigure(row)
    case .rowPlaceholder(let row):
      guard row.spec.configuration.value.placeholder != text else { return false }
      row.spec.configuration.value.placeholder = text
      markReconfigure(row)
    case .sectionHeader(let section):
      guard section.spec.header != .text(text) else { return false }
      section.spec.header = .text(text)
      markSectionReconfigure(section)
    case .sectionFooter(let section):
      guard section.spec.footer != .text(text) else { return false }
      section.spec.footer = .text(text)
      markSectionReconfigure(section)
    case .pageTitle(let page):
      guard page.spec.title != text else { return false }
      page.spec.title = text
      // Renderers read page titles with the sections a page shows.
      for section in sections(of: page) { markSectionReconfigure(section) }
    }
    return true
  }

  /// Runs the triggers that fired during propagation, in the order they fired. Replaying an
  /// undo or redo step runs none: the step holds what they did.
  func runFiredTriggers() {
    let fired = engine.firedTriggers
    engine.firedTriggers.removeAll()
    guard !history.isReplaying else { return }
    for (row, run) in fired where storage.node(row.id) === row {
      switch run {
      case .value(let produce):
        let value: FormValue
        do {
          value = try normalized(produce(FormReader(form: self)), for: row)
        } catch {
          var problem = error as? FormError ?? FormError(.typeMismatch, Self.message(of: error))
          problem.location = derivedLocation(row, part: "trigger action")
          report(problem)
          continue
        }
        commitValue(value, to: row, origin: .program)
      case .reset:
        commitValue(row.spec.initialValue, to: row, origin: .program)
      case .showPage:
        showPage(holding: row)
      case .complete:
        break
      }
    }
  }

  // MARK: Structure and validity

  func markStructureChanged(in section: SectionNode) {
    // Rows came, went, moved, appeared or disappeared: the section's rules count them again,
    // and its page may have something to show now, or nothing.
    if section.watchesChanges { queueSectionValidation(section) }
    if section.page != nil { pageState.sectionChanged() }
    if !section.rowsReaders.isEmpty { engine.invalidate(section.rowsReaders) }
    if section.spec.multivalued?.entryTitle != nil { retitleEntries(of: section) }
    guard !section.needsRebuild else { return }
    section.needsRebuild = true
    pending.dirtySections.append(section)
  }

  /// The validity conditions last saw (computed afresh while no condition has read it yet).
  var trackedValidity: Bool { validityForConditions(followed: !engine.formValidityReaders.isEmpty) }

  /// Invalidates the conditions reading the form's validity when it changed since they read it.
  func trackedValidityChanged() -> Bool {
    guard !engine.formValidityReaders.isEmpty, validityChangedForConditions() else { return false }
    engine.invalidate(engine.formValidityReaders)
    return true
  }

}

extension Form: ConditionEngineHost {
  func conditionReader() -> FormReader { FormReader(form: self) }

  func policyDenial(of row: RowNode, reader: FormReader) -> String? {
    editPolicy.decision(for: row.id, tag: row.spec.tag, reader: reader).reason
  }
}
