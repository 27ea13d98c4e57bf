import Formwork
import Testing

/// What the linear-time matcher cannot run, `SafePattern` refuses with a `FormError` naming the
/// construct and its column (the matcher itself is tested against ICU in FormworkPatternTests).
@Suite struct PatternMatcherTests {
  @Test(
    arguments: [
      ("\\X", "\\X", 1), ("\\N{LATIN SMALL LETTER A}", "named characters", 1), ("\\p{Han}", "the property 'Han'", 1),
      ("(ab)*+", "possessive", 6), ("(?>a*a)", "atomic group", 1), ("(?w)\\b", "w flag", 3),
      ("(a{1000}){1000}", "too large", nil),
    ] as [(String, String, Int?)])
  func whatTheMatcherCannotRunIsRefused(pattern: String, message: String, column: Int?) throws {
    let error = try #require(throws: FormError.self) { try SafePattern(pattern) }
    #expect(error.code == .invalidRule)
    #expect(error.message.contains(message), "\(error)")
    #expect(error.location.column == column)
    #expect(error.location.part == "pattern")
  }
}
