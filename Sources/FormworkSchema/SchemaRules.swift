import FormworkCore
import Foundation

/// Reads validation rules from a schema, typed by the row's value type so a schema rule is the
/// same rule a Swift definition would get.
enum SchemaRules {
  static let names = [
    "required", "minLength", "maxLength", "length", "minCount", "maxCount", "pattern", "email", "url",
    "greaterThan", "atLeast", "lessThan", "atMost", "equalTo", "oneOf", "expression",
  ]

  static let keys: SchemaKeys = ["rule", "value", "message", "severity", "allowWhitespace", "schemeRequired"]
  static let sectionRuleKeys: SchemaKeys = ["rule", "value", "message", "severity"]

  /// A rule for rows holding `Value`, or `nil` after reporting why the schema's rule cannot be one.
  static func rule<Value: FormValueConvertible>(
    _ value: FormValue, for valueType: Value.Type, at path: @autoclosure () -> String, reader: inout SchemaReader
  ) -> Rule<Value>? {
    var members: SchemaMembers
    switch value {
    case .string(let name): members = ["rule": .string(name)]
    default:
      guard
        let object = reader.object(
          value, at: path(), allowed: keys)
      else { return nil }
      members = object
    }
    guard let name = reader.string(members, "rule", at: path()) else {
      reader.fail("a rule needs a 'rule' name", at: path())
      return nil
    }
    let argument = members["value"] ?? .null
    func argumentPath() -> String { "\(path()).value" }
    var made: Rule<Value>?
    switch name {
    case "required":
      made = .required(allowingWhitespace: reader.bool(members, "allowWhitespace", at: path()) ?? false)
    case "minLength", "maxLength", "length", "pattern", "email", "url":
      guard valueType == String.self else {
        reader.fail("'\(name)' applies to text rows", at: "\(path()).rule")
        return nil
      }
      made = textRule(name, argument, members, at: path(), reader: &reader) as? Rule<Value>
      guard made != nil else { return nil }
    case "minCount", "maxCount":
      guard case .list = valueType.formValueType, let list = valueType as? any ListRules.Type else {
        reader.fail("'\(name)' applies to multiple selectors", at: "\(path()).rule")
        return nil
      }
      guard case .int(let count) = argument, count >= 0 else {
        reader.fail("expected a whole number", at: argumentPath())
        return nil
      }
      made = list.countRule(minimum: name == "minCount", count) as? Rule<Value>
    case "greaterThan", "atLeast", "lessThan", "atMost":
      made = comparison(name, argument, for: Value.self, at: argumentPath(), reader: &reader)
    case "equalTo":
      guard case .string(let tag) = argument else {
        reader.fail("expected the tag of another row", at: argumentPath())
        return nil
      }
      made = .equalTo(RowKey<Value>(tag))
    case "expression":
      guard case .string(let source) = argument else {
        reader.fail("expected an expression string (the condition the value passes under)", at: argumentPath())
        return nil
      }
      made = .expression(source)
    case "oneOf":
      guard case .list(let allowed) = argument else {
        reader.fail("expected a list of values", at: argumentPath())
        return nil
      }
      var normalized: [FormValue] = []
      for (index, item) in allowed.enumerated() {
        do {
          normalized.append(try item.isNull ? .null : Value(formValue: item).formValue)
        } catch {
          reader.fail(SchemaReader.message(of: error), at: "\(argumentPath())[\(index)]")
        }
      }
      made = Rule(untyped: .oneOf(normalized))
    default:
      guard let entry = reader.registry.rules[name] else {
        let hint = SchemaReader.hint(for: name, among: names + reader.registry.ruleNames, maximumDistance: 2)
        let registered = reader.registry.ruleNames
        let list = registered.isEmpty ? "" : "; registered rules: \(registered.joined(separator: ", "))"
        reader.fail("unknown rule '\(name)'\(hint)\(list)", at: "\(path()).rule")
        return nil
      }
      made = registeredRule(name, entry, argument: members["value"], for: Value.self, at: path(), reader: &reader)
    }
    guard var rule = made else { return nil }
    if let message = reader.text(members, "message", at: path()) { rule = rule.message(message) }
    if let severity = reader.choice(members, "severity", at: path(), as: ValidationSeverity.self) {
      rule = rule.severity(severity)
    }
    return rule
  }

  /// A rule the app registered, checked against the row's type and its argument.
  private static func registeredRule<Value: FormValueConvertible>(
    _ name: String, _ entry: FormSchemaRegistry.RuleEntry, argument: FormValue?, for valueType: Value.Type,
    at path: @autoclosure () -> String, reader: inout SchemaReader
  ) -> Rule<Value>? {
    guard entry.valueType == FormValue.self || entry.valueType == valueType else {
      reader.fail(
        "rule '\(name)' checks \(entry.valueType.formValueType) values; this row holds \(valueType.formValueType)",
        at: "\(path()).rule")
      return nil
    }
    let argument = argument ?? .null
    if entry.takesArgument, argument.isNull {
      reader.fail("rule '\(name)' needs a 'value'", at: path())
      return nil
    }
    if !entry.takesArgument, !argument.isNull {
      reader.fail("rule '\(name)' takes no 'value'", at: "\(path()).value")
      return nil
    }
    do {
      return try entry.make(argument).rule(for: Value.self)
    } catch {
      reader.fail(SchemaReader.message(of: error), at: "\(path()).value")
      return nil
    }
  }

  private static func textRule(
    _ name: String, _ argument: FormValue, _ members: SchemaMembers, at path: @autoclosure () -> String,
    reader: inout SchemaReader
  ) -> Rule<String>? {
    func argumentPath() -> String { "\(path()).value" }
    switch name {
    case "email":
      return .email
    case "url":
      return .url(schemeRequired: reader.bool(members, "schemeRequired", at: path()) ?? false)
    case "pattern":
      guard case .string(let source) = argument else {
        reader.fail("expected a pattern string", at: argumentPath())
        return nil
      }
      do {
        return .pattern(try reader.pattern(source))
      } catch {
        reader.fail(SchemaReader.message(of: error), at: argumentPath())
        return nil
      }
    case "length":
      switch argument {
      case .int(let count) where count >= 0: return .length(count)
      case .list(let bounds):
        guard bounds.count == 2, case .int(let low) = bounds[0], case .int(let high) = bounds[1], 0 <= low, low <= high
        else { break }
        return .length(low...high)
      default: break
      }
      reader.fail("expected a length or [minimum, maximum]", at: argumentPath())
      return nil
    default:
      guard case .int(let count) = argument, count >= 0 else {
        reader.fail("expected a whole number", at: argumentPath())
        return nil
      }
      return name == "minLength" ? .minLength(count) : .maxLength(count)
    }
  }

  private static func comparison<Value: FormValueConvertible>(
    _ name: String, _ bound: FormValue, for valueType: Value.Type, at path: @autoclosure () -> String,
    reader: inout SchemaReader
  ) -> Rule<Value>? {
    func make<V: FormValueConvertible & Comparable>(_ type: V.Type) -> Rule<Value>? {
      let value: V
      do {
        value = try V(formValue: bound)
      } catch {
        reader.fail("expected a bound of type \(V.formValueType), found \(bound)", at: path())
        return nil
      }
      let rule: Rule<V>
      switch name {
      case "greaterThan": rule = .greaterThan(value)
      case "atLeast": rule = .atLeast(value)
      case "lessThan": rule = .lessThan(value)
      default: rule = .atMost(value)
      }
      return rule as? Rule<Value>
    }
    switch valueType {
    case is Int.Type: return make(Int.self)
    case is Decimal.Type: return make(Decimal.self)
    case is Double.Type: return make(Double.self)
    case is Date.Type: return make(Date.self)
    case is String.Type: return make(String.self)
    default:
      reader.fail("'\(name)' applies to number, date and text rows", at: path())
      return nil
    }
  }

  /// The built-in section rules.
  static let sectionNames = ["minRows", "maxRows"]

  /// A section rule: `"minRows"`, `{"rule": "maxRows", "value": 5, "message": …}`, or a name the
  /// app registered.
  static func sectionRule(_ value: FormValue, at path: String, reader: inout SchemaReader) -> SectionRule? {
    var members: SchemaMembers
    switch value {
    case .string(let name): members = ["rule": .string(name)]
    default:
      guard let object = reader.object(value, at: path, allowed: sectionRuleKeys) else {
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
}

/// Lists of options' values: the types `minCount` and `maxCount` check.
protocol ListRules {
  /// `.minCount(count)` (`minimum`) or `.maxCount(count)`, for rows holding this list.
  static func countRule(minimum: Bool, _ count: Int) -> any Sendable
}

extension Array: ListRules where Element: FormValueConvertible {
  static func countRule(minimum: Bool, _ count: Int) -> any Sendable {
    minimum ? Rule<[Element]>.minCount(count) : Rule<[Element]>.maxCount(count)
  }
}
