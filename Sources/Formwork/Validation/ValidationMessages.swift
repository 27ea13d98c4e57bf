import Foundation

/// The messages built-in rules and input parsing show. Replace any of them to reword or
/// localize; each receives the row's title and the rule's arguments.
///
/// ```swift
/// form.validationMessages.required = { title in "\(title) est obligatoire" }
/// form.validationMessages.minLength = { title, count in "\(title) : au moins \(count) caractères" }
/// ```
///
/// A rule's own ``Rule/message(_:)`` wins over these for that row.
public struct ValidationMessages: Sendable {
  /// A ``Rule/required`` rule (or a row's `required` condition) found no value.
  public var required: @Sendable (_ title: String) -> String = { "\($0.isEmpty ? "This field" : $0) is required." }
  /// Text is shorter than `count` characters (grapheme clusters).
  public var minLength: @Sendable (_ title: String, _ count: Int) -> String = { _, count in
    "Enter at least \(count) character\(count == 1 ? "" : "s")."
  }
  /// Text is longer than `count` characters.
  public var maxLength: @Sendable (_ title: String, _ count: Int) -> String = { _, count in
    "Enter at most \(count) character\(count == 1 ? "" : "s")."
  }
  /// Text does not have exactly `count` characters.
  public var exactLength: @Sendable (_ title: String, _ count: Int) -> String = { _, count in
    "Enter exactly \(count) character\(count == 1 ? "" : "s")."
  }
  /// A list (a multiple selector's choices) has fewer than `count` elements.
  public var minCount: @Sendable (_ title: String, _ count: Int) -> String = { _, count in
    "Choose at least \(count) item\(count == 1 ? "" : "s")."
  }
  /// A list has more than `count` elements.
  public var maxCount: @Sendable (_ title: String, _ count: Int) -> String = { _, count in
    "Choose at most \(count) item\(count == 1 ? "" : "s")."
  }
  /// A list does not have exactly `count` elements.
  public var exactCount: @Sendable (_ title: String, _ count: Int) -> String = { _, count in
    "Choose exactly \(count) item\(count == 1 ? "" : "s")."
  }
  /// Text does not match a ``Rule/pattern(_:)-(String)`` rule.
  public var pattern: @Sendable (_ title: String) -> String = { _ in "The format is not valid." }
  /// Text is not an email address.
  public var email: @Sendable (_ title: String) -> String = { _ in "Enter a valid email address." }
  /// Text is not a URL (or its scheme is not allowed).
  public var url: @Sendable (_ title: String) -> String = { _ in "Enter a valid URL." }
  /// A number or date is out of range. `comparison` is one of `>`, `≥`, `<`, `≤`; `bound` the
  /// limit as display text.
  public var range: @Sendable (_ title: String, _ comparison: String, _ bound: String) -> String = {
    _, comparison, bound in
    switch comparison {
    case ">": return "Must be greater than \(bound)."
    case "≥": return "Must be at least \(bound)."
    case "<": return "Must be less than \(bound)."
    default: return "Must be at most \(bound)."
    }
  }
  /// A value differs from another row's (a password repeat); `otherTitle` is that row's title.
  public var equalTo: @Sendable (_ title: String, _ otherTitle: String) -> String = { _, other in
    "Must match \(other.isEmpty ? "the other field" : other)."
  }
  /// The row an ``Rule/equalTo(_:)`` rule compares with is no longer in the form (it was
  /// removed at run time; a missing row at build time is a ``FormDefinitionError``).
  public var missingRow: @Sendable (_ title: String, _ otherTag: String) -> String = { _, _ in
    "This value cannot be checked right now."
  }
  /// A value is not among a ``Rule/oneOf(_:)`` rule's values.
  public var oneOf: @Sendable (_ title: String) -> String = { _ in "Choose one of the allowed values." }
  /// Text typed into a number row does not parse.
  public var notANumber: @Sendable (_ text: String, _ wholeNumber: Bool) -> String = { text, whole in
    "'\(text)' is not a \(whole ? "whole number" : "number")."
  }
  /// Text typed into a date row does not parse.
  public var notADate: @Sendable (_ text: String) -> String = { "'\($0)' is not a date." }
  /// Why a disabled row cannot be edited.
  public var disabled: @Sendable (_ title: String) -> String = { _ in "This field is disabled." }
  /// A rule that cannot decide (its definition was rejected) or a value of the wrong type.
  public var invalid: @Sendable (_ title: String) -> String = { _ in "This value is not valid." }

  // Names of undo steps, for menus ("Undo Delete Stop").

  /// A change of one row's value.
  public var historyChange: @Sendable (_ title: String) -> String = { "Change \($0)" }
  /// Typing in a text row.
  public var historyTyping = "Typing"
  /// A row added to a multivalued section.
  public var historyAdd: @Sendable (_ title: String) -> String = { "Add \($0)" }
  /// A row deleted from a multivalued section.
  public var historyDelete: @Sendable (_ title: String) -> String = { "Delete \($0)" }
  /// A row moved in a multivalued section.
  public var historyMove: @Sendable (_ title: String) -> String = { "Move \($0)" }
  /// Values filled in from stored or server data.
  public var historyFill = "Fill In"
  /// ``Form/reset()``.
  public var historyReset = "Reset"
  /// Changes of several rows.
  public var historyChanges = "Changes"

  /// The default English messages.
  public init() {}
}
