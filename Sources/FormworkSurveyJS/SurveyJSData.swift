import Formwork

extension Form {
  /// The answers in the shape SurveyJS's `survey.data` has, so a backend receives the same
  /// JSON from the app as from the web.
  ///
  /// ```swift
  /// let form = try SurveyJSImport(jsonData: survey).makeForm()
  /// let data = try form.surveyData()
  /// // {"name": "Ada", "colors": ["red", "other"], "colors-Comment": "teal",
  /// //  "address": {"city": "Lyon"}, "quality": {"price": 4}, "children": [{"age": 3}]}
  /// ```
  ///
  /// A question's answer is under its name (its `valueName` when it has one); a multiple
  /// text's and a matrix's are objects by item and by row; a dynamic panel's and a dynamic
  /// matrix's are lists of objects; the text of an "other" choice or a comment is under
  /// `{name}-Comment`. Dates are written as SurveyJS's inputs write them (`2024-05-01`).
  /// Hidden questions' answers are left out, as SurveyJS clears them when the survey is
  /// completed; unanswered questions are absent, as is a matrix or multiple text none of whose
  /// rows is answered.
  ///
  /// - Throws: `FormError` as `Form.parameters()` does.
  public func surveyData() throws -> FormValue {
    Self.pruned(try parameters())
  }

  /// Without unanswered members: SurveyJS leaves an unanswered question (a matrix none of whose
  /// rows is answered) out of its data.
  private static func pruned(_ value: FormValue) -> FormValue {
    switch value {
    case .object(let members):
      var kept: [String: FormValue] = [:]
      for (key, member) in members {
        let inner = pruned(member)
        if inner.isNull { continue }
        if case .object(let object) = inner, object.isEmpty { continue }
        kept[key] = inner
      }
      return .object(kept)
    case .list(let items): return .list(items.map(pruned))
    default: return value
    }
  }

  /// Fills the form from a saved `survey.data`: each question's answer from where
  /// ``surveyData()`` writes it.
  ///
  /// ```swift
  /// let report = form.hydrate(surveyData: try FormValue(jsonData: saved))
  /// ```
  ///
  /// - Returns: What was applied, what the data did not have, and the answers that did not fit
  ///   their question (each kept out, every other answer applied).
  @discardableResult
  public func hydrate(surveyData: FormValue) -> HydrationReport {
    hydrate(from: surveyData, matching: .sourcePathsOrTags)
  }
}
