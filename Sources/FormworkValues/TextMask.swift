import Foundation

/// A mask such as `"(###) ###-####"`: slots (`#` a digit, `A` a letter, `*` either) and the
/// literals between them, which the mask inserts as slots fill. Literals after the last filled
/// slot are not shown (`(555` until the fourth digit makes it `(555) 1`).
struct TextMask: LiveFormatEngine {
  enum MaskPart: Equatable {
    case slot(Slot)
    case literal(Character)
  }

  enum Slot: Equatable {
    case digit, letter, any

    func takes(_ character: Character) -> Bool {
      switch self {
      case .digit: character.isASCII && character.isNumber
      case .letter: character.isLetter
      case .any: (character.isASCII && character.isNumber) || character.isLetter
      }
    }
  }

  let elements: [MaskPart]
  let literals: Set<Character>

  init(_ mask: String) {
    elements = mask.map { character in
      switch character {
      case "#": .slot(.digit)
      case "A": .slot(.letter)
      case "*": .slot(.any)
      default: .literal(character)
      }
    }
    literals = Set(elements.compactMap { if case .literal(let character) = $0 { character } else { nil } })
  }

  /// Whether some slot of the mask takes `character`.
  private func slotTakes(_ character: Character) -> Bool {
    elements.contains { element in
      if case .slot(let slot) = element { slot.takes(character) } else { false }
    }
  }

  var slotCount: Int { elements.filter { if case .slot = $0 { true } else { false } }.count }

  var anchorsCaretAtEnd: Bool { false }

  /// Walks the text along the mask: a character equal to the literal expected is the mask's; one
  /// a slot takes fills it; whitespace and the mask's literals elsewhere are skipped (a number
  /// pasted with other spacing). Characters past the last slot that a slot of the mask would take
  /// are kept, so ``layout(_:)`` refuses them as too many.
  func significant(_ text: [Character]) -> SignificantCharacters? {
    var reading = SignificantCharacters()
    var cursor = 0
    for (position, character) in text.enumerated() {
      if cursor < elements.count, case .literal(let literal) = elements[cursor], literal == character {
        cursor += 1
        continue
      }
      while cursor < elements.count, case .literal = elements[cursor] { cursor += 1 }
      if cursor < elements.count, case .slot(let slot) = elements[cursor], slot.takes(character) {
        reading.characters.append(character)
        reading.positions.append(position)
        cursor += 1
      } else if character.isWhitespace || literals.contains(character) {
        continue
      } else if cursor >= elements.count, slotTakes(character) {
        reading.characters.append(character)
        reading.positions.append(position)
      } else {
        return nil
      }
    }
    return reading
  }

  func layout(_ significant: [Character]) -> (text: [Character], positions: [Int])? {
    guard significant.count <= slotCount else { return nil }
    var text: [Character] = []
    var positions: [Int] = []
    var next = 0
    for element in elements {
      guard next < significant.count else { break }
      switch element {
      case .literal(let character):
        text.append(character)
      case .slot(let slot):
        guard slot.takes(significant[next]) else { return nil }
        positions.append(text.count)
        text.append(significant[next])
        next += 1
      }
    }
    return (text, positions)
  }

  func value(of significant: [Character]) -> LiveFormatReading {
    if significant.isEmpty { return .value(.null) }
    let value = FormValue.string(String(significant))
    return significant.count == slotCount ? .value(value) : .incomplete(value)
  }
}

/// Card numbers: groups of four up to 19 digits, or American Express's 4-6-5 for numbers
/// starting 34 or 37. A number is complete at 15 digits (American Express) or 16 and more.
struct CardNumberFormat: LiveFormatEngine {
  private static let grouped = TextMask("#### #### #### #### ###")
  private static let amex = TextMask("#### ###### #####")

  var anchorsCaretAtEnd: Bool { false }

  private func mask(for digits: [Character]) -> TextMask {
    digits.count >= 2 && digits[0] == "3" && (digits[1] == "4" || digits[1] == "7") ? Self.amex : Self.grouped
  }

  func significant(_ text: [Character]) -> SignificantCharacters? {
    // Either mask reads the same digits: their literals are spaces.
    Self.grouped.significant(text)
  }

  func layout(_ significant: [Character]) -> (text: [Character], positions: [Int])? {
    mask(for: significant).layout(significant)
  }

  func value(of significant: [Character]) -> LiveFormatReading {
    if significant.isEmpty { return .value(.null) }
    let value = FormValue.string(String(significant))
    let complete = mask(for: significant) == Self.amex ? significant.count == 15 : significant.count >= 16
    return complete ? .value(value) : .incomplete(value)
  }
}

extension TextMask: Equatable {
  static func == (lhs: TextMask, rhs: TextMask) -> Bool { lhs.elements == rhs.elements }
}
