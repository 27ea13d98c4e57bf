extension Form {
  /// Calls `handler` with every event, in order, until the subscription is cancelled or released.
  ///
  /// Any number of observers can subscribe; a new one never replaces another.
  ///
  /// ```swift
  /// let subscription = form.observe { event in
  ///   if case .valueChanged(let change) = event, change.origin == .user { autosave() }
  /// }
  /// ```
  public func observe(_ handler: @escaping @MainActor (FormEvent) -> Void) -> FormSubscription {
    let subscription = FormSubscription()
    eventObservers.append((subscription.sharedFlag, handler))
    return subscription
  }

  /// Calls `handler` with the old and new typed values whenever a row's value changes.
  ///
  /// ```swift
  /// let subscription = form.onChange(of: country) { old, new, origin in
  ///   form[postcode] = nil
  /// }
  /// ```
  public func onChange<Value>(
    of key: RowKey<Value>, _ handler: @escaping @MainActor (Value?, Value?, ChangeOrigin) -> Void
  ) -> FormSubscription {
    // A key of another type than its row's would only ever see `nil`: say so now.
    if let node = storage.node(tag: key.tag) {
      do { try checkKeyType(Value.self, of: node) } catch {
        report(error as? FormError ?? FormError(.typeMismatch, "\(error)"))
      }
    }
    return observe { event in
      guard case .valueChanged(let change) = event, change.tag == key.tag else { return }
      let old = change.oldValue.isNull ? nil : try? Value(formValue: change.oldValue)
      let new = change.newValue.isNull ? nil : try? Value(formValue: change.newValue)
      handler(old, new, change.origin)
    }
  }

  /// The form's events as an asynchronous sequence. The sequence ends when the task iterating it
  /// is cancelled; events are buffered, so none is lost while the consumer is busy.
  ///
  /// ```swift
  /// for await event in form.events() {
  ///   if case .denied(_, let reason) = event { await toast(reason) }
  /// }
  /// ```
  public func events() -> AsyncStream<FormEvent> {
    let (stream, continuation) = AsyncStream<FormEvent>.makeStream()
    let subscription = observe { event in continuation.yield(event) }
    continuation.onTermination = { _ in subscription.cancel() }
    return stream
  }

  /// Delivers events to every observer, in subscription order. Called by the change pipeline
  /// once a change settled (see `Model/Form+Changes.swift`), or at once for events outside a change.
  ///
  /// Events emitted while others are being delivered (a handler changed the form) wait until
  /// every observer has had the current ones, so all observers see the same order.
  func deliver(_ events: [FormEvent]) {
    guard !eventObservers.isEmpty else { return }
    eventDelivery.queue.append(contentsOf: events)
    guard !eventDelivery.isDelivering else { return }
    eventDelivery.isDelivering = true
    defer { eventDelivery.isDelivering = false }
    var next = 0
    while next < eventDelivery.queue.count {
      let current = eventDelivery.queue[next]
      next += 1
      var sawCancelled = false
      // NB: iterate a copy: a handler may subscribe or cancel while we deliver.
      for observer in eventObservers {
        if observer.flag.isCancelled {
          sawCancelled = true
          continue
        }
        observer.handler(current)
      }
      if sawCancelled { eventObservers.removeAll { $0.flag.isCancelled } }
    }
    eventDelivery.queue.removeAll(keepingCapacity: true)
  }
}

/// Events waiting for delivery while another is being delivered.
struct EventDelivery {
  var queue: [FormEvent] = []
  var isDelivering = false
}
