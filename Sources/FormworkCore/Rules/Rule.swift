import Foundation

/// A validation rule for rows holding `Value`.
///
/// Rules are typed: `.minLength(3)` exists for `String` rows, `.range(18...)` for numbers and dates,
/// and a rule for one type cannot be put on a row of another. A row's rules run in order; each
/// failing rule contributes one ``ValidationIssue``.
///
/// ```swift
/// Row.email(email, "Email").rules(.required, .email)
/// Row.integer(age, "Age").rules(.range(18...130))
/// Row.text(username, "Username").rules(.required, .async("available", debounce: 0.3) { name in
///   await api.isAvailable(name) ? nil : "\(name) is taken"
/// })
/// ```
///
/// Every rule but ``required`` passes empty values (nil, "", [], whitespace-only text): pair a
/// rule with `.required` to demand a value. Each built-in rule documents its identity (the
/// ``ValidationIssue/rule`` of its issues) and the ``ValidationMessages`` entry it phrases its
/// message with; ``message(_:)-(String)`` overrides that message for one row.
public struct Rule<Value: FormValueConvertible>: Sendable {
  let erased: AnyRule

  init(_ erased: AnyRule) { self.erased = erased }

  /// The rule's identity, found in ``ValidationIssue/rule`` when it fails (`"minLength"`…).
  public var id: String { erased.id }

  /// A custom rule: `isValid` gets the row's typed value (`nil` when empty) and a ``RuleContext``.
  ///
  /// Empty values pass custom rules unless `validatesEmpty` is set: pair with `.required` to
  /// demand a value.
  ///
  /// - Parameters:
  ///   - id: The rule's identity in ``ValidationIssue/rule``.
  ///   - message: The message shown when the rule fails.
  ///   - severity: Error (blocks submit) or warning.
  ///   - validatesEmpty: Whether the rule also runs on empty values.
  ///   - isValid: Whether the value passes; it may read other rows through the context (those
  ///     reads are tracked: changing them re-validates this row).
  public static func custom(
    _ id: String, message: String, severity: ValidationSeverity = .error, validatesEmpty: Bool = false,
    _ isValid: @escaping @MainActor @Sendable (Value?, RuleContext) -> Bool
  ) -> Rule {
    Rule(
      AnyRule(id: id, severity: severity, message: message, skipsEmpty: !validatesEmpty) { input in
        let typed = input.value.isNull ? nil : try? Value(formValue: input.value)
        return isValid(typed, input.context) ? nil : message
      })
  }

  /// The same rule with another message.
  public func message(_ text: String) -> Rule {
    var copy = erased
    copy.message = text
    copy.messageText = nil
    return Rule(copy)
  }

  /// The same rule with a message that inserts rows or comes in several languages:
  ///
  /// ```swift
  /// .atMost(10).message("No more than \(row: stock) left")
  /// .required.message(.localized(["en": "Required", "de": "Pflichtfeld"]))
  /// ```
  ///
  /// The message is made when the rule fails, in the form's locale, with the rows' values then;
  /// an unknown row is an error when the form is built.
  public func message(_ text: FormText) -> Rule {
    var copy = erased
    copy.setMessage(text)
    return Rule(copy)
  }

  /// The same rule as a warning (shown, but not blocking submit) or an error.
  public func severity(_ severity: ValidationSeverity) -> Rule {
    var copy = erased
    copy.severity = severity
    return Rule(copy)
  }

  /// A rule written over `FormValue`, for rows holding `Value`: it reads the value untyped, so
  /// one rule serves rows of every type (a list of allowed values sent by a server, a check an
  /// app registers once for any row).
  ///
  /// ```swift
  /// let notPlaceholder = Rule<FormValue>.custom("notPlaceholder", message: "Choose a value.") { value, _ in
  ///   value != "—"
  /// }
  /// Row.text(city, "City").rules(Rule(untyped: notPlaceholder))
  /// Row.integer(floor, "Floor").rules(Rule(untyped: notPlaceholder))
  /// ```
  public init(untyped rule: Rule<FormValue>) { self.init(rule.erased) }
}

/// What a rule sees besides its own row's value: other rows, and how to phrase messages.
@MainActor
public struct RuleContext {
  let form: Form
  /// Where the runner collects the other rows a rule reads (a repeat reading its password), so
  /// a change to them validates this row again; `nil` for checks nobody follows.
  let reads: RuleReads?
  /// The row being validated.
  public let row: RowID
  /// The row's title, for messages.
  public let title: String

  /// The typed value of another row; `nil` when empty or unknown. A key of another type than
  /// the row's gives `nil` and reports the mistake in ``Form/diagnostics``.
  public func value<Other>(_ key: RowKey<Other>) -> Other? {
    guard let node = form.storage.node(tag: key.tag) else { return nil }
    reads?.rows.append(node.id)
    do {
      try form.checkKeyType(Other.self, of: node)
      return node.value.isNull ? nil : try Other(formValue: node.value)
    } catch {
      form.report(error as? FormError ?? FormError(.typeMismatch, String(describing: error), at: .row(key.tag)))
      return nil
    }
  }

  /// The dynamic value of another row by tag, or `nil` when no row has this tag.
  public func value(forTag tag: String) -> FormValue? {
    guard let node = form.storage.node(tag: tag) else { return nil }
    reads?.rows.append(node.id)
    return node.value
  }

  /// A context value the app supplied (``Form/setContext(_:_:)``), such as the current time or a
  /// role; `.null` when unset.
  public func context(_ name: String) -> FormValue { form.context[name] ?? .null }

  /// The title of another row by tag, for messages ("Must match Password").
  public func title(forTag tag: String) -> String? { form.storage.node(tag: tag)?.spec.title }

  /// The messages in use (default or the app's localization).
  public var messages: ValidationMessages { form.validationMessages }

  /// A value as the row displays it (numbers and dates in the form's locale), for messages
  /// such as "Must be at least 1,000".
  public func displayText(_ value: FormValue) -> String {
    guard let node = form.storage.node(row) else { return ValueDisplay(locale: form.locale).plain(value) }
    return ValueDisplay(locale: form.locale).text(for: value, kind: node.spec.kind)
  }
}

/// A rule with its value type erased: what rows store and the validator runs.
struct AnyRule: Sendable {
  struct Input {
    var value: FormValue
    var context: RuleContext
  }

  enum Check: Sendable {
    /// Returns the failure message, or `nil` when the value passes.
    case sync(@MainActor @Sendable (Input) -> String?)
    /// Runs off the main actor after `debounce` seconds; cancelled when the value changes again.
    case async(debounce: Double, @Sendable (FormValue) async -> String?)
  }

  var id: String
  var severity: ValidationSeverity
  /// An overriding message; built-in rules phrase their own from ``ValidationMessages`` otherwise.
  var message: String?
  /// An overriding message that inserts rows or has several languages, made when the rule fails.
  var messageText: FormText?
  /// Whether empty values pass without running the check (all rules but `required` skip them).
  var skipsEmpty: Bool
  var check: Check
  /// Whether this is a `required` rule: it takes the place of the implicit one a row's
  /// `required` condition adds, and marks the row's title.
  var demandsValue = false
  /// For a `required` rule: whether whitespace-only text counts as a value.
  var allowsWhitespace = false
  /// Rows the rule reads by tag; the form checks they exist when it is built.
  var references: [RuleReference] = []
  /// Why the rule cannot work (an unsafe pattern…), reported when the form is built.
  var definitionProblem: FormError?
  /// The condition of an expression rule (``Rule/expression(_:message:validatesEmpty:)``),
  /// checked when the form is built.
  var expression: String?

  init(
    id: String, severity: ValidationSeverity = .error, message: String? = nil, skipsEmpty: Bool = true,
    sync: @escaping @MainActor @Sendable (Input) -> String?
  ) {
    self.id = id
    self.severity = severity
    self.message = message
    self.skipsEmpty = skipsEmpty
    self.check = .sync(sync)
  }

  init(
    id: String, severity: ValidationSeverity = .error, message: String? = nil, debounce: Double,
    async check: @escaping @Sendable (FormValue) async -> String?
  ) {
    self.id = id
    self.severity = severity
    self.message = message
    self.skipsEmpty = true
    // NB: NaN and infinities would make the clock's nanosecond conversion trap.
    self.check = .async(debounce: debounce.isFinite ? min(max(0, debounce), Self.maximumDebounce) : 0, check)
  }

  /// The longest debounce a rule may ask for, in seconds.
  static let maximumDebounce: Double = 60

  var isAsync: Bool {
    if case .async = check { return true }
    return false
  }

  var debounce: Double {
    if case .async(let debounce, _) = check { return debounce }
    return 0
  }
}

/// A row a rule reads by tag (``Rule/equalTo(_:)``), checked when the form is built.
struct RuleReference: Sendable, Hashable {
  var tag: String
  var type: FormValueType
}

extension AnyRule {
  /// Sets the overriding message: a plain text as it is, any other made when the rule fails.
  mutating func setMessage(_ text: FormText) {
    if let plain = text.plainText {
      message = plain
      messageText = nil
    } else {
      message = text.summary
      messageText = text
    }
  }
}

/// The rows the rules of one row read while they ran: handed to rules in their ``RuleContext``
/// by the validation runner, which owns what it learns from them.
@MainActor
final class RuleReads {
  var rows: [RowID] = []
}
