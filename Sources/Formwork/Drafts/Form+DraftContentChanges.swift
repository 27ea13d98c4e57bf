extension Form {
  /// Calls `handler` after changes that may have changed what ``draft()`` returns: values,
  /// multivalued rows, touched rows. It may also be called when nothing a draft holds changed;
  /// ``DraftAutosave`` compares drafts before it writes.
  ///
  /// NB: the one seam between drafts and the change pipeline. Until the pipeline's
  /// `onContentChange` hook exists, it listens to value and blur events plus the structural
  /// updates (multivalued inserts, deletes and moves change no value, but show as updates).
  func observeDraftContent(_ handler: @escaping @MainActor () -> Void) -> [FormSubscription] {
    [
      observe { event in
        switch event {
        case .valueChanged, .blurred: handler()
        default: break
        }
      },
      onUpdate { update in
        if update.isStructural { handler() }
      },
    ]
  }
}
