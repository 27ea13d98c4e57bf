import Foundation

/// The messages built-in rules and input parsing show. Replace any of them to reword or
/// localize; each receives the row's title and the rule's arguments.
///
/// ```swift
/// form.validationMessages.required = { title in "\(title) est obligatoire" }
/// form.validationMessages.minLength = { title, count in "\(title) : au moins \(count) caractères" }
/// ```
public struct ValidationMessages: Sendable {
  public var required: @Sendable (_ title: String) -> String = { "\($0.isEmpty ? "This field" : $0) is required." }
  public var minLength: @Sendable (_ title: String, _ count: Int) -> String = { _, count in
    "Enter at least \(count) character\(count == 1 ? "" : "s")."
  }
  public var maxLength: @Sendable (_ title: String, _ count: Int) -> String = { _, count in
    "Enter at most \(count) character\(count == 1 ? "" : "s")."
  }
  public var exactLength: @Sendable (_ title: String, _ count: Int) -> String = { _, count in
    "Enter exactly \(count) character\(count == 1 ? "" : "s")."
  }
  public var pattern: @Sendable (_ title: String) -> String = { _ in "The format is not valid." }
  public var email: @Sendable (_ title: String) -> String = { _ in "Enter a valid email address." }
  public var url: @Sendable (_ title: String) -> String = { _ in "Enter a valid URL." }
  /// `comparison` is one of `>`, `≥`, `<`, `≤`; `bound` the limit as display text.
  public var range: @Sendable (_ title: String, _ comparison: String, _ bound: String) -> String = { _, comparison, bound in
    switch comparison {
    case ">": return "Must be greater than \(bound)."
    case "≥": return "Must be at least \(bound)."
    case "<": return "Must be less than \(bound)."
    default: return "Must be at most \(bound)."
    }
  }
  public var equalTo: @Sendable (_ title: String, _ otherTitle: String) -> String = { _, other in
    "Must match \(other.isEmpty ? "the other field" : other)."
  }
  public var oneOf: @Sendable (_ title: String) -> String = { _ in "Choose one of the allowed values." }
  public var notANumber: @Sendable (_ text: String, _ wholeNumber: Bool) -> String = { text, whole in
    "'\(text)' is not a \(whole ? "whole number" : "number")."
  }
  public var notADate: @Sendable (_ text: String) -> String = { "'\($0)' is not a date." }
  public var disabled: @Sendable (_ title: String) -> String = { _ in "This field is disabled." }
  public var invalid: @Sendable (_ title: String) -> String = { _ in "This value is not valid." }

  public init() {}
}
