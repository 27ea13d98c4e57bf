import Foundation

extension RowSpec {
  /// The problems of settings that cannot work, each at the row: an initial choice that is not
  /// one of the row's fixed options (`setValue` and schemas refuse the same value), and
  /// (`FormError.Code.invalidSetting`) a stepper step of 0 or less, a negative
  /// `maxCharacters`, a minute interval that does not divide 60, two options with one value.
  ///
  /// - Complexity: O(*n*) in the number of options, for rows that have them; O(1) otherwise.
  func settingProblems() -> [FormError] {
    var problems: [FormError] = []
    var location: FormErrorLocation { .row(tag ?? title) }
    let configuration = configuration.value
    if case .stepper = kind, let step = configuration.stepper?.step, !(step > 0) {
      problems.append(
        FormError(.invalidSetting, "a stepper's step must be greater than 0, found \(step)", at: location))
    }
    if let count = configuration.maxCharacters, count < 0 {
      problems.append(FormError(.invalidSetting, "maxCharacters must not be negative, found \(count)", at: location))
    }
    if let format = configuration.liveFormat, let problem = liveFormatProblem(format) {
      problems.append(FormError(.invalidSetting, problem, at: location))
    }
    if let minutes = configuration.minuteInterval, !(1...30).contains(minutes) || 60 % minutes != 0 {
      problems.append(
        FormError(.invalidSetting, "a minute interval divides 60 and is 1…30, found \(minutes)", at: location))
    }
    if case .columnPicker = kind { problems += columnProblems(configuration.pickerColumns, at: location) }
    guard let items = options?.fixedItems else {
      if case .ranking = kind, optionRules?.source == nil {
        problems.append(FormError(.invalidSetting, "a ranking needs options given with the row", at: location))
      }
      return problems
    }
    if let duplicate = Self.duplicateOptionProblem(in: items, at: location) { problems.append(duplicate) }
    if case .ranking = kind {
      if let rules = optionRules, !rules.conditions.isEmpty || !rules.enabledConditions.isEmpty {
        // The value lists every option: one hidden or disabled has no place.
        problems.append(
          FormError(
            .invalidSetting,
            "a ranking orders every option it is given: options shown or enabled on a condition cannot be ranked",
            at: location))
      }
      if optionRules?.source != nil {
        // Options taken from another row: the value follows them as they come (`fitted`).
        return problems
      }
      if items.isEmpty {
        problems.append(FormError(.invalidSetting, "a ranking needs at least one option", at: location))
      } else if problems.isEmpty, var problem = Self.rankingProblem(initialValue, options: items, at: location) {
        problem.message = "initial value: " + problem.message
        problems.append(problem)
      }
      return problems
    }
    if !initialValue.isNull {
      let chosen: [FormValue]
      if case .list(let values) = initialValue { chosen = values } else { chosen = [initialValue] }
      if let stranger = chosen.first(where: { value in !items.contains { $0.value == value } }) {
        problems.append(
          FormError(.typeMismatch, "initial value: \(Self.notAnOption(stranger, among: items))", at: location))
      }
    }
    return problems
  }

  /// A picker's columns that cannot work: none, one without options, two options of a column
  /// with one value, an initial value that is not one option a column.
  private func columnProblems(_ columns: [PickerColumn], at location: FormErrorLocation) -> [FormError] {
    guard !columns.isEmpty else {
      return [FormError(.invalidSetting, "a picker with columns needs at least one column", at: location)]
    }
    var problems: [FormError] = []
    // The values the previous column can hold: its options, or every option it can follow with.
    var previousValues: [FormValue] = []
    for (index, column) in columns.enumerated() {
      var place = location
      place.path = "columns[\(index)]"
      if column.followsPrevious {
        problems += followingProblems(column, index: index, previousValues: previousValues, at: place)
        var seen = Set<FormValue>()
        previousValues = column.optionsFollowing.keys.sorted { $0.jsonString() < $1.jsonString() }
          .flatMap { column.optionsFollowing[$0] ?? [] }.map(\.value).filter { seen.insert($0).inserted }
      } else if column.options.isEmpty {
        problems.append(FormError(.invalidSetting, "column \(index + 1) has no options", at: place))
      } else if let duplicate = Self.duplicateOptionProblem(in: column.options, at: place) {
        problems.append(duplicate)
      } else {
        previousValues = column.options.map(\.value)
      }
    }
    if problems.isEmpty, var problem = Self.columnChoiceProblem(initialValue, columns: columns, at: location) {
      problem.message = "initial value: " + problem.message
      problems.append(problem)
    }
    return problems
  }

  /// What is wrong with a column whose options follow the previous column's choice: it is the
  /// first, it also has options of its own, a previous value it does not cover (a wheel with
  /// nothing to show) or one the previous column cannot hold, an empty or duplicated list.
  private func followingProblems(
    _ column: PickerColumn, index: Int, previousValues: [FormValue], at place: FormErrorLocation
  ) -> [FormError] {
    guard index > 0 else {
      return [FormError(.invalidSetting, "the first column has no previous column to follow", at: place)]
    }
    var problems: [FormError] = []
    if !column.options.isEmpty {
      problems.append(
        FormError(
          .invalidSetting, "column \(index + 1) has options of its own and options following column \(index)",
          at: place))
    }
    let known = Set(previousValues)
    for previous in column.optionsFollowing.keys.sorted(by: { $0.jsonString() < $1.jsonString() }) {
      let list = column.optionsFollowing[previous] ?? []
      if !known.contains(previous) {
        problems.append(
          FormError(
            .invalidSetting,
            "column \(index + 1) follows \(previous.jsonString()), which is not an option of column \(index)",
            at: place))
      } else if list.isEmpty {
        problems.append(
          FormError(.invalidSetting, "column \(index + 1) has no options after \(previous.jsonString())", at: place))
      } else if let duplicate = Self.duplicateOptionProblem(in: list, at: place) {
        problems.append(duplicate)
      }
    }
    for previous in previousValues where column.optionsFollowing[previous] == nil {
      problems.append(
        FormError(
          .invalidSetting, "column \(index + 1) has no options after \(previous.jsonString()) in column \(index)",
          at: place))
    }
    return problems
  }

  /// Why a picker's value does not fit its columns (`.typeMismatch`: which column's value is not
  /// one of its options, or how many columns there are); `nil` for `null` or a list with one
  /// option's value a column.
  ///
  /// - Complexity: O(*n*) in the number of options.
  static func columnChoiceProblem(_ value: FormValue, columns: [PickerColumn], at location: FormErrorLocation)
    -> FormError?
  {
    if value.isNull { return nil }
    guard case .list(let chosen) = value, chosen.count == columns.count else {
      return FormError(
        .typeMismatch,
        "a picker with \(columns.count) columns takes a list of \(columns.count) values, found "
          + value.jsonString(), at: location)
    }
    let columns = PickerColumn.resolved(columns, for: value)
    for index in chosen.indices where !columns[index].options.contains(where: { $0.value == chosen[index] }) {
      var place = location
      place.path = (location.path ?? "") + "[\(index)]"
      return FormError(
        .typeMismatch, "column \(index + 1): " + notAnOption(chosen[index], among: columns[index].options), at: place)
    }
    return nil
  }

  /// Why a ranking's value is not one (`.typeMismatch`): not a list, an option missing or twice,
  /// a value that is no option; `nil` for `null` (not ranked yet) or a list of every option's
  /// value once, in any order.
  ///
  /// - Complexity: O(*n*) in the number of options (hashing).
  static func rankingProblem(_ value: FormValue, options: [OptionItem], at location: FormErrorLocation) -> FormError? {
    if value.isNull { return nil }
    guard case .list(let ranked) = value else {
      return FormError(
        .typeMismatch, "a ranking takes a list of its options' values, found \(value.jsonString())", at: location)
    }
    var left = Set(options.map(\.value))
    for (index, element) in ranked.enumerated() where left.remove(element) == nil {
      var place = location
      place.path = (location.path ?? "") + "[\(index)]"
      let message =
        options.contains { $0.value == element }
        ? "\(element.jsonString()) is ranked twice" : notAnOption(element, among: options)
      return FormError(.typeMismatch, message, at: place)
    }
    if let missing = options.first(where: { left.contains($0.value) }) {
      return FormError(
        .typeMismatch,
        "a ranking lists every option once: \(missing.value.jsonString()) ('\(missing.title)') is missing",
        at: location)
    }
    return nil
  }

  /// The first two options with one value, as a problem at `location`; `nil` when every value is
  /// its own. The build and ``Form/setOptions(_:forRow:)-([SelectorOption<Option>],_)`` refuse the same lists.
  ///
  /// - Complexity: O(*n*) in the number of options.
  static func duplicateOptionProblem(in items: [OptionItem], at location: FormErrorLocation) -> FormError? {
    guard items.count > 1 else { return nil }
    if items.count <= 16 {
      // NB: a few options (most rows) are compared pairwise: hashing each value costs more.
      // NB: by index, not `first(where:)`, which copied each whole option (its strings retained).
      for later in 1..<items.count {
        for earlier in 0..<later where items[earlier].value == items[later].value {
          return FormError(
            .invalidSetting,
            "two options have the value \(items[later].value.jsonString()) ('\(items[earlier].title)' and '\(items[later].title)')",
            at: location)
        }
      }
      return nil
    }
    var seen: [FormValue: String] = [:]
    for item in items {
      if let first = seen.updateValue(item.title, forKey: item.value) {
        return FormError(
          .invalidSetting, "two options have the value \(item.value.jsonString()) ('\(first)' and '\(item.title)')",
          at: location)
      }
    }
    return nil
  }

  /// Why `format` cannot format this row: its own problem, or a row of another kind (a mask on
  /// a number row, a currency on a text row).
  private func liveFormatProblem(_ format: LiveFormat) -> String? {
    if let problem = format.problem { return problem }
    guard case .text(let style) = kind, style != .textArea, style != .password else {
      return "a live format needs a one-line text row, found a \(kind) row"
    }
    if format.holdsNumbers, formValueType != .decimal, formValueType != .any {
      return "an amount's live format needs a decimal row, found a \(formValueType) value"
    }
    if !format.holdsNumbers, formValueType != .string, formValueType != .any {
      return "a mask needs a row whose value is text, found a \(formValueType) value"
    }
    return nil
  }

  /// "\"XL\" is not one of the options (\"S\", \"M\")": the first eight options, then "…".
  static func notAnOption(_ value: FormValue, among items: [OptionItem]) -> String {
    let list = items.prefix(8).map { $0.value.jsonString() }.joined(separator: ", ")
    return "\(value.jsonString()) is not one of the options (\(list)\(items.count > 8 ? ", …" : ""))"
  }
}
