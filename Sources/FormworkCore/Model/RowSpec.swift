import Foundation

/// Everything a row definition says, with its value type erased. Rows of every kind share it, so
/// the form stores one array of nodes rather than a class hierarchy.
struct RowSpec: Sendable {
  var tag: String?
  var kind: RowKind
  /// The Swift type the row's value has; incoming values are converted through it.
  var valueType: any FormValueConvertible.Type
  var title: String
  var initialValue: FormValue = .null
  /// Whether `initialValue` came from a typed value (so it needs no conversion when the form is
  /// built); values from schemas and `FormValue`s are checked.
  var initialValueIsNormalized = true
  var configuration = SharedConfiguration()
  /// What most rows leave at its default, stored once for all of them.
  private var extras = SharedExtras()

  init(tag: String?, kind: RowKind, valueType: any FormValueConvertible.Type, title: String) {
    self.tag = tag
    self.kind = kind
    self.valueType = valueType
    self.title = title
  }

  var initialValueProblem: String? {
    get { extras.value.initialValueProblem }
    set { extras.modify { $0.initialValueProblem = newValue } }
  }
  var hidden: Condition {
    get { extras.value.hidden }
    set { extras.modify { $0.hidden = newValue } }
  }
  var disabled: Condition {
    get { extras.value.disabled }
    set { extras.modify { $0.disabled = newValue } }
  }
  var required: Condition {
    get { extras.value.required }
    set { extras.modify { $0.required = newValue } }
  }
  var options: OptionSource? {
    get { extras.value.options }
    set { extras.modify { $0.options = newValue } }
  }
  var rules: [AnyRule] {
    get { extras.value.rules }
    set { extras.modify { $0.rules = newValue } }
  }
  var trigger: ValidationTrigger {
    get { extras.value.trigger }
    set { extras.modify { $0.trigger = newValue } }
  }
  /// `nil` maps the row's tag to itself.
  var parameter: ParameterMapping? {
    get { extras.value.parameter }
    set { extras.modify { $0.parameter = newValue } }
  }
  var excludedFromParameters: Bool {
    get { extras.value.excludedFromParameters }
    set { extras.modify { $0.excludedFromParameters = newValue } }
  }
  /// A path into a server response this row reads its value from on hydration.
  var source: String? {
    get { extras.value.source }
    set { extras.modify { $0.source = newValue } }
  }
  var hiddenPolicy: HiddenValuePolicy {
    get { extras.value.hiddenPolicy }
    set { extras.modify { $0.hiddenPolicy = newValue } }
  }
  var disabledPolicy: DisabledValuePolicy {
    get { extras.value.disabledPolicy }
    set { extras.modify { $0.disabledPolicy = newValue } }
  }
  var action: (@MainActor @Sendable (ButtonContext) -> Void)? {
    get { extras.value.action }
    set { extras.modify { $0.action = newValue } }
  }
  /// Why the row is disabled when its `disabled` condition holds, shown on a tap.
  var disabledReason: String? {
    get { extras.value.disabledReason }
    set { extras.modify { $0.disabledReason = newValue } }
  }
  /// The nested form a subform row opens.
  var subform: SubformSpec? {
    get { extras.value.subform }
    set { extras.modify { $0.subform = newValue } }
  }
  /// The expression or closure the row's value follows (a computed row), if any.
  var computed: DerivedValue? {
    get { extras.value.computed }
    set { extras.modify { $0.computed = newValue } }
  }
  /// The expression or closure giving the row's initial value when the form is built or reset.
  var defaultValue: DerivedValue? {
    get { extras.value.defaultValue }
    set { extras.modify { $0.defaultValue = newValue } }
  }
  /// Texts that insert rows or have several languages (the title, the placeholder).
  var texts: RowTexts? {
    get { extras.value.texts }
    set { extras.modify { $0.texts = newValue } }
  }
  /// Handlers declared with the row, called once a change that changed its value settled.
  var changeHandlers: [ChangeHandler] {
    get { extras.value.changeHandlers }
    set { extras.modify { $0.changeHandlers = newValue } }
  }
  /// The option this row stands for in a selectable section; `nil` for other rows.
  var selectableOption: FormValue? {
    get { extras.value.selectableOption }
    set { extras.modify { $0.selectableOption = newValue } }
  }
  /// Options shown on a condition, or taken from another row (`Engine/Form+Options.swift`).
  var optionRules: OptionRules? {
    get { extras.value.optionRules }
    set { extras.modify { $0.optionRules = newValue } }
  }
  /// The actions a swipe on the row reveals (`Input/Form+SwipeActions.swift`).
  var swipeActions: RowSwipeActions? {
    get { extras.value.swipeActions }
    set { extras.modify { $0.swipeActions = newValue } }
  }
  /// What the row does when a condition becomes true (`Engine/Form+Triggers.swift`).
  var triggers: [RowTrigger] {
    get { extras.value.triggers }
    set { extras.modify { $0.triggers = newValue } }
  }
  /// Whether the title shows a required mark (the XLForm asterisk) when the row is required.
  var marksRequired: Bool {
    get { extras.value.marksRequired }
    set { extras.modify { $0.marksRequired = newValue } }
  }

  /// The static type of the value.
  var formValueType: FormValueType { valueType.formValueType }

  /// Converts an incoming value to the row's type, normalizing lossless spellings (`"42"` → `42`),
  /// and refuses a value the row cannot hold: one of another type, a NaN or infinite number, a
  /// date that is not finite or does not exist (`"2024-02-30"`), or a stepper's or slider's
  /// number outside its range.
  ///
  /// - Throws: `FormError` `FormError.Code.typeMismatch` located at the row; callers keep the
  ///   row's old value.
  /// - Complexity: O(*n*) in the size of `value`.
  /// Sets a typed initial value; one that cannot be encoded is kept as a problem the build
  /// reports, never as a silent `nil`.
  mutating func setInitialValue(_ value: (some FormValueConvertible)?) {
    do {
      initialValue = try value?.encodedFormValue() ?? .null
      if initialValueProblem != nil { initialValueProblem = nil }
    } catch {
      initialValue = .null
      initialValueProblem = Form.message(of: error)
    }
  }

  func normalize(_ value: FormValue, timeZone: TimeZone) throws -> FormValue {
    if value.isNull { return .null }
    // Empty text is no value, however it arrives: typed, set, or read from JSON.
    if case .string("") = value, valueType == String.self { return .null }
    let converted: FormValue
    do {
      converted = try valueType.init(formValue: holdsCalendarDates ? calendarDate(value, in: timeZone) : value)
        .formValue
    } catch var error as FormError {
      error.location = location
      throw error
    }
    if var problem = converted.nonFiniteProblem {
      problem.location = location
      throw problem
    }
    if let number = converted.numericValue, let violation = rangeViolation(of: number) {
      throw FormError(.typeMismatch, "\(number) is outside \(violation.range)", at: location)
    }
    if let format = configuration.value.liveFormat { return try fitted(converted, to: format) }
    return converted
  }

  /// A value as a live-formatted row holds it: a mask's text as its slots' characters (the
  /// formatted text and the raw characters both arrive: `(555) 123-4567`, `5551234567`), an
  /// amount as it is when the format can show it (zero or more, at most the currency's decimal
  /// places).
  private func fitted(_ value: FormValue, to format: LiveFormat) throws -> FormValue {
    // The slots and the decimal places a value must fit do not depend on the locale.
    let locale = Locale(identifier: "en_US")
    switch value {
    case .string(let text) where !format.holdsNumbers:
      switch format.value(from: text, locale: locale) {
      case .value(let fitted), .incomplete(let fitted): return fitted
      case .doesNotFit:
        throw FormError(
          .typeMismatch, "'\(text)' does not fit the format \(format.sample(locale: locale))", at: location)
      }
    case .decimal, .int:
      guard format.holdsNumbers, format.text(for: value, locale: locale) == nil else { return value }
      throw FormError(
        .typeMismatch, "\(value.jsonString()) does not fit the format \(format.sample(locale: locale))", at: location)
    default:
      return value
    }
  }

  /// Whether the row holds calendar dates (a date-only row): its values are midnight UTC of the
  /// date they were given (`FormDateCoding.calendarDate(from:)`).
  var holdsCalendarDates: Bool {
    if case .date(.date, _) = kind { return true }
    return false
  }

  /// Whether the row holds dates (not a countdown's duration).
  var holdsDates: Bool {
    if case .date(let style, _) = kind { return style != .countdown }
    return false
  }

  /// A date-only row's value as its calendar date: the date a text writes, the date a moment
  /// falls on in `timeZone`; other values are left for the conversion to refuse.
  private func calendarDate(_ value: FormValue, in timeZone: TimeZone) -> FormValue {
    switch value {
    case .string(let text): FormDateCoding.calendarDate(from: text).map(FormValue.date) ?? value
    case .date(let date): .date(FormDateCoding.calendarDate(of: date, in: timeZone))
    default: value
    }
  }

  /// A date-only row's picker bounds as calendar dates (see ``holdsCalendarDates``).
  mutating func normalizeDateBounds(timeZone: TimeZone) {
    guard holdsCalendarDates else { return }
    let bounds = (configuration.value.minimumDate, configuration.value.maximumDate)
    let minimum = bounds.0.map { FormDateCoding.calendarDate(of: $0, in: timeZone) }
    let maximum = bounds.1.map { FormDateCoding.calendarDate(of: $0, in: timeZone) }
    guard minimum != bounds.0 || maximum != bounds.1 else { return }
    configuration.modify {
      $0.minimumDate = minimum
      $0.maximumDate = maximum
    }
  }

  /// Where errors about this row's value happen: its tag, or its title when it has none.
  private var location: FormErrorLocation { .row(tag ?? title) }

  /// The bounds a stepper or slider keeps its value within; `nil` for other rows.
  var valueBounds: (minimum: Decimal, maximum: Decimal)? {
    switch kind {
    case .stepper:
      let stepper = configuration.value.stepper ?? StepperConfiguration()
      return (stepper.minimum, stepper.maximum)
    case .slider:
      let slider = configuration.value.slider ?? SliderConfiguration()
      return slider.decimalBounds
    default:
      return nil
    }
  }

  /// How `number` falls outside the row's bounds: the bound it passes, the comparison it fails
  /// (`"≥"` below the minimum, `"≤"` above the maximum, as ``ValidationMessages/range`` takes
  /// them) and the range as text (`"0…130"`); `nil` when it is within them or the row has none.
  func rangeViolation(of number: Decimal) -> (comparison: String, bound: Decimal, range: String)? {
    guard let (minimum, maximum) = valueBounds else { return nil }
    // NB: the text is made only for a violation: every stepper and slider value is checked.
    if number < minimum { return ("≥", minimum, "\(minimum)…\(maximum)") }
    if number > maximum { return ("≤", maximum, "\(minimum)…\(maximum)") }
    return nil
  }
}

/// The parts of a row definition most rows leave at their defaults.
struct RowExtras: Sendable {
  var hidden: Condition = false
  var disabled: Condition = false
  var required: Condition = false
  var options: OptionSource?
  var rules: [AnyRule] = []
  var trigger: ValidationTrigger = .onChangeAfterBlur
  var parameter: ParameterMapping?
  var excludedFromParameters = false
  var source: String?
  var hiddenPolicy: HiddenValuePolicy = .omit
  var disabledPolicy: DisabledValuePolicy = .keep
  var action: (@MainActor @Sendable (ButtonContext) -> Void)?
  var marksRequired = true
  var subform: SubformSpec?
  var disabledReason: String?
  /// Why the typed initial value could not become a `FormValue` (its `encode(to:)` threw);
  /// building the form reports it.
  var initialValueProblem: String?
  var computed: DerivedValue?
  var defaultValue: DerivedValue?
  var texts: RowTexts?
  /// The handlers the definition declared with `Row.onChange { old, new in }`.
  var changeHandlers: [ChangeHandler] = []
  /// The option an option row of a selectable section stands for (``Section/radioList(_:_:value:options:deselectable:)``).
  var selectableOption: FormValue?
  var optionRules: OptionRules?
  var triggers: [RowTrigger] = []
  var swipeActions: RowSwipeActions?
}

/// A row's options that depend on the form: options shown only while a condition holds, and
/// options taken from another row.
struct OptionRules: Sendable {
  /// Each option value with the condition it is shown under, in definition order.
  var conditions: [(value: FormValue, condition: Condition)] = []
  /// The row whose shown options this row offers, and which of them.
  var source: (tag: String, mode: CopiedOptions)?
  /// Each option value with the condition it can be chosen under, in definition order.
  var enabledConditions: [(value: FormValue, condition: Condition)] = []
}

/// A value worked out from other rows: a computed row's value or a default value.
enum DerivedValue: Sendable {
  /// A Swift closure; its reads through the ``FormReader`` are tracked.
  case closure(@MainActor @Sendable (FormReader) -> FormValue)
  /// An expression in the condition language, bound and type-checked when the form is built.
  case expression(String)

  /// The source, for messages.
  var summary: String {
    switch self {
    case .closure: return "closure"
    case .expression(let source): return source
    }
  }
}

/// A row's texts that are not plain strings.
struct RowTexts: Sendable {
  var title: FormText?
  var placeholder: FormText?
}

/// What a subform row opens: the nested form's definition and how to summarize its values.
struct SubformSpec: Sendable {
  var sections: @Sendable () -> [Section]
  var summary: (@Sendable (FormValue) -> String)?
}

/// A value stored in an immutable box shared by every copy until one is changed, with one
/// shared box for the default: a 10,000-row form of plain rows stores the default once.
struct SharedBox<Value: Sendable>: Sendable {
  final class Box: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  private var box: Box

  init(_ box: Box) { self.box = box }

  var value: Value {
    get { box.value }
    set { box = Box(newValue) }
  }

  mutating func modify(_ change: (inout Value) -> Void) {
    var copy = box.value
    change(&copy)
    box = Box(copy)
  }
}

private let defaultConfigurationBox = SharedBox<RowConfiguration>.Box(RowConfiguration())
private let defaultExtrasBox = SharedBox<RowExtras>.Box(RowExtras())

extension SharedBox where Value == RowConfiguration {
  init() { self.init(defaultConfigurationBox) }
}

extension SharedBox where Value == RowExtras {
  init() { self.init(defaultExtrasBox) }
}

typealias SharedConfiguration = SharedBox<RowConfiguration>
typealias SharedExtras = SharedBox<RowExtras>
