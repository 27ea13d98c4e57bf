import Foundation

extension Form {
  /// Sets the values of several rows by tag, all or nothing.
  ///
  /// ```swift
  /// try form.setValues(["email": "ada@example.com", "age": 36, "phones": ["+33 1 23 45 67 89"]])
  /// ```
  ///
  /// Each value is converted to its row's type the lossless way (`"36"` fits an `Int` row,
  /// `"2024-05-01"` a date row, `null` empties a row). A multivalued section takes a list under
  /// its tag and gets one row per element. Rows not named keep their values. Hidden and disabled
  /// rows are set like the others: edit policies govern the user, not the program.
  ///
  /// Every entry is checked before anything changes: if one names no row (or a button or label)
  /// or does not fit its row, all the problems are thrown and the form is unchanged. Then the
  /// values are applied as one transaction: renderers get one update.
  ///
  /// - Parameters:
  ///   - values: Values by tag. Dotted tags are plain tags here (`"applicant.name"`).
  ///   - origin: Who makes the change, carried by each ``FormEvent/valueChanged(_:)`` event.
  /// - Throws: ``FormInputError`` listing every problem, each with its tag and its path
  ///   (`$["applicant.name"]`): `FormError.Code.unknownKey`, `FormError.Code.typeMismatch`.
  /// - Complexity: O(*n*) for *n* values.
  public func setValues(_ values: [String: FormValue], origin: ChangeOrigin = .program) throws {
    var plan = InputPlan()
    for tag in values.keys.sorted() {
      planValue(values[tag] ?? .null, forTag: tag, path: ValuePath([.member(tag)]), into: &plan)
    }
    try apply(plan, origin: origin)
  }

  /// Sets values from JSON text, all or nothing.
  ///
  /// The JSON is an object in the shape ``json(pretty:)`` writes: members are tags, and objects
  /// nest dotted tags (`{"applicant": {"name": "Ada"}}` sets the row `applicant.name`; the flat
  /// `{"applicant.name": "Ada"}` does too). Dates are ISO 8601 text, numbers are plain JSON
  /// numbers whatever the form's locale. So `setValues(json: form.json())` changes nothing.
  ///
  /// ```swift
  /// try form.setValues(json: #"{"email": "ada@example.com", "applicant": {"age": 36}}"#)
  /// ```
  ///
  /// - Parameters:
  ///   - json: A JSON object.
  ///   - origin: Who makes the change.
  /// - Throws: ``FormInputError`` listing every problem with its JSON path (`$.applicant.age`) and
  ///   tag: malformed JSON (`FormError.Code.invalidJSON` with line and column), a document that
  ///   is not an object, unknown keys, values that do not fit their rows, a row given twice
  ///   (`FormError.Code.duplicateKey`). The form is unchanged.
  /// - Complexity: O(*n*) in the size of the JSON.
  public func setValues(json: String, origin: ChangeOrigin = .program) throws {
    let document: FormValue
    do {
      document = try FormValue(json: json)
    } catch let error as FormError {
      throw FormInputError([error])
    }
    try setValues(document: document, origin: origin)
  }

  /// Sets values from UTF-8 JSON data, all or nothing; see ``setValues(json:origin:)``.
  public func setValues(jsonData: Data, origin: ChangeOrigin = .program) throws {
    let document: FormValue
    do {
      document = try FormValue(jsonData: jsonData)
    } catch let error as FormError {
      throw FormInputError([error])
    }
    try setValues(document: document, origin: origin)
  }

  func setValues(document: FormValue, origin: ChangeOrigin) throws {
    guard case .object(let members) = document else {
      throw FormInputError([
        FormError(
          .typeMismatch, "expected an object of values by tag, found \(document.type)",
          at: FormErrorLocation(path: ValuePath().description))
      ])
    }
    var plan = InputPlan()
    planMembers(members, prefix: nil, path: ValuePath(), prefixes: dottedTagPrefixes(), into: &plan)
    try apply(plan, origin: origin)
  }

  // MARK: Planning

  /// Checked values waiting to be applied, and the problems found.
  struct InputPlan {
    var rows: [(node: RowNode, value: FormValue)] = []
    var sections: [(section: SectionNode, values: [FormValue])] = []
    var problems: [FormError] = []
    /// Where each row or section was given a value, to report a second one.
    var seen: [ObjectIdentifier: ValuePath] = [:]
  }

  /// Checks one value for the row or multivalued section tagged `tag`.
  func planValue(_ value: FormValue, forTag tag: String, path: ValuePath, into plan: inout InputPlan) {
    let location = FormErrorLocation(tag: tag, path: path.description)
    func claim(_ object: AnyObject) -> Bool {
      if let first = plan.seen[ObjectIdentifier(object)] {
        plan.problems.append(
          FormError(.duplicateKey, "the row '\(tag)' is also given a value at \(first)", at: location))
        return false
      }
      plan.seen[ObjectIdentifier(object)] = path
      return true
    }
    if let node = storage.node(tag: tag) {
      guard holdsValue(node) else {
        plan.problems.append(FormError(.typeMismatch, "\(node.spec.kind) rows hold no value", at: location))
        return
      }
      do {
        let normalized = try checkedValue(value, for: node, path: path)
        if claim(node) { plan.rows.append((node, normalized)) }
      } catch let error as FormInputError {
        plan.problems += error.errors
      } catch {
        plan.problems.append(FormError(.typeMismatch, Self.message(of: error), at: location))
      }
      return
    }
    if let section = storage.section(tag: tag), let multivalued = section.spec.multivalued {
      if let values = normalizedElements(
        of: value, template: multivalued.template, cap: rowCap(of: section), name: tag, path: path,
        problems: &plan.problems),
        claim(section)
      {
        plan.sections.append((section, values))
      }
      return
    }
    plan.problems.append(
      FormError(.unknownKey, "no row has the tag '\(tag)'\(suggestion(for: tag, includingLists: true))", at: location))
  }

  /// The values of a multivalued section's rows from a list (`null` is no rows), each converted
  /// like its template row; `nil` with the problems recorded when one does not fit.
  func normalizedElements(
    of value: FormValue, template: RowSpec, cap: Int?, name: String, path: ValuePath, problems: inout [FormError]
  ) -> [FormValue]? {
    let items: [FormValue]
    switch value {
    case .null: items = []
    case .list(let list): items = list
    default:
      problems.append(
        FormError(
          .typeMismatch, "a multivalued section takes a list, found \(value.type) \(preview(value))",
          at: FormErrorLocation(tag: name, path: path.description)))
      return nil
    }
    if let cap, items.count > cap {
      problems.append(
        FormError(
          .invalidEdit,
          "the section holds at most \(cap) row\(cap == 1 ? "" : "s") (maxRows); the list has \(items.count)",
          at: FormErrorLocation(tag: name, path: path.description)))
      return nil
    }
    var values: [FormValue] = []
    var isValid = true
    for (index, item) in items.enumerated() {
      do {
        // An entry of a list of nested forms is checked by the nested rows, member by member.
        let entryPath = path.appending(index: index)
        values.append(
          try checkedSubformValue(template.normalize(item, timeZone: timeZone), of: template, path: entryPath))
      } catch let error as FormInputError {
        isValid = false
        problems += error.errors
      } catch {
        isValid = false
        problems.append(
          FormError(
            .typeMismatch, Self.message(of: error),
            at: FormErrorLocation(tag: name, path: path.appending(index: index).description)))
      }
    }
    return isValid ? values : nil
  }

  /// Walks a JSON object: members are tags, and objects nest dotted tags.
  func planMembers(
    _ members: [String: FormValue], prefix: String?, path: ValuePath, prefixes: Set<String>,
    into plan: inout InputPlan
  ) {
    for name in members.keys.sorted() {
      let value = members[name] ?? .null
      let tag = prefix.map { "\($0).\(name)" } ?? name
      let memberPath = path.appending(name)
      let nests = prefixes.contains(tag)
      if case .object(let nested) = value, nests, !acceptsObject(tag: tag) {
        planMembers(nested, prefix: tag, path: memberPath, prefixes: prefixes, into: &plan)
      } else {
        planValue(value, forTag: tag, path: memberPath, into: &plan)
      }
    }
  }

  /// Whether a row tagged `tag` takes whole objects as its value (a custom `FormValue` row), so a
  /// JSON object under its tag is its value rather than nested tags.
  private func acceptsObject(tag: String) -> Bool {
    guard let node = storage.node(tag: tag) else { return false }
    return node.spec.formValueType.accepts(.object)
  }

  /// Every proper prefix of a dotted tag (`a` and `a.b` for `a.b.c`).
  func dottedTagPrefixes() -> Set<String> {
    var prefixes: Set<String> = []
    let tags = storage.orderedRows.compactMap(\.spec.tag) + storage.sections.compactMap(\.spec.tag)
    for tag in tags where tag.contains(".") {
      var prefix = ""
      for part in tag.split(separator: ".", omittingEmptySubsequences: false).dropLast() {
        prefix = prefix.isEmpty ? String(part) : prefix + "." + part
        prefixes.insert(prefix)
      }
    }
    return prefixes
  }

  // MARK: Applying

  /// Applies a plan with no problems as one transaction; throws the problems otherwise.
  func apply(_ plan: InputPlan, origin: ChangeOrigin) throws {
    guard plan.problems.isEmpty else { throw FormInputError(plan.problems) }
    try change {
      for (section, values) in plan.sections {
        try replaceRows(of: section, with: values, origin: origin)
      }
      for (node, value) in plan.rows { commitValue(value, to: node, origin: origin) }
    }
  }

  /// Gives a multivalued section one row per value (nothing happens when they are the same).
  func replaceRows(of section: SectionNode, with values: [FormValue], origin: ChangeOrigin) throws {
    guard section.rows.map(\.value) != values else { return }
    // Rows added and removed are this origin's, as the values are.
    noteOrigin(origin)
    for row in section.rows { try removeRow(row.id) }
    for value in values {
      let id = try appendMultivaluedRow(toSection: section.id, value: value)
      // An empty value makes a row with the template's initial value; keep it empty.
      if value.isNull, let node = storage.node(id), !node.value.isNull {
        commitValue(.null, to: node, origin: origin)
      }
    }
  }
}
