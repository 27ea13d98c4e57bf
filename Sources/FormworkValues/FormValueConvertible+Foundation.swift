import Foundation

/// A URL is stored as its text: rows of URLs read and write JSON strings.
///
/// ```swift
/// let site = try URL(formValue: "https://example.com")
/// site.formValue  // "https://example.com"
/// ```
extension URL: FormValueConvertible {
  public static var formValueType: FormValueType { .string }
  public var formValue: FormValue { .string(absoluteString) }
  /// Converts text that makes a URL (`URL(string:)`); empty text, or text no URL is made of, is
  /// refused.
  public init(formValue: FormValue) throws {
    guard case .string(let text) = formValue, !text.isEmpty, let url = URL(string: text) else {
      throw Self.mismatch(formValue)
    }
    self = url
  }
}

/// A set is stored as a sorted list (numbers by value, then texts, then anything else by its
/// JSON), so the same set always writes the same JSON; a list holding one value twice is read
/// as a set of it once.
///
/// ```swift
/// let days: Set<String> = try Set(formValue: ["mon", "tue"])
/// ```
extension Set: FormValueConvertible where Element: FormValueConvertible {
  public static var formValueType: FormValueType { .list(Element.formValueType) }
  public var formValue: FormValue { .list(map(\.formValue).sorted(by: FormValue.setOrder)) }
  public init(formValue: FormValue) throws {
    guard case .list(let items) = formValue else { throw Self.mismatch(formValue) }
    self = Set(try items.map(Element.init(formValue:)))
  }
}

/// A duration is stored as its seconds, a decimal number, as a countdown's `TimeInterval` is.
///
/// ```swift
/// Duration.seconds(90).formValue   // 90
/// ```
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension Duration: FormValueConvertible {
  public static var formValueType: FormValueType { .decimal }
  public var formValue: FormValue {
    let (seconds, attoseconds) = components
    return (Double(seconds) + Double(attoseconds) / 1e18).formValue
  }
  /// Converts a number of seconds (`90`, `1.5`).
  public init(formValue: FormValue) throws {
    self = .seconds(try Double(formValue: formValue))
  }
}

extension FormValue {
  /// The order a set's members are written in: numbers by value, then texts, then the rest by
  /// their JSON.
  static func setOrder(_ lhs: FormValue, _ rhs: FormValue) -> Bool {
    switch (lhs.numericValue, rhs.numericValue) {
    case (let left?, let right?): return left < right
    case (.some, nil): return true
    case (nil, .some): return false
    case (nil, nil): break
    }
    switch (lhs, rhs) {
    case (.string(let left), .string(let right)): return left < right
    case (.string, _): return true
    case (_, .string): return false
    default: return lhs.description < rhs.description
    }
  }
}
