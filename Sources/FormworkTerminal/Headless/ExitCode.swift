/// The exit codes of the `formwork` command, so scripts can tell failures apart.
///
/// | code | meaning |
/// |---|---|
/// | 0 | the answers are valid (or the form was submitted); values printed |
/// | 1 | the answers were applied but the form is invalid; errors printed by tag |
/// | 64 | usage: unknown example, bad arguments, or interactive use without a terminal |
/// | 65 | the answers file cannot be applied: not JSON, not an object, unknown tags, wrong types |
/// | 66 | the answers file cannot be read |
/// | 70 | the form itself is broken (its definition does not build) |
/// | 130 | cancelled at the terminal (Ctrl-C, Ctrl-D) |
public enum FormworkExitCode: Int32, Sendable, CaseIterable {
  case success = 0
  case invalidAnswers = 1
  case usage = 64
  case badAnswersFile = 65
  case unreadableAnswersFile = 66
  case brokenForm = 70
  case cancelled = 130
}
