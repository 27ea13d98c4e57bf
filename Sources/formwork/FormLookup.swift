import ArgumentParser
import Formwork
import FormworkExamples
import FormworkTerminal

/// Finds the form a command names: an example now, a JSON schema file once schemas exist.
enum FormLookup {
  static func example(named name: String) throws -> ExampleForm {
    if name.hasSuffix(".json") || name.contains("/") {
      throw fail(
        .usage,
        "'\(name)': schema files are not supported yet; name an example instead (\(names)). "
          + "See: formwork demo --list")
    }
    guard let example = Examples.named(name) else {
      let close = Examples.all.map(\.name).first { $0.hasPrefix(name.prefix(3)) || name.hasPrefix($0.prefix(3)) }
      let hint = close.map { " Did you mean '\($0)'?" } ?? ""
      throw fail(.usage, "no example is named '\(name)'.\(hint) Examples: \(names).")
    }
    return example
  }

  static var names: String { Examples.all.map(\.name).joined(separator: ", ") }

  /// Builds an example's form, filled from its hydration sample when asked.
  @MainActor
  static func makeForm(_ example: ExampleForm, hydrate: Bool = false) throws -> Form {
    let form: Form
    do {
      form = try example.make()
    } catch {
      throw fail(.brokenForm, "the example '\(example.name)' does not build:\n\(error)")
    }
    guard hydrate else { return form }
    guard let sample = example.hydrationSample else {
      throw fail(.usage, "the example '\(example.name)' has no hydration sample")
    }
    do {
      try FormIOAdapter.hydrate(form, from: sample)
    } catch {
      throw fail(.brokenForm, "the example '\(example.name)' cannot be hydrated from its sample: \(error)")
    }
    return form
  }

  /// What to print when a form cannot be filled in interactively.
  static func headlessHint(for form: String?) -> String {
    let name = form ?? Examples.all.first?.name ?? "newsletter"
    return """
      standard input is not a terminal, so the form cannot be filled in interactively.
      Fill it in headless with a JSON object of answers (tag → value):
        formwork run \(name) --answers answers.json
        echo '{"name": "Ada"}' | formwork run \(name) --answers -
      List the examples with: formwork demo --list
      """
  }
}
