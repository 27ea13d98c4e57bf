/// Where a schema declared each row, section and page, so that problems only the built form
/// finds (duplicate tags, expressions, cycles, rules) are reported at their JSON path too.
struct SchemaPaths: Sendable {
  /// JSON paths of rows by tag (by title for rows without a tag), in reading order.
  var rows: [String: [String]] = [:]
  /// JSON paths of sections by tag (by header for sections without a tag).
  var sections: [String: [String]] = [:]
  /// JSON paths of pages by tag (by title for pages without a tag).
  var pages: [String: String] = [:]
  /// The nested forms of subform rows, checked as forms of their own.
  var subforms: [SubformRecord] = []

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
      // Pages are named as "page 'tag'" by the form.
      guard path.hasPrefix("page '"), path.hasSuffix("'") else { return nil }
      let name = String(path.dropFirst(6).dropLast())
      return pages[name].map { $0 + Self.key(of: location.part) }
    }
    if let tag = location.tag, let found = rows[tag] {
      // A duplicate is reported on its second declaration.
      let base = error.code == .duplicateTag ? found.last : found.first
      return base.map { $0 + Self.key(of: location.part) }
    }
    if let section = location.section, let found = sections[section] {
      let base = error.code == .duplicateTag ? found.last : found.first
      return base.map { $0 + Self.key(of: location.part) }
    }
    return nil
  }

  /// The schema key of a part the form names: "hidden condition" → `.hidden`, "rule x" → `.rules`.
  private static func key(of part: String?) -> String {
    guard let part else { return "" }
    if part.hasSuffix(" condition") { return "." + part.dropLast(" condition".count) }
    if part.hasPrefix("rule ") { return ".rules" }
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
