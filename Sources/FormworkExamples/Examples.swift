/// The catalog of examples every renderer shows (`formwork demo`, the UIKit and SwiftUI demos).
///
/// ```swift
/// for example in Examples.all { print(example.name, example.summary) }
/// let newsletter = Examples.named("newsletter")
/// ```
public enum Examples {
  /// Every example, in menu order: the two small placeholders, then the seed scenarios in seed
  /// order. Add an example by adding it here.
  public static let all: [ExampleForm] = [
    .newsletter,
    .profile,
    // GSForm (seed 000)
    .transportOrder,
    .transportOrderReadOnly,
    // Flix (seed 001)
    .login,
    .githubSignup,
    .doNotDisturb,
    .photoSettings,
    .nestedForm,
    // JYForm (seed 002)
    .loanApplication,
    .loanApplicationSteps,
    // The RxSwift dynamic-forms article (seed 003)
    .newSchedule,
    // Multi-page forms whose pages follow the answers
    .commuteSurvey,
  ]

  /// The example with this name, if any.
  public static func named(_ name: String) -> ExampleForm? {
    all.first { $0.name == name }
  }
}
