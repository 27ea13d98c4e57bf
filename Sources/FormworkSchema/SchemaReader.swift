import FormworkCore
import Foundation

/// Walks a JSON schema as a `FormValue`, keeping the JSON path for every error and collecting
/// all problems instead of stopping at the first one.
struct SchemaReader {
  private(set) var problems: [FormError] = []
  /// The names schemas may use for custom kinds, rules, loaders and actions.
  let registry: FormSchemaRegistry
  /// Where each row, section and page was read, to place the build's problems.
  var paths = SchemaPaths()
  /// The language texts picked once, when read, are in (option titles, selector titles, the
  /// form's title); the form's other texts follow its locale live.
  let locale: Locale
  /// What "did you mean" may still spend on the names this read does not know.
  let suggestions = NameSuggester()
  /// The patterns this read compiled, by source: a schema repeats the same few patterns on many
  /// rows, and compiling one costs far more than reading its row.
  private var patterns: [String: SafePattern] = [:]
  /// How an option without a title shows its value (see ``plainTitle(of:)``).
  private let display = ValueDisplay()
  /// The titles ``plainTitle(of:)`` made, by value: the same numbers title many rows' options
  /// (a rating's 1…5), and formatting one for the locale costs far more than looking it up.
  private var plainTitles: [FormValue: String] = [:]
  /// The first built-in kinds this read resolved, by name (see ``SchemaKinds/resolve(_:at:reader:)``).
  var kinds: [(name: String, resolved: (kind: RowKind, value: SchemaValueKind))] = []
  /// The titles of the whole numbers 0…63 (a rating's, a scale's), by number: found without
  /// hashing the value.
  private var smallNumberTitles: [String?] = []

  init(registry: FormSchemaRegistry = FormSchemaRegistry(), locale: Locale = .current) {
    self.registry = registry
    self.locale = locale
  }

  /// A text picked when read: a string, or an object of language tags to strings picked by
  /// ``locale`` (with `FormText`'s fallback). Such a text cannot insert rows.
  mutating func pickedText(_ members: SchemaMembers, _ key: String, at path: @autoclosure () -> String)
    -> String?
  {
    // NB: a string without braces picks itself in every language: the common case (every
    // option's title), without making a `FormText` to pick from.
    if case .string(let plain)? = members[key], Self.isPlain(plain) { return plain }
    guard let text = text(members, key, at: path()) else { return nil }
    guard let picked = text.plainText(in: locale) else {
      fail("this text is picked once when the schema is read: it cannot insert rows ({tag})", at: "\(path()).\(key)")
      return nil
    }
    return picked
  }

  /// A name the registry must know: reports an unknown one at `path` with a suggestion.
  mutating func registered<Entry>(
    _ name: String, in entries: [String: Entry], what: String, at path: String
  ) -> Entry? {
    if let entry = entries[name] { return entry }
    let known = entries.keys.sorted()
    let hint = Self.hint(for: name, among: known, maximumDistance: max(1, name.count / 3))
    let list = known.isEmpty ? "none is registered" : "registered: \(known.joined(separator: ", "))"
    fail("unknown \(what) '\(name)'\(hint) (\(list))", at: path)
    return nil
  }

  /// The title of an option that has none: its value as the current locale shows it.
  mutating func plainTitle(of value: FormValue) -> String {
    if case .int(let number) = value, (0..<64).contains(number) {
      if smallNumberTitles.isEmpty { smallNumberTitles = Array(repeating: nil, count: 64) }
      if let title = smallNumberTitles[number] { return title }
      let title = display.plain(value)
      smallNumberTitles[number] = title
      return title
    }
    if let title = plainTitles[value] { return title }
    let title = display.plain(value)
    plainTitles[value] = title
    return title
  }

  /// The pattern `source` compiles to, compiled once per read.
  ///
  /// - Throws: `FormError` for an unsafe or malformed pattern (see `SafePattern`), every time it
  ///   is asked for.
  mutating func pattern(_ source: String) throws -> SafePattern {
    if let compiled = patterns[source] { return compiled }
    let compiled = try SafePattern(source)
    patterns[source] = compiled
    return compiled
  }

  mutating func fail(_ message: String, at path: String, code: FormError.Code = .invalidSchema) {
    problems.append(FormError(code, message, at: FormErrorLocation(path: path)))
  }

  /// Reports every duplicate row or section tag of the form being read (a subform's rows are
  /// a form of their own).
  mutating func reportDuplicates() {
    for duplicate in paths.duplicates { fail(duplicate.message, at: duplicate.path, code: .duplicateTag) }
  }

  /// " (did you mean 'email'?)" when a candidate is close to `name`, else "" (see
  /// `NameSuggester`); a search over the form's own names spends the read's `budget`.
  static func hint(
    for name: String, among candidates: some Sequence<String>, maximumDistance: Int? = nil,
    budget: NameSuggester? = nil
  ) -> String {
    let found =
      if let budget {
        budget.closest(to: name, among: candidates, maximumDistance: maximumDistance)
      } else {
        NameSuggester.closest(to: name, among: candidates, maximumDistance: maximumDistance)
      }
    return found.map { " (did you mean '\($0)'?)" } ?? ""
  }

  /// What a problem says about `error`: a `FormError`'s message, or the error described.
  static func message(of error: any Error) -> String {
    (error as? FormError)?.message ?? String(describing: error)
  }

  /// The members of an object, after reporting keys outside `allowed` (with a suggestion).
  mutating func object(_ value: FormValue, at path: @autoclosure () -> String, allowed: SchemaKeys)
    -> SchemaMembers?
  {
    guard case .object(let members) = value else {
      fail("expected an object, found \(value.shallowType())", at: path())
      return nil
    }
    // NB: one pass over the keys makes the lookup mask and checks them; sorted only when a key
    // is unknown: every object of a schema is checked here.
    var (mask, order): (UInt64, UInt64) = (0, 0)
    var allKnown = true
    for (position, key) in members.keys.enumerated() {
      let bit = SchemaKeys.bit(of: key)
      mask |= bit
      SchemaMembers.bitNumbers(adding: bit, at: position, to: &order)
      if allKnown, !allowed.contains(key, bit: bit) { allKnown = false }
    }
    if !allKnown {
      for key in members.keys.sorted() where !allowed.contains(key) {
        fail("unknown key '\(key)'\(Self.hint(for: key, among: allowed.names))", at: "\(path()).\(key)")
      }
    }
    return SchemaMembers(members, mask: mask, order: order)
  }

  mutating func string(_ members: SchemaMembers, _ key: String, at path: @autoclosure () -> String) -> String? {
    guard let value = members[key], !value.isNull else { return nil }
    guard case .string(let text) = value else {
      fail("expected a string, found \(value.shallowType())", at: "\(path()).\(key)")
      return nil
    }
    return text
  }

  mutating func bool(_ members: SchemaMembers, _ key: String, at path: @autoclosure () -> String) -> Bool? {
    guard let value = members[key], !value.isNull else { return nil }
    guard case .bool(let flag) = value else {
      fail("expected true or false, found \(value.shallowType())", at: "\(path()).\(key)")
      return nil
    }
    return flag
  }

  mutating func int(_ members: SchemaMembers, _ key: String, at path: @autoclosure () -> String) -> Int? {
    guard let value = members[key], !value.isNull else { return nil }
    guard case .int(let number) = value else {
      fail("expected a whole number, found \(value.shallowType()) \(value.excerpt)", at: "\(path()).\(key)")
      return nil
    }
    return number
  }

  mutating func decimal(_ members: SchemaMembers, _ key: String, at path: @autoclosure () -> String) -> Decimal? {
    guard let value = members[key], !value.isNull else { return nil }
    guard let number = value.numericValue else {
      fail("expected a number, found \(value.shallowType()) \(value.excerpt)", at: "\(path()).\(key)")
      return nil
    }
    return number
  }

  /// A date member; with `calendarDate`, a date row's bound: the calendar date the text writes
  /// (midnight UTC of it), whatever time and offset follow.
  mutating func date(
    _ members: SchemaMembers, _ key: String, at path: @autoclosure () -> String, calendarDate: Bool = false
  )
    -> Date?
  {
    guard let value = members[key], !value.isNull else { return nil }
    // NB: the conversion's error says nothing the message below leaves out.
    guard let date = try? Date(formValue: value) else {
      let years = FormDateCoding.years
      fail(
        "expected an ISO 8601 date in the years \(years.lowerBound)…\(years.upperBound), found \(value.excerpt)",
        at: "\(path()).\(key)")
      return nil
    }
    if calendarDate, case .string(let text) = value { return FormDateCoding.calendarDate(from: text) ?? date }
    return date
  }

  mutating func list(_ members: SchemaMembers, _ key: String, at path: @autoclosure () -> String) -> [FormValue]? {
    guard let value = members[key], !value.isNull else { return nil }
    guard case .list(let items) = value else {
      fail("expected a list, found \(value.shallowType())", at: "\(path()).\(key)")
      return nil
    }
    return items
  }

  /// A string naming one case of an enumeration, reported with the allowed names.
  mutating func choice<Choice: RawRepresentable & CaseIterable>(
    _ members: SchemaMembers, _ key: String, at path: @autoclosure () -> String, as type: Choice.Type
  ) -> Choice? where Choice.RawValue == String {
    guard let text = string(members, key, at: path()) else { return nil }
    guard let choice = Choice(rawValue: text) else {
      let names = Choice.allCases.map(\.rawValue)
      fail("'\(text)' is not one of \(names.joined(separator: ", "))", at: "\(path()).\(key)")
      return nil
    }
    return choice
  }

  /// A condition: `true`/`false` or an expression string (checked when the form is built).
  mutating func condition(_ members: SchemaMembers, _ key: String, at path: @autoclosure () -> String) -> Condition? {
    guard let value = members[key], !value.isNull else { return nil }
    switch value {
    case .bool(let flag): return .constant(flag)
    case .string(let source): return .expression(source)
    default:
      fail("expected true, false or an expression string, found \(value.shallowType())", at: "\(path()).\(key)")
      return nil
    }
  }
}

extension FormValue {
  /// The type a schema message names: like `type`, but looking at most `depth` levels into
  /// lists, so a message about a deeply nested value does not walk it (a schema can nest
  /// hundreds of levels, each refused with a message).
  ///
  /// - Complexity: O(*k*) in the values within `depth` levels.
  func shallowType(depth: Int = 2) -> FormValueType {
    guard case .list(let items) = self else { return type }
    guard depth > 0 else { return .list(.any) }
    var element: FormValueType?
    for item in items {
      let itemType = item.shallowType(depth: depth - 1)
      if let known = element {
        if known != itemType { return .list(.any) }
      } else {
        element = itemType
      }
    }
    return .list(element ?? .any)
  }

  /// The value as a schema message quotes it: a scalar's JSON, cut at 60 characters; `[…]` or
  /// `{…}` for a list or an object, whose whole text could be megabytes.
  var excerpt: String {
    switch self {
    case .list: return "[…]"
    case .object: return "{…}"
    default:
      let text = description
      return text.count > 60 ? String(text.prefix(60)) + "…" : text
    }
  }
}
