import Formwork
import Foundation

/// A SurveyJS survey translated into Formwork's own schema, which then builds the form through
/// the one schema path (`FormSchema`).
///
/// ```swift
/// let survey = try SurveyJSImport(jsonData: data)
/// for problem in survey.problems { print(problem) }   // at $.pages[1].elements[0].type: a file upload…
/// let form = try survey.makeForm()
/// let data = try form.surveyData()                     // what survey.data holds on the web
/// ```
///
/// Everything the import does not translate is a problem at its JSON path in the survey (and,
/// in an expression, its column); the rest of the survey still builds. The translated schema is
/// checked with `FormSchema.check(_:registry:)` as part of the import: a part of it the form
/// would refuse is left out, and reported at the survey's path it came from, so ``schema``
/// always builds unless the survey is not an object at all.
///
/// See <doc:ImportingSurveys> for what maps to what.
public struct SurveyJSImport: Sendable {
  /// The equivalent Formwork schema: what `formwork convert` prints and ``makeForm(locale:)``
  /// builds.
  public let schema: FormValue
  /// What the import left out or changed, each with its JSON path in the survey (and its
  /// column, in an expression), in the order of the survey.
  public let problems: [FormError]
  /// The custom row kinds and option loaders the survey's custom widgets and `choicesByUrl`
  /// resolve against.
  public let registry: FormSchemaRegistry
  /// The form the import built to check ``schema``, for the first ``makeForm(locale:)``.
  private let checkedForm: CheckedForm

  /// Translates a survey.
  ///
  /// - Parameters:
  ///   - survey: The survey's JSON.
  ///   - registry: What the app registered: a custom row kind named like a question type
  ///     (`signaturepad`) makes those questions `custom:<type>` rows; an option loader named
  ///     like a `choicesByUrl` URL loads those choices.
  /// - Complexity: O(*n*) in the size of the survey, plus building the form once to check it
  ///   (again for each round of parts left out, at most a few); the first ``makeForm(locale:)``
  ///   in the current locale then returns that form instead of building it again.
  @MainActor
  public init(_ survey: FormValue, registry: FormSchemaRegistry = FormSchemaRegistry()) {
    var converter = SurveyJSConverter(registry: registry)
    var schema = converter.convert(survey)
    var seen = Set<String>()
    func key(_ problem: FormError) -> String {
      "\(problem.location.path ?? "")|\(problem.location.column ?? 0)|\(problem.message)"
    }
    // NB: a matrix's columns are read once per row: their problems are reported once.
    var problems = converter.problems.filter { seen.insert(key($0)).inserted }
    // NB: made only when the check finds a problem to place.
    var origins: [String: SurveyOrigin]?
    // A part the form refuses is left out; what depended on it may then be refused in turn. A
    // problem the import cannot place (a nested form's consequence) counts only if it stays.
    var unplaced: [FormError] = []
    var form: Form?
    for _ in 0..<8 {
      let (built, found) = FormSchema.checkedForm(schema, registry: registry, locale: .current)
      form = built
      unplaced = []
      guard !found.isEmpty else { break }
      var removals: [SchemaRemoval] = []
      let known = origins ?? converter.writer.allOrigins()
      origins = known
      for problem in found {
        guard let (placed, removal) = Self.place(problem, origins: known) else {
          unplaced.append(problem)
          continue
        }
        if seen.insert(key(placed)).inserted { problems.append(placed) }
        removals.append(removal)
      }
      guard !removals.isEmpty else { break }
      let ordered = removals.sorted { Self.precedes(SchemaRemoval.path(of: $1.path), SchemaRemoval.path(of: $0.path)) }
      for removal in ordered { schema = removal.apply(to: schema) }
    }
    problems += unplaced
    self.schema = schema
    self.problems = problems.enumerated().sorted { left, right in
      let (a, b) = (left.element.location.path ?? "$", right.element.location.path ?? "$")
      if a == b { return left.offset < right.offset }
      return Self.precedes(a, b) || (!Self.precedes(b, a) && left.offset < right.offset)
    }.map(\.element)
    self.registry = registry
    checkedForm = CheckedForm(form, locale: .current)
  }

  /// Translates a survey given as JSON data (UTF-8).
  ///
  /// - Parameters:
  ///   - jsonData: The survey's JSON.
  ///   - registry: See ``init(_:registry:)``.
  ///   - maximumBytes: The largest survey accepted; larger data is refused before it is parsed.
  ///     Surveys are larger than Formwork schemas of the same form: four times
  ///     `FormSchema.defaultMaximumBytes` unless the app says otherwise.
  /// - Throws: `FormError` with code `invalidJSON` (line and column) when the data is not
  ///   JSON, `invalidSchema` when it is over `maximumBytes`.
  @MainActor
  public init(
    jsonData: Data, registry: FormSchemaRegistry = FormSchemaRegistry(),
    maximumBytes: Int = 4 * FormSchema.defaultMaximumBytes
  ) throws {
    guard jsonData.count <= maximumBytes else {
      throw FormError(
        .invalidSchema, "the survey is \(jsonData.count) bytes, over the limit of \(maximumBytes) bytes",
        at: FormErrorLocation(path: "$"))
    }
    self.init(try FormValue(jsonData: jsonData), registry: registry)
  }

  /// Translates a survey given as JSON text. See ``init(jsonData:registry:maximumBytes:)``.
  @MainActor
  public init(
    json: String, registry: FormSchemaRegistry = FormSchemaRegistry(),
    maximumBytes: Int = 4 * FormSchema.defaultMaximumBytes
  ) throws {
    try self.init(jsonData: Data(json.utf8), registry: registry, maximumBytes: maximumBytes)
  }

  /// The translated schema, read by `FormSchema`.
  ///
  /// - Parameter locale: The language of the texts picked once (option titles).
  /// - Throws: `FormDefinitionError` only when the survey was no object (see ``problems``).
  public func formSchema(locale: Locale = .current) throws -> FormSchema {
    try FormSchema(schema, registry: registry, locale: locale)
  }

  /// The form the survey describes, built from ``schema``.
  ///
  /// The import built this form already, to check the survey: the first call in the locale the
  /// import ran in (the current one) returns that form, never shown before, rather than reading
  /// and building the schema again; every other call, and every copy of this import after it,
  /// builds a new form.
  ///
  /// - Parameter locale: The language of the texts picked once (option titles).
  /// - Throws: `FormDefinitionError` only when the survey was no object (see ``problems``).
  @MainActor
  public func makeForm(locale: Locale = .current) throws -> Form {
    if let form = checkedForm.take(locale: locale) { return form }
    return try Form(schema: formSchema(locale: locale))
  }

  /// Whether a JSON value is a SurveyJS survey rather than a Formwork schema: it has
  /// `elements` or `questions`, or pages holding them, and no `formwork` version or `sections`.
  public static func isSurvey(_ value: FormValue) -> Bool {
    guard case .object(let members) = value, members["formwork"] == nil, members["sections"] == nil else {
      return false
    }
    if members["elements"] != nil || members["questions"] != nil { return true }
    guard case .list(let pages)? = members["pages"] else { return false }
    return pages.contains { page in
      guard case .object(let page) = page else { return false }
      return page["sections"] == nil
    }
  }

  /// A problem of the translated schema, placed at the survey's path it came from, and the
  /// part of the schema to leave out for it.
  private static func place(_ problem: FormError, origins: [String: SurveyOrigin]) -> (FormError, SchemaRemoval)? {
    guard let path = problem.location.path, path.hasPrefix("$") else { return nil }
    var components = SchemaRemoval.components(of: path)
    var trail: [SchemaRemoval.Component] = []
    while !components.isEmpty {
      if let origin = origins[SchemaRemoval.path(of: components)] {
        var target = components
        var action = SchemaRemoval.Action.remove
        if case .index = components.last {
          // A row, section or page: leave out the key concerned, or the row itself.
          if let first = trail.first, case .key = first {
            target.append(first)
          } else if let key = key(of: problem.location.part) {
            target.append(.key(key))
          } else {
            action = .neutralize
          }
        }
        var source = origins[SchemaRemoval.path(of: target)] ?? origin
        // An option's condition (`options[i].shownWhen`, `.enabledWhen`) is left out alone, and
        // placed at its choice when the options are the survey's choices.
        if trail.count == 2, case .index(let index) = trail[0],
          trail[1] == .key("shownWhen") || trail[1] == .key("enabledWhen"),
          components.last == .key("options")
        {
          target = components + trail
          action = .remove
          if source.path.hasSuffix(".choices") || source.path.hasSuffix(".rateValues") {
            source = SurveyOrigin(path: "\(source.path)[\(index)]")
          }
        }
        // A trigger or rule is left out whole, whichever of its parts the form refuses.
        if let at = target.indices.dropLast().first(where: {
          target[$0] == .key("triggers") || target[$0] == .key("rules")
        }),
          case .index = target[at + 1]
        {
          target = Array(target[...(at + 1)])
          action = .remove
        }
        var placed = problem
        placed.location.path = source.path
        placed.location.tag = nil
        placed.location.part = nil
        placed.location.column = nil
        if let column = problem.location.column, let expression = source.expression {
          placed.location.column = expression.surveyColumn(column)
        }
        return (placed, SchemaRemoval(path: target, action: action))
      }
      trail.insert(components.removeLast(), at: 0)
    }
    return nil
  }

  /// Compares survey paths with their indices as numbers: `elements[2]` before `elements[10]`.
  static func precedes(_ left: String, _ right: String) -> Bool {
    let lhs = SchemaRemoval.components(of: left)
    let rhs = SchemaRemoval.components(of: right)
    for (a, b) in zip(lhs, rhs) where a != b {
      switch (a, b) {
      case (.index(let x), .index(let y)): return x < y
      case (.key(let x), .key(let y)): return x < y
      case (.index, .key): return true
      case (.key, .index): return false
      }
    }
    return lhs.count < rhs.count
  }

  /// The schema key of the part of a row a build problem names.
  private static func key(of part: String?) -> String? {
    guard let part else { return nil }
    if part.hasSuffix(" condition") { return String(part.dropLast(" condition".count)) }
    if part.hasPrefix("rule") || part == "pattern" { return "rules" }
    switch part {
    case "computed value": return "computed"
    case "default value": return "defaultExpression"
    case "title", "placeholder", "header", "footer", "parameter": return part
    default: return nil
    }
  }
}

/// The form an import built to check its schema, until ``SurveyJSImport/makeForm(locale:)``
/// takes it: a form is handed out once.
@MainActor
private final class CheckedForm {
  private var form: Form?
  private let localeIdentifier: String

  init(_ form: Form?, locale: Locale) {
    self.form = form
    localeIdentifier = locale.identifier
  }

  /// The form, if it was built in `locale` and not taken yet.
  func take(locale: Locale) -> Form? {
    guard locale.identifier == localeIdentifier, let form else { return nil }
    self.form = nil
    return form
  }
}

/// A part of the translated schema left out: a key removed, or a row made a plain label (its
/// title kept) when the problem is the row's own.
struct SchemaRemoval {
  enum Component: Equatable {
    case key(String)
    case index(Int)
  }

  enum Action {
    case remove
    case neutralize
  }

  var path: [Component]
  var action: Action

  static func components(of path: String) -> [Component] {
    var components: [Component] = []
    var current = ""
    var inIndex = false
    for character in path.dropFirst() {
      switch character {
      case "." where !inIndex:
        if !current.isEmpty { components.append(.key(current)) }
        current = ""
      case "[" where !inIndex:
        if !current.isEmpty { components.append(.key(current)) }
        current = ""
        inIndex = true
      case "]" where inIndex:
        components.append(Int(current).map(Component.index) ?? .key(current))
        current = ""
        inIndex = false
      default:
        current.append(character)
      }
    }
    if !current.isEmpty { components.append(.key(current)) }
    return components
  }

  static func path(of components: [Component]) -> String {
    components.reduce("$") { path, component in
      switch component {
      case .key(let key): return path + "." + key
      case .index(let index): return path + "[\(index)]"
      }
    }
  }

  func apply(to value: FormValue) -> FormValue { apply(to: value, at: path[...]) }

  private func apply(to value: FormValue, at rest: ArraySlice<Component>) -> FormValue {
    guard let first = rest.first else {
      guard action == .neutralize, case .object(let members) = value else { return value }
      // A row becomes a label showing its title; a section or page keeps only its structure.
      if members["kind"] != nil {
        var label: [String: FormValue] = ["kind": "label"]
        label["title"] = members["title"] ?? members["tag"] ?? ""
        return .object(label)
      }
      var kept = members
      for key in ["hidden", "disabled", "rules"] { kept[key] = nil }
      if case .object(var multivalued)? = members["multivalued"] {
        // A multivalued section keeps the tag its entries are read by, without its bounds.
        multivalued["minRows"] = nil
        multivalued["maxRows"] = nil
        kept["multivalued"] = .object(multivalued)
      } else {
        kept["tag"] = nil
      }
      return .object(kept)
    }
    let next = rest.dropFirst()
    switch (first, value) {
    case (.key(let key), .object(var members)):
      if next.isEmpty, action == .remove {
        members[key] = nil
      } else if let inner = members[key] {
        members[key] = apply(to: inner, at: next)
      }
      return .object(members)
    case (.index(let index), .list(var items)) where items.indices.contains(index):
      // An item removed (a trigger, a rule) leaves the list; removals apply from the last path
      // on, so the indices of the others still hold.
      if next.isEmpty, action == .remove {
        items.remove(at: index)
      } else {
        items[index] = apply(to: items[index], at: next)
      }
      return .list(items)
    default:
      return value
    }
  }
}
