/// What performing a swipe action did (``Form/performSwipeAction(_:edge:on:)``).
public enum SwipeActionOutcome: Sendable, Equatable {
  /// The handler ran.
  case performed
  /// The action changes its row and the user cannot edit the row now: the reason, also
  /// emitted as ``FormEvent/denied(_:reason:)``.
  case denied(String)
  /// No such action: the row is gone or hidden, or has no action there.
  case unavailable
}

extension Form {
  /// The actions a swipe on `row` reveals from `edge`, as its definition declares them
  /// (``Row/swipeActions(edge:allowsFullSwipe:_:)``); none on a hidden row.
  ///
  /// A row the user cannot edit (disabled, computed, or forbidden by the edit policy) still
  /// shows them, as Eureka's rows do: an action that changes the row is then refused with the
  /// reason when performed, so the person learns why; one declared with `changesRow: false`
  /// runs. Multivalued sections' Delete is the list renderers' own (FormworkListDriver).
  ///
  /// - Complexity: O(1).
  public func swipeActions(of row: RowID, edge: SwipeEdge) -> [SwipeAction] {
    guard let node = storage.node(row), !node.isHidden, let actions = node.spec.swipeActions else { return [] }
    return actions[edge]
  }

  /// Whether a full swipe from `edge` performs the row's first action there.
  public func allowsFullSwipe(of row: RowID, edge: SwipeEdge) -> Bool {
    storage.node(row)?.spec.swipeActions?.fullSwipeEdges.contains(edge) == true
  }

  /// Performs the swipe action at `index` on `edge` of `row`, as the user: its handler runs in
  /// one change through the funnel (its edits settle, validate and reach observers together),
  /// then ``FormEvent/actionPerformed(_:)`` is emitted. An action that changes its row is
  /// refused on a row the user cannot edit now, with the reason (see ``editDenial(of:)``).
  ///
  /// ```swift
  /// if case .denied(let reason) = form.performSwipeAction(0, edge: .trailing, on: row) { show(reason) }
  /// ```
  ///
  /// The row is named by its identity, not a position: performed after updates moved it, the
  /// action acts on that row wherever it is.
  @discardableResult
  public func performSwipeAction(_ index: Int, edge: SwipeEdge, on row: RowID) -> SwipeActionOutcome {
    let actions = swipeActions(of: row, edge: edge)
    guard actions.indices.contains(index), let node = storage.node(row) else { return .unavailable }
    let action = actions[index]
    if action.changesRow, let reason = editDenial(of: node) {
      emit(.denied(row, reason: reason))
      return .denied(reason)
    }
    change {
      action.handler(ButtonContext(form: self, row: row))
      emit(.actionPerformed(row))
    }
    return .performed
  }
}
