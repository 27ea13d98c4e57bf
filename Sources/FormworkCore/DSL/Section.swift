/// The definition of a section: a header, rows, a footer, and its own conditions.
///
/// ```swift
/// Section("Delivery", tag: "delivery") {
///   Row.text(street, "Street")
///   if showsFloor { Row.integer(floor, "Floor") }
///   for day in Weekday.allCases { Row.check(.init("day.\(day)"), day.name) }
/// }
/// .footer("We deliver on weekdays.")
/// .hidden(when: "pickup == true")
/// ```
public struct Section: Sendable {
  var spec: SectionSpec

  /// A section with an optional text header.
  public init(_ header: String? = nil, tag: String? = nil, @RowBuilder rows: () -> [AnyRow]) {
    spec = SectionSpec(tag: tag, header: header.map(SectionSupplementary.text), rows: rows().map { $0.spec })
  }

  /// A section with rows built elsewhere (schema-driven forms).
  public init(_ header: String? = nil, tag: String? = nil, rows: [AnyRow]) {
    spec = SectionSpec(tag: tag, header: header.map(SectionSupplementary.text), rows: rows.map { $0.spec })
  }

  /// A multivalued section: rows made from `template`, one per value, that the user can insert,
  /// delete and reorder. Its value is the ordered list of its rows' values.
  ///
  /// ```swift
  /// let phones = SectionKey<String>("phones")
  /// Section.multivalued(phones, "Phones", values: ["+33 1 23 45 67 89"]) {
  ///   Row.phone(nil, "Phone").placeholder("Number")
  /// }
  /// let numbers: [String] = form[phones]
  /// ```
  ///
  /// - Parameters:
  ///   - key: The section's typed key; its tag names the section.
  ///   - header: The header text.
  ///   - values: The initial values, one row each.
  ///   - options: What the user may do: insert (an "Add" row at the end), delete, reorder.
  ///   - addTitle: The title of the "Add" row.
  ///   - minRows: The fewest entries the section must hold to submit: a ``SectionRule/minRows(_:)``
  ///     rule ("at least one stop"); 0 adds none.
  ///   - maxRows: The most rows the section holds: a ``SectionRule/maxRows(_:)`` rule, which
  ///     also disables the "Add" row once the section is full; `nil` for no limit.
  ///   - template: Makes the row for one value. Tags on template rows are ignored: rows of a
  ///     multivalued section are found by position, not by tag.
  public static func multivalued<Element>(
    _ key: SectionKey<Element>, _ header: String? = nil, values: [Element] = [],
    options: MultivaluedOptions = .all, addTitle: String = "Add", minRows: Int = 0, maxRows: Int? = nil,
    template: @escaping @Sendable () -> Row<Element>
  ) -> Section {
    multivalued(
      key, header, entries: values.map(Optional.some), options: options, addTitle: addTitle, minRows: minRows,
      maxRows: maxRows, template: template)
  }

  /// A multivalued section whose initial entries may be empty: a `nil` entry is a row without a
  /// value, shown for the user to fill in (entries restored from a draft or read from JSON).
  ///
  /// ```swift
  /// Section.multivalued(phones, "Phones", entries: ["+33 1 23 45 67 89", nil]) {
  ///   Row.phone(nil, "Phone")
  /// }
  /// ```
  ///
  /// The other parameters are those of ``multivalued(_:_:values:options:addTitle:minRows:maxRows:template:)-(_,_,_,_,_,_,_,()->Row<Element>)``.
  public static func multivalued<Element>(
    _ key: SectionKey<Element>, _ header: String? = nil, entries: [Element?],
    options: MultivaluedOptions = .all, addTitle: String = "Add", minRows: Int = 0, maxRows: Int? = nil,
    template: @escaping @Sendable () -> Row<Element>
  ) -> Section {
    var section = Section(header, tag: key.tag, rows: [])
    if minRows != 0 { section.spec.rules.append(.minRows(minRows)) }
    if let maxRows { section.spec.rules.append(.maxRows(maxRows)) }
    var prototype = template().spec
    prototype.tag = nil
    section.spec.multivalued = MultivaluedSpec(
      template: prototype, options: options, addTitle: addTitle, elementType: Element.self)
    section.spec.rows = entries.map { value in
      var row = prototype
      row.setInitialValue(value)
      return row
    }
    return section
  }

  /// The section's tag, if it has one.
  public var tag: String? { spec.tag }

  func with(_ change: (inout SectionSpec) -> Void) -> Section {
    var copy = self
    change(&copy.spec)
    return copy
  }

  /// A text header.
  public func header(_ text: String) -> Section {
    with {
      $0.header = .text(text)
      $0.headerText = nil
    }
  }
  /// A header view the app registers with its renderers under `kind`, with optional data.
  public func header(kind: String, value: FormValue = .null) -> Section {
    with { $0.header = .custom(kind: kind, value: value) }
  }
  /// A text footer.
  public func footer(_ text: String) -> Section {
    with {
      $0.footer = .text(text)
      $0.footerText = nil
    }
  }
  /// A footer view the app registers with its renderers under `kind`, with optional data.
  public func footer(kind: String, value: FormValue = .null) -> Section {
    with { $0.footer = .custom(kind: kind, value: value) }
  }

  /// Adds rules over the whole section: how many entries it holds, or a check of its rows'
  /// values together (see ``SectionRule``).
  ///
  /// ```swift
  /// Section.multivalued(stops, "Stops") { Row.text(nil, "Stop") }
  ///   .rules(.minRows(1).message("Add at least one stop."))
  /// ```
  public func rules(_ rules: SectionRule...) -> Section { with { $0.rules += rules } }
  /// Adds section rules, run in order: a list made at run time (rules a server names).
  ///
  /// ```swift
  /// Section("Stops", tag: "stops", rows: rows).rules(limits.map { .maxRows($0) })
  /// ```
  public func rules(_ rules: [SectionRule]) -> Section { with { $0.rules += rules } }

  /// Hides the section (and so every row in it) when `condition` holds.
  public func hidden(_ condition: Condition) -> Section { with { $0.hidden = condition } }
  /// Hides the section while `closure` returns true; its reads are tracked.
  public func hidden(when closure: @escaping @MainActor @Sendable (FormReader) -> Bool) -> Section {
    hidden(.when(closure))
  }
  /// Hides the section while the expression holds.
  public func hidden(when expression: String) -> Section { hidden(.expression(expression)) }

  /// Disables every row of the section when `condition` holds.
  public func disabled(_ condition: Condition) -> Section { with { $0.disabled = condition } }
  /// Disables the section while `closure` returns true; its reads are tracked.
  public func disabled(when closure: @escaping @MainActor @Sendable (FormReader) -> Bool) -> Section {
    disabled(.when(closure))
  }
  /// Disables the section while the expression holds.
  public func disabled(when expression: String) -> Section { disabled(.expression(expression)) }
}
