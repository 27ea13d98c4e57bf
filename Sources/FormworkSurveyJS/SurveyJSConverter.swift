import Formwork

/// Translates a SurveyJS survey (a `FormValue`) into Formwork's schema JSON, collecting every
/// problem at its path in the survey. Pure: the check of the result is ``SurveyJSImport``'s.
struct SurveyJSConverter {
  var problems: [FormError] = []
  let registry: FormSchemaRegistry
  /// The survey's questions and calculated values, by name.
  var scope = SurveyScope()
  /// Questions the import leaves out, by lowercased name, with why: an expression reading one
  /// says so instead of "unknown name".
  var leftOut: [String: String] = [:]
  /// The language SurveyJS's `default` texts are in (the survey's `locale`, else English).
  var defaultLanguage = "en"
  /// What becomes of hidden questions' values (`clearInvisibleValues`).
  var hiddenValue: String?
  /// Row tags already written, so a repeated name is reported rather than built twice.
  var tags = Set<String>()
  var writer = SchemaWriter()
  /// The quiz questions met so far: their reference, the condition of a correct answer, the
  /// path of their `correctAnswer`.
  var quiz: [(reference: String, condition: String, path: String)] = []
  /// Whether the survey has quiz questions, so the counts' names are declared.
  var quizDeclared = false
  /// False while the start page (`firstPageIsStartPage`) is laid out: its questions are not scored.
  var scoresQuiz = true

  init(registry: FormSchemaRegistry) { self.registry = registry }

  mutating func fail(_ message: String, at path: String, column: Int? = nil) {
    problems.append(FormError(.invalidSchema, message, at: FormErrorLocation(path: path, column: column)))
  }

  /// Keys of a survey that change only how the web library draws it: nothing to translate.
  static let surveyPresentationKeys: Set<String> = [
    "$schema", "completedHtml", "completedHtmlOnCondition", "completeText", "showProgressBar",
    "showQuestionNumbers", "description", "firstPageIsStartPage", "startSurveyText", "showPreviewBeforeComplete",
    "checkErrorsMode", "showPrevButton", "pageNextText", "pagePrevText", "progressBarLocation",
    "questionsOnPageMode", "logoPosition", "widthMode", "width", "headerView", "previewMode", "logo", "logoWidth",
    "logoHeight", "logoFit", "showTitle", "showCompletedPage", "showPageNumbers", "questionTitleLocation",
    "requiredText", "questionErrorLocation", "showNavigationButtons", "goNextPageAutomatic",
    "focusFirstQuestionAutomatic", "questionStartIndex", "textUpdateMode", "cookieName", "sendResultOnPageNext",
    "navigateToUrl", "navigateToUrlOnCondition", "surveyId", "surveyPostId", "maxTextLength", "maxOthersLength",
    "questionDescriptionLocation", "completedBeforeHtml", "loadingHtml", "showCompleteButton", "autoGrowComment",
    "showBrandInfo", "fitToContainer", "backgroundImage", "backgroundOpacity", "questionTitlePattern",
    "showTOC", "tocLocation", "allowResizeComment", "questionsOrder", "showInvisibleElements",
    "clearValueOnDisableItems",
    "storeOthersAsComment", "showTimerPanel", "showTimerPanelMode", "showTimer", "timerLocation", "timerInfoMode",
    "previewText", "editText", "startWithNewLine", "hideRequiredErrors", "mode", "locale", "title", "pages",
    "elements", "questions", "triggers", "calculatedValues", "clearInvisibleValues",
  ]

  mutating func convert(_ survey: FormValue) -> FormValue {
    guard case .object(let members) = survey else {
      fail("a SurveyJS survey is a JSON object", at: "$")
      return ["sections": []]
    }
    if case .string(let locale)? = members["locale"], !locale.isEmpty {
      if FormSchema.isLanguageTag(locale) {
        defaultLanguage = locale
      } else {
        fail(
          "'\(locale)' is not a language tag (such as en, zh-Hans, pt-BR): the texts are read as English",
          at: "$.locale")
      }
    }
    switch members["clearInvisibleValues"] {
    case .string("none")?: hiddenValue = "keep"
    case .string("onHidden")?, .string("onHiddenContainer")?: hiddenValue = "clear"
    default: break
    }
    if case .bool(false)? = members["storeOthersAsComment"] {
      fail(
        "'storeOthersAsComment': false (the other text stored as the answer) is not translated: the text is "
          + "written to '{name}-Comment'", at: "$.storeOthersAsComment")
    }
    for key in ["timeLimit", "timeLimitPerPage", "maxTimeToFinish", "maxTimeToFinishPage"] where members[key] != nil {
      fail("time limits are not translated: the form has no timer", at: "$.\(key)")
    }
    for key in members.keys.sorted()
    where !Self.surveyPresentationKeys.contains(key) && !key.hasPrefix("timeLimit")
      && !key.hasPrefix("maxTimeToFinish")
    {
      fail("the survey key '\(key)' is not translated", at: "$.\(key)")
    }
    var pageItems: [(value: FormValue, path: String)] = []
    if case .list(let pages)? = members["pages"] {
      pageItems = pages.enumerated().map { ($1, "$.pages[\($0)]") }
    } else if members["pages"] != nil {
      fail("expected a list of pages", at: "$.pages")
    }
    // A survey without pages lists its questions at the top: one page.
    for key in ["elements", "questions"] where members[key] != nil {
      pageItems.append((.object([key: members[key] ?? .null]), "$"))
    }
    declareNames(pageItems, calculated: members["calculatedValues"])
    var output: [String: FormValue] = ["formwork": 1]
    if let title = members["title"], let text = pickedText(title, at: "$.title") { output["title"] = text }
    if case .string("display")? = members["mode"] { output["readOnly"] = true }
    var pages: [(title: FormValue, tag: String?, hidden: (FormValue, SurveyOrigin)?, sections: [SectionDraft])] = []
    let startPage = members["firstPageIsStartPage"] == .bool(true)
    for (pageIndex, item) in pageItems.enumerated() {
      scoresQuiz = !(startPage && pageIndex == 0)
      guard case .object(let page) = item.value else {
        fail("expected a page object", at: item.path)
        continue
      }
      let context = LayoutContext(scope: scope)
      var sections: [SectionDraft] = []
      let key = page["elements"] != nil ? "elements" : "questions"
      if case .list(let elements)? = page[key] {
        sections = layout(elements, at: "\(item.path).\(key)", context: context)
      } else if page[key] != nil {
        fail("expected a list of elements", at: "\(item.path).\(key)")
      }
      if item.path != "$" { checkKeys(page, Self.pageKeys, at: item.path) }
      guard !sections.isEmpty else { continue }
      var name = page["name"].flatMap { if case .string(let s) = $0 { s } else { nil } }
      if let tag = name, !tags.insert("page:" + tag).inserted {
        fail("another page is named '\(tag)': this one is shown without a name", at: "\(item.path).name")
        name = nil
      }
      let title =
        page["title"].flatMap { text($0, at: "\(item.path).title", scope: scope) }
        ?? .string(Self.escapedBraces(name ?? "Page \(pageIndex + 1)"))
      var hidden: (FormValue, SurveyOrigin)?
      if case .bool(false)? = page["visible"] {
        hidden = (true, SurveyOrigin(path: "\(item.path).visible"))
      } else if let condition = condition(SurveyObject(page), "visibleIf", negated: true, at: item.path, scope: scope) {
        hidden = (.string(condition.text), SurveyOrigin(path: "\(item.path).visibleIf", expression: condition))
      }
      if page["enableIf"] != nil || page["readOnly"] != nil {
        // NB: a page's rows take it one by one: Formwork pages have no disabled state.
        let disabled = disabledCondition(SurveyObject(page), at: item.path, scope: scope)
        if let disabled {
          for index in sections.indices where sections[index].members["disabled"] == nil {
            sections[index].set(
              "disabled", disabled.value, origin: disabled.origin)
          }
        }
      }
      pages.append((title, name, hidden, sections))
    }
    scoresQuiz = true
    let computed = [calculatedValues(members), quizSection()].compactMap { $0 }
    if !computed.isEmpty { pages.append((.string("Calculated"), nil, nil, computed)) }
    if case .list(let triggers)? = members["triggers"] {
      var pageSections = pages.map(\.sections)
      surveyTriggers(triggers, into: &pageSections)
      for index in pages.indices { pages[index].sections = pageSections[index] }
    }
    if pages.count == 1 || (pages.count == 2 && pages[1].tag == nil && pages[1].title == .string("Calculated")) {
      // One page: plain sections (a calculated-values section joins them).
      output["sections"] = writer.sections(pages.flatMap(\.sections), at: "$.sections")
    } else if pages.isEmpty {
      output["sections"] = .list([])
    } else {
      var written: [FormValue] = []
      for (index, page) in pages.enumerated() {
        let path = "$.pages[\(index)]"
        var object: [String: FormValue] = ["title": page.title]
        if let tag = page.tag { object["tag"] = .string(tag) }
        if let (hidden, origin) = page.hidden {
          object["hidden"] = hidden
          writer.origins["\(path).hidden"] = origin
        }
        object["sections"] = writer.sections(page.sections, at: "\(path).sections")
        written.append(.object(object))
      }
      output["pages"] = .list(written)
    }
    return .object(output)
  }

  static let pageKeys: Set<String> = [
    "name", "title", "description", "elements", "questions", "visible", "visibleIf", "enableIf", "readOnly",
    "navigationTitle", "navigationDescription", "navigationButtonsVisibility", "questionsOrder", "maxTimeToFinish",
    "timeLimit", "questionTitleLocation", "state", "width", "showNavigationButtons",
  ]

  /// Reports the keys of `members` that `known` does not list.
  mutating func checkKeys(_ members: SurveyObject, _ known: Set<String>, at path: String) {
    checkKeys(members.members, known, at: path)
  }

  /// Reports the keys of `members` that `known` does not list.
  mutating func checkKeys(_ members: SurveyObject, _ known: NameSet, at path: String) {
    // NB: sorted only when a key is unknown.
    guard !members.keys.allSatisfy(known.contains) else { return }
    for key in members.keys.sorted() where !known.contains(key) {
      fail("'\(key)' is not translated", at: "\(path).\(key)")
    }
  }

  /// Reports the keys of `members` that `known` does not list.
  mutating func checkKeys(_ members: [String: FormValue], _ known: Set<String>, at path: String) {
    // NB: sorted only when a key is unknown: every question's keys are checked here.
    guard !members.keys.allSatisfy(known.contains) else { return }
    for key in members.keys.sorted() where !known.contains(key) {
      fail("'\(key)' is not translated", at: "\(path).\(key)")
    }
  }

  /// `calculatedValues`: computed rows in a hidden section, in the data when `includeIntoResult`.
  mutating func calculatedValues(_ members: [String: FormValue]) -> SectionDraft? {
    guard case .list(let items)? = members["calculatedValues"], !items.isEmpty else { return nil }
    var section = SectionDraft(origin: "$.calculatedValues")
    section.set("hidden", true, from: "$.calculatedValues")
    for (index, item) in items.enumerated() {
      let path = "$.calculatedValues[\(index)]"
      guard case .object(let value) = item, case .string(let name)? = value["name"], !name.isEmpty else {
        fail("a calculated value needs a 'name'", at: path)
        continue
      }
      checkKeys(value, ["name", "expression", "includeIntoResult"], at: path)
      guard tags.insert(name).inserted else {
        fail("the name '\(name)' is used twice", at: "\(path).name")
        continue
      }
      var row = RowDraft(origin: path)
      row["tag"] = .string(name)
      row["kind"] = "info"
      row["title"] = .string(Self.escapedBraces(name))
      if case .string(let source)? = value["expression"] {
        do {
          let translated = try SurveyExpressionTranslator(scope: scope).translate(source)
          row.set("computed", .string(translated.text), from: path, member: "expression", expression: translated)
        } catch {
          let problem = SurveyExpressionProblem(error)
          fail(problem.message, at: "\(path).expression", column: problem.column)
        }
      }
      if case .bool(true)? = value["includeIntoResult"] {
        row["hiddenValue"] = "keep"
      } else {
        row["parameter"] = false
      }
      section.rows.append(row)
    }
    return section
  }
}

/// What the elements being laid out inherit from the panels around them.
struct LayoutContext {
  var scope: SurveyScope
  /// The condition hiding the enclosing panel (its sections share it).
  var hidden: (value: FormValue, origin: SurveyOrigin)?
  var disabled: (value: FormValue, origin: SurveyOrigin)?
}
