import FormworkValues
import Foundation
import PropertyBased

// Shared by the value tests and the form's I/O tests: random values and the few fixtures they
// build on.

/// A date from its ISO 8601 text; tests only, with literals known to parse.
public func isoDate(_ text: String) -> Date {
  guard let date = FormDateCoding.parse(text) else { fatalError("bad test date \(text)") }
  return date
}

/// A decimal from its text; tests only, with literals known to parse.
public func decimal(_ text: String) -> Decimal {
  guard let number = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
    fatalError("bad test decimal \(text)")
  }
  return number
}

public enum RandomValues {
  public static let characters: [String] = [
    "a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\u{01}", "\u{7F}", "é", "中", "😀", "👍🏽", "\u{2028}",
  ]

  public static func string<R: RandomNumberGenerator>(_ rng: inout R, maxLength: Int = 8) -> String {
    let count = Int.random(in: 0...maxLength, using: &rng)
    return (0..<count).map { _ in characters[Int.random(in: 0..<characters.count, using: &rng)] }.joined()
  }

  public static func decimal<R: RandomNumberGenerator>(_ rng: inout R) -> Decimal {
    let significand = Decimal(UInt64.random(in: 0...999_999_999_999_999, using: &rng))
    let exponent = Int.random(in: -25...12, using: &rng)
    let sign: FloatingPointSign = Bool.random(using: &rng) ? .minus : .plus
    return Decimal(sign: sign, exponent: exponent, significand: significand)
  }

  /// Whole seconds between 1900 and 2100: ISO 8601 text keeps them exactly.
  public static func date<R: RandomNumberGenerator>(_ rng: inout R) -> Date {
    Date(timeIntervalSince1970: TimeInterval(Int.random(in: -2_208_988_800...4_102_444_800, using: &rng)))
  }

  public static func value<R: RandomNumberGenerator>(_ rng: inout R, depth: Int = 3, dates: Bool = true) -> FormValue {
    let upper = depth > 0 ? 8 : 6
    switch Int.random(in: 0...upper, using: &rng) {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &rng))
    case 2: return .int(Int.random(in: Int.min...Int.max, using: &rng))
    case 3: return .decimal(decimal(&rng))
    case 4: return .string(string(&rng))
    case 5: return dates ? .date(date(&rng)) : .int(Int.random(in: -1000...1000, using: &rng))
    case 6: return .string(string(&rng, maxLength: 3))
    case 7:
      let count = Int.random(in: 0...4, using: &rng)
      return .list((0..<count).map { _ in value(&rng, depth: depth - 1, dates: dates) })
    default:
      let count = Int.random(in: 0...4, using: &rng)
      var members: [String: FormValue] = [:]
      for _ in 0..<count { members[string(&rng, maxLength: 4)] = value(&rng, depth: depth - 1, dates: dates) }
      return .object(members)
    }
  }

  public static func formValue(dates: Bool = true) -> Generator<FormValue, Shrink.None<FormValue>> {
    Generator { rng in value(&rng, dates: dates) }
  }
}

extension FormValue {
  /// What this value reads back as from JSON text: dates are ISO strings, whole decimals that fit
  /// in `Int` are ints (the writer prints `5` for both).
  public var afterJSON: FormValue {
    switch self {
    case .decimal(let number): return Int(number.description).map(FormValue.int) ?? self
    case .date(let date): return .string(FormDateCoding.string(from: date))
    case .list(let items): return .list(items.map(\.afterJSON))
    case .object(let members): return .object(members.mapValues(\.afterJSON))
    default: return self
    }
  }
}
