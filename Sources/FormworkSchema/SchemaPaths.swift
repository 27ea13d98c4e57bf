import FormworkCore
import Foundation

/// Where a schema declared each row, section and page, so that problems only the built form
/// finds (duplicate tags, expressions, cycles, rules) are reported at their JSON path too.
struct SchemaPaths: Sendable {
  /// The JSON path of the first row declared with each tag.
  var rows: [String: String] = [:]
  /// JSON paths of the later rows of a duplicate tag, by tag, in reading order.
  // NB: apart from ``rows``: a list per row would be made for every row of a schema.
  var laterRows: [String: [String]] = [:]
  /// JSON paths of rows without a tag, by title (how the form names them).
  var titles: [String: [String]] = [:]
  /// JSON paths of sections by tag.
  var sections: [String: [String]] = [:]
  /// JSON paths of sections without a tag, by header.
  var headers: [String: [String]] = [:]
  /// JSON paths of pages by tag (by title for pages without a tag).
  var pages: [String: String] = [:]
  /// The nested forms of subform rows, checked as forms of their own.
  var subforms: [SubformRecord] = []
  /// JSON paths of later rows of a duplicate tag, by the tag they are built with (`a (2)`).
  var aliases: [String: String] = [:]
  /// JSON paths of later sections of a duplicate tag, by the tag they are built with.
  var sectionAliases: [String: String] = [:]

  struct SubformRecord: Sendable {
    var path: String
    var sections: [Section]
    var paths: SchemaPaths
  }

  /// The JSON path of the place an error of a built form names, with the key of the part
  /// (`$.sections[0].rows[2].hidden`); `nil` when the error names no place the schema declared.
  func path(of error: FormError) -> String? {
    let location = error.location
    if let path = location.path {
      // A row's picker column, as the form names it (`columns[1]`): under the row's path.
      if path.hasPrefix("columns["), let tag = location.tag,
        let base = (rowPaths(tag) ?? aliases[tag].map { [$0] } ?? titles[tag])?.first
      {
        return base + "." + path
      }
      // Pages are named as "page 'tag'" by the form.
      guard path.hasPrefix("page '"), path.hasSuffix("'") else { return nil }
      let name = String(path.dropFirst(6).dropLast())
      return pages[name].map { $0 + Self.key(of: location.part) }
    }
    if let tag = location.tag, let found = rowPaths(tag) ?? aliases[tag].map({ [$0] }) ?? titles[tag] {
      // A duplicate is reported on its second declaration.
      let base = error.code == .duplicateTag ? found.last : found.first
      return base.map { $0 + Self.key(of: location.part) }
    }
    if let section = location.section,
      let found = sections[section] ?? sectionAliases[section].map({ [$0] }) ?? headers[section]
    {
      let base = error.code == .duplicateTag ? found.last : found.first
      return base.map { $0 + Self.key(of: location.part) }
    }
    return nil
  }

  /// Each later declaration of a row or section tag, with the first one's path.
  var duplicates: [(path: String, message: String)] {
    var found: [(path: String, message: String)] = []
    var rowPlaces: [String: [String]] = [:]
    for (tag, later) in laterRows { rowPlaces[tag] = (rows[tag].map { [$0] } ?? []) + later }
    for (what, table) in [("row", rowPlaces), ("section", sections)] {
      for (tag, places) in table where places.count > 1 {
        for place in places.dropFirst() {
          found.append((place, "\(what) tag '\(tag)' is declared twice: first at \(places[0])"))
        }
      }
    }
    return found.sorted { $0.path < $1.path }
  }

  /// Records a row declared with `tag` at `path` in ``rows``, and returns the tag it is built
  /// with: its own, or for a later declaration of a duplicate tag one of its own (`a (2)`),
  /// placed at `path`. The form built for checking then reports the problems of that row's
  /// conditions at its path (the reader reports the duplicate itself).
  mutating func declareRow(_ tag: String, at path: String) -> String {
    // NB: one lookup of the tag records the path of its first declaration (no path is empty).
    guard !Self.setIfEmpty(&rows[tag, default: ""], to: path) else { return tag }
    let seen = 1 + Self.appending(path, to: &laterRows[tag, default: []])
    return Self.alias(tag, seen: seen, at: path, in: &aliases)
  }

  /// The JSON paths of the rows declared with `tag`, in reading order.
  private func rowPaths(_ tag: String) -> [String]? {
    rows[tag].map { [$0] + (laterRows[tag] ?? []) }
  }

  /// Sets `text` to `value` when it is empty, and tells whether it was.
  private static func setIfEmpty(_ text: inout String, to value: String) -> Bool {
    guard text.isEmpty else { return false }
    text = value
    return true
  }

  private static func appending(_ path: String, to places: inout [String]) -> Int {
    places.append(path)
    return places.count - 1
  }

  /// The tag a section declared with `tag` at `path` is built with (as ``declareRow(_:at:)``'s);
  /// call before recording it in ``sections``.
  mutating func buildTag(forSection tag: String, at path: String) -> String {
    Self.alias(tag, seen: sections[tag]?.count ?? 0, at: path, in: &sectionAliases)
  }

  private static func alias(_ tag: String, seen: Int, at path: String, in table: inout [String: String]) -> String {
    guard seen > 0 else { return tag }
    let alias = "\(tag) (\(seen + 1))"
    table[alias] = path
    return alias
  }

  /// The schema key of a part the form names: "hidden condition" → `.hidden`, "rule x" → `.rules`.
  private static func key(of part: String?) -> String {
    guard let part else { return "" }
    // "option 2 enabled condition": the second option's `enabledWhen`.
    if part.hasPrefix("option "), part.hasSuffix(" enabled condition"),
      let number = Int(part.dropFirst("option ".count).dropLast(" enabled condition".count)), number > 0
    {
      return ".options[\(number - 1)].enabledWhen"
    }
    // "option 2 condition": the second option's `shownWhen`.
    if part.hasPrefix("option "), part.hasSuffix(" condition"),
      let number = Int(part.dropFirst("option ".count).dropLast(" condition".count)), number > 0
    {
      return ".options[\(number - 1)].shownWhen"
    }
    // "trigger 2 condition": the second trigger's `when`; "trigger 2 action" its action.
    if part.hasPrefix("trigger "), let space = part.dropFirst("trigger ".count).firstIndex(of: " "),
      let number = Int(part["trigger ".endIndex..<space]), number > 0
    {
      return ".triggers[\(number - 1)]" + (part.hasSuffix(" condition") ? ".when" : "")
    }
    if part.hasSuffix(" condition") { return "." + part.dropLast(" condition".count) }
    // "rule 2 expression": the second rule (an expression rule's condition).
    if part.hasPrefix("rule "), part.hasSuffix(" expression"),
      let number = Int(part.dropFirst("rule ".count).dropLast(" expression".count)), number > 0
    {
      return ".rules[\(number - 1)]"
    }
    if part.hasPrefix("rule ") { return ".rules" }
    if part == "multivalued values" { return ".multivalued.values" }
    return ""
  }

  /// Every problem of `error` placed at its JSON path where the schema declared it.
  func located(_ errors: [FormError]) -> [FormError] {
    errors.map { error in
      guard let path = path(of: error) else { return error }
      var error = error
      error.location.path = path
      return error
    }
  }
}
