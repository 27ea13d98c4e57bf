/// The handlers a definition declares (`Row.onChange { old, new in }`,
/// ``Section/onChange(_:)``): they live as long as the form, and each runs once per change
/// of the form that changed its row's value, once the change reached every observer (events,
/// progress, content, validity, the update), with the value before the change, the value after
/// it and the last origin.
extension Form {
  /// Notes a value change of a row whose definition (or section) has handlers.
  func recordHandledChange(_ node: RowNode, old: FormValue, new: FormValue, origin: ChangeOrigin) {
    changes.handledChanges.record(node, old: old, new: new, origin: origin)
    // Outside a change (a commit no mutator wrapped), the handlers run now.
    if changes.depth == 0 { runDefinitionChangeHandlers() }
  }

  /// Runs the handlers of the rows whose values the change that just ended changed. A handler
  /// that changes the form starts a change of its own, whose handlers run as it ends.
  func runDefinitionChangeHandlers() {
    guard !changes.handledChanges.isEmpty else { return }
    let handled = changes.handledChanges.take()
    for entry in handled where entry.old != entry.node.value {
      // A row removed by the same change is gone: its handlers have nothing to look at.
      guard storage.node(entry.node.id) === entry.node else { continue }
      let change = ValueChange(
        row: entry.node.id, tag: entry.node.spec.tag, oldValue: entry.old, newValue: entry.node.value,
        origin: entry.origin)
      for handler in entry.node.spec.changeHandlers { handler(self, change) }
      for handler in entry.node.section.spec.changeHandlers { handler(self, change) }
    }
  }
}

/// A handler declared in a definition, with its value type erased.
typealias ChangeHandler = @MainActor @Sendable (Form, ValueChange) -> Void

/// The rows with handlers whose values the change in progress changed, in the order they first
/// changed, each with its value before the change.
struct HandledChanges {
  struct Entry {
    let node: RowNode
    let old: FormValue
    var origin: ChangeOrigin
  }

  private var entries: [Entry] = []
  private var positions: [RowID: Int] = [:]

  var isEmpty: Bool { entries.isEmpty }

  mutating func record(_ node: RowNode, old: FormValue, new: FormValue, origin: ChangeOrigin) {
    if let position = positions[node.id] {
      entries[position].origin = origin
    } else {
      positions[node.id] = entries.count
      entries.append(Entry(node: node, old: old, origin: origin))
    }
  }

  mutating func take() -> [Entry] {
    defer {
      entries = []
      positions = [:]
    }
    return entries
  }
}
