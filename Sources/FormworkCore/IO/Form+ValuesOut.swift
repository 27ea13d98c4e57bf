import Foundation

/// Which rows' values an output includes.
public enum ValueInclusion: Sendable, Hashable {
  /// Visible rows, and hidden rows whose ``HiddenValuePolicy`` is ``HiddenValuePolicy/keep``.
  /// The default: what a form "says" right now.
  case policy
  /// Every row with a value, hidden or not (what drafts keep).
  case allRows
}

extension Form {
  // MARK: Dictionary

  /// The values of the form by tag, honouring each row's hidden-value policy.
  ///
  /// ```swift
  /// form.values()              // ["email": "ada@example.com", "plan": "pro", "phones": ["+33…"]]
  /// form.values(including: .allRows)
  /// ```
  ///
  /// - Every tagged row that holds a value is listed, `null` when empty; buttons and labels are not.
  /// - A hidden row is left out unless its policy is ``HiddenValuePolicy/keep`` (policy
  ///   ``HiddenValuePolicy/clear`` has already put it back to its initial value). Its value is kept
  ///   in the row either way.
  /// - A row a condition disables is listed unless its ``DisabledValuePolicy`` is
  ///   ``DisabledValuePolicy/omit`` or ``DisabledValuePolicy/clear`` (the default keeps it: the
  ///   row still shows it). The edit policy never leaves a value out.
  /// - A multivalued section is one list under its tag, in row order, empty entries (`null`, a
  ///   nested form's `{}`) left out: see <doc:MultivaluedSections>.
  /// - Selectors give their option values, never the display text.
  /// - A row and a multivalued section sharing a tag: the row wins.
  ///
  /// - Parameter inclusion: Which rows to include; ``ValueInclusion/policy`` by default.
  /// - Returns: The values by tag. Dotted tags (`applicant.name`) stay flat here; ``json(pretty:)``
  ///   and ``decode(_:including:)`` nest them.
  /// - Complexity: O(*n*) for *n* rows.
  public func values(including inclusion: ValueInclusion = .policy) -> [String: FormValue] {
    collectValues(including: inclusion, keepsEmptyElements: false)
  }

  /// The values of the form by tag, as ``values(including:)`` gives them by default.
  ///
  /// - Complexity: O(*n*) for *n* rows.
  public var valueDictionary: [String: FormValue] { values() }

  // MARK: Nested object and JSON

  /// The values as one object in which dotted tags nest: rows `applicant.name` and `applicant.age`
  /// give `{"applicant": {"name": …, "age": …}}`.
  ///
  /// ```swift
  /// form.valueObject()["applicant"]?["name"]   // .string("Ada")
  /// ```
  ///
  /// A tag that cannot nest — `a.b` when a row is tagged `a`, or a tag with an empty part such as
  /// `a..b` — stays a flat member (`"a.b"`); ``setValues(json:origin:)`` reads both shapes.
  ///
  /// - Parameter inclusion: Which rows to include; ``ValueInclusion/policy`` by default.
  /// - Complexity: O(*n* log *n*) for *n* rows.
  public func valueObject(including inclusion: ValueInclusion = .policy) -> FormValue {
    Self.nest(values(including: inclusion))
  }

  /// The values as JSON: ``valueObject(including:)`` written with sorted keys, exact decimals and
  /// ISO 8601 dates in UTC. Locale plays no part: `1234.5` is `1234.5` in every locale.
  ///
  /// ```swift
  /// form.json()   // {"applicant":{"name":"Ada"},"plan":"pro","subscribe":true}
  /// ```
  ///
  /// - Parameter pretty: Indent with two spaces, one member per line.
  /// - Complexity: O(*n* log *n*) for *n* rows.
  public func json(pretty: Bool = false) -> String {
    valueObject().jsonString(pretty: pretty)
  }

  /// The values as UTF-8 JSON data; see ``json(pretty:)``.
  public func jsonData(pretty: Bool = false) -> Data {
    Data(json(pretty: pretty).utf8)
  }

  // MARK: Codable

  /// Decodes the values into your own `Decodable` type, through `FormValueDecoder`.
  ///
  /// Tags are the coding keys; dotted tags nest, so rows `applicant.name` and `applicant.age`
  /// fill a nested `applicant` property. Hidden rows are absent (per ``values(including:)``), so
  /// give them optional properties.
  ///
  /// ```swift
  /// struct Signup: Decodable {
  ///   struct Applicant: Decodable { var name: String; var age: Int? }
  ///   var applicant: Applicant
  ///   var plan: Plan
  ///   var birthday: Date?
  /// }
  /// let signup = try form.decode(Signup.self)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - inclusion: Which rows to read; ``ValueInclusion/policy`` by default.
  /// - Returns: The decoded value.
  /// - Throws: `FormError` `FormError.Code.decodingFailed` with the path of the problem
  ///   (`$.applicant.name`) and, when the path names a row, its tag.
  public func decode<T: Decodable>(_ type: T.Type = T.self, including inclusion: ValueInclusion = .policy) throws -> T {
    do {
      return try FormValueDecoder().decode(type, from: valueObject(including: inclusion))
    } catch var error as FormError {
      if error.location.tag == nil, let path = error.location.path, let parsed = try? ValuePath(parsing: path),
        let tag = parsed.dottedKey, storage.node(tag: tag) != nil || storage.section(tag: tag) != nil
      {
        error.location.tag = tag
      }
      throw error
    }
  }

  // MARK: Implementation

  /// Whether a row holds a value of its own: not a button, not a label.
  func holdsValue(_ node: RowNode) -> Bool {
    guard node.spec.kind.acceptsInput || node.spec.kind == .info else { return false }
    return ObjectIdentifier(node.spec.valueType) != ObjectIdentifier(NoValue.self)
  }

  /// Whether a row's value is part of output under `inclusion`.
  func isIncluded(_ node: RowNode, _ inclusion: ValueInclusion) -> Bool {
    inclusion == .allRows
      || ((!node.isHidden || node.spec.hiddenPolicy == .keep) && !isLeftOutWhileDisabled(node))
  }

  /// Whether a condition disables the row (its own or its section's; never the edit policy) and
  /// its ``DisabledValuePolicy`` leaves the value out meanwhile.
  func isLeftOutWhileDisabled(_ node: RowNode) -> Bool {
    (node.ownDisabled || node.section.ownDisabled) && node.spec.disabledPolicy != .keep
  }

  /// A name for a row in messages and reports: its tag, or its title.
  func rowName(_ node: RowNode) -> String { node.spec.tag ?? node.spec.title }

  /// The flat tag → value dictionary. `keepsEmptyElements` keeps empty entries of multivalued
  /// sections (drafts restore them).
  func collectValues(including inclusion: ValueInclusion, keepsEmptyElements: Bool) -> [String: FormValue] {
    var values: [String: FormValue] = [:]
    var lists: [(String, FormValue)] = []
    for section in storage.sections {
      if let multivalued = section.spec.multivalued {
        guard let tag = section.spec.tag else { continue }
        let rows = section.rows.filter { isIncluded($0, inclusion) }
        // A hidden section (or one whose rows are all hidden) with the omit policy is left out
        // rather than given as an empty list, which would read as "no values".
        if rows.isEmpty, !section.rows.isEmpty || section.ownHidden,
          inclusion == .policy, multivalued.template.hiddenPolicy != .keep
        {
          continue
        }
        let items = rows.map(\.value).filter { keepsEmptyElements || !$0.isEmptyEntry }
        lists.append((tag, .list(items)))
        continue
      }
      for row in section.rows {
        guard let tag = row.spec.tag, holdsValue(row), isIncluded(row, inclusion) else { continue }
        values[tag] = row.value
      }
    }
    for (tag, list) in lists where values[tag] == nil && storage.node(tag: tag) == nil { values[tag] = list }
    return values
  }

  /// Nests dotted keys; keys that cannot nest stay flat.
  static func nest(_ flat: [String: FormValue]) -> FormValue {
    let tree = KeyTree<String>()
    var flatMembers: [String: FormValue] = [:]
    // Sorted, so which of two colliding keys stays flat does not depend on hashing.
    for key in flat.keys.sorted() {
      let value = flat[key] ?? .null
      guard let path = ValuePath(dottedKey: key)?.components.compactMap(\.memberName),
        case .inserted = tree.insert(path, value: value, owner: key)
      else {
        flatMembers[key] = value
        continue
      }
    }
    guard case .object(var members) = tree.materialize() else { return .object(flatMembers) }
    members.merge(flatMembers) { nested, _ in nested }
    return .object(members)
  }
}

extension ValuePath.Component {
  var memberName: String? {
    if case .member(let name) = self { return name }
    return nil
  }
}
