#if canImport(Combine)
  import Combine

  // Publishers over the same observers as `observe(_:)`: each access registers one observer,
  // which lives as long as the returned publisher or any subscription to it, and values arrive
  // on the main actor, where the form changes.

  extension Form {
    /// The form's events as a Combine publisher: every ``FormEvent``, in order.
    ///
    /// ```swift
    /// form.eventPublisher
    ///   .compactMap { if case .denied(_, let reason) = $0 { reason } else { nil } }
    ///   .sink { reason in showToast(reason) }
    ///   .store(in: &cancellables)
    /// ```
    ///
    /// Events start flowing once subscribed; the publisher never finishes. Each access makes a
    /// new publisher; keep the `AnyCancellable` (or the publisher) as long as you want events.
    public var eventPublisher: AnyPublisher<FormEvent, Never> {
      let subject = PassthroughSubject<FormEvent, Never>()
      let subscription = observe { subject.send($0) }
      return subject.keepingAlive(subscription)
    }

    /// A row's typed value now and after every change, `nil` when empty.
    ///
    /// ```swift
    /// form.valuePublisher(for: Signup.country)
    ///   .sink { country in postcodeField.placeholder = country == "FR" ? "75001" : "" }
    ///   .store(in: &cancellables)
    /// ```
    ///
    /// Like `CurrentValueSubject`, a new subscriber first gets the latest value. An unknown key or
    /// one of another type publishes `nil` (the problem is in ``Form/diagnostics``).
    ///
    /// - Parameter key: The row's key.
    public func valuePublisher<Value>(for key: RowKey<Value>) -> AnyPublisher<Value?, Never> {
      let subject = CurrentValueSubject<Value?, Never>(self[key])
      let subscription = onChange(of: key) { _, new, _ in subject.send(new) }
      return subject.keepingAlive(subscription)
    }

    /// ``isValid`` now and whenever it changes: what a submit button's `isEnabled` follows.
    ///
    /// ```swift
    /// form.isValidPublisher
    ///   .assign(to: \.isEnabled, on: submitButton)
    ///   .store(in: &cancellables)
    /// ```
    ///
    /// A new subscriber first gets the current validity; consecutive duplicates are removed.
    public var isValidPublisher: AnyPublisher<Bool, Never> {
      let subject = CurrentValueSubject<Bool, Never>(isValid)
      let subscription = onValidityChange { subject.send($0) }
      return subject.removeDuplicates().keepingAlive(subscription)
    }
  }

  extension Publisher where Failure == Never {
    /// Erases the publisher, keeping `subscription` (the form observer feeding it) alive as long
    /// as the publisher or a subscription to it exists; releasing both cancels the observer.
    fileprivate func keepingAlive(_ subscription: FormSubscription) -> AnyPublisher<Output, Never> {
      // NB: @Sendable so the closure is not isolated to the main actor: Combine may call it on
      // any thread (a cancel from a background queue).
      handleEvents(receiveCancel: { @Sendable in withExtendedLifetime(subscription) {} })
        .eraseToAnyPublisher()
    }
  }
#endif
