extension Section {
  /// A multivalued section whose template receives each entry's position, from 0: titles like
  /// "Stop 2" stay right as entries are inserted, deleted and moved.
  ///
  /// ```swift
  /// Section.multivalued(stops, "Stops") { index in
  ///   Row.text(nil, "Stop \(index + 1)").placeholder("Address")
  /// }
  /// ```
  ///
  /// The section starts with `values` (none by default: an empty list, with its Add row). The
  /// template gives each entry its row when it is made; afterwards, as entries move, each
  /// entry's title is the title the template gives for its new position (its other settings
  /// stay those of the row it was made with). The other parameters are those of
  /// ``multivalued(_:_:values:options:addTitle:minRows:maxRows:template:)-(_,_,_,_,_,_,_,()->Row<Element>)``.
  public static func multivalued<Element>(
    _ key: SectionKey<Element>, _ header: String? = nil, values: [Element] = [],
    options: MultivaluedOptions = .all, addTitle: String = "Add", minRows: Int = 0, maxRows: Int? = nil,
    template: @escaping @Sendable (Int) -> Row<Element>
  ) -> Section {
    multivalued(
      key, header, entries: values.map(Optional.some), options: options, addTitle: addTitle, minRows: minRows,
      maxRows: maxRows
    ) { template(0) }
    .entryTitles { template($0).title }
  }

  /// Titles each entry of a multivalued section by its position, from 0, now and whenever
  /// entries are inserted, deleted or moved (what schemas' `"entryTitle": "Stop {n}"` uses).
  ///
  /// ```swift
  /// Section.multivalued(stops, "Stops") { Row.text(nil, "Stop") }
  ///   .entryTitles { "Stop \($0 + 1)" }
  /// ```
  ///
  /// On a section that is not multivalued it changes nothing.
  public func entryTitles(_ title: @escaping @Sendable (Int) -> String) -> Section {
    with { spec in
      guard spec.multivalued != nil else { return }
      spec.multivalued?.entryTitle = title
      for index in spec.rows.indices { spec.rows[index].title = title(index) }
    }
  }

  /// Changes how a multivalued section's Add row looks: its title (plain text), its height,
  /// or anything else a button row takes. It stays the button that adds an entry.
  ///
  /// ```swift
  /// Section.multivalued(stops, "Stops") { Row.text(nil, "Stop") }
  ///   .addRow { $0.title("Add a stop").height(56) }
  /// ```
  ///
  /// On a section that is not multivalued, or one without `.insert` in its options, it changes
  /// nothing.
  public func addRow(_ style: @escaping @Sendable (Row<NoValue>) -> Row<NoValue>) -> Section {
    with { spec in
      let previous = spec.multivalued?.addRowStyle
      spec.multivalued?.addRowStyle = { add in
        var row = Row<NoValue>(nil, kind: .button)
        row.spec = previous?(add) ?? add
        return style(row).spec
      }
    }
  }
}
