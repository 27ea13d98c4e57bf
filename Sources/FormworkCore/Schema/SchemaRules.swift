import Foundation

/// Reads validation rules from a schema, typed by the row's value type so a schema rule is the
/// same rule a Swift definition would get.
enum SchemaRules {
  static let names = [
    "required", "minLength", "maxLength", "length", "minCount", "maxCount", "pattern", "email", "url",
    "greaterThan", "atLeast", "lessThan", "atMost", "equalTo", "oneOf",
  ]

  static func rule(
    _ value: FormValue, valueType: any FormValueConvertible.Type, at path: String, reader: inout SchemaReader
  ) -> AnyRule? {
    var members: [String: FormValue]
    switch value {
    case .string(let name): members = ["rule": .string(name)]
    default:
      guard
        let object = reader.object(
          value, at: path, allowed: ["rule", "value", "message", "severity", "allowWhitespace", "schemeRequired"])
      else { return nil }
      members = object
    }
    guard let name = reader.string(members, "rule", at: path) else {
      reader.fail("a rule needs a 'rule' name", at: path)
      return nil
    }
    let argument = members["value"] ?? .null
    let argumentPath = "\(path).value"
    var made: AnyRule?
    switch name {
    case "required":
      made =
        Rule<FormValue>.required(allowingWhitespace: reader.bool(members, "allowWhitespace", at: path) ?? false).erased
    case "minLength", "maxLength", "length", "pattern", "email", "url":
      guard valueType == String.self else {
        reader.fail("'\(name)' applies to text rows", at: "\(path).rule")
        return nil
      }
      made = textRule(name, argument, members, at: path, reader: &reader)
    case "minCount", "maxCount":
      guard case .list = valueType.formValueType else {
        reader.fail("'\(name)' applies to multiple selectors", at: "\(path).rule")
        return nil
      }
      guard case .int(let count) = argument, count >= 0 else {
        reader.fail("expected a whole number", at: argumentPath)
        return nil
      }
      made = name == "minCount" ? Rule<[FormValue]>.minCount(count).erased : Rule<[FormValue]>.maxCount(count).erased
    case "greaterThan", "atLeast", "lessThan", "atMost":
      made = comparison(name, argument, valueType: valueType, at: argumentPath, reader: &reader)
    case "equalTo":
      guard case .string(let tag) = argument else {
        reader.fail("expected the tag of another row", at: argumentPath)
        return nil
      }
      made = equalTo(tag, valueType)
    case "oneOf":
      guard case .list(let allowed) = argument else {
        reader.fail("expected a list of values", at: argumentPath)
        return nil
      }
      var normalized: [FormValue] = []
      for (index, item) in allowed.enumerated() {
        do {
          normalized.append(try item.isNull ? .null : valueType.init(formValue: item).formValue)
        } catch {
          reader.fail(Form.message(of: error), at: "\(argumentPath)[\(index)]")
        }
      }
      made = Rule<FormValue>.oneOf(normalized).erased
    default:
      guard let entry = reader.registry.rules[name] else {
        let hint = SchemaReader.hint(for: name, among: names + reader.registry.ruleNames, maximumDistance: 2)
        let registered = reader.registry.ruleNames
        let list = registered.isEmpty ? "" : "; registered rules: \(registered.joined(separator: ", "))"
        reader.fail("unknown rule '\(name)'\(hint)\(list)", at: "\(path).rule")
        return nil
      }
      made = registeredRule(name, entry, argument: members["value"], valueType: valueType, at: path, reader: &reader)
    }
    guard var rule = made else { return nil }
    if let message = reader.text(members, "message", at: path) { rule.setMessage(message) }
    if let severity = reader.choice(members, "severity", at: path, as: ValidationSeverity.self) {
      rule.severity = severity
    }
    return rule
  }

  /// A rule the app registered, checked against the row's type and its argument.
  private static func registeredRule(
    _ name: String, _ entry: FormSchemaRegistry.RuleEntry, argument: FormValue?,
    valueType: any FormValueConvertible.Type, at path: String, reader: inout SchemaReader
  ) -> AnyRule? {
    guard entry.valueType == FormValue.self || entry.valueType == valueType else {
      reader.fail(
        "rule '\(name)' checks \(entry.valueType.formValueType) values; this row holds \(valueType.formValueType)",
        at: "\(path).rule")
      return nil
    }
    let argument = argument ?? .null
    if entry.takesArgument, argument.isNull {
      reader.fail("rule '\(name)' needs a 'value'", at: path)
      return nil
    }
    if !entry.takesArgument, !argument.isNull {
      reader.fail("rule '\(name)' takes no 'value'", at: "\(path).value")
      return nil
    }
    do {
      return try entry.make(argument)
    } catch {
      reader.fail(Form.message(of: error), at: "\(path).value")
      return nil
    }
  }

  private static func textRule(
    _ name: String, _ argument: FormValue, _ members: [String: FormValue], at path: String, reader: inout SchemaReader
  ) -> AnyRule? {
    let argumentPath = "\(path).value"
    switch name {
    case "email":
      return Rule<String>.email.erased
    case "url":
      return Rule<String>.url(schemeRequired: reader.bool(members, "schemeRequired", at: path) ?? false).erased
    case "pattern":
      guard case .string(let source) = argument else {
        reader.fail("expected a pattern string", at: argumentPath)
        return nil
      }
      do {
        return Rule<String>.pattern(try SafePattern(source)).erased
      } catch {
        reader.fail(Form.message(of: error), at: argumentPath)
        return nil
      }
    case "length":
      switch argument {
      case .int(let count) where count >= 0: return Rule<String>.length(count).erased
      case .list(let bounds):
        guard bounds.count == 2, case .int(let low) = bounds[0], case .int(let high) = bounds[1], 0 <= low, low <= high
        else { break }
        return Rule<String>.length(low...high).erased
      default: break
      }
      reader.fail("expected a length or [minimum, maximum]", at: argumentPath)
      return nil
    default:
      guard case .int(let count) = argument, count >= 0 else {
        reader.fail("expected a whole number", at: argumentPath)
        return nil
      }
      return name == "minLength" ? Rule<String>.minLength(count).erased : Rule<String>.maxLength(count).erased
    }
  }

  private static func comparison(
    _ name: String, _ bound: FormValue, valueType: any FormValueConvertible.Type, at path: String,
    reader: inout SchemaReader
  ) -> AnyRule? {
    func make<V: FormValueConvertible & Comparable>(_ type: V.Type) -> AnyRule? {
      guard let value = try? V(formValue: bound) else {
        reader.fail("expected a bound of type \(V.formValueType), found \(bound)", at: path)
        return nil
      }
      switch name {
      case "greaterThan": return Rule<V>.greaterThan(value).erased
      case "atLeast": return Rule<V>.atLeast(value).erased
      case "lessThan": return Rule<V>.lessThan(value).erased
      default: return Rule<V>.atMost(value).erased
      }
    }
    switch valueType {
    case is Int.Type: return make(Int.self)
    case is Decimal.Type: return make(Decimal.self)
    case is Double.Type: return make(Double.self)
    case is Date.Type: return make(Date.self)
    case is String.Type: return make(String.self)
    default:
      reader.fail("'\(name)' applies to number, date and text rows", at: path)
      return nil
    }
  }

  /// The built-in section rules.
  static let sectionNames = ["minRows", "maxRows"]

  /// A section rule: `"minRows"`, `{"rule": "maxRows", "value": 5, "message": …}`, or a name the
  /// app registered.
  static func sectionRule(_ value: FormValue, at path: String, reader: inout SchemaReader) -> SectionRule? {
    var members: [String: FormValue]
    switch value {
    case .string(let name): members = ["rule": .string(name)]
    default:
      guard let object = reader.object(value, at: path, allowed: ["rule", "value", "message", "severity"]) else {
        return nil
      }
      members = object
    }
    guard let name = reader.string(members, "rule", at: path) else {
      reader.fail("a section rule needs a 'rule' name", at: path)
      return nil
    }
    var made: SectionRule
    switch name {
    case "minRows", "maxRows":
      guard members["value"] != nil else {
        reader.fail("'\(name)' needs a 'value': the number of rows", at: path)
        return nil
      }
      guard let count = rowCount(members["value"], at: "\(path).value", reader: &reader) else { return nil }
      made = name == "minRows" ? .minRows(count) : .maxRows(count)
    default:
      guard let registered = reader.registry.sectionRules[name] else {
        let names = sectionNames + reader.registry.sectionRuleNames
        let hint = SchemaReader.hint(for: name, among: names, maximumDistance: 2)
        let registered = reader.registry.sectionRuleNames
        let list = registered.isEmpty ? "" : "; registered section rules: \(registered.joined(separator: ", "))"
        reader.fail("unknown section rule '\(name)'\(hint)\(list)", at: "\(path).rule")
        return nil
      }
      if let argument = members["value"], !argument.isNull {
        reader.fail("section rule '\(name)' takes no 'value'", at: "\(path).value")
        return nil
      }
      made = registered
    }
    if let message = reader.text(members, "message", at: path) { made = made.message(message) }
    if let severity = reader.choice(members, "severity", at: path, as: ValidationSeverity.self) {
      made = made.severity(severity)
    }
    return made
  }

  /// A count of rows: a whole number of 0 or more.
  static func rowCount(_ value: FormValue?, at path: String, reader: inout SchemaReader) -> Int? {
    guard case .int(let count)? = value, count >= 0 else {
      reader.fail("expected a whole number of rows (0 or more), found \(value?.excerpt ?? "nothing")", at: path)
      return nil
    }
    return count
  }

  private static func equalTo(_ tag: String, _ valueType: any FormValueConvertible.Type) -> AnyRule {
    func make<V: FormValueConvertible>(_ type: V.Type) -> AnyRule { Rule<V>.equalTo(RowKey<V>(tag)).erased }
    return make(valueType)
  }
}
