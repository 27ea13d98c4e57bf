/// The 18-character resident identity number of mainland China (GB 11643-1999), as the loan
/// application checks it.
///
/// Its layout: 6 digits of region code, 8 digits of birth date (`yyyyMMdd`), 3 digits of sequence
/// number, then one check character, a digit or `X` (standing for 10), computed from the first 17
/// digits with ISO 7064 MOD 11-2:
///
/// ```swift
/// ChineseIDNumber.checkCharacter(for: "11010519491231002")   // "X"
/// ChineseIDNumber.isValid("11010519491231002X")               // true
/// ChineseIDNumber.isValid("110105194912310021")               // false: wrong check character
/// ```
public enum ChineseIDNumber {
  /// The pattern of the shape alone: 17 digits and a digit or an uppercase `X`.
  public static let pattern = "[0-9]{17}[0-9X]"

  private static let weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  private static let checkCharacters: [Character] = Array("10X98765432")

  /// The check character for the first 17 digits, or `nil` when `body` is not 17 ASCII digits.
  ///
  /// - Complexity: O(1).
  public static func checkCharacter(for body: some StringProtocol) -> Character? {
    let digits = body.compactMap { $0.isASCII ? $0.wholeNumberValue : nil }
    guard body.count == 17, digits.count == 17 else { return nil }
    let sum = zip(digits, weights).reduce(0) { $0 + $1.0 * $1.1 }
    return checkCharacters[sum % 11]
  }

  /// Whether `number` has the shape of ``pattern``: 17 ASCII digits, then a digit or `X`
  /// (whatever its check character).
  ///
  /// - Complexity: O(1).
  public static func hasShape(_ number: String) -> Bool {
    guard number.count == 18, let last = number.last else { return false }
    return checkCharacter(for: number.dropLast()) != nil && ((last.isASCII && last.isNumber) || last == "X")
  }

  /// Whether `number` has the shape and the right check character.
  ///
  /// - Complexity: O(1).
  public static func isValid(_ number: String) -> Bool {
    guard number.count == 18, let last = number.last else { return false }
    return checkCharacter(for: number.dropLast()) == last
  }
}
