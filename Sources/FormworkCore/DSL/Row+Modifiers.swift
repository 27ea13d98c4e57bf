import Foundation

// Modifiers return a changed copy, SwiftUI-style, so definitions read top to bottom.

extension Row {
  func with(_ change: (inout RowSpec) -> Void) -> Row {
    var copy = self
    change(&copy.spec)
    return copy
  }

  func configured(_ change: (inout RowConfiguration) -> Void) -> Row {
    with { change(&$0.configuration.value) }
  }

  // MARK: Value

  /// The initial value (also what ``Form/reset()`` returns to).
  public func value(_ value: Value?) -> Row { with { $0.setInitialValue(value) } }

  // MARK: Presentation

  /// Text shown in an empty text field.
  public func placeholder(_ text: String) -> Row { configured { $0.placeholder = text } }
  /// Text shown when the row has no value.
  public func noValueText(_ text: String) -> Row { configured { $0.noValueText = text } }
  /// The keyboard.
  public func keyboard(_ keyboard: KeyboardKind) -> Row { configured { $0.keyboard = keyboard } }
  /// The autofill content type.
  public func contentType(_ type: TextContentType) -> Row { configured { $0.contentType = type } }
  /// Automatic capitalization.
  public func autocapitalization(_ style: Autocapitalization) -> Row { configured { $0.autocapitalization = style } }
  /// Autocorrection on or off.
  public func autocorrection(_ enabled: Bool) -> Row { configured { $0.autocorrection = enabled } }
  /// The return key.
  public func returnKey(_ key: ReturnKey) -> Row { configured { $0.returnKey = key } }
  /// The most characters (grapheme clusters) the row accepts; longer input is cut. A negative
  /// count fails the build.
  public func maxCharacters(_ count: Int) -> Row { configured { $0.maxCharacters = count } }
  /// The range of dates a date row offers.
  public func dateRange(_ minimum: Date?, _ maximum: Date?) -> Row {
    configured {
      $0.minimumDate = minimum
      $0.maximumDate = maximum
    }
  }
  /// The minute step of time pickers: 1…30, dividing 60 (1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30);
  /// another fails the build.
  public func minuteInterval(_ minutes: Int) -> Row { configured { $0.minuteInterval = minutes } }
  /// The share of the row's width the title takes (0…1).
  public func titleWidthShare(_ share: Double) -> Row { configured { $0.titleWidthShare = min(1, max(0, share)) } }
  /// How the value is shown as text.
  public func formatter(_ formatter: ValueFormatter) -> Row { configured { $0.formatter = formatter } }
  /// Formats the row's text while a person types: a mask, a card number, a currency or a grouped
  /// decimal in the form's locale (`LiveFormat`). A mask or card number goes on a string text
  /// row, an amount on a decimal row; another row, or a format that cannot work (a mask without
  /// slots), fails the build.
  ///
  /// ```swift
  /// Row.decimal(price, "Price").liveFormat(.currency(code: "EUR"))   // 1.234,50 € in German
  /// Row.text(card, "Card number").liveFormat(.cardNumber)            // 4242 4242 4242 4242
  /// ```
  public func liveFormat(_ format: LiveFormat) -> Row { configured { $0.liveFormat = format } }
  /// Formats the row's text with a mask while a person types: `#` takes a digit, `A` a letter,
  /// `*` either, and every other character is inserted as the slots fill. The value is the
  /// slots' characters (`"5551234567"`); text that does not fit is refused with a message, and
  /// a value missing characters shows an issue.
  ///
  /// ```swift
  /// Row.phone(phone, "Phone").mask("(###) ###-####")
  /// ```
  public func mask(_ mask: String) -> Row { liveFormat(.mask(mask)) }
  /// The title of the option list a selector opens.
  public func selectorTitle(_ title: String) -> Row { configured { $0.selectorTitle = title } }
  /// Whether a pushed option list has a search field.
  public func searchable(_ searchable: Bool = true) -> Row { configured { $0.isSearchable = searchable } }
  /// Gives a multiple selector's option list a "Select all" entry titled `title`, which chooses
  /// every enabled option shown, or, when they are all chosen, none of them
  /// (``Form/toggleAllOptions(for:)``). Other rows ignore it.
  ///
  /// ```swift
  /// Row.multipleSelector(toppings, "Toppings", options: toppingList).selectAll("All toppings")
  /// ```
  public func selectAll(_ title: String) -> Row { configured { $0.selectAllTitle = title } }
  /// A fixed height for renderers that honour one.
  public func height(_ points: Double) -> Row { configured { $0.preferredHeight = points } }
  /// Whether list renderers reuse the row's cell for other rows or keep one for this row only.
  public func cellReuse(_ reuse: CellReuse) -> Row { configured { $0.cellReuse = reuse } }
  /// Gives the row a cell of its own that list renderers never reuse for another row (Flix's
  /// "unique" cells): for inputs whose cell state must survive scrolling.
  public func uniqueCell() -> Row { cellReuse(.unique) }
  /// Any configuration change at once.
  public func configuration(_ change: (inout RowConfiguration) -> Void) -> Row { configured(change) }

  // MARK: Conditions

  /// Hides the row when `condition` holds.
  public func hidden(_ condition: Condition) -> Row { with { $0.hidden = condition } }
  /// Hides the row while `closure` returns true; its reads are tracked.
  public func hidden(when closure: @escaping @MainActor @Sendable (FormReader) -> Bool) -> Row {
    hidden(.when(closure))
  }
  /// Hides the row while the expression holds.
  public func hidden(when expression: String) -> Row { hidden(.expression(expression)) }

  /// Disables the row when `condition` holds.
  public func disabled(_ condition: Condition) -> Row { with { $0.disabled = condition } }
  /// Disables the row while `closure` returns true; its reads are tracked.
  public func disabled(when closure: @escaping @MainActor @Sendable (FormReader) -> Bool) -> Row {
    disabled(.when(closure))
  }
  /// Disables the row while the expression holds.
  public func disabled(when expression: String) -> Row { disabled(.expression(expression)) }

  /// Why the row is disabled while its `disabled` condition holds: shown when it is tapped
  /// ("Fill in your name and password first").
  public func disabledReason(_ text: String) -> Row { with { $0.disabledReason = text } }

  /// Disables the row until the whole form is valid (a submit button, as Flix's login has),
  /// with the reason a tap shows meanwhile.
  ///
  /// ```swift
  /// Row.button("Log in") { context in submit(context.form) }
  ///   .disabledUntilValid(reason: "Enter your username and password first.")
  /// ```
  public func disabledUntilValid(reason: String? = nil) -> Row {
    with {
      $0.disabled = .when { !$0.isFormValid }
      $0.disabledReason = reason
    }
  }

  /// Makes a value required when `condition` holds (`.required()` always).
  public func required(_ condition: Condition = true) -> Row { with { $0.required = condition } }
  /// Makes a value required while `closure` returns true; its reads are tracked.
  public func required(when closure: @escaping @MainActor @Sendable (FormReader) -> Bool) -> Row {
    required(.when(closure))
  }
  /// Makes a value required while the expression holds.
  public func required(when expression: String) -> Row { required(.expression(expression)) }
  /// Whether the title shows a required mark while the row is required (on by default).
  public func marksRequired(_ marks: Bool) -> Row { with { $0.marksRequired = marks } }

  // MARK: Validation

  /// Adds validation rules, run in order.
  public func rules(_ rules: Rule<Value>...) -> Row { self.rules(rules) }
  /// Adds validation rules, run in order.
  public func rules(_ rules: [Rule<Value>]) -> Row {
    // NB: a loop over indices, not `map`: called from another module (the schema reader), the
    // row's type is not known here, and the generic `map` over a closure cost more than the rest.
    var erased = spec.rules
    erased.reserveCapacity(erased.count + rules.count)
    for index in 0..<rules.count { erased.append(rules[index].erased) }
    return with { $0.rules = erased }
  }
  /// When the row's rules run on their own (they always run on submit).
  public func validate(on trigger: ValidationTrigger) -> Row { with { $0.trigger = trigger } }

  // MARK: Value mapping

  /// Maps the value to a request parameter `key` (dots nest: `applicant.name`).
  public func parameter(
    _ key: String, _ transforms: ParameterTransform..., omitWhen omission: Set<ParameterOmission> = [.hidden]
  ) -> Row {
    with { $0.parameter = ParameterMapping(key: key, transforms: transforms, omission: omission) }
  }
  /// Maps the value to a request parameter as `mapping` says: a mapping made at run time (read
  /// from a configuration, shared by several rows).
  ///
  /// ```swift
  /// let mapping = ParameterMapping(key: "applicant.phone", transforms: [.digits])
  /// Row.phone(phone, "Phone").parameter(mapping)
  /// ```
  public func parameter(_ mapping: ParameterMapping) -> Row { with { $0.parameter = mapping } }
  /// Leaves the row out of request parameters.
  public func noParameter() -> Row { with { $0.excludedFromParameters = true } }
  /// Reads the value from `path` in a server response on hydration (`data.order.id`).
  public func source(_ path: String) -> Row { with { $0.source = path } }
  /// What happens to the value while the row is hidden.
  public func hiddenValue(_ policy: HiddenValuePolicy) -> Row { with { $0.hiddenPolicy = policy } }
  /// What happens to the value while a condition disables the row; kept by default.
  public func disabledValue(_ policy: DisabledValuePolicy) -> Row { with { $0.disabledPolicy = policy } }
}
