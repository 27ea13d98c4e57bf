import FormworkCore
import Foundation

extension FormSchema {
  /// The JSON Schema (draft 2020-12) of the form schema format, version ``formatVersion``: what
  /// `formwork schema` prints and `Schemas/formwork-1.schema.json` holds, for editors'
  /// completion and backends' validation before they deploy.
  ///
  /// It is made from the reader's own tables (kinds, rule names, enumerations), so it cannot
  /// drift from what the reader accepts. A few mistakes only the reader finds: names the app's
  /// registry does not know, expressions (unknown rows, types, cycles), duplicate tags, a slider
  /// value outside its bounds.
  ///
  /// ```json
  /// { "$schema": "https://formwork.invalid/schemas/formwork-1.schema.json", "formwork": 1, "sections": [] }
  /// ```
  public static var jsonSchema: String { JSONSchemaDocument.document.jsonString(pretty: true) + "\n" }
}

/// The pieces of ``FormSchema/jsonSchema``, one small literal each.
enum JSONSchemaDocument {
  static let identifier = "https://formwork.invalid/schemas/formwork-1.schema.json"

  static var document: FormValue {
    [
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": .string(identifier),
      "title": "Formwork form schema, format version 1",
      "description": .string(
        "A form Formwork builds from JSON: sections (or pages) of rows, conditions in Formwork's expression "
          + "language, validation rules, and names the app registers (custom kinds, rules, option loaders, "
          + "button actions)."),
      "type": "object",
      "properties": .object(topProperties),
      "additionalProperties": false,
      "oneOf": [["required": ["sections"]], ["required": ["pages"]]],
      "$defs": .object(definitions),
    ]
  }

  /// The expression language in one paragraph, its functions listed from the binder's own table.
  static var expressionDescription: String {
    "An expression in Formwork's language, checked when the form is built: rows by tag, `$ctx.name`, "
      + "`tag.hidden`, operators `?: || && ! == != < <= > >= in + - * / %`. Functions: "
      + FormExpression.functionNames.map { $0 + "()" }.joined(separator: ", ")
      + ". `iif(cond, a, b)` is `cond ? a : b`; `today()` and `age(birth)` read the form's clock; "
      + "`sum count min max avg` of a multivalued section's column (`sum(lines.price)`) aggregate its rows."
  }

  static var topProperties: [String: FormValue] {
    [
      "$schema": ["type": "string"],
      "formwork": [
        "description": "The format version; absent means 1. A newer version is refused by name.",
        "const": .int(FormSchema.formatVersion),
      ],
      "title": ref("text"),
      "context": ["type": "object", "description": "Values conditions read as $ctx.name."],
      "readOnly": ["type": "boolean"],
      "editable": ref("tags"),
      "locked": ref("tags"),
      "sections": ["type": "array", "items": ref("section")],
      "pages": ["type": "array", "minItems": 1, "items": ref("page")],
    ]
  }

  static var definitions: [String: FormValue] {
    [
      "text": text,
      "tags": ["type": "array", "items": ["type": "string"]],
      "condition": [
        "description": "true, false, or an expression: `kind == 'company' && income > 0`.",
        "type": ["boolean", "string"],
      ],
      "expression": [
        "type": "string", "minLength": 1,
        "description": .string(expressionDescription),
        "examples": [
          "kind == 'company' && income > 0", "income > 50000 ? 'high' : 'standard'", "age(birth) >= 18",
          "sum(lines.quantity * lines.price)",
        ],
      ],
      "page": page,
      "section": section,
      "multivalued": multivalued,
      "selectable": selectable,
      "swipeActions": swipeActions,
      "row": row,
      "rowBody": rowBody,
      "option": option,
      "trigger": trigger,
      "options": options,
      "rule": rule,
      "sectionRule": sectionRule,
      "parameter": parameter,
      "transform": transform,
    ]
  }

  static func ref(_ name: String) -> FormValue { ["$ref": .string("#/$defs/\(name)")] }

  static func strings(_ names: some Sequence<String>) -> FormValue { .list(names.map(FormValue.string)) }

  static func enumeration<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type) -> FormValue
  where Choice.RawValue == String {
    ["enum": strings(type.allCases.map(\.rawValue))]
  }

  /// Human-readable text: a string (`{tag}` reads a row, `{{`/`}}` are braces), or the same
  /// per language tag.
  static var text: FormValue {
    [
      "description": .string(
        "Text shown to people: a string, where {tag} shows a row's value and {{ and }} are literal braces, "
          + "or an object of language tags to strings, picked by the form's locale."),
      "oneOf": [
        ["type": "string"],
        [
          "type": "object", "minProperties": 1,
          "propertyNames": ["pattern": "^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$"],
          "additionalProperties": ["type": "string"],
        ],
      ],
    ]
  }

  static var page: FormValue {
    [
      "type": "object",
      "properties": [
        "title": ref("text"), "tag": ["type": "string"], "hidden": ref("condition"),
        "sections": ["type": "array", "items": ref("section")],
      ],
      "required": ["title", "sections"],
      "additionalProperties": false,
    ]
  }

  static var section: FormValue {
    [
      "type": "object",
      "properties": [
        "tag": ["type": "string"], "header": ref("text"), "footer": ref("text"), "hidden": ref("condition"),
        "disabled": ref("condition"), "rows": ["type": "array", "items": ref("row")],
        "multivalued": ref("multivalued"), "selectable": ref("selectable"),
        "rules": ["type": "array", "items": ref("sectionRule")],
      ],
      "additionalProperties": false,
      "dependentRequired": ["multivalued": ["tag"], "selectable": ["tag"]],
      "if": ["required": ["multivalued"]],
      "then": ["not": ["required": ["rows"]]],
    ]
  }

  static var multivalued: FormValue {
    [
      "type": "object",
      "properties": [
        "template": ref("rowBody"),
        "values": ["type": "array"],
        "options": ["type": "array", "uniqueItems": true, "items": ["enum": ["insert", "delete", "reorder"]]],
        "addTitle": ref("text"),
        "addRow": [
          "type": "object",
          "description": "The Add row's looks: its title (a text), its style name and height.",
          "properties": [
            "title": ref("text"), "style": ["type": "string"], "height": ["type": "number", "minimum": 0],
          ],
          "additionalProperties": false,
        ],
        "entryTitle": [
          "type": "string",
          "description":
            "Each entry's title, where {n} is its position from 1 (\"Stop {n}\"), kept right as entries move.",
        ],
        "minRows": [
          "type": "integer", "minimum": 0,
          "description": "The fewest entries the list must hold to submit (a minRows section rule).",
        ],
        "maxRows": [
          "type": "integer", "minimum": 0,
          "description": "The most rows the list holds: its Add row is disabled once full (a maxRows section rule).",
        ],
      ],
      "required": ["template"],
      "additionalProperties": false,
    ]
  }

  static var swipeActions: FormValue {
    let action: FormValue = [
      "type": "object",
      "properties": [
        "title": ref("text"),
        "action": ["type": "string", "description": "An action the app registers (the buttons' actions)."],
        "style": ["enum": ["normal", "destructive"]],
        "image": ["type": "string", "description": "A system image's name."],
        "changesRow": [
          "type": "boolean",
          "description": "Whether it changes its row (the default): refused on a row the user cannot edit.",
        ],
      ],
      "required": ["title", "action"],
      "additionalProperties": false,
    ]
    return [
      "type": "object",
      "description": "Actions a swipe on the row reveals, from each edge, first to last from the edge inward.",
      "properties": [
        "leading": ["type": "array", "items": action],
        "trailing": ["type": "array", "items": action],
        "allowsFullSwipe": ["type": "boolean", "description": "Whether a full swipe performs the first action."],
      ],
      "additionalProperties": false,
    ]
  }

  static var selectable: FormValue {
    [
      "type": "object",
      "description": "A radio list (one choice) or, with multiple, a checklist: a check row per option.",
      "properties": [
        "options": ["type": "array", "minItems": 1, "items": ref("option")],
        "multiple": ["type": "boolean"],
        "deselectable": ["type": "boolean"],
        "value": [:],
      ],
      "required": ["options"],
      "additionalProperties": false,
    ]
  }

  static var kindNames: [String] { SchemaKinds.builtInNames }
  static var choiceKinds: [String] { kindNames.filter { $0.hasPrefix("selector") || $0.hasPrefix("multipleSelector") } }
  static var noInputKinds: [String] { ["info", "label", "button"] }
  static var textKinds: [String] { ["text", "name", "email", "password", "phone", "url", "textArea"] }

  static func when(kindIn kinds: [String], then: FormValue) -> FormValue {
    ["if": ["properties": ["kind": ["enum": strings(kinds)]], "required": ["kind"]], "then": then]
  }

  static func unless(kindIn kinds: [String], forbidden keys: [String]) -> FormValue {
    [
      "if": ["properties": ["kind": ["not": ["enum": strings(kinds)]]], "required": ["kind"]],
      "then": ["not": ["anyOf": .list(keys.map { ["required": [.string($0)]] })]],
    ]
  }

  /// A row in a section: a row that takes input needs a tag (its value is read by it).
  static var row: FormValue {
    [
      "allOf": [
        ref("rowBody"),
        [
          "if": ["properties": ["kind": ["not": ["enum": strings(noInputKinds)]]], "required": ["kind"]],
          "then": ["required": ["tag"]],
        ],
      ]
    ]
  }

  static var rowProperties: [String: FormValue] {
    let number: FormValue = ["type": "number"]
    let string: FormValue = ["type": "string"]
    return [
      "tag": string,
      "kind": [
        "anyOf": [
          ["enum": strings(kindNames)],
          ["type": "string", "pattern": "^custom:[A-Za-z0-9_.-]+$", "description": "A kind the app registers."],
        ]
      ],
      "title": ref("text"), "value": [:], "placeholder": ref("text"), "noValueText": ref("text"),
      "keyboard": enumeration(KeyboardKind.self), "contentType": string,
      "autocapitalization": enumeration(Autocapitalization.self), "autocorrection": ["type": "boolean"],
      "returnKey": enumeration(ReturnKey.self), "maxCharacters": ["type": "integer", "minimum": 0],
      "minimumDate": string, "maximumDate": string,
      "minuteInterval": ["enum": [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30]],
      "titleWidthShare": ["type": "number", "minimum": 0, "maximum": 1],
      "selectorTitle": ref("text"), "searchable": ["type": "boolean"], "selectAll": ref("text"), "height": number,
      "style": string,
      "mask": [
        "type": "string", "pattern": "[#A*]", "description": "# a digit, A a letter, * either; the rest is inserted.",
      ],
      "liveFormat": [
        "oneOf": [
          ["enum": ["cardNumber"]],
          [
            "type": "object", "additionalProperties": false, "required": ["currency"],
            "properties": ["currency": ["type": "string", "pattern": "^[A-Za-z]{3}$"]],
          ],
          [
            "type": "object", "additionalProperties": false, "required": ["groupedDecimal"],
            "properties": ["groupedDecimal": ["type": "integer", "minimum": 0, "maximum": 10]],
          ],
        ]
      ],
      "minimum": number, "maximum": number, "step": ["type": "number", "exclusiveMinimum": 0],
      "steps": ["type": "integer", "minimum": 0], "wraps": ["type": "boolean"],
      "options": ref("options"),
      "columns": [
        "type": "array", "minItems": 1,
        "description": "The columns of a columnPicker row, left to right; its value lists one option's value a column.",
        "items": [
          "type": "object",
          "properties": [
            "title": string, "options": ["type": "array", "minItems": 1, "items": ref("option")],
            "following": [
              "type": "array", "minItems": 1,
              "description": "A column after the first whose options follow the previous column's choice.",
              "items": [
                "type": "object",
                "properties": [
                  "after": ["type": ["string", "number", "boolean"]],
                  "options": ["type": "array", "minItems": 1, "items": ref("option")],
                ],
                "required": ["after", "options"], "additionalProperties": false,
              ],
            ],
          ],
          "oneOf": [["required": ["options"]], ["required": ["following"]]], "additionalProperties": false,
        ],
      ],
      "triggers": ["type": "array", "items": ref("trigger")], "hidden": ref("condition"),
      "disabled": ref("condition"),
      "required": ref("condition"), "rules": ["type": "array", "items": ref("rule")],
      "validateOn": enumeration(ValidationTrigger.self), "parameter": ref("parameter"), "source": string,
      "hiddenValue": enumeration(HiddenValuePolicy.self), "disabledValue": enumeration(DisabledValuePolicy.self),
      "action": ["type": "string", "description": "A button action the app registers."],
      "swipeActions": ref("swipeActions"),
      "formatter": ["type": "string", "description": "A value formatter the app registers."],
      "disabledReason": ref("text"), "marksRequired": ["type": "boolean"],
      "disabledUntilValid": ["type": "boolean", "description": "Disabled until the whole form is valid."],
      "sections": ["type": "array", "items": ref("section"), "description": "The nested form of a subform row."],
      "computed": [
        "$ref": "#/$defs/expression",
        "description":
          "A read-only value computed from other rows: `price * quantity`, `sum(lines.quantity * lines.price)`.",
      ],
      "defaultExpression": [
        "$ref": "#/$defs/expression", "description": "The initial value, computed when the form is built.",
      ],
    ]
  }

  /// A row's keys and the rules between its kind and its keys.
  static var rowBody: FormValue {
    [
      "type": "object",
      "properties": .object(rowProperties),
      "required": ["kind"],
      "additionalProperties": false,
      "allOf": .list(rowKindRules),
    ]
  }

  static var rowKindRules: [FormValue] {
    [
      when(kindIn: choiceKinds + ["segmented", "ranking"], then: ["required": ["options"]]),
      unless(kindIn: choiceKinds + ["segmented", "ranking"], forbidden: ["options"]),
      when(kindIn: ["segmented"], then: ["properties": ["options": ["type": "array"]]]),
      // A ranking orders the options it lists or another row's (`from`), never loaded ones.
      when(
        kindIn: ["ranking"], then: ["properties": ["options": ["not": ["type": "object", "required": ["loader"]]]]]),
      unless(kindIn: ["stepper", "slider"], forbidden: ["minimum", "maximum"]),
      unless(kindIn: ["stepper"], forbidden: ["step", "wraps"]),
      unless(kindIn: ["slider"], forbidden: ["steps"]),
      unless(kindIn: ["button"], forbidden: ["action"]),
      ["not": ["required": ["disabled", "disabledUntilValid"]]],
      when(kindIn: ["button", "label"], then: ["not": ["required": ["value"]]]),
      when(kindIn: ["columnPicker"], then: ["required": ["columns"]]),
      unless(kindIn: ["columnPicker"], forbidden: ["columns"]),
      when(kindIn: ["columnPicker"], then: ["properties": ["value": ["type": ["array", "null"]]]]),
      when(kindIn: ["subform"], then: ["required": ["sections"]]),
      unless(kindIn: ["subform"], forbidden: ["sections"]),
      when(kindIn: textKinds, then: ["properties": ["value": ["type": ["string", "null"]]]]),
      when(kindIn: ["integer"], then: ["properties": ["value": ["type": ["integer", "null"]]]]),
      when(kindIn: ["switch", "check"], then: ["properties": ["value": ["type": ["boolean", "null"]]]]),
      when(kindIn: ["stepper", "slider"], then: ["properties": ["value": ["type": ["number", "null"]]]]),
      when(
        kindIn: kindNames.filter { $0.hasPrefix("multipleSelector") } + ["ranking"],
        then: ["properties": ["value": ["type": ["array", "null"]]]]),
    ]
  }

  static var option: FormValue {
    [
      "type": "object",
      "properties": [
        "value": ["type": ["number", "string", "boolean"]], "title": ref("text"), "group": ["type": "string"],
        "shownWhen": ref("condition"), "enabledWhen": ref("condition"),
      ],
      "required": ["value"],
      "additionalProperties": false,
    ]
  }

  /// A row's trigger: a condition and one action.
  static var trigger: FormValue {
    [
      "type": "object",
      "properties": [
        "when": ref("condition"), "set": [:], "setExpression": ["type": "string"], "reset": ["const": true],
        "showPage": ["const": true], "complete": ["const": true],
      ],
      "required": ["when"],
      "oneOf": [
        ["required": ["set"]], ["required": ["setExpression"]], ["required": ["reset"]], ["required": ["showPage"]],
        ["required": ["complete"]],
      ],
      "additionalProperties": false,
    ]
  }

  /// A list of options whose values share one type, a loader the app registers, or another
  /// row's options (`{"from": tag, "mode": "selected"}`).
  static var options: FormValue {
    func list(of type: FormValue) -> FormValue {
      ["type": "array", "minItems": 1, "items": ["properties": ["value": ["type": type]]]]
    }
    return [
      "oneOf": [
        [
          "allOf": [
            ["type": "array", "items": ref("option")],
            ["anyOf": [list(of: "number"), list(of: "string"), list(of: "boolean")]],
          ]
        ],
        [
          "type": "object", "properties": ["loader": ["type": "string"]], "required": ["loader"],
          "additionalProperties": false,
        ],
        [
          "type": "object",
          "properties": [
            "from": ["type": "string"], "mode": ["enum": .list(CopiedOptions.allCases.map { .string($0.rawValue) })],
          ],
          "required": ["from"], "additionalProperties": false,
        ],
      ]
    ]
  }

  /// Rules: a name, or `{rule, value, message, severity}`; built-in rules' arguments are typed.
  static var rule: FormValue {
    let takingArguments = [
      "minLength", "maxLength", "length", "minCount", "maxCount", "pattern", "greaterThan", "atLeast", "lessThan",
      "atMost", "equalTo", "oneOf", "expression",
    ]
    return [
      "oneOf": [
        [
          "type": "string", "not": ["enum": strings(takingArguments)],
          "description": "A rule without an argument: built in, or registered by the app.",
        ],
        [
          "type": "object",
          "properties": [
            "rule": ["type": "string"], "value": [:], "message": ref("text"),
            "severity": enumeration(ValidationSeverity.self), "allowWhitespace": ["type": "boolean"],
            "schemeRequired": ["type": "boolean"],
          ],
          "required": ["rule"],
          "additionalProperties": false,
          "allOf": .list(ruleArguments),
        ],
      ]
    ]
  }

  /// Section rules: `minRows`/`maxRows` with a count, or a name the app registered.
  static var sectionRule: FormValue {
    let count: FormValue = ["type": "integer", "minimum": 0]
    return [
      "oneOf": [
        [
          "type": "string", "not": ["enum": strings(SchemaRules.sectionNames)],
          "description": "A section rule the app registered (minRows and maxRows need a value).",
        ],
        [
          "type": "object",
          "properties": [
            "rule": ["type": "string"], "value": [:], "message": ref("text"),
            "severity": enumeration(ValidationSeverity.self),
          ],
          "required": ["rule"],
          "additionalProperties": false,
          "if": ["properties": ["rule": ["enum": strings(SchemaRules.sectionNames)]], "required": ["rule"]],
          "then": ["properties": ["value": count], "required": ["value"]],
          "else": ["not": ["required": ["value"]]],
        ],
      ]
    ]
  }

  static var ruleArguments: [FormValue] {
    func argument(_ names: [String], _ value: FormValue) -> FormValue {
      [
        "if": ["properties": ["rule": ["enum": strings(names)]], "required": ["rule"]],
        "then": ["properties": ["value": value], "required": ["value"]],
      ]
    }
    let count: FormValue = ["type": "integer", "minimum": 0]
    return [
      argument(["minLength", "maxLength", "minCount", "maxCount"], count),
      argument(
        ["length"],
        ["oneOf": [count, ["type": "array", "prefixItems": [count, count], "minItems": 2, "maxItems": 2]]]),
      argument(["pattern", "equalTo", "expression"], ["type": "string"]),
      argument(["greaterThan", "atLeast", "lessThan", "atMost"], ["type": ["number", "string"]]),
      argument(["oneOf"], ["type": "array"]),
    ]
  }

  static var parameter: FormValue {
    [
      "oneOf": [
        ["type": "string"],
        ["const": false],
        [
          "type": "object",
          "properties": [
            "key": ["type": "string"], "transforms": ["type": "array", "items": ref("transform")],
            "omitWhen": ["type": "array", "items": enumeration(ParameterOmission.self)],
          ],
          "required": ["key"],
          "additionalProperties": false,
        ],
      ]
    ]
  }

  static var transform: FormValue {
    [
      "oneOf": [
        ["enum": ["trim", "digits", "cents", "boolAsInt"]],
        [
          "type": "object", "properties": ["datePattern": ["type": "string"], "timeZone": ["type": "string"]],
          "required": ["datePattern"], "additionalProperties": false,
        ],
        [
          "type": "object", "properties": ["join": ["type": "string"]], "required": ["join"],
          "additionalProperties": false,
        ],
      ]
    ]
  }
}
