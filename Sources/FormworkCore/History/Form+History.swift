extension Form {
  // MARK: Undo and redo

  /// Whether there is a step to undo.
  public var canUndo: Bool { !history.undoStack.isEmpty }

  /// Whether there is an undone step to redo.
  public var canRedo: Bool { !history.redoStack.isEmpty }

  /// The name of the step ``undo()`` reverts, for a menu ("Undo \(name)"), or `nil`.
  public var undoActionName: String? { history.undoStack.last?.name }

  /// The names of every undoable step, oldest first.
  public var undoStepNames: [String] { history.undoStack.map(\.name) }

  /// The name of the step ``redo()`` applies again, or `nil`.
  public var redoActionName: String? { history.redoStack.last?.name }

  /// Reverts the last step: its values and multivalued rows come back as they were, and the
  /// focus returns to where it was.
  ///
  /// ```swift
  /// try form.removeRow(stop)      // the user deletes the wrong stop
  /// form.undoActionName           // "Delete Stop"
  /// try form.undo()               // the stop is back, with its values
  /// ```
  ///
  /// The undo is one change like any other: conditions, validation and permissions apply
  /// (a step touching a row the user cannot edit now is refused), events carry the
  /// ``ChangeOrigin/undo`` origin, and renderers get one update.
  ///
  /// - Throws: `FormError.Code.invalidEdit` when there is nothing to undo (in a read-only form,
  ///   with the edit policy's ``EditPolicy/readOnlyReason``) or a row of the step cannot be edited
  ///   now (``FormEvent/denied(_:reason:)`` is emitted); the step stays.
  /// - Complexity: O(*e* + *c*) for the step's *e* changes and the *c* conditions they affect.
  public func undo() throws {
    dropStaleSteps(undoing: true)
    guard var step = history.undoStack.last else { throw nothingToReplay("there is nothing to undo") }
    try replay(step, forward: false)
    history.undoStack.removeLast()
    // An undone or redone step is closed: typing afterwards starts a step of its own.
    step.typingRow = nil
    history.redoStack.append(step)
    notifyHistoryObservers(.undone(step.name))
  }

  /// Applies the last undone step again. See ``undo()``.
  ///
  /// - Throws: `FormError.Code.invalidEdit` when there is nothing to redo or a row of the step
  ///   cannot be edited now; the step stays.
  public func redo() throws {
    dropStaleSteps(undoing: false)
    guard var step = history.redoStack.last else { throw nothingToReplay("there is nothing to redo") }
    try replay(step, forward: true)
    history.redoStack.removeLast()
    step.typingRow = nil
    history.undoStack.append(step)
    notifyHistoryObservers(.redone(step.name))
  }

  /// Makes the changes `body` makes one undoable step named `name`, whatever their origin.
  ///
  /// ```swift
  /// try form.undoGroup("Fill from Server") {
  ///   try form.hydrate(from: response)
  ///   form[country] = "FR"
  /// }
  /// form.undoActionName   // "Fill from Server"
  /// ```
  ///
  /// Groups nest: the outermost names the step.
  @discardableResult
  public func undoGroup<Result>(_ name: String, _ body: () throws -> Result) rethrows -> Result {
    history.groups.append(name)
    defer {
      history.groups.removeLast()
      if history.groups.isEmpty, let step = history.groupStep {
        history.groupStep = nil
        push(step)
      }
    }
    return try body()
  }

  /// Forgets every step (after a save, say).
  public func clearUndoHistory() {
    history.undoStack.removeAll()
    history.redoStack.removeAll()
    notifyHistoryObservers(.cleared)
  }

  /// Calls `handler` whenever the history changes: a step added, undone, redone, or the history
  /// cleared or trimmed by a lower ``undoLimit``. Bridges to a platform undo manager listen to it
  /// (``FormUndoBridge``).
  public func onHistoryChange(_ handler: @escaping @MainActor (HistoryChange) -> Void) -> FormSubscription {
    historyObservers.add(handler)
  }

  func notifyHistoryObservers(_ change: HistoryChange) {
    historyObservers.emit(change)
  }

  // MARK: Recording

  /// Records a value change of the change in progress (called by ``commitValue(_:to:origin:isEdit:)``).
  func recordValueChange(_ node: RowNode, old: FormValue, new: FormValue, origin: ChangeOrigin) {
    history.origins.insert(OriginSet(origin))
    if history.mergedIntoTyping {
      // More in the change that continued a typing step: it joins the step, which closes.
      let index = history.undoStack.count - 1
      history.undoStack[index].entries.append(.value(node, old: old, new: new))
      history.undoStack[index].typingRow = nil
      return
    }
    if history.entries.isEmpty, origin == .user, focusedRow == node.id, continuesTypingFast(node.id) {
      // A keystroke of an open editing session: the step takes the new value in place.
      let index = history.undoStack.count - 1
      guard case .value(_, let first, _) = history.undoStack[index].entries[0] else { return }
      history.undoStack[index].entries[0] = .value(node, old: first, new: new)
      history.undoStack[index].focusAfter = node.id
      history.mergedIntoTyping = true
      return
    }
    history.entries.append(.value(node, old: old, new: new))
  }

  /// Whether a user change of `row` continues the open typing step, read in place.
  private func continuesTypingFast(_ row: RowID) -> Bool {
    guard history.groups.isEmpty, history.stepName == nil, !history.isReplaying,
      undoableOriginBits.contains(OriginSet(.user)), let index = history.undoStack.indices.last,
      history.redoStack.isEmpty, history.undoStack[index].typingRow == row,
      history.undoStack[index].entries.count == 1
    else { return false }
    return true
  }

  /// Makes `origin` one of the change's origins: structural edits carry none of their own (rows
  /// added, deleted and moved are a person's unless the change says whose they are).
  func noteOrigin(_ origin: ChangeOrigin) {
    history.origins.insert(OriginSet(origin))
  }

  /// Records a structural edit of a multivalued section (other structure is the program's own).
  func recordStructure(_ entry: HistoryEntry) {
    guard isMultivaluedEntry(entry) else { return }
    history.entries.append(entry)
  }

  private func isMultivaluedEntry(_ entry: HistoryEntry) -> Bool {
    switch entry {
    case .inserted(_, let section, _), .removed(_, let section, _): return section.spec.multivalued != nil
    case .moved(_, let from, let to): return from.section.spec.multivalued != nil || to.section.spec.multivalued != nil
    case .value: return false
    }
  }

  /// Ends the history part of an outermost change: makes its entries a step (or adds them to
  /// the typing step or group they continue). Returns whether content changed, and by whom.
  ///
  /// Typing into a focused row continues its step in place: no allocation per keystroke.
  func finishHistoryStep() -> OriginSet {
    if history.mergedIntoTyping {
      history.mergedIntoTyping = false
      defer {
        history.entries.removeAll(keepingCapacity: true)
        history.origins = []
        history.stepName = nil
      }
      return history.origins
    }
    guard !history.entries.isEmpty else { return [] }
    var origins = history.origins
    // Rows of multivalued sections are added, deleted and moved by people (swipes, the Add
    // row); a change that only did that is theirs.
    if origins.isEmpty { origins = OriginSet(.user) }
    defer {
      history.entries.removeAll(keepingCapacity: true)
      history.origins = []
      history.stepName = nil
    }
    guard !history.isReplaying else { return origins }
    let recorded =
      !history.groups.isEmpty || history.stepName != nil || !origins.intersection(undoableOriginBits).isEmpty
    guard recorded else { return origins }
    let typing = history.groups.isEmpty ? typingRow(origins) : nil
    if let typing, continuesTyping(typing) {
      // The same editing session: one step per session, as text fields group typing.
      extendTypingStep()
      return origins
    }
    let step = HistoryStep(
      name: history.stepName ?? stepName(for: history.entries, origins: origins), entries: history.entries,
      focusBefore: history.focusAtStart, focusAfter: focusedRow, typingRow: typing)
    if let group = history.groups.first {
      if history.groupStep == nil {
        history.groupStep = HistoryStep(name: group, entries: [], focusBefore: step.focusBefore)
      }
      history.groupStep?.entries += step.entries
      history.groupStep?.focusAfter = step.focusAfter
      return origins
    }
    push(step)
    return origins
  }

  /// Whether the last step is the typing session of `row`, still open. Reads through the stack
  /// in place: a copy of the step would make the next write copy its entries.
  private func continuesTyping(_ row: RowID) -> Bool {
    guard let index = history.undoStack.indices.last, history.redoStack.isEmpty,
      history.undoStack[index].typingRow == row, history.undoStack[index].entries.count == 1
    else { return false }
    return true
  }

  /// Puts the typed value into the open typing step, keeping the session's first old value.
  private func extendTypingStep() {
    let index = history.undoStack.count - 1
    guard case .value(let node, let old, _) = history.undoStack[index].entries[0],
      case .value(_, _, let new) = history.entries[0]
    else { return }
    history.undoStack[index].entries[0] = .value(node, old: old, new: new)
    history.undoStack[index].focusAfter = focusedRow
  }

  private func push(_ step: HistoryStep) {
    guard !step.entries.isEmpty else { return }
    // A step ends the typing session it does not continue.
    if let last = history.undoStack.last, last.typingRow != nil, last.typingRow != step.typingRow {
      history.undoStack[history.undoStack.count - 1].typingRow = nil
    }
    history.undoStack.append(step)
    history.redoStack.removeAll()
    trimUndoHistory()
    notifyHistoryObservers(.added(step.name))
  }

  /// Forgets the oldest steps beyond ``undoLimit`` (undone steps too).
  /// Drops the oldest steps beyond ``undoLimit``; returns whether any went.
  @discardableResult
  func trimUndoHistory() -> Bool {
    let limit = max(0, undoLimit)
    let before = history.undoStack.count + history.redoStack.count
    if history.undoStack.count > limit { history.undoStack.removeFirst(history.undoStack.count - limit) }
    if history.redoStack.count > limit { history.redoStack.removeFirst(history.redoStack.count - limit) }
    return history.undoStack.count + history.redoStack.count != before
  }

  /// Ends a typing session (focus left the row): the next typing starts a new step.
  func endTypingSession() {
    guard let last = history.undoStack.last, last.typingRow != nil else { return }
    history.undoStack[history.undoStack.count - 1].typingRow = nil
  }

  /// The row whose editing session the change in progress continues: one user value change of
  /// a text row that has the focus, or of a stepper or slider (presses in a row are one step,
  /// as typing is, until another step or an undo ends the session).
  private func typingRow(_ origins: OriginSet) -> RowID? {
    guard history.entries.count == 1, case .value(let node, _, _) = history.entries[0], origins == OriginSet(.user)
    else { return nil }
    switch node.spec.kind {
    case .stepper, .slider: return node.id
    default: return node.spec.kind.isTextInput && focusedRow == node.id ? node.id : nil
    }
  }

  /// "Change Name", "Delete Stop", "Add Stop", "Move Stop", "Typing", "Fill In".
  private func stepName(for entries: [HistoryEntry], origins: OriginSet) -> String {
    let messages = validationMessages
    if origins == OriginSet(.hydration) { return messages.historyFill }
    let structural = entries.filter { if case .value = $0 { return false } else { return true } }
    if let first = structural.first, structural.allSatisfy({ $0.row === first.row }) {
      let title = first.row.spec.title
      switch first {
      case .inserted: return messages.historyAdd(title)
      case .removed: return messages.historyDelete(title)
      case .moved: return messages.historyMove(title)
      case .value: break
      }
    }
    if structural.isEmpty, let first = entries.first, entries.allSatisfy({ $0.row === first.row }) {
      if first.row.spec.kind.isTextInput, origins == OriginSet(.user) { return messages.historyTyping }
      return messages.historyChange(first.row.spec.title)
    }
    return messages.historyChanges
  }

  // MARK: Replaying

  /// The refusal of an undo or redo with no step: in a read-only form, the policy's reason (the
  /// person could not have made a step), else `message`.
  private func nothingToReplay(_ message: String) -> FormError {
    FormError(.invalidEdit, editPolicy.readOnly ? editPolicy.readOnlyReason : message)
  }

  /// Drops the steps at the top of the undo (or redo) stack of which nothing applies any more:
  /// every row they changed was removed since (by the app; steps remove rows they bring back).
  /// Such a step would block every step before it.
  private func dropStaleSteps(undoing: Bool) {
    while let step = undoing ? history.undoStack.last : history.redoStack.last,
      !step.entries.contains(where: { applies($0, forward: !undoing) })
    {
      if undoing { history.undoStack.removeLast() } else { history.redoStack.removeLast() }
    }
  }

  /// Whether replaying `entry` has something to work on: its row, or the section it goes back to.
  private func applies(_ entry: HistoryEntry, forward: Bool) -> Bool {
    func isPresent(_ node: RowNode) -> Bool { storage.node(node.id) === node }
    func isPresent(_ section: SectionNode) -> Bool { storage.section(section.id) === section }
    switch entry {
    case .value(let node, _, _): return isPresent(node)
    case .inserted(let node, let section, _): return forward ? isPresent(section) : isPresent(node)
    case .removed(let node, let section, _): return forward ? isPresent(node) : isPresent(section)
    case .moved(let node, let from, let to): return isPresent(node) && isPresent(forward ? to.section : from.section)
    }
  }

  private func replay(_ step: HistoryStep, forward: Bool) throws {
    let origin: ChangeOrigin = forward ? .redo : .undo
    try checkEditable(step, forward: forward)
    history.isReplaying = true
    defer { history.isReplaying = false }
    try change {
      let entries = forward ? step.entries : step.entries.reversed()
      // What a row removed since the step was made no longer applies; the rest of the step does.
      for entry in entries where applies(entry, forward: forward) { try apply(entry, forward: forward, origin: origin) }
    }
    endTypingSession()
    let focus = forward ? step.focusAfter : step.focusBefore
    // A step made on another page shows that page: the person sees what was undone.
    if let row = focus.flatMap(storage.node) ?? step.entries.first?.row, storage.node(row.id) === row {
      showPage(of: row, origin: origin)
    }
    if let focus, let node = storage.node(focus), !node.isHidden, isOnShownPage(node.section) {
      self.focus(focus)
    } else if let first = step.entries.first?.row, storage.node(first.id) === first, !first.isHidden,
      isOnShownPage(first.section)
    {
      self.focus(first.id)
    }
  }

  /// Why the edit policy refuses a multivalued section's rows to be taken away or moved now: the
  /// Add row's denial without the full list's (which only refuses rows coming in).
  private func structureDenial(in section: SectionNode) -> String? {
    guard let add = section.addRow else { return nil }
    return editPolicy.decision(for: add.id, tag: section.spec.tag, reader: FormReader(form: self)).reason
  }

  /// Refuses a step that touches a row the user cannot edit now (an undo can't write a locked
  /// row, nor put a row back in a full list).
  private func checkEditable(_ step: HistoryStep, forward: Bool) throws {
    for entry in step.entries {
      let node = entry.row
      let denial: String?
      switch entry {
      case .value:
        guard storage.node(node.id) === node else { continue }
        denial = editDenial(of: node)
      case .inserted(_, let section, _):
        // Redoing an Add adds a row (a full list refuses it); undoing one takes it away.
        denial = forward ? section.addRow?.denial : structureDenial(in: section)
      case .removed(_, let section, _):
        denial = forward ? structureDenial(in: section) : section.addRow?.denial
      case .moved(_, let from, _):
        denial = structureDenial(in: from.section)
      }
      if let denial {
        emit(.denied(node.id, reason: denial))
        throw FormError(.invalidEdit, denial, at: location(of: node))
      }
    }
  }

  private func apply(_ entry: HistoryEntry, forward: Bool, origin: ChangeOrigin) throws {
    switch entry {
    case .value(let node, let old, let new):
      guard storage.node(node.id) === node else {
        throw FormError(.invalidEdit, "the row is no longer in the form", at: location(of: node))
      }
      commitValue(forward ? new : old, to: node, origin: origin)
    case .inserted(let node, let section, let index):
      if forward { try reattach(node, in: section, at: index) } else { try takeOut(node) }
    case .removed(let node, let section, let index):
      if forward { try takeOut(node) } else { try reattach(node, in: section, at: index) }
    case .moved(let node, let from, let to):
      let target = forward ? to : from
      try moveRow(node.id, toSection: target.section.id, at: min(target.index, target.section.rows.count - 1))
    }
  }

  private func takeOut(_ node: RowNode) throws {
    guard storage.node(node.id) === node else {
      throw FormError(.invalidEdit, "the row is no longer in the form", at: location(of: node))
    }
    try removeRow(node.id)
  }

  /// Puts a removed row back, the same node with its identity and value.
  private func reattach(_ node: RowNode, in section: SectionNode, at index: Int) throws {
    guard storage.section(section.id) === section else {
      throw FormError(.invalidEdit, "the section is no longer in the form", at: location(of: node))
    }
    if let tag = node.spec.tag, storage.node(tag: tag) != nil {
      throw FormError(.duplicateTag, "another row has the tag '\(tag)' now", at: location(of: node))
    }
    node.companion = nil
    node.isExpanded = false
    storage.reregister(node)
    let position = min(max(index, 0), section.rows.count)
    section.rows.insert(node, at: position)
    try integrate(rows: [node], sections: [], earlierProblems: []) {
      section.rows.removeAll { $0 === node }
      self.detach(row: node)
    }
    markStructureChanged(in: section)
    recordStructure(.inserted(node, section: section, index: position))
  }
}
