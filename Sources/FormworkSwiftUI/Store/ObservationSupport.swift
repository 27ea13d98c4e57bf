#if canImport(SwiftUI)
  import Observation

  /// The Observation half of the store's models: reports reads and writes of their properties to
  /// an `ObservationRegistrar` on iOS 17 / macOS 14 and later, and does nothing before, where the
  /// models rely on `ObservableObject` alone.
  ///
  /// Each model keeps one and calls it from its property accessors and from its presentation's
  /// change notifications (`PresentationObserver`), which is what the `@Observable` macro
  /// writes; the macro itself cannot be used by types that also run on iOS 15.
  struct ObservationSupport: Sendable {
    // NB: `any Sendable` because a stored property cannot have a type newer than the deployment
    // target (ObservationRegistrar is iOS 17). It holds a registrar or nothing; the cast in
    // `registrar` cannot fail where the registrar exists.
    private let storage: (any Sendable)?

    init() {
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
        storage = ObservationRegistrar()
      } else {
        storage = nil
      }
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    private var registrar: ObservationRegistrar? { storage as? ObservationRegistrar }

    /// Records that `keyPath` of `subject` was read (inside `withObservationTracking` or a view body).
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    func access<Subject: Observation.Observable, Member>(_ subject: Subject, _ keyPath: KeyPath<Subject, Member>) {
      registrar?.access(subject, keyPath: keyPath)
    }

    /// Tells observers of `keyPath` of `subject` that it is about to change.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    func willSet<Subject: Observation.Observable, Member>(_ subject: Subject, _ keyPath: KeyPath<Subject, Member>) {
      registrar?.willSet(subject, keyPath: keyPath)
    }

    /// Tells observers of `keyPath` of `subject` that it changed.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    func didSet<Subject: Observation.Observable, Member>(_ subject: Subject, _ keyPath: KeyPath<Subject, Member>) {
      registrar?.didSet(subject, keyPath: keyPath)
    }
  }
#endif
