import Foundation

/// A Swift type a row can hold: it converts to and from ``FormValue``.
///
/// `String`, `Bool`, `Int`, `Decimal`, `Double`, `Date` and arrays of convertible types conform.
/// An enum with a convertible raw value conforms by declaring it, which is how selector options
/// become typed:
///
/// ```swift
/// enum Plan: String, FormValueConvertible { case free, pro }
/// let plan = RowKey<Plan>("plan")
/// form[plan] = .pro   // stored as .string("pro")
/// ```
///
/// Conversions accept the lossless spellings a server or a JSON file uses (`"42"` for an `Int`,
/// `"2024-05-01"` for a `Date`) and throw a ``FormError`` with code ``FormError/Code/typeMismatch``
/// for anything else: a mismatch is never turned into `nil`. Numbers and dates must be finite:
/// NaN and infinities have no JSON form, so `Decimal`, `Double` and `Date` refuse them.
public protocol FormValueConvertible: Sendable, Equatable {
  /// The static type rows of this value have.
  static var formValueType: FormValueType { get }
  /// This value as a ``FormValue``.
  var formValue: FormValue { get }
  /// This value as a ``FormValue``, or the error that keeps it from being one (a `Codable`
  /// value whose `encode(to:)` throws). Formwork writes values through this; the default is
  /// ``formValue``.
  func encodedFormValue() throws -> FormValue
  /// Converts a ``FormValue`` into this type.
  /// - Throws: ``FormError`` with code ``FormError/Code/typeMismatch`` when `formValue` does not
  ///   represent a value of this type. `.null` always throws; optional reads handle it first.
  init(formValue: FormValue) throws
}

extension FormValueConvertible {
  public func encodedFormValue() throws -> FormValue { formValue }

  @usableFromInline
  static func mismatch(_ value: FormValue) -> FormError {
    FormError(.typeMismatch, "expected \(formValueType), found \(value.type) \(value)")
  }
}

extension FormError {
  /// The refusal of a NaN or infinite number; `found` is the number as Swift prints it.
  static func nonFiniteNumber(_ found: String) -> FormError {
    FormError(.typeMismatch, "expected a finite number, found \(found)")
  }

  /// The refusal of a date whose time interval is NaN or infinite.
  static func nonFiniteDate(_ date: Date) -> FormError {
    FormError(.typeMismatch, "expected a finite date, found \(date.timeIntervalSinceReferenceDate)")
  }
}

extension String: FormValueConvertible {
  public static var formValueType: FormValueType { .string }
  @inlinable public var formValue: FormValue { .string(self) }
  public init(formValue: FormValue) throws {
    switch formValue {
    case .string(let text): self = text
    // Servers send identifiers and phone numbers as numbers; their text is lossless.
    case .int(let number): self = String(number)
    case .decimal(let number): self = number.description
    default: throw Self.mismatch(formValue)
    }
  }
}

extension Bool: FormValueConvertible {
  public static var formValueType: FormValueType { .bool }
  @inlinable public var formValue: FormValue { .bool(self) }
  public init(formValue: FormValue) throws {
    switch formValue {
    case .bool(let flag): self = flag
    case .int(0): self = false
    case .int(1): self = true
    case .string("true"): self = true
    case .string("false"): self = false
    default: throw Self.mismatch(formValue)
    }
  }
}

extension Int {
  /// The refusal of a whole number outside `Int`'s range, saying which bound it passes; `nil`
  /// for a number that is not whole (or in range).
  static func outOfRange(_ number: Decimal?) -> FormError? {
    guard let number, !number.isNaN, number.exactInt == nil else { return nil }
    var value = number
    var whole = Decimal()
    NSDecimalRound(&whole, &value, 0, .plain)
    guard whole == number else { return nil }
    return number > 0
      ? FormError(.typeMismatch, "\(number) is too large for a whole number (at most \(Int.max))")
      : FormError(.typeMismatch, "\(number) is too small for a whole number (at least \(Int.min))")
  }
}

extension Int: FormValueConvertible {
  public static var formValueType: FormValueType { .int }
  @inlinable public var formValue: FormValue { .int(self) }
  public init(formValue: FormValue) throws {
    switch formValue {
    case .int(let number): self = number
    case .decimal(let number):
      guard let exact = number.exactInt else { throw Self.outOfRange(number) ?? Self.mismatch(formValue) }
      self = exact
    case .string(let text):
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      switch WholeNumberReading(plain: trimmed) {
      case .number(let number): self = number
      case .tooLarge, .tooSmall: throw Self.outOfRange(Decimal(exactText: trimmed)) ?? Self.mismatch(formValue)
      case .notAWholeNumber: throw Self.mismatch(formValue)
      }
    default: throw Self.mismatch(formValue)
    }
  }
}

extension Decimal: FormValueConvertible {
  public static var formValueType: FormValueType { .decimal }
  @inlinable public var formValue: FormValue { .decimal(self) }
  /// Converts ints, decimals and plain numeric text (`"12.50"`, `"1e3"`); NaN and text with more
  /// than 38 significant digits (which `Decimal` would round) are refused.
  public init(formValue: FormValue) throws {
    switch formValue {
    case .int(let number): self = Decimal(number)
    case .decimal(let number):
      guard !number.isNaN else { throw FormError.nonFiniteNumber(number.description) }
      self = number
    case .string(let text):
      switch Decimal.reading(exactText: text) {
      case .number(let number): self = number
      case .tooManyDigits:
        throw FormError(
          .typeMismatch, "expected at most \(Decimal.significantDigitLimit) significant digits, found \(text)")
      case .notANumber: throw Self.mismatch(formValue)
      }
    default: throw Self.mismatch(formValue)
    }
  }
}

extension Double: FormValueConvertible {
  public static var formValueType: FormValueType { .decimal }
  /// Stored as the shortest decimal that round-trips to this `Double` (`0.1` stays `0.1`).
  ///
  /// NaN and the infinities have no decimal form: they become `.decimal(.nan)`, which every row
  /// refuses (so setting one keeps the row's value) and JSON writes as `null`.
  public var formValue: FormValue {
    guard isFinite else { return .decimal(.nan) }
    // Fast paths for whole numbers and up to six decimals (sliders, amounts): exact when the
    // scaled value is a whole number that maps back to this very Double.
    if rounded() == self, Swift.abs(self) < 9.0e15 { return .decimal(Decimal(Int(self))) }
    let scaled = (self * 1_000_000).rounded()
    if Swift.abs(scaled) < 9.0e15, scaled / 1_000_000 == self {
      return .decimal(
        Decimal(sign: scaled < 0 ? .minus : .plus, exponent: -6, significand: Decimal(Int(Swift.abs(scaled)))))
    }
    return Decimal(exactText: String(self)).map(FormValue.decimal) ?? .null
  }
  /// Converts ints, decimals and numeric text; NaN and infinities (`"nan"`, `"inf"`, `"1e400"`)
  /// are refused.
  public init(formValue: FormValue) throws {
    let number: Double
    switch formValue {
    case .int(let whole): number = Double(whole)
    case .decimal(let decimal): number = decimal.nearestDouble
    case .string(let text):
      guard let parsed = Double(text.trimmingCharacters(in: .whitespaces)) else { throw Self.mismatch(formValue) }
      number = parsed
    default: throw Self.mismatch(formValue)
    }
    guard number.isFinite else { throw FormError.nonFiniteNumber(number.description) }
    self = number
  }
}

extension Date: FormValueConvertible {
  public static var formValueType: FormValueType { .date }
  @inlinable public var formValue: FormValue { .date(self) }
  /// Converts dates and ISO 8601 text (``FormDateCoding/parse(_:)``); dates whose time interval is
  /// NaN or infinite, text naming a day that does not exist, and dates whose year RFC 3339 cannot
  /// write (outside ``FormDateCoding/years``) are refused.
  public init(formValue: FormValue) throws {
    switch formValue {
    case .date(let date):
      guard date.timeIntervalSinceReferenceDate.isFinite else { throw FormError.nonFiniteDate(date) }
      self = date
    case .string(let text):
      guard let date = FormDateCoding.parse(text) else {
        if let year = WrittenDate(text)?.year, !FormDateCoding.years.contains(year) {
          throw FormDateCoding.yearProblem(year)
        }
        throw Self.mismatch(formValue)
      }
      self = date
    default: throw Self.mismatch(formValue)
    }
    if let problem = FormDateCoding.yearProblem(self) { throw problem }
  }
}

extension Array: FormValueConvertible where Element: FormValueConvertible {
  public static var formValueType: FormValueType { .list(Element.formValueType) }
  public var formValue: FormValue { .list(map { $0.formValue }) }
  public init(formValue: FormValue) throws {
    guard case .list(let items) = formValue else { throw Self.mismatch(formValue) }
    self = try items.map(Element.init(formValue:))
  }
}

extension FormValueConvertible where Self: RawRepresentable, RawValue: FormValueConvertible {
  public static var formValueType: FormValueType { RawValue.formValueType }
  public var formValue: FormValue { rawValue.formValue }
  public init(formValue: FormValue) throws {
    guard let value = Self(rawValue: try RawValue(formValue: formValue)) else {
      throw FormError(.typeMismatch, "\(formValue) is not a value of \(Self.self)")
    }
    self = value
  }
}

extension FormValue: FormValueConvertible {
  public static var formValueType: FormValueType { .any }
  public var formValue: FormValue { self }
  public init(formValue: FormValue) throws { self = formValue }
}
