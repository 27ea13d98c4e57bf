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
  /// - Throws: ``FormError`` ``FormError/Code/unknownTag`` when no row has the key's tag, and
  ///   ``FormError/Code/typeMismatch`` when the row's value is not a `Value`.
  /// - Complexity: O(1).
  public func value<Value>(_ key: RowKey<Value>) throws -> Value? {
    let node = try requireNode(tag: key.tag)
    guard !node.value.isNull else { return nil }
    do {
      return try Value(formValue: node.value)
    } catch {
      throw FormError(
        .typeMismatch, "the row holds \(node.spec.formValueType), read as \(Value.self)", at: .row(key.tag))
    }
  }

  /// Sets the value of a row, typed by its key. `nil` empties the row.
  ///
  /// - Parameters:
  ///   - value: The new value.
  ///   - key: The row's key.
  ///   - origin: Who makes the change, carried by the ``FormEvent/valueChanged(_:)`` event.
  /// - Throws: ``FormError`` ``FormError/Code/unknownTag`` or ``FormError/Code/typeMismatch``;
  ///   the row keeps its value.
  public func setValue<Value>(_ value: Value?, for key: RowKey<Value>, origin: ChangeOrigin = .program) throws {
    try setValue(value?.formValue ?? .null, forTag: key.tag, origin: origin)
  }

  // MARK: Untyped access

  /// The dynamic value of a row by tag, for schema-driven forms.
  ///
  /// - Throws: ``FormError`` ``FormError/Code/unknownTag`` when no row has this tag.
  public func value(forTag tag: String) throws -> FormValue {
    try requireNode(tag: tag).value
  }

  /// Sets the dynamic value of a row by tag, converting it to the row's type (`"42"` becomes `42`
  /// in an integer row).
  ///
  /// - Throws: ``FormError`` ``FormError/Code/unknownTag``, or ``FormError/Code/typeMismatch``
  ///   when the value cannot be the row's type; the row keeps its value either way.
  public func setValue(_ value: FormValue, forTag tag: String, origin: ChangeOrigin = .program) throws {
    let node = try requireNode(tag: tag)
    try setValue(value, of: node, origin: origin)
  }

  /// Sets the dynamic value of a row by identity. See ``setValue(_:forTag:origin:)``.
  public func setValue(_ value: FormValue, for row: RowID, origin: ChangeOrigin = .program) throws {
    guard let node = storage.node(row) else {
      throw FormError(.unknownTag, "no row has the identity \(row)")
    }
    try setValue(value, of: node, origin: origin)
  }

  func setValue(_ value: FormValue, of node: RowNode, origin: ChangeOrigin) throws {
    guard node.spec.kind.acceptsInput || node.spec.kind == .info else {
      throw FormError(.typeMismatch, "\(node.spec.kind) rows hold no value", at: location(of: node))
    }
    let normalized: FormValue
    do {
      normalized = try node.spec.normalize(value)
    } catch {
      throw FormError(.typeMismatch, Self.message(of: error), at: location(of: node))
    }
    commitValue(normalized, to: node, origin: origin)
    engine.propagate()
    afterMutation()
  }

  /// Stores an already normalized value and does everything a change implies, except
  /// propagation and delivery (the caller does those once for a batch).
  func commitValue(_ value: FormValue, to node: RowNode, origin: ChangeOrigin) {
    let hadInputError = node.inputError != nil
    // A value that reads replaces text kept because it did not (the user fixed it, or the
    // program set a value).
    node.inputText = nil
    node.inputError = nil
    guard node.value != value else {
      if hadInputError, node.inputError == nil { markReconfigure(node) }
      return
    }
    let old = node.value
    node.value = value
    // Text typed by the user is already on screen: reconfiguring that row would fight the caret.
    if origin != .user || !node.spec.kind.isTextInput { markReconfigure(node) }
    if !node.valueReaders.isEmpty { engine.invalidate(node.valueReaders) }
    if let parent = companionParent(of: node) { markReconfigure(parent) }
    emit(.valueChanged(ValueChange(row: node.id, tag: node.spec.tag, oldValue: old, newValue: value, origin: origin)))
    valueDidChange(node, origin: origin)
  }

  private func companionParent(of node: RowNode) -> RowNode? {
    if case .inlineEditor(let parent) = node.spec.kind { return storage.node(parent) }
    return nil
  }

  // MARK: Text input

  /// Applies text a person typed into a text row, the way the row's kind reads it.
  ///
  /// - String rows take the text, cut to ``RowConfiguration/maxCharacters`` graphemes.
  /// - Integer, decimal and number rows parse it with the form's ``locale`` (`"1.234,5"` in
  ///   German); text that does not parse keeps the last valid value, is kept as typed, and sets
  ///   the row's ``RowState/inputError`` until fixed.
  /// - Date rows parse ISO 8601 (`2024-05-01`, `2024-05-01T09:30`) and the locale's short formats.
  ///
  /// The typed row is not reconfigured (its text is already on screen) unless its error state
  /// changed, and typing never changes the list's structure by itself.
  ///
  /// - Returns: What became of the text.
  @discardableResult
  public func input(_ text: String, for row: RowID) -> InputResult {
    guard let node = storage.node(row) else { return .rejected("no row has the identity \(row)") }
    guard node.spec.kind.acceptsInput else { return .rejected("\(node.spec.kind) rows are read-only") }
    if let reason = editDenial(of: node) {
      emit(.denied(row, reason: reason))
      return .denied(reason)
    }
    let result = interpretInput(text, for: node)
    switch result {
    case .accepted(let value), .truncated(let value):
      if node.inputError != nil || node.inputText != nil {
        node.inputError = nil
        node.inputText = nil
        markReconfigure(node)
      }
      // A cut text differs from what is on screen: the row must show the kept part.
      if case .truncated = result { markReconfigure(node) }
      commitValue(value, to: node, origin: .user)
    case .rejected(let message):
      let changed = node.inputError != message
      node.inputText = text
      node.inputError = message
      if changed { markReconfigure(node) }
    case .denied:
      break
    }
    engine.propagate()
    afterMutation()
    return result
  }

  func interpretInput(_ text: String, for node: RowNode) -> InputResult {
    let configuration = node.spec.configuration.value
    switch node.spec.kind {
    case .text(let style) where style.isNumeric:
      if text.trimmingCharacters(in: .whitespaces).isEmpty { return .accepted(.null) }
      let parser = LocalizedNumberParser(locale: locale)
      if node.spec.formValueType == .int {
        guard let number = parser.integer(from: text) else {
          return .rejected(validationMessages.notANumber(text, true))
        }
        return .accepted(.int(number))
      }
      guard let number = parser.decimal(from: text) else {
        return .rejected(validationMessages.notANumber(text, false))
      }
      return .accepted(.decimal(number))
    case .text:
      if let limit = configuration.maxCharacters, text.count > limit {
        return .truncated(.string(String(text.prefix(limit))))
      }
      return .accepted(text.isEmpty ? .null : .string(text))
    case .date(let style, _):
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty { return .accepted(.null) }
      if style == .countdown {
        guard let seconds = DateInputParser.duration(from: trimmed) else {
          return .rejected(validationMessages.notADate(text))
        }
        return .accepted((Double(seconds)).formValue)
      }
      guard let date = DateInputParser(locale: locale).date(from: trimmed, style: style) else {
        return .rejected(validationMessages.notADate(text))
      }
      return .accepted(.date(date))
    default:
      do {
        return .accepted(try node.spec.normalize(.string(text)))
      } catch {
        return .rejected(Self.message(of: error))
      }
    }
  }

  // MARK: Bulk access

  /// Every tagged row's value, by tag, including hidden rows whatever their policy.
  ///
  /// - Complexity: O(*n*).
  public var allValues: [String: FormValue] {
    var values: [String: FormValue] = [:]
    for row in storage.orderedRows { if let tag = row.spec.tag { values[tag] = row.value } }
    return values
  }

  /// Puts every row back to its initial value and clears validation state. Multivalued
  /// sections get their initial rows back.
  public func reset() {
    transaction {
      for section in storage.sections where section.spec.multivalued != nil {
        for row in section.rows { try? removeRow(row.id) }
        for spec in section.spec.rows {
          let (node, _) = makeRowNode(spec, in: section)
          section.rows.append(node)
          _ = attachConditions(rows: [node], sections: [])
          if let cycle = engine.integrate(nodeIndices(of: node)) { report(cycleError(cycle)) }
        }
        markStructureChanged(in: section)
      }
      for row in storage.orderedRows where row.spec.kind.acceptsInput {
        row.hasBlurred = false
        commitValue(row.spec.initialValue, to: row, origin: .program)
        row.inputText = nil
        row.inputError = nil
        clearIssues(of: row)
      }
      engine.propagate()
    }
  }

  private func nodeIndices(of row: RowNode) -> [Int32] {
    [row.hiddenNode, row.disabledNode, row.requiredNode].filter { $0 >= 0 }
  }

  /// The tags of rows whose value differs from their initial value, in form order; a
  /// multivalued section counts as one entry under its tag when its list of values changed.
  public var dirtyTags: [String] {
    var tags: [String] = []
    for section in storage.sections {
      if section.spec.multivalued != nil {
        if isMultivaluedDirty(section), let tag = section.spec.tag { tags.append(tag) }
        continue
      }
      for row in section.rows where row.value != row.spec.initialValue {
        if let tag = row.spec.tag { tags.append(tag) }
      }
    }
    return tags
  }

  /// Whether any row's value (or a multivalued section's list) differs from its initial value.
  public var isDirty: Bool {
    storage.sections.contains { section in
      section.spec.multivalued != nil
        ? isMultivaluedDirty(section) : section.rows.contains { $0.value != $0.spec.initialValue }
    }
  }

  private func isMultivaluedDirty(_ section: SectionNode) -> Bool {
    section.rows.map(\.value) != section.spec.rows.map(\.initialValue)
  }

  /// Makes the current values the new initial values (after a successful save, say).
  public func markClean() {
    for row in storage.orderedRows { row.spec.initialValue = row.value }
    for section in storage.sections where section.spec.multivalued != nil {
      section.spec.rows = section.rows.map(\.spec)
    }
  }

  // MARK: Helpers

  func requireNode(tag: String) throws -> RowNode {
    guard let node = storage.node(tag: tag) else {
      throw FormError(.unknownTag, "no row has the tag '\(tag)'\(suggestion(for: tag))", at: .row(tag))
    }
    return node
  }

  /// " (did you mean 'email'?)" when a tag is one edit away from an existing one.
  func suggestion(for tag: String) -> String {
    let candidates = storage.orderedRows.compactMap(\.spec.tag)
    guard let close = candidates.min(by: { editDistance($0, tag) < editDistance($1, tag) }),
      editDistance(close, tag) <= max(1, tag.count / 4)
    else { return "" }
    return " (did you mean '\(close)'?)"
  }

  func location(of node: RowNode) -> FormErrorLocation {
    FormErrorLocation(tag: node.spec.tag ?? node.spec.title, section: node.section.spec.tag)
  }
}

/// What became of text typed into a row (``Form/input(_:for:)``).
public enum InputResult: Sendable, Equatable {
  /// The text became this value.
  case accepted(FormValue)
  /// The text was cut to the row's maximum length and became this value.
  case truncated(FormValue)
  /// The text does not parse; the row keeps its last valid value and shows this message.
  case rejected(String)
  /// The row cannot be edited, for this reason.
  case denied(String)
}

/// Edit distance counting a swap of neighbours as one edit (optimal string alignment), for
/// "did you mean" suggestions: "emial" is one edit from "email".
func editDistance(_ lhs: String, _ rhs: String) -> Int {
  let left = Array(lhs)
  let right = Array(rhs)
  guard !left.isEmpty else { return right.count }
  guard !right.isEmpty else { return left.count }
  var table = [[Int]](repeating: [Int](repeating: 0, count: right.count + 1), count: left.count + 1)
  for i in 0...left.count { table[i][0] = i }
  for j in 0...right.count { table[0][j] = j }
  for i in 1...left.count {
    for j in 1...right.count {
      let cost = left[i - 1] == right[j - 1] ? 0 : 1
      table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
      if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
        table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
      }
    }
  }
  return table[left.count][right.count]
}
