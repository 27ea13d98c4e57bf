/// A rule over a whole section: how many entries it holds ("at least one stop"), or a check of
/// its rows' values together.
///
/// ```swift
/// Section.multivalued(stops, "Stops", minRows: 1, maxRows: 5) { Row.text(nil, "Stop") }
///
/// Section("Days", tag: "days") {
///   for day in Weekday.allCases { Row.check(.init("day.\(day)"), day.name) }
/// }
/// .rules(.custom("oneDay", message: "Choose at least one day.") { section in
///   section.values.contains(.bool(true))
/// })
/// ```
///
/// A section's issues show under its rows (a ``ValidationIssue`` whose ``ValidationIssue/subject``
/// is the section), in ``ValidationReport``s after the section's rows, and block submitting like
/// a row's errors. They appear once a submit was attempted (``Form/validate()``, a page's Next);
/// from then on they follow every change. Before that, ``Form/isValid`` still counts them.
///
/// Rules run again when a row of the section changes value, appears or disappears, or when rows
/// are added, removed or moved: only those sections are checked.
public struct SectionRule: Sendable {
  enum Check: Sendable {
    case minRows(Int)
    case maxRows(Int)
    case custom(@MainActor @Sendable (SectionRuleContext) -> Bool)
  }

  /// The rule's identity, found in ``ValidationIssue/rule`` when it fails (`"minRows"`…).
  public let id: String
  var check: Check
  var severity: ValidationSeverity = .error
  /// An overriding message; built-in rules phrase their own from ``ValidationMessages`` otherwise.
  var message: String?
  /// An overriding message that inserts rows or has several languages, made when the rule fails.
  var messageText: FormText?

  init(id: String, check: Check) {
    self.id = id
    self.check = check
  }

  /// At least `count` visible rows of the section hold a value: what the section's value lists
  /// (``Form/subscript(_:)-(SectionKey<Element>)``, ``Form/values(including:)``) leaves out empty
  /// entries, so the output has at least `count` entries. Identity `"minRows"`; its message says
  /// what is missing: ``ValidationMessages/minRows`` ("Add at least 1 entry.") while the section
  /// lists fewer than `count` rows, ``ValidationMessages/minFilledRows`` ("Fill in at least 1
  /// entry.") once it lists enough but too few hold a value.
  ///
  /// A check or switch holding `false` holds a value: "at least one box checked" is a
  /// ``custom(_:message:severity:_:)`` rule (see the type's example).
  ///
  /// ```swift
  /// Section.multivalued(stops, "Stops") { Row.text(nil, "Stop") }.rules(.minRows(1))
  /// ```
  public static func minRows(_ count: Int) -> SectionRule {
    SectionRule(id: "minRows", check: .minRows(count))
  }

  /// At most `count` visible rows of the section hold a value. Identity `"maxRows"`, message
  /// ``ValidationMessages/maxRows``.
  ///
  /// On a multivalued section it also caps the section: its "Add" row is disabled once the
  /// section has `count` rows (empty ones included), saying why when tapped, and
  /// ``Form/appendMultivaluedRow(toSection:value:)`` refuses another row.
  public static func maxRows(_ count: Int) -> SectionRule {
    SectionRule(id: "maxRows", check: .maxRows(count))
  }

  /// A custom rule: `isValid` sees the section's visible rows and their values.
  ///
  /// ```swift
  /// .rules(.custom("sharesAddUp", message: "The shares must add up to 100 %.") { section in
  ///   section.values.compactMap(\.numericValue).reduce(0, +) == 100
  /// })
  /// ```
  ///
  /// - Parameters:
  ///   - id: The rule's identity in ``ValidationIssue/rule``.
  ///   - message: The message shown when the rule fails.
  ///   - severity: Error (blocks submit) or warning.
  ///   - isValid: Whether the section passes.
  public static func custom(
    _ id: String, message: String, severity: ValidationSeverity = .error,
    _ isValid: @escaping @MainActor @Sendable (SectionRuleContext) -> Bool
  ) -> SectionRule {
    var rule = SectionRule(id: id, check: .custom(isValid))
    rule.message = message
    rule.severity = severity
    return rule
  }

  /// The same rule with another message.
  public func message(_ text: String) -> SectionRule {
    var copy = self
    copy.message = text
    copy.messageText = nil
    return copy
  }

  /// The same rule with a message that inserts rows or comes in several languages, made when
  /// the rule fails in the form's locale; an unknown row is an error when the form is built.
  public func message(_ text: FormText) -> SectionRule {
    var copy = self
    if let plain = text.plainText {
      copy.message = plain
      copy.messageText = nil
    } else {
      copy.message = text.summary
      copy.messageText = text
    }
    return copy
  }

  /// The same rule as a warning (shown, but not blocking submit) or an error.
  public func severity(_ severity: ValidationSeverity) -> SectionRule {
    var copy = self
    copy.severity = severity
    return copy
  }

  /// Why the rule cannot work, or `nil`.
  var definitionProblem: String? {
    switch check {
    case .minRows(let count) where count < 0, .maxRows(let count) where count < 0:
      return "'\(id)' needs a count of 0 or more, found \(count)"
    default:
      return nil
    }
  }
}

extension SectionSpec {
  /// The fewest rows holding a value its `minRows` rules ask for (0 without one).
  var minimumRows: Int {
    rules.reduce(0) { fewest, rule in
      if case .minRows(let count) = rule.check { return max(fewest, count) }
      return fewest
    }
  }

  /// The most rows its tightest `maxRows` rule allows, or `nil` without one.
  var maximumRows: Int? {
    rules.reduce(nil) { (most: Int?, rule) in
      guard case .maxRows(let count) = rule.check else { return most }
      return min(most ?? count, count)
    }
  }
}

/// What a ``SectionRule`` sees: the section's visible rows and their values.
@MainActor
public struct SectionRuleContext {
  let form: Form
  /// The section being validated.
  public let section: SectionID
  /// Its tag, if any.
  public let tag: String?
  /// Its header text, for messages (empty without one).
  public let title: String
  /// The visible rows of the section, in order.
  public let rows: [RowID]
  /// Their values, in the same order (`.null` for an empty row).
  ///
  /// - Note: Rows are identified by position here: the rows of a multivalued section have no tags.
  public let values: [FormValue]

  /// How many visible rows hold a value (what the section's value lists): empty entries (`null`,
  /// a nested form's `{}`) do not count.
  public var filledCount: Int { values.reduce(0) { $0 + ($1.isEmptyEntry ? 0 : 1) } }

  /// The values of the visible rows holding one, as `Element`.
  ///
  /// - Throws: `FormError` (`typeMismatch`) naming the row whose value is not an `Element`.
  public func values<Element: FormValueConvertible>(as type: Element.Type) throws -> [Element] {
    var typed: [Element] = []
    for (row, value) in zip(rows, values) where !value.isEmptyEntry {
      do {
        typed.append(try Element(formValue: value))
      } catch {
        throw FormError(
          .typeMismatch, "\(value.excerpt) is not a \(Element.self)",
          at: form.storage.node(row).map(form.location(of:)) ?? FormErrorLocation(section: tag))
      }
    }
    return typed
  }

  /// A context value the app supplied (``Form/setContext(_:_:)``); `.null` when unset.
  public func context(_ name: String) -> FormValue { form.context[name] ?? .null }

  /// The messages in use (default or the app's localization).
  public var messages: ValidationMessages { form.validationMessages }
}

extension FormValue {
  /// The value as a message quotes it: a scalar's JSON, cut at 60 characters; `[…]` or `{…}`
  /// for a list or an object, whose whole text could be megabytes.
  fileprivate var excerpt: String {
    switch self {
    case .list: return "[…]"
    case .object: return "{…}"
    default:
      let text = description
      return text.count > 60 ? String(text.prefix(60)) + "…" : text
    }
  }
}
