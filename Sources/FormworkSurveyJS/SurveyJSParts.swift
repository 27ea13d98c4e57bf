import Formwork

/// Where a part of the Formwork schema came from in the survey: the JSON path, and for a
/// translated expression the map from its columns back to the survey's.
struct SurveyOrigin {
  var path: String
  var expression: TranslatedExpression?
}

/// A row of the schema being written, with where each of its keys came from.
struct RowDraft {
  var members: [String: FormValue] = [:]
  /// The survey path of the question (or item, column, matrix row) the row comes from.
  var origin: String
  var keyOrigins: [String: SurveyOrigin] = [:]
  /// The nested sections of a subform row (a dynamic panel's template, a matrix row's cells).
  var sections: [SectionDraft]?

  init(origin: String) { self.origin = origin }

  subscript(key: String) -> FormValue? {
    get { members[key] }
    set { members[key] = newValue }
  }

  mutating func set(_ key: String, _ value: FormValue, from path: String, expression: TranslatedExpression? = nil) {
    members[key] = value
    keyOrigins[key] = SurveyOrigin(path: path, expression: expression)
  }
}

/// A section of the schema being written.
struct SectionDraft {
  var members: [String: FormValue] = [:]
  var origin: String
  var keyOrigins: [String: SurveyOrigin] = [:]
  var rows: [RowDraft] = []
  /// The template row of a multivalued section.
  var template: RowDraft?

  init(origin: String) { self.origin = origin }

  subscript(key: String) -> FormValue? {
    get { members[key] }
    set { members[key] = newValue }
  }

  mutating func set(_ key: String, _ value: FormValue, from path: String, expression: TranslatedExpression? = nil) {
    members[key] = value
    keyOrigins[key] = SurveyOrigin(path: path, expression: expression)
  }
}

/// Writes drafts out as the schema's JSON, recording the origin of every path written.
struct SchemaWriter {
  var origins: [String: SurveyOrigin] = [:]

  mutating func sections(_ drafts: [SectionDraft], at path: String) -> FormValue {
    .list(drafts.enumerated().map { index, draft in section(draft, at: "\(path)[\(index)]") })
  }

  mutating func section(_ draft: SectionDraft, at path: String) -> FormValue {
    origins[path] = SurveyOrigin(path: draft.origin)
    for (key, origin) in draft.keyOrigins { origins["\(path).\(key)"] = origin }
    var members = draft.members
    if let template = draft.template {
      var multivalued: [String: FormValue] = [:]
      if case .object(let declared)? = members["multivalued"] { multivalued = declared }
      multivalued["template"] = row(template, at: "\(path).multivalued.template")
      members["multivalued"] = .object(multivalued)
    } else {
      members["rows"] = .list(draft.rows.enumerated().map { index, row in self.row(row, at: "\(path).rows[\(index)]") })
    }
    return .object(members)
  }

  mutating func row(_ draft: RowDraft, at path: String) -> FormValue {
    origins[path] = SurveyOrigin(path: draft.origin)
    for (key, origin) in draft.keyOrigins { origins["\(path).\(key)"] = origin }
    var members = draft.members
    if let sections = draft.sections { members["sections"] = self.sections(sections, at: "\(path).sections") }
    return .object(members)
  }
}
