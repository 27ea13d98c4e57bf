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
