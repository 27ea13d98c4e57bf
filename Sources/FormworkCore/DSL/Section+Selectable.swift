extension Section {
  /// A radio list: one check row per option, of which the user chooses one (Eureka's
  /// `SelectableSection` with single selection). The section's value is the chosen option's,
  /// read and written through `key` like any row's.
  ///
  /// ```swift
  /// let size = RowKey<Size>("size")
  /// Section.radioList(size, "Size", value: .medium, options: [
  ///   .init(.small, "Small"), .init(.medium, "Medium"), .init(.large, "Large"),
  /// ])
  /// form[size] = .large            // the check moves to "Large"
  /// ```
  ///
  /// A tap on an option chooses it; a tap on the chosen option clears the choice unless
  /// `deselectable` is `false`. The choice is a row of the section with the key's tag, hidden
  /// and kept in values, so conditions (`size == 'large'`), JSON, drafts, undo and change
  /// handlers see it as any row's value; change it with ``choiceRow(_:)``. Being hidden, it is
  /// not validated: to ask for a choice, give the section a rule over its option rows, whose
  /// values are `true` when chosen:
  ///
  /// ```swift
  /// Section.radioList(size, "Size", options: sizes)
  ///   .rules(.custom("chooseOne", message: "Choose a size.") { $0.values.contains(.bool(true)) })
  /// ```
  ///
  /// - Parameters:
  ///   - key: The typed key of the choice; its tag names the section too.
  ///   - header: The header text.
  ///   - value: The option chosen at first, if any (it must be one of `options`).
  ///   - options: The options, one row each, in order.
  ///   - deselectable: Whether a tap on the chosen option clears the choice.
  public static func radioList<Value: Hashable>(
    _ key: RowKey<Value>, _ header: String? = nil, value: Value? = nil, options: [SelectorOption<Value>],
    deselectable: Bool = true
  ) -> Section {
    let choice = Row.selector(key, header ?? "", value: value, options: options)
    return selectable(
      choice.eraseToAnyRow(), header: header, options: options.map(\.item),
      spec: SelectableSpec(tag: key.tag, multiple: false, deselectable: deselectable))
  }

  /// A checklist: one check row per option, any number of which the user chooses (Eureka's
  /// `SelectableSection` with multiple selection). The section's value lists the chosen
  /// options in their order.
  ///
  /// ```swift
  /// let toppings = RowKey<[String]>("toppings")
  /// Section.checklist(toppings, "Toppings", options: [.init("cheese", "Cheese"), .init("olives", "Olives")])
  /// let chosen = form[toppings] ?? []
  /// ```
  ///
  /// The choice is a row of the section, as for ``radioList(_:_:value:options:deselectable:)``.
  public static func checklist<Element: Hashable>(
    _ key: RowKey<[Element]>, _ header: String? = nil, value: [Element]? = nil,
    options: [SelectorOption<Element>]
  ) -> Section {
    let choice = Row.multipleSelector(key, header ?? "", value: value, options: options)
    return selectable(
      choice.eraseToAnyRow(), header: header, options: options.map(\.item),
      spec: SelectableSpec(tag: key.tag, multiple: true, deselectable: true))
  }

  /// A radio list or checklist over options given as `FormValue`s, for schema-driven forms.
  ///
  /// ```swift
  /// Section.selectable(tag: "size", "Size", options: [OptionItem(value: "s", title: "Small")], multiple: false)
  /// ```
  public static func selectable(
    tag: String, _ header: String? = nil, value: FormValue = .null, options: [OptionItem], multiple: Bool,
    deselectable: Bool = true
  ) -> Section {
    let key = RowKey<FormValue>(tag)
    let choice = Row<FormValue>(
      key, kind: multiple ? .multipleSelector(.push) : .selector(.push), title: header ?? "",
      value: value.isNull ? nil : value
    )
    .options(.fixed(options))
    return selectable(
      choice.eraseToAnyRow(), header: header, options: options,
      spec: SelectableSpec(tag: tag, multiple: multiple, deselectable: deselectable))
  }

  /// Changes the row holding a radio list's or checklist's choice: its change handlers, its
  /// parameter mapping, its source in a server's response.
  ///
  /// ```swift
  /// Section.radioList(size, "Size", options: sizes)
  ///   .choiceRow { (row: Row<Size>) in row.onChange { _, new in print(new ?? "none") } }
  /// ```
  ///
  /// The row is hidden, so rules on it never run (give the section a rule instead). On a
  /// section that is no radio list or checklist, or with another value type, it changes nothing.
  public func choiceRow<Value>(_ change: (Row<Value>) -> Row<Value>) -> Section {
    with { spec in
      guard let tag = spec.selectable?.tag, let index = spec.rows.firstIndex(where: { $0.tag == tag }),
        spec.rows[index].valueType == Value.self
      else { return }
      var row = Row<Value>(nil, kind: .info)
      row.spec = spec.rows[index]
      spec.rows[index] = change(row).spec
    }
  }

  private static func selectable(_ choice: AnyRow, header: String?, options: [OptionItem], spec: SelectableSpec)
    -> Section
  {
    var choiceSpec = choice.spec
    choiceSpec.hidden = true
    choiceSpec.hiddenPolicy = .keep
    let initial = choiceSpec.initialValue
    var rows = [choiceSpec]
    for option in options {
      var row = RowSpec(tag: nil, kind: .toggle(.check), valueType: Bool.self, title: option.title)
      row.initialValue = .bool(SelectableSpec.choice(initial, contains: option.value))
      row.selectableOption = option.value
      row.excludedFromParameters = true
      rows.append(row)
    }
    var section = Section(header, tag: spec.tag, rows: [])
    section.spec.rows = rows
    section.spec.selectable = spec
    return section
  }
}
