extension Row {
  /// Any number of choices among options loaded on demand (when the selector first opens, or
  /// by ``Form/loadOptions(for:)``), as ``selector(_:_:value:presentation:loadOptions:)`` loads
  /// one choice's. Until they are loaded, choosing is refused (no option to choose); a failed
  /// load is shown and tried again on the next opening.
  ///
  /// ```swift
  /// Row.multipleSelector(tags, "Tags", presentation: .push) {
  ///   try await api.tags().map { SelectorOption($0.id, $0.name) }
  /// }
  /// ```
  public static func multipleSelector<Element>(
    _ key: RowKey<[Element]>?, _ title: String = "", value: [Element]? = nil,
    presentation: SelectorPresentation = .push,
    loadOptions: @escaping @Sendable () async throws -> [SelectorOption<Element>]
  ) -> Row<[Element]> where Value == [Element] {
    var row = Row<[Element]>(key, kind: .multipleSelector(presentation), title: title, value: value)
    row.spec.options = .load { try await loadOptions().map { $0.item } }
    return row
  }
}
