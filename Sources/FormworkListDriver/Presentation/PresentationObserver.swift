/// What a presentation object tells the UI toolkit's object that shows it, around each change of
/// one of its properties: SwiftUI's models turn `willChange` into `objectWillChange.send()` and
/// `ObservationRegistrar.willSet(_:keyPath:)`, and `didChange` into
/// `ObservationRegistrar.didSet(_:keyPath:)`.
///
/// ```swift
/// row.observer = PresentationObserver(
///   willChange: { property in print("\(property) changes") },
///   didChange: { property in print("\(property) changed") })
/// ```
///
/// A presentation with no observer works the same: nothing is told, every decision is made.
public struct PresentationObserver<Property: Sendable> {
  /// Called before the property changes (its old value is still readable).
  public var willChange: @MainActor (Property) -> Void
  /// Called once the property has its new value.
  public var didChange: @MainActor (Property) -> Void

  public init(
    willChange: @escaping @MainActor (Property) -> Void,
    didChange: @escaping @MainActor (Property) -> Void = { _ in }
  ) {
    self.willChange = willChange
    self.didChange = didChange
  }
}

extension Optional {
  /// Runs `mutation` between the observer's `willChange` and `didChange` of `property`.
  @MainActor
  func change<Property>(_ property: Property, _ mutation: () -> Void)
  where Wrapped == PresentationObserver<Property> {
    self?.willChange(property)
    mutation()
    self?.didChange(property)
  }
}
