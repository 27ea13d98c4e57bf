import Foundation

extension Form {
  // MARK: Typed access

  /// The value of a row, typed by its key; `nil` when the row is empty.
  ///
  /// ```swift
  /// let email: String? = form[Signup.email]
  /// form[Signup.newsletter] = true
  /// ```
  ///
  /// Reading with a key whose tag is unknown, or whose type is not the row's, gives `nil` and
  /// records the problem in ``diagnostics``; setting one changes nothing and records it too. Use
  /// ``value(_:)`` and `setValue(_:for:origin:)` to get those problems as errors.
  ///
  /// - Complexity: O(1).
  public subscript<Value>(key: RowKey<Value>) -> Value? {
    get {
      do {
        return try value(key)
      } catch {
        report(error as? FormError ?? FormError(.typeMismatch, String(describing: error), at: .row(key.tag)))
        return nil
      }
    }
    set {
      do {
        try setValue(newValue, for: key)
      } catch {
        report(error as? FormError ?? FormError(.typeMismatch, String(describing: error), at: .row(key.tag)))
      }
    }
  }

  /// The value of a row, typed by its key; `nil` when the row is empty.
  ///
  /// - Throws: `FormError` `FormError.Code.unknownTag` when no row has the key's tag, and
  ///   `FormError.Code.typeMismatch` when the row's value is not a `Value`.
  /// - Complexity: O(1).
  public func value<Value>(_ key: RowKey<Value>) throws -> Value? {
    let node = try requireNode(tag: key.tag)
    try checkKeyType(Value.self, of: node)
    guard !node.value.isNull else { return nil }
    do {
      return try Value(formValue: node.value)
    } catch {
      throw FormError(
        .typeMismatch, "the row holds \(node.spec.formValueType), read as \(Value.self)", at: .row(key.tag))
    }
  }

  /// Typed access goes through a key of the row's own type: a `RowKey<String>` on an integer
  /// row is a mistake, not a conversion. Rows of dynamic type (schemas' `any`) and
  /// `RowKey<FormValue>` accept any key. Lenient conversion belongs to the dynamic API
  /// (``setValue(_:forTag:origin:)``), hydration and schemas.
  func checkKeyType(_ type: Any.Type, of node: RowNode) throws {
    let declared = ObjectIdentifier(node.spec.valueType)
    let dynamic = ObjectIdentifier(FormValue.self)
    guard ObjectIdentifier(type) != dynamic, declared != dynamic, ObjectIdentifier(type) != declared else { return }
    throw FormError(
      .typeMismatch, "the row holds \(node.spec.valueType), not \(type)", at: location(of: node))
  }

  /// Sets the value of a row, typed by its key. `nil` empties the row.
  ///
  /// - Parameters:
  ///   - value: The new value.
  ///   - key: The row's key.
  ///   - origin: Who makes the change, carried by the ``FormEvent/valueChanged(_:)`` event.
  ///     ``ChangeOrigin/user`` edits as the user would: the edit policy and disabled state apply
  ///     (a refusal emits ``FormEvent/denied(_:reason:)`` and throws).
  /// - Throws: `FormError` `FormError.Code.unknownTag`, `FormError.Code.typeMismatch`
  ///   (also when the key's type is not the row's), or `FormError.Code.invalidEdit` for a
  ///   refused user edit; the row keeps its value.
  /// - Complexity: O(*c*) for the *c* conditions and rules the change affects.
  public func setValue<Value>(_ value: Value?, for key: RowKey<Value>, origin: ChangeOrigin = .program) throws {
    let node = try requireNode(tag: key.tag)
    try checkKeyType(Value.self, of: node)
    let encoded: FormValue
    do {
      encoded = try value?.encodedFormValue() ?? .null
    } catch {
      throw FormError(.typeMismatch, Self.message(of: error), at: location(of: node))
    }
    try setValue(encoded, of: node, origin: origin)
  }

  // MARK: Untyped access

  /// The dynamic value of a row by tag, for schema-driven forms.
  ///
  /// - Throws: `FormError` `FormError.Code.unknownTag` when no row has this tag.
  public func value(forTag tag: String) throws -> FormValue {
    try requireNode(tag: tag).value
  }

  /// Sets the dynamic value of a row by tag, converting it to the row's type (`"42"` becomes `42`
  /// in an integer row).
  ///
  /// With `origin: .user` the write is an edit by the user: the edit policy and the row's
  /// disabled state apply, as for ``userSetValue(_:for:)``.
  ///
  /// - Throws: `FormError` `FormError.Code.unknownTag`, `FormError.Code.typeMismatch`
  ///   when the value cannot be the row's type, or `FormError.Code.invalidEdit` for a refused
  ///   user edit; the row keeps its value either way.
  public func setValue(_ value: FormValue, forTag tag: String, origin: ChangeOrigin = .program) throws {
    let node = try requireNode(tag: tag)
    try setValue(value, of: node, origin: origin)
  }

  /// Sets the dynamic value of a row by identity. See ``setValue(_:forTag:origin:)``.
  public func setValue(_ value: FormValue, for row: RowID, origin: ChangeOrigin = .program) throws {
    guard let node = storage.node(row) else {
      throw FormError(.unknownIdentity, "no row has the identity \(row)")
    }
    try setValue(value, of: node, origin: origin)
  }

  func setValue(_ value: FormValue, of node: RowNode, origin: ChangeOrigin) throws {
    // One path edits as the user, and it always applies the edit policy.
    if origin == .user { return try userSetValue(value, for: node.id) }
    guard node.spec.kind.acceptsInput || node.spec.kind == .info else {
      throw FormError(.typeMismatch, "\(node.spec.kind) rows hold no value", at: location(of: node))
    }
    try refuseComputed(node)
    let normalized = try normalized(value, for: node)
    change { commitValue(normalized, to: node, origin: origin) }
  }

  /// A value converted to the row's type, or the row's error saying why it can't be.
  func normalized(_ value: FormValue, for node: RowNode) throws -> FormValue {
    do {
      return try checkedValue(value, for: node, path: ValuePath([.member(node.spec.tag ?? node.spec.title)]))
    } catch let error as FormInputError {
      let first = error.errors.first
      throw FormError(
        first?.code ?? .typeMismatch,
        error.errors.map { "\($0.location.path ?? ""): \($0.message)" }.joined(separator: "; "),
        at: FormErrorLocation(
          tag: node.spec.tag ?? node.spec.title, section: node.section.spec.tag, path: first?.location.path))
    } catch {
      throw FormError(.typeMismatch, Self.message(of: error), at: location(of: node))
    }
  }

  /// A value converted to the row's type and checked as the row checks input: one of its fixed
  /// options for choice rows, every member by the nested rows for subform rows. Every path that
  /// writes a value (program, user, values in, hydration, drafts) goes through it.
  ///
  /// - Throws: `FormError` for the row, or ``FormInputError`` for a subform's members.
  func checkedValue(_ value: FormValue, for node: RowNode, path: ValuePath) throws -> FormValue {
    let converted = try node.spec.normalize(value, timeZone: timeZone)
    switch node.spec.kind {
    case .selector, .multipleSelector, .segmented:
      // Options from a loader may not be loaded yet: only fixed or loaded ones are checked. A
      // value may be one of the options hidden now (hydration sets rows in any order); options
      // taken from another row are not known before it is set.
      if let rules = node.spec.optionRules, rules.source != nil { return converted }
      let options = node.spec.optionRules == nil ? node.optionsState : .loaded(node.spec.options?.fixedItems ?? [])
      guard case .loaded(let items) = options, !items.isEmpty else { return converted }
      let chosen: [FormValue]
      if case .list(let values) = converted { chosen = values } else { chosen = converted.isNull ? [] : [converted] }
      if let stranger = chosen.first(where: { value in !items.contains { $0.value == value } }) {
        throw FormError(
          .typeMismatch, RowSpec.notAnOption(stranger, among: items),
          at: FormErrorLocation(
            tag: node.spec.tag ?? node.spec.title, section: node.section.spec.tag, path: path.description))
      }
      return converted
    case .subform:
      return try checkedSubformValue(converted, of: node.spec, path: path)
    case .columnPicker:
      let place = FormErrorLocation(
        tag: node.spec.tag ?? node.spec.title, section: node.section.spec.tag, path: path.description)
      let columns = node.spec.configuration.value.pickerColumns
      if let problem = RowSpec.columnChoiceProblem(converted, columns: columns, at: place) { throw problem }
      return converted
    case .ranking:
      let place = FormErrorLocation(
        tag: node.spec.tag ?? node.spec.title, section: node.section.spec.tag, path: path.description)
      if let problem = RowSpec.rankingProblem(converted, options: node.optionsState.items, at: place) { throw problem }
      return converted
    default:
      return converted
    }
  }

  /// Stores an already normalized value and marks what it implies: readers to re-evaluate, the
  /// row to reconfigure, the event and the validation that the end of the change runs. Only
  /// called inside ``change(_:)``.
  ///
  /// - Parameter isEdit: Whether the change counts as an edit: the row may then show the issues
  ///   its triggers reveal, and is validated at the end of the change. A value cleared because
  ///   the row was hidden, or put back by a reset, is not an edit.
  func commitValue(_ value: FormValue, to node: RowNode, origin: ChangeOrigin, isEdit: Bool = true) {
    // A computed row follows its expression: values given to it (hydration, drafts, values in,
    // a reset) are left to it. Setters refuse them before (`setValue`, user input).
    guard !node.isComputed else { return }
    // An option row of a selectable section shows its section's choice: it follows that, only.
    if node.hasValueHooks, node.section.spec.selectable != nil, node.spec.selectableOption != nil { return }
    let hadInputError = node.inputError != nil
    // A value that reads replaces text kept because it did not (the user fixed it, or the
    // program set a value).
    node.inputText = nil
    node.inputError = nil
    guard node.value != value else {
      if hadInputError {
        markReconfigure(node)
        // Computed values gave nothing while the refused text stood: they compute again.
        if !node.valueReaders.isEmpty { engine.invalidate(node.valueReaders) }
        if aggregatesReadRows, !node.section.rowsReaders.isEmpty { engine.invalidate(node.section.rowsReaders) }
      }
      return
    }
    let old = node.value
    node.value = value
    if node.hasValueHooks, let selectable = node.section.spec.selectable, node.spec.tag == selectable.tag {
      showSelection(of: node, in: node.section)
    }
    // Text typed by the user is already on screen: reconfiguring that row would fight the caret.
    if origin != .user || !node.spec.kind.isTextInput { markReconfigure(node) }
    if !node.valueReaders.isEmpty { engine.invalidate(node.valueReaders) }
    // Aggregates over the row's section read its rows' values through the section.
    if aggregatesReadRows, !node.section.rowsReaders.isEmpty { engine.invalidate(node.section.rowsReaders) }
    if let parent = companionParent(of: node) { markReconfigure(parent) }
    // A choice among options shown on a condition is checked once the change settles.
    if node.optionsNode >= 0 { pending.choicesToClear.append(node.id) }
    if isEdit, origin != .hydration { node.wasEdited = true }
    rowValueChangedInSection(node)
    recordValueChange(node, old: old, new: value, origin: origin)
    markProgress(node)
    if node.hasValueHooks, !node.spec.changeHandlers.isEmpty || !node.section.spec.changeHandlers.isEmpty {
      recordHandledChange(node, old: old, new: value, origin: origin)
    }
    if hasEventObservers {
      emit(.valueChanged(ValueChange(row: node.id, tag: node.spec.tag, oldValue: old, newValue: value, origin: origin)))
    }
    if isEdit { queueValidation(of: node, .valueChanged(origin)) }
  }

  private func companionParent(of node: RowNode) -> RowNode? {
    if case .inlineEditor(let parent) = node.spec.kind { return storage.node(parent) }
    return nil
  }

  // MARK: Helpers

  func requireNode(tag: String) throws -> RowNode {
    guard let node = storage.node(tag: tag) else {
      throw FormError(.unknownTag, "no row has the tag '\(tag)'\(suggestion(for: tag))", at: .row(tag))
    }
    return node
  }

  /// " (did you mean 'email'?)" when a tag is close to an existing one (a quarter of its length).
  ///
  /// The build passes the form's ``FormStorage/suggestions`` budget: its searches are many
  /// (one per unknown row named in a text or a rule), each over every row.
  /// Values in and drafts also take a multivalued section's tag (`includingLists`).
  func suggestion(for tag: String, budget: SuggestionBudget? = nil, includingLists: Bool = false) -> String {
    if let budget, budget.isSpent { return "" }
    let rows = storage.orderedRows.lazy.compactMap(\.spec.tag)
    let lists = storage.sections.lazy.filter { includingLists && $0.spec.multivalued != nil }.compactMap(\.spec.tag)
    let candidates = [AnySequence(rows), AnySequence(lists)].joined()
    guard let close = closestName(to: tag, among: candidates, maximumDistance: max(1, tag.count / 4), budget: budget)
    else { return "" }
    return " (did you mean '\(close)'?)"
  }

  func location(of node: RowNode) -> FormErrorLocation {
    FormErrorLocation(tag: node.spec.tag ?? node.spec.title, section: node.section.spec.tag)
  }
}
