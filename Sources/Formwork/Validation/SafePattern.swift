import Foundation

/// A regular expression checked to run in linear-ish time, compiled once, matched against the
/// whole text.
///
/// Patterns use the ICU syntax of `NSRegularExpression`, minus what can make matching take
/// exponential time or is hard to check. Making a `SafePattern` rejects, with the column:
///
/// - patterns over 256 characters (Unicode scalars);
/// - backreferences (`\1`, `\k<name>`), lookahead and lookbehind (`(?=`, `(?!`, `(?<=`, `(?<!`),
///   comments (`(?#…)`) and free-spacing mode (`(?x)`);
/// - nested quantifiers: a variable-count quantifier (`*`, `+`, `?`, `{2,5}`) inside a group that
///   repeats more than once (`(a+)+`, `(a*)*`, `([a-z]+\.)+`; `(\d{3}-)+` is fine, `(a+)?` too);
/// - alternatives inside a repeated group that may start with the same character or match
///   nothing (`(a|a)*`, `(a|ab)+`, `(\w|-)+`, `(a|)*`): write a class instead (`[\w-]+`);
/// - repetition counts above 1,000, and anything that does not compile.
///
/// Matching is **full-match**: the pattern must match the whole text, as if written
/// `\A(?:pattern)\z` (so `[0-9]{5}` rejects `"123456"`). Polynomial patterns such as
/// `\d*\d*\d*` are not rejected; they stay fast on form-sized text.
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
  private let expression: CompiledExpression

  /// Checks and compiles `source`.
  ///
  /// - Parameter source: An ICU regular expression, matched against whole values.
  /// - Throws: ``FormError`` with code ``FormError/Code/invalidRule``, part `"pattern"` and the
  ///   1-based column of the rejected construct.
  /// - Complexity: O(*m*) for a pattern of *m* characters (at most 256).
  public init(_ source: String) throws {
    do {
      try PatternAnalyzer.check(source)
    } catch let rejection as PatternAnalyzer.Rejection {
      throw FormError(
        .invalidRule, "unsafe or malformed pattern: \(rejection.message)",
        at: FormErrorLocation(part: "pattern", column: rejection.column))
    }
    do {
      let regex = try NSRegularExpression(pattern: "\\A(?:" + source + ")\\z", options: [])
      expression = CompiledExpression(regex)
    } catch {
      throw FormError(.invalidRule, "the pattern does not compile", at: FormErrorLocation(part: "pattern"))
    }
    self.source = source
  }

  /// Whether the pattern matches the whole of `text`.
  ///
  /// - Complexity: O(*n*) for most patterns; polynomial in *n* at worst, never exponential.
  public func matches(_ text: String) -> Bool {
    let range = NSRange(text.startIndex..<text.endIndex, in: text)
    return expression.regex.firstMatch(in: text, options: [], range: range) != nil
  }

  /// The pattern as written.
  public var description: String { source }

  /// Patterns are equal when written the same.
  public static func == (lhs: SafePattern, rhs: SafePattern) -> Bool { lhs.source == rhs.source }
  /// Hashes the pattern's source.
  public func hash(into hasher: inout Hasher) { hasher.combine(source) }
}

/// Holds the compiled expression.
private final class CompiledExpression: @unchecked Sendable {
  // NB: @unchecked because NSRegularExpression is immutable once made and documented as safe to
  // use from several threads; Foundation does not mark it Sendable on every platform.
  let regex: NSRegularExpression
  init(_ regex: NSRegularExpression) { self.regex = regex }
}
