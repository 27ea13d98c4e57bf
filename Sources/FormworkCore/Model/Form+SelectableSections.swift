/// What makes a section a radio list or a checklist: the row holding its choice, and how many
/// options may be chosen.
///
/// The choice is a row of the section, hidden and kept in values (a selector or multiple
/// selector over the options), so values, JSON, expressions, drafts, undo and change handlers
/// treat it as any row; each option is a check row that shows whether its option is chosen and
/// hands a tap to the choice (`Input/Form+SelectableOptions.swift`).
struct SelectableSpec: Sendable {
  /// The tag of the row holding the choice.
  var tag: String
  /// Whether several options may be chosen (a checklist) or one (a radio list).
  var multiple: Bool
  /// Whether a radio list's chosen option is cleared by a tap on it.
  var deselectable: Bool

  /// Whether a choice (an option, or a checklist's list) holds `option`.
  static func choice(_ choice: FormValue, contains option: FormValue) -> Bool {
    if case .list(let chosen) = choice { return chosen.contains(option) }
    return choice == option
  }
}

extension Form {
  /// Shows a selectable section's choice on its option rows, once the row holding it changed.
  func showSelection(of choice: RowNode, in section: SectionNode) {
    for row in section.rows {
      guard let option = row.spec.selectableOption else { continue }
      let selected = FormValue.bool(SelectableSpec.choice(choice.value, contains: option))
      guard row.value != selected else { continue }
      row.value = selected
      markReconfigure(row)
    }
  }

  /// The row holding a selectable section's choice.
  func selectionRow(of section: SectionNode) -> RowNode? {
    guard let tag = section.spec.selectable?.tag else { return nil }
    return section.rows.first { $0.spec.tag == tag }
  }

  /// The option rows of a selectable section whose options are chosen, in order: Eureka's
  /// `selectedRows()`.
  ///
  /// ```swift
  /// let chosen = form.selectedRows(inSection: "toppings").compactMap { form.state(of: $0)?.title }
  /// ```
  ///
  /// - Returns: The rows, or an empty list for a section that is no radio list or checklist.
  public func selectedRows(inSection tag: String) -> [RowID] {
    guard let section = storage.section(tag: tag), section.spec.selectable != nil else { return [] }
    return section.rows.filter { $0.spec.selectableOption != nil && $0.value == .bool(true) }.map(\.id)
  }
}
