import Formwork
import Foundation

/// What the CLI lends the schemas it runs and checks by name, so sample schemas can show the
/// registry: a custom kind, a synchronous and an asynchronous rule, a section rule, an option
/// loader, actions.
enum DemoRegistry {
  static let registry: FormSchemaRegistry = {
    var registry = FormSchemaRegistry()
    // `custom:rating`: a whole number of stars (the terminal edits it as a number).
    registry.registerRowKind("rating", valueType: Int.self)
    // `usernameAvailable`: a stand-in for a server call, answering after a short wait.
    registry.registerRule(
      "usernameAvailable",
      Rule<String>.async("usernameAvailable", debounce: 0.3) { name in
        try? await Task.sleep(nanoseconds: 200_000_000)
        return takenNames.contains(name.lowercased()) ? "'\(name)' is taken" : nil
      })
    registry.registerRule(
      "noSpaces",
      Rule<String>.custom("noSpaces", message: "No spaces, please") { text, _ in !(text ?? "").contains(" ") }
    )
    // `someChecked`: a section rule, "at least one of these boxes".
    registry.registerSectionRule(
      "someChecked",
      .custom("someChecked", message: "Check at least one box.") { section in section.values.contains(.bool(true)) })
    // `banks`: options a server would send, loaded when the selector first opens.
    registry.registerOptionLoader("banks") {
      [
        SelectorOption("icbc", "ICBC"), SelectorOption("abc", "Agricultural Bank of China"),
        SelectorOption("boc", "Bank of China"), SelectorOption("ccb", "China Construction Bank"),
      ]
    }
    // Button actions: validate the whole form (issues appear on every row), or start over.
    registry.registerAction("validate") { context in
      let report = context.form.validate()
      showCheck?(report)
    }
    registry.registerAction("reset") { context in
      do {
        try context.form.reset()
      } catch {
        printError("reset: \(error)")
      }
    }
    return registry
  }()

  /// Where the `validate` action says what it found: the session on screen (the interactive
  /// commands set it while a form runs); headless runs have none.
  @MainActor static var showCheck: ((ValidationReport) -> Void)?

  static let takenNames: Set<String> = ["admin", "root", "ada"]
}
