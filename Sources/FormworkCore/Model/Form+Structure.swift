extension Form {
  // MARK: Sections

  /// Appends a section at the end of the form.
  ///
  /// ```swift
  /// let id = try form.append(Section("Extras") { Row.textArea(notes, "Notes") })
  /// ```
  ///
  /// - Throws: `FormDefinitionError` (duplicate tags, expression errors, a cycle); the form is
  ///   unchanged.
  /// - Returns: The new section's identity.
  /// - Complexity: O(*r* + *c*) for the section's *r* rows and the *c* conditions that read them.
  @discardableResult
  public func append(_ section: Section) throws -> SectionID {
    try insert(section, at: storage.sections.count)
  }

  /// Inserts a section at a position among all sections (hidden ones count).
  ///
  /// - Throws: `FormError` `FormError.Code.invalidEdit` for a position out of range, or
  ///   `FormDefinitionError`; the form is unchanged.
  /// - Complexity: O(*s* + *r* + *c*) for *s* sections, the new section's *r* rows and the *c* conditions the insertion affects.
  @discardableResult
  public func insert(_ section: Section, at index: Int) throws -> SectionID {
    guard (0...storage.sections.count).contains(index) else {
      throw FormError(.invalidEdit, "section position \(index) is outside 0...\(storage.sections.count)")
    }
    try checkNewTags(rows: section.spec.rows, sectionTag: section.spec.tag)
    return try change {
      let problems = insertSectionNode(section.spec, at: index)
      let node = storage.sections[index]
      try integrate(rows: node.rows, sections: [node], earlierProblems: problems) {
        self.detach(section: node)
      }
      applyPolicyToAddRows([node])
      // Its rules run on the settled form, as a submit attempted already shows them.
      queueSectionValidation(node)
      pending.sectionListChanged = true
      return node.id
    }
  }

  /// Inserts a section right after another (found by tag), hidden or not.
  /// - Complexity: O(*s* + *r* + *c*), as ``insert(_:at:)``.
  @discardableResult
  public func insert(_ section: Section, afterSection tag: String) throws -> SectionID {
    guard let anchor = storage.section(tag: tag), let index = storage.sections.firstIndex(where: { $0 === anchor })
    else {
      throw FormError(.unknownTag, "no section has the tag '\(tag)'", at: FormErrorLocation(section: tag))
    }
    return try insert(section, at: index + 1)
  }

  /// Removes a section and its rows.
  ///
  /// Conditions that read its rows then read them as empty and not hidden.
  /// - Complexity: O(*s* + *r* + *c*) for *s* sections, the section's *r* rows and the *c* conditions that read them.
  public func removeSection(_ id: SectionID) throws {
    guard let section = storage.section(id) else {
      throw FormError(.unknownIdentity, "no section has the identity \(id)")
    }
    change {
      detach(section: section)
      pending.sectionListChanged = true
    }
  }

  /// Moves a section to a position among all sections.
  /// - Complexity: O(*s*) for *s* sections.
  public func moveSection(_ id: SectionID, to index: Int) throws {
    guard let section = storage.section(id), let from = storage.sections.firstIndex(where: { $0 === section }) else {
      throw FormError(.unknownIdentity, "no section has the identity \(id)")
    }
    guard (0..<storage.sections.count).contains(index) else {
      throw FormError(.invalidEdit, "section position \(index) is outside 0..<\(storage.sections.count)")
    }
    change {
      storage.sections.remove(at: from)
      storage.sections.insert(section, at: index)
      pending.sectionListChanged = true
    }
  }

  // MARK: Rows

  /// Appends a row at the end of a section.
  ///
  /// - Throws: `FormError` for an unknown section, `FormDefinitionError` for a duplicate tag,
  ///   a bad expression or a cycle; the form is unchanged.
  /// - Complexity: O(*c*) for the *c* conditions the new row's tag and conditions affect.
  @discardableResult
  public func append<Value>(_ row: Row<Value>, toSection section: SectionID) throws -> RowID {
    guard let node = storage.section(section) else {
      throw FormError(.unknownIdentity, "no section has the identity \(section)")
    }
    return try insertRow(row.spec, in: node, at: node.rows.count)
  }

  /// Inserts a row right after another, whether that row is visible or hidden.
  ///
  /// ```swift
  /// let id = try form.insert(Row.text(coupon, "Coupon"), after: form.rowID(forTag: "total")!)
  /// ```
  /// - Complexity: O(*r* + *c*) for the anchor section's *r* rows and the *c* conditions affected.
  @discardableResult
  public func insert<Value>(_ row: Row<Value>, after anchor: RowID) throws -> RowID {
    let (section, index) = try position(of: anchor)
    return try insertRow(row.spec, in: section, at: index + 1)
  }

  /// Inserts a row right before another, whether that row is visible or hidden.
  /// - Complexity: O(*r* + *c*) for the anchor section's *r* rows and the *c* conditions affected.
  @discardableResult
  public func insert<Value>(_ row: Row<Value>, before anchor: RowID) throws -> RowID {
    let (section, index) = try position(of: anchor)
    return try insertRow(row.spec, in: section, at: index)
  }

  /// Inserts a type-erased row at a position among all rows of a section (hidden ones count).
  /// - Complexity: O(*r* + *c*) for the section's *r* rows and the *c* conditions affected.
  @discardableResult
  public func insert(_ row: AnyRow, inSection section: SectionID, at index: Int) throws -> RowID {
    guard let node = storage.section(section) else {
      throw FormError(.unknownIdentity, "no section has the identity \(section)")
    }
    return try insertRow(row.spec, in: node, at: index)
  }

  /// Removes a row. Conditions that read it then read it as empty and not hidden.
  /// - Complexity: O(*r* + *c*) for the section's *r* rows and the *c* conditions that read the row.
  public func removeRow(_ id: RowID) throws {
    let (section, index) = try position(of: id)
    change {
      let node = section.rows.remove(at: index)
      detach(row: node)
      markStructureChanged(in: section)
      recordStructure(.removed(node, section: section, index: index))
    }
  }

  /// Moves a row to just after another row (possibly in another section).
  /// - Complexity: O(*r* + *c*) for the rows of both sections and the *c* conditions that read the row's state.
  public func moveRow(_ id: RowID, after anchor: RowID) throws {
    guard id != anchor else { return }
    let (fromSection, fromIndex) = try position(of: id)
    _ = try position(of: anchor)
    try change {
      let node = fromSection.rows.remove(at: fromIndex)
      let (toSection, anchorIndex) = try position(of: anchor)
      place(node, from: (fromSection, fromIndex), in: toSection, at: anchorIndex + 1)
    }
  }

  /// Moves a row to a position among all rows of a section (hidden ones count).
  /// - Complexity: O(*r* + *c*) for the rows of both sections and the *c* conditions that read the row's state.
  public func moveRow(_ id: RowID, toSection section: SectionID, at index: Int) throws {
    let (fromSection, fromIndex) = try position(of: id)
    guard let toSection = storage.section(section) else {
      throw FormError(.unknownIdentity, "no section has the identity \(section)")
    }
    let limit = toSection === fromSection ? toSection.rows.count - 1 : toSection.rows.count
    guard (0...limit).contains(index) else {
      throw FormError(.invalidEdit, "row position \(index) is outside 0...\(limit)")
    }
    change {
      let node = fromSection.rows.remove(at: fromIndex)
      place(node, from: (fromSection, fromIndex), in: toSection, at: index)
    }
  }

  /// Puts a row taken out of `from` at its new place, and marks and records the move.
  private func place(
    _ node: RowNode, from: (section: SectionNode, index: Int), in toSection: SectionNode, at index: Int
  ) {
    toSection.rows.insert(node, at: index)
    reparent(node, to: toSection)
    markStructureChanged(in: from.section)
    markStructureChanged(in: toSection)
    recordStructure(
      .moved(
        node, from: HistoryPosition(section: from.section, index: from.index),
        to: HistoryPosition(section: toSection, index: index)))
  }

  // MARK: Multivalued sections

  /// The values of a multivalued section's rows, in order (empty entries left out: see
  /// <doc:MultivaluedSections>).
  /// - Complexity: O(*r*) for the section's *r* rows.
  public subscript<Element>(key: SectionKey<Element>) -> [Element] {
    guard let section = storage.section(tag: key.tag) else {
      report(FormError(.unknownTag, "no section has the tag '\(key.tag)'", at: FormErrorLocation(section: key.tag)))
      return []
    }
    return section.rows.compactMap { row in
      guard !row.value.isEmptyEntry else { return nil }
      do {
        return try Element(formValue: row.value)
      } catch {
        report(FormError(.typeMismatch, "\(row.value) is not a \(Element.self)", at: location(of: row)))
        return nil
      }
    }
  }

  /// Replaces the rows of a multivalued section with one row per value. It is the app's write
  /// (``ChangeOrigin/program``): not an undo step unless ``undoableOrigins`` says so.
  /// - Complexity: O(*r* + *v* + *c*) for the section's *r* rows, *v* values and the *c* conditions affected.
  public func setValues<Element>(_ values: [Element], for key: SectionKey<Element>) throws {
    guard let section = storage.section(tag: key.tag), let multivalued = section.spec.multivalued else {
      throw FormError(
        .unknownTag, "no multivalued section has the tag '\(key.tag)'", at: FormErrorLocation(section: key.tag))
    }
    try checkRoom(in: section, adding: values.count - section.rows.count)
    try change {
      // The app's own write: undoable only when ``undoableOrigins`` has `.program`.
      noteOrigin(.program)
      for row in section.rows { try removeRow(row.id) }
      for value in values {
        var spec = multivalued.template
        spec.initialValue = try value.encodedFormValue()
        _ = try insertRow(spec, in: section, at: section.rows.count)
      }
    }
  }

  /// Adds a row made from a multivalued section's template at its end (what its "Add" row does).
  /// - Complexity: O(*c*) for the *c* conditions the new row affects.
  @discardableResult
  public func appendMultivaluedRow(toSection id: SectionID, value: FormValue = .null) throws -> RowID {
    guard let section = storage.section(id), let multivalued = section.spec.multivalued else {
      throw FormError(.invalidEdit, "\(id) is not a multivalued section")
    }
    try checkRoom(in: section)
    var spec = multivalued.template
    if !value.isNull {
      spec.initialValue = value
      spec.initialValueIsNormalized = false
    }
    return try insertRow(spec, in: section, at: section.rows.count)
  }

  // MARK: Implementation

  private func position(of id: RowID) throws -> (SectionNode, Int) {
    guard let node = storage.node(id), !node.isCompanion,
      let index = node.section.rows.firstIndex(where: { $0 === node })
    else {
      throw FormError(.unknownIdentity, "no row of the form has the identity \(id)")
    }
    return (node.section, index)
  }

  func insertRow(_ spec: RowSpec, in section: SectionNode, at index: Int) throws -> RowID {
    guard (0...section.rows.count).contains(index) else {
      throw FormError(.invalidEdit, "row position \(index) is outside 0...\(section.rows.count)")
    }
    try checkNewTags(rows: [spec], sectionTag: nil)
    return try change {
      let (node, problems) = makeRowNode(spec, in: section)
      section.rows.insert(node, at: index)
      try integrate(rows: [node], sections: [], earlierProblems: problems) {
        if let position = section.rows.firstIndex(where: { $0 === node }) { section.rows.remove(at: position) }
        self.detach(row: node)
      }
      markStructureChanged(in: section)
      markProgress(node)
      recordStructure(.inserted(node, section: section, index: index))
      return node.id
    }
  }

  /// Rejects tags already in use, before anything is created.
  private func checkNewTags(rows: [RowSpec], sectionTag: String?) throws {
    var problems: [FormError] = []
    if let sectionTag, storage.section(tag: sectionTag) != nil {
      problems.append(
        FormError(
          .duplicateTag, "section tag '\(sectionTag)' is already used", at: FormErrorLocation(section: sectionTag)))
    }
    var seen: Set<String> = []
    for row in rows {
      guard let tag = row.tag else { continue }
      if let existing = storage.node(tag: tag) {
        problems.append(
          FormError(.duplicateTag, "tag '\(tag)' is already used by \(storage.place(of: existing))", at: .row(tag)))
      } else if !seen.insert(tag).inserted {
        problems.append(FormError(.duplicateTag, "tag '\(tag)' is declared twice in the new rows", at: .row(tag)))
      }
    }
    if !problems.isEmpty { throw FormDefinitionError(problems) }
  }

  /// Attaches conditions of new rows and sections and evaluates them; on any problem runs
  /// `rollback` and throws, leaving the form as it was.
  func integrate(
    rows: [RowNode], sections: [SectionNode], earlierProblems: [FormError], rollback: () -> Void
  ) throws {
    let firstNode = Int32(engine.nodes.count)
    var problems = earlierProblems + attachConditions(rows: rows, sections: sections)
    let added = (Int(firstNode)..<engine.nodes.count).map { Int32($0) }
    // Conditions that looked for the new tags read the new rows now: they are part of the
    // integration, so a loop they close is refused like one among the new rows.
    let waiting = rows.compactMap(\.spec.tag).flatMap { engine.missingTagReaders[$0] ?? [] }
    if problems.isEmpty, let cycle = engine.integrate(added, rereading: waiting) {
      problems.append(cycleError(cycle))
    }
    guard problems.isEmpty else {
      for index in added { engine.removeNode(index) }
      engine.rebuildRanks()
      rollback()
      throw FormDefinitionError(problems)
    }
    if !editPolicy.isDynamic {
      let reader = FormReader(form: self)
      for row in rows where row.spec.kind.acceptsInput {
        row.denial = editPolicy.decision(for: row.id, tag: row.spec.tag, reader: reader).reason
      }
    }
    applyDefaultValues(of: rows)
    settleComputedBaselines(of: rows)
  }

  private func reparent(_ node: RowNode, to section: SectionNode) {
    guard node.section !== section else { return }
    if node.isExpanded { setExpanded(node, false) }
    node.section = section
    node.refreshValueHooks()
    node.companion?.section = section
    node.companion?.refreshValueHooks()
    markReconfigure(node)
    // Conditions reading this row's effective state read its section's state too.
    engine.invalidate(node.hiddenReaders + node.disabledReaders)
  }

  /// Takes a row out of the form for good: its conditions leave the graph, and what read it is
  /// re-evaluated.
  func detach(row node: RowNode) {
    forgetProgress(of: node)
    if node.isExpanded { setExpanded(node, false) }
    cancelAsyncRules(of: node)
    if focusedRowID == node.id { blurIfFocused(node) }
    engine.invalidate(node.valueReaders + node.hiddenReaders + node.disabledReaders)
    for index in [node.hiddenNode, node.disabledNode, node.requiredNode] where index >= 0 {
      engine.removeNode(index)
    }
    engine.removeDerivedNodes(of: .row(node.id))
    forgetDefaultValues(of: node)
    if let companion = node.companion { storage.unregister(companion) }
    storage.unregister(node)
    // Readers keep an entry for the removed row; it is never signalled again.
    node.valueReaders = []
    node.hiddenReaders = []
    node.disabledReaders = []
  }

  func detach(section: SectionNode) {
    for row in section.rows { detach(row: row) }
    if let add = section.addRow { storage.unregister(add) }
    engine.invalidate(section.hiddenReaders + section.disabledReaders)
    for index in [section.hiddenNode, section.disabledNode] where index >= 0 { engine.removeNode(index) }
    engine.removeDerivedNodes(of: .section(section.id))
    if let position = storage.sections.firstIndex(where: { $0 === section }) { storage.sections.remove(at: position) }
    storage.unregister(section)
    section.rows = []
  }
}

extension Form {
  // MARK: Headers and footers

  /// Changes a section's header at run time ("3 participants"): renderers reconfigure the header
  /// in place (``FormUpdate/reconfiguredSections``), the rows are untouched.
  ///
  /// ```swift
  /// form.setHeader(.text("\(count) participants"), forSection: participants)
  /// ```
  /// - Complexity: O(1).
  public func setHeader(_ header: SectionSupplementary?, forSection id: SectionID) throws {
    guard let section = storage.section(id) else {
      throw FormError(.unknownIdentity, "no section has the identity \(id)")
    }
    guard section.spec.header != header else { return }
    change {
      section.spec.header = header
      markSectionReconfigure(section)
    }
  }

  /// Changes a section's footer at run time. See ``setHeader(_:forSection:)``.
  /// - Complexity: O(1).
  public func setFooter(_ footer: SectionSupplementary?, forSection id: SectionID) throws {
    guard let section = storage.section(id) else {
      throw FormError(.unknownIdentity, "no section has the identity \(id)")
    }
    guard section.spec.footer != footer else { return }
    change {
      section.spec.footer = footer
      markSectionReconfigure(section)
    }
  }
}
