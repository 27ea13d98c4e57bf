import Formwork
import Foundation
import Testing

/// Runs rules on a one-row form, the way a form runs them.
@MainActor
enum RuleHarness {
  static let key = "field"

  /// The issues `rules` find on a row of `kind` holding `value`.
  static func issues<Value>(
    _ value: Value?, kind: RowKind = .text(.text), title: String = "Field", _ rules: [Rule<Value>],
    configure: (Form) -> Void = { _ in }
  ) throws -> [ValidationIssue] {
    let key = RowKey<Value>(Self.key)
    let form = try Form { Section { Row<Value>(key, kind: kind, title: title).rules(rules) } }
    configure(form)
    try form.setValue(value, for: key)
    let id = try #require(form.rowID(for: key))
    return form.validate(row: id)
  }

  /// The identities of the rules that fail.
  static func failures<Value>(
    _ value: Value?, kind: RowKind = .text(.text), _ rules: Rule<Value>...
  ) throws -> [String] {
    try issues(value, kind: kind, rules).map(\.rule)
  }

  /// Whether a single string rule passes `text`.
  static func passes(_ text: String?, _ rule: Rule<String>) throws -> Bool {
    try issues(text, [rule]).isEmpty
  }
}

/// Records values from any concurrency domain, in order.
actor Recorder<Element: Sendable> {
  private(set) var values: [Element] = []
  func record(_ value: Element) { values.append(value) }
}

/// Collects a form's events.
@MainActor
final class EventLog {
  private(set) var events: [FormEvent] = []
  private var subscription: FormSubscription?

  init(_ form: Form) {
    subscription = form.observe { [unowned self] event in self.events.append(event) }
  }

  func clear() { events.removeAll() }

  /// Value changes as (tag, old, new, origin).
  var changes: [ValueChange] {
    events.compactMap { if case .valueChanged(let change) = $0 { return change } else { return nil } }
  }
}
