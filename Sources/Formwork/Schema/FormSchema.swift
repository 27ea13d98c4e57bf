import Foundation

/// A form described in JSON: what schema-driven apps download and `formwork run form.json` runs.
///
/// ```json
/// {
///   "title": "Loan application",
///   "context": { "role": "agent" },
///   "sections": [
///     { "tag": "applicant", "header": "Applicant", "rows": [
///       { "tag": "name", "kind": "name", "title": "Name", "required": true,
///         "rules": [{ "rule": "maxLength", "value": 40 }], "parameter": "applicant.name" },
///       { "tag": "income", "kind": "decimal", "title": "Monthly income",
///         "rules": [{ "rule": "atLeast", "value": 0 }] },
///       { "tag": "employer", "kind": "text", "title": "Employer", "hidden": "income == null || income == 0" },
///       { "tag": "bank", "kind": "selector", "title": "Bank",
///         "options": [{ "value": 1, "title": "ICBC" }, { "value": 2, "title": "ABC" }] }
///     ]}
///   ]
/// }
/// ```
///
/// Conditions (`hidden`, `disabled`, `required`) are `true`, `false` or an expression in
/// Formwork's condition language (see ``FormExpression``). Every key is checked: a typo is an error
/// with its JSON path and a suggestion, never silently ignored.
///
/// Row keys: `tag`, `kind` (required; `text`, `name`, `email`, `password`, `phone`, `url`, `number`,
/// `integer`, `decimal`, `textArea`, `date`, `time`, `dateTime`, `countdown` (each with an `Inline`
/// variant: `dateInline`…), `switch`, `check`, `stepper`, `slider`, `segmented`, `selector`
/// (`selectorPush`, `selectorActionSheet`, `selectorAlert`, `selectorPicker`, `selectorInline`),
/// `multipleSelector` (same variants), `info`, `label`, `button`, `custom:<name>`), `title`, `value`,
/// `placeholder`, `noValueText`, `keyboard`, `contentType`, `autocapitalization`, `autocorrection`,
/// `returnKey`, `maxCharacters`, `minimumDate`, `maximumDate`, `minuteInterval`, `titleWidthShare`,
/// `selectorTitle`, `searchable`, `height`, `minimum`, `maximum`, `step`, `steps`, `wraps`,
/// `options` (`[{ "value", "title", "group" }]`), `hidden`, `disabled`, `required`, `rules`,
/// `validateOn`, `parameter` (a key, `false`, or `{ "key", "transforms", "omitWhen" }`), `source`,
/// `hiddenValue`. Rules: `required`, `minLength`, `maxLength`, `length`, `minCount`, `maxCount`,
/// `pattern`, `email`, `url`, `greaterThan`, `atLeast`, `lessThan`, `atMost`, `equalTo`, `oneOf`,
/// each `{ "rule": name, "value": argument, "message": text, "severity": "warning" }` or just the
/// name.
///
/// Section keys: `tag`, `header`, `footer`, `hidden`, `disabled`, `rows`, and for multivalued
/// sections `multivalued: { "template": row, "values": [...], "options": ["insert", "delete",
/// "reorder"], "addTitle": text }`. Form keys: `title`, `context`, `readOnly`, `editable`, `locked`,
/// `sections`.
public struct FormSchema: Sendable {
  /// The form's title, if the schema has one.
  public var title: String?
  /// The sections, ready to build a ``Form``.
  public var sections: [Section]
  /// Context values the conditions read (`$ctx.name`).
  public var context: [String: FormValue]
  /// The edit policy the schema asks for (read-only with editable tags, locked tags).
  public var editPolicy: EditPolicy

  /// Reads a schema from a JSON value.
  ///
  /// - Throws: ``FormDefinitionError`` listing every problem, each with its JSON path
  ///   (`$.sections[1].rows[3].kind`).
  /// - Complexity: O(*n*) in the size of the schema.
  public init(_ value: FormValue) throws {
    var reader = SchemaReader()
    var title: String?
    var sections: [Section] = []
    var context: [String: FormValue] = [:]
    var policy = EditPolicy.unrestricted
    if let members = reader.object(
      value, at: "$", allowed: ["title", "context", "readOnly", "editable", "locked", "sections", "pages"])
    {
      title = reader.string(members, "title", at: "$")
      if let value = members["context"], !value.isNull {
        if case .object(let values) = value {
          context = values
        } else {
          reader.fail("expected an object", at: "$.context")
        }
      }
      policy.readOnly = reader.bool(members, "readOnly", at: "$") ?? false
      policy.editableTags = Set(Self.strings(&reader, members, "editable", at: "$"))
      policy.lockedTags = Set(Self.strings(&reader, members, "locked", at: "$"))
      if members["sections"] != nil, members["pages"] != nil {
        reader.fail("a form schema has 'sections' or 'pages', not both", at: "$")
      } else if members["pages"] != nil {
        sections = Self.pages(members, reader: &reader)
      } else if let items = reader.list(members, "sections", at: "$") {
        sections = Self.sections(items, at: "$.sections", reader: &reader)
      } else if members["sections"] == nil {
        reader.fail("a form schema needs 'sections' (or 'pages')", at: "$")
      }
    }
    guard reader.problems.isEmpty else { throw FormDefinitionError(reader.problems) }
    self.title = title
    self.sections = sections
    self.context = context
    self.editPolicy = policy
  }

  /// Reads a schema from JSON text.
  ///
  /// - Throws: ``FormError`` ``FormError/Code/invalidJSON`` with line and column for malformed
  ///   JSON, or ``FormDefinitionError`` for a malformed schema.
  public init(json: String) throws {
    try self.init(try FormValue(json: json))
  }

  /// Reads a schema from JSON data.
  public init(jsonData: Data) throws {
    try self.init(try FormValue(jsonData: jsonData))
  }

  static func sections(_ items: [FormValue], at path: String, reader: inout SchemaReader) -> [Section] {
    items.enumerated().compactMap { index, item in
      SchemaSections.section(item, at: "\(path)[\(index)]", reader: &reader)
    }
  }

  /// `"pages": [{"title": "Applicant", "tag": "applicant", "hidden": "…", "sections": [...]}]`
  static func pages(_ members: [String: FormValue], reader: inout SchemaReader) -> [Section] {
    guard let items = reader.list(members, "pages", at: "$") else { return [] }
    if items.isEmpty { reader.fail("a form schema's 'pages' needs at least one page", at: "$.pages") }
    var sections: [Section] = []
    for (index, item) in items.enumerated() {
      let path = "$.pages[\(index)]"
      guard let page = reader.object(item, at: path, allowed: ["title", "tag", "hidden", "sections"]) else { continue }
      guard let title = reader.text(page, "title", at: path) else {
        reader.fail("a page needs a 'title'", at: path)
        continue
      }
      let pageSections = reader.list(page, "sections", at: path).map {
        Self.sections($0, at: "\(path).sections", reader: &reader)
      }
      guard let pageSections else {
        reader.fail("a page needs 'sections'", at: path)
        continue
      }
      var made = Page(title, tag: reader.string(page, "tag", at: path), sections: pageSections)
      if let hidden = reader.condition(page, "hidden", at: path) { made = made.hidden(hidden) }
      sections += made.markedSections
    }
    return sections
  }

  static func strings(_ reader: inout SchemaReader, _ members: [String: FormValue], _ key: String, at path: String)
    -> [String]
  {
    guard let items = reader.list(members, key, at: path) else { return [] }
    var strings: [String] = []
    for (index, item) in items.enumerated() {
      if case .string(let text) = item {
        strings.append(text)
      } else {
        reader.fail("expected a string", at: "\(path).\(key)[\(index)]")
      }
    }
    return strings
  }
}

extension Form {
  /// Builds a form from a schema.
  ///
  /// ```swift
  /// let form = try Form(schema: FormSchema(json: text))
  /// ```
  ///
  /// - Throws: ``FormDefinitionError`` for problems the whole form shows (duplicate tags,
  ///   expression errors, cycles).
  public convenience init(schema: FormSchema) throws {
    try self.init(sections: schema.sections, context: schema.context)
    if !schema.editPolicy.isUnrestricted {
      editPolicy = schema.editPolicy
      // NB: property observers do not run inside an initializer.
      editPolicyChanged()
    }
  }

  /// Builds a form from JSON schema text. See ``FormSchema``.
  ///
  /// - Throws: ``FormError`` for malformed JSON, ``FormDefinitionError`` for a malformed schema or
  ///   form.
  public convenience init(schemaJSON text: String) throws {
    try self.init(schema: FormSchema(json: text))
  }
}
