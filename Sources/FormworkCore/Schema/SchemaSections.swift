/// Reads sections from a schema.
enum SchemaSections {
  static let keys: Set<String> = ["tag", "header", "footer", "hidden", "disabled", "rows", "multivalued", "rules"]

  static func section(_ value: FormValue, at path: String, reader: inout SchemaReader) -> Section? {
    guard let members = reader.object(value, at: path, allowed: keys) else { return nil }
    let tag = reader.string(members, "tag", at: path)
    if let tag {
      reader.paths.sections[tag, default: []].append(path)
    } else if case .string(let header)? = members["header"] {
      reader.paths.headers[header, default: []].append(path)
    }
    var rows: [AnyRow] = []
    if let items = reader.list(members, "rows", at: path) {
      for (index, item) in items.enumerated() {
        if let row = SchemaRows.row(item, at: "\(path).rows[\(index)]", reader: &reader) { rows.append(row) }
      }
    }
    var section = texts(Section(nil, tag: tag, rows: rows), members, at: path, reader: &reader)
    if let hidden = reader.condition(members, "hidden", at: path) { section = section.hidden(hidden) }
    if let disabled = reader.condition(members, "disabled", at: path) { section = section.disabled(disabled) }
    if let items = reader.list(members, "rules", at: path) {
      for (index, item) in items.enumerated() {
        if let rule = SchemaRules.sectionRule(item, at: "\(path).rules[\(index)]", reader: &reader) {
          section.spec.rules.append(rule)
        }
      }
    }
    if let multivalued = members["multivalued"], !multivalued.isNull {
      guard let tag else {
        reader.fail("a multivalued section needs a 'tag' (its values are read by it)", at: path)
        return nil
      }
      guard members["rows"] == nil else {
        reader.fail(
          "a multivalued section makes its rows from 'multivalued.template'; remove 'rows'", at: "\(path).rows")
        return nil
      }
      return multivaluedSection(multivalued, base: section, tag: tag, at: "\(path).multivalued", reader: &reader)
    }
    return section
  }

  private static func multivaluedSection(
    _ value: FormValue, base: Section, tag: String, at path: String, reader: inout SchemaReader
  ) -> Section? {
    guard
      let members = reader.object(
        value, at: path, allowed: ["template", "values", "options", "addTitle", "minRows", "maxRows"])
    else {
      return nil
    }
    guard let templateValue = members["template"],
      let template = SchemaRows.row(templateValue, at: "\(path).template", reader: &reader, isTemplate: true)
    else {
      if members["template"] == nil { reader.fail("a multivalued section needs a 'template' row", at: path) }
      return nil
    }
    var options: MultivaluedOptions = []
    let names = FormSchema.strings(&reader, members, "options", at: path)
    for (index, name) in names.enumerated() {
      switch name {
      case "insert": options.insert(.insert)
      case "delete": options.insert(.delete)
      case "reorder": options.insert(.reorder)
      default: reader.fail("'\(name)' is not one of insert, delete, reorder", at: "\(path).options[\(index)]")
      }
    }
    if members["options"] == nil { options = .all }
    var spec = base.spec
    if let value = members["minRows"], let count = SchemaRules.rowCount(value, at: "\(path).minRows", reader: &reader),
      count > 0
    {
      spec.rules.append(.minRows(count))
    }
    if let value = members["maxRows"], let count = SchemaRules.rowCount(value, at: "\(path).maxRows", reader: &reader) {
      spec.rules.append(.maxRows(count))
    }
    var prototype = template.spec
    prototype.tag = nil
    spec.multivalued = MultivaluedSpec(
      template: prototype, options: options, addTitle: reader.string(members, "addTitle", at: path) ?? "Add",
      elementType: prototype.valueType)
    spec.rows = []
    for (index, item) in (reader.list(members, "values", at: path) ?? []).enumerated() {
      var row = prototype
      do {
        row.initialValue = try prototype.normalize(item)
      } catch {
        reader.fail(Form.message(of: error), at: "\(path).values[\(index)]")
      }
      spec.rows.append(row)
    }
    _ = tag
    return Section(spec: spec)
  }
}

extension Section {
  init(spec: SectionSpec) { self.spec = spec }
}
