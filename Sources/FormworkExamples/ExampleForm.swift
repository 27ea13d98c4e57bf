import Formwork
import Foundation

/// One example of the catalog: a form defined once in Formwork's DSL, with what every renderer
/// and test needs to show it, fill it in and check it.
///
/// An example is written in English; ``localized(for:)`` gives it in a locale's language (English
/// or Simplified Chinese, see ``ExampleText``): its title, summary and every text of its forms,
/// with the forms in that locale. Names, tags, answers and parameters are the same in every
/// language.
///
/// ```swift
/// let example = ExampleForm(
///   name: "newsletter", title: "Newsletter", summary: "Text, a switch that reveals a choice.",
///   answers: [.valid(["name": "Ada", "email": "ada@example.com"]), .invalid([:], failing: ["name"])]
/// ) { text in
///   try Form { Section(text("Account")) { … } }
/// }
/// let form = try example.make()                                               // English
/// let chinese = try example.localized(for: Locale(identifier: "zh_CN")).make()  // 简体中文
/// ```
public struct ExampleForm: Sendable, Identifiable {
  /// The name on the command line (`formwork demo newsletter`): lowercase, dashes; the same in
  /// every language.
  public var name: String
  /// The title renderers show, in the example's language.
  public var title: String { localizes ? text(english.title) : english.title }
  /// One line about what the example shows, in the example's language.
  public var summary: String { localizes ? text(english.summary) : english.summary }
  /// The seed scenario it reproduces ("Flix 001: login"), if any, in the example's language.
  public var origin: String? { english.origin.map { localizes ? text($0) : $0 } }
  /// The language of the example's texts (English until ``localized(for:)``).
  public private(set) var text: ExampleText = .english
  /// The locale its forms are built in; `nil` leaves the form's default (`Locale.current`).
  public private(set) var locale: Locale?
  /// Builds the request parameters from a filled form; `nil` uses the form's own parameter mapping.
  public var parameters: (@MainActor @Sendable (Form) throws -> FormValue)?
  /// A server response the form can be hydrated from (a JSON object), if the example shows hydration.
  public var hydrationSample: FormValue?
  /// Sample answers, each with whether the form accepts them: headless tests run every one.
  public var answers: [AnswerSample]
  /// The tags of the form's own buttons that submit it (renderers then add no Submit line).
  public var submitButtonTags: Set<String>

  public var id: String { name }

  /// The title, summary and origin as written (English for a catalog example).
  private var english: (title: String, summary: String, origin: String?)
  /// Whether the texts are English keys of ``ExampleText`` (catalog examples), or shown as
  /// given (a form read from a schema file).
  private var localizes: Bool
  private var build: @MainActor @Sendable (ExampleText) throws -> Form

  /// An example whose texts are English, looked up in the example's language.
  ///
  /// - Parameters:
  ///   - name: The command-line name.
  ///   - title: The title renderers show, in English.
  ///   - summary: One line about it, in English.
  ///   - origin: The seed scenario it reproduces, in English.
  ///   - answers: Valid and invalid sample answers.
  ///   - hydrationSample: A server response to hydrate from.
  ///   - submitButtonTags: The form's own submit buttons.
  ///   - parameters: Builds the request parameters; `nil` uses the form's mapping.
  ///   - make: Builds the form, every text it shows passed through the ``ExampleText`` given.
  public init(
    name: String, title: String, summary: String, origin: String? = nil, answers: [AnswerSample] = [],
    hydrationSample: FormValue? = nil, submitButtonTags: Set<String> = [],
    parameters: (@MainActor @Sendable (Form) throws -> FormValue)? = nil,
    make: @escaping @MainActor @Sendable (ExampleText) throws -> Form
  ) {
    self.name = name
    self.english = (title, summary, origin)
    self.localizes = true
    self.answers = answers
    self.hydrationSample = hydrationSample
    self.submitButtonTags = submitButtonTags
    self.parameters = parameters
    self.build = make
  }

  /// An example whose texts are shown as given in every language (a form read from a schema).
  ///
  /// - Parameters:
  ///   - name: The command-line name.
  ///   - title: The title renderers show.
  ///   - summary: One line about it.
  ///   - make: Builds the form.
  public init(name: String, title: String, summary: String, make: @escaping @MainActor @Sendable () throws -> Form) {
    self.init(name: name, title: title, summary: summary) { _ in try make() }
    self.localizes = false
  }

  /// Builds a fresh form, in the example's language and locale; each call gives a new,
  /// independent form.
  ///
  /// - Throws: `FormDefinitionError` if the definition is broken (the catalog's tests guard it).
  @MainActor
  public func make() throws -> Form {
    let form = try build(text)
    if let locale {
      form.locale = locale
      // Renderers start from the form in its locale, not from an update to it.
      form.flush()
    }
    return form
  }

  /// The example in `locale`: its texts in the closest language it is written in (Simplified
  /// Chinese for `zh_CN`, `zh-Hans`, `zh_SG`; English otherwise), its forms built in `locale`
  /// so the built-in strings, dates and numbers follow it too.
  ///
  /// ```swift
  /// let example = try ExampleForm.newsletter.localized(for: Locale(identifier: "zh_CN"))
  /// example.title            // "订阅简报"
  /// try example.make()       // 账户 · 姓名 · 邮箱 …
  /// ```
  ///
  /// - Throws: ``ExampleTextError`` when the language's table cannot be read.
  public func localized(for locale: Locale) throws -> ExampleForm {
    var example = self
    example.text = try ExampleText(locale: locale)
    example.locale = locale
    return example
  }

  /// The example with its texts from `text` (a test's recording lookup), in `text`'s language.
  func localized(with text: ExampleText) -> ExampleForm {
    var example = self
    example.text = text
    example.locale = text.language.locale
    return example
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
