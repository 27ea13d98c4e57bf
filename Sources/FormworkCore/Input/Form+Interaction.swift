import Foundation

/// What a renderer should do after a tap (``Form/tap(_:)``). The model has already done its part
/// (toggled a check, expanded an inline row, run a button's action).
public enum TapOutcome: Sendable, Equatable {
  /// Nothing more to do.
  case none
  /// The row cannot be edited; show `reason` (a ``FormEvent/denied(_:reason:)`` was emitted).
  case denied(String)
  /// Give the row's input focus (text fields, non-inline date pickers).
  case focus
  /// The row's boolean value was toggled.
  case toggled(Bool)
  /// An inline row expanded (`true`) or collapsed (`false`) its editor below it.
  case inlineToggled(Bool)
  /// Present the row's options as `presentation` says; `multiple` allows several choices.
  case presentOptions(SelectorPresentation, multiple: Bool)
  /// A button ran its action.
  case performedAction
  /// A custom row was tapped; the renderer registered for `kind` decides.
  case custom(String)
  /// Present the row's nested form (``Form/subform(for:)``) and, when the user is done, write it
  /// back with ``Form/commitSubform(_:to:)``.
  case presentSubform
  /// Present the row's options in their ranked order, to be reordered with
  /// ``Form/moveOption(from:to:for:)`` (a ``RowKind/ranking`` row).
  case presentRanking
}

extension Form {
  /// Handles a tap on a row the way its kind says: toggles checks and switches, expands inline
  /// rows, runs buttons, asks the renderer to present selectors or focus inputs. A tap on a row
  /// that cannot be edited emits ``FormEvent/denied(_:reason:)`` and changes nothing.
  ///
  /// - Returns: What the renderer should do next.
  @discardableResult
  public func tap(_ row: RowID) -> TapOutcome {
    guard let node = storage.node(row), !node.isHidden else { return .none }
    if let reason = editDenial(of: node) {
      emit(.denied(row, reason: reason))
      return .denied(reason)
    }
    return change { perform(tapOn: node) }
  }

  private func perform(tapOn node: RowNode) -> TapOutcome {
    let row = node.id
    emit(.selected(row))
    let outcome: TapOutcome
    switch node.spec.kind {
    case .text:
      outcome = .focus
    case .toggle where node.spec.selectableOption != nil:
      outcome = tapSelectableOption(node)
    case .toggle:
      let flag = !(node.value == .bool(true))
      commitValue(.bool(flag), to: node, origin: .user)
      outcome = .toggled(flag)
    case .date(_, inline: true), .selector(.inline):
      let expand = !node.isExpanded
      setExpanded(node, expand)
      outcome = .inlineToggled(expand)
    case .date:
      outcome = .focus
    case .selector(let presentation):
      startLoadingOptionsIfNeeded(node)
      outcome = .presentOptions(presentation, multiple: false)
    case .multipleSelector(let presentation):
      startLoadingOptionsIfNeeded(node)
      outcome = .presentOptions(presentation, multiple: true)
    case .button:
      node.spec.action?(ButtonContext(form: self, row: row))
      emit(.actionPerformed(row))
      outcome = .performedAction
    case .custom(let name):
      outcome = .custom(name)
    case .subform:
      outcome = .presentSubform
    case .ranking:
      outcome = .presentRanking
    case .stepper, .slider, .segmented, .columnPicker, .info, .inlineEditor:
      outcome = .none
    }
    return outcome
  }

  // MARK: Choices

  /// Chooses an option of a selector or segmented row (by its value), as the user.
  ///
  /// - Throws: `FormError.Code.typeMismatch` when no option has this value, and
  ///   `FormError.Code.invalidEdit` when the option is disabled now (``OptionItem/isEnabled``;
  ///   ``FormEvent/denied(_:reason:)`` says so) and not the row's choice already.
  public func choose(_ value: FormValue, for row: RowID) throws {
    let node = try interactiveNode(row)
    let item = node.optionsState.items.first { $0.value == value }
    guard item != nil || value.isNull else {
      throw FormError(.typeMismatch, "\(value) is not one of the row's options", at: location(of: node))
    }
    if let item, !item.isEnabled, node.value != value { try refuseDisabled(item, of: node) }
    try change {
      try userChange(value, of: node)
      if node.spec.kind == .selector(.inline), node.isExpanded { setExpanded(node, false) }
    }
  }

  /// Chooses an option in one column of a picker with columns (``RowKind/columnPicker``), as
  /// the user turning that wheel: the other columns keep their choices, or take their first
  /// options when the row had no value (a wheel always shows a choice). A later column whose
  /// options follow this one's choice keeps its choice if still offered, else takes its first
  /// option.
  ///
  /// ```swift
  /// try form.choose(11, column: 1, for: heightID)   // 5 ft 11 in
  /// ```
  ///
  /// - Throws: `FormError` (`.typeMismatch`) for a row that is not a picker with columns, a
  ///   column it does not have, or a value that is not one of the column's options.
  /// - Complexity: O(*n*) in the number of the column's options.
  public func choose(_ value: FormValue, column: Int, for row: RowID) throws {
    let node = try interactiveNode(row)
    let declared = node.spec.configuration.value.pickerColumns
    let columns = PickerColumn.resolved(declared, for: node.value)
    guard case .columnPicker = node.spec.kind, columns.indices.contains(column) else {
      throw FormError(
        .typeMismatch, "\(node.spec.kind) row has no column \(column) to choose in", at: location(of: node))
    }
    guard columns[column].options.contains(where: { $0.value == value }) else {
      throw FormError(
        .typeMismatch, "column \(column + 1): " + RowSpec.notAnOption(value, among: columns[column].options),
        at: location(of: node))
    }
    var chosen: [FormValue]
    if case .list(let current) = node.value, current.count == columns.count {
      chosen = current
    } else {
      chosen = columns.map { $0.options.first?.value ?? .null }
    }
    chosen[column] = value
    for later in columns.indices.dropFirst(column + 1) where declared[later].followsPrevious {
      let offered = PickerColumn.resolved(declared, for: .list(chosen))[later].options
      if !offered.contains(where: { $0.value == chosen[later] }) { chosen[later] = offered.first?.value ?? .null }
    }
    try userChange(.list(chosen), of: node)
  }

  /// The options of a ranking (``RowKind/ranking``) in the order the row shows them: ranked
  /// order, or the options' own order while the row is not ranked (its value is `null`).
  ///
  /// ```swift
  /// form.rankedOptions(of: prioritiesID).map(\.title)   // ["Speed", "Price", "Support"]
  /// ```
  ///
  /// Empty for a row the form does not have or that is not a ranking.
  ///
  /// - Complexity: O(*n*) in the number of options.
  public func rankedOptions(of row: RowID) -> [OptionItem] {
    guard let node = storage.node(row), case .ranking = node.spec.kind else { return [] }
    return Self.rankedItems(of: node)
  }

  private static func rankedItems(of node: RowNode) -> [OptionItem] {
    let items = node.optionsState.items
    guard case .list(let ranked) = node.value else { return items }
    let byValue = Dictionary(items.map { ($0.value, $0) }, uniquingKeysWith: { first, _ in first })
    return ranked.compactMap { byValue[$0] }
  }

  /// Moves one option of a ranking (``RowKind/ranking``) from position `source` to position
  /// `destination` of the order the row shows (``rankedOptions(of:)``), as the user dragging it:
  /// the options between shift by one. The value then lists every option, so the first move of
  /// an unranked row ranks them all, and a move to where the option already is ranks the row as
  /// shown. It goes through the change pipeline like any user edit (undoable, validated, with
  /// ``FormEvent/valueChanged(_:)`` and change handlers) and is refused on a row the
  /// user cannot edit.
  ///
  /// ```swift
  /// // Price, Speed, Support → Speed, Price, Support
  /// try form.moveOption(from: 1, to: 0, for: prioritiesID)
  /// ```
  ///
  /// - Throws: `FormError`, with nothing changed: (`.unknownIdentity`) for a row the form does
  ///   not have; (`.typeMismatch`) for a row that is not a ranking; (`.invalidEdit`) for a
  ///   position out of `0..<count` (saying the count), or a row the user cannot edit now.
  /// - Complexity: O(*n*) in the number of options.
  public func moveOption(from source: Int, to destination: Int, for row: RowID) throws {
    let node = try interactiveNode(row)
    guard case .ranking = node.spec.kind else {
      throw FormError(
        .typeMismatch, "only a ranking's options are moved, row is a \(node.spec.kind) row", at: location(of: node))
    }
    var ranked = Self.rankedItems(of: node).map(\.value)
    for (name, index) in [("from", source), ("to", destination)] where !ranked.indices.contains(index) {
      throw FormError(
        .invalidEdit,
        "cannot move \(name) position \(index): the ranking has \(ranked.count) options (0…\(ranked.count - 1))",
        at: location(of: node))
    }
    ranked.insert(ranked.remove(at: source), at: destination)
    try userChange(.list(ranked), of: node)
  }

  /// Adds or removes an option of a multiple selector (by its value), as the user. The value
  /// keeps the options' order.
  public func toggleOption(_ value: FormValue, for row: RowID) throws {
    let node = try interactiveNode(row)
    let items = node.optionsState.items
    guard let item = items.first(where: { $0.value == value }) else {
      throw FormError(.typeMismatch, "\(value) is not one of the row's options", at: location(of: node))
    }
    var chosen: [FormValue] = []
    if case .list(let current) = node.value { chosen = current }
    // A disabled option cannot be added; one chosen before it was disabled can be removed.
    if !item.isEnabled, !chosen.contains(value) { try refuseDisabled(item, of: node) }
    if let index = chosen.firstIndex(of: value) { chosen.remove(at: index) } else { chosen.append(value) }
    let ordered = items.map(\.value).filter(chosen.contains)
    try userChange(.list(ordered), of: node)
  }

  /// "Select all" of a multiple selector (``Row/selectAll(_:)``), as the user: chooses every
  /// enabled option shown, or, when they are all chosen already, removes them (disabled options
  /// chosen before stay chosen). The value keeps the options' order.
  ///
  /// ```swift
  /// try form.toggleAllOptions(for: toppingsRow)   // every topping; again: none
  /// ```
  ///
  /// - Throws: `FormError.Code.typeMismatch` for a row that is not a multiple selector, and
  ///   `FormError.Code.invalidEdit` when the row cannot be edited now.
  /// - Complexity: O(*n*²) for the *n* options (a handful, on an option screen).
  public func toggleAllOptions(for row: RowID) throws {
    let node = try interactiveNode(row)
    guard case .multipleSelector = node.spec.kind else {
      throw FormError(.typeMismatch, "only multiple selectors select all their options", at: location(of: node))
    }
    let items = node.optionsState.items
    var chosen: [FormValue] = []
    if case .list(let current) = node.value { chosen = current }
    let enabled = items.filter(\.isEnabled).map(\.value)
    if enabled.allSatisfy(chosen.contains) {
      chosen.removeAll(where: enabled.contains)
    } else {
      chosen += enabled.filter { !chosen.contains($0) }
    }
    let ordered = items.map(\.value).filter(chosen.contains)
    try userChange(.list(ordered), of: node)
  }

  /// Moves a stepper one step up (`+1`) or down (`-1`), or a slider by one of its steps.
  public func step(_ row: RowID, by direction: Int) throws {
    let node = try interactiveNode(row)
    let configuration = node.spec.configuration.value
    switch node.spec.kind {
    case .stepper:
      let stepper = configuration.stepper ?? StepperConfiguration()
      let current = node.value.numericValue ?? stepper.minimum
      let next = stepper.stepped(current, by: direction.signum())
      try userChange(.decimal(next), of: node)
    case .slider:
      let slider = configuration.slider ?? SliderConfiguration()
      let current = (try? Double(formValue: node.value)) ?? slider.minimum
      try userChange(slider.stepped(current, by: direction.signum()).formValue, of: node)
    case .segmented:
      let items = node.optionsState.items
      guard !items.isEmpty else { return }
      let current = items.firstIndex { $0.value == node.value } ?? (direction > 0 ? -1 : items.count)
      // The nearest enabled option that way (``OptionItem/isEnabled``); none: the value stays.
      var next = current + direction.signum()
      while items.indices.contains(next), !items[next].isEnabled { next += direction.signum() }
      guard items.indices.contains(next) else { return }
      try userChange(items[next].value, of: node)
    default:
      throw FormError(.typeMismatch, "\(node.spec.kind) rows do not step", at: location(of: node))
    }
  }

  /// Sets a slider's value as the user, snapped to its steps.
  public func slide(_ row: RowID, to value: Double) throws {
    let node = try interactiveNode(row)
    let slider = node.spec.configuration.value.slider ?? SliderConfiguration()
    try userChange(slider.snapped(value).formValue, of: node)
  }

  /// Sets any row's value as the user (date pickers, switches, custom controls): checks that
  /// the row is editable, emits ``FormEvent/denied(_:reason:)`` if not.
  ///
  /// - Throws: `FormError.Code.typeMismatch` when the value is not the row's type, or
  ///   `FormError.Code.invalidEdit` when the row cannot be edited now.
  public func userSetValue(_ value: FormValue, for row: RowID) throws {
    let node = try interactiveNode(row)
    try userChange(value, of: node)
  }

  /// Refuses choosing a disabled option: ``FormEvent/denied(_:reason:)``, then the error.
  private func refuseDisabled(_ item: OptionItem, of node: RowNode) throws -> Never {
    // "Team: disabled", in the form's language.
    let reason = "\(item.title): \(strings.controls.disabled)"
    emit(.denied(node.id, reason: reason))
    throw FormError(.invalidEdit, reason, at: location(of: node))
  }

  private func interactiveNode(_ row: RowID) throws -> RowNode {
    guard let node = storage.node(row) else { throw FormError(.unknownIdentity, "no row has the identity \(row)") }
    guard node.spec.kind.acceptsInput || node.isCompanion else {
      throw FormError(.invalidEdit, "\(node.spec.kind) rows are read-only", at: location(of: node))
    }
    if let reason = editDenial(of: node) {
      emit(.denied(row, reason: reason))
      throw FormError(.invalidEdit, reason, at: location(of: node))
    }
    return node
  }

  private func userChange(_ value: FormValue, of node: RowNode) throws {
    let target: RowNode
    if case .inlineEditor(let parent) = node.spec.kind, let parentNode = storage.node(parent) {
      target = parentNode
    } else {
      target = node
    }
    if target.spec.selectableOption != nil, case .bool(let selects) = value {
      try setSelectableOption(target, selected: selects)
      return
    }
    let normalized = try normalized(value, for: target)
    change { commitValue(normalized, to: target, origin: .user) }
  }

  // MARK: Inline editors

  /// Expands or collapses an inline row's editor. Only one is open at a time: expanding one
  /// collapses the other.
  public func setInlineExpanded(_ row: RowID, _ expanded: Bool) {
    guard let node = storage.node(row), Self.isInline(node.spec.kind) else { return }
    change { setExpanded(node, expanded) }
  }

  static func isInline(_ kind: RowKind) -> Bool {
    switch kind {
    case .date(_, inline: true), .selector(.inline): return true
    default: return false
    }
  }

  func setExpanded(_ node: RowNode, _ expanded: Bool) {
    guard node.isExpanded != expanded else { return }
    if expanded {
      guard !node.isHidden else { return }
      for other in storage.sections.lazy.flatMap(\.rows) where other.isExpanded && other !== node {
        setExpanded(other, false)
      }
      if node.companion == nil {
        var spec = RowSpec(
          tag: nil, kind: .inlineEditor(parent: node.id), valueType: NoValue.self, title: node.spec.title)
        spec.excludedFromParameters = true
        let companion = RowNode(id: storage.nextRowID, spec: spec, section: node.section)
        storage.register(companion)
        node.companion = companion
      }
    }
    node.isExpanded = expanded
    markReconfigure(node)
    markStructureChanged(in: node.section)
  }

  /// The row whose inline editor is open, if any.
  public var expandedRow: RowID? {
    storage.sections.lazy.flatMap(\.rows).first(where: \.isExpanded)?.id
  }

  // MARK: Options

  /// Loads a selector's options when they come from a loader and are not loaded yet (or the
  /// last load failed). Renderers call it when presenting; ``tap(_:)`` calls it too.
  public func loadOptions(for row: RowID) async {
    guard let node = storage.node(row), case .load(let loader)? = node.spec.options else { return }
    switch node.optionsState {
    case .loaded, .loading: return
    case .notLoaded, .failed: break
    }
    change { setOptionsState(.loading, of: node) }
    let state: OptionsState
    do {
      state = .loaded(try await loader())
    } catch {
      state = .failed(String(describing: error))
    }
    // The row may have been removed while the options loaded, or given options of its own
    // (``setOptions(_:forRow:)-([SelectorOption<Option>],_)``).
    guard storage.node(row) === node, case .load? = node.spec.options else { return }
    change { setOptionsState(state, of: node) }
  }

  private func startLoadingOptionsIfNeeded(_ node: RowNode) {
    guard case .load? = node.spec.options, node.optionsState == .notLoaded || isFailed(node.optionsState) else {
      return
    }
    let id = node.id
    Task { @MainActor [weak self] in await self?.loadOptions(for: id) }
  }

  private func isFailed(_ state: OptionsState) -> Bool {
    if case .failed = state { return true }
    return false
  }

  private func setOptionsState(_ state: OptionsState, of node: RowNode) {
    node.optionsState = state
    markReconfigure(node)
    // Rows offering these options read them again (``Row/options(from:_:)``).
    if !node.optionsReaders.isEmpty { engine.invalidate(node.optionsReaders) }
    emit(.optionsChanged(node.id, state))
  }
}
