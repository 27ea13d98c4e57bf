import FormworkDiff

// What the list driver (the `FormworkListDriver` target) needs from the form beyond its public
// API. Everything here is `package`: visible to the targets of this package, never to apps.
// Each entry is a small read or a wrapper, so the form's storage stays closed.

extension Form {
  /// The kind of a row, without building its whole state (keyboard order, the return key).
  ///
  /// - Complexity: O(1).
  package func kind(of row: RowID) -> RowKind? {
    storage.node(row)?.spec.kind
  }

  /// The fixed height a row asks for, without building its whole state (row heights).
  ///
  /// - Complexity: O(1).
  package func preferredHeight(of row: RowID) -> Double? {
    storage.node(row)?.spec.configuration.value.preferredHeight
  }

  /// The value text would become if typed into a row, without changing anything; `nil` when
  /// it does not read (or the row is unknown). A field being typed in keeps `"1."` when a
  /// reconfigure brings `"1"`: both read as the same value.
  ///
  /// - Complexity: O(*t*) for the text's length.
  package func valueOfInput(_ text: String, for row: RowID) -> FormValue? {
    guard let node = storage.node(row) else { return nil }
    switch interpretInput(text, for: node) {
    case .accepted(let value): return value
    case .truncated, .rejected, .denied: return nil
    }
  }

  /// Adds a problem a renderer found to ``diagnostics`` (a custom kind with no registered cell).
  package func reportRendererProblem(_ error: FormError) {
    report(error)
  }
}

extension FormSnapshot {
  /// The first row after (or before) `path` in display order, across sections, that `matches`;
  /// `path` itself is not considered. `ItemPath(item: -1, section: 0)` starts before the first
  /// row. The form's keyboard order and the list driver's walk the same way.
  ///
  /// - Complexity: O(*k*) for the *k* rows passed over.
  package func firstRow(from path: ItemPath, forward: Bool, where matches: (RowID) -> Bool) -> RowID? {
    row(from: path, forward: forward, where: matches)
  }
}
