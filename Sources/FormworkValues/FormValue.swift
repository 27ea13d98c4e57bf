import Foundation

/// The dynamic value of a row: what schemas, JSON, request parameters, drafts and expressions see.
///
/// Typed code rarely touches `FormValue`: a `RowKey<String>` reads a `String?`. `FormValue` is the
/// common currency underneath, so a form can be serialized, hydrated from a server response or
/// driven by a schema without `Any`.
///
/// ```swift
/// let value: FormValue = ["name": "Ada", "age": 36, "tags": ["admin", "ops"]]
/// value["name"]        // .string("Ada")
/// value.jsonString()   // {"age":36,"name":"Ada","tags":["admin","ops"]}
/// ```
///
/// Numbers keep their precision: decimals are `Decimal`, never `Double`.
public enum FormValue: Sendable, Hashable {
  /// No value. A row without a value reads as `nil` through its typed key.
  case null
  case bool(Bool)
  case int(Int)
  /// A base-10 number; `0.1 + 0.2` stays `0.3`.
  case decimal(Decimal)
  case string(String)
  case date(Date)
  case list([FormValue])
  case object([String: FormValue])

  /// Whether this is ``null``.
  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  /// The number this value holds, as a `Decimal` (ints included); `nil` for non-numbers.
  public var numericValue: Decimal? {
    switch self {
    case .int(let value): return Decimal(value)
    case .decimal(let value): return value
    default: return nil
    }
  }

  /// Whether the value is "empty" the way `required` means it: null, an empty string, list or object.
  ///
  /// Whitespace-only strings are *not* empty here; the required rule decides about them.
  public var isEmpty: Bool {
    switch self {
    case .null: return true
    case .string(let text): return text.isEmpty
    case .list(let items): return items.isEmpty
    case .object(let members): return members.isEmpty
    default: return false
    }
  }

  /// The member of an object value, or `nil`.
  public subscript(member: String) -> FormValue? {
    if case .object(let members) = self { return members[member] }
    return nil
  }

  /// The dynamic type of this value (`.any` for null, the element type of a homogeneous list).
  ///
  /// - Complexity: O(*n* × *d*) for *n* nested values at most *d* levels deep.
  public var type: FormValueType {
    switch self {
    case .null: return .any
    case .bool: return .bool
    case .int: return .int
    case .decimal: return .decimal
    case .string: return .string
    case .date: return .date
    case .object: return .object
    case .list(let items):
      // NB: each element's type once: computing the first one twice per level made nested
      // lists exponential.
      var element: FormValueType?
      for item in items {
        let type = item.type
        if let known = element {
          if known != type { return .list(.any) }
        } else {
          element = type
        }
      }
      return .list(element ?? .any)
    }
  }
}

// MARK: - Literals

extension FormValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  public init(nilLiteral: ()) { self = .null }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(integerLiteral value: Int) { self = .int(value) }
  public init(stringLiteral value: String) { self = .string(value) }
  public init(arrayLiteral elements: FormValue...) { self = .list(elements) }
  public init(dictionaryLiteral elements: (String, FormValue)...) {
    // NB: a repeated key in a literal keeps the last value, like JSON parsers do.
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}

// MARK: - Description

extension FormValue: CustomStringConvertible {
  /// A compact JSON-like rendering, used in error messages and debugging output.
  public var description: String { jsonString() }
}

// MARK: - Finiteness

extension FormValue {
  /// Whether this value, as an entry of a multivalued section, holds nothing: `null`, or an
  /// object (a nested form's values) whose members all hold nothing (`{}`, `{"quantity": null}`).
  ///
  /// - Complexity: O(*n*) in the number of values nested in this one.
  package var isEmptyEntry: Bool {
    switch self {
    case .null: return true
    case .object(let members): return members.values.allSatisfy(\.isEmptyEntry)
    default: return false
    }
  }

  /// Why this value, or a value nested in it, is not finite (a NaN decimal, a date at a NaN or
  /// infinite time interval); `nil` when every number and date in it is finite. Members of an
  /// object are looked at in key order, so the answer does not depend on hashing.
  ///
  /// - Complexity: O(*n*) in the number of values nested in this one, plus sorting the keys of
  ///   the objects that hold a non-finite value.
  package var nonFiniteProblem: FormError? {
    switch self {
    case .decimal(let number):
      return number.isNaN ? .nonFiniteNumber(number.description) : nil
    case .date(let date):
      return date.timeIntervalSinceReferenceDate.isFinite ? nil : .nonFiniteDate(date)
    case .list(let items):
      for item in items {
        if let problem = item.nonFiniteProblem { return problem }
      }
      return nil
    case .object(let members):
      guard members.values.contains(where: { $0.nonFiniteProblem != nil }) else { return nil }
      return members.keys.sorted().lazy.compactMap { members[$0]?.nonFiniteProblem }.first
    case .null, .bool, .int, .string:
      return nil
    }
  }
}
