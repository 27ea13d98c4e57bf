import Foundation

// Rows whose parts arrive at run time, untyped: a kind chosen from data, a value from JSON,
// options from a server. What schema readers build with, and what an app describing rows in
// its own format needs.

extension Row {
  /// Converts an untyped value (read from JSON, sent by a server) to the value this row holds,
  /// as the form converts the values it is given: lossless spellings are normalized (`"42"` is
  /// `42` in an integer row), and a value the row cannot hold is refused.
  ///
  /// ```swift
  /// let row = Row(RowKey<Int>("age"), kind: .text(.integer))
  /// let age = try row.convertedValue(.string("42"))   // 42
  /// let form = try Form { Section { row.value(age) } }
  /// ```
  ///
  /// Set the row's configuration first: a stepper's or slider's bounds decide which numbers it
  /// holds.
  ///
  /// - Parameter value: The untyped value.
  /// - Returns: The typed value, or `nil` for no value (`null`, or empty text in a text row).
  /// - Throws: `FormError` `FormError.Code.typeMismatch`, located at the row, for a value of
  ///   another type, a number that is not finite, a date that does not exist, or a number outside
  ///   a stepper's or slider's bounds.
  /// - Complexity: O(*n*) in the size of `value`.
  public func convertedValue(_ value: FormValue) throws -> Value? {
    let normalized = try spec.normalize(value, timeZone: .current)
    return normalized.isNull ? nil : try Value(formValue: normalized)
  }

  /// The same row with options given untyped: a fixed list of ``OptionItem``s, or a loader. For
  /// a row whose kind is chosen at run time (``init(_:kind:title:value:)``); the typed factories
  /// (``selector(_:_:value:options:presentation:)``…) take typed options.
  ///
  /// ```swift
  /// let kind: RowKind = compact ? .segmented : .selector(.push)
  /// Row(RowKey<String>("size"), kind: kind)
  ///   .options(.fixed([OptionItem(value: "s", title: "Small"), OptionItem(value: "l", title: "Large")]))
  /// ```
  ///
  /// A value that is not one of the options is refused, as for the typed factories; each item's
  /// value is of the row's type (the element type, for a multiple selector).
  public func options(_ source: OptionSource) -> Row { with { $0.options = source } }
}

extension Row where Value == NoValue {
  /// The same row running `action` when it is tapped and enabled: a button whose kind and action
  /// are chosen at run time (an action named by a server, a registry's entry).
  ///
  /// ```swift
  /// Row<NoValue>(nil, kind: .button, title: "Send").action { context in send(context.form) }
  /// ```
  public func action(_ action: @escaping @MainActor @Sendable (ButtonContext) -> Void) -> Row {
    with { $0.action = action }
  }
}
