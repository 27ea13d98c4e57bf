// Options that depend on the form: an option shown only while a condition holds, and options
// taken from another row. Both are tracked by the engine like any condition.

extension Row {
  /// Shows the option whose value is `option` only while `condition` holds.
  ///
  /// The condition is tracked like a row's: it is evaluated again only when something it read
  /// changes. Renderers, ``Form/choose(_:for:)`` and ``Form/toggleOption(_:for:)`` see only the
  /// options shown (``RowState/options``).
  ///
  /// ```swift
  /// Row.selector(plan, "Plan", options: [.init("basic", "Basic"), .init("team", "Team")])
  ///   .option("team", shownWhen: .expression("seats > 1"))
  /// ```
  ///
  /// A change that ends with a choice naming an option not shown clears that choice (a
  /// multiple selector loses that option only), as a program change in the same undo step as
  /// the change that hid it. The check runs once the outermost change has settled: values set
  /// together (``Form/setValues(_:origin:)``, hydration, a transaction) are checked after all of them,
  /// so their order does not matter. A definition's initial value is kept until a change.
  ///
  /// - Parameters:
  ///   - option: The value of one of the row's fixed options (an element's value, for a
  ///     multiple selector); another value fails the build.
  ///   - condition: While it holds, the option is shown.
  public func option<Option: FormValueConvertible>(_ option: Option, shownWhen condition: Condition) -> Row {
    with { spec in
      var rules = spec.optionRules ?? OptionRules()
      rules.conditions.append((option.formValue, condition))
      spec.optionRules = rules
    }
  }

  /// Shows the option whose value is `option` only while the expression holds.
  ///
  /// ```swift
  /// Row.selector(city, "City", options: cities).option("paris", shownWhen: "country == 'fr'")
  /// ```
  public func option<Option: FormValueConvertible>(_ option: Option, shownWhen expression: String) -> Row {
    self.option(option, shownWhen: .expression(expression))
  }

  /// Shows the option whose value is `option` only while `closure` returns true; its reads are
  /// tracked.
  ///
  /// ```swift
  /// Row.selector(size, "Size", options: sizes).option("xl") { $0[stock] > 0 }
  /// ```
  public func option<Option: FormValueConvertible>(
    _ option: Option, shownWhen closure: @escaping @MainActor @Sendable (FormReader) -> Bool
  ) -> Row {
    self.option(option, shownWhen: .when(closure))
  }

  /// Lets the option whose value is `option` be chosen only while `condition` holds; otherwise
  /// it is shown disabled (``OptionItem/isEnabled``), and choosing or toggling it is refused.
  ///
  /// The condition is tracked like a row's. A choice made while the option was enabled is kept
  /// when it becomes disabled (as SurveyJS's choice `enableIf`): only new choices are refused.
  ///
  /// ```swift
  /// Row.selector(plan, "Plan", options: [.init("basic", "Basic"), .init("team", "Team")])
  ///   .option("team", enabledWhen: .expression("seats > 1"))
  /// ```
  ///
  /// - Parameters:
  ///   - option: The value of one of the row's fixed options (or of the other row's options,
  ///     with ``options(from:_:)``).
  ///   - condition: While it holds, the option can be chosen.
  public func option<Option: FormValueConvertible>(_ option: Option, enabledWhen condition: Condition) -> Row {
    with { spec in
      var rules = spec.optionRules ?? OptionRules()
      rules.enabledConditions.append((option.formValue, condition))
      spec.optionRules = rules
    }
  }

  /// Lets the option whose value is `option` be chosen only while the expression holds.
  ///
  /// ```swift
  /// Row.multipleSelector(extras, "Extras", options: extrasList).option("wifi", enabledWhen: "plan != 'basic'")
  /// ```
  public func option<Option: FormValueConvertible>(_ option: Option, enabledWhen expression: String) -> Row {
    self.option(option, enabledWhen: .expression(expression))
  }

  /// Offers the options another row shows: all of them, or those it has or has not chosen.
  ///
  /// The row's options follow the other row's (its options shown on a condition, the options it
  /// loaded, its value for ``CopiedOptions/selected`` and ``CopiedOptions/unselected``), and a
  /// choice whose option goes is cleared, as for ``option(_:shownWhen:)-(_,Condition)``.
  ///
  /// ```swift
  /// Row.multipleSelector(liked, "Cars you like", options: cars)
  /// Row<String>.selector(favorite, "Your favorite", options: []).options(from: "liked", .selected)
  /// ```
  ///
  /// - Parameters:
  ///   - tag: The tag of a selector, multiple selector or segmented row.
  ///   - mode: Which of its options this row offers.
  public func options(from tag: String, _ mode: CopiedOptions = .all) -> Row {
    with { spec in
      var rules = spec.optionRules ?? OptionRules()
      rules.source = (tag, mode)
      spec.optionRules = rules
    }
  }
}
