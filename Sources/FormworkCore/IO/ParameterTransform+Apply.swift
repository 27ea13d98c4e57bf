import Foundation

extension ParameterTransform {
  /// Applies this transform to a value.
  ///
  /// `null` passes through every transform. Lists are transformed element by element, except by
  /// ``join(_:)``, which turns them into one string. ``trim`` and ``digits`` leave values that are
  /// not text unchanged; ``cents``, ``datePattern(_:timeZone:)`` and ``boolAsInt`` convert leniently (the
  /// text `"12.5"` is a number, `"2024-05-01"` a date) and throw for values they cannot use;
  /// ``cents`` throws for an amount with a fraction of a cent (`0.001`) rather than drop it.
  ///
  /// ```swift
  /// try ParameterTransform.cents.apply(to: .decimal(Decimal(string: "19.99")!))   // .int(1999)
  /// try ParameterTransform.join(",").apply(to: ["a", "b"])                         // .string("a,b")
  /// ```
  ///
  /// - Throws: `FormError` `FormError.Code.typeMismatch` when the value is not what the
  ///   transform needs.
  public func apply(to value: FormValue) throws -> FormValue {
    var formatters: [String: DateFormatter] = [:]
    return try apply(to: value, formatters: &formatters)
  }

  /// `formatters` caches one formatter per date pattern for the length of one parameters pass.
  func apply(to value: FormValue, formatters: inout [String: DateFormatter]) throws -> FormValue {
    if value.isNull { return .null }
    if case .list(let items) = value {
      if case .join(let separator) = self {
        return .string(items.map(Self.text(of:)).joined(separator: separator))
      }
      var results: [FormValue] = []
      results.reserveCapacity(items.count)
      for item in items { results.append(try apply(to: item, formatters: &formatters)) }
      return .list(results)
    }
    switch self {
    case .trim:
      guard case .string(let text) = value else { return value }
      return .string(text.trimmingCharacters(in: .whitespacesAndNewlines))
    case .digits:
      guard case .string(let text) = value else { return value }
      // ASCII digits only: what servers mean by "the digits of a phone number".
      return .string(String(text.unicodeScalars.filter { $0.value >= 0x30 && $0.value <= 0x39 }.map(Character.init)))
    case .cents:
      let amount = try convert(Decimal.self, value, "a number")
      var scaled = amount * 100
      var rounded = Decimal()
      NSDecimalRound(&rounded, &scaled, 0, .plain)
      // A fraction of a cent would be dropped without a word: refuse it instead.
      guard rounded == scaled else {
        throw FormError(.typeMismatch, "transform cents would drop part of \(amount): it keeps whole cents")
      }
      return rounded.exactInt.map(FormValue.int) ?? .decimal(rounded)
    case .datePattern(let pattern, let zone):
      let date = try convert(Date.self, value, "a date")
      let key = pattern + "\u{0}" + zone
      let formatter = try formatters[key] ?? Self.makeFormatter(pattern, timeZone: zone)
      formatters[key] = formatter
      return .string(formatter.string(from: date))
    case .boolAsInt:
      return .int(try convert(Bool.self, value, "a bool") ? 1 : 0)
    case .join:
      // A single value is already "joined".
      return value
    }
  }

  /// The name of the transform, for messages: `cents`, `datePattern("yyyy-MM-dd")`.
  var name: String {
    switch self {
    case .trim: return "trim"
    case .digits: return "digits"
    case .cents: return "cents"
    case .datePattern(let pattern, let zone):
      return zone == "UTC" ? "datePattern(\"\(pattern)\")" : "datePattern(\"\(pattern)\", timeZone: \"\(zone)\")"
    case .boolAsInt: return "boolAsInt"
    case .join(let separator): return "join(\"\(separator)\")"
    }
  }

  private func convert<T: FormValueConvertible>(_ type: T.Type, _ value: FormValue, _ expected: String) throws -> T {
    do {
      return try T(formValue: value)
    } catch {
      throw FormError(.typeMismatch, "transform \(name) needs \(expected), found \(value.type) \(preview(value))")
    }
  }

  private static func makeFormatter(_ pattern: String, timeZone identifier: String) throws -> DateFormatter {
    guard let zone = identifier == "UTC" ? TimeZone(secondsFromGMT: 0) : TimeZone(identifier: identifier) else {
      throw FormError(.typeMismatch, "unknown time zone '\(identifier)' in datePattern")
    }
    let formatter = DateFormatter()
    // POSIX locale and the Gregorian calendar: the same text on every device, whatever its settings.
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.timeZone = zone
    formatter.dateFormat = pattern
    return formatter
  }

  /// An element's text when a list is joined.
  static func text(of value: FormValue) -> String {
    switch value {
    case .null: return ""
    case .bool(let flag): return flag ? "true" : "false"
    case .int(let number): return String(number)
    case .decimal(let number): return number.description
    case .string(let text): return text
    case .date(let date): return FormDateCoding.string(from: date)
    case .list, .object: return value.jsonString()
    }
  }
}
