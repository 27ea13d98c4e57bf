import Formwork
import Foundation

/// Questions translated into rows.
extension SurveyJSConverter {
  /// Keys of a question that change only how the web library draws it.
  static let questionPresentationKeys: Set<String> = [
    "type", "name", "title", "description", "descriptionLocation", "titleLocation", "hideNumber", "startWithNewLine",
    "width", "minWidth", "maxWidth", "indent", "colCount", "state", "renderAs", "size", "rows", "cols", "autoGrow",
    "allowResize", "choicesOrder", "separateSpecialChoices", "showClearButton", "minRateDescription",
    "maxRateDescription", "rateType", "displayMode", "rateDisplayMode", "scaleColorMode", "rateColorMode",
    "displayRateDescriptionsAsExtremeItems", "itemTitleWidth", "inputSize", "itemSize", "swapOrder",
    "requiredErrorText", "useDisplayValuesInDynamicTexts", "questionTitleLocation", "renderMode", "templateTabTitle",
    "tabAlign", "showQuestionNumbers", "confirmDelete", "confirmDeleteText", "panelRemoveText", "innerIndent",
    "showRangeInProgress", "horizontalScroll", "columnMinWidth", "commentPlaceholder", "textUpdateMode",
    "autocomplete", "dataList", "step", "displayStyle", "currency", "format", "maximumFractionDigits",
    "minimumFractionDigits", "otherErrorText", "removeRowText", "alternateRows", "showHeader", "columnLayout",
    "columnColCount", "cellType", "hideIfChoicesEmpty", "hideIfRowsEmpty", "placeholder", "otherPlaceholder",
    "labelTrue", "labelFalse", "otherText", "noneText", "commentText", "addRowText", "panelAddText", "templateTitle",
    "isAllRowRequired", "inputType", "choices", "items", "columns", "templateElements", "panelCount", "rowCount",
    "minPanelCount", "maxPanelCount", "minRowCount", "maxRowCount", "allowAddPanel", "allowRemovePanel",
    "allowAddRows", "allowRemoveRows", "hasOther", "showOtherItem", "hasNone", "showNoneItem", "hasComment",
    "showCommentArea", "rateMin", "rateMax", "rateStep", "rateValues", "rateCount", "choicesMin", "choicesMax",
    "choicesStep", "minSelectedChoices", "maxSelectedChoices", "maxLength", "min", "max", "expression", "html",
    "visible", "visibleIf", "enableIf", "requiredIf", "isRequired", "readOnly", "defaultValue",
    "defaultValueExpression", "validators", "valueName", "valueTrue", "valueFalse", "multiSelect", "imageHeight",
    "imageWidth", "showLabel", "imageFit", "contentMode", "panelsState", "templateDescription", "keyName",
    "isUnique", "defaultRowValue", "defaultPanelValue", "showInMultipleColumns", "totalDisplayStyle",
    "minValue", "maxValue", "selectToRankEnabled", "selectToRankAreasLayout", "longTap", "noEntriesText",
    "panelPrevText", "panelNextText",
    "progressBarLocation", "showProgressBar", "allowClear", "searchEnabled", "searchMode", "choicesLazyLoadEnabled",
    "choicesLazyLoadPageSize", "closeOnSelect", "hideSelectedItems", "allowCustomChoices", "minWidth",
    "hasSelectAll", "showSelectAllItem", "selectAllText", "choicesVisibleIf", "choicesEnableIf", "choicesFromQuestion",
    "choicesFromQuestionMode", "setValueIf",
    "setValueExpression",
    "resetValueIf", "maskType", "maskSettings", "inputFormat", "eachRowRequired", "correctAnswer",
  ]

  static let supportedTypes: Set<String> = [
    "text", "comment", "boolean", "checkbox", "radiogroup", "dropdown", "tagbox", "rating", "expression", "html",
    "imagepicker", "ranking", "matrix", "matrixdropdown", "matrixdynamic", "paneldynamic", "multipletext", "panel",
    "flowpanel",
  ]

  static let supportedTypeNames = NameSet(supportedTypes)

  /// Why a question of `type` is left out, or `nil` when it is translated (a type the app
  /// registered as a custom row kind is, as `custom:<type>`).
  static func unsupported(_ type: String, registry: FormSchemaRegistry) -> String? {
    guard !supportedTypeNames.contains(type), !registry.rowKindNames.contains(type) else { return nil }
    let what =
      switch type {
      case "signaturepad": "a signature pad"
      case "file": "a file upload"
      case "image": "an image"
      default: "a custom widget '\(type)'"
      }
    return "\(what) has no built-in row; the app can register a custom row kind named '\(type)' "
      + "(FormSchemaRegistry.registerRowKind) and the import makes it a 'custom:\(type)' row"
  }

  /// The rows of a question, added to `rows`: its own, and the text row of its "other" choice
  /// or comment.
  /// NB: added where they go, not returned in a list of their own (every question passes here).
  mutating func question(
    _ type: String, _ members: SurveyObject, at path: String, scope: SurveyScope, into rows: inout [RowDraft]
  ) {
    if let reason = Self.unsupported(type, registry: registry) {
      fail(reason, at: "\(path).type")
      return
    }
    if type == "html" {
      rows.append(html(members, at: path, scope: scope))
      return
    }
    guard case .string(let name)? = members["name"], !name.isEmpty else {
      fail("a question needs a 'name'", at: path)
      return
    }
    // NB: a matrix's or dynamic panel's name is a data key too.
    guard !tags.contains("section:" + name), tags.insert(name).inserted else {
      fail("the name '\(name)' is used by another question: this one is left out", at: "\(path).name")
      return
    }
    checkQuestionKeys(members, at: path)
    var row = RowDraft(origin: path)
    row["tag"] = .string(name)
    // A name shown as the title is shown as written: its braces insert nothing.
    row["title"] =
      members["title"].flatMap { text($0, at: "\(path).title", scope: scope) } ?? .string(Self.escapedBraces(name))
    var extra: [RowDraft] = []
    switch type {
    case "text": textRow(&row, members, at: path)
    case "comment":
      row["kind"] = "textArea"
      if case .int(let limit)? = members["maxLength"], limit > 0 { row["maxCharacters"] = .int(limit) }
    case "boolean": booleanRow(&row, members, at: path)
    case "radiogroup", "dropdown", "checkbox", "tagbox", "imagepicker":
      let multiple =
        type == "checkbox" || type == "tagbox" || (type == "imagepicker" && members.isTrue("multiSelect"))
      row["kind"] = .string(multiple ? "multipleSelector" : type == "radiogroup" ? "selectorInline" : "selector")
      extra += choiceRow(&row, name: name, members, multiple: multiple, at: path, scope: scope)
      if members.isTrue("hasSelectAll") || members.isTrue("showSelectAllItem") {
        if multiple, row["options"] != nil {
          // SurveyJS's own default title.
          row.set(
            "selectAll",
            members["selectAllText"].flatMap { pickedText($0, at: "\(path).selectAllText") } ?? "Select All",
            from: path)
        } else if !multiple {
          fail("'Select all' is offered by multiple choices only", at: path)
        }
      }
    case "ranking": rankingRow(&row, members, at: path, scope: scope)
    case "rating": ratingRow(&row, members, at: path, scope: scope)
    case "expression":
      row["kind"] = "info"
      if let computed = expression(members, "expression", at: path, scope: scope) {
        row.set("computed", .string(computed.text), from: path, member: "expression", expression: computed)
      }
    default:
      row["kind"] = .string("custom:\(type)")
    }
    if type == "text" || type == "comment", let placeholder = members["placeholder"] {
      if case .string(let placeholder) = placeholder {
        row["placeholder"] = .string(placeholder)
      } else if case .object = placeholder, let text = text(placeholder, at: "\(path).placeholder", scope: scope) {
        row["placeholder"] = text
      }
    }
    common(&row, members, type: type, at: path, scope: scope)
    if let correct = members["correctAnswer"], !correct.isEmpty {
      quizQuestion(row, correct: correct, type: type, at: path, scope: scope)
    }
    if members.isTrue("hasComment") || members.isTrue("showCommentArea") {
      var comment = RowDraft(origin: path)
      comment["tag"] = .string("\(name)-Comment")
      comment["kind"] = "textArea"
      comment["title"] =
        members["commentText"].flatMap { text($0, at: "\(path).commentText", scope: scope) } ?? "Comment"
      comment.set("hidden", .string("\(SurveyExpressionTranslator.reference(name)).hidden"), from: path)
      if tags.insert("\(name)-Comment").inserted { extra.append(comment) }
    }
    rows.append(row)
    rows += extra
  }

  /// Keys of a question that are not translated, with why.
  static let untranslatedQuestionKeys: [String: String] = [
    "columnsVisibleIf": "matrix columns shown on a condition are not translated",
    "valuePropertyName": "answers stored as objects are not translated",
    "minValueExpression": "a bound read from an expression has no counterpart",
    "maxValueExpression": "a bound read from an expression has no counterpart",
    "detailPanelMode": "a matrix row's detail panel is not translated",
    "detailElements": "a matrix row's detail panel is not translated",
    "totalType": "a matrix total is not translated",
    "totalExpression": "a matrix total is not translated",
    "choicesByUrl": "",
  ]

  /// The presentation keys that need no look at their value (most keys of every question).
  static let plainQuestionKeys = NameSet(questionPresentationKeys.subtracting(untranslatedQuestionKeys.keys))

  private mutating func checkQuestionKeys(_ members: SurveyObject, at path: String) {
    for key in members.keys where !Self.plainQuestionKeys.contains(key) {
      if let reason = Self.untranslatedQuestionKeys[key] {
        if key == "choicesByUrl" { continue }
        if case .bool(false)? = members[key] { continue }
        fail("'\(key)' is not translated: \(reason)", at: "\(path).\(key)")
      } else if !Self.questionPresentationKeys.contains(key) {
        fail("'\(key)' is not translated", at: "\(path).\(key)")
      }
    }
  }

  /// The parts every question has: conditions, required, default value, validators, data key.
  mutating func common(
    _ row: inout RowDraft, _ members: SurveyObject, type: String, at path: String, scope: SurveyScope
  ) {
    if case .bool(false)? = members["visible"] {
      row.set("hidden", true, from: path, member: "visible")
    } else if let hidden = condition(members, "visibleIf", negated: true, at: path, scope: scope) {
      row.set("hidden", .string(hidden.text), from: path, member: "visibleIf", expression: hidden)
    }
    if let disabled = disabledCondition(members, at: path, scope: scope) {
      row.set("disabled", disabled.value, origin: disabled.origin)
    }
    if case .bool(true)? = members["isRequired"] {
      row.set("required", true, from: path, member: "isRequired")
    } else if let required = condition(members, "requiredIf", negated: false, at: path, scope: scope) {
      row.set("required", .string(required.text), from: path, member: "requiredIf", expression: required)
    }
    if let value = members["defaultValue"], !value.isNull {
      row.set("value", value, from: path, member: "defaultValue")
    }
    questionTriggers(&row, members, at: path, scope: scope)
    // NB: the row's kind is looked up only for a question with a default expression.
    if members["defaultValueExpression"] != nil {
      let kind = row.members["kind"].flatMap { if case .string(let s) = $0 { s } else { nil } } ?? ""
      let isText =
        switch kind {
        case "text", "textArea", "email", "password", "phone", "url": true
        default: false
        }
      if let source = expression(members, "defaultValueExpression", at: path, scope: scope, forText: isText) {
        if row.members["computed"] == nil {
          row.set(
            "defaultExpression", .string(source.text), from: path, member: "defaultValueExpression",
            expression: source)
        }
      }
    }
    validators(&row, members, type: type, at: path, scope: scope)
    if case .string(let valueName)? = members["valueName"], !valueName.isEmpty {
      if scope.resolve(valueName) != nil || tags.contains("value-object:" + valueName.lowercased())
        || !tags.insert("value:" + valueName.lowercased()).inserted
      {
        // NB: two rows writing one key make `parameters()` throw.
        fail(
          "another question keeps its answer under '\(valueName)': shared answers are not translated, this one "
            + "keeps its own", at: "\(path).valueName")
      } else {
        row.set("parameter", .string(valueName), from: path, member: "valueName")
        row.set("source", .string(valueName), from: path, member: "valueName")
      }
    }
    if let policy = hiddenValue { row["hiddenValue"] = .string(policy) }
  }

  /// The row kind of each `inputType` of a `text` question.
  static let textKinds: [String: String] = [
    "text": "text", "number": "decimal", "email": "email", "password": "password", "tel": "phone", "url": "url",
    "date": "date", "datetime-local": "dateTime", "datetime": "dateTime", "time": "time", "range": "slider",
    "color": "text", "month": "text", "week": "text",
  ]
  /// The text a date, date-time or time question's answer is written in.
  static let datePatterns: [String: String] = [
    "date": "yyyy-MM-dd", "dateTime": "yyyy-MM-dd'T'HH:mm", "time": "HH:mm",
  ]

  /// `text` with its `inputType`.
  mutating func textRow(_ row: inout RowDraft, _ members: SurveyObject, at path: String) {
    var inputType = "text"
    if case .string(let declared)? = members["inputType"] { inputType = declared.lowercased() }
    guard let kind = Self.textKinds[inputType] else {
      fail("the input type '\(inputType)' is not translated: the question is a text row", at: "\(path).inputType")
      row["kind"] = "text"
      return
    }
    row["kind"] = .string(kind)
    if let pattern = Self.datePatterns[kind] {
      // SurveyJS keeps dates as the text its inputs write: the data has the same text.
      let key = row.members["tag"] ?? .null
      row["parameter"] = ["key": key, "transforms": [["datePattern": .string(pattern), "timeZone": "UTC"]]]
      for (bound, key) in [("min", "minimumDate"), ("max", "maximumDate")] {
        if case .string(let date)? = members[bound], kind != "time" {
          row.set(key, .string(date), from: "\(path).\(bound)")
        }
      }
    }
    if kind == "decimal" {
      var rules: [FormValue] = []
      for (bound, rule) in [("min", "atLeast"), ("max", "atMost")] {
        if let value = members[bound], value.numericValue != nil {
          rules.append(["rule": .string(rule), "value": value])
        }
      }
      if !rules.isEmpty { row.set("rules", .list(rules), from: path, member: "min") }
    }
    if kind == "slider" {
      row["minimum"] = members["min"].flatMap { $0.numericValue != nil ? $0 : nil } ?? 0
      row["maximum"] = members["max"].flatMap { $0.numericValue != nil ? $0 : nil } ?? 100
    }
    if case .int(let limit)? = members["maxLength"], limit > 0,
      ["text", "email", "password", "phone", "url"].contains(kind)
    {
      row["maxCharacters"] = .int(limit)
    }
    mask(&row, members, kind: kind, at: path)
  }

  /// SurveyJS's `pattern` input mask (`maskType` and `maskSettings.pattern`: `9` a digit, `a` a
  /// letter, `#` either) and the older inputmask widget's `inputFormat` (`9`, `a`, `*`), as
  /// Formwork's mask (`#`, `A`, `*`). Both keep the answer without the mask's literals, as
  /// SurveyJS does unless `saveMaskedValue` is set.
  private mutating func mask(_ row: inout RowDraft, _ members: SurveyObject, kind: String, at path: String) {
    var source: (pattern: String, slots: [Character: Character], path: String)?
    if case .string(let type)? = members["maskType"], type != "none" {
      guard type == "pattern" else {
        fail("the '\(type)' input mask is not translated: the question takes any text", at: "\(path).maskType")
        return
      }
      guard case .object(let settings)? = members["maskSettings"], case .string(let pattern)? = settings["pattern"]
      else {
        fail("a pattern mask needs 'maskSettings.pattern'", at: "\(path).maskType")
        return
      }
      if settings["saveMaskedValue"] == .bool(true) {
        fail(
          "'saveMaskedValue' is not translated: the answer is kept without the mask's literals",
          at: "\(path).maskSettings.saveMaskedValue")
      }
      source = (pattern, ["9": "#", "a": "A", "#": "*"], "\(path).maskSettings.pattern")
    } else if case .string(let pattern)? = members["inputFormat"] {
      source = (pattern, ["9": "#", "a": "A", "*": "*"], "\(path).inputFormat")
    }
    guard let source, !source.pattern.isEmpty else { return }
    guard kind == "text" || kind == "phone" else {
      fail("a mask is translated on a text or tel question only", at: source.path)
      return
    }
    var mask = ""
    for (offset, character) in source.pattern.enumerated() {
      if let slot = source.slots[character] {
        mask.append(slot)
      } else if "#A*\\[]{}()|".contains(character) {
        fail(
          "the mask's '\(character)' has no counterpart in Formwork's masks: the question takes any text",
          at: source.path, column: offset + 1)
        return
      } else {
        mask.append(character)
      }
    }
    row.set("mask", .string(mask), from: source.path)
  }

  /// `boolean`: two options, so the question has no answer until one is chosen (as on the web).
  private mutating func booleanRow(_ row: inout RowDraft, _ members: SurveyObject, at path: String) {
    row["kind"] = "segmented"
    let yes = members["valueTrue"] ?? true
    let no = members["valueFalse"] ?? false
    let yesTitle = members["labelTrue"].flatMap { pickedText($0, at: "\(path).labelTrue") } ?? "Yes"
    let noTitle = members["labelFalse"].flatMap { pickedText($0, at: "\(path).labelFalse") } ?? "No"
    let swapped = members.isTrue("swapOrder")
    let options: [FormValue] = [["value": yes, "title": yesTitle], ["value": no, "title": noTitle]]
    row["options"] = .list(swapped ? options.reversed() : options)
  }

  /// `rating`: its scale as options.
  private mutating func ratingRow(
    _ row: inout RowDraft, _ members: SurveyObject, at path: String, scope: SurveyScope
  ) {
    var options: [FormValue] = []
    if case .list(let values)? = members["rateValues"], !values.isEmpty {
      options = choiceOptions(values, at: "\(path).rateValues", scope: scope, shownIf: members["choicesVisibleIf"])
    } else {
      let low = members["rateMin"].flatMap { if case .int(let n) = $0 { n } else { nil } } ?? 1
      var high = members["rateMax"].flatMap { if case .int(let n) = $0 { n } else { nil } } ?? 5
      let step = max(1, members["rateStep"].flatMap { if case .int(let n) = $0 { n } else { nil } } ?? 1)
      if case .int(let count)? = members["rateCount"], members["rateMax"] == nil { high = low + (count - 1) * step }
      guard low <= high, (high - low) / step < 1000 else {
        fail("a rating scale from \(low) to \(high) is not translated", at: "\(path).rateMax")
        row["kind"] = "integer"
        return
      }
      options = stride(from: low, through: high, by: step).map { .object(OptionTemplate.option(.int($0))) }
    }
    row["kind"] = options.count <= 10 ? "segmented" : "selector"
    row.set("options", .list(options), from: path)
  }

  /// `html` as a label showing its text without tags.
  private mutating func html(_ members: SurveyObject, at path: String, scope: SurveyScope) -> RowDraft {
    var row = RowDraft(origin: path)
    row["kind"] = "label"
    var source = ""
    if case .string(let html)? = members["html"] {
      source = html
    } else if case .object(let variants)? = members["html"] {
      var texts: [String: FormValue] = [:]
      for (language, variant) in variants {
        if case .string(let html) = variant {
          texts[language == "default" ? defaultLanguage : language] = .string(
            piped(Self.plainText(html), at: "\(path).html.\(language)", scope: scope, columns: false))
        }
      }
      row["title"] = .object(texts)
    }
    if row.members["title"] == nil {
      // `{name}` inserts an answer, as in SurveyJS's HTML.
      row["title"] = .string(piped(Self.plainText(source), at: "\(path).html", scope: scope, columns: false))
    }
    if case .bool(false)? = members["visible"] {
      row.set("hidden", true, from: path, member: "visible")
    } else if let hidden = condition(members, "visibleIf", negated: true, at: path, scope: scope) {
      row.set("hidden", .string(hidden.text), from: path, member: "visibleIf", expression: hidden)
    }
    return row
  }

  /// HTML's text: tags dropped (a line break for `<br>` and the end of a block), the common
  /// entities decoded, runs of spaces joined.
  static func plainText(_ html: String) -> String {
    var text = ""
    var tag = ""
    var inTag = false
    for character in html {
      if inTag {
        if character == ">" {
          inTag = false
          let name = tag.lowercased().trimmingWhitespace()
          if ["br", "br/", "br /", "/p", "/div", "/h1", "/h2", "/h3", "/h4", "/li"].contains(name) { text += "\n" }
          tag = ""
        } else {
          tag.append(character)
        }
      } else if character == "<" {
        inTag = true
      } else {
        text.append(character)
      }
    }
    let entities = ["&nbsp;": " ", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'", "&apos;": "'", "&amp;": "&"]
    for (entity, replacement) in entities { text = text.replacingAll(entity, with: replacement) }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map {
      $0.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    return lines.filter { !$0.isEmpty }.joined(separator: "\n")
  }

  static func escapedBraces(_ text: String) -> String {
    // NB: most texts have no brace; the bytes are searched, not the characters.
    guard text.containsByte(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return text }
    return text.replacingAll("{", with: "{{").replacingAll("}", with: "}}")
  }
}

extension String {
  /// Every occurrence of `target` replaced (Foundation-free, for the texts of a survey).
  func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty, contains(target) else { return self }
    var result = ""
    var rest = Substring(self)
    while let range = rest.range(of: target) {
      result += rest[..<range.lowerBound]
      result += replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
