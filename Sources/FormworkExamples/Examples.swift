import Foundation

/// The catalog of examples every renderer shows (`formwork demo`, the UIKit and SwiftUI demos),
/// in English or, for a locale, in its language (see ``ExampleText``).
///
/// ```swift
/// for example in Examples.all { print(example.name, example.summary) }
/// let newsletter = Examples.named("newsletter")
/// let chinese = try Examples.all(for: Locale(identifier: "zh_CN"))   // 订阅简报, 个人资料…
/// ```
public enum Examples {
  /// Every example, in menu order: the two small placeholders, then the seed scenarios in seed
  /// order. Add an example by adding it here; pass every text it shows through the
  /// ``ExampleText`` its `make` closure is given, and add the Chinese of each to
  /// `Resources/Strings/zh-Hans.json` (`TranslationTests` names what is missing).
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

  /// Every example in `locale` (see ``ExampleForm/localized(for:)``), in menu order.
  ///
  /// - Throws: ``ExampleTextError`` when the language's texts cannot be read.
  public static func all(for locale: Locale) throws -> [ExampleForm] {
    try all.map { try $0.localized(for: locale) }
  }

  /// The example with this name in `locale`, if any.
  ///
  /// - Throws: ``ExampleTextError`` when the language's texts cannot be read.
  public static func named(_ name: String, for locale: Locale) throws -> ExampleForm? {
    try named(name)?.localized(for: locale)
  }
}
