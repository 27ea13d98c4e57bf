/// Lets bound expressions read the form through a tracking ``FormReader``.
@MainActor
struct ExpressionAdapter {
  let reader: FormReader

  func value(ofRow slot: Int) -> FormValue {
    guard let node = reader.form.storage.node(RowID(rawValue: slot)) else { return .null }
    reader.form.engine.recordRead(.value(node.id))
    if node.inputError != nil { reader.form.engine.readRefusedInput = true }
    return node.value
  }

  func isHidden(row slot: Int) -> Bool {
    guard let node = reader.form.storage.node(RowID(rawValue: slot)) else { return false }
    reader.form.engine.recordRead(.rowHidden(node.id))
    reader.form.engine.recordRead(.sectionHidden(node.section.id))
    if let page = node.section.page { reader.form.engine.recordRead(.pageHidden(page.id)) }
    return node.isHidden
  }

  func isDisabled(row slot: Int) -> Bool {
    guard let node = reader.form.storage.node(RowID(rawValue: slot)) else { return false }
    reader.form.engine.recordRead(.rowDisabled(node.id))
    reader.form.engine.recordRead(.sectionDisabled(node.section.id))
    return node.isDisabled
  }

  func isHidden(section slot: Int) -> Bool {
    guard let section = reader.form.storage.section(SectionID(rawValue: slot)) else { return false }
    reader.form.engine.recordRead(.sectionHidden(section.id))
    return section.ownHidden
  }

  func context(_ name: String) -> FormValue { reader.context(name) }

  func values(ofSection slot: Int) -> [FormValue] {
    guard let section = reader.form.storage.section(SectionID(rawValue: slot)) else { return [] }
    let engine = reader.form.engine
    reader.form.aggregatesReadRows = true
    engine.recordRead(.sectionRows(section.id))
    // The section's readers are told when one of its rows changes value (see `commitValue`), so
    // one read covers every row: recording each row's value would cost the engine O(rows²).
    // A computed row's value is recorded too, so the aggregate is ranked after its producer.
    return section.rows.map { node in
      if node.isComputed { engine.recordRead(.value(node.id)) }
      if node.inputError != nil { engine.readRefusedInput = true }
      return node.value
    }
  }

  func today() -> FormValue { ExpressionDates.today(now: reader.form.now(), in: reader.form.timeZone) }
}

// NB: a main-actor conformance (Swift 6.2) reads without the isolation check that a
// `@preconcurrency` one makes at each read of every evaluation.
#if compiler(>=6.2)
  extension ExpressionAdapter: @MainActor ExpressionScope {}
  extension RuleExpressionScope: @MainActor ExpressionScope {}
#else
  extension ExpressionAdapter: @preconcurrency ExpressionScope {}
  extension RuleExpressionScope: @preconcurrency ExpressionScope {}
#endif
