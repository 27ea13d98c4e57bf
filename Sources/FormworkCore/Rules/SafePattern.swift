import Foundation

/// A regular expression matched in linear time against the whole text.
///
/// Patterns use the ICU syntax of `NSRegularExpression` and keep its meaning, but run on
/// Formwork's own matcher: a Thompson NFA simulated over the text's Unicode scalars, with a lazy
/// DFA in front. There is no backtracking, so no pattern can freeze the app: a 10,000-character
/// value is checked in well under 5 ms whatever the pattern (`\d+\d+\d+x`, `.*a.*a.*a.*b`
/// included; see `Benchmarks/`). Making a `SafePattern` rejects, with the column:
///
/// - patterns over 256 characters (Unicode scalars), or whose counted repetitions expand to more
///   than 3,000 matcher instructions (`(a{1000}){1000}`);
/// - backreferences (`\1`, `\k<name>`), lookahead and lookbehind (`(?=`, `(?!`, `(?<=`, `(?<!`),
///   comments (`(?#…)`), free-spacing mode (`(?x)`) and the `w` flag;
/// - `\X` (grapheme clusters), `\N{…}` (named characters), and property names other than general
///   categories (`\p{Lu}`, `\p{L}`) and `Alphabetic`, `Uppercase`, `Lowercase`, `White_Space`,
///   `Hex_Digit`, `ASCII_Hex_Digit`, `ASCII`, `Any`, `Assigned` (scripts such as `\p{Han}` are not
///   supported);
/// - possessive quantifiers on more than one character (`(ab)*+`; `x*+`, `[a-z]++` are fine), and
///   atomic groups other than fixed pieces ending with one repeated character (`(?>a+)b` is fine);
/// - nested quantifiers (`(a+)+`, `(a*)*`, `([a-z]+\.)+`; `(\d{3}-)+` and `(a+)?` are fine) and
///   repeated alternatives that may start alike or match nothing (`(a|ab)+`, `(\w|-)+`, `(a|)*`):
///   write a class instead (`[\w-]+`). The matcher would run them fast; they are refused so that a
///   schema stays fast on any ICU-based backend that checks the same pattern;
/// - repetition counts above 1,000, and anything ICU does not compile.
///
/// Matching is **full-match**: the pattern must match the whole text, as if written
/// `\A(?:pattern)\z` (so `[0-9]{5}` rejects `"123456"`). With `(?i)`, letters match their simple
/// (one-to-one) case mappings: `(?i)ß` does not match `"SS"`.
///
/// ```swift
/// let postcode = try SafePattern("[0-9]{5}")
/// postcode.matches("75001")   // true
/// postcode.matches("7500")    // false
/// _ = try SafePattern("(a+)+$")  // throws FormError(.invalidRule), column 3
/// ```
///
/// Use it to check an untrusted pattern (from a schema or a server) before building a form, or
/// pass it to ``Rule/pattern(_:)-(SafePattern)``.
public struct SafePattern: Sendable, Hashable, CustomStringConvertible {
  /// The longest pattern accepted, in Unicode scalars.
  public static let maximumLength = 256

  /// The pattern as written.
  public let source: String
  private let program: CompiledPattern

  /// Checks and compiles `source`.
  ///
  /// - Parameter source: An ICU regular expression, matched against whole values.
  /// - Throws: `FormError` with code `FormError.Code.invalidRule`, part `"pattern"` and the
  ///   1-based column of the rejected construct.
  /// - Complexity: O(*m*) for a pattern of *m* characters (at most 256).
  public init(_ source: String) throws {
    do {
      program = try CompiledPattern(source)
    } catch CompiledPattern.Refusal.unsafe(let rejection) {
      throw FormError(
        .invalidRule, "unsafe or malformed pattern: \(rejection.message)",
        at: FormErrorLocation(part: "pattern", column: rejection.column))
    } catch CompiledPattern.Refusal.doesNotCompile {
      throw FormError(.invalidRule, "the pattern does not compile", at: FormErrorLocation(part: "pattern"))
    } catch CompiledPattern.Refusal.unsupported(let rejection) {
      throw FormError(
        .invalidRule, "unsupported pattern: \(rejection.message)",
        at: FormErrorLocation(part: "pattern", column: rejection.column))
    } catch {
      throw FormError(
        .invalidRule,
        "the pattern is too large: its repetitions expand to more than \(CompiledPattern.maximumSize) steps",
        at: FormErrorLocation(part: "pattern"))
    }
    self.source = source
  }

  /// Whether the pattern matches the whole of `text`.
  ///
  /// - Complexity: O(*n*) for a text of *n* Unicode scalars, with a constant bounded by the
  ///   pattern's size (at most O(*n* × *m*) for a program of *m* instructions).
  public func matches(_ text: String) -> Bool {
    program.matches(text)
  }

  /// The pattern as written.
  public var description: String { source }

  /// Patterns are equal when written the same.
  public static func == (lhs: SafePattern, rhs: SafePattern) -> Bool { lhs.source == rhs.source }
  /// Hashes the pattern's source.
  public func hash(into hasher: inout Hasher) { hasher.combine(source) }
}
