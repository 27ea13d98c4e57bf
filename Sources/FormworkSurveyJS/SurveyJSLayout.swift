import Formwork

/// Panels and the questions between them, laid out as Formwork's flat list of sections.
extension SurveyJSConverter {
  /// The question types that become a section of their own (their rows are the matrix's rows,
  /// the items, or a multivalued section's entries).
  static let sectionTypes = NameSet(["matrix", "matrixdropdown", "matrixdynamic", "paneldynamic", "multipletext"])

  static let panelKeys = NameSet([
    "type", "name", "title", "description", "elements", "questions", "visible", "visibleIf", "enableIf", "readOnly",
    "state", "startWithNewLine", "width", "minWidth", "maxWidth", "innerIndent", "showNumber", "showQuestionNumbers",
    "questionTitleLocation", "questionStartIndex", "colSpan", "indent", "page", "isRequired", "requiredIf",
    "questionsOrder", "titleLocation",
  ])

  /// Lays out `elements`: runs of questions make sections, a panel makes its own (its nested
  /// panels follow it, hidden with it), a matrix or dynamic panel makes one.
  mutating func layout(_ elements: [FormValue], at path: String, context: LayoutContext) -> [SectionDraft] {
    var sections: [SectionDraft] = []
    var open: SectionDraft?
    func close(_ open: inout SectionDraft?, into sections: inout [SectionDraft]) {
      if let section = open { sections.append(section) }
      open = nil
    }
    for (index, element) in elements.enumerated() {
      let elementPath = Self.indexed(path, index)
      guard case .object(let object) = element else {
        fail("expected an element object", at: elementPath)
        continue
      }
      let members = SurveyObject(object)
      guard case .string(let type)? = members["type"] else {
        fail("an element needs a 'type'", at: elementPath)
        continue
      }
      if type == "panel" || type == "flowpanel" {
        close(&open, into: &sections)
        sections += panel(members, at: elementPath, context: context)
      } else if Self.sectionTypes.contains(type) {
        close(&open, into: &sections)
        if var section = sectionQuestion(type, members, at: elementPath, scope: context.scope) {
          inherit(context, into: &section)
          sections.append(section)
        }
      } else {
        var section: SectionDraft
        if let current = open {
          section = current
          // NB: the open section leaves `open`, so its rows are added to in place, not copied.
          open = nil
        } else {
          section = SectionDraft(origin: elementPath)
          // NB: a run of questions makes several rows: room for some spares growing the list one by one.
          section.rows.reserveCapacity(8)
          inherit(context, into: &section)
        }
        question(type, members, at: elementPath, scope: context.scope, into: &section.rows)
        // An open section has rows: a new one is kept only when the question made some.
        if !section.rows.isEmpty { open = section }
      }
    }
    close(&open, into: &sections)
    return sections
  }

  /// `path[index]`, as `"\(path)[\(index)]"` writes it.
  /// NB: written in place, once: an interpolation grows its text piece by piece, and every
  /// element of a survey has its path.
  static func indexed(_ path: String, _ index: Int) -> String {
    var digits = 1
    var rest = index / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    guard index >= 0 else { return "\(path)[\(index)]" }
    var path = path
    return path.withUTF8 { prefix in
      String(unsafeUninitializedCapacity: prefix.count + digits + 2) { buffer in
        _ = buffer.initialize(from: prefix)
        buffer[prefix.count] = UInt8(ascii: "[")
        var value = index
        for position in (prefix.count + 1...prefix.count + digits).reversed() {
          buffer[position] = UInt8(ascii: "0") + UInt8(value % 10)
          value /= 10
        }
        buffer[prefix.count + digits + 1] = UInt8(ascii: "]")
        return prefix.count + digits + 2
      }
    }
  }

  /// A section inside a panel is hidden with it (and disabled with it).
  private func inherit(_ context: LayoutContext, into section: inout SectionDraft) {
    if let hidden = context.hidden {
      section.set(
        "hidden", combine(hidden.value, section.members["hidden"], with: "||"), origin: hidden.origin.withoutExpression)
    }
    if let disabled = context.disabled {
      section.set(
        "disabled", combine(disabled.value, section.members["disabled"], with: "||"),
        origin: disabled.origin.withoutExpression)
    }
  }

  /// `a || b` for two conditions (`true`, `false` or expression strings).
  func combine(_ outer: FormValue, _ inner: FormValue?, with joiner: String) -> FormValue {
    guard let inner else { return outer }
    switch (outer, inner) {
    case (.bool(true), _), (_, .bool(true)): return true
    case (.bool(false), _): return inner
    case (_, .bool(false)): return outer
    case (.string(let left), .string(let right)): return .string("(\(left)) \(joiner) (\(right))")
    default: return outer
    }
  }

  /// A panel: a section headed by its title, then its nested panels' sections and the
  /// sections of its questions after them, all hidden when it is.
  private mutating func panel(_ members: SurveyObject, at path: String, context: LayoutContext)
    -> [SectionDraft]
  {
    checkKeys(members, Self.panelKeys, at: path)
    if members["isRequired"] != nil || members["requiredIf"] != nil {
      fail(
        "a required panel (one question answered at least) has no counterpart: its questions stay as they are",
        at: "\(path).\(members["isRequired"] != nil ? "isRequired" : "requiredIf")")
    }
    var inner = context
    var own: (value: FormValue, origin: SurveyOrigin)?
    if case .bool(false)? = members["visible"] {
      own = (true, SurveyOrigin(path, member: "visible"))
    } else if let condition = condition(members, "visibleIf", negated: true, at: path, scope: context.scope) {
      own = (.string(condition.text), SurveyOrigin(path, member: "visibleIf", expression: condition))
    }
    if let own {
      inner.hidden = (combine(context.hidden?.value ?? false, own.value, with: "||"), own.origin)
    }
    if let disabled = disabledCondition(members, at: path, scope: context.scope) {
      inner.disabled = (combine(context.disabled?.value ?? false, disabled.value, with: "||"), disabled.origin)
    }
    let key = members["elements"] != nil ? "elements" : "questions"
    var elements: [FormValue] = []
    if case .list(let list)? = members[key] { elements = list }
    var sections = layout(elements, at: "\(path).\(key)", context: inner)
    if sections.isEmpty || sections[0].members["header"] != nil || sections[0].members["tag"] != nil {
      // The panel's title heads a section of its own when it starts with a nested panel.
      var section = SectionDraft(origin: path)
      if let hidden = inner.hidden { section.set("hidden", hidden.value, origin: hidden.origin.withoutExpression) }
      if let disabled = inner.disabled {
        section.set("disabled", disabled.value, origin: disabled.origin.withoutExpression)
      }
      sections.insert(section, at: 0)
    }
    sections[0].origin = path
    if let own, own.origin.expression != nil {
      // The panel's own condition is placed at its visibleIf (with the expression's columns).
      sections[0].keyOrigins["hidden"] = own.origin
    }
    if case .string(let name)? = members["name"] {
      // NB: a panel's name is a section tag; a later panel of the same name gets none.
      if tags.insert("section:" + name).inserted { sections[0].members["tag"] = .string(name) }
    }
    if let title = members["title"], let header = text(title, at: "\(path).title", scope: context.scope) {
      sections[0].members["header"] = header
    } else if members["title"] == nil, case .string(let name)? = members["name"], !name.isEmpty {
      // The name shown as the header is shown as written: its braces insert nothing.
      sections[0].members["header"] = .string(Self.escapedBraces(name))
    }
    if let description = members["description"],
      let footer = text(description, at: "\(path).description", scope: context.scope)
    {
      sections[0].members["footer"] = footer
    }
    return sections
  }

  /// `enableIf` / `readOnly` as a disabled condition.
  mutating func disabledCondition(_ members: SurveyObject, at path: String, scope: SurveyScope)
    -> (value: FormValue, origin: SurveyOrigin)?
  {
    if case .bool(true)? = members["readOnly"] { return (true, SurveyOrigin(path, member: "readOnly")) }
    guard let condition = condition(members, "enableIf", negated: true, at: path, scope: scope) else { return nil }
    return (.string(condition.text), SurveyOrigin(path, member: "enableIf", expression: condition))
  }

  /// The condition under `key` translated (negated: holds unless the survey's is exactly true),
  /// or `nil` with a problem at its column.
  mutating func condition(
    _ members: SurveyObject, _ key: String, negated: Bool, at path: String, scope: SurveyScope,
    recordingReads: Bool = false
  ) -> TranslatedExpression? {
    guard let value = members[key], !value.isNull else { return nil }
    guard case .string(let source) = value else {
      fail("expected an expression string", at: "\(path).\(key)")
      return nil
    }
    guard !source.trimmingWhitespace().isEmpty else { return nil }
    do {
      return try SurveyExpressionTranslator(scope: scope, recordsReads: recordingReads)
        .condition(source, negated: negated)
    } catch {
      let problem = SurveyExpressionProblem(error)
      fail(explain(problem.message), at: "\(path).\(key)", column: problem.column)
      return nil
    }
  }

  /// An expression under `key`, translated, or `nil` with a problem at its column.
  /// `forText`: the value of a text row (a number is written as its text).
  mutating func expression(
    _ members: SurveyObject, _ key: String, at path: String, scope: SurveyScope, forText: Bool = false
  ) -> TranslatedExpression? {
    guard let value = members[key], !value.isNull else { return nil }
    guard case .string(let source) = value else {
      fail("expected an expression string", at: "\(path).\(key)")
      return nil
    }
    do {
      return try SurveyExpressionTranslator(scope: scope).translate(source, forText: forText)
    } catch {
      let problem = SurveyExpressionProblem(error)
      fail(explain(problem.message), at: "\(path).\(key)", column: problem.column)
      return nil
    }
  }

  /// A message about an unknown name says why when the import left that question out.
  private func explain(_ message: String) -> String {
    guard message.hasPrefix("no question or calculated value is named '") else { return message }
    let name = message.dropFirst("no question or calculated value is named '".count).prefix { $0 != "'" }
    guard let reason = leftOut[name.lowercased()] else { return message }
    return "it reads '\(name)', which is left out: \(reason)"
  }

  /// Declares every question's name (and the rows it makes) before anything is translated, so
  /// an expression may read a question declared later.
  mutating func declareNames(_ pages: [(value: FormValue, path: String)], calculated: FormValue?) {
    var declared = scope
    var hasQuiz = false
    for page in pages {
      guard case .object(let members) = page.value else { continue }
      for key in ["elements", "questions"] {
        guard case .list(let elements)? = members[key] else { continue }
        var quiz = false
        declare(elements, into: &declared, quiz: &quiz)
        hasQuiz = hasQuiz || quiz
      }
    }
    if case .list(let values)? = calculated {
      for value in values {
        if case .object(let members) = value, case .string(let name)? = members["name"] {
          declared.declare(name, as: SurveyName(tag: name, shape: .value))
        }
      }
    }
    if hasQuiz { declareQuizCounts(into: &declared) }
    scope = declared
    // NB: every question's tag is inserted later: room for them up front spares rehashing.
    tags.reserveCapacity(2 * declared.names.count)
  }

  /// Declares `elements`' names in `scope`, panels' contents included.
  mutating func declare(_ elements: [FormValue], into scope: inout SurveyScope) {
    var quiz = false
    declare(elements, into: &scope, quiz: &quiz)
  }

  /// Declares `elements`' names in `scope`, panels' contents included, and tells whether one
  /// of them, in a panel or not, has a `correctAnswer` (a quiz question).
  mutating func declare(_ elements: [FormValue], into scope: inout SurveyScope, quiz: inout Bool) {
    for element in elements {
      guard case .object(let object) = element else { continue }
      let members = SurveyObject(object)
      if !quiz, let correct = members["correctAnswer"], !correct.isEmpty { quiz = true }
      guard case .string(let type)? = members["type"] else { continue }
      if type == "panel" || type == "flowpanel" {
        for key in ["elements", "questions"] {
          if case .list(let inner)? = members[key] { declare(inner, into: &scope, quiz: &quiz) }
        }
        continue
      }
      guard case .string(let name)? = members["name"] else { continue }
      if let reason = Self.unsupported(type, registry: registry) {
        leftOut[name.lowercased()] = reason
        continue
      }
      switch type {
      case "checkbox", "tagbox":
        scope.declare(name, as: SurveyName(tag: name, shape: .list, kind: Self.answerKind(type, members)))
      case "matrix":
        for row in Self.itemValues(members["rows"]) {
          scope.declare("\(name).\(row)", as: SurveyName(tag: "\(name).\(row)", shape: .value))
        }
      case "multipletext":
        for item in Self.itemNames(members["items"]) {
          scope.declare("\(name).\(item)", as: SurveyName(tag: "\(name).\(item)", shape: .value))
        }
      case "paneldynamic":
        var columns = SurveyScope()
        if case .list(let inner)? = members["templateElements"] { declare(inner, into: &columns) }
        scope.declare(name, as: SurveyName(tag: name, shape: .rows(columns: Set(columns.names.values.map(\.tag)))))
      case "matrixdynamic":
        scope.declare(name, as: SurveyName(tag: name, shape: .rows(columns: Set(Self.itemNames(members["columns"])))))
      case "matrixdropdown":
        break
      case "html", "image":
        break
      default:
        scope.declare(name, as: SurveyName(tag: name, shape: .value, kind: Self.answerKind(type, members)))
      }
      if Self.hasOther(members) || members.isTrue("hasComment") || members.isTrue("showCommentArea") {
        scope.declare("\(name)-Comment", as: SurveyName(tag: "\(name)-Comment", shape: .value))
      }
    }
  }

  /// What a question's answer is, as its row holds it, for SurveyJS's loose comparisons
  /// (`SurveyName.Kind`): a text question's text, a number's number, a boolean's flag, a choice
  /// question's when all its fixed choices' values are of one kind.
  static func answerKind(_ type: String, _ members: SurveyObject) -> SurveyName.Kind {
    switch type {
    case "text":
      guard case .string(let input)? = members["inputType"] else { return .text }
      switch textKinds[input.lowercased()] {
      case "decimal", "slider": return .number
      case "text", "email", "password", "phone", "url": return .text
      default: return .unknown
      }
    case "comment": return .text
    case "boolean":
      return members["valueTrue"] == nil && members["valueFalse"] == nil ? .boolean : .unknown
    case "rating":
      guard case .list(let values)? = members["rateValues"], !values.isEmpty else { return .number }
      return choiceKind(values, withOtherOrNone: false)
    case "radiogroup", "dropdown", "checkbox", "tagbox":
      guard members["choicesByUrl"] == nil, members["choicesFromQuestion"] == nil else { return .unknown }
      let withOtherOrNone =
        hasOther(members) || members.isTrue("hasNone") || members.isTrue("showNoneItem")
      guard case .list(let choices)? = members["choices"], !choices.isEmpty else {
        // No choices: a text row, or only 'other' and 'none'.
        return .text
      }
      return choiceKind(choices, withOtherOrNone: withOtherOrNone)
    default: return .unknown
    }
  }

  /// The kind of a choice question's answers as the import writes its options: numbers when
  /// every value is one, else texts (numbers mixed with texts, 'other' or 'none' are written as
  /// text); `.unknown` for other values.
  private static func choiceKind(_ items: [FormValue], withOtherOrNone: Bool) -> SurveyName.Kind {
    var numbers = 0
    for item in items {
      var value = item
      if case .object(let members) = item { value = SurveyObject.member("value", of: members) ?? .null }
      switch value {
      case .string: continue
      case .int, .decimal: numbers += 1
      default: return .unknown
      }
    }
    return numbers == items.count && !withOtherOrNone ? .number : .text
  }

  static func hasOther(_ members: SurveyObject) -> Bool {
    members.isTrue("hasOther") || members.isTrue("showOtherItem")
  }

  /// The values of `rows`/`columns`/`choices` items (strings, numbers or `{value, text}`), as text.
  static func itemValues(_ value: FormValue?) -> [String] {
    guard case .list(let items)? = value else { return [] }
    return items.compactMap { item in
      switch item {
      case .string(let text): return text
      case .int(let number): return String(number)
      case .object(let members):
        switch members["value"] {
        case .string(let text)?: return text
        case .int(let number)?: return String(number)
        default: return nil
        }
      default: return nil
      }
    }
  }

  /// The `name`s of `items` or `columns` (objects with a name, or plain strings).
  static func itemNames(_ value: FormValue?) -> [String] {
    guard case .list(let items)? = value else { return [] }
    return items.compactMap { item in
      if case .string(let text) = item { return text }
      if case .object(let members) = item, case .string(let name)? = members["name"] { return name }
      return nil
    }
  }
}
