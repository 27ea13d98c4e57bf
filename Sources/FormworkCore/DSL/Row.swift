import Foundation

/// The definition of a row holding a `Value`: its kind, title, initial value, conditions, rules
/// and mappings.
///
/// Rows are made with the kind factories and refined with modifiers; the value type follows
/// from the key, so a row and its key cannot disagree:
///
/// ```swift
/// let email = RowKey<String>("email")
/// let newsletter = RowKey<Bool>("newsletter")
///
/// Section("Account") {
///   Row.email(email, "Email").placeholder("you@example.com").rules(.required, .email)
///   Row.switch(newsletter, "Newsletter", value: true)
/// }
/// ```
///
/// A `Row` is a plain value: the same definition can be used in several forms. Building a
/// ``Form`` turns each definition into a live row with a ``RowID``.
public struct Row<Value: FormValueConvertible>: Sendable {
  var spec: RowSpec

  /// A row of any kind, for custom kinds and schema-driven forms; prefer the kind factories.
  ///
  /// - Parameters:
  ///   - key: The typed key, or `nil` for a row nothing reads by tag.
  ///   - kind: What the row is.
  ///   - title: The label.
  ///   - value: The initial value.
  public init(_ key: RowKey<Value>?, kind: RowKind, title: String = "", value: Value? = nil) {
    spec = RowSpec(tag: key?.tag, kind: kind, valueType: Value.self, title: title)
    spec.setInitialValue(value)
  }

  /// The row's tag, if it has one.
  public var tag: String? { spec.tag }
  /// The row's kind.
  public var kind: RowKind { spec.kind }
  /// The row's title.
  public var title: String { spec.title }
  /// The configuration set so far.
  public var configuration: RowConfiguration { spec.configuration.value }

  /// The same row with its type erased, for collections of rows of mixed types.
  public func eraseToAnyRow() -> AnyRow { AnyRow(spec: spec) }
}

/// A row definition of any value type: what a ``Section`` holds.
public struct AnyRow: Sendable {
  var spec: RowSpec

  /// The row's tag, if it has one.
  public var tag: String? { spec.tag }
  /// The row's kind.
  public var kind: RowKind { spec.kind }
  /// The row's title.
  public var title: String { spec.title }
}
