extension Row {
  /// Actions a swipe on this row reveals from `edge`, first to last from the edge inward
  /// (Eureka's `leadingSwipe` and `trailingSwipe`).
  ///
  /// ```swift
  /// Row.text(subject, "Subject")
  ///   .swipeActions(edge: .leading) {
  ///     SwipeAction("Read", systemImage: "envelope.open") { $0.form[unread] = false }
  ///   }
  ///   .swipeActions(edge: .trailing, allowsFullSwipe: false) {
  ///     SwipeAction("Flag") { context in flag(context.row) }
  ///   }
  /// ```
  ///
  /// A row of a multivalued section that allows deleting keeps its Delete first on the trailing
  /// edge; these actions follow it. Declaring an edge again replaces its actions.
  ///
  /// - Parameters:
  ///   - edge: The side the swipe reveals them from.
  ///   - allowsFullSwipe: Whether a full swipe performs the first action (as Mail's do).
  ///   - actions: The actions.
  public func swipeActions(
    edge: SwipeEdge = .trailing, allowsFullSwipe: Bool = true, @SwipeActionsBuilder _ actions: () -> [SwipeAction]
  ) -> Row {
    let built = actions()
    return with { spec in
      var declared = spec.swipeActions ?? RowSwipeActions()
      declared[edge] = built
      if allowsFullSwipe { declared.fullSwipeEdges.insert(edge) } else { declared.fullSwipeEdges.remove(edge) }
      spec.swipeActions = declared
    }
  }
}
