import Foundation

/// How a text row formats its text while a person types: a mask (phone, card numbers) or a
/// grouped amount (a currency, a decimal with grouping separators), in the form's locale.
///
/// ```swift
/// Row.phone(phone, "Phone").mask("(###) ###-####")
/// Row.decimal(price, "Price").liveFormat(.currency(code: "EUR"))   // 1.234,50 € in German
/// Row.text(card, "Card").liveFormat(.cardNumber)                   // 4242 4242 4242 4242
/// ```
///
/// **Values.** A masked row's value is the characters typed into the mask's slots, without its
/// literals: `"5551234567"` for `(555) 123-4567`. Values in, hydration and drafts take either
/// form (the raw characters or the formatted text) and the row shows them formatted; values
/// out, parameters and drafts write the raw characters. A currency or grouped row's value is a
/// `Decimal` (`1234.5`), written as a number everywhere.
///
/// **Edits.** ``apply(_:locale:)`` is the edit model every renderer uses: given the field's
/// text, the range a person replaced and what they typed, pasted or deleted, it returns the new
/// text and where the caret goes. Text that does not fit (letters pasted into a phone mask, a
/// digit past the mask's end, a third decimal place in dollars) is left as the person made it,
/// unformatted, and the form refuses it with a message (`Form.input(_:for:)`), so nothing is
/// dropped silently.
public enum LiveFormat: Sendable, Hashable {
  /// A mask: `#` takes a digit, `A` a letter, `*` a letter or a digit; every other character
  /// is a literal the mask inserts (`"(###) ###-####"`, `"#### #### #### ####"`). The value is
  /// the slots' characters.
  case mask(String)
  /// An amount of a currency (an ISO 4217 code: `"EUR"`, `"USD"`, `"JPY"`), written as the
  /// form's locale writes it: its symbol where the locale puts it, its grouping and decimal
  /// separators, at most the currency's decimal places (`$1,234.50`, `1.234,50 €`, `¥1,235`).
  /// The value is a `Decimal`, zero or more.
  case currency(code: String)
  /// A decimal number with the locale's grouping separators and at most `fractionDigits`
  /// decimal places (`12,345.678`). The value is a `Decimal`, zero or more.
  case groupedDecimal(fractionDigits: Int)
  /// A payment card number in groups of four (`4242 4242 4242 4242`, up to 19 digits), or 4-6-5
  /// for American Express numbers (starting 34 or 37: `3782 822463 10005`). The value is the
  /// digits.
  case cardNumber

  /// The rule name of the issue a masked row shows while its value misses characters
  /// (`ValidationIssue.rule`): `"format"`.
  public static let incompleteRule = "format"

  /// Whether the value is a number (currency, grouped decimal) rather than text (masks, cards).
  public var holdsNumbers: Bool {
    switch self {
    case .currency, .groupedDecimal: true
    case .mask, .cardNumber: false
    }
  }

  /// Why the format cannot work (a mask without slots, a currency code that is not three
  /// letters, decimal places outside 0…10), or `nil`.
  public var problem: String? {
    switch self {
    case .mask(let mask):
      if TextMask(mask).slotCount == 0 { return "a mask needs at least one slot (#, A or *), found '\(mask)'" }
    case .currency(let code):
      if code.count != 3 || !code.allSatisfy({ $0.isASCII && $0.isLetter }) {
        return "a currency code has three letters (ISO 4217: EUR, USD), found '\(code)'"
      }
    case .groupedDecimal(let digits):
      if !(0...10).contains(digits) { return "decimal places are 0…10, found \(digits)" }
    case .cardNumber:
      break
    }
    return nil
  }

  /// The text an edit leaves in the field and where its caret goes.
  ///
  /// Characters the format inserts (a mask's literals, grouping separators, the currency
  /// symbol) are inserted; the caret stays after the character the person typed (after the
  /// last typed digit, not after an inserted literal), or next to the same digit after
  /// regrouping. A deletion of only inserted characters (backspace after `) `) also deletes the
  /// typed character before them. Text that does not fit stays as the naive edit made it.
  ///
  /// ```swift
  /// let edit = TextEdit(text: "(555) 12", range: 8..<8, replacement: "3")
  /// LiveFormat.mask("(###) ###-####").apply(edit, locale: locale)   // "(555) 123", caret 9
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the text and the mask.
  public func apply(_ edit: TextEdit, locale: Locale) -> EditedText {
    engine(locale).apply(edit)
  }

  /// A value as the format shows it: a mask's characters with its literals, an amount in the
  /// locale; `nil` when the value does not fit the format.
  ///
  /// - Complexity: O(*n*) in the length of the value and the mask.
  public func text(for value: FormValue, locale: Locale) -> String? {
    switch value {
    case .null: return ""
    case .string(let text): return engine(locale).formattedText(text)
    case .int(let number): return holdsNumbers ? engine(locale).formattedNumber(Decimal(number)) : nil
    case .decimal(let number): return holdsNumbers ? engine(locale).formattedNumber(number) : nil
    default: return nil
    }
  }

  /// Reads text the way the format writes it, or any text whose characters fit it (a phone
  /// number pasted without its literals).
  ///
  /// ```swift
  /// LiveFormat.mask("(###) ###-####").value(from: "(555) 123-4567", locale: locale)
  /// // .value(.string("5551234567"))
  /// LiveFormat.currency(code: "EUR").value(from: "1.234,50 €", locale: german)
  /// // .value(.decimal(1234.5))
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the text and the mask.
  public func value(from text: String, locale: Locale) -> LiveFormatReading {
    engine(locale).reading(text)
  }

  /// The format as a person reads it in a message: the mask, or a sample amount (`$1,234.56`).
  public func sample(locale: Locale) -> String {
    switch self {
    case .mask(let mask): return mask
    case .cardNumber: return "#### #### #### ####"
    case .currency, .groupedDecimal:
      let layout = engine(locale) as? AmountFormat
      return layout?.sample ?? ""
    }
  }

  func engine(_ locale: Locale) -> any LiveFormatEngine {
    switch self {
    case .mask(let mask): TextMask(mask)
    case .cardNumber: CardNumberFormat()
    case .currency(let code): AmountFormat(AmountLayout.currency(code: code, locale: locale))
    case .groupedDecimal(let digits): AmountFormat(AmountLayout.decimal(fractionDigits: digits, locale: locale))
    }
  }
}

/// What ``LiveFormat/value(from:locale:)`` read from a text.
public enum LiveFormatReading: Sendable, Hashable {
  /// The text fits: this is its value (`.null` for empty text).
  case value(FormValue)
  /// The text has a character the format cannot take (a letter in a digit's slot, a second
  /// decimal separator), or more characters than it holds.
  case doesNotFit
  /// The text fits but does not fill every slot of the mask (a phone number missing digits).
  case incomplete(FormValue)
}

/// An edit to a text field, in the shape UIKit's `textField(_:shouldChangeCharactersIn:replacementString:)`
/// gives it: the field's text, the range replaced (in UTF-16 code units, as `NSRange` counts)
/// and what replaces it. Typing is an empty range with one character, backspace a one-character
/// range with nothing, a paste a range (the selection) with the pasted text.
public struct TextEdit: Sendable, Hashable {
  /// The text before the edit.
  public var text: String
  /// The replaced range, in UTF-16 code units of ``text``.
  public var range: Range<Int>
  /// What replaces the range.
  public var replacement: String

  /// An edit replacing `range` (UTF-16 offsets) of `text` with `replacement`; a range past the
  /// end is clamped to the text.
  public init(text: String, range: Range<Int>, replacement: String) {
    let length = text.utf16.count
    let lower = min(max(0, range.lowerBound), length)
    self.text = text
    self.range = lower..<min(max(lower, range.upperBound), length)
    self.replacement = replacement
  }

  /// The edit that turned `old` into `new`, for inputs that report only the new text
  /// (SwiftUI's text field binding, a line editor): the longest common start and end are kept,
  /// and with `caret` (where the caret is in `new`, in UTF-16 code units) what was replaced ends
  /// at the caret, so typing `5` between two `5`s is placed where it was typed.
  ///
  /// ```swift
  /// TextEdit(from: "(555) 1", to: "(5555) 1", caret: 3)   // range 2..<2, replacement "5"
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the texts.
  public init(from old: String, to new: String, caret: Int? = nil) {
    let before = Array(old)
    let after = Array(new)
    let caretIndex = caret.map { offset in
      CharacterOffsets(after).offsets.lastIndex { $0 <= offset } ?? after.count
    }
    func commonSuffix(within limit: Int) -> Int {
      var suffix = 0
      while suffix < limit, before[before.count - 1 - suffix] == after[after.count - 1 - suffix] { suffix += 1 }
      return suffix
    }
    func commonPrefix(within limit: Int) -> Int {
      var prefix = 0
      while prefix < limit, before[prefix] == after[prefix] { prefix += 1 }
      return prefix
    }
    let prefix: Int
    let suffix: Int
    if let caretIndex {
      // The text after the caret is what the edit left alone.
      suffix = commonSuffix(within: min(before.count, after.count - caretIndex))
      prefix = commonPrefix(within: min(before.count - suffix, after.count - suffix, caretIndex))
    } else {
      prefix = commonPrefix(within: min(before.count, after.count))
      suffix = commonSuffix(within: min(before.count, after.count) - prefix)
    }
    let offsets = CharacterOffsets(before)
    self.init(
      text: old, range: offsets.utf16Offset(prefix)..<offsets.utf16Offset(before.count - suffix),
      replacement: String(after[prefix..<(after.count - suffix)]))
  }

  /// The text the edit makes when nothing formats it.
  public var naiveResult: String {
    let characters = Array(text)
    let bounds = CharacterOffsets(characters).characterRange(range)
    return String(characters[..<bounds.lowerBound]) + replacement + String(characters[bounds.upperBound...])
  }
}

/// The text an edit leaves in a field, and where the caret goes.
public struct EditedText: Sendable, Hashable {
  /// The field's new text.
  public var text: String
  /// The caret, in UTF-16 code units of ``text`` (what `UITextField.position(from:offset:)` takes).
  public var caret: Int

  public init(text: String, caret: Int) {
    self.text = text
    self.caret = caret
  }

  /// The caret in characters (grapheme clusters) from the start, for editors that count them.
  public var caretInCharacters: Int {
    CharacterOffsets(Array(text)).offsets.lastIndex { $0 <= caret } ?? 0
  }
}

/// UTF-16 offsets of a text's character boundaries.
struct CharacterOffsets {
  /// `offsets[i]` is where character `i` starts; the last entry is the text's length.
  let offsets: [Int]

  init(_ characters: [Character]) {
    var offsets = [0]
    offsets.reserveCapacity(characters.count + 1)
    for character in characters { offsets.append(offsets[offsets.count - 1] + character.utf16.count) }
    self.offsets = offsets
  }

  /// The characters a UTF-16 range covers, widened to whole characters.
  func characterRange(_ range: Range<Int>) -> Range<Int> {
    let lower = (offsets.lastIndex { $0 <= range.lowerBound }) ?? 0
    let upper = offsets.firstIndex { $0 >= range.upperBound } ?? (offsets.count - 1)
    return lower..<max(lower, upper)
  }

  /// The UTF-16 offset of the boundary before character `index`.
  func utf16Offset(_ index: Int) -> Int { offsets[min(max(0, index), offsets.count - 1)] }
}

/// A text read by a format: the characters that carry the value (a mask's slots, an amount's
/// digits and decimal separator) and where each was in the text.
struct SignificantCharacters {
  var characters: [Character] = []
  var positions: [Int] = []
}

/// One kind of live format: reading text, writing it, and the edit model over both.
protocol LiveFormatEngine {
  /// The characters of `text` that carry the value, or `nil` when a character cannot be taken.
  func significant(_ text: [Character]) -> SignificantCharacters?
  /// Text for significant characters, with where each of them is; `nil` when they do not fit
  /// (too many, too many decimal places).
  func layout(_ significant: [Character]) -> (text: [Character], positions: [Int])?
  /// Whether the caret keeps its distance from the end (amounts, whose leading zeros go) rather
  /// than from the start (masks).
  var anchorsCaretAtEnd: Bool { get }
  /// The value of laid-out significant characters.
  func value(of significant: [Character]) -> LiveFormatReading
  /// A number as text; `nil` for masks.
  func formattedNumber(_ number: Decimal) -> String?
}

extension LiveFormatEngine {
  func apply(_ edit: TextEdit) -> EditedText {
    let current = Array(edit.text)
    let offsets = CharacterOffsets(current)
    var range = offsets.characterRange(edit.range)
    let replacement = Array(edit.replacement)
    // Deleting only what the format inserted would change nothing: the typed character before
    // it goes too (backspace after "(555) " deletes the 5).
    if replacement.isEmpty, !range.isEmpty, let reading = significant(current),
      !reading.positions.contains(where: range.contains),
      let previous = reading.positions.last(where: { $0 < range.lowerBound })
    {
      range = previous..<range.upperBound
    }
    let naive = Array(current[..<range.lowerBound]) + replacement + Array(current[range.upperBound...])
    let naiveCaret = range.lowerBound + replacement.count
    let unformatted = EditedText(text: String(naive), caret: CharacterOffsets(naive).utf16Offset(naiveCaret))
    guard let reading = significant(naive), let laidOut = layout(reading.characters) else { return unformatted }
    let before = reading.positions.filter { $0 < naiveCaret }.count
    let kept =
      anchorsCaretAtEnd
      ? max(0, laidOut.positions.count - (reading.positions.count - before)) : min(before, laidOut.positions.count)
    let caret: Int
    if kept > 0 {
      caret = laidOut.positions[kept - 1] + 1
    } else {
      caret = laidOut.positions.first ?? 0
    }
    return EditedText(text: String(laidOut.text), caret: CharacterOffsets(laidOut.text).utf16Offset(caret))
  }

  func reading(_ text: String) -> LiveFormatReading {
    let characters = Array(text)
    guard let reading = significant(characters), layout(reading.characters) != nil else { return .doesNotFit }
    return value(of: reading.characters)
  }

  /// Text as the format shows it, or `nil` when it does not fit.
  func formattedText(_ text: String) -> String? {
    guard let reading = significant(Array(text)), let laidOut = layout(reading.characters) else { return nil }
    return String(laidOut.text)
  }

  func formattedNumber(_ number: Decimal) -> String? { nil }
}
