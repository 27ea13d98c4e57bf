import Foundation

/// Everything a renderer needs to draw one row, as a value.
///
/// Renderers never compute these themselves: the title, the value as text, whether the row is
/// required or disabled and why, its errors and warnings all come from the model.
///
/// ```swift
/// let state = form.state(of: rowID)!
/// cell.titleLabel.text = state.title + (state.showsRequiredMark ? " *" : "")
/// cell.valueLabel.text = state.displayValue.isEmpty ? state.configuration.noValueText : state.displayValue
/// cell.errorLabel.text = state.errors.first?.message
/// ```
public struct RowState: Sendable {
  public var id: RowID
  public var tag: String?
  public var section: SectionID
  public var kind: RowKind
  public var title: String
  /// The row's value.
  public var value: FormValue
  /// The value as text for display (option titles, formatted dates and numbers); empty when the
  /// row has no value.
  public var displayValue: String
  /// What a text field shows: the text as typed while it does not parse, else the value.
  public var editingText: String
  public var configuration: RowConfiguration
  /// Whether the row is disabled (its condition, its section's, or the edit policy).
  public var isDisabled: Bool
  /// Why the row cannot be edited, when it cannot.
  public var disabledReason: String?
  public var isRequired: Bool
  /// Whether to mark the title as required (the row is required and marks it).
  public var showsRequiredMark: Bool
  /// The row's validation issues, errors first.
  public var issues: [ValidationIssue]
  /// Why the text last typed did not become a value ("'12a' is not a number").
  public var inputError: String?
  /// Whether an asynchronous rule is checking the value now.
  public var isValidating: Bool
  /// The options of selector and segmented rows.
  public var options: OptionsState
  /// Whether an inline row has its editor expanded below it.
  public var isExpanded: Bool
  /// Whether the user may delete or move this row (multivalued sections).
  public var canDelete: Bool
  public var canMove: Bool
  /// Whether the row's value is computed from other rows (``Row/computed(_:)-(String)``): it takes
  /// no input, and is also ``isDisabled``; a renderer says "computed" rather than "disabled".
  public var isComputed: Bool = false

  /// The issues with ``ValidationSeverity/error`` severity.
  public var errors: [ValidationIssue] { issues.filter { $0.severity == .error } }
  /// The issues with ``ValidationSeverity/warning`` severity.
  public var warnings: [ValidationIssue] { issues.filter { $0.severity == .warning } }
  /// The message to show under the row: the input error, else the first error, else the first warning.
  public var message: String? { inputError ?? errors.first?.message ?? warnings.first?.message }
  /// Whether the row takes text input.
  public var isTextInput: Bool { kind.isTextInput }
  /// The selected option indices of a selector, segmented or multiple selector row.
  public var selectedOptionIndices: [Int] {
    let items = options.items
    switch value {
    case .list(let values): return items.indices.filter { values.contains(items[$0].value) }
    case .null: return []
    default: return items.indices.filter { items[$0].value == value }
    }
  }
}

extension Form {
  /// The state of a row for display, or `nil` for an unknown identity.
  ///
  /// - Complexity: O(*i*) for the row's *i* issues and options.
  public func state(of row: RowID) -> RowState? {
    guard let node = storage.node(row) else { return nil }
    let display = displayText(of: node)
    let multivalued = node.section.spec.multivalued
    let isTemplateRow = multivalued != nil && node !== node.section.addRow && !node.isCompanion
    return RowState(
      id: node.id, tag: node.spec.tag, section: node.section.id, kind: node.spec.kind, title: node.spec.title,
      value: node.value, displayValue: display,
      editingText: node.inputText ?? editingText(of: node, display: display),
      configuration: resolvedConfiguration(of: node),
      isDisabled: node.isDisabled || node.isComputed, disabledReason: editDenial(of: node),
      isRequired: node.requiresValue, showsRequiredMark: node.requiresValue && node.spec.marksRequired,
      issues: node.issues.sorted { $0.severity > $1.severity }, inputError: node.inputError,
      isValidating: node.pendingValidations > 0, options: node.optionsState, isExpanded: node.isExpanded,
      canDelete: isTemplateRow && multivalued?.options.contains(.delete) == true && !node.isDisabled,
      canMove: isTemplateRow && multivalued?.options.contains(.reorder) == true && !node.isDisabled,
      isComputed: node.isComputed)
  }

  /// A row's configuration as it shows now: a picker's columns that follow the previous
  /// column's choice have that choice's options.
  private func resolvedConfiguration(of node: RowNode) -> RowConfiguration {
    var configuration = node.spec.configuration.value
    if case .columnPicker = node.spec.kind {
      configuration.pickerColumns = PickerColumn.resolved(configuration.pickerColumns, for: node.value)
    }
    return configuration
  }

  /// The state of a row by tag.
  public func state(forTag tag: String) -> RowState? {
    storage.node(tag: tag).flatMap { state(of: $0.id) }
  }

  /// The identity of the row with a tag.
  public func rowID(forTag tag: String) -> RowID? { storage.node(tag: tag)?.id }

  /// The identity of the row with a key's tag.
  public func rowID<Value>(for key: RowKey<Value>) -> RowID? { storage.node(tag: key.tag)?.id }

  /// Whether a row is hidden (by its condition or its section's).
  public func isHidden(_ row: RowID) -> Bool { storage.node(row)?.isHidden ?? true }

  /// Whether a row is disabled (by its condition, its section's or the edit policy).
  public func isDisabled(_ row: RowID) -> Bool { storage.node(row)?.isDisabled ?? true }

  /// Whether a row is required now.
  public func isRequired(_ row: RowID) -> Bool { storage.node(row)?.requiresValue ?? false }

  /// Whether a section is hidden.
  public func isHidden(section: SectionID) -> Bool { storage.section(section)?.ownHidden ?? true }

  /// The tags of all rows, in declared order.
  public var tags: [String] { storage.orderedRows.compactMap(\.spec.tag) }

  /// Every row in declared order, hidden ones included (not inline editors or "Add" rows).
  public var rowIDs: [RowID] { storage.orderedRows.map(\.id) }

  /// Every section in declared order, hidden ones included.
  public var sectionIDs: [SectionID] { storage.sections.map(\.id) }

  /// The rows of a section in declared order, hidden ones included.
  public func rowIDs(inSection section: SectionID) -> [RowID] {
    storage.section(section)?.rows.map(\.id) ?? []
  }

  /// The identity of the section with a tag.
  public func sectionID(forTag tag: String) -> SectionID? { storage.section(tag: tag)?.id }

  /// What a renderer shows for a section.
  public func sectionState(of section: SectionID) -> SectionState? {
    guard let node = storage.section(section) else { return nil }
    return SectionState(
      id: node.id, tag: node.spec.tag, header: node.spec.header, footer: node.spec.footer,
      isHidden: node.ownHidden, isDisabled: node.ownDisabled,
      multivaluedOptions: node.spec.multivalued?.options ?? [], issues: Self.ordered(node.issues),
      minimumRows: node.spec.minimumRows, maximumRows: node.spec.maximumRows)
  }

  /// What a text field shows for a value: plain numbers without grouping, so editing is easy.
  private func editingText(of node: RowNode, display: String) -> String {
    guard node.spec.kind.isTextInput else { return display }
    // A live-formatted row is edited as it is shown: "(555) 123-4567", "$1,234.50".
    if node.spec.configuration.value.liveFormat != nil { return display }
    switch node.value {
    case .null: return ""
    case .string(let text): return text
    case .int(let number): return String(number)
    case .decimal(let number): return ValueDisplay(locale: locale).editableNumber(number)
    default: return display
    }
  }
}

/// What a renderer shows for a section.
public struct SectionState: Sendable, Equatable {
  public var id: SectionID
  public var tag: String?
  public var header: SectionSupplementary?
  public var footer: SectionSupplementary?
  public var isHidden: Bool
  public var isDisabled: Bool
  /// Empty for ordinary sections.
  public var multivaluedOptions: MultivaluedOptions
  /// The issues the section shows under its rows (its ``SectionRule``s', a server's), errors
  /// first; empty while it passes or before a submit.
  public var issues: [ValidationIssue] = []
  /// The fewest rows holding a value the section's ``SectionRule/minRows(_:)`` rules ask for;
  /// 0 without one.
  public var minimumRows = 0
  /// The most rows its ``SectionRule/maxRows(_:)`` rules allow (a multivalued section is capped
  /// there); `nil` without one.
  public var maximumRows: Int?
}
