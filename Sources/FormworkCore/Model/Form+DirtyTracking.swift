extension Form {
  // MARK: Bulk access

  /// Every tagged row's value, by tag, including hidden rows whatever their policy.
  ///
  /// - Complexity: O(*n*).
  public var allValues: [String: FormValue] {
    var values: [String: FormValue] = [:]
    for row in storage.orderedRows { if let tag = row.spec.tag { values[tag] = row.value } }
    return values
  }

  /// The tags of rows whose value differs from their initial value, in form order; a
  /// multivalued section counts as one entry under its tag when its list of values changed.
  public var dirtyTags: [String] {
    var tags: [String] = []
    for section in storage.sections {
      if section.spec.multivalued != nil {
        if isMultivaluedDirty(section), let tag = section.spec.tag { tags.append(tag) }
        continue
      }
      for row in section.rows where row.value != row.spec.initialValue {
        if let tag = row.spec.tag { tags.append(tag) }
      }
    }
    return tags
  }

  /// Whether any row's value (or a multivalued section's list) differs from its initial value.
  public var isDirty: Bool {
    storage.sections.contains { section in
      section.spec.multivalued != nil
        ? isMultivaluedDirty(section) : section.rows.contains { $0.value != $0.spec.initialValue }
    }
  }

  private func isMultivaluedDirty(_ section: SectionNode) -> Bool {
    section.rows.map(\.value) != section.spec.rows.map(\.initialValue)
  }

  /// Makes the current values the new initial values (after a successful save, say).
  public func markClean() {
    for row in storage.orderedRows { row.spec.initialValue = row.value }
    for section in storage.sections where section.spec.multivalued != nil {
      section.spec.rows = section.rows.map(\.spec)
    }
  }
}
