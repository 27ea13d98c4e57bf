/// The stable identity of a row within its form.
///
/// A row keeps its `RowID` for the form's whole life — while hidden, moved or re-evaluated — so
/// renderers, diffs and events can follow it. IDs are never reused within a form.
public struct RowID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The raw number; unique within one form.
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static func < (lhs: RowID, rhs: RowID) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String { "row#\(rawValue)" }
}

/// The identity of a page of a multi-page form (``Page``).
public struct PageID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The raw number: the page's position among the form's pages.
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static func < (lhs: PageID, rhs: PageID) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String { "page#\(rawValue)" }
}

/// The stable identity of a section within its form.
public struct SectionID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The raw number; unique within one form.
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static func < (lhs: SectionID, rhs: SectionID) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String { "section#\(rawValue)" }
}

/// A typed handle on a row: its tag plus the Swift type of its value.
///
/// Declare keys once and use them to define rows and to read and write values without casts:
///
/// ```swift
/// enum Signup {
///   static let email = RowKey<String>("email")
///   static let age = RowKey<Int>("age")
/// }
/// let form = try Form {
///   Section {
///     Row.email(Signup.email, "Email")
///     Row.integer(Signup.age, "Age")
///   }
/// }
/// form[Signup.email] = "ada@example.com"
/// let age: Int? = form[Signup.age]
/// ```
public struct RowKey<Value: FormValueConvertible>: Hashable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The row's tag, unique within a form.
  public let tag: String

  public init(_ tag: String) { self.tag = tag }
  public init(stringLiteral tag: String) { self.tag = tag }

  public var description: String { "RowKey<\(Value.self)>(\(tag))" }
}

/// A typed handle on a multivalued section: its tag plus the Swift type of each row's value.
///
/// ```swift
/// let phones = SectionKey<String>("phones")
/// let numbers: [String] = form[phones]
/// ```
public struct SectionKey<Element: FormValueConvertible>: Hashable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The section's tag, unique within a form.
  public let tag: String

  public init(_ tag: String) { self.tag = tag }
  public init(stringLiteral tag: String) { self.tag = tag }

  public var description: String { "SectionKey<\(Element.self)>(\(tag))" }
}
