import Foundation

/// How a row's value becomes a request parameter (GSForm's `fetchHttpParams`, JYForm's
/// `httpParameters`); see ``Form/parameters()``.
///
/// ```swift
/// Row.text(name, "Name").parameter("applicant.name", .trim)
/// Row.decimal(amount, "Amount").parameter("amount_cents", .cents)
/// Row.date(birthday, "Birthday").parameter("dob", .datePattern("yyyy-MM-dd"))
/// ```
public struct ParameterMapping: Sendable, Hashable {
  /// The key, with dots for nesting: `applicant.name` gives `{"applicant": {"name": …}}`.
  public var key: String
  /// Transforms applied in order.
  public var transforms: [ParameterTransform]
  /// When the parameter is left out.
  public var omission: Set<ParameterOmission>

  /// A mapping to `key`, with transforms applied in order and omission rules.
  ///
  /// - Parameters:
  ///   - key: The parameter key; dots nest.
  ///   - transforms: Applied in order (see ``ParameterTransform/apply(to:)``).
  ///   - omission: When to leave the parameter out; hidden rows by default.
  public init(key: String, transforms: [ParameterTransform] = [], omission: Set<ParameterOmission> = [.hidden]) {
    self.key = key
    self.transforms = transforms
    self.omission = omission
  }
}

/// A change applied to a value on its way into request parameters.
public enum ParameterTransform: Sendable, Hashable {
  /// Trims whitespace and newlines from strings.
  case trim
  /// Keeps only the ASCII digits of a string (`"+86 138-0013"` → `"861380013"`), for phone
  /// numbers and IDs.
  case digits
  /// Multiplies a number by 100 and rounds half away from zero to a whole number (amounts in
  /// cents): `19.99` → `1999`, `12.345` → `1235`. Exact: no `Double` on the way.
  case cents
  /// Formats a date with a fixed pattern and the POSIX locale, in a time zone given by its
  /// identifier (UTC unless said otherwise): `.datePattern("yyyy-MM-dd HH:mm", timeZone: "Asia/Shanghai")`.
  case datePattern(String, timeZone: String = "UTC")
  /// Writes booleans as `1` and `0`.
  case boolAsInt
  /// Joins a list into one string with a separator (`["a", "b"]` → `"a,b"`); numbers are
  /// written plainly, dates as ISO 8601, `null` as nothing.
  case join(String)
}

/// When a row's parameter is left out of request parameters.
public enum ParameterOmission: String, Sendable, Hashable, CaseIterable {
  /// When the value, after the transforms, is null, an empty string, list or object (so with
  /// ``ParameterTransform/trim``, blank text too).
  case empty
  /// When the row is hidden, unless its ``HiddenValuePolicy`` is ``HiddenValuePolicy/keep``.
  case hidden
  /// When the row is disabled.
  case disabled
}
