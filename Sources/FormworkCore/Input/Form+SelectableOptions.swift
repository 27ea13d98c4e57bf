extension Form {
  /// A tap on an option row of a radio list or checklist: chooses its option (a radio list
  /// replaces the choice), or takes it back (a checklist; a radio list that allows it).
  func tapSelectableOption(_ node: RowNode) -> TapOutcome {
    let selects = node.value != .bool(true)
    do {
      try setSelectableOption(node, selected: selects)
    } catch {
      report(error as? FormError ?? FormError(.invalidEdit, "\(error)", at: location(of: node)))
      return .none
    }
    return .toggled(node.value == .bool(true))
  }

  /// Chooses (`selected`) or takes back an option row's option, as the user.
  func setSelectableOption(_ node: RowNode, selected: Bool) throws {
    guard let option = node.spec.selectableOption, let selectable = node.section.spec.selectable,
      let choice = selectionRow(of: node.section)
    else { return }
    let current = choice.value
    let next: FormValue
    if selectable.multiple {
      var chosen: [FormValue] = []
      if case .list(let list) = current { chosen = list }
      chosen.removeAll { $0 == option }
      if selected { chosen.append(option) }
      // The choice lists options in their order, as a multiple selector's does.
      let order = node.section.rows.compactMap(\.spec.selectableOption)
      let ordered = order.filter(chosen.contains)
      next = .list(ordered)
    } else if selected {
      next = option
    } else {
      guard selectable.deselectable, current == option else { return }
      next = .null
    }
    let normalized = try normalized(next, for: choice)
    change { commitValue(normalized, to: choice, origin: .user) }
  }
}
