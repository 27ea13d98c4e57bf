import ArgumentParser
import FormworkTerminal

/// `formwork`: fill in Formwork forms at a terminal, or headless from a file of answers.
@main
struct FormworkCommand: AsyncParsableCommand {
  /// What `formwork --version` prints.
  static let version = FormworkVersion.current

  static let configuration = CommandConfiguration(
    commandName: "formwork",
    abstract: "Fill in Formwork forms at the terminal, or headless from a JSON file of answers.",
    discussion: """
      Exit codes: 0 valid (values printed), 1 invalid answers (errors printed), 64 usage \
      (unknown form, no terminal), 65 answers that cannot be applied, 66 unreadable answers file, \
      70 broken form definition, 130 cancelled.
      """,
    version: FormworkCommand.version,
    subcommands: [Demo.self, Run.self, Check.self, Convert.self, SchemaCommand.self],
    defaultSubcommand: Demo.self
  )
}

/// Ends the command with one of ``FormworkExitCode``'s codes after printing `message` to stderr.
func fail(_ code: FormworkExitCode, _ message: String) -> ExitCode {
  if !message.isEmpty { printError(message) }
  return ExitCode(code.rawValue)
}

func printError(_ message: String) {
  var standardError = StandardError()
  print(
    message.split(separator: "\n", omittingEmptySubsequences: false).map { "formwork: \($0)" }
      .joined(separator: "\n"), to: &standardError)
}

struct StandardError: TextOutputStream {
  mutating func write(_ string: String) {
    FileHandleOutput.writeToStandardError(string)
  }
}
