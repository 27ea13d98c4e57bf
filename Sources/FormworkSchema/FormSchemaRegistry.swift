import FormworkCore
import Foundation

/// What an app lends its schemas by name: custom row kinds, rules (synchronous or asynchronous),
/// section rules, option loaders, button actions and value formatters.
///
/// A schema cannot carry code, so it names what the app registered: `"kind": "custom:rating"`,
/// `"rules": [{"rule": "usernameAvailable"}]`, `"options": {"loader": "banks"}`,
/// `{"kind": "button", "action": "submit"}`. A name the registry does not know is an error with
/// its JSON path (and a suggestion when a registered name is close), found when the schema is read.
///
/// ```swift
/// var registry = FormSchemaRegistry()
/// registry.registerRowKind("rating", valueType: Int.self)
/// registry.registerRule("usernameAvailable", Rule<String>.async("usernameAvailable") { name in
///   await api.isAvailable(name) ? nil : "\(name) is taken"
/// })
/// registry.registerOptionLoader("banks") { try await api.banks().map { SelectorOption($0.id, $0.name) } }
/// registry.registerAction("submit") { context in
///   if context.form.validate().isValid { send(context.form.json()) }
/// }
/// let form = try Form(schema: FormSchema(json: text, registry: registry))
/// ```
///
/// Registered rules are typed like the Swift DSL's: a `Rule<String>` goes on rows holding
/// strings, a `Rule<FormValue>` on any row; a rule on a row of another type is an error.
public struct FormSchemaRegistry: Sendable {
  struct RowKindEntry: Sendable {
    var valueType: any FormValueConvertible.Type
  }

  struct RuleEntry: Sendable {
    var valueType: any FormValueConvertible.Type
    /// Whether the schema may (and must) give a `"value"` argument.
    var takesArgument: Bool
    var make: @Sendable (FormValue) throws -> RegisteredRule
  }

  /// A rule as the app registered it: on its own type, or on `FormValue` for any row.
  struct RegisteredRule: Sendable {
    var rule: any Sendable

    /// The rule for rows holding `Value`: the registered one, or one on `FormValue` that reads
    /// their values untyped.
    func rule<Value>(for type: Value.Type) -> Rule<Value>? {
      if let typed = rule as? Rule<Value> { return typed }
      return (rule as? Rule<FormValue>).map { Rule(untyped: $0) }
    }
  }

  struct LoaderEntry: Sendable {
    /// The type of the options' values, and of a list of them (multiple selectors).
    var single: any FormValueConvertible.Type
    var list: any FormValueConvertible.Type
    var load: @Sendable () async throws -> [OptionItem]
  }

  private(set) var rowKinds: [String: RowKindEntry] = [:]
  private(set) var rules: [String: RuleEntry] = [:]
  private(set) var sectionRules: [String: SectionRule] = [:]
  private(set) var loaders: [String: LoaderEntry] = [:]
  private(set) var actions: [String: @MainActor @Sendable (ButtonContext) -> Void] = [:]
  private(set) var formatters: [String: ValueFormatter] = [:]

  /// An empty registry: schemas may only use the built-in kinds and rules.
  public init() {}

  /// Lets schemas use `"kind": "custom:<name>"`, a row kind the app's renderers draw.
  ///
  /// - Parameters:
  ///   - name: The kind's name, without the `custom:` prefix.
  ///   - valueType: The type the rows hold (any JSON value by default).
  public mutating func registerRowKind<Value: FormValueConvertible>(
    _ name: String, valueType: Value.Type = FormValue.self
  ) {
    rowKinds[name] = RowKindEntry(valueType: valueType)
  }

  /// Lets schemas use `{"rule": "<name>"}` on rows holding `Value` (any row for `FormValue`).
  ///
  /// The rule may be synchronous (`Rule.custom(_:message:severity:validatesEmpty:_:)`) or
  /// asynchronous (`Rule.async(_:debounce:_:)`); a schema's `"message"` and `"severity"`
  /// override its own.
  public mutating func registerRule<Value: FormValueConvertible>(_ name: String, _ rule: Rule<Value>) {
    let registered = RegisteredRule(rule: rule)
    rules[name] = RuleEntry(valueType: Value.self, takesArgument: false) { _ in registered }
  }

  /// Lets schemas use `{"rule": "<name>", "value": argument}`: `make` turns the argument into
  /// the rule, or throws (a `FormError`'s message is shown at the argument's JSON path).
  ///
  /// ```swift
  /// registry.registerRule("multipleOf") { argument in
  ///   let step = try Int(formValue: argument)
  ///   return Rule<Int>.custom("multipleOf", message: "Must be a multiple of \(step)") { value, _ in
  ///     value.map { step != 0 && $0 % step == 0 } ?? true
  ///   }
  /// }
  /// ```
  public mutating func registerRule<Value: FormValueConvertible>(
    _ name: String, argument make: @escaping @Sendable (FormValue) throws -> Rule<Value>
  ) {
    rules[name] = RuleEntry(valueType: Value.self, takesArgument: true) { RegisteredRule(rule: try make($0)) }
  }

  /// Lets schemas use `{"rule": "<name>"}` in a section's `"rules"`: a check of the section's
  /// rows together (`SectionRule.custom(_:message:severity:_:)`); a schema's `"message"` and
  /// `"severity"` override its own.
  ///
  /// ```swift
  /// registry.registerSectionRule("sharesAddUp", .custom("sharesAddUp", message: "Shares must add up to 100 %.") {
  ///   $0.values.compactMap(\.numericValue).reduce(0, +) == 100
  /// })
  /// ```
  public mutating func registerSectionRule(_ name: String, _ rule: SectionRule) {
    sectionRules[name] = rule
  }

  /// Lets schemas use `"options": {"loader": "<name>"}` on selectors: the options are loaded
  /// when the selector first opens, and the row holds `Value` (a list of it for a multiple
  /// selector).
  public mutating func registerOptionLoader<Value: FormValueConvertible & Hashable>(
    _ name: String, _ load: @escaping @Sendable () async throws -> [SelectorOption<Value>]
  ) {
    loaders[name] = LoaderEntry(single: Value.self, list: [Value].self) {
      try await load().map { OptionItem(value: $0.value.formValue, title: $0.title, group: $0.group) }
    }
  }

  /// Lets schemas use `{"kind": "button", "action": "<name>"}`: `action` runs when the button is
  /// tapped and enabled. Swipe actions name it too
  /// (`"swipeActions": {"trailing": [{"title": "Flag", "action": "<name>"}]}`).
  public mutating func registerAction(
    _ name: String, _ action: @escaping @MainActor @Sendable (ButtonContext) -> Void
  ) {
    actions[name] = action
  }

  /// Lets schemas use `"formatter": "<name>"`: how a row shows its value.
  ///
  /// ```swift
  /// registry.registerFormatter("stars", ValueFormatter(id: "stars") { value in
  ///   value.numericValue.map { "\($0) ★" } ?? ""
  /// })
  /// ```
  public mutating func registerFormatter(_ name: String, _ formatter: ValueFormatter) {
    formatters[name] = formatter
  }

  /// The registered names of each sort, sorted (for messages and documentation).
  public var rowKindNames: [String] { rowKinds.keys.sorted() }
  /// The registered rule names, sorted.
  public var ruleNames: [String] { rules.keys.sorted() }
  /// The registered section rule names, sorted.
  public var sectionRuleNames: [String] { sectionRules.keys.sorted() }
  /// The registered option loader names, sorted.
  public var optionLoaderNames: [String] { loaders.keys.sorted() }
  /// The registered action names, sorted.
  public var actionNames: [String] { actions.keys.sorted() }
}
