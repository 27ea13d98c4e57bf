/// The static type of a row's value, as schemas, expressions and type checks see it.
///
/// `Row<Int>` has the type ``int``; a multiple selector of strings has `.list(.string)`.
/// ``any`` accepts every value: custom rows whose value is a user's `Codable` type use it.
public indirect enum FormValueType: Sendable, Hashable, CustomStringConvertible {
  case any
  case bool
  case int
  case decimal
  case string
  case date
  case list(FormValueType)
  case object

  /// Whether values of this type are numbers (``int`` or ``decimal``).
  public var isNumeric: Bool { self == .int || self == .decimal }

  /// Whether a value of type `other` can stand where this type is expected, without conversion.
  ///
  /// `.any` accepts everything and is accepted everywhere; an `int` is accepted where a `decimal`
  /// is expected (never the other way round); lists compare their element types.
  public func accepts(_ other: FormValueType) -> Bool {
    switch (self, other) {
    case (.any, _), (_, .any): return true
    case (.decimal, .int): return true
    case (.list(let mine), .list(let theirs)): return mine.accepts(theirs)
    default: return self == other
    }
  }

  public var description: String {
    switch self {
    case .any: return "any"
    case .bool: return "bool"
    case .int: return "int"
    case .decimal: return "decimal"
    case .string: return "string"
    case .date: return "date"
    case .list(let element): return "list<\(element)>"
    case .object: return "object"
    }
  }
}
