extension Form {
  /// Builds the nested form a subform row opens, filled with the row's current value.
  ///
  /// Renderers call it on ``TapOutcome/presentSubform``, show the nested form as a screen of its
  /// own, and call ``commitSubform(_:to:)`` when the user is done (Flix's nested forms, the
  /// article's "compose forms that pass values back").
  ///
  /// ```swift
  /// if case .presentSubform = form.tap(row) {
  ///   let nested = try form.subform(for: row)
  ///   present(nested) { try? form.commitSubform(nested, to: row) }
  /// }
  /// ```
  ///
  /// - Throws: `FormError` when the row is not a subform row, or `FormDefinitionError` when the
  ///   nested definition is invalid.
  public func subform(for row: RowID) throws -> Form {
    guard let node = storage.node(row), let spec = node.spec.subform else {
      throw FormError(.invalidEdit, "\(row) is not a subform row")
    }
    let nested = try Form(sections: spec.sections(), context: context)
    // NB: a locale set again (most nested forms have the form's) would load its strings again.
    if nested.locale != locale { nested.locale = locale }
    nested.validationMessages = validationMessages
    nested.editPolicy =
      node.isDisabled ? EditPolicy(readOnly: true, readOnlyReason: editDenial(of: node) ?? "") : .unrestricted
    if case .object(let members) = node.value, !members.isEmpty {
      let known = members.filter { nested.storage.node(tag: $0.key) != nil }
      try nested.setValues(known, origin: .hydration)
    }
    nested.markClean()
    return nested
  }

  /// Writes a nested form's values back into its subform row, as the user.
  ///
  /// - Throws: `FormError` when the row is not a subform row or cannot be edited now.
  public func commitSubform(_ nested: Form, to row: RowID) throws {
    guard let node = storage.node(row), node.spec.subform != nil else {
      throw FormError(.invalidEdit, "\(row) is not a subform row")
    }
    try userSetValue(nested.valueObject(), for: row)
  }
}

extension Row where Value == FormValue {
  /// A row that opens a nested form; its value is the nested form's values as an object.
  ///
  /// ```swift
  /// Row.subform("address", "Address", summary: { $0["city"]?.description ?? "" }) {
  ///   Section { Row.text("street", "Street"); Row.text("city", "City") }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - key: The row's key.
  ///   - title: The row's title.
  ///   - summary: The display text for the value (by default, the number of filled fields).
  ///   - sections: The nested form's definition.
  public static func subform(
    _ key: RowKey<FormValue>?, _ title: String, summary: (@Sendable (FormValue) -> String)? = nil,
    @FormBuilder sections: @escaping @Sendable () -> [Section]
  ) -> Row {
    var row = Row(key, kind: .subform, title: title)
    row.spec.subform = SubformSpec(sections: sections, summary: summary)
    return row
  }
}

extension Row where Value: FormCodable {
  /// A row that opens a nested form whose values decode into `Value` (an address, a contact).
  ///
  /// ```swift
  /// struct Address: FormCodable { var street: String; var city: String }
  /// Row.subform(RowKey<Address>("address"), "Address", summary: { $0.city }) {
  ///   Section { Row.text("street", "Street"); Row.text("city", "City") }
  /// }
  /// ```
  public static func subform(
    _ key: RowKey<Value>?, _ title: String, summary: (@Sendable (Value) -> String)? = nil,
    @FormBuilder sections: @escaping @Sendable () -> [Section]
  ) -> Row {
    var row = Row(key, kind: .subform, title: title)
    var display: (@Sendable (FormValue) -> String)?
    if let summary {
      display = { value in
        guard let typed = try? Value(formValue: value) else { return "" }
        return summary(typed)
      }
    }
    row.spec.subform = SubformSpec(sections: sections, summary: display)
    return row
  }
}

extension Form {
  /// A subform row's object checked member by member by its nested definition, exactly as the
  /// same rows check input at top level (types, options, ranges, unknown members).
  ///
  /// - Returns: The object with each member converted to its nested row's type.
  /// - Throws: ``FormInputError`` whose paths continue `path` (`$.address.city`).
  func checkedSubformValue(_ value: FormValue, of row: RowSpec, path: ValuePath) throws -> FormValue {
    guard let spec = row.subform, case .object(let members) = value else { return value }
    let nested = try Form(sections: spec.sections(), context: context)
    // NB: a locale set again (most nested forms have the form's) would load its strings again.
    if nested.locale != locale { nested.locale = locale }
    nested.validationMessages = validationMessages
    do {
      try nested.setValues(members, origin: .program)
    } catch let error as FormInputError {
      let prefix = path.description
      throw FormInputError(
        error.errors.map { problem in
          var problem = problem
          if let inner = problem.location.path, inner.hasPrefix("$") {
            problem.location.path = prefix + inner.dropFirst()
          }
          return problem
        })
    }
    var checked: [String: FormValue] = [:]
    for name in members.keys {
      guard let row = nested.storage.node(tag: name) else { continue }
      checked[name] = row.value
    }
    return .object(checked)
  }
}
