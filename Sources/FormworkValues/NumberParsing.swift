import Foundation

extension Decimal {
  /// The most significant digits a `Decimal` keeps: a number with more is refused, never
  /// rounded (its 128-bit significand holds any 38-digit number, not every 39-digit one).
  package static let significantDigitLimit = 38

  /// What plain number text reads as.
  package enum TextReading: Equatable {
    /// The number, every digit kept.
    case number(Decimal)
    /// The text is not a finite number `Decimal` can hold (or not a number at all).
    case notANumber
    /// A number with more than ``Decimal/significantDigitLimit`` significant digits.
    case tooManyDigits
  }

  /// Reads a base-10 number written the way JSON and servers write it (`-12.50`, `1e3`, `.5`),
  /// with no locale involved, keeping every digit or saying why it cannot.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  static func reading(exactText text: String) -> TextReading {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard NumberGrammar.isPlainNumber(trimmed) else { return .notANumber }
    let digits = NumberGrammar.significantDigits(of: trimmed)
    guard digits <= significantDigitLimit else { return .tooManyDigits }
    guard let number = Decimal(string: trimmed, locale: Locale(identifier: "en_US_POSIX")), !number.isNaN,
      // NB: a number too small for `Decimal`'s exponent reads as zero: that is a loss too.
      number != 0 || digits == 0
    else { return .notANumber }
    return .number(number)
  }

  /// Parses a base-10 number written the way JSON and servers write it (`-12.50`, `1e3`, `.5`),
  /// with no locale involved; `nil` for anything else, including trailing text and numbers
  /// `Decimal` cannot keep exactly (``reading(exactText:)`` says which).
  init?(exactText text: String) {
    guard case .number(let number) = Self.reading(exactText: text) else { return nil }
    self = number
  }
}

extension Decimal {
  /// This number as an `Int` when it is whole and in range; `nil` otherwise.
  package var exactInt: Int? {
    guard !isNaN, self >= Decimal(Int.min), self <= Decimal(Int.max) else { return nil }
    var value = self
    var whole = Decimal()
    NSDecimalRound(&whole, &value, 0, .plain)
    guard whole == self else { return nil }
    return Int(whole.description)
  }
}

extension Decimal {
  /// The `Double` nearest to this number; NaN stays NaN.
  ///
  /// NB: through the decimal's text: Swift parses it correctly rounded, where
  /// `NSDecimalNumber.doubleValue` can be off by one unit in the last place.
  package var nearestDouble: Double { Double(description) ?? NSDecimalNumber(decimal: self).doubleValue }

  /// The shortest decimal that reads back as `value` (`0.1` for the `Double` 0.1); `nil` for NaN,
  /// infinities and magnitudes beyond `Decimal`'s range.
  package init?(shortest value: Double) {
    guard case .decimal(let number) = value.formValue, !number.isNaN else { return nil }
    self = number
  }
}

/// What text meant as a whole number reads as: a number outside `Int`'s range is still a whole
/// number, refused as too large or too small rather than as "not a whole number".
package enum WholeNumberReading: Equatable {
  case number(Int)
  case notAWholeNumber
  case tooLarge
  case tooSmall

  /// Reads `[+-]digits`; anything else is not a whole number.
  init(plain text: String) {
    if let number = Int(text) {
      self = .number(number)
      return
    }
    var digits = Substring(text)
    let negative = digits.first == "-"
    if let sign = digits.first, sign == "-" || sign == "+" { digits = digits.dropFirst() }
    guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
      self = .notAWholeNumber
      return
    }
    self = negative ? .tooSmall : .tooLarge
  }
}

/// The grammar of plain (locale-free) numbers: `[+-]? digits [. digits]? ([eE] [+-]? digits)?`,
/// where either side of the point may be empty but not both.
enum NumberGrammar {
  static func isPlainNumber(_ text: String) -> Bool {
    var bytes = Array(text.utf8)[...]
    func digits() -> Int {
      var count = 0
      while let byte = bytes.first, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        bytes = bytes.dropFirst()
        count += 1
      }
      return count
    }
    if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
    var mantissa = digits()
    if bytes.first == UInt8(ascii: ".") {
      bytes = bytes.dropFirst()
      mantissa += digits()
    }
    guard mantissa > 0 else { return false }
    if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
      guard digits() > 0 else { return false }
    }
    return bytes.isEmpty
  }

  /// The significant digits of the mantissa of text in the plain grammar: from its first non-zero
  /// digit to its last (`"0012.3400e5"` has 4); 0 for zero.
  static func significantDigits(of text: String) -> Int {
    var first = -1
    var last = -1
    var index = 0
    for byte in text.utf8 {
      if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { break }
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { continue }
      if byte != UInt8(ascii: "0") {
        if first < 0 { first = index }
        last = index
      }
      index += 1
    }
    return first < 0 ? 0 : last - first + 1
  }
}

/// Parses numbers typed by a person, the way their locale writes them.
///
/// `"1.234,5"` in German and `"1,234.5"` in English are both `1234.5`; grouping separators are
/// accepted only between digit groups of three, so `"1,5"` in English is rejected rather than
/// read as `15`. The result is a `Decimal`: what was typed is what is stored.
public struct LocalizedNumberParser: Sendable {
  /// The locale whose separators the text uses.
  public var locale: Locale

  public init(locale: Locale = .current) { self.locale = locale }

  var decimalSeparator: Character { locale.decimalSeparator.flatMap(\.first) ?? "." }
  var groupingSeparator: Character { locale.groupingSeparator.flatMap(\.first) ?? "," }

  /// Parses a decimal number; `nil` when the text is not one, or has more than 38 significant
  /// digits (`Decimal` would round it, and a typed number is kept exactly or refused).
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  public func decimal(from text: String) -> Decimal? {
    guard case .number(let number) = reading(from: text) else { return nil }
    return number
  }

  /// Reads a decimal number, saying why when it is not one that can be kept exactly.
  package func reading(from text: String) -> Decimal.TextReading {
    guard let plain = normalized(text, allowFraction: true) else { return .notANumber }
    return Decimal.reading(exactText: plain)
  }

  /// Parses a whole number; `nil` when the text is not one or does not fit in `Int`.
  public func integer(from text: String) -> Int? {
    guard case .number(let number) = integerReading(from: text) else { return nil }
    return number
  }

  /// Reads a whole number, saying why when it is not one that fits in `Int`.
  package func integerReading(from text: String) -> WholeNumberReading {
    guard let plain = normalized(text, allowFraction: false) else { return .notAWholeNumber }
    return WholeNumberReading(plain: plain)
  }

  /// Rewrites localized text into the plain grammar, or `nil` when it does not fit the locale.
  func normalized(_ text: String, allowFraction: Bool) -> String? {
    var body = Substring(text.trimmingCharacters(in: .whitespaces))
    var sign = ""
    if let first = body.first, first == "-" || first == "+" || first == "\u{2212}" {
      sign = first == "+" ? "" : "-"
      body = body.dropFirst()
    }
    // People type either separator on a numeric keypad; accept the plain "." as a decimal point
    // too when the locale's grouping separator is not ".".
    let decimalMarks: Set<Character> =
      groupingSeparator == "." ? [decimalSeparator] : [decimalSeparator, "."]
    var integerPart = Substring(body)
    var fraction: Substring?
    if let mark = body.lastIndex(where: { decimalMarks.contains($0) }) {
      guard allowFraction else { return nil }
      integerPart = body[..<mark]
      fraction = body[body.index(after: mark)...]
    }
    // Grouping: "1 234 567" / "1.234.567" / "1,234,567" — groups of three after the first.
    // Locales that group with a (narrow) no-break space are matched by any space.
    let isGroupMark: (Character) -> Bool = { [groupingSeparator] character in
      character == groupingSeparator || (groupingSeparator.isWhitespace && character.isWhitespace)
    }
    let groups = integerPart.split(omittingEmptySubsequences: false, whereSeparator: isGroupMark)
    if groups.count > 1 {
      guard let head = groups.first, (1...3).contains(head.count),
        groups.dropFirst().allSatisfy({ $0.count == 3 })
      else { return nil }
    }
    let digits = groups.joined()
    let isDigit: (Character) -> Bool = { $0.isASCII && $0.isNumber }
    guard digits.allSatisfy(isDigit), fraction?.allSatisfy(isDigit) ?? true else { return nil }
    guard !digits.isEmpty || !(fraction ?? "").isEmpty else { return nil }
    if let fraction { return "\(sign)\(digits.isEmpty ? "0" : digits).\(fraction.isEmpty ? "0" : fraction)" }
    return sign + digits
  }
}
