/// The parts of a multivalued section that follow its entries: titles that say an entry's
/// position ("Stop 2"), and the Add row's looks.
extension Form {
  /// Titles each entry of a multivalued section for its position, after entries came, went or
  /// moved; entries whose title changed are reconfigured in place.
  func retitleEntries(of section: SectionNode) {
    guard let entryTitle = section.spec.multivalued?.entryTitle else { return }
    for (index, row) in section.rows.enumerated() {
      let title = entryTitle(index)
      guard row.spec.title != title else { continue }
      row.spec.title = title
      markReconfigure(row)
    }
  }

  /// The Add row with the app's changes to its looks; what it is and does stays (a button that
  /// adds an entry, left out of values).
  func styledAddRow(_ add: RowSpec, _ style: @Sendable (RowSpec) -> RowSpec) -> RowSpec {
    var styled = style(add)
    styled.kind = .button
    styled.tag = nil
    styled.action = add.action
    styled.excludedFromParameters = true
    // The Add row is no node of the condition graph: a text inserting rows would never update.
    // A title in several languages is kept, picked here and again when the locale changes.
    let title = styled.texts?.title
    styled.texts = nil
    if let title, let picked = title.plainText(in: locale) {
      styled.title = picked
      styled.texts = RowTexts(title: title)
    }
    return styled
  }

  /// Picks the titles of Add rows styled with several languages again, for a new locale.
  func retitleAddRows() {
    for section in storage.sections {
      guard let add = section.addRow, let title = add.spec.texts?.title, let picked = title.plainText(in: locale),
        add.spec.title != picked
      else { continue }
      add.spec.title = picked
      markReconfigure(add)
    }
  }
}
