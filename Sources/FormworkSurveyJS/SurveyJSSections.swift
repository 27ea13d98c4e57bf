import Formwork

/// Matrices, multiple texts and dynamic panels: questions that become a section.
extension SurveyJSConverter {
  mutating func sectionQuestion(_ type: String, _ members: SurveyObject, at path: String, scope: SurveyScope)
    -> SectionDraft?
  {
    guard case .string(let name)? = members["name"], !name.isEmpty else {
      fail("a question needs a 'name'", at: path)
      return nil
    }
    guard tags.insert("section:" + name).inserted, !tags.contains(name) else {
      fail("the name '\(name)' is used by another question: this one is left out", at: "\(path).name")
      return nil
    }
    var section = SectionDraft(origin: path)
    section["tag"] = .string(name)
    section["header"] =
      members["title"].flatMap { text($0, at: "\(path).title", scope: scope) } ?? .string(Self.escapedBraces(name))
    if case .bool(false)? = members["visible"] {
      section.set("hidden", true, from: path, member: "visible")
    } else if let hidden = condition(members, "visibleIf", negated: true, at: path, scope: scope) {
      section.set("hidden", .string(hidden.text), from: path, member: "visibleIf", expression: hidden)
    }
    if let disabled = disabledCondition(members, at: path, scope: scope) {
      section.set("disabled", disabled.value, origin: disabled.origin)
    }
    checkSectionQuestionKeys(members, type: type, at: path)
    switch type {
    case "matrix": matrix(&section, name: name, members, at: path, scope: scope)
    case "multipletext": multipleText(&section, name: name, members, at: path, scope: scope)
    case "matrixdropdown": matrixDropdown(&section, name: name, members, at: path, scope: scope)
    case "matrixdynamic", "paneldynamic": dynamic(&section, name: name, type: type, members, at: path)
    default: break
    }
    if members.isTrue("isRequired"), type == "matrix" || type == "multipletext" {
      // One answer at least, as SurveyJS's required matrix and multiple text: the section's
      // visible rows, one of them holding a value.
      section.set("rules", [["rule": "minRows", "value": 1]], from: path, member: "isRequired")
    } else if type == "matrix" || type == "multipletext",
      let required = condition(members, "requiredIf", negated: false, at: path, scope: scope)
    {
      requireOneRow(&section, when: required.text, from: "\(path).requiredIf")
    }
    if case .string(let valueName)? = members["valueName"], !valueName.isEmpty,
      ["matrix", "multipletext", "matrixdropdown"].contains(type)
    {
      shareValue(&section, name: name, valueName: valueName, from: "\(path).valueName")
    }
    return section
  }

  /// `valueName` on a matrix or a multiple text: its answer kept under that name, its rows' and
  /// items' answers as members of it, so questions sharing the name merge their answers into one
  /// object as SurveyJS does (`{"a": {"row1": …, "row3": …}}`). A row whose member another
  /// question already writes is reported and keeps its own place.
  private mutating func shareValue(
    _ section: inout SectionDraft, name: String, valueName: String, from path: String
  ) {
    tags.insert("value-object:" + valueName.lowercased())
    guard scope.resolve(valueName) == nil, !tags.contains("value:" + valueName.lowercased()) else {
      // NB: a question answering under the name itself would collide with the members.
      fail(
        "another question keeps its answer under '\(valueName)': shared answers are not translated, this one keeps "
          + "its own", at: path)
      return
    }
    for index in section.rows.indices {
      guard case .string(let tag)? = section.rows[index].members["tag"], tag.hasPrefix(name + ".") else { continue }
      let key = valueName + tag.dropFirst(name.count)
      guard tags.insert("value:" + key.lowercased()).inserted else {
        fail(
          "another question keeps an answer under '\(key)': shared answers of one row are not translated, this one "
            + "keeps its own", at: path)
        continue
      }
      if case .object(var mapping)? = section.rows[index].members["parameter"] {
        // A date item's answer keeps its text form.
        mapping["key"] = .string(key)
        section.rows[index].set("parameter", .object(mapping), from: path)
      } else {
        section.rows[index].set("parameter", .string(key), from: path)
      }
      section.rows[index].set("source", .string(key), from: path)
    }
  }

  /// `requiredIf` on a matrix or a multiple text: one row answered at least while the condition
  /// is exactly true. Each row is required while the condition holds and every other row is
  /// empty, so the rows re-check as soon as the condition or an answer changes.
  private func requireOneRow(_ section: inout SectionDraft, when condition: String, from path: String) {
    let tags = section.rows.compactMap { row in
      if case .string(let tag)? = row.members["tag"] { tag } else { nil }
    }
    for index in section.rows.indices {
      guard section.rows[index].members["required"] != .bool(true),
        case .string(let tag)? = section.rows[index].members["tag"]
      else { continue }
      let others = tags.filter { $0 != tag }.map { "empty(\(SurveyExpressionTranslator.reference($0)))" }
      let required = (["(\(condition)) == true"] + others).joined(separator: " && ")
      section.rows[index].set("required", .string(required), from: path)
    }
  }

  private mutating func checkSectionQuestionKeys(_ members: SurveyObject, type: String, at path: String) {
    for key in ["isRequired", "requiredIf"] where members[key] != nil && members[key] != .bool(false) {
      // A required matrix or multiple text is the section's rule `minRows` 1, one on a condition
      // rows required while the others are empty (see `sectionQuestion`).
      if key == "isRequired", members[key] == .bool(true), type == "matrix" || type == "multipletext" { continue }
      if key == "requiredIf", type == "matrix" || type == "multipletext" { continue }
      if type == "matrix" || type == "multipletext" || type == "matrixdropdown" {
        fail(
          "a required \(type) (one answer at least) has no counterpart: its rows stay optional (isAllRowRequired "
            + "and items' isRequired are translated)", at: "\(path).\(key)")
      }
    }
    for key in ["defaultValueExpression", "validators", "correctAnswer", "valueName"] where members[key] != nil {
      if key == "validators", type == "multipletext" || type == "paneldynamic" || type == "matrixdynamic" { continue }
      // A matrix's or a multiple text's rows keep their answers under it (see `shareValue`).
      if key == "valueName", type == "matrix" || type == "multipletext" || type == "matrixdropdown" { continue }
      fail("'\(key)' on a \(type) is not translated", at: "\(path).\(key)")
    }
    for key in [
      "rowsVisibleIf", "columnsVisibleIf", "choicesVisibleIf", "detailPanelMode", "detailElements", "totalType",
      "valuePropertyName",
    ] where members[key] != nil {
      // A matrix's rows are known rows: each is shown on `rowsVisibleIf` (see `shownRow`).
      if key == "rowsVisibleIf", type == "matrix" || type == "matrixdropdown" { continue }
      fail("'\(key)' is not translated", at: "\(path).\(key)")
    }
    checkKeys(members, Self.sectionQuestionKeys, at: path)
  }

  /// The keys a matrix, a multiple text or a dynamic panel may have.
  static let sectionQuestionKeys = questionPresentationKeys.union([
    "rowsVisibleIf", "columnsVisibleIf", "choicesVisibleIf", "detailPanelMode", "detailElements", "totalType",
    "valuePropertyName", "correctAnswer", "valueName", "keyDuplicationError", "eachRowRequired",
  ])

  /// `matrix`: one selector a row, its value at `matrix.row` (`{"matrix": {"row": column}}`).
  private mutating func matrix(
    _ section: inout SectionDraft, name: String, _ members: SurveyObject, at path: String, scope: SurveyScope
  ) {
    var columns: [FormValue] = []
    if case .list(let items)? = members["columns"] { columns = choiceOptions(items, at: "\(path).columns") }
    guard case .list(let rows)? = members["rows"], !columns.isEmpty else {
      fail("a matrix needs rows and columns", at: path)
      return
    }
    // `eachRowRequired` is SurveyJS 2's name of `isAllRowRequired`.
    let requiredKey = members.isTrue("eachRowRequired") ? "eachRowRequired" : "isAllRowRequired"
    let required = members[requiredKey] == .bool(true)
    var defaults: [String: FormValue] = [:]
    if case .object(let value)? = members["defaultValue"] { defaults = value }
    for (index, item) in rows.enumerated() {
      let itemPath = "\(path).rows[\(index)]"
      var value: String
      var title: FormValue?
      switch item {
      case .string(let text): value = text
      case .int(let number): value = String(number)
      case .object(let object):
        switch object["value"] {
        case .string(let text)?: value = text
        case .int(let number)?: value = String(number)
        default:
          fail("a matrix row needs a 'value'", at: itemPath)
          continue
        }
        title = object["text"].flatMap { pickedText($0, at: "\(itemPath).text") }
      default:
        fail("a matrix row is a text or an object with a 'value'", at: itemPath)
        continue
      }
      guard !value.isEmpty else {
        fail("a matrix row needs a 'value'", at: itemPath)
        continue
      }
      let tag = "\(name).\(value)"
      guard tags.insert(tag).inserted else {
        fail("two rows of the matrix have the value '\(value)'", at: itemPath)
        continue
      }
      var row = RowDraft(origin: itemPath)
      row["tag"] = .string(tag)
      row["kind"] = columns.count <= 5 ? "segmented" : "selector"
      row["title"] = title ?? .string(Self.escapedBraces(value))
      row.set("options", .list(columns), from: path, member: "columns")
      if required { row.set("required", true, from: "\(path).\(requiredKey)") }
      if let chosen = defaults[value] { row.set("value", chosen, from: "\(path).defaultValue.\(value)") }
      if let policy = hiddenValue { row["hiddenValue"] = .string(policy) }
      shownRow(&row, item, value: value, members, at: itemPath, matrixPath: path, scope: scope)
      section.rows.append(row)
    }
  }

  /// `multipletext`: one text row an item, its value at `name.item`.
  private mutating func multipleText(
    _ section: inout SectionDraft, name: String, _ members: SurveyObject, at path: String, scope: SurveyScope
  ) {
    guard case .list(let items)? = members["items"] else {
      fail("a multipletext needs 'items'", at: path)
      return
    }
    var defaults: [String: FormValue] = [:]
    if case .object(let value)? = members["defaultValue"] { defaults = value }
    for (index, item) in items.enumerated() {
      let itemPath = "\(path).items[\(index)]"
      var itemMembers: [String: FormValue]
      switch item {
      case .string(let text): itemMembers = ["name": .string(text)]
      case .object(let object): itemMembers = object
      default:
        fail("an item is a text or an object with a 'name'", at: itemPath)
        continue
      }
      guard case .string(let itemName)? = itemMembers["name"], !itemName.isEmpty else {
        fail("an item needs a 'name'", at: itemPath)
        continue
      }
      let tag = "\(name).\(itemName)"
      guard tags.insert(tag).inserted else {
        fail("two items are named '\(itemName)'", at: "\(itemPath).name")
        continue
      }
      var row = RowDraft(origin: itemPath)
      row["tag"] = .string(tag)
      row["title"] =
        itemMembers["title"].flatMap { text($0, at: "\(itemPath).title", scope: scope) }
        ?? .string(Self.escapedBraces(itemName))
      var textMembers = itemMembers
      textMembers["type"] = "text"
      textMembers["defaultValue"] = defaults[itemName]
      for key in ["visibleIf", "enableIf", "requiredIf", "visible", "readOnly"] { textMembers[key] = nil }
      let textObject = SurveyObject(textMembers)
      textRow(&row, textObject, at: itemPath)
      if case .string(let placeholder)? = itemMembers["placeholder"] { row["placeholder"] = .string(placeholder) }
      common(&row, textObject, type: "text", at: itemPath, scope: scope)
      if let value = defaults[itemName] { row.set("value", value, from: "\(path).defaultValue.\(itemName)") }
      section.rows.append(row)
    }
  }

  /// `matrixdropdown`: one subform row a matrix row, its cells the columns
  /// (`{"matrix": {"row": {"column": …}}}`).
  private mutating func matrixDropdown(
    _ section: inout SectionDraft, name: String, _ members: SurveyObject, at path: String, scope: SurveyScope
  ) {
    guard case .list(let rows)? = members["rows"] else {
      fail("a matrixdropdown needs 'rows'", at: path)
      return
    }
    let cellScope = columnScope(members)
    var defaults: [String: FormValue] = [:]
    if case .object(let value)? = members["defaultValue"] { defaults = value }
    for index in rows.indices {
      let itemPath = "\(path).rows[\(index)]"
      // NB: each row read in its place: a row left out does not shift the others' texts.
      guard let value = Self.itemValues(.list([rows[index]])).first, !value.isEmpty else {
        fail("a matrix row needs a 'value'", at: itemPath)
        continue
      }
      let tag = "\(name).\(value)"
      guard tags.insert(tag).inserted else {
        fail("two rows of the matrix have the value '\(value)'", at: itemPath)
        continue
      }
      var row = RowDraft(origin: itemPath)
      row["tag"] = .string(tag)
      row["kind"] = "subform"
      if case .object(let object) = rows[index], let text = object["text"] {
        row["title"] = pickedText(text, at: "\(itemPath).text") ?? .string(Self.escapedBraces(value))
      } else {
        row["title"] = .string(Self.escapedBraces(value))
      }
      row.sections = columnSections(members, at: path, scope: cellScope)
      if let chosen = defaults[value] { row.set("value", chosen, from: "\(path).defaultValue.\(value)") }
      shownRow(&row, rows[index], value: value, members, at: itemPath, matrixPath: path, scope: scope)
      section.rows.append(row)
    }
  }

  /// A matrix row shown on its own `visibleIf` and the matrix's `rowsVisibleIf` (`{item}` the
  /// row's value), both exactly true, as SurveyJS's; hidden otherwise.
  private mutating func shownRow(
    _ row: inout RowDraft, _ item: FormValue, value: String, _ members: SurveyObject, at itemPath: String,
    matrixPath: String, scope: SurveyScope
  ) {
    var own: FormValue?
    var itemValue = item
    if case .object(let object) = item {
      own = object["visibleIf"]
      itemValue = object["value"] ?? .string(value)
    }
    guard own != nil || members["rowsVisibleIf"] != nil,
      let shown = choiceCondition(
        value: itemValue, own: own, shared: members["rowsVisibleIf"], at: itemPath,
        sharedPath: matrixPath, scope: scope, keys: ("visibleIf", "rowsVisibleIf"))
    else { return }
    let origin = own != nil ? "\(itemPath).visibleIf" : "\(matrixPath).rowsVisibleIf"
    row.set("hidden", .string("(\(shown)) != true"), from: origin)
  }

  /// `matrixdynamic` and `paneldynamic`: a multivalued section of subform rows, its value a
  /// list of objects, as SurveyJS's.
  private mutating func dynamic(
    _ section: inout SectionDraft, name: String, type: String, _ members: SurveyObject, at path: String
  ) {
    var template = RowDraft(origin: path)
    template["kind"] = "subform"
    var multivalued: [String: FormValue] = [:]
    if type == "paneldynamic" {
      var scope = SurveyScope()
      scope.templatePrefix = "panel"
      var elements: [FormValue] = []
      if case .list(let list)? = members["templateElements"] { elements = list }
      let outerTags = tags
      tags = []
      declare(elements, into: &scope)
      template.sections = layout(elements, at: "\(path).templateElements", context: LayoutContext(scope: scope))
      tags = outerTags
      let title = members["templateTitle"] ?? members["title"] ?? .string(name)
      template["title"] = pickedText(title, at: "\(path).templateTitle") ?? .string(Self.escapedBraces(name))
      if let add = members["panelAddText"], let text = pickedText(add, at: "\(path).panelAddText") {
        multivalued["addTitle"] = text.plainString
      }
      multivalued["values"] = entries(members, countKey: "panelCount", defaultCount: 0)
      countBounds(members, minimum: "minPanelCount", maximum: "maxPanelCount", at: path, into: &multivalued)
      multivalued["options"] = options(members, add: "allowAddPanel", remove: "allowRemovePanel")
    } else {
      let scope = columnScope(members)
      template.sections = columnSections(members, at: path, scope: scope)
      template["title"] = "Row"
      if let add = members["addRowText"], let text = pickedText(add, at: "\(path).addRowText") {
        multivalued["addTitle"] = text.plainString
      }
      multivalued["values"] = entries(members, countKey: "rowCount", defaultCount: 2)
      countBounds(members, minimum: "minRowCount", maximum: "maxRowCount", at: path, into: &multivalued)
      multivalued["options"] = options(members, add: "allowAddRows", remove: "allowRemoveRows")
    }
    section.template = template
    section.set("multivalued", .object(multivalued), from: path)
    if case .bool(true)? = members["isRequired"] {
      section.set("rules", [["rule": "minRows", "value": 1]], from: path, member: "isRequired")
    }
  }

  /// The least and most entries (`minRowCount`, `maxRowCount`…) as `minRows` and `maxRows`; a
  /// minimum over the maximum, which no list could pass, is a problem and left out, and a start
  /// count over the maximum starts at the maximum.
  private mutating func countBounds(
    _ members: SurveyObject, minimum: String, maximum: String, at path: String,
    into multivalued: inout [String: FormValue]
  ) {
    var high: Int?
    if case .int(let count)? = members[maximum], count >= 0 {
      high = count
      multivalued["maxRows"] = .int(count)
    }
    // A start count over the maximum starts at the maximum, as SurveyJS's does (a saved
    // `defaultValue` is data: it is kept, and the form reports it).
    if let high, members["defaultValue"] == nil, case .list(let values)? = multivalued["values"], values.count > high {
      multivalued["values"] = .list(Array(values.prefix(high)))
    }
    guard case .int(let low)? = members[minimum], low > 0 else { return }
    if let high, low > high {
      fail(
        "'\(minimum)' \(low) is more than '\(maximum)' \(high): no list could pass, the minimum is left out",
        at: "\(path).\(minimum)")
      return
    }
    multivalued["minRows"] = .int(low)
  }

  private func options(_ members: SurveyObject, add: String, remove: String) -> FormValue {
    var options: [FormValue] = []
    if members[add] != .bool(false) { options.append("insert") }
    if members[remove] != .bool(false) { options.append("delete") }
    return .list(options)
  }

  /// The entries a dynamic question starts with: its default value, or as many empty ones as
  /// its count says.
  private func entries(_ members: SurveyObject, countKey: String, defaultCount: Int) -> FormValue {
    if case .list(let values)? = members["defaultValue"] { return .list(values) }
    var count = defaultCount
    if case .int(let declared)? = members[countKey] { count = max(0, min(declared, 100)) }
    return .list(Array(repeating: .object([:]), count: count))
  }

  /// The names a matrix's cells read: the other columns of their row, as `{row.column}`.
  private mutating func columnScope(_ members: SurveyObject) -> SurveyScope {
    var scope = SurveyScope()
    scope.templatePrefix = "row"
    for column in Self.itemNames(members["columns"]) {
      scope.declare(column, as: SurveyName(tag: column, shape: .value))
    }
    return scope
  }

  /// A matrix's columns as the rows of one section: each column a question of its `cellType`
  /// (the matrix's by default, a dropdown of the matrix's `choices` unless it says otherwise).
  private mutating func columnSections(_ members: SurveyObject, at path: String, scope: SurveyScope)
    -> [SectionDraft]
  {
    guard case .list(let columns)? = members["columns"] else {
      fail("a matrix needs 'columns'", at: path)
      return []
    }
    let matrixType = members["cellType"].flatMap { if case .string(let s) = $0 { s } else { nil } } ?? "dropdown"
    var elements: [FormValue] = []
    for column in columns {
      guard case .object(var object) = column else {
        elements.append(
          .object(["type": .string(matrixType), "name": column, "choices": members["choices"] ?? .list([])]))
        continue
      }
      var type = object["cellType"].flatMap { if case .string(let s) = $0 { s } else { nil } } ?? matrixType
      if type == "default" { type = matrixType }
      object["cellType"] = nil
      object["type"] = .string(type)
      if ["dropdown", "checkbox", "radiogroup", "tagbox"].contains(type), object["choices"] == nil {
        object["choices"] = members["choices"] ?? .list([])
      }
      for key in ["minWidth", "width", "totalType", "totalDisplayStyle", "showInMultipleColumns"] { object[key] = nil }
      elements.append(.object(object))
    }
    let outerTags = tags
    tags = []
    let sections = layout(elements, at: "\(path).columns", context: LayoutContext(scope: scope))
    tags = outerTags
    return sections
  }
}

extension FormValue {
  /// A text value's string (the first language's for a localized one).
  var plainString: FormValue {
    if case .object(let variants) = self, let first = variants.keys.sorted().first { return variants[first] ?? self }
    return self
  }
}
