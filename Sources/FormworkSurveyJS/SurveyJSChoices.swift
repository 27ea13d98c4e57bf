import Formwork
import Foundation

/// Choices, texts and validators.
extension SurveyJSConverter {
  /// A selector's options and the rows its "other" choice adds.
  mutating func choiceRow(
    _ row: inout RowDraft, name: String, _ members: SurveyObject, multiple: Bool, at path: String,
    scope: SurveyScope
  ) -> [RowDraft] {
    var options: [FormValue] = []
    if case .string(let source)? = members["choicesFromQuestion"],
      copiedChoices(&row, from: source, members, at: path, scope: scope)
    {
      for key in ["choicesVisibleIf", "choicesEnableIf"] where members[key] != nil {
        fail(
          "'\(key)' on choices copied from another question is not translated: every copied choice is offered",
          at: "\(path).\(key)")
      }
      return []
    }
    if case .list(let choices)? = members["choices"] {
      options = choiceOptions(
        choices, at: "\(path).choices", scope: scope, shownIf: members["choicesVisibleIf"],
        enabledIf: members["choicesEnableIf"])
    } else if let low = members["choicesMin"]?.numericValue, let high = members["choicesMax"]?.numericValue {
      let step = members["choicesStep"]?.numericValue ?? 1
      if step > 0, (high - low) / step < 10_000 {
        var value = low
        while value <= high {
          options.append(["value": FormValue(number: value)])
          value += step
        }
      }
    }
    if case .object(let byURL)? = members["choicesByUrl"] {
      let url = byURL["url"].flatMap { if case .string(let s) = $0 { s } else { nil } } ?? ""
      if registry.optionLoaderNames.contains(url) {
        row.set("options", ["loader": .string(url)], from: path, member: "choicesByUrl")
        return []
      }
      fail(
        "choicesByUrl: the app registers an option loader named '\(url)' (FormSchemaRegistry.registerOptionLoader) "
          + "to load these choices", at: "\(path).choicesByUrl")
    }
    let hasOther = Self.hasOther(members)
    if hasOther {
      let title = members["otherText"].flatMap { pickedText($0, at: "\(path).otherText") } ?? "Other (describe)"
      options.append(["value": "other", "title": title])
    }
    if members.isTrue("hasNone") || members.isTrue("showNoneItem") {
      let title = members["noneText"].flatMap { pickedText($0, at: "\(path).noneText") } ?? "None"
      options.append(["value": "none", "title": title])
    }
    guard !options.isEmpty else {
      fail("a choice question without choices is a text row here", at: path)
      row["kind"] = .string(multiple ? "textArea" : "text")
      return []
    }
    var numbers = 0
    for case .object(let members) in options where SurveyObject.member("value", of: members)?.numericValue != nil {
      numbers += 1
    }
    if numbers > 0, numbers < options.count {
      fail(
        "the choices mix numbers and texts (with 'other' or 'none'): every value is written as text here",
        at: "\(path).choices")
      options = options.map { option in
        guard case .object(var members) = option, let value = members["value"], let number = value.numericValue else {
          return option
        }
        members["value"] = .string("\(number)")
        if members["title"] == nil { members["title"] = .string("\(number)") }
        return .object(members)
      }
    }
    row.set("options", .list(options), from: path, member: members["choices"] != nil ? "choices" : "")
    var rules: [FormValue] = []
    if multiple {
      for (key, rule) in [("minSelectedChoices", "minCount"), ("maxSelectedChoices", "maxCount")] {
        if case .int(let count)? = members[key], count > 0 {
          rules.append(["rule": .string(rule), "value": .int(count)])
        }
      }
    }
    if !rules.isEmpty { row.set("rules", .list(rules), from: path, member: "maxSelectedChoices") }
    guard hasOther else { return [] }
    let tag = name + "-Comment"
    guard tags.insert(tag).inserted else { return [] }
    var other = RowDraft(origin: path)
    other["tag"] = .string(tag)
    other["kind"] = "text"
    other["title"] = members["otherPlaceholder"].flatMap { pickedText($0, at: "\(path).otherPlaceholder") } ?? "Other"
    let reference = SurveyExpressionTranslator.reference(name)
    let chosen = multiple ? "contains(" + reference + ", 'other')" : reference + " == 'other'"
    // Shown while "other" is chosen and the question is shown (never for an unanswered one).
    let shown = reference + ".hidden || (" + chosen + ") != true"
    other.set("hidden", .string(shown), from: path, member: "hasOther")
    other.set("required", .string(chosen), from: path, member: "hasOther")
    return [other]
  }

  /// `choicesFromQuestion`: the options another question shows, all of them or those it has
  /// (not) chosen (`choicesFromQuestionMode`).
  /// Returns whether the options were copied; when not, the question's own choices are read.
  private mutating func copiedChoices(
    _ row: inout RowDraft, from source: String, _ members: SurveyObject, at path: String, scope: SurveyScope
  ) -> Bool {
    guard let resolved = scope.resolve(source) else {
      fail(
        "choicesFromQuestion names '\(source)', which is no question this form has here: its own choices are offered",
        at: "\(path).choicesFromQuestion")
      return false
    }
    guard !resolved.isMultivalued else {
      fail(
        "choicesFromQuestion names '\(source)', a dynamic panel or matrix: choices from its rows are not translated, "
          + "its own choices are offered", at: "\(path).choicesFromQuestion")
      return false
    }
    var mode = CopiedOptions.all
    if case .string(let name)? = members["choicesFromQuestionMode"] {
      if let known = CopiedOptions(rawValue: name) {
        mode = known
      } else {
        fail(
          "choicesFromQuestionMode is all, selected or unselected: all is used", at: "\(path).choicesFromQuestionMode")
      }
    }
    row.set(
      "options", ["from": .string(resolved.tag), "mode": .string(mode.rawValue)], from: path,
      member: "choicesFromQuestion")
    return true
  }

  /// A choice's condition: its own `visibleIf` and the question's `choicesVisibleIf` with
  /// `{item}` standing for the choice's value, both exactly true; `nil` when it has neither.
  mutating func choiceCondition(
    value: FormValue, own: FormValue?, shared: FormValue?, at itemPath: String, sharedPath: String, scope: SurveyScope,
    keys: (own: String, shared: String) = ("visibleIf", "choicesVisibleIf")
  ) -> String? {
    var parts: [String] = []
    if let own, let condition = condition([keys.own: own], keys.own, negated: false, at: itemPath, scope: scope) {
      parts.append(condition.text)
    }
    if case .string(let source)? = shared {
      let literal: String
      switch value {
      case .string(let text): literal = "'" + text.replacingOccurrences(of: "'", with: "\\'") + "'"
      default: literal = value.description
      }
      let substituted = Self.replacingItem(in: source, with: literal)
      if let condition = condition(
        [keys.shared: .string(substituted)], keys.shared, negated: false, at: sharedPath, scope: scope)
      {
        parts.append(condition.text)
      }
    }
    guard !parts.isEmpty else { return nil }
    return parts.count == 1 ? parts[0] : parts.map { "(\($0)) == true" }.joined(separator: " && ")
  }

  /// `source` with each `{item}` or `{choice}` (SurveyJS's two names for the choice's value; any
  /// case, spaces inside the braces) replaced by `literal`.
  static func replacingItem(in source: String, with literal: String) -> String {
    var output = ""
    var rest = Substring(source)
    while let open = rest.firstIndex(of: "{") {
      output += rest[..<open]
      guard let close = rest[open...].firstIndex(of: "}") else { break }
      let name = rest[rest.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
      let lowered = name.lowercased()
      output += lowered == "item" || lowered == "choice" ? literal : String(rest[open...close])
      rest = rest[rest.index(after: close)...]
    }
    return output + rest
  }

  /// Options from SurveyJS items: `"a"`, `1`, or `{"value": …, "text": …}`, each shown on its
  /// `visibleIf` and the question's `choicesVisibleIf` (`shownIf`), and enabled on its
  /// `enableIf` and the question's `choicesEnableIf` (`enabledIf`).
  /// A `ranking`: its `choices` as a ranking's options (the row's value then lists every
  /// choice once, in ranked order, as SurveyJS's data does), or the choices another question
  /// shows or has chosen (`choicesFromQuestion`), which the ranking follows. A ranking orders
  /// every choice it is given, so what would leave some out or fetch them is reported and not
  /// translated.
  mutating func rankingRow(_ row: inout RowDraft, _ members: SurveyObject, at path: String, scope: SurveyScope) {
    row["kind"] = "ranking"
    let untranslated: [(String, String)] = [
      ("selectToRankEnabled", "ranking some of the choices is not translated: every choice is ranked"),
      ("choicesVisibleIf", "a ranking orders every choice: choices shown on a condition are not translated"),
      ("choicesEnableIf", "a ranking orders every choice: choices enabled on a condition are not translated"),
      ("choicesByUrl", "a ranking orders the choices it lists: loaded choices are not translated"),
      ("hasOther", "a ranking has no 'other' choice"), ("showOtherItem", "a ranking has no 'other' choice"),
      ("hasNone", "a ranking has no 'none' choice"), ("showNoneItem", "a ranking has no 'none' choice"),
    ]
    for (key, reason) in untranslated where members[key] != nil && members[key] != .bool(false) {
      fail("'\(key)' is not translated: \(reason)", at: "\(path).\(key)")
    }
    if case .string(let source)? = members["choicesFromQuestion"],
      copiedChoices(&row, from: source, members, at: path, scope: scope)
    {
      return
    }
    guard case .list(let choices)? = members["choices"], !choices.isEmpty else {
      fail("a ranking without choices has nothing to rank: it is left out", at: path)
      row["kind"] = "info"
      return
    }
    // A choice's own visibleIf or enableIf is reported and dropped (no scope to read it in).
    let options = choiceOptions(choices, at: "\(path).choices")
    row.set("options", .list(options), from: path, member: "choices")
  }

  mutating func choiceOptions(
    _ items: [FormValue], at path: String, scope: SurveyScope? = nil, shownIf: FormValue? = nil,
    enabledIf: FormValue? = nil
  ) -> [FormValue] {
    var options: [FormValue] = []
    // NB: room for the 'other' and 'none' options a question may add after.
    options.reserveCapacity(items.count + 2)
    // NB: a question has a few choices: comparing each value with those before costs less than
    // hashing them; a long list is checked with a set.
    let hashesValues = items.count > 16
    var seen = Set<FormValue>(minimumCapacity: hashesValues ? items.count : 0)
    var values: [FormValue] = []
    values.reserveCapacity(hashesValues ? 0 : items.count)
    // NB: made only for a choice with a condition.
    var sharedPath: String { String(path.dropLast(path.hasSuffix(".choices") ? 8 : 0)) }
    for (index, item) in items.enumerated() {
      // NB: made only where a problem is reported (every choice of a survey passes here).
      func itemPath() -> String { "\(path)[\(index)]" }
      var value: FormValue
      var title: FormValue?
      var own: (shown: FormValue?, enabled: FormValue?)
      switch item {
      case .string, .int, .decimal:
        value = item
      case .object(let members):
        // NB: one pass over a choice's few keys: no name is hashed.
        var declared: FormValue?
        var text: FormValue?
        for (key, member) in members {
          switch key {
          case "value": declared = member
          case "text": text = member
          case "visibleIf": own.shown = member
          case "enableIf": own.enabled = member
          default: break
          }
        }
        guard let declared, !declared.isNull else {
          fail("a choice needs a 'value'", at: itemPath())
          continue
        }
        value = declared
        if let text { title = pickedText(text, at: "\(itemPath()).text") }
        if scope == nil, own.shown != nil {
          fail(
            "a choice shown on a condition is not translated here: the choice is always offered",
            at: "\(itemPath()).visibleIf")
        }
        if scope == nil, own.enabled != nil {
          fail(
            "a choice enabled on a condition is not translated here: the choice is always enabled",
            at: "\(itemPath()).enableIf")
        }
      default:
        fail("a choice is a text, a number or an object with a 'value'", at: itemPath())
        continue
      }
      switch value {
      case .string, .int, .decimal, .bool: break
      default:
        fail("a choice's value is a text or a number here", at: itemPath())
        continue
      }
      let isNew: Bool
      if hashesValues {
        isNew = seen.insert(value).inserted
      } else {
        isNew = !values.contains(value)
        values.append(value)
      }
      guard isNew else {
        fail("two choices have the value \(value)", at: itemPath())
        continue
      }
      var option = OptionTemplate.option(value, title: title)
      if let scope {
        if own.shown != nil || shownIf != nil,
          let shown = choiceCondition(
            value: value, own: own.shown, shared: shownIf, at: itemPath(), sharedPath: sharedPath, scope: scope)
        {
          option["shownWhen"] = .string(shown)
        }
        if own.enabled != nil || enabledIf != nil,
          let enabled = choiceCondition(
            value: value, own: own.enabled, shared: enabledIf, at: itemPath(), sharedPath: sharedPath, scope: scope,
            keys: ("enableIf", "choicesEnableIf"))
        {
          option["enabledWhen"] = .string(enabled)
        }
      }
      options.append(.object(option))
    }
    return options
  }

  /// A text that may pipe answers in (`"Thanks, {name}"`), one string or one per language.
  /// NB: `path` is made only for a problem (every title of a survey passes here).
  mutating func text(_ value: FormValue, at path: @autoclosure () -> String, scope: SurveyScope) -> FormValue? {
    switch value {
    case .string(let text): return .string(piped(text, at: path(), scope: scope))
    case .object(let variants):
      let path = path()
      var texts: [String: FormValue] = [:]
      for (language, variant) in variants.sorted(by: { $0.key < $1.key }) {
        guard case .string(let text) = variant else {
          fail("expected a text", at: "\(path).\(language)")
          continue
        }
        let tag = language == "default" ? defaultLanguage : language
        if language == "default", variants[defaultLanguage] != nil { continue }
        guard isLanguage(tag, at: "\(path).\(language)") else { continue }
        texts[tag] = .string(piped(text, at: "\(path).\(language)", scope: scope))
      }
      return texts.isEmpty ? nil : .object(texts)
    case .null: return nil
    default:
      fail("expected a text, or an object of texts by language", at: path())
      return nil
    }
  }

  /// Whether a localized text's key is a language Formwork reads; else a problem at `path`.
  mutating func isLanguage(_ tag: String, at path: String) -> Bool {
    guard !FormSchema.isLanguageTag(tag) else { return true }
    fail("'\(tag)' is not a language tag (such as en, zh-Hans, pt-BR): this text is left out", at: path)
    return false
  }

  /// A text read once (an option's title): piping is not kept, braces are literal.
  mutating func pickedText(_ value: FormValue, at path: @autoclosure () -> String) -> FormValue? {
    switch value {
    case .string(let text): return .string(Self.escapedBraces(text))
    case .int, .decimal: return .string(value.description)
    case .object(let variants):
      var texts: [String: FormValue] = [:]
      for (language, variant) in variants.sorted(by: { $0.key < $1.key }) {
        guard case .string(let text) = variant else { continue }
        if language == "default", variants[defaultLanguage] != nil { continue }
        let tag = language == "default" ? defaultLanguage : language
        guard isLanguage(tag, at: "\(path()).\(language)") else { continue }
        texts[tag] = .string(Self.escapedBraces(text))
      }
      return texts.isEmpty ? nil : .object(texts)
    default:
      fail("expected a text, or an object of texts by language", at: path())
      return nil
    }
  }

  /// `{name}` kept where it names a row (Formwork's templates insert it the same way); every
  /// other brace is literal, and a name that is no row is reported.
  /// `columns`: whether a problem gives its column in `text` (not for a text made from HTML,
  /// whose columns are not the survey's).
  mutating func piped(
    _ text: String, at path: @autoclosure () -> String, scope: SurveyScope, columns: Bool = true
  ) -> String {
    // NB: the bytes, not the characters, are searched (every text of a survey is looked at).
    guard text.containsByte(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return text }
    if !text.containsByte(where: { $0 >= 0x80 }) { return pipedASCII(text, at: path(), scope: scope, columns: columns) }
    var output = ""
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "{", let close = characters[index...].firstIndex(of: "}") {
        let name = String(characters[(index + 1)..<close]).trimmingWhitespace()
        if let resolved = scope.resolve(name), !resolved.isMultivalued {
          output += "{\(resolved.tag)}"
        } else {
          failUnknownInsert(name, at: path(), column: columns ? index + 1 : nil)
          output += Self.escapedBraces(String(characters[index...close]))
        }
        index = close + 1
        continue
      }
      switch character {
      case "{": output += "{{"
      case "}": output += "}}"
      default: output.append(character)
      }
      index += 1
    }
    return output
  }

  /// Reports a `{name}` a text inserts that names no question the form has there; the text
  /// shows it as written.
  private mutating func failUnknownInsert(_ name: String, at path: String, column: Int?) {
    let why =
      name.lowercased().hasPrefix("parentpanel.")
      ? "the enclosing dynamic panel's question, which a nested dynamic panel does not read here"
      : "which is no question this form has here"
    fail("the text inserts '{\(name)}', \(why): it is shown as written", at: path, column: column)
  }

  /// ``piped(_:at:scope:columns:)`` for an ASCII text, read by its bytes.
  /// NB: making the characters of a text costs more than the rest; in ASCII a brace byte is a
  /// brace character, and a column is counted in characters only for a problem (`\r\n` is one).
  private mutating func pipedASCII(
    _ text: String, at path: @autoclosure () -> String, scope: SurveyScope, columns: Bool
  ) -> String {
    let bytes = Array(text.utf8)
    func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
    // NB: written as bytes, made a text once.
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 8)
    var literal = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") else {
        index += 1
        continue
      }
      output += bytes[literal..<index]
      if byte == UInt8(ascii: "{"), let close = bytes[index...].firstIndex(of: UInt8(ascii: "}")) {
        let name = string((index + 1)..<close).trimmingWhitespace()
        if let resolved = scope.resolve(name), !resolved.isMultivalued {
          output.append(UInt8(ascii: "{"))
          output += resolved.tag.utf8
          output.append(UInt8(ascii: "}"))
        } else {
          failUnknownInsert(name, at: path(), column: columns ? string(0..<index).count + 1 : nil)
          output += Self.escapedBraces(string(index..<(close + 1))).utf8
        }
        index = close + 1
      } else {
        output += [byte, byte]
        index += 1
      }
      literal = index
    }
    output += bytes[literal..<bytes.count]
    return String(decoding: output, as: UTF8.self)
  }

  /// `validators`: each one a rule of the row, or a problem.
  mutating func validators(
    _ row: inout RowDraft, _ members: SurveyObject, type: String, at path: String, scope: SurveyScope
  ) {
    guard case .list(let items)? = members["validators"] else { return }
    var rules: [FormValue] = []
    if case .list(let existing)? = row.members["rules"] { rules = existing }
    let kind = row.members["kind"].flatMap { if case .string(let s) = $0 { s } else { nil } } ?? ""
    let isText =
      switch kind {
      case "text", "textArea", "email", "password", "phone", "url", "name": true
      default: false
      }
    let isNumber =
      switch kind {
      case "decimal", "integer", "number": true
      default: false
      }
    let isList = kind.hasPrefix("multipleSelector")
    for (index, item) in items.enumerated() {
      // NB: made only where a problem is reported or an origin kept.
      var itemPath: String { "\(path).validators[\(index)]" }
      guard case .object(let object) = item, case .string(let name)? = SurveyObject.member("type", of: object) else {
        fail("a validator needs a 'type'", at: itemPath)
        continue
      }
      // NB: a validator has a few keys: compared, not hashed.
      func validator(_ key: String) -> FormValue? { SurveyObject.member(key, of: object) }
      var made: [FormValue] = []
      switch name {
      case "numeric" where isNumber:
        if let low = validator("minValue"), low.numericValue != nil {
          made.append(.object(Self.rule.make("atLeast", low)))
        }
        if let high = validator("maxValue"), high.numericValue != nil {
          made.append(.object(Self.rule.make("atMost", high)))
        }
      case "text" where isText:
        if case .int(let low)? = validator("minLength"), low > 0 {
          made.append(.object(Self.rule.make("minLength", .int(low))))
        }
        if case .int(let high)? = validator("maxLength"), high > 0 {
          made.append(.object(Self.rule.make("maxLength", .int(high))))
        }
        if validator("allowDigits") == .bool(false) { made.append(["rule": "pattern", "value": "[^0-9]*"]) }
      case "email" where isText:
        made.append("email")
      case "regex" where isText:
        guard case .string(let source)? = validator("regex") else {
          fail("a regex validator needs a 'regex'", at: itemPath)
          continue
        }
        let pattern = Self.wholeMatch(source, caseInsensitive: validator("caseInsensitive") == .bool(true))
        do {
          _ = try SafePattern(pattern)
          made.append(.object(Self.rule.make("pattern", .string(pattern))))
        } catch {
          fail(
            "the pattern is not translated: \((error as? FormError)?.message ?? "\(error)")", at: "\(itemPath).regex")
          continue
        }
      case "answercount" where isList:
        if case .int(let low)? = validator("minCount"), low > 0 {
          made.append(.object(Self.rule.make("minCount", .int(low))))
        }
        if case .int(let high)? = validator("maxCount"), high > 0 {
          made.append(.object(Self.rule.make("maxCount", .int(high))))
        }
      case "expression":
        // Passes while the expression is exactly true; an empty expression checks nothing.
        guard
          let condition = condition(SurveyObject(object), "expression", negated: false, at: itemPath, scope: scope)
        else {
          continue
        }
        made.append(.object(Self.rule.make("expression", .string(condition.text))))
        row.keyOrigins["rules[\(rules.count + made.count - 1)]"] = SurveyOrigin(
          path: "\(itemPath).expression", expression: condition)
      case "numeric", "text", "email", "regex", "answercount":
        fail("a '\(name)' validator does not apply to a \(type) question here (a \(kind) row)", at: itemPath)
        continue
      default:
        fail("the validator '\(name)' is not translated", at: itemPath)
        continue
      }
      if let message = validator("text"), let text = pickedText(message, at: "\(itemPath).text") {
        made = made.map { rule in
          var members: [String: FormValue] = [:]
          if case .object(let object) = rule { members = object } else { members["rule"] = rule }
          members["message"] = text
          return .object(members)
        }
      }
      rules += made
    }
    if !rules.isEmpty { row.set("rules", .list(rules), from: path, member: "validators") }
  }

  /// A rule of a row: `{"rule": …, "value": …}`.
  static let rule = PairTemplate("rule", "value")

  /// A JavaScript pattern (which matches anywhere in the text) as one that matches the whole
  /// text, as Formwork's rule does: `^…$` anchors are dropped, other ends are left open.
  static func wholeMatch(_ source: String, caseInsensitive: Bool) -> String {
    var body = Substring(source)
    var start = "[\\s\\S]*(?:"
    var end = ")[\\s\\S]*"
    if body.hasPrefix("^") {
      body = body.dropFirst()
      start = "(?:"
    }
    if body.hasSuffix("$"), !body.hasSuffix("\\$") {
      body = body.dropLast()
      end = ")"
    }
    return (caseInsensitive ? "(?i)" : "") + start + body + end
  }
}

extension SurveyName {
  var isMultivalued: Bool {
    if case .rows = shape { return true }
    return false
  }
}

extension FormValue {
  /// A number as an int when it is whole, else a decimal.
  init(number: Decimal) {
    if number.isWhole, let int = Int(exactly: NSDecimalNumber(decimal: number).int64Value), Decimal(int) == number {
      self = .int(int)
    } else {
      self = .decimal(number)
    }
  }
}

extension Decimal {
  fileprivate var isWhole: Bool {
    var copy = self
    var rounded = Decimal()
    NSDecimalRound(&rounded, &copy, 0, .plain)
    return rounded == self
  }
}
