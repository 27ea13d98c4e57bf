import FormworkCore
import Foundation

/// A row the reader built, whatever value type it holds.
protocol SchemaRow {
  /// The row, type-erased for a section.
  var erasedRow: AnyRow { get }

  /// A multivalued section with this row as its template: its entries are `items`, each
  /// converted to the row's type (a problem at `path.values[i]` otherwise).
  func multivaluedSection(
    tag: String, items: [FormValue], options: MultivaluedOptions, addTitle: String, at path: String,
    reader: inout SchemaReader
  ) -> Section
}

/// What the reader built for a row: erased for a section, or typed for a multivalued section's
/// template.
enum BuiltRow {
  case row(AnyRow)
  case template(any SchemaRow)

  var erased: AnyRow {
    switch self {
    case .row(let row): return row
    case .template(let template): return template.erasedRow
    }
  }
}

extension Row: SchemaRow {
  var erasedRow: AnyRow { eraseToAnyRow() }

  func multivaluedSection(
    tag: String, items: [FormValue], options: MultivaluedOptions, addTitle: String, at path: String,
    reader: inout SchemaReader
  ) -> Section {
    var entries: [Value?] = []
    for (index, item) in items.enumerated() {
      do {
        entries.append(try convertedValue(item))
      } catch {
        reader.fail(SchemaReader.message(of: error), at: "\(path).values[\(index)]")
        entries.append(nil)
      }
    }
    let template = self
    return Section.multivalued(SectionKey(tag), entries: entries, options: options, addTitle: addTitle) { template }
  }
}

/// Reads sections from a schema.
enum SchemaSections {
  static let keys: SchemaKeys = [
    "tag", "header", "footer", "hidden", "disabled", "rows", "multivalued", "selectable", "rules",
  ]
  // NB: each object's keys are made once: making them for each object read costs more than
  // reading it.
  static let multivaluedKeys: SchemaKeys = [
    "template", "values", "options", "addTitle", "addRow", "entryTitle", "minRows", "maxRows",
  ]
  static let addRowKeys: SchemaKeys = ["title", "style", "height"]
  static let selectableKeys: SchemaKeys = ["options", "multiple", "value", "deselectable"]

  static func section(_ value: FormValue, at path: String, reader: inout SchemaReader) -> Section? {
    guard let members = reader.object(value, at: path, allowed: keys) else { return nil }
    let declaredTag = reader.string(members, "tag", at: path)
    // A later section of a duplicate tag is built under a tag of its own (the reader reports it).
    let tag = declaredTag.map { reader.paths.buildTag(forSection: $0, at: path) }
    if let declaredTag {
      reader.paths.sections[declaredTag, default: []].append(path)
    } else if case .string(let header)? = members["header"] {
      reader.paths.headers[header, default: []].append(path)
    }
    var rows: [AnyRow] = []
    if let items = reader.list(members, "rows", at: path) {
      for (index, item) in items.enumerated() {
        if let row = SchemaRows.row(item, at: "\(path).rows[\(index)]", reader: &reader) { rows.append(row.erased) }
      }
    }
    let header = reader.text(members, "header", at: path)
    let footer = reader.text(members, "footer", at: path)
    let hidden = reader.condition(members, "hidden", at: path)
    let disabled = reader.condition(members, "disabled", at: path)
    var rules: [SectionRule] = []
    if let items = reader.list(members, "rules", at: path) {
      for (index, item) in items.enumerated() {
        if let rule = SchemaRules.sectionRule(item, at: "\(path).rules[\(index)]", reader: &reader) {
          rules.append(rule)
        }
      }
    }
    var section: Section
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
      guard
        let made = multivaluedSection(multivalued, tag: tag, rules: &rules, at: "\(path).multivalued", reader: &reader)
      else { return nil }
      section = made
    } else if let selectable = members["selectable"], !selectable.isNull {
      guard let tag else {
        reader.fail("a selectable section needs a 'tag' (its choice is read by it)", at: path)
        return nil
      }
      guard members["rows"] == nil else {
        reader.fail("a selectable section makes its rows from 'selectable.options'; remove 'rows'", at: "\(path).rows")
        return nil
      }
      guard let made = selectableSection(selectable, tag: tag, at: "\(path).selectable", reader: &reader) else {
        return nil
      }
      section = made
    } else {
      section = Section(nil, tag: tag, rows: rows)
    }
    if let header { section = section.header(header) }
    if let footer { section = section.footer(footer) }
    if let hidden { section = section.hidden(hidden) }
    if let disabled { section = section.disabled(disabled) }
    return section.rules(rules)
  }

  /// A multivalued section; its `minRows` and `maxRows` are added to `rules`, after the
  /// section's own.
  private static func multivaluedSection(
    _ value: FormValue, tag: String, rules: inout [SectionRule], at path: String, reader: inout SchemaReader
  ) -> Section? {
    guard
      let members = reader.object(
        value, at: path,
        allowed: multivaluedKeys)
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
    if let value = members["minRows"], let count = SchemaRules.rowCount(value, at: "\(path).minRows", reader: &reader),
      count > 0
    {
      rules.append(.minRows(count))
    }
    if let value = members["maxRows"], let count = SchemaRules.rowCount(value, at: "\(path).maxRows", reader: &reader) {
      rules.append(.maxRows(count))
    }
    let addTitle = reader.string(members, "addTitle", at: path) ?? "Add"
    guard case .template(let template) = template else { return nil }
    let section = template.multivaluedSection(
      tag: tag, items: reader.list(members, "values", at: path) ?? [], options: options, addTitle: addTitle,
      at: path, reader: &reader)
    let styled = addRow(members["addRow"], of: section, at: "\(path).addRow", reader: &reader)
    // "Stop {n}": each entry's title says its position, from 1, as entries come, go and move.
    guard let entryTitle = reader.string(members, "entryTitle", at: path) else { return styled }
    return styled.entryTitles { entryTitle.replacingOccurrences(of: "{n}", with: String($0 + 1)) }
  }

  /// `"addRow": {"title": …, "style": …, "height": …}`: the Add row's looks (``Section/addRow(_:)``),
  /// its title a text like other titles (localized, or inserting rows).
  private static func addRow(
    _ value: FormValue?, of section: Section, at path: String, reader: inout SchemaReader
  ) -> Section {
    guard let value, !value.isNull,
      let members = reader.object(value, at: path, allowed: addRowKeys)
    else { return section }
    let title = reader.text(members, "title", at: path)
    let style = reader.string(members, "style", at: path)
    let height = reader.decimal(members, "height", at: path).map { NSDecimalNumber(decimal: $0).doubleValue }
    guard title != nil || style != nil || height != nil else { return section }
    return section.addRow { add in
      var row = add
      if let title { row = row.title(title) }
      if let style { row = row.style(style) }
      if let height { row = row.height(height) }
      return row
    }
  }

  /// A radio list (`"multiple": false`, the default) or a checklist over `options`, with an
  /// optional initial `value` (a list for a checklist), each one of the options.
  private static func selectableSection(
    _ value: FormValue, tag: String, at path: String, reader: inout SchemaReader
  ) -> Section? {
    guard
      let members = reader.object(value, at: path, allowed: selectableKeys),
      let options = SchemaRows.fixedOptions(members, at: path, reader: &reader)
    else { return nil }
    let multiple = reader.bool(members, "multiple", at: path) ?? false
    let deselectable = reader.bool(members, "deselectable", at: path) ?? true
    let initial = members["value"] ?? .null
    let known = Set(options.map(\.value))
    let chosen: [FormValue] = if case .list(let items) = initial { items } else { initial.isNull ? [] : [initial] }
    for (index, item) in chosen.enumerated() where !known.contains(item) {
      reader.fail(
        "\(item.excerpt) is not one of the options",
        at: multiple ? "\(path).value[\(index)]" : "\(path).value")
    }
    if !multiple, case .list = initial {
      reader.fail("a radio list chooses one option: 'value' is not a list", at: "\(path).value")
      return nil
    }
    return Section.selectable(
      tag: tag, value: multiple && !initial.isNull ? .list(chosen) : initial, options: options, multiple: multiple,
      deselectable: deselectable)
  }
}
