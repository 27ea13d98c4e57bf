import FormworkCore
import Foundation

/// A form described in JSON: what schema-driven apps download and `formwork run form.json` runs.
///
/// ```json
/// {
///   "formwork": 1,
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
/// Formwork's condition language (see `FormExpression`). Every key is checked: a typo is an error
/// with its JSON path and a suggestion, never silently ignored. Custom kinds, rules, option loaders,
/// button actions and formatters are names the app registers in a ``FormSchemaRegistry``.
///
/// The format is versioned (`"formwork": 1`, optional) and published as a JSON Schema
/// (``jsonSchema``); <doc:SchemaForms> documents every key, kind, rule and answer format.
/// ``check(jsonData:registry:maximumBytes:)`` reports every problem of a schema in one pass.
public struct FormSchema: Sendable {
  /// The form's title, if the schema has one.
  public var title: String?
  /// The sections, ready to build a `Form`.
  public var sections: [Section]
  /// Context values the conditions read (`$ctx.name`).
  public var context: [String: FormValue]
  /// The edit policy the schema asks for (read-only with editable tags, locked tags).
  public var editPolicy: EditPolicy

  /// Where the schema declared its rows, sections and pages (for the build's problems).
  var paths = SchemaPaths()

  /// The format version this Formwork reads (`"formwork": 1`).
  public static let formatVersion = 1

  /// Reads a schema from a JSON value.
  ///
  /// - Parameters:
  ///   - value: The schema.
  ///   - registry: The custom row kinds, rules, option loaders and button actions the schema may
  ///     name (see ``FormSchemaRegistry``).
  ///   - locale: The language the texts picked once are read in: the form's title, option
  ///     titles and selector titles given as `{"en": …, "zh-Hans": …}`. Row titles, placeholders,
  ///     headers, footers, page titles and rule messages follow the form's locale live instead.
  /// - Throws: `FormDefinitionError` listing every problem, each with its JSON path
  ///   (`$.sections[1].rows[3].kind`).
  /// - Complexity: O(*n*) in the size of the schema.
  public init(_ value: FormValue, registry: FormSchemaRegistry = FormSchemaRegistry(), locale: Locale = .current)
    throws
  {
    let (schema, problems) = Self.read(value, registry: registry, locale: locale)
    guard problems.isEmpty else { throw FormDefinitionError(problems) }
    self = schema
  }

  /// The largest schema, in bytes of UTF-8 JSON, a read accepts unless it passes a larger
  /// `maximumBytes:`: 1 MiB (1,048,576 bytes).
  ///
  /// A schema comes from a server, and reading, checking and building it costs time in
  /// proportion to its size; the limit keeps the worst schema of this size, read and built in
  /// a release build, well under 100 ms. The benchmarks' 10,000-row schema (about 630 KB) fits.
  /// An app that knows its schemas are larger raises the limit for the read concerned:
  ///
  /// ```swift
  /// let schema = try FormSchema(jsonData: data, maximumBytes: 4 * FormSchema.defaultMaximumBytes)
  /// ```
  public static let defaultMaximumBytes = 1 << 20

  /// Reads a schema from JSON text.
  ///
  /// ```swift
  /// let schema = try FormSchema(json: text, registry: registry)
  /// let form = try Form(schema: schema)
  /// ```
  ///
  /// - Parameters:
  ///   - json: The schema's JSON text.
  ///   - registry: The custom names the schema may use (see ``FormSchemaRegistry``).
  ///   - locale: The language of the texts picked once (see ``init(_:registry:locale:)``).
  ///   - maximumBytes: The largest text accepted, in bytes of UTF-8; a larger one is refused
  ///     before it is parsed. ``defaultMaximumBytes`` unless the app knows its schemas are larger.
  /// - Throws: `FormError` `FormError.Code.invalidSchema` naming the size and the limit for
  ///   a text over `maximumBytes`, `FormError.Code.invalidJSON` with line and column for
  ///   malformed JSON, or `FormDefinitionError` for a malformed schema.
  /// - Complexity: O(*n*) in the size of the schema; O(1) to refuse a text over the limit.
  public init(
    json: String, registry: FormSchemaRegistry = FormSchemaRegistry(), locale: Locale = .current,
    maximumBytes: Int = FormSchema.defaultMaximumBytes
  ) throws {
    try Self.checkSize(json.utf8.count, maximumBytes: maximumBytes)
    try self.init(try FormValue(json: json), registry: registry, locale: locale)
  }

  /// Reads a schema from JSON data (UTF-8).
  ///
  /// ```swift
  /// let schema = try FormSchema(jsonData: data, registry: registry)
  /// ```
  ///
  /// - Parameters:
  ///   - jsonData: The schema's JSON, in UTF-8.
  ///   - registry: The custom names the schema may use (see ``FormSchemaRegistry``).
  ///   - locale: The language of the texts picked once (see ``init(_:registry:locale:)``).
  ///   - maximumBytes: The largest data accepted; larger data is refused before it is parsed.
  ///     ``defaultMaximumBytes`` unless the app knows its schemas are larger.
  /// - Throws: As ``init(json:registry:locale:maximumBytes:)``.
  /// - Complexity: O(*n*) in the size of the schema; O(1) to refuse data over the limit.
  public init(
    jsonData: Data, registry: FormSchemaRegistry = FormSchemaRegistry(), locale: Locale = .current,
    maximumBytes: Int = FormSchema.defaultMaximumBytes
  ) throws {
    try Self.checkSize(jsonData.count, maximumBytes: maximumBytes)
    try self.init(try FormValue(jsonData: jsonData), registry: registry, locale: locale)
  }

  /// Refuses a schema of `size` bytes over `maximumBytes`, before any of it is parsed.
  static func checkSize(_ size: Int, maximumBytes: Int) throws {
    if let problem = sizeProblem(size, maximumBytes: maximumBytes) { throw problem }
  }

  /// The problem of a schema of `size` bytes over `maximumBytes`, if it is.
  static func sizeProblem(_ size: Int, maximumBytes: Int) -> FormError? {
    guard size > maximumBytes else { return nil }
    return FormError(
      .invalidSchema,
      "the schema is \(size) bytes, over the limit of \(maximumBytes) bytes; an app that expects larger "
        + "schemas passes a larger 'maximumBytes:' to the read (FormSchema.defaultMaximumBytes is \(defaultMaximumBytes))",
      at: FormErrorLocation(path: "$"))
  }

  private init(
    title: String?, sections: [Section], context: [String: FormValue], editPolicy: EditPolicy, paths: SchemaPaths
  ) {
    self.title = title
    self.sections = sections
    self.context = context
    self.editPolicy = editPolicy
    self.paths = paths
  }

  static let keys: SchemaKeys = [
    "$schema", "formwork", "title", "context", "readOnly", "editable", "locked", "sections", "pages",
  ]
  static let pageKeys: SchemaKeys = ["title", "tag", "hidden", "sections"]

  /// Reads what can be read, and every problem. Rows that could not be read but have a tag are
  /// kept as placeholders, so the built form does not report references to them as unknown.
  static func read(_ value: FormValue, registry: FormSchemaRegistry, locale: Locale = .current)
    -> (FormSchema, [FormError])
  {
    var reader = SchemaReader(registry: registry, locale: locale)
    var title: String?
    var sections: [Section] = []
    var context: [String: FormValue] = [:]
    var policy = EditPolicy.unrestricted
    if let members = reader.object(value, at: "$", allowed: keys) {
      version(members, reader: &reader)
      _ = reader.string(members, "$schema", at: "$")
      title = reader.pickedText(members, "title", at: "$")
      if let value = members["context"], !value.isNull {
        if case .object(let values) = value {
          context = values
        } else {
          reader.fail("expected an object", at: "$.context")
        }
      }
      policy.readOnly = reader.bool(members, "readOnly", at: "$") ?? false
      if members["sections"] != nil, members["pages"] != nil {
        reader.fail("a form schema has 'sections' or 'pages', not both", at: "$")
      } else if members["pages"] != nil {
        sections = Self.pages(members, reader: &reader)
      } else if let items = reader.list(members, "sections", at: "$") {
        sections = Self.sections(items, at: "$.sections", reader: &reader)
      } else if members["sections"] == nil {
        reader.fail("a form schema needs 'sections' (or 'pages')", at: "$")
      }
      policy.editableTags = Set(policyTags(members, "editable", reader: &reader))
      policy.lockedTags = Set(policyTags(members, "locked", reader: &reader))
    }
    reader.reportDuplicates()
    let schema = FormSchema(
      title: title, sections: sections, context: context, editPolicy: policy, paths: reader.paths)
    return (schema, reader.problems)
  }

  /// `"formwork": 1`; absent means 1. A newer version is refused by name.
  private static func version(_ members: SchemaMembers, reader: inout SchemaReader) {
    guard let value = members["formwork"] else { return }
    guard case .int(let version) = value else {
      reader.fail(
        "expected the format version \(formatVersion), found \(value.shallowType()) \(value.excerpt)", at: "$.formwork")
      return
    }
    if version > formatVersion {
      reader.fail(
        "this schema is written in format version \(version); this Formwork reads version \(formatVersion) "
          + "(update the app, or ask the server for version \(formatVersion))", at: "$.formwork")
    } else if version < 1 {
      reader.fail("format versions start at 1, found \(version)", at: "$.formwork")
    }
  }

  /// The tags an edit policy lists, each one a row of the form (with a suggestion otherwise).
  private static func policyTags(_ members: SchemaMembers, _ key: String, reader: inout SchemaReader)
    -> [String]
  {
    let tags = strings(&reader, members, key, at: "$")
    for (index, tag) in tags.enumerated() where reader.paths.rows[tag] == nil {
      let hint = SchemaReader.hint(
        for: tag, among: reader.paths.rows.keys, maximumDistance: max(1, tag.count / 3), budget: reader.suggestions)
      reader.fail("no row has the tag '\(tag)'\(hint)", at: "$.\(key)[\(index)]")
    }
    return tags
  }

  static func sections(_ items: [FormValue], at path: String, reader: inout SchemaReader) -> [Section] {
    items.enumerated().compactMap { index, item in
      SchemaSections.section(item, at: "\(path)[\(index)]", reader: &reader)
    }
  }

  /// `"pages": [{"title": "Applicant", "tag": "applicant", "hidden": "…", "sections": [...]}]`
  static func pages(_ members: SchemaMembers, reader: inout SchemaReader) -> [Section] {
    guard let items = reader.list(members, "pages", at: "$") else { return [] }
    if items.isEmpty { reader.fail("a form schema's 'pages' needs at least one page", at: "$.pages") }
    var sections: [Section] = []
    for (index, item) in items.enumerated() {
      let path = "$.pages[\(index)]"
      guard let page = reader.object(item, at: path, allowed: pageKeys) else {
        continue
      }
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
      let tag = reader.string(page, "tag", at: path)
      var made = Page(title, tag: tag, sections: pageSections)
      reader.paths.pages[made.tag ?? made.title] = path
      if let hidden = reader.condition(page, "hidden", at: path) { made = made.hidden(hidden) }
      sections += made.sections
    }
    return sections
  }

  static func strings(_ reader: inout SchemaReader, _ members: SchemaMembers, _ key: String, at path: String)
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
  /// - Throws: `FormDefinitionError` for problems the whole form shows (duplicate tags,
  ///   expression errors, cycles), each at the JSON path of the row or section concerned.
  public convenience init(schema: FormSchema) throws {
    // NB: a schema made for this build gives its sections up: the build moves their rows into
    // its nodes instead of copying them.
    var schema = schema
    do {
      try self.init(
        sections: FormSchema.taken(&schema.sections), context: schema.context, editPolicy: schema.editPolicy)
    } catch let error as FormDefinitionError {
      throw FormDefinitionError(schema.paths.located(error.errors))
    }
  }

  /// Builds a form from JSON schema text. See ``FormSchema``.
  ///
  /// - Parameters:
  ///   - text: The schema's JSON text.
  ///   - registry: The custom names the schema may use (see ``FormSchemaRegistry``).
  ///   - maximumBytes: The largest text accepted, in bytes of UTF-8 (see
  ///     ``FormSchema/defaultMaximumBytes``); a larger one is refused before it is parsed.
  /// - Throws: `FormError` for a text over `maximumBytes` or malformed JSON,
  ///   `FormDefinitionError` with every problem of the schema and of the form it builds (as
  ///   ``FormSchema/check(jsonData:registry:maximumBytes:)`` finds them), each at its JSON path.
  public convenience init(
    schemaJSON text: String, registry: FormSchemaRegistry = FormSchemaRegistry(),
    maximumBytes: Int = FormSchema.defaultMaximumBytes
  ) throws {
    try FormSchema.checkSize(text.utf8.count, maximumBytes: maximumBytes)
    let value = try FormValue(json: text)
    let (schema, problems) = FormSchema.read(value, registry: registry)
    // A refused schema reports the build's problems with the reader's, in one pass.
    guard problems.isEmpty else { throw FormDefinitionError(FormSchema.check(value, registry: registry)) }
    try self.init(schema: schema)
  }
}
