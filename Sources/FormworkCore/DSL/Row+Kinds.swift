import Foundation

// Factories for every row kind. Each fixes the value type the kind holds, so `Row.integer`
// only takes a `RowKey<Int>`.

// MARK: - Text

extension Row where Value == String {
  /// A text field of the given style (free text by default).
  ///
  /// ```swift
  /// Row.text(nickname, "Nickname", value: "ada")
  /// Row.text(code, "Code", style: .password)
  /// ```
  public static func text(_ key: RowKey<String>?, _ title: String = "", value: String? = nil, style: TextStyle = .text)
    -> Row
  {
    Row(key, kind: .text(style), title: title, value: value)
  }

  /// A name field: words capitalized, no autocorrection, name autofill.
  public static func name(_ key: RowKey<String>?, _ title: String = "", value: String? = nil) -> Row {
    text(key, title, value: value, style: .name)
  }

  /// An email field: email keyboard, no capitalization or autocorrection.
  public static func email(_ key: RowKey<String>?, _ title: String = "", value: String? = nil) -> Row {
    text(key, title, value: value, style: .email)
  }

  /// A password field: secure entry, ASCII keyboard.
  public static func password(_ key: RowKey<String>?, _ title: String = "", value: String? = nil) -> Row {
    text(key, title, value: value, style: .password)
  }

  /// A phone number field: phone pad. The value is the text as typed (keep leading zeros and `+`).
  public static func phone(_ key: RowKey<String>?, _ title: String = "", value: String? = nil) -> Row {
    text(key, title, value: value, style: .phone)
  }

  /// A URL field: URL keyboard, no capitalization.
  public static func url(_ key: RowKey<String>?, _ title: String = "", value: String? = nil) -> Row {
    text(key, title, value: value, style: .url)
  }

  /// A multi-line text area that grows with its content.
  public static func textArea(_ key: RowKey<String>?, _ title: String = "", value: String? = nil) -> Row {
    text(key, title, value: value, style: .textArea)
  }
}

// MARK: - Numbers

extension Row where Value == Int {
  /// A whole-number field (number pad). Text that does not parse keeps the last valid value and
  /// shows an input error on the row.
  public static func integer(_ key: RowKey<Int>?, _ title: String = "", value: Int? = nil) -> Row {
    Row(key, kind: .text(.integer), title: title, value: value)
  }

  /// A stepper over whole numbers.
  public static func stepper(
    _ key: RowKey<Int>?, _ title: String = "", value: Int? = nil, in range: ClosedRange<Int> = 0...100, step: Int = 1,
    wraps: Bool = false
  ) -> Row {
    var row = Row(key, kind: .stepper, title: title, value: value)
    row.spec.configuration.value.stepper = StepperConfiguration(
      minimum: Decimal(range.lowerBound), maximum: Decimal(range.upperBound), step: Decimal(step), wraps: wraps)
    return row
  }
}

extension Row where Value == Decimal {
  /// A decimal field (decimal pad), parsed with the user's locale (`1,5` in German is 1.5).
  public static func decimal(_ key: RowKey<Decimal>?, _ title: String = "", value: Decimal? = nil) -> Row {
    Row(key, kind: .text(.decimal), title: title, value: value)
  }

  /// A number field with a numbers-and-punctuation keyboard (signs allowed).
  public static func number(_ key: RowKey<Decimal>?, _ title: String = "", value: Decimal? = nil) -> Row {
    Row(key, kind: .text(.number), title: title, value: value)
  }

  /// A stepper over decimals (`step: 0.5` is exact).
  public static func stepper(
    _ key: RowKey<Decimal>?, _ title: String = "", value: Decimal? = nil, in range: ClosedRange<Decimal> = 0...100,
    step: Decimal = 1, wraps: Bool = false
  ) -> Row {
    var row = Row(key, kind: .stepper, title: title, value: value)
    row.spec.configuration.value.stepper = StepperConfiguration(
      minimum: range.lowerBound, maximum: range.upperBound, step: step, wraps: wraps)
    return row
  }
}

extension Row where Value == Double {
  /// A slider; `steps` > 0 snaps to that many equal intervals.
  public static func slider(
    _ key: RowKey<Double>?, _ title: String = "", value: Double? = nil, in range: ClosedRange<Double> = 0...1,
    steps: Int = 0
  ) -> Row {
    var row = Row(key, kind: .slider, title: title, value: value)
    row.spec.configuration.value.slider = SliderConfiguration(
      minimum: range.lowerBound, maximum: range.upperBound, steps: steps)
    return row
  }

  /// A countdown duration in seconds (hours and minutes picker).
  public static func countdown(_ key: RowKey<Double>?, _ title: String = "", value: Double? = nil, inline: Bool = false)
    -> Row
  {
    Row(key, kind: .date(.countdown, inline: inline), title: title, value: value)
  }
}

// MARK: - Dates

extension Row where Value == Date {
  /// A date picker; `inline` expands the picker in a row below instead of an input view.
  ///
  /// The row holds a calendar date, as midnight UTC of that date (`FormDateCoding`), and keeps
  /// the date it is given in every path (a value set, values in, hydration, drafts, typed text, a
  /// schema's `value` and bounds): a text keeps the date it writes, whatever time and offset
  /// follow (`2024-03-01T02:00:00+05:00` is 1 March); a `Date` stands for the date it falls on in
  /// the form's ``Form/timeZone`` (a `Date` at midnight UTC is a calendar date already). Its
  /// ``dateRange(_:_:)`` is read the same way, and renderers show the date in any time zone.
  /// A year outside 0001…9999, which RFC 3339 cannot write, is refused with the row, in every
  /// date row.
  ///
  /// ```swift
  /// try form.setValue(.string("2024-03-01T02:00:00+05:00"), forTag: "day")
  /// form.values()["day"]  // .date(2024-03-01T00:00:00Z)
  /// ```
  public static func date(_ key: RowKey<Date>?, _ title: String = "", value: Date? = nil, inline: Bool = false) -> Row {
    Row(key, kind: .date(.date, inline: inline), title: title, value: value)
  }

  /// A time picker.
  public static func time(_ key: RowKey<Date>?, _ title: String = "", value: Date? = nil, inline: Bool = false) -> Row {
    Row(key, kind: .date(.time, inline: inline), title: title, value: value)
  }

  /// A date-and-time picker.
  public static func dateTime(_ key: RowKey<Date>?, _ title: String = "", value: Date? = nil, inline: Bool = false)
    -> Row
  {
    Row(key, kind: .date(.dateTime, inline: inline), title: title, value: value)
  }
}

// MARK: - Booleans

extension Row where Value == Bool {
  /// A switch.
  public static func `switch`(_ key: RowKey<Bool>?, _ title: String = "", value: Bool? = false) -> Row {
    Row(key, kind: .toggle(.switch), title: title, value: value)
  }

  /// A check mark row, toggled by a tap.
  public static func check(_ key: RowKey<Bool>?, _ title: String = "", value: Bool? = false) -> Row {
    Row(key, kind: .toggle(.check), title: title, value: value)
  }
}

// MARK: - Choices

extension Row where Value: Hashable {
  /// One choice among options, shown side by side. An initial `value` that is not one of the
  /// options fails the build.
  ///
  /// ```swift
  /// Row.segmented(size, "Size", options: [.init(.s, "S"), .init(.m, "M"), .init(.l, "L")])
  /// ```
  public static func segmented(
    _ key: RowKey<Value>?, _ title: String = "", value: Value? = nil, options: [SelectorOption<Value>]
  ) -> Row {
    var row = Row(key, kind: .segmented, title: title, value: value)
    row.spec.options = .fixed(options.map { $0.item })
    return row
  }

  /// One choice among options, presented as `presentation` says. An initial `value` that is not
  /// one of the options fails the build.
  ///
  /// ```swift
  /// Row.selector(bank, "Bank", options: [.init(1, "ICBC"), .init(2, "ABC")], presentation: .push)
  /// ```
  public static func selector(
    _ key: RowKey<Value>?, _ title: String = "", value: Value? = nil, options: [SelectorOption<Value>],
    presentation: SelectorPresentation = .push
  ) -> Row {
    var row = Row(key, kind: .selector(presentation), title: title, value: value)
    row.spec.options = .fixed(options.map { $0.item })
    return row
  }

  /// One choice among options loaded on demand (when the selector first opens).
  ///
  /// ```swift
  /// Row.selector(bank, "Bank", presentation: .push) {
  ///   try await api.banks().map { SelectorOption($0.id, $0.name) }
  /// }
  /// ```
  public static func selector(
    _ key: RowKey<Value>?, _ title: String = "", value: Value? = nil, presentation: SelectorPresentation = .push,
    loadOptions: @escaping @Sendable () async throws -> [SelectorOption<Value>]
  ) -> Row {
    var row = Row(key, kind: .selector(presentation), title: title, value: value)
    row.spec.options = .load { try await loadOptions().map { $0.item } }
    return row
  }

  /// Any number of choices among options; the value lists the chosen ones in option order. An
  /// initial `value` naming something that is not an option fails the build.
  ///
  /// ```swift
  /// Row.multipleSelector(days, "Days", options: Weekday.allCases.map { .init($0, $0.name) })
  /// ```
  public static func multipleSelector<Element>(
    _ key: RowKey<[Element]>?, _ title: String = "", value: [Element]? = nil, options: [SelectorOption<Element>],
    presentation: SelectorPresentation = .push
  ) -> Row<[Element]> where Value == [Element] {
    var row = Row<[Element]>(key, kind: .multipleSelector(presentation), title: title, value: value)
    row.spec.options = .fixed(options.map { $0.item })
    return row
  }
}

extension Row {
  /// One choice in each of two or three columns, shown side by side as wheels: feet and
  /// inches, the hours, minutes and seconds of a duration, a size and a colour. The value lists
  /// one choice a column, in column order, or is `nil` until a column is chosen (a wheel then
  /// shows every column's choice: choosing in one column takes the others' first options).
  /// Shown as the chosen options' titles, space-separated (`5 ft 11 in`). A row that is
  /// required needs every column chosen, which a value always has.
  ///
  /// ```swift
  /// let height = RowKey<[Int]>("height")
  /// Row.columnPicker(height, "Height", columns: [
  ///   PickerColumn("Feet", (3...7).map { SelectorOption($0, "\($0) ft") }),
  ///   PickerColumn("Inches", (0...11).map { SelectorOption($0, "\($0) in") }),
  /// ])
  /// ```
  ///
  /// A definition with no column, a column without options, two options of one column with one
  /// value, or an initial value that does not choose one option in each column fails the build.
  ///
  /// - Complexity: Choosing checks the value against each column's options: O(*n*) in the
  ///   number of options.
  public static func columnPicker<Element>(
    _ key: RowKey<[Element]>?, _ title: String = "", value: [Element]? = nil, columns: [PickerColumn]
  ) -> Row<[Element]> where Value == [Element] {
    var row = Row<[Element]>(key, kind: .columnPicker, title: title, value: value)
    row.spec.configuration.modify { $0.pickerColumns = columns }
    return row
  }
}

extension Row {
  /// The options put in order by the person, most important first (SurveyJS's `ranking`). The
  /// value lists every option's value once, in ranked order, or is `nil` until the person ranks
  /// them (as in SurveyJS, an unranked question has no answer; the row then shows the options in
  /// their given order). The first ``Form/moveOption(from:to:for:)`` ranks them all. Shown as
  /// the ranked options' titles, comma-separated. A row that is required needs a ranking.
  ///
  /// ```swift
  /// let priorities = RowKey<[String]>("priorities")
  /// Row.ranking(priorities, "What matters most?", options: [
  ///   SelectorOption("price", "Price"), SelectorOption("speed", "Speed"), SelectorOption("support", "Support"),
  /// ])
  /// .required()
  /// ```
  ///
  /// A definition without options, two options with one value, or an initial value that does not
  /// list every option once fails the build; every path that writes the value (`setValue`, values
  /// in, hydration, drafts) refuses the same lists with a `FormError` saying which value is missing,
  /// repeated or not an option.
  ///
  /// With ``options(from:_:)`` the row ranks the options another row shows (the choices a
  /// person made: SurveyJS's `choicesFromQuestion` on a ranking). As they change, a ranked value
  /// keeps the options still shown in their order and takes new ones last:
  ///
  /// ```swift
  /// Row.ranking(ranked, "Rank the ones you chose", options: []).options(from: "liked", .selected)
  /// ```
  ///
  /// - Complexity: Checking a value is O(*n*) in the number of options.
  public static func ranking<Element>(
    _ key: RowKey<[Element]>?, _ title: String = "", value: [Element]? = nil, options: [SelectorOption<Element>]
  ) -> Row<[Element]> where Value == [Element] {
    var row = Row<[Element]>(key, kind: .ranking, title: title, value: value)
    row.spec.options = .fixed(options.map { $0.item })
    return row
  }
}

extension SelectorOption {
  var item: OptionItem { OptionItem(value: value.formValue, title: title, group: group) }
}

// MARK: - Information, actions, custom

extension Row {
  /// A read-only row showing a value (a version, a business number filled from the server).
  public static func info(_ key: RowKey<Value>?, _ title: String, value: Value? = nil) -> Row {
    Row(key, kind: .info, title: title, value: value)
  }

  /// A row of a kind the app registers with its renderers.
  public static func custom(_ key: RowKey<Value>?, kind name: String, _ title: String = "", value: Value? = nil)
    -> Row
  {
    Row(key, kind: .custom(name), title: title, value: value)
  }
}

extension Row where Value == NoValue {
  /// A button; `action` runs when it is tapped and enabled.
  ///
  /// ```swift
  /// Row.button("Submit") { context in
  ///   if context.form.validate().isValid { submit(context.form.json()) }
  /// }
  /// ```
  public static func button(
    _ title: String, tag: String? = nil, action: @escaping @MainActor @Sendable (ButtonContext) -> Void
  ) -> Row {
    var row = Row(tag.map { RowKey($0) }, kind: .button, title: title)
    row.spec.action = action
    row.spec.excludedFromParameters = true
    return row
  }

  /// A line of text with no value (a note, a version string).
  public static func label(_ title: String, detail: String? = nil, tag: String? = nil) -> Row {
    var row = Row(tag.map { RowKey($0) }, kind: .info, title: title)
    row.spec.configuration.value.noValueText = detail
    row.spec.excludedFromParameters = true
    return row
  }
}
