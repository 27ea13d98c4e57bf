import Formwork

/// One example of the catalog: a form defined once in Formwork's DSL, with what every renderer
/// and test needs to show it, fill it in and check it.
///
/// ```swift
/// let example = ExampleForm(
///   name: "newsletter", title: "Newsletter", summary: "Text, a switch that reveals a choice.",
///   answers: [.valid(["name": "Ada", "email": "ada@example.com"]), .invalid([:], failing: ["name"])]
/// ) {
///   try Form { … }
/// }
/// let form = try example.make()
/// ```
public struct ExampleForm: Sendable, Identifiable {
  /// The name on the command line (`formwork demo newsletter`): lowercase, dashes.
  public var name: String
  /// The title renderers show.
  public var title: String
  /// One line about what the example shows.
  public var summary: String
  /// The seed scenario it reproduces ("Flix 001: login"), if any.
  public var origin: String?
  /// Builds a fresh form; each call gives a new, independent form.
  public var make: @MainActor @Sendable () throws -> Form
  /// Builds the request parameters from a filled form; `nil` uses the form's own parameter mapping.
  public var parameters: (@MainActor @Sendable (Form) throws -> FormValue)?
  /// A server response the form can be hydrated from (a JSON object), if the example shows hydration.
  public var hydrationSample: FormValue?
  /// Sample answers, each with whether the form accepts them: headless tests run every one.
  public var answers: [AnswerSample]
  /// The tags of the form's own buttons that submit it (renderers then add no Submit line).
  public var submitButtonTags: Set<String>

  public var id: String { name }

  /// An example.
  ///
  /// - Parameters:
  ///   - name: The command-line name.
  ///   - title: The title renderers show.
  ///   - summary: One line about it.
  ///   - origin: The seed scenario it reproduces.
  ///   - answers: Valid and invalid sample answers.
  ///   - hydrationSample: A server response to hydrate from.
  ///   - submitButtonTags: The form's own submit buttons.
  ///   - parameters: Builds the request parameters; `nil` uses the form's mapping.
  ///   - make: Builds the form.
  public init(
    name: String, title: String, summary: String, origin: String? = nil, answers: [AnswerSample] = [],
    hydrationSample: FormValue? = nil, submitButtonTags: Set<String> = [],
    parameters: (@MainActor @Sendable (Form) throws -> FormValue)? = nil,
    make: @escaping @MainActor @Sendable () throws -> Form
  ) {
    self.name = name
    self.title = title
    self.summary = summary
    self.origin = origin
    self.answers = answers
    self.hydrationSample = hydrationSample
    self.submitButtonTags = submitButtonTags
    self.parameters = parameters
    self.make = make
  }
}

/// Answers for an example (a JSON object of tag → value) and what the form should make of them.
public struct AnswerSample: Sendable, Hashable {
  /// What the form should say about the answers.
  public enum Expectation: Sendable, Hashable {
    /// The form is valid with these answers.
    case valid
    /// The form is invalid, with errors on exactly these tags.
    case invalid(failing: Set<String>)
  }

  /// A short name for test output ("valid", "missing email").
  public var name: String
  public var answers: FormValue
  public var expectation: Expectation

  public init(_ name: String, answers: FormValue, expectation: Expectation) {
    self.name = name
    self.answers = answers
    self.expectation = expectation
  }

  /// Answers the form accepts.
  public static func valid(_ answers: FormValue, name: String = "valid") -> AnswerSample {
    AnswerSample(name, answers: answers, expectation: .valid)
  }

  /// Answers that leave errors on `tags`.
  public static func invalid(_ answers: FormValue, failing tags: Set<String>, name: String = "invalid") -> AnswerSample
  {
    AnswerSample(name, answers: answers, expectation: .invalid(failing: tags))
  }
}
