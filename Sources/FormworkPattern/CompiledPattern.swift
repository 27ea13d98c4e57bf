import Foundation

/// A pattern checked for safety and compiled for the linear-time matcher: what Formwork's
/// `SafePattern` is, before its refusals become Formwork errors.
///
/// Making one runs, in order, the safety analysis (``PatternAnalyzer``), ICU's compiler (ICU stays
/// the judge of what is a valid pattern; it never runs one), then the matcher's own parser and
/// compiler. Matching is full-match, over Unicode scalars.
package struct CompiledPattern: Sendable {
  /// Why a pattern was refused. Every error the initializer throws is one.
  package enum Refusal: Error, Equatable {
    /// The safety analysis rejected it: unsafe or malformed, with the 1-based column.
    case unsafe(PatternAnalyzer.Rejection)
    /// ICU does not compile it.
    case doesNotCompile
    /// Valid and safe, but a construct the matcher does not run, with the 1-based column.
    case unsupported(PatternAnalyzer.Rejection)
    /// Its counted repetitions expand to more than ``CompiledPattern/maximumSize`` instructions.
    case tooLarge
  }

  /// The most instructions a pattern may compile to.
  package static let maximumSize = PatternProgram.maximumSize

  private let program: PatternProgram

  /// Checks and compiles `source` (an ICU regular expression).
  ///
  /// - Throws: A ``Refusal``. (Not typed throws: compiling those for iOS crashes Swift 6.3.1's SILGen.)
  package init(_ source: String) throws {
    do {
      try PatternAnalyzer.check(source)
    } catch let rejection as PatternAnalyzer.Rejection {
      throw Refusal.unsafe(rejection)
    }
    do {
      _ = try NSRegularExpression(pattern: "\\A(?:" + source + ")\\z", options: [])
    } catch {
      throw Refusal.doesNotCompile
    }
    do {
      program = try PatternProgram(try PatternParser.parse(source))
    } catch let rejection as PatternAnalyzer.Rejection {
      throw Refusal.unsupported(rejection)
    } catch {
      throw Refusal.tooLarge
    }
  }

  /// Whether the pattern matches the whole of `text`.
  ///
  /// - Complexity: O(*n*) for a text of *n* Unicode scalars, with a constant bounded by the
  ///   pattern's size.
  package func matches(_ text: String) -> Bool {
    program.matches(text)
  }
}
