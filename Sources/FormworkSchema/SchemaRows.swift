import FormworkCore
import Foundation

/// Reads rows, their configuration, rules and parameter mappings from a schema.
enum SchemaRows {
  static let keys: SchemaKeys = [
    "tag", "kind", "title", "value", "placeholder", "noValueText", "keyboard", "contentType", "autocapitalization",
    "autocorrection", "returnKey", "maxCharacters", "minimumDate", "maximumDate", "minuteInterval",
    "titleWidthShare", "selectorTitle", "searchable", "selectAll", "height", "minimum", "maximum", "step", "steps",
    "wraps",
    "options", "hidden", "disabled", "required", "rules", "validateOn", "parameter", "source", "hiddenValue",
    "computed", "defaultExpression", "action", "sections", "disabledReason", "disabledUntilValid", "marksRequired",
    "formatter", "disabledValue", "style", "triggers", "mask", "liveFormat", "columns", "swipeActions",
  ]
  /// The keys of ``keys`` most rows lack: ``typedRow(_:_:reader:)`` looks none of them up when
  /// a row has none.
  static let rareKeys: SchemaKeys = [
    "triggers", "placeholder", "computed", "defaultExpression", "action", "swipeActions", "marksRequired",
    "disabledReason", "disabledUntilValid", "validateOn", "parameter", "source", "hiddenValue", "disabledValue",
  ]
  // NB: each object's keys are made once: making them for each object read costs more than
  // reading it.
  static let swipeEdgeKeys: SchemaKeys = ["leading", "trailing", "allowsFullSwipe"]
  static let swipeActionKeys: SchemaKeys = ["title", "action", "style", "image", "changesRow"]
  static let triggerKeys: SchemaKeys = ["when", "set", "setExpression", "reset", "showPage", "complete"]
  static let optionSourceKeys: SchemaKeys = ["loader", "from", "mode"]
  static let columnKeys: SchemaKeys = ["title", "options", "following"]
  static let followingKeys: SchemaKeys = ["after", "options"]
  static let optionKeys: SchemaKeys = ["value", "title", "group", "shownWhen", "enabledWhen"]
  static let conditionKeys: SchemaKeys = ["shownWhen", "enabledWhen"]
  static let mappingKeys: SchemaKeys = ["key", "transforms", "omitWhen"]
  /// The keys ``configuration(_:kind:at:reader:)`` reads: a row without any of them is read
  /// there as setting none, so a key it reads and this set lacks is never read.
  static let configurationKeys: SchemaKeys = [
    "noValueText", "columns", "keyboard", "contentType", "autocapitalization", "autocorrection", "returnKey",
    "maxCharacters", "minimumDate", "maximumDate", "minuteInterval", "titleWidthShare", "selectorTitle", "formatter",
    "mask", "liveFormat", "searchable", "selectAll", "style", "height", "minimum", "maximum", "step", "steps", "wraps",
  ]

  /// Reads a row. A row that cannot be read but has a tag stands as a placeholder holding any
  /// value, so the form built for checking does not report references to it as unknown.
  static func row(_ value: FormValue, at path: String, reader: inout SchemaReader, isTemplate: Bool = false)
    -> BuiltRow?
  {
    var declaredTag: String?
    if case .object(let members) = value, case .string(let tag)? = members["tag"] { declaredTag = tag }
    // A later row of a duplicate tag is built under a tag of its own (the reader reports it).
    // Its path is recorded under its declared tag whether it can be read or not.
    let buildTag = isTemplate ? declaredTag : declaredTag.map { reader.paths.declareRow($0, at: path) }
    let before = reader.problems.count
    let made = readRow(value, at: path, tag: buildTag, reader: &reader, isTemplate: isTemplate)
    guard !isTemplate else { return made }
    // NB: `made` is not bound (a copy of the row): it is returned as it is.
    if made != nil, reader.problems.count == before {
      if declaredTag == nil, let title = made?.erased.title, !title.isEmpty {
        reader.paths.titles[title, default: []].append(path)
      }
      return made
    }
    guard let buildTag else { return made }
    return .row(Row<FormValue>(RowKey(buildTag), kind: .info).eraseToAnyRow())
  }

  private static func readRow(
    _ value: FormValue, at path: String, tag buildTag: String?, reader: inout SchemaReader, isTemplate: Bool
  ) -> BuiltRow? {
    guard let members = reader.object(value, at: path, allowed: keys) else { return nil }
    guard let kindName = reader.string(members, "kind", at: path) else {
      if members["kind"] == nil { reader.fail("a row needs a 'kind'", at: path) }
      return nil
    }
    guard let (kind, valueKind) = SchemaKinds.resolve(kindName, at: "\(path).kind", reader: &reader) else {
      return nil
    }
    let tag = reader.string(members, "tag", at: path).map { buildTag ?? $0 }
    let source = self.options(members, kind: kind, at: path, reader: &reader)
    var valueType: any FormValueConvertible.Type
    switch (valueKind, source) {
    case (.choices, .loader(let entry)?): valueType = entry.list
    case (_, .loader(let entry)?): valueType = entry.single
    case (_, .fixed(let items, _)?): valueType = valueKind.swiftType(options: items)
    case (_, .copied?): valueType = valueKind.swiftType(options: [])
    case (.custom(let type), nil): valueType = type
    case (_, nil): valueType = valueKind.swiftType(options: [])
    }
    if !isTemplate, tag == nil, kind.acceptsInput {
      reader.fail(
        "a \(kindName) row takes input, so it needs a 'tag': without one its value is missing from the form's values",
        at: path)
    }
    // Configuration first: a whole-number stepper's value type depends on it.
    var read = ReadRow(
      members: members, path: path, tag: tag, kind: kind, kindName: kindName, valueKind: valueKind, source: source,
      configuration: nil)
    if members.mayHave(anyOf: configurationKeys) || kind.hasConfigurationToRead {
      let (configuration, holdsWholeNumbers) = configuration(members, kind: kind, at: path, reader: &reader)
      if holdsWholeNumbers { valueType = Int.self }
      read.configuration = configuration.isUnset ? nil : configuration
    }
    return built(valueType, read, reader: &reader, isTemplate: isTemplate)
  }

  /// ``erasedRow(_:_:reader:isTemplate:)`` with the common value types spelled out, so each gets
  /// a specialized copy: the generic copy looks up the metadata of `Row<Value>`, `RowKey<Value>`,
  /// `Rule<Value>` and their optionals at run time, at every step of every row.
  private static func built(
    _ type: any FormValueConvertible.Type, _ read: ReadRow, reader: inout SchemaReader, isTemplate: Bool
  ) -> BuiltRow {
    switch type {
    case is String.Type: erasedRow(String.self, read, reader: &reader, isTemplate: isTemplate)
    case is Int.Type: erasedRow(Int.self, read, reader: &reader, isTemplate: isTemplate)
    case is Decimal.Type: erasedRow(Decimal.self, read, reader: &reader, isTemplate: isTemplate)
    case is Bool.Type: erasedRow(Bool.self, read, reader: &reader, isTemplate: isTemplate)
    case is Date.Type: erasedRow(Date.self, read, reader: &reader, isTemplate: isTemplate)
    case is Double.Type: erasedRow(Double.self, read, reader: &reader, isTemplate: isTemplate)
    case is FormValue.Type: erasedRow(FormValue.self, read, reader: &reader, isTemplate: isTemplate)
    case is NoValue.Type: erasedRow(NoValue.self, read, reader: &reader, isTemplate: isTemplate)
    case is [String].Type: erasedRow([String].self, read, reader: &reader, isTemplate: isTemplate)
    case is [Int].Type: erasedRow([Int].self, read, reader: &reader, isTemplate: isTemplate)
    case is [Decimal].Type: erasedRow([Decimal].self, read, reader: &reader, isTemplate: isTemplate)
    case is [FormValue].Type: erasedRow([FormValue].self, read, reader: &reader, isTemplate: isTemplate)
    default: erasedRow(type, read, reader: &reader, isTemplate: isTemplate)
    }
  }

  /// ``typedRow(_:_:reader:)`` for a type known at run time.
  ///
  /// A template keeps its type (its section converts entries to it); any other row is erased
  /// here, without an existential box per row.
  private static func erasedRow<Value: FormValueConvertible>(
    _ type: Value.Type, _ read: ReadRow, reader: inout SchemaReader, isTemplate: Bool
  ) -> BuiltRow {
    let row = typedRow(type, read, reader: &reader)
    return isTemplate ? .template(row) : .row(row.eraseToAnyRow())
  }

  /// What ``readRow(_:at:tag:reader:isTemplate:)`` found before the row's type was known.
  private struct ReadRow {
    var members: SchemaMembers
    var path: String
    var tag: String?
    var kind: RowKind
    var kindName: String
    var valueKind: SchemaValueKind
    var source: OptionsRead?
    /// `nil` when the schema sets none of it (most rows): the row keeps the shared default.
    var configuration: RowConfiguration?
  }

  /// The row, built with the DSL's modifiers for the type it holds.
  private static func typedRow<Value: FormValueConvertible>(
    _ type: Value.Type, _ read: ReadRow, reader: inout SchemaReader
  ) -> Row<Value> {
    let (members, path) = (read.members, read.path)
    var row: Row<Value>
    var titled = false
    if read.kind == .subform || members["sections"] != nil,
      let subform = subform(Value.self, read, reader: &reader)
    {
      row = subform
    } else if case .string(let title)? = members["title"], SchemaReader.isPlain(title) {
      // NB: a plain title is given to the row when made: setting it later copies the row.
      row = Row<Value>(read.tag.map { RowKey($0) }, kind: read.kind, title: title)
      titled = true
    } else {
      row = Row<Value>(read.tag.map { RowKey($0) }, kind: read.kind)
    }
    switch read.source {
    case .fixed(let items, _)?: row = row.options(.fixed(items))
    case .loader(let entry)?: row = row.options(.load(entry.load))
    case .copied(let tag, let mode)?: row = row.options(.fixed([])).options(from: tag, mode)
    case nil: break
    }
    if case .fixed(_, conditional: false)? = read.source {
    } else {
      row = optionConditions(row, members, at: path, reader: &reader)
    }
    // NB: a helper returns a copy of the row (retaining each of its parts): one whose key
    // the row lacks is not called. Most rows have none of the rarer keys: those are then not
    // looked up one by one.
    let rare = members.mayHave(anyOf: rareKeys)
    if rare, members["triggers"] != nil { row = triggers(row, members, at: path, reader: &reader) }
    if let configuration = read.configuration { row = row.configuration { $0 = configuration } }
    derivedParts(&row, members, at: path, reader: &reader, titled: titled, rare: rare)
    if rare, members["action"] != nil { row = action(row, members, at: path, reader: &reader) }
    if rare, members["swipeActions"] != nil { row = swipeActions(row, members, at: path, reader: &reader) }
    if let value = members["value"], !value.isNull {
      if read.valueKind == .none {
        reader.fail("\(read.kindName) rows hold no value", at: "\(path).value")
      } else {
        do {
          let typed = try row.convertedValue(value)
          row = row.value(typed)
          if case .fixed(let items, _)? = read.source {
            chosen(typed?.formValue ?? .null, among: items, at: path, reader: &reader)
          }
        } catch {
          reader.fail(SchemaReader.message(of: error), at: "\(path).value")
        }
      }
    } else if read.valueKind == .bool, let off = false as? Value {
      row = row.value(off)
    }
    if let hidden = reader.condition(members, "hidden", at: path) { row = row.hidden(hidden) }
    if let disabled = reader.condition(members, "disabled", at: path) { row = row.disabled(disabled) }
    if let required = reader.condition(members, "required", at: path) { row = row.required(required) }
    if rare, let marks = reader.bool(members, "marksRequired", at: path) { row = row.marksRequired(marks) }
    if rare, let reason = reader.string(members, "disabledReason", at: path) { row = row.disabledReason(reason) }
    if rare, reader.bool(members, "disabledUntilValid", at: path) == true {
      if members["disabled"] != nil {
        reader.fail("a row has 'disabled' or 'disabledUntilValid', not both", at: "\(path).disabledUntilValid")
      }
      row = row.disabled(when: { !$0.isFormValid })
    }
    if let items = reader.list(members, "rules", at: path) {
      var rules: [Rule<Value>] = []
      for (index, item) in items.enumerated() {
        if let rule = SchemaRules.rule(item, for: Value.self, at: "\(path).rules[\(index)]", reader: &reader) {
          rules.append(rule)
        }
      }
      row = row.rules(rules)
    }
    guard rare else {
      if read.valueKind == .none { row = row.noParameter() }
      return row
    }
    if let trigger = reader.choice(members, "validateOn", at: path, as: ValidationTrigger.self) {
      row = row.validate(on: trigger)
    }
    if members["parameter"] != nil { row = parameter(row, members, at: path, reader: &reader) }
    if let source = reader.string(members, "source", at: path) {
      do {
        _ = try ValuePath(parsing: source)
      } catch {
        reader.fail("'\(source)' is not a value path", at: "\(path).source")
      }
      row = row.source(source)
    }
    if let policy = reader.choice(members, "hiddenValue", at: path, as: HiddenValuePolicy.self) {
      row = row.hiddenValue(policy)
    }
    if let policy = reader.choice(members, "disabledValue", at: path, as: DisabledValuePolicy.self) {
      row = row.disabledValue(policy)
    }
    if read.valueKind == .none { row = row.noParameter() }
    return row
  }

  /// An initial choice must be one of the options (each one, for a multiple selector). Numbers
  /// compare as numbers: a decimal selector holds `1` as `1.0`.
  private static func chosen(_ value: FormValue, among items: [OptionItem], at path: String, reader: inout SchemaReader)
  {
    func isOption(_ item: FormValue) -> Bool {
      // NB: the item's number is made once, and none for an int compared with an int.
      let number = item.numericValue
      return items.contains { option in
        if option.value == item { return true }
        guard let number else { return false }
        if case .int = option.value, case .int = item { return false }
        return option.value.numericValue == number
      }
    }
    if case .list(let picked) = value {
      for (index, item) in picked.enumerated() where !isOption(item) {
        reader.fail("\(item.excerpt) is not one of the options", at: "\(path).value[\(index)]")
      }
    } else if !value.isNull, !isOption(value) {
      reader.fail("\(value.excerpt) is not one of the options", at: "\(path).value")
    }
  }

  /// `"action": "submit"` on a button: an action the registry names.
  private static func action<Value>(
    _ row: Row<Value>, _ members: SchemaMembers, at path: String, reader: inout SchemaReader
  ) -> Row<Value> {
    guard let name = reader.string(members, "action", at: path) else { return row }
    guard row.kind == .button, let button = row as? Row<NoValue> else {
      reader.fail("only buttons take an 'action'", at: "\(path).action")
      return row
    }
    guard let action = reader.registered(name, in: reader.registry.actions, what: "action", at: "\(path).action")
    else { return row }
    return button.action(action) as? Row<Value> ?? row
  }

  /// `"swipeActions": {"leading": […], "trailing": […], "allowsFullSwipe": true}`: each action a
  /// title (picked in the form's language when read, as option titles are), the name of an
  /// action the registry knows (the buttons' actions), and optionally its style, a system image
  /// and whether it changes its row.
  private static func swipeActions<Value>(
    _ row: Row<Value>, _ members: SchemaMembers, at path: String, reader: inout SchemaReader
  ) -> Row<Value> {
    guard let value = members["swipeActions"], !value.isNull else { return row }
    let path = "\(path).swipeActions"
    guard let edges = reader.object(value, at: path, allowed: swipeEdgeKeys) else {
      return row
    }
    let allowsFullSwipe = reader.bool(edges, "allowsFullSwipe", at: path) ?? true
    var row = row
    for edge in SwipeEdge.allCases {
      guard let items = reader.list(edges, edge.rawValue, at: path) else { continue }
      var actions: [SwipeAction] = []
      for (index, item) in items.enumerated() {
        let itemPath = "\(path).\(edge.rawValue)[\(index)]"
        if let action = swipeAction(item, at: itemPath, reader: &reader) { actions.append(action) }
      }
      row = row.swipeActions(edge: edge, allowsFullSwipe: allowsFullSwipe) { actions }
    }
    return row
  }

  private static func swipeAction(_ value: FormValue, at path: String, reader: inout SchemaReader) -> SwipeAction? {
    guard
      let members = reader.object(value, at: path, allowed: swipeActionKeys)
    else { return nil }
    let title = reader.pickedText(members, "title", at: path)
    if title == nil, members["title"] == nil { reader.fail("a swipe action needs a 'title'", at: path) }
    var style = SwipeAction.Style.normal
    if let name = reader.string(members, "style", at: path) {
      if let named = SwipeAction.Style(rawValue: name) {
        style = named
      } else {
        reader.fail("'\(name)' is not one of normal, destructive", at: "\(path).style")
      }
    }
    let image = reader.string(members, "image", at: path)
    let changesRow = reader.bool(members, "changesRow", at: path) ?? true
    guard let name = reader.string(members, "action", at: path) else {
      if members["action"] == nil { reader.fail("a swipe action needs an 'action' the registry names", at: path) }
      return nil
    }
    guard let handler = reader.registered(name, in: reader.registry.actions, what: "action", at: "\(path).action"),
      let title
    else { return nil }
    return SwipeAction(title, style: style, systemImage: image, changesRow: changesRow, handler: handler)
  }

  /// `"sections": [...]` on a subform row: the row opening the nested form they make, or `nil`
  /// for another row (where `sections` is a mistake).
  private static func subform<Value>(_ type: Value.Type, _ read: ReadRow, reader: inout SchemaReader) -> Row<Value>? {
    let path = read.path
    let items = reader.list(read.members, "sections", at: path)
    guard read.kind == .subform else {
      if items != nil { reader.fail("only subform rows take 'sections'", at: "\(path).sections") }
      return nil
    }
    guard let items else {
      reader.fail("a subform row needs 'sections': the nested form it opens", at: path)
      return nil
    }
    // The nested form has tags of its own: its rows are placed apart from the outer form's.
    let outer = reader.paths
    reader.paths = SchemaPaths()
    let sections = FormSchema.sections(items, at: "\(path).sections", reader: &reader)
    reader.reportDuplicates()
    let nested = reader.paths
    reader.paths = outer
    reader.paths.subforms.append(.init(path: path, sections: sections, paths: nested))
    return Row<FormValue>.subform(read.tag.map { RowKey($0) }, "", sections: { sections }) as? Row<Value>
  }

  /// Where a selector's options come from, as read.
  private enum OptionsRead {
    /// `conditional`: whether an option may have a `shownWhen` or `enabledWhen`.
    case fixed([OptionItem], conditional: Bool)
    case loader(FormSchemaRegistry.LoaderEntry)
    /// `{"from": tag, "mode": "all" | "selected" | "unselected"}`: another row's options.
    case copied(tag: String, mode: CopiedOptions)
  }

  /// `"triggers"`: `{"when": condition, …}` with one action: `"set"` (a value), `"setExpression"`,
  /// `"reset": true`, `"showPage": true` or `"complete": true`.
  private static func triggers<Value>(
    _ row: Row<Value>, _ members: SchemaMembers, at path: String, reader: inout SchemaReader
  ) -> Row<Value> {
    guard let items = reader.list(members, "triggers", at: path) else { return row }
    var row = row
    for (index, item) in items.enumerated() {
      let itemPath = "\(path).triggers[\(index)]"
      guard
        let trigger = reader.object(
          item, at: itemPath, allowed: triggerKeys)
      else { continue }
      guard let condition = reader.condition(trigger, "when", at: itemPath) else {
        if trigger["when"] == nil { reader.fail("a trigger needs 'when' (its condition)", at: itemPath) }
        continue
      }
      var actions: [TriggerAction] = []
      if let value = trigger["set"] { actions.append(.set(value)) }
      if let source = reader.string(trigger, "setExpression", at: itemPath) { actions.append(.set(expression: source)) }
      if reader.bool(trigger, "reset", at: itemPath) == true { actions.append(.reset) }
      if reader.bool(trigger, "showPage", at: itemPath) == true { actions.append(.showPage) }
      if reader.bool(trigger, "complete", at: itemPath) == true { actions.append(.complete) }
      guard actions.count == 1, let action = actions.first else {
        reader.fail(
          "a trigger has one action: 'set', 'setExpression', 'reset', 'showPage' or 'complete'", at: itemPath)
        continue
      }
      row = row.trigger(when: condition, action)
    }
    return row
  }

  /// Each fixed option's `"shownWhen"` (the condition under which it is shown) and
  /// `"enabledWhen"` (under which it can be chosen).
  private static func optionConditions<Value>(
    _ row: Row<Value>, _ members: SchemaMembers, at path: String, reader: inout SchemaReader
  ) -> Row<Value> {
    guard case .list(let items)? = members["options"] else { return row }
    var row = row
    for (index, item) in items.enumerated() {
      // NB: most options have no condition: their value is then not looked up.
      guard case .object(let members) = item else { continue }
      let option = SchemaMembers(members)
      guard option.mayHave(anyOf: conditionKeys), let value = option["value"] else { continue }
      if option["shownWhen"] != nil,
        let condition = reader.condition(option, "shownWhen", at: "\(path).options[\(index)]")
      {
        row = row.option(value, shownWhen: condition)
      }
      if option["enabledWhen"] != nil,
        let condition = reader.condition(option, "enabledWhen", at: "\(path).options[\(index)]")
      {
        row = row.option(value, enabledWhen: condition)
      }
    }
    return row
  }

  /// `"options"`: a list of `{value, title, group}` of one type, or `{"loader": name}`. Selectors
  /// and segmented rows need one or the other.
  private static func options(
    _ members: SchemaMembers, kind: RowKind, at path: String, reader: inout SchemaReader
  ) -> OptionsRead? {
    let takesOptions: Bool
    switch kind {
    case .selector, .multipleSelector, .segmented, .ranking: takesOptions = true
    default: takesOptions = false
    }
    guard let value = members["options"], !value.isNull else {
      if takesOptions { reader.fail("a \(kind) row needs 'options' (a list, or {\"loader\": name})", at: path) }
      return nil
    }
    guard takesOptions else {
      reader.fail("only selector, segmented and ranking rows take options", at: "\(path).options")
      return nil
    }
    func itemPath() -> String { "\(path).options" }
    if case .object = value {
      guard let object = reader.object(value, at: itemPath(), allowed: optionSourceKeys) else { return nil }
      if object["from"] != nil {
        guard let tag = reader.string(object, "from", at: itemPath()) else { return nil }
        let mode = reader.choice(object, "mode", at: itemPath(), as: CopiedOptions.self) ?? .all
        return .copied(tag: tag, mode: mode)
      }
      guard let name = reader.string(object, "loader", at: itemPath()) else {
        reader.fail("an option loader needs a 'loader' name", at: itemPath())
        return nil
      }
      if kind == .segmented {
        reader.fail("segmented rows show their options side by side: they need a list", at: itemPath())
        return nil
      }
      if kind == .ranking {
        reader.fail("a ranking orders the options it is given: it needs a list", at: itemPath())
        return nil
      }
      return reader.registered(name, in: reader.registry.loaders, what: "option loader", at: "\(itemPath()).loader")
        .map(OptionsRead.loader)
    }
    var conditional = false
    guard let items = fixedOptions(members, at: path, reader: &reader, conditional: &conditional) else { return nil }
    return .fixed(items, conditional: conditional)
  }

  static func fixedOptions(_ members: SchemaMembers, at path: String, reader: inout SchemaReader)
    -> [OptionItem]?
  {
    var conditional = false
    return fixedOptions(members, at: path, reader: &reader, conditional: &conditional)
  }

  /// ``fixedOptions(_:at:reader:)``, setting `conditional` when an option may have a `shownWhen`
  /// or `enabledWhen` (else the row's options have no conditions to read).
  private static func fixedOptions(
    _ members: SchemaMembers, at path: String, reader: inout SchemaReader, conditional: inout Bool
  ) -> [OptionItem]? {
    guard let items = reader.list(members, "options", at: path) else { return nil }
    if items.isEmpty { reader.fail("a selector needs at least one option", at: "\(path).options") }
    var options: [OptionItem] = []
    options.reserveCapacity(items.count)
    // NB: a set, not a search of `options`: a schema may list tens of thousands of options;
    // a short list is searched (cheaper than hashing each value twice).
    let searched = items.count <= 16
    var values = Set<FormValue>(minimumCapacity: searched ? 0 : items.count)
    var firstType: (type: String, index: Int)?
    for (index, item) in items.enumerated() {
      // NB: made only where a problem is reported: a schema may list tens of thousands of options.
      func itemPath() -> String { "\(path).options[\(index)]" }
      func isDuplicate(_ value: FormValue) -> Bool {
        guard searched else { return values.contains(value) }
        // NB: by index: iterating the options copies each one out.
        for other in options.indices where options[other].value == value { return true }
        return false
      }
      // Ints and decimals are both numbers; other mixes make a value no row type holds.
      func checkType(_ type: String) {
        if let first = firstType, first.type != type {
          reader.fail(
            "options of one selector hold one type: option \(first.index + 1) is a \(first.type), this one a \(type)",
            at: "\(itemPath()).value")
        } else if firstType == nil {
          firstType = (type, index)
        }
      }
      if case .object(let members) = item, case let (value, type, title, group)? = plainOption(members) {
        // NB: a plain option (the common case) is read in one pass over its keys: what the
        // general path below does with it reports nothing but a duplicate or a mixed type.
        if isDuplicate(value) {
          reader.fail("two options have the value \(value.excerpt)", at: "\(itemPath()).value")
        }
        checkType(type)
        if !searched { values.insert(value) }
        options.append(OptionItem(value: value, title: title ?? reader.plainTitle(of: value), group: group))
        continue
      }
      guard let option = reader.object(item, at: itemPath(), allowed: optionKeys) else { continue }
      if option.mayHave(anyOf: conditionKeys) { conditional = true }
      guard let value = option["value"], !value.isNull else {
        reader.fail("an option needs a 'value'", at: itemPath())
        continue
      }
      if isDuplicate(value) {
        reader.fail("two options have the value \(value.excerpt)", at: "\(itemPath()).value")
      }
      switch value {
      case .int, .decimal, .string, .bool: break
      default:
        reader.fail(
          "an option's value is a number, a string, true or false, found \(value.shallowType())",
          at: "\(itemPath()).value")
        continue
      }
      // NB: names, not `shallowType()` described: every option of a schema is typed here.
      let type =
        switch value {
        case .string: "string"
        case .bool: "bool"
        default: "number"
        }
      checkType(type)
      if !searched { values.insert(value) }
      options.append(
        OptionItem(
          value: value, title: reader.pickedText(option, "title", at: itemPath()) ?? reader.plainTitle(of: value),
          group: reader.string(option, "group", at: itemPath())))
    }
    return options
  }

  /// An option of a `value` (a number, a string or a bool), an optional `title` (a string
  /// without braces) and an optional `group` (a string), and no other key; `nil` for any other
  /// option, read by the general path.
  private static func plainOption(_ members: [String: FormValue])
    -> (value: FormValue, type: String, title: String?, group: String?)?
  {
    guard members.count <= 3 else { return nil }
    var value: FormValue?
    var type = ""
    var title: String?
    var group: String?
    for (key, member) in members {
      switch key {
      case "value":
        switch member {
        case .string: type = "string"
        case .bool: type = "bool"
        case .int, .decimal: type = "number"
        default: return nil
        }
        value = member
      case "title":
        guard case .string(let text) = member, SchemaReader.isPlain(text) else { return nil }
        title = text
      case "group":
        guard case .string(let text) = member else { return nil }
        group = text
      default: return nil
      }
    }
    guard let value else { return nil }
    return (value, type, title, group)
  }

  /// The names of `liveFormat`'s forms: a string, or an object with one of the other keys.
  static let liveFormatKeys: SchemaKeys = ["currency", "groupedDecimal"]

  /// A row's live format: `"mask": "(###) ###-####"`, or `"liveFormat"` as `"cardNumber"`,
  /// `{"currency": "EUR"}` or `{"groupedDecimal": 2}` (decimal places). A format that cannot
  /// work is reported at its key; whether the row can take it is the build's (a mask on a
  /// number row), placed at the row.
  private static func liveFormat(_ members: SchemaMembers, at path: String, reader: inout SchemaReader)
    -> LiveFormat?
  {
    let mask = reader.string(members, "mask", at: path)
    guard let value = members["liveFormat"], !value.isNull else {
      guard let mask else { return nil }
      return checked(.mask(mask), at: "\(path).mask", reader: &reader)
    }
    let formatPath = "\(path).liveFormat"
    if mask != nil {
      reader.fail("a row has a mask or a liveFormat, not both", at: formatPath)
      return nil
    }
    switch value {
    case .string("cardNumber"):
      return .cardNumber
    case .string(let name):
      reader.fail(
        "expected \"cardNumber\" or an object ({\"currency\": \"EUR\"}, {\"groupedDecimal\": 2}), found '\(name)'"
          + SchemaReader.hint(for: name, among: ["cardNumber"]), at: formatPath)
      return nil
    default:
      guard let object = reader.object(value, at: formatPath, allowed: liveFormatKeys) else { return nil }
      guard object.count == 1 else {
        reader.fail("expected one of 'currency' or 'groupedDecimal', found \(object.count) keys", at: formatPath)
        return nil
      }
      if let code = reader.string(object, "currency", at: formatPath) {
        return checked(.currency(code: code), at: "\(formatPath).currency", reader: &reader)
      }
      if let digits = reader.int(object, "groupedDecimal", at: formatPath) {
        return checked(.groupedDecimal(fractionDigits: digits), at: "\(formatPath).groupedDecimal", reader: &reader)
      }
      return nil
    }
  }

  private static func checked(_ format: LiveFormat, at path: String, reader: inout SchemaReader) -> LiveFormat? {
    guard let problem = format.problem else { return format }
    reader.fail(problem, at: path)
    return nil
  }

  /// `"columns"` of a picker with columns: a list of `{title, options}`, each column's options
  /// read as a selector's. Only such pickers take it, and they need it.
  private static func columns(
    _ members: SchemaMembers, kind: RowKind, at path: String, reader: inout SchemaReader
  ) -> [PickerColumn] {
    guard case .columnPicker = kind else {
      if members["columns"] != nil { reader.fail("only columnPicker rows take columns", at: "\(path).columns") }
      return []
    }
    guard members["columns"] != nil else {
      reader.fail("a columnPicker row needs 'columns' (a list of {\"title\", \"options\"})", at: path)
      return []
    }
    guard let list = reader.list(members, "columns", at: path) else { return [] }
    if list.isEmpty { reader.fail("a columnPicker row needs at least one column", at: "\(path).columns") }
    var columns: [PickerColumn] = []
    for (index, item) in list.enumerated() {
      let columnPath = "\(path).columns[\(index)]"
      guard let column = reader.object(item, at: columnPath, allowed: columnKeys) else { continue }
      let title = reader.string(column, "title", at: columnPath)
      if column["following"] != nil {
        if column["options"] != nil {
          reader.fail(
            "a column has 'options' or 'following' (options after each choice of the previous column), not both",
            at: columnPath)
        }
        guard let following = followingOptions(column, at: columnPath, reader: &reader) else { continue }
        columns.append(PickerColumn(title, following: following))
        continue
      }
      guard column["options"] != nil else {
        reader.fail("a column needs 'options'", at: columnPath)
        continue
      }
      guard let options = fixedOptions(column, at: columnPath, reader: &reader) else { continue }
      columns.append(PickerColumn(title, options: options))
    }
    return columns
  }

  /// A column's `"following"`: a list of `{"after": value of the previous column, "options": […]}`.
  private static func followingOptions(
    _ column: SchemaMembers, at path: String, reader: inout SchemaReader
  ) -> [FormValue: [OptionItem]]? {
    guard let entries = reader.list(column, "following", at: path) else { return nil }
    if entries.isEmpty { reader.fail("'following' needs at least one entry", at: "\(path).following") }
    var following: [FormValue: [OptionItem]] = [:]
    for (index, entry) in entries.enumerated() {
      let entryPath = "\(path).following[\(index)]"
      guard let members = reader.object(entry, at: entryPath, allowed: followingKeys) else { continue }
      guard let after = members["after"], !after.isNull else {
        reader.fail("an entry of 'following' needs 'after': the previous column's value it follows", at: entryPath)
        continue
      }
      switch after {
      case .int, .decimal, .string, .bool: break
      default:
        reader.fail(
          "'after' is a value of the previous column (a text, a number or a bool), found \(after.excerpt)",
          at: "\(entryPath).after")
        continue
      }
      if following[after] != nil {
        reader.fail("two entries follow \(after.excerpt)", at: "\(entryPath).after")
        continue
      }
      guard members["options"] != nil else {
        reader.fail("an entry of 'following' needs 'options'", at: entryPath)
        continue
      }
      guard let options = fixedOptions(members, at: entryPath, reader: &reader) else { continue }
      following[after] = options
    }
    return following
  }

  /// The row's configuration, and whether it is a stepper whose bounds and step are whole
  /// numbers (its values are then read as integers). A part set here is listed in
  /// `RowConfiguration.isUnset` below, or a row setting only it would lose it.
  private static func configuration(
    _ members: SchemaMembers, kind: RowKind, at path: String, reader: inout SchemaReader
  ) -> (RowConfiguration, holdsWholeNumbers: Bool) {
    var configuration = RowConfiguration()
    var holdsWholeNumbers = false
    configuration.noValueText = reader.string(members, "noValueText", at: path)
    configuration.pickerColumns = columns(members, kind: kind, at: path, reader: &reader)
    configuration.keyboard = reader.choice(members, "keyboard", at: path, as: KeyboardKind.self)
    configuration.contentType = reader.string(members, "contentType", at: path).map(TextContentType.init(rawValue:))
    configuration.autocapitalization = reader.choice(
      members, "autocapitalization", at: path, as: Autocapitalization.self)
    configuration.autocorrection = reader.bool(members, "autocorrection", at: path)
    configuration.returnKey = reader.choice(members, "returnKey", at: path, as: ReturnKey.self)
    if let count = reader.int(members, "maxCharacters", at: path) {
      if count < 0 {
        reader.fail("must not be negative", at: "\(path).maxCharacters")
      } else {
        configuration.maxCharacters = count
      }
    }
    let calendarDates = kind == .date(.date, inline: false) || kind == .date(.date, inline: true)
    configuration.minimumDate = reader.date(members, "minimumDate", at: path, calendarDate: calendarDates)
    configuration.maximumDate = reader.date(members, "maximumDate", at: path, calendarDate: calendarDates)
    if let minutes = reader.int(members, "minuteInterval", at: path) {
      if (1...30).contains(minutes), 60 % minutes == 0 {
        configuration.minuteInterval = minutes
      } else {
        reader.fail("a minute interval divides 60 and is 1…30", at: "\(path).minuteInterval")
      }
    }
    if let share = reader.decimal(members, "titleWidthShare", at: path) {
      if share >= 0, share <= 1 {
        configuration.titleWidthShare = NSDecimalNumber(decimal: share).doubleValue
      } else {
        reader.fail("a share is between 0 and 1", at: "\(path).titleWidthShare")
      }
    }
    configuration.selectorTitle = reader.pickedText(members, "selectorTitle", at: path)
    if let name = reader.string(members, "formatter", at: path) {
      configuration.formatter = reader.registered(
        name, in: reader.registry.formatters, what: "formatter", at: "\(path).formatter")
    }
    configuration.liveFormat = liveFormat(members, at: path, reader: &reader)
    configuration.isSearchable = reader.bool(members, "searchable", at: path) ?? false
    if members["selectAll"] != nil {
      if case .multipleSelector = kind {
        configuration.selectAllTitle = reader.pickedText(members, "selectAll", at: path)
      } else {
        reader.fail("only multiple selectors take 'selectAll'", at: "\(path).selectAll")
      }
    }
    configuration.style = reader.string(members, "style", at: path)
    configuration.preferredHeight = reader.decimal(members, "height", at: path).map {
      NSDecimalNumber(decimal: $0).doubleValue
    }
    let minimum = reader.decimal(members, "minimum", at: path)
    let maximum = reader.decimal(members, "maximum", at: path)
    let step = reader.decimal(members, "step", at: path)
    let steps = reader.int(members, "steps", at: path)
    let wraps = reader.bool(members, "wraps", at: path)
    switch kind {
    case .stepper:
      if steps != nil { reader.fail("only sliders take 'steps' (a stepper's is 'step')", at: "\(path).steps") }
      var stepper = StepperConfiguration()
      if let minimum { stepper.minimum = minimum }
      if let maximum { stepper.maximum = maximum }
      if let step { stepper.step = step }
      if let wraps { stepper.wraps = wraps }
      if stepper.minimum > stepper.maximum || stepper.step <= 0 {
        reader.fail("a stepper needs minimum ≤ maximum and a positive step", at: path)
      }
      configuration.stepper = stepper
      // Whole-number steppers hold ints, so their values read as integers.
      holdsWholeNumbers = [stepper.minimum, stepper.maximum, stepper.step].allSatisfy(\.isWholeInt)
    case .slider:
      for (key, present) in [("step", step != nil), ("wraps", wraps != nil)] where present {
        reader.fail("only steppers take '\(key)' (a slider's divisions are 'steps')", at: "\(path).\(key)")
      }
      let low = minimum.map { NSDecimalNumber(decimal: $0).doubleValue } ?? 0
      let high = maximum.map { NSDecimalNumber(decimal: $0).doubleValue } ?? 1
      if low > high { reader.fail("a slider needs minimum ≤ maximum", at: path) }
      if let steps, steps < 0 { reader.fail("steps must not be negative", at: "\(path).steps") }
      configuration.slider = SliderConfiguration(minimum: low, maximum: high, steps: steps ?? 0)
    default:
      for (key, present) in [
        ("minimum", minimum != nil), ("maximum", maximum != nil), ("step", step != nil),
        ("steps", steps != nil), ("wraps", wraps != nil),
      ] where present {
        reader.fail("only steppers and sliders take '\(key)'", at: "\(path).\(key)")
      }
    }
    return (configuration, holdsWholeNumbers)
  }

  private static func parameter<Value>(
    _ row: Row<Value>, _ members: SchemaMembers, at path: String, reader: inout SchemaReader
  ) -> Row<Value> {
    guard let value = members["parameter"], !value.isNull else { return row }
    let itemPath = "\(path).parameter"
    switch value {
    case .bool(false):
      return row.noParameter()
    case .string(let key):
      return row.parameter(ParameterMapping(key: key))
    case .object:
      guard let mapping = reader.object(value, at: itemPath, allowed: mappingKeys) else {
        return row
      }
      guard let key = reader.string(mapping, "key", at: itemPath) else {
        reader.fail("a parameter mapping needs a 'key'", at: itemPath)
        return row
      }
      var transforms: [ParameterTransform] = []
      for (index, item) in (reader.list(mapping, "transforms", at: itemPath) ?? []).enumerated() {
        if let transform = self.transform(item, at: "\(itemPath).transforms[\(index)]", reader: &reader) {
          transforms.append(transform)
        }
      }
      var omission: Set<ParameterOmission> = [.hidden]
      if mapping["omitWhen"] != nil {
        omission = []
        for (index, name) in FormSchema.strings(&reader, mapping, "omitWhen", at: itemPath).enumerated() {
          if let case_ = ParameterOmission(rawValue: name) {
            omission.insert(case_)
          } else {
            reader.fail("'\(name)' is not one of empty, hidden, disabled", at: "\(itemPath).omitWhen[\(index)]")
          }
        }
      }
      return row.parameter(ParameterMapping(key: key, transforms: transforms, omission: omission))
    default:
      reader.fail("expected a key, false, or an object with 'key'", at: itemPath)
      return row
    }
  }

  /// A transform: `"trim"`, `"digits"`, `"cents"`, `"boolAsInt"`, `{"datePattern": "yyyy-MM-dd"}`,
  /// `{"join": ","}`.
  private static func transform(_ value: FormValue, at path: String, reader: inout SchemaReader) -> ParameterTransform?
  {
    switch value {
    case .string("trim"): return .trim
    case .string("digits"): return .digits
    case .string("cents"): return .cents
    case .string("boolAsInt"): return .boolAsInt
    case .object(let members):
      if case .string(let pattern)? = members["datePattern"] {
        switch members["timeZone"] {
        case nil where members.count == 1: return .datePattern(pattern)
        case .string(let zone)? where members.count == 2 && TimeZone(identifier: zone) != nil:
          return .datePattern(pattern, timeZone: zone)
        default: break
        }
      }
      if case .string(let separator)? = members["join"], members.count == 1 { return .join(separator) }
    default: break
    }
    reader.fail(
      "expected \"trim\", \"digits\", \"cents\", \"boolAsInt\", {\"datePattern\": …, \"timeZone\": …} or {\"join\": …}",
      at: path)
    return nil
  }
}

extension Decimal {
  /// Whether the number is whole and fits an `Int`: a stepper of such bounds and step holds ints.
  var isWholeInt: Bool {
    guard !isNaN, self >= Decimal(Int.min), self <= Decimal(Int.max) else { return false }
    var whole = Decimal()
    var copy = self
    NSDecimalRound(&whole, &copy, 0, .plain)
    return whole == self
  }
}

extension RowKind {
  /// Whether ``SchemaRows`` reads a configuration for a row of this kind that sets none of
  /// its keys (a stepper's and a slider's defaults; a column picker's missing columns).
  fileprivate var hasConfigurationToRead: Bool {
    switch self {
    case .stepper, .slider, .columnPicker: true
    default: false
    }
  }
}

extension RowConfiguration {
  /// Whether none of the parts a schema sets is set (see `SchemaRows.configuration`).
  fileprivate var isUnset: Bool {
    noValueText == nil && keyboard == nil && contentType == nil && autocapitalization == nil
      && autocorrection == nil && returnKey == nil && maxCharacters == nil && minimumDate == nil
      && maximumDate == nil && minuteInterval == nil && titleWidthShare == nil && selectorTitle == nil
      && formatter == nil && !isSearchable && preferredHeight == nil && stepper == nil && slider == nil
      && style == nil && selectAllTitle == nil && liveFormat == nil && pickerColumns.isEmpty
  }
}
