import FormworkValues
import Foundation

/// A parsed condition such as `kind == 'company' && income > 0`, used for a row's hidden,
/// disabled and required conditions.
///
/// Parsing checks the syntax and the size limits only; ``bind(in:expecting:location:)`` then
/// resolves tags against a form and type-checks once, when the form is built, and the resulting
/// ``BoundExpression`` evaluates quickly and never fails.
///
/// ```swift
/// let condition = try FormExpression("kind == 'company' && income > 0",
///                                    location: .row("vatNumber", part: "hidden condition"))
/// print(condition)   // kind == 'company' && income > 0
/// let bound = try condition.bind(in: environment, expecting: .bool,
///                                location: .row("vatNumber", part: "hidden condition"))
/// bound.holds(scope)  // true only when the result is exactly `true`
/// ```
///
/// ## The language
///
/// - Literals: `'text'` or `"text"` (escapes `\' \" \\ \` \n \t \r \u{1F600}`), numbers `12`,
///   `3.5`, `.5` (whole numbers that fit are ints, the others `Decimal`; at most 38 digits),
///   `true`, `false`, `null`, lists `[1, 2, 'a']`.
/// - Rows by tag: `income` (`[A-Za-z_][A-Za-z0-9_]*`, not a keyword) or any other tag in backquotes (a tag like first-name is
///   written with a backquote on each side); row
///   states `income.hidden`, `income.disabled`; section states `$section.address.hidden`;
///   values the app supplies `$ctx.role`.
/// - Operators, loosest first: `cond ? a : b`; `||`; `&&`; `!`; `== != < <= > >=`; `in`;
///   `+ -`; `* / %`; prefix `-`. `!` binds looser than comparisons, so `!a == b` means `!(a == b)`.
///   Comparisons and `in` do not chain: `a < b < c` is an error; `?` nests to the right.
/// - Functions: `empty len contains startsWith endsWith lower upper trim abs min max round
///   daysBetween iif today age number string`, and the aggregates `sum count min max avg` over a multivalued
///   section's rows (`sum(lines.price)`, `sum(lines.quantity * lines.price)`, `count(lines)`).
///
/// ```swift
/// try FormExpression("income > 50000 ? 'high' : 'standard'")   // or iif(income > 50000, 'high', 'standard')
/// try FormExpression("age(birth) >= 18")                        // whole years, by calendar, to today()
/// try FormExpression("sum(lines.quantity * lines.price) * 1.2")  // an order total over line items
/// ```
///
/// Keywords (`true false null in`) are reserved as bare tags; a row tagged "in" is written in
/// backquotes. Function names are not reserved: `len` alone is a row, `len(x)` a call.
///
/// ## Semantics
///
/// Evaluation is total; where the value is unknown the result is `null`, and a condition holds
/// only when its result is exactly `true`.
///
/// - `null` propagates through arithmetic, ordering (`<`…), `in` on a null container and every
///   function but `empty`. `==` and `!=` are always true or false: `null` equals only `null`, so
///   `x == null` tests for a missing value and `x != 'a'` holds when `x` is null.
/// - `&&` and `||` are three-valued (`false && null` is `false`, `true || null` is `true`,
///   `true && null` is `null`); a non-boolean operand counts as `null`.
/// - Ints and decimals mix freely and compare by value (`1 == 1.0`). Int `+ - *` that overflows
///   becomes an exact decimal (`9223372036854775807 + 1` is `9223372036854775808`); `/` always
///   gives a decimal; `%` truncates like Swift's. Division or remainder by zero, and decimal results
///   out of `Decimal`'s range, give `null`. A decimal with more than 60 decimal places is rounded
///   to 60 before arithmetic (Foundation's `Decimal` traps on underflow on some platforms).
/// - Strings compare by the Unicode scalar values of their canonical (NFC) form — Swift's
///   `String` order, independent of locale: `'B' < 'a'`, `'é' == 'e\u{301}'`. `len`, `contains`,
///   `in`, `startsWith` and `endsWith` work on characters (grapheme clusters).
/// - Dates compare with dates; `daysBetween` counts UTC calendar days. `today()` is the scope's
///   date (`Form.now` in `Form.timeZone` for a form); `age(d)` counts whole years from `d` to
///   today, one less while this year's birthday has not come (29 February's comes on 1 March in a
///   common year); `age(d, on)` counts to another date.
/// - `number(x)` reads a number written as text (`number('41') + 1` is 42; a text that is no
///   number gives `null`); `string(x)` writes a number, a bool or a date as text
///   (`string(weight) + ' kg'`).
/// - `cond ? a : b` and `iif(cond, a, b)` give `a` when `cond` is exactly `true`, else `b`; only
///   that branch is evaluated. The condition is a bool and the branches have one type.
/// - An aggregate evaluates its argument once per row of a multivalued section, reading the row's
///   value (`lines`) or its columns (`lines.price`, the members of a subform row's value) and
///   constants only, and combines the non-null results: `sum` (0 for none), `count`, `avg` (a
///   decimal; null for none), `min`, `max` (null for none). An unknown section or column, a row
///   that is no multivalued section, a column read outside an aggregate, or another row read inside
///   one is a build error. See the Expression Language article of `FormworkCore`.
/// - A value whose dynamic type does not suit an operator (possible only through rows of type
///   `FormValueType.any` and untyped context values) gives `null`.
///
/// Two expressions are equal when their syntax trees are: spacing and redundant parentheses do
/// not matter, so `a==1` equals `(a == 1)`.
public struct FormExpression: Sendable, Hashable, CustomStringConvertible {
  /// The text the expression was parsed from.
  public let source: String

  let syntax: ExpressionSyntax

  /// The longest source accepted, in characters (grapheme clusters).
  public static let maximumLength = 512
  /// The most syntax-tree nodes accepted; each literal, reference, operator, call and list is
  /// one node, and a chain `a && b && c` is one node.
  public static let maximumNodeCount = 128
  /// The deepest syntax tree accepted (a single literal is 1 level), and the deepest nesting of
  /// parentheses, brackets and argument lists.
  public static let maximumDepth = 16
  /// The names of the functions expressions may call (`empty`, `len`, `iif`, `today`…), in the
  /// language's order: what an editor offers to complete and a schema's documentation lists.
  public static var functionNames: [String] { ExpressionFunction.allCases.map(\.rawValue) }

  /// Parses a condition.
  ///
  /// ```swift
  /// let hidden = try FormExpression("!empty(email) && `first-name`.hidden")
  /// ```
  ///
  /// - Parameters:
  ///   - source: The condition's text.
  ///   - location: Where the condition lives (the row's tag and which condition it is, such as
  ///     `.row("email", part: "hidden condition")`); a thrown error carries it, with the column
  ///     (and, for multi-line text, the line) of the offending token filled in.
  /// - Throws: `FormError` with code `FormError.Code.invalidExpression` for the first lexical
  ///   or syntax problem, or when the text exceeds ``maximumLength``, ``maximumNodeCount`` or
  ///   ``maximumDepth``.
  /// - Complexity: O(*n*) in the length of `source`.
  public init(_ source: String, location: FormErrorLocation = .init()) throws {
    self.source = source
    // `prefix` walks at most one character past the limit, so a huge string is rejected cheaply.
    // NB: a text of at most `maximumLength` bytes has at most as many characters (the common
    // case, answered without walking its characters).
    if source.utf8.count > Self.maximumLength, source.prefix(Self.maximumLength + 1).count > Self.maximumLength {
      var place = location
      place.column = Self.maximumLength + 1
      place.line = nil
      throw FormError(.invalidExpression, "expression is longer than \(Self.maximumLength) characters", at: place)
    }
    do {
      syntax = try ExpressionParser.parse(Self.scalars(of: source))
    } catch let failure as ExpressionFailure {
      throw FormError(.invalidExpression, failure.message, at: Self.locate(failure.offset, in: source, base: location))
    }
  }

  /// The text's Unicode scalars.
  // NB: an ASCII text (nearly every one) is read from its bytes in place: `Array(unicodeScalars)`
  // decoded it twice (to count, then to copy), and the views' iterators cost more than the parse.
  static func scalars(of source: String) -> [Unicode.Scalar] {
    let ascii = source.utf8.withContiguousStorageIfAvailable { bytes -> [Unicode.Scalar]? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      return [Unicode.Scalar](unsafeUninitializedCapacity: bytes.count) { scalars, count in
        for index in bytes.indices { scalars[index] = Unicode.Scalar(bytes[index]) }
        count = bytes.count
      }
    }
    return (ascii ?? nil) ?? Array(source.unicodeScalars)
  }

  init(syntax: ExpressionSyntax) {
    self.syntax = syntax
    self.source = syntax.canonicalText
  }

  /// The canonical text: one space around binary operators, strings in single quotes, tags
  /// backquoted only when they must be, and only the parentheses the meaning needs.
  ///
  /// It parses back to an equal expression (unless canonical spacing pushes it past
  /// ``maximumLength``).
  ///
  /// ```swift
  /// try FormExpression("(a==1)||(b&&c)").description  // a == 1 || b && c
  /// ```
  public var description: String { syntax.canonicalText }

  /// Whether two expressions have the same syntax tree (spacing and redundant parentheses aside).
  public static func == (lhs: FormExpression, rhs: FormExpression) -> Bool { lhs.syntax == rhs.syntax }

  /// Hashes the syntax tree, consistently with `==`.
  public func hash(into hasher: inout Hasher) { hasher.combine(syntax) }

  /// The error location for a Unicode-scalar offset: 1-based column counted in characters
  /// (grapheme clusters), and a 1-based line when the source spans several lines.
  static func locate(_ offset: Int, in source: String, base: FormErrorLocation) -> FormErrorLocation {
    var location = base
    var line = 1, column = 1, scalars = 0
    var multiline = false
    for character in source {
      let width = character.unicodeScalars.count
      if scalars + width > offset { break }
      scalars += width
      if character.isNewline {
        line += 1
        column = 1
        multiline = true
      } else {
        column += 1
      }
    }
    if !multiline { multiline = source.contains(where: \.isNewline) }
    location.column = column
    location.line = multiline ? line : nil
    return location
  }
}
