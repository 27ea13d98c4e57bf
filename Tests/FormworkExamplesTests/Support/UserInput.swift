import Formwork

/// Applies answers the way a person would through a renderer: text typed into text and date
/// rows, options chosen, switches set, lists of stops added row by row. Answers for rows that
/// an earlier answer reveals are applied on the next pass.
///
/// - Throws: When an answer names no visible row, or the row refuses it.
@MainActor
func enterAsUser(_ answers: [String: FormValue], into form: Form) throws {
  var pending = answers
  var progress = true
  while progress, !pending.isEmpty {
    progress = false
    for id in form.rowIDs where !form.isHidden(id) {
      guard let state = form.state(of: id), let tag = state.tag, let value = pending.removeValue(forKey: tag) else {
        continue
      }
      progress = true
      try enter(value, into: id, kind: state.kind, form: form)
    }
    for section in form.sectionIDs where !form.isHidden(section: section) {
      guard let tag = form.sectionState(of: section)?.tag, form.sectionState(of: section)?.multivaluedOptions != [],
        case .list(let items)? = pending.removeValue(forKey: tag)
      else { continue }
      progress = true
      try form.transaction {
        for row in form.rowIDs(inSection: section) { try form.removeRow(row) }
        for item in items { try form.appendMultivaluedRow(toSection: section, value: item) }
      }
    }
  }
  guard pending.isEmpty else {
    throw FormError(.invalidEdit, "answers for rows that stay hidden: \(pending.keys.sorted())")
  }
}

@MainActor
private func enter(_ value: FormValue, into row: RowID, kind: RowKind, form: Form) throws {
  func typed(_ text: String) throws {
    switch form.input(text, for: row) {
    case .accepted: return
    case .truncated, .rejected, .denied:
      throw FormError(.typeMismatch, "'\(text)' was not taken as typed", at: .row(form.state(of: row)?.tag ?? ""))
    }
  }
  switch (kind, value) {
  case (.text, .string(let text)), (.date, .string(let text)): try typed(text)
  case (.text, .null), (.date, .null): try typed("")
  case (.selector, _), (.segmented, _): try form.choose(value, for: row)
  case (.multipleSelector, .list(let wanted)):
    for option in wanted { try form.toggleOption(option, for: row) }
  default: try form.userSetValue(value, for: row)
  }
}
