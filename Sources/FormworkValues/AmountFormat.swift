import Foundation

/// How a locale writes an amount: what comes before and after the number (`$`, ` €`), its
/// grouping and decimal separators, the group size, and how many decimal places it has.
struct AmountLayout: Sendable, Hashable {
  var prefix: [Character]
  var suffix: [Character]
  var groupingSeparator: Character?
  var decimalSeparator: Character
  /// The size of the group before the decimal separator (3 in `1,234,567`).
  var groupSize: Int
  /// The size of the groups before that one: 3 in `1,234,567`, 2 in Indian `12,34,567`.
  var secondaryGroupSize: Int
  var fractionDigits: Int

  /// The layout of `code`'s amounts in `locale`, read from what Foundation writes for 1234 (so
  /// the symbol's place and spacing are the locale's): `$1,234,567.00`, `1.234.567,00 €`,
  /// `¥1,234,567` (seven digits, as some locales leave four ungrouped: `1234,00 €` in Spanish).
  static func currency(code: String, locale: Locale) -> AmountLayout {
    AmountLayoutCache.shared.layout(for: "currency:\(code):\(locale.identifier)") {
      let formatter = NumberFormatter()
      formatter.locale = locale
      formatter.numberStyle = .currency
      formatter.currencyCode = code
      return read(formatter.string(from: 1_234_567) ?? "", fallbackDecimal: formatter.currencyDecimalSeparator)
    }
  }

  /// A plain decimal in `locale` with `fractionDigits` decimal places at most: `1,234.5`.
  static func decimal(fractionDigits: Int, locale: Locale) -> AmountLayout {
    var layout = AmountLayoutCache.shared.layout(for: "decimal:\(locale.identifier)") {
      let formatter = NumberFormatter()
      formatter.locale = locale
      formatter.numberStyle = .decimal
      formatter.minimumFractionDigits = 1
      return read(formatter.string(from: 1_234_567) ?? "", fallbackDecimal: formatter.decimalSeparator)
    }
    layout.fractionDigits = max(0, fractionDigits)
    return layout
  }

  /// The layout of a sample amount of seven integer digits (1,234,567): what precedes its first
  /// digit, what follows its last, the separator between its integer digits (grouping) and where
  /// it falls (the group sizes), the one after the seventh digit (decimal) and the digits after it.
  static func read(_ sample: String, fallbackDecimal: String?) -> AmountLayout {
    let characters = Array(sample)
    let isDigit: (Character) -> Bool = { $0.wholeNumberValue != nil }
    guard let first = characters.firstIndex(where: isDigit), let last = characters.lastIndex(where: isDigit) else {
      return AmountLayout(
        prefix: [], suffix: [], groupingSeparator: ",", decimalSeparator: ".", groupSize: 3, secondaryGroupSize: 3,
        fractionDigits: 2)
    }
    let body = Array(characters[first...last])
    let integerDigits = 7
    var digitsSeen = 0
    var grouping: Character?
    // How many digits were before each grouping separator: 1 and 4 in 1,234,567; 2 and 4 in 12,34,567.
    var groupStarts: [Int] = []
    var decimal: Character?
    var fraction = 0
    for character in body {
      if isDigit(character) {
        digitsSeen += 1
        if decimal != nil { fraction += 1 }
      } else if digitsSeen < integerDigits, grouping == nil || character == grouping {
        grouping = character
        groupStarts.append(digitsSeen)
      } else if digitsSeen == integerDigits, decimal == nil {
        decimal = character
      }
    }
    let primary = groupStarts.last.map { integerDigits - $0 } ?? 3
    let secondary =
      groupStarts.count > 1 ? groupStarts[groupStarts.count - 1] - groupStarts[groupStarts.count - 2] : primary
    let fallback = fallbackDecimal.flatMap(\.first) ?? "."
    return AmountLayout(
      prefix: Array(characters[..<first]), suffix: Array(characters[(last + 1)...]), groupingSeparator: grouping,
      decimalSeparator: decimal ?? (grouping == fallback ? "." : fallback), groupSize: max(1, primary),
      secondaryGroupSize: max(1, secondary), fractionDigits: fraction)
  }

  /// Whether a grouping separator goes before an integer digit that has `remaining` digits from
  /// it to the decimal separator (itself included).
  func groupStarts(at remaining: Int) -> Bool {
    remaining == groupSize || (remaining > groupSize && (remaining - groupSize) % secondaryGroupSize == 0)
  }
}

/// Layouts read once per locale and currency: a layout costs a number formatter, and a field
/// formats on every keystroke.
private final class AmountLayoutCache: @unchecked Sendable {
  static let shared = AmountLayoutCache()
  private let lock = NSLock()
  private var layouts: [String: AmountLayout] = [:]

  func layout(for key: String, _ make: () -> AmountLayout) -> AmountLayout {
    lock.lock()
    defer { lock.unlock() }
    if let known = layouts[key] { return known }
    let layout = make()
    layouts[key] = layout
    return layout
  }
}

/// Amounts typed in a layout: digits and one decimal separator carry the value; grouping
/// separators, the currency's prefix and suffix and spaces are the format's.
struct AmountFormat: LiveFormatEngine {
  let amount: AmountLayout

  init(_ amount: AmountLayout) { self.amount = amount }

  var anchorsCaretAtEnd: Bool { true }

  /// `$1,234.56` in the layout (for messages).
  var sample: String {
    let fraction = (0..<amount.fractionDigits).map { Character(String(($0 + 5) % 10)) }
    let digits: [Character] = Array("1234") + (fraction.isEmpty ? [] : [amount.decimalSeparator] + fraction)
    return layout(digits).map { String($0.text) } ?? ""
  }

  private var ignorable: Set<Character> {
    var set = Set(amount.prefix + amount.suffix)
    if let grouping = amount.groupingSeparator { set.insert(grouping) }
    return set
  }

  func significant(_ text: [Character]) -> SignificantCharacters? {
    var reading = SignificantCharacters()
    var sawSeparator = false
    let ignorable = ignorable
    for (position, character) in text.enumerated() {
      if let digit = character.wholeNumberValue, (0...9).contains(digit), character.unicodeScalars.count == 1,
        character.unicodeScalars.first?.properties.numericType == .decimal
      {
        // Digits of other scripts (Arabic-Indic, full-width) read as the same digits.
        reading.characters.append(Character(String(digit)))
        reading.positions.append(position)
      } else if character == amount.decimalSeparator, !sawSeparator, amount.fractionDigits > 0 {
        sawSeparator = true
        reading.characters.append(character)
        reading.positions.append(position)
      } else if ignorable.contains(character) || character.isWhitespace {
        continue
      } else {
        return nil
      }
    }
    return reading
  }

  /// Leading zeros go (one stays before the separator), the integer digits are grouped, a
  /// separator typed first gets a zero before it.
  func layout(_ significant: [Character]) -> (text: [Character], positions: [Int])? {
    guard !significant.isEmpty else { return ([], []) }
    let split = significant.firstIndex(of: amount.decimalSeparator)
    var integer = Array(significant[..<(split ?? significant.count)])
    let fraction = split.map { Array(significant[($0 + 1)...]) } ?? []
    guard fraction.count <= amount.fractionDigits else { return nil }
    while integer.count > 1, integer.first == "0" { integer.removeFirst() }
    if integer.isEmpty { integer = ["0"] }
    var text = amount.prefix
    var positions: [Int] = []
    for (index, digit) in integer.enumerated() {
      let remaining = integer.count - index
      if index > 0, amount.groupStarts(at: remaining), let grouping = amount.groupingSeparator {
        text.append(grouping)
      }
      positions.append(text.count)
      text.append(digit)
    }
    if split != nil {
      positions.append(text.count)
      text.append(amount.decimalSeparator)
      for digit in fraction {
        positions.append(text.count)
        text.append(digit)
      }
    }
    text += amount.suffix
    return (text, positions)
  }

  func value(of significant: [Character]) -> LiveFormatReading {
    if significant.isEmpty { return .value(.null) }
    // A separator typed alone shows as "0.": it is zero, as shown.
    let plain = "0" + String(significant.map { $0 == amount.decimalSeparator ? "." : $0 })
    guard let number = Decimal(string: plain, locale: Locale(identifier: "en_US_POSIX")) else { return .doesNotFit }
    return .value(.decimal(number))
  }

  /// `number` with all of the layout's decimal places (`$1,234.50`); `nil` for a negative
  /// number or one with more decimal places.
  func formattedNumber(_ number: Decimal) -> String? {
    guard number >= 0, !number.isNaN else { return nil }
    var rounded = Decimal()
    var copy = number
    NSDecimalRound(&rounded, &copy, amount.fractionDigits, .plain)
    guard rounded == number else { return nil }
    let plain = NSDecimalNumber(decimal: number).stringValue
    let parts = plain.split(separator: ".", omittingEmptySubsequences: false)
    var fraction = Array(parts.count > 1 ? parts[1] : "")
    while fraction.count < amount.fractionDigits { fraction.append("0") }
    var digits = Array(parts[0])
    if !fraction.isEmpty { digits += [amount.decimalSeparator] + fraction }
    return layout(digits).map { String($0.text) }
  }
}
