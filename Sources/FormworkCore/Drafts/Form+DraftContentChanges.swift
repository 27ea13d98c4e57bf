extension Form {
  /// Calls `handler` after changes that may have changed what ``draft()`` returns: values and
  /// multivalued rows (the change pipeline's ``onContentChange(_:)``, whatever the origin: an
  /// undo or a server hydration is a state to keep too), rows the user left (``draft()``
  /// lists them as touched), and the page shown (``draft()`` records it).
  ///
  /// NB: the one seam between drafts and the change pipeline.
  package func observeDraftContent(_ handler: @escaping @MainActor () -> Void) -> [FormSubscription] {
    [
      onContentChange { _ in handler() },
      observe { event in
        switch event {
        case .blurred, .pageChanged: handler()
        default: break
        }
      },
    ]
  }
}
