/// The catalog of examples every renderer shows (`formwork demo`, the UIKit and SwiftUI demos).
///
/// ```swift
/// for example in Examples.all { print(example.name, example.summary) }
/// let newsletter = Examples.named("newsletter")
/// ```
public enum Examples {
  /// Every example, in menu order. Add an example by adding it here.
  public static let all: [ExampleForm] = [
    .newsletter,
    .profile,
  ]

  /// The example with this name, if any.
  public static func named(_ name: String) -> ExampleForm? {
    all.first { $0.name == name }
  }
}
