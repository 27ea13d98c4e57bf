import Formwork
import Foundation

/// Triggers: the survey's `triggers` and a question's `setValueIf`, `setValueExpression` and
/// `resetValueIf`, as triggers of the row they change (Formwork's `"triggers"`).
extension SurveyJSConverter {
  /// Adds a trigger to `row`: `when` (translated, exactly true) and one action, each placed at
  /// its survey path so a part the form refuses is left out alone.
  mutating func addTrigger(
    to row: inout RowDraft, when condition: TranslatedExpression, from conditionPath: String,
    action: [String: FormValue], actionOrigin: SurveyOrigin? = nil, at path: String
  ) {
    var triggers: [FormValue] = []
    if case .list(let existing)? = row["triggers"] { triggers = existing }
    let index = triggers.count
    var trigger = action
    trigger["when"] = .string(condition.text)
    triggers.append(.object(trigger))
    row["triggers"] = .list(triggers)
    row.keyOrigins["triggers[\(index)]"] = SurveyOrigin(path: path)
    row.keyOrigins["triggers[\(index)].when"] = SurveyOrigin(path: conditionPath, expression: condition)
    if let actionOrigin { row.keyOrigins["triggers[\(index)].setExpression"] = actionOrigin }
  }

  /// A question's `setValueIf` with `setValueExpression`, and `resetValueIf`.
  mutating func questionTriggers(
    _ row: inout RowDraft, _ members: SurveyObject, at path: String, scope: SurveyScope
  ) {
    if let when = condition(members, "setValueIf", negated: false, at: path, scope: scope) {
      if let value = expression(members, "setValueExpression", at: path, scope: scope) {
        addTrigger(
          to: &row, when: when, from: "\(path).setValueIf", action: ["setExpression": .string(value.text)],
          actionOrigin: SurveyOrigin(path, member: "setValueExpression", expression: value), at: "\(path).setValueIf")
      } else if members["setValueExpression"] == nil {
        fail("setValueIf without setValueExpression sets nothing", at: "\(path).setValueIf")
      }
    } else if members["setValueExpression"] != nil, members["setValueIf"] == nil {
      fail(
        "setValueExpression without setValueIf is not translated: the value is set only when a condition becomes "
          + "true here", at: "\(path).setValueExpression")
    }
    if let when = condition(members, "resetValueIf", negated: false, at: path, scope: scope) {
      addTrigger(
        to: &row, when: when, from: "\(path).resetValueIf", action: ["reset": true], at: "\(path).resetValueIf")
    }
  }

  /// The survey's `triggers`, each added to the row it changes (`setToName`, `gotoName`).
  mutating func surveyTriggers(_ items: [FormValue], into sections: inout [[SectionDraft]]) {
    for (index, item) in items.enumerated() {
      let path = "$.triggers[\(index)]"
      guard case .object(let members) = item else {
        fail("expected a trigger object", at: path)
        continue
      }
      let type = members["type"].flatMap { if case .string(let s) = $0 { s.lowercased() } else { nil } } ?? ""
      func name(_ key: String) -> String? {
        if case .string(let name)? = members[key] { return name }
        return nil
      }
      let targetKey = type == "skip" ? "gotoName" : "setToName"
      switch type {
      case "setvalue", "copyvalue", "runexpression", "skip": break
      case "complete":
        completeTrigger(members, at: path, into: &sections)
        continue
      default:
        fail("the '\(type)' trigger is not translated", at: "\(path).type")
        continue
      }
      guard let target = name(targetKey) else {
        fail(
          type == "runexpression"
            ? "a runexpression trigger without setToName changes nothing here: not translated"
            : "the trigger needs '\(targetKey)'", at: path)
        continue
      }
      guard let resolved = scope.resolve(target), !resolved.isMultivalued else {
        fail("\(targetKey) names '\(target)', which is no question this form has here", at: "\(path).\(targetKey)")
        continue
      }
      guard let when = condition(SurveyObject(members), "expression", negated: false, at: path, scope: scope) else {
        if members["expression"] == nil { fail("the trigger needs an 'expression'", at: path) }
        continue
      }
      var action: [String: FormValue] = [:]
      var actionOrigin: SurveyOrigin?
      switch type {
      case "setvalue":
        let value = members["setValue"] ?? .null
        action = value.isNull ? ["reset": true] : ["set": value]
      case "copyvalue":
        guard let source = name("fromName"), let from = scope.resolve(source), !from.isMultivalued else {
          fail("the copyvalue trigger needs 'fromName', a question this form has", at: "\(path).fromName")
          continue
        }
        action = ["setExpression": .string(SurveyExpressionTranslator.reference(from.tag))]
      case "runexpression":
        guard let value = expression(SurveyObject(members), "runExpression", at: path, scope: scope) else { continue }
        action = ["setExpression": .string(value.text)]
        actionOrigin = SurveyOrigin(path, member: "runExpression", expression: value)
      default:
        action = ["showPage": true]
      }
      guard
        Self.updateRow(
          resolved.tag, in: &sections,
          { row in
            addTrigger(
              to: &row, when: when, from: "\(path).expression", action: action, actionOrigin: actionOrigin, at: path)
          })
      else {
        fail("\(targetKey) names '\(target)', which is no question this form has here", at: "\(path).\(targetKey)")
        continue
      }
    }
  }

  /// A `complete` trigger: SurveyJS checks it when Next leaves a page holding a question its
  /// expression reads. It becomes a `"complete": true` trigger of the first such question of
  /// each page (Formwork's Next ends the form while a trigger of the page holds).
  private mutating func completeTrigger(
    _ members: [String: FormValue], at path: String, into sections: inout [[SectionDraft]]
  ) {
    guard
      let when = condition(
        SurveyObject(members), "expression", negated: false, at: path, scope: scope, recordingReads: true)
    else {
      if members["expression"] == nil { fail("the trigger needs an 'expression'", at: path) }
      return
    }
    var added = false
    for page in sections.indices {
      search: for section in sections[page].indices {
        for row in sections[page][section].rows.indices {
          guard case .string(let tag)? = sections[page][section].rows[row]["tag"], when.reads.contains(tag) else {
            continue
          }
          addTrigger(
            to: &sections[page][section].rows[row], when: when, from: "\(path).expression",
            action: ["complete": true], at: path)
          added = true
          break search
        }
      }
    }
    if !added {
      fail(
        "the complete trigger reads no question of a page: it would never be checked by Next",
        at: "\(path).expression")
    }
  }

  /// Changes the row tagged `tag` among the pages' sections; returns whether there is one.
  private static func updateRow(
    _ tag: String, in pages: inout [[SectionDraft]], _ change: (inout RowDraft) -> Void
  ) -> Bool {
    for page in pages.indices {
      for section in pages[page].indices {
        if let row = pages[page][section].rows.firstIndex(where: { $0["tag"] == .string(tag) }) {
          change(&pages[page][section].rows[row])
          return true
        }
      }
    }
    return false
  }
}
