import Formwork

/// What `--list-tags` (``AnswerGuide``) says a row takes, in the form's language.
extension TerminalStrings {
  /// "hidden now".
  var guideHiddenNow: String { text(.guideHiddenNow) }
  /// "page Company".
  func guidePage(_ title: String) -> String { text(.guidePage, ["title": title]) }
  /// "cannot be edited: …".
  func guideCannotBeEdited(_ reason: String) -> String { text(.guideCannotBeEdited, ["reason": reason]) }
  /// "a list of 1 to 5, each: text".
  func guideEach(list: String, element: String) -> String { text(.guideEach, ["list": list, "element": element]) }
  /// "a list", "a list of at least 1", "a list of at most 5", "a list of exactly 2", "a list of
  /// 1 to 5": the counts a section's rules ask for.
  func guideList(minimum: Int, maximum: Int?) -> String {
    switch (minimum, maximum) {
    case (0, nil): text(.guideList)
    case (let minimum, nil): text(.guideListAtLeast, ["minimum": strings.number(minimum)])
    case (0, let maximum?): text(.guideListAtMost, ["maximum": strings.number(maximum)])
    case (let minimum, let maximum?) where minimum == maximum:
      text(.guideListExactly, ["count": strings.number(minimum)])
    case (let minimum, let maximum?):
      text(.guideListBetween, ["minimum": strings.number(minimum), "maximum": strings.number(maximum)])
    }
  }
  /// "values": what a list takes when its rows cannot be seen.
  var guideValues: String { text(.guideValues) }
  /// "values (…)".
  func guideValuesFailed(_ reason: String) -> String { text(.guideValuesFailed, ["reason": reason]) }
  /// "a whole number (or text that reads as one)".
  var guideWholeNumber: String { text(.guideWholeNumber) }
  /// "a number (or text that reads as one)".
  var guideNumber: String { text(.guideNumber) }
  /// "text".
  var guideText: String { text(.guideText) }
  /// "seconds, or text like 1:30".
  var guideSeconds: String { text(.guideSeconds) }
  /// "a date as text (yyyy-mm-dd, or ISO 8601)".
  func guideDate(format: String) -> String { text(.guideDate, ["format": format, "iso": "ISO 8601"]) }
  /// "true or false": JSON's literals, the same in every language.
  var guideTrueOrFalse: String { text(.guideTrueOrFalse, ["true": "true", "false": "false"]) }
  /// "one of: "daily" (Daily), …".
  func guideOneOf(_ options: String) -> String { text(.guideOneOf, ["options": options]) }
  /// "a list of: …".
  func guideListOf(_ options: String) -> String { text(.guideListOf, ["options": options]) }
  /// "an object: {contact, phone}".
  func guideObject(fields: [String]) -> String {
    text(.guideObject, ["fields": "{" + fields.joined(separator: ", ") + "}"])
  }
  /// "an object (its nested form does not build: …)".
  func guideObjectFailed(_ reason: String) -> String { text(.guideObjectFailed, ["reason": reason]) }
  /// "true presses it".
  var guideButton: String { text(.guideButton, ["true": "true"]) }
  /// "a value for the custom kind 'rating'".
  func guideCustom(kind: String) -> String { text(.guideCustom, ["kind": kind]) }
  /// "nothing".
  var guideNothing: String { text(.guideNothing) }
  /// "the row's options (none loaded)".
  var guideNoOptions: String { text(.guideNoOptions) }
  /// "… 3 more".
  func guideMore(_ count: Int) -> String { text(.guideMore, ["count": strings.number(count)]) }
}

/// What the `formwork` command says about a warning and a form that cannot be built, in the
/// language of its `--locale` (or the environment's).
extension TerminalStrings {
  /// "warning: …".
  public func warning(_ message: String) -> String { text(.cliWarning, ["message": message]) }
  /// "the menu does not build: …".
  public func menuBroken(_ error: String) -> String { text(.cliMenuBroken, ["error": error]) }
  /// "the example 'login' cannot be shown in de: …".
  public func exampleNotLocalized(name: String, locale: String, error: String) -> String {
    text(.cliExampleNotLocalized, ["name": name, "locale": locale, "error": error])
  }
  /// "the example 'login' does not build:", its problems on the lines under it.
  public func exampleBroken(name: String) -> String { text(.cliExampleBroken, ["name": name]) }
  /// "the example 'login' has no hydration sample".
  public func noHydrationSample(name: String) -> String { text(.cliNoHydrationSample, ["name": name]) }
  /// "the example 'login' cannot be hydrated from its sample: …".
  public func cannotHydrate(name: String, error: String) -> String {
    text(.cliCannotHydrate, ["name": name, "error": error])
  }
  /// "'trip.json' is not a SurveyJS survey: …".
  public func notSurvey(path: String, error: String) -> String { text(.cliNotSurvey, ["path": path, "error": error]) }
  /// "'trip.json' is not a SurveyJS survey: it is not a JSON object".
  public func notSurveyObject(path: String) -> String { text(.cliNotSurveyObject, ["path": path]) }
  /// "'form.json' is not a valid form schema:", its problems after it.
  public func notSchema(path: String) -> String { text(.cliNotSchema, ["path": path]) }
  /// "'form.json' is not JSON: …".
  public func notJSONFile(path: String, error: String) -> String {
    text(.cliNotJSONFile, ["path": path, "error": error])
  }
  /// "'form.json' does not build a form (2 problems):", its problems on the lines under it.
  public func schemaDoesNotBuild(path: String, problems: String) -> String {
    text(.cliSchemaDoesNotBuild, ["path": path, "problems": problems])
  }

  /// "form.json: ok (3 sections, 12 rows)": `formwork check` on a schema that builds.
  public func schemaOK(path: String, sections: Int, rows: Int) -> String {
    text(.cliSchemaOK, ["path": path, "sections": sectionCount(sections), "rows": rowCount(rows)])
  }

  /// "builds a form (3 sections, 12 rows)", said of an imported SurveyJS survey.
  public func surveyBuilds(sections: Int, rows: Int) -> String {
    text(.cliSurveyBuilds, ["sections": sectionCount(sections), "rows": rowCount(rows)])
  }

  /// "does not build a form (…)", said of an imported SurveyJS survey.
  public func surveyDoesNotBuild(_ error: String) -> String { text(.cliSurveyDoesNotBuild, ["error": error]) }

  /// "survey.json: ok, SurveyJS survey (builds a form …)".
  public func surveyOK(path: String, built: String) -> String { text(.cliSurveyOK, ["path": path, "built": built]) }

  /// "survey.json: SurveyJS survey, builds a form (…); 2 parts not translated:", the parts on
  /// the lines under it.
  public func surveyNotTranslated(path: String, built: String, parts count: Int) -> String {
    counted(.cliSurveyNotTranslated, count, ["path": path, "built": built])
  }

  /// "A form schema read from form.json.": the summary of a schema run by path.
  public func schemaSummary(path: String) -> String { text(.cliSchemaSummary, ["path": path]) }

  private func sectionCount(_ count: Int) -> String { counted(.cliSectionCount, count) }
  private func rowCount(_ count: Int) -> String { strings.counts.rows(count) }
}
