extension Form {
  // MARK: Focus

  /// The row with input focus, as renderers reported it.
  public var focusedRow: RowID? { focusedRowID }

  /// Reports that a row took input focus; blurs the row that had it.
  ///
  /// Emits ``FormEvent/blurred(_:)`` for the previous row, then ``FormEvent/focused(_:)``.
  public func focus(_ row: RowID) {
    guard let node = storage.node(row), !node.isHidden, focusedRowID != row else { return }
    if let previous = focusedRowID { blur(previous) }
    endTypingSession()
    focusedRowID = row
    emit(.focused(row))
  }

  /// Reports that a row lost input focus, and runs its blur-triggered validation.
  ///
  /// Rows validated ``ValidationTrigger/onBlur`` or ``ValidationTrigger/onChangeAfterBlur``
  /// show their issues now — once the row was changed or a submit was attempted: a row merely
  /// moved through (arrowed, tabbed past) shows nothing new. Every row but
  /// ``ValidationTrigger/onSubmit`` ones starts its asynchronous rules at once (a running
  /// debounce is cut short).
  public func blur(_ row: RowID) {
    guard let node = storage.node(row) else { return }
    endTypingSession()
    change {
      if focusedRowID == row { focusedRowID = nil }
      emit(.blurred(row))
      node.hasBlurred = true
      switch node.spec.trigger {
      case .onBlur, .onChangeAfterBlur:
        runRules(of: node, reveal: mayReveal(node) ? .all : .alreadyShown)
        startAsyncRules(of: node, debounce: false)
      case .onChange:
        // Its rules ran on each change; only a pending debounce is cut short.
        startAsyncRules(of: node, debounce: false)
      case .onSubmit:
        break
      }
    }
  }

  func blurIfFocused(_ node: RowNode) {
    guard focusedRowID == node.id else { return }
    focusedRowID = nil
    emit(.blurred(node.id))
  }
}
