import Foundation

/// How a row presents itself and takes input: everything the seeds configure per row, as data.
///
/// Unset fields fall back to the row kind's defaults (``TextStyle/defaultKeyboard`` and friends).
/// The DSL's modifiers (`.placeholder(_:)`, `.maxCharacters(_:)`…) fill this in.
public struct RowConfiguration: Sendable {
  /// Text shown in an empty text field.
  public var placeholder: String?
  /// Text shown for a row without a value (selectors, dates, info): "None", "Not set"…
  public var noValueText: String?
  /// The keyboard; `nil` uses the text style's default.
  public var keyboard: KeyboardKind?
  /// The autofill content type; `nil` uses the text style's default.
  public var contentType: TextContentType?
  /// Capitalization; `nil` uses the text style's default.
  public var autocapitalization: Autocapitalization?
  /// Autocorrection; `nil` uses the text style's default.
  public var autocorrection: Bool?
  /// The return key; `nil` lets the renderer choose "next" or "done" by position.
  public var returnKey: ReturnKey?
  /// The most characters (grapheme clusters: "👍🏽" is one) a text row accepts.
  public var maxCharacters: Int?
  /// The earliest date a date row offers.
  public var minimumDate: Date?
  /// The latest date a date row offers.
  public var maximumDate: Date?
  /// The minute step of time pickers (1…30, dividing 60).
  public var minuteInterval: Int?
  /// The share of the row's width the title takes (0…1); the rest is the value.
  public var titleWidthShare: Double?
  /// How the value is shown as text.
  public var formatter: ValueFormatter?
  /// How a text row formats its text while a person types (a mask, a currency), and so how its
  /// value is shown; see `LiveFormat`.
  public var liveFormat: LiveFormat?
  /// Stepper bounds and step.
  public var stepper: StepperConfiguration?
  /// Slider bounds and steps.
  public var slider: SliderConfiguration?
  /// The title of a selector's option list.
  public var selectorTitle: String?
  /// Whether a pushed option list has a search field.
  public var isSearchable: Bool = false
  /// The title of a multiple selector's "Select all" entry on its option list
  /// (``Row/selectAll(_:)``, SurveyJS's `hasSelectAll`); `nil`: none.
  public var selectAllTitle: String?
  /// Whether a multi-line text area grows with its content.
  public var growsWithContent: Bool = true
  /// A fixed height, for renderers that honour one (GSForm's `rowHeight`); `nil` sizes itself.
  public var preferredHeight: Double?
  /// Whether list renderers reuse the row's cell for other rows (the default) or give the row a
  /// cell of its own that is never reused (Flix's "unique" cells).
  public var cellReuse: CellReuse = .reused
  /// A name the app's renderer styles the row by ("warning", "total"): UIKit's
  /// `FormCellRegistry.onCellUpdate(style:_:)`, SwiftUI's `formRowAppearance`. The core gives it
  /// no meaning; a schema's rows carry it as data.
  public var style: String?
  /// The columns of a ``RowKind/columnPicker`` row, in order; empty for other rows.
  public var pickerColumns: [PickerColumn] = []

  public init() {}
}

/// One column of a picker with several columns (``RowKind/columnPicker``): its options, and a
/// title that names it to assistive technologies and line-mode prompts ("Feet", "Inches").
///
/// ```swift
/// PickerColumn("Feet", (3...7).map { SelectorOption($0, "\($0) ft") })
/// ```
///
/// A column after the first may offer options that follow the previous column's choice (a car's
/// model after its make): turning the previous wheel changes this one's options, and a choice
/// it no longer offers moves to its first option, as a wheel always shows one.
///
/// ```swift
/// PickerColumn("Make", [SelectorOption("toyota", "Toyota"), SelectorOption("honda", "Honda")])
/// PickerColumn("Model", following: [
///   "toyota": [SelectorOption("corolla", "Corolla"), SelectorOption("prius", "Prius")],
///   "honda": [SelectorOption("civic", "Civic")],
/// ])
/// ```
public struct PickerColumn: Sendable, Hashable {
  /// What the column holds ("Feet"); `nil` leaves it unnamed.
  public var title: String?
  /// The column's options, in order; each value is one the row's elements can hold. For a
  /// column that follows the previous one, the options for the previous column's choice: a
  /// row's state (``RowState/configuration``) gives them for the row's value.
  public var options: [OptionItem]
  /// For a column that follows the previous one, its options for each of the previous column's
  /// values; empty for a column with options of its own.
  public var optionsFollowing: [FormValue: [OptionItem]]

  /// A column of options given as data (as schemas give them).
  public init(_ title: String? = nil, options: [OptionItem]) {
    self.title = title
    self.options = options
    self.optionsFollowing = [:]
  }

  /// A column of typed options.
  public init<Value: FormValueConvertible>(_ title: String? = nil, _ options: [SelectorOption<Value>]) {
    self.init(title, options: options.map { OptionItem(value: $0.value.formValue, title: $0.title, group: $0.group) })
  }

  /// A column whose options follow the previous column's choice, given as data: for each value
  /// of the previous column, the options this one offers then.
  public init(_ title: String? = nil, following options: [FormValue: [OptionItem]]) {
    self.title = title
    self.options = []
    self.optionsFollowing = options
  }

  /// A column whose typed options follow the previous column's choice.
  public init<Previous: FormValueConvertible & Hashable, Value: FormValueConvertible>(
    _ title: String? = nil, following options: [Previous: [SelectorOption<Value>]]
  ) {
    var items: [FormValue: [OptionItem]] = [:]
    for (previous, list) in options {
      items[previous.formValue] = list.map { OptionItem(value: $0.value.formValue, title: $0.title, group: $0.group) }
    }
    self.init(title, following: items)
  }

  /// Whether the column's options follow the previous column's choice.
  public var followsPrevious: Bool { !optionsFollowing.isEmpty }

  /// The columns as a picker holding `value` shows them: each column that follows the previous
  /// one gets the options for the previous column's choice (its first option's, without a
  /// value: a wheel always shows one).
  ///
  /// - Complexity: O(*c*) for *c* columns, plus the options of the columns that follow.
  static func resolved(_ columns: [PickerColumn], for value: FormValue) -> [PickerColumn] {
    guard columns.contains(where: \.followsPrevious) else { return columns }
    var chosen: [FormValue] = []
    if case .list(let values) = value, values.count == columns.count { chosen = values }
    var result = columns
    for index in result.indices.dropFirst() where result[index].followsPrevious {
      let previous = chosen.isEmpty ? (result[index - 1].options.first?.value ?? .null) : chosen[index - 1]
      result[index].options = result[index].optionsFollowing[previous] ?? []
    }
    return result
  }
}

/// How a list renderer manages a row's cell.
///
/// Reused cells keep long lists cheap: a 10,000-row form creates about as many cells as fit on
/// screen. A unique cell belongs to one row for the row's whole life, so whatever the cell holds
/// (a half-typed text, a control's own state, a view the app added) survives scrolling.
///
/// ```swift
/// Row.password(password, "Password").uniqueCell()
/// ```
public enum CellReuse: String, Hashable, Sendable, CaseIterable {
  /// Cells are recycled among rows of the same kind as they scroll in and out.
  case reused
  /// The row has a cell of its own, never given to another row.
  case unique
}

/// Stepper bounds and step. Values are decimals so a step of `0.5` is exact.
///
/// Rows refuse a value outside `minimum…maximum` from code or answers (``Form/setValue(_:forTag:origin:)``
/// throws and keeps the old value); interactive stepping stops at the bounds, or wraps.
public struct StepperConfiguration: Sendable, Hashable {
  public var minimum: Decimal
  public var maximum: Decimal
  public var step: Decimal
  /// Whether stepping past one end continues from the other.
  public var wraps: Bool

  public init(minimum: Decimal = 0, maximum: Decimal = 100, step: Decimal = 1, wraps: Bool = false) {
    self.minimum = minimum
    self.maximum = maximum
    self.step = step
    self.wraps = wraps
  }

  /// The value one step up (or down) from `value`, clamped or wrapped.
  ///
  /// - Complexity: O(1).
  public func stepped(_ value: Decimal, by direction: Int) -> Decimal {
    let next = value + step * Decimal(direction)
    if next > maximum { return wraps ? minimum : maximum }
    if next < minimum { return wraps ? maximum : minimum }
    return next
  }
}

/// Slider bounds; `steps` > 0 snaps to that many equal intervals (JYForm's `steps`).
///
/// Steps are counted in exact decimals from `minimum`, so the values a slider takes are the
/// shortest decimals of its grid: `0.6`, never `0.6000000000000001`. Rows refuse a value outside
/// `minimum…maximum` from code or answers; ``snapped(_:)`` and ``stepped(_:by:)``, which the
/// interactive slider uses, stop at the bounds.
public struct SliderConfiguration: Sendable, Hashable {
  public var minimum: Double {
    didSet { decimalBounds = Self.decimalBounds(minimum, maximum) }
  }
  public var maximum: Double {
    didSet { decimalBounds = Self.decimalBounds(minimum, maximum) }
  }
  /// The number of intervals the range is cut into; `0` is continuous.
  public var steps: Int
  /// The bounds as the shortest decimals that read back as them, for exact range checks; made
  /// once, as every value the slider takes is checked against them.
  private(set) var decimalBounds: (minimum: Decimal, maximum: Decimal)? {
    get { decimalMinimum.flatMap { minimum in decimalMaximum.map { (minimum, $0) } } }
    set {
      decimalMinimum = newValue?.minimum
      decimalMaximum = newValue?.maximum
    }
  }
  private var decimalMinimum: Decimal?
  private var decimalMaximum: Decimal?

  public init(minimum: Double = 0, maximum: Double = 1, steps: Int = 0) {
    self.minimum = minimum
    self.maximum = max(minimum, maximum)
    self.steps = max(0, steps)
    decimalBounds = Self.decimalBounds(self.minimum, self.maximum)
  }

  private static func decimalBounds(_ minimum: Double, _ maximum: Double) -> (minimum: Decimal, maximum: Decimal)? {
    guard let low = Decimal(shortest: minimum), let high = Decimal(shortest: maximum) else { return nil }
    return (low, high)
  }

  /// `value` clamped to the range and snapped to the nearest step (half a step rounds away from
  /// the minimum); NaN is the minimum.
  ///
  /// The step grid is `minimum + k × (maximum − minimum) / steps`, computed in decimals.
  ///
  /// - Complexity: O(1).
  public func snapped(_ value: Double) -> Double {
    guard !value.isNaN else { return minimum }
    let clamped = Swift.min(Swift.max(value, minimum), maximum)
    guard steps > 0, maximum > minimum else { return clamped }
    guard let grid = DecimalGrid(self), let position = Decimal(shortest: clamped) else {
      let interval = (maximum - minimum) / Double(steps)
      return minimum + ((clamped - minimum) / interval).rounded() * interval
    }
    return grid.value(at: grid.nearestIndex(to: position))
  }

  /// The value one step up (or down) from `value`; continuous sliders move by 1/20 of the range.
  /// The result stays within the range.
  ///
  /// - Complexity: O(1).
  public func stepped(_ value: Double, by direction: Int) -> Double {
    guard maximum > minimum else { return minimum }
    let start = value.isNaN ? minimum : Swift.min(Swift.max(value, minimum), maximum)
    guard let grid = DecimalGrid(self), let position = Decimal(shortest: start) else {
      let interval = (maximum - minimum) / Double(steps > 0 ? steps : 20)
      return snapped(start + interval * Double(direction))
    }
    if steps > 0 { return grid.value(at: grid.nearestIndex(to: position) + Decimal(direction)) }
    return grid.clamped(position + grid.interval * Decimal(direction))
  }
}

/// A slider's range in exact decimals, cut into equal intervals (1/20 of it when continuous).
private struct DecimalGrid {
  let minimum: Decimal
  let maximum: Decimal
  let interval: Decimal
  let count: Decimal

  /// `nil` when a bound has no decimal form (beyond `Decimal`'s range).
  init?(_ slider: SliderConfiguration) {
    guard let minimum = Decimal(shortest: slider.minimum), let maximum = Decimal(shortest: slider.maximum) else {
      return nil
    }
    self.minimum = minimum
    self.maximum = maximum
    count = Decimal(slider.steps > 0 ? slider.steps : 20)
    interval = (maximum - minimum) / count
  }

  /// The index of the grid point nearest to `value`, counted from the minimum.
  func nearestIndex(to value: Decimal) -> Decimal {
    var steps = (value - minimum) / interval
    var index = Decimal()
    NSDecimalRound(&index, &steps, 0, .plain)
    return index
  }

  /// The grid point at `index`, clamped to the range, as the nearest `Double`.
  func value(at index: Decimal) -> Double {
    if index <= 0 { return minimum.nearestDouble }
    if index >= count { return maximum.nearestDouble }
    return clamped(minimum + interval * index)
  }

  /// `value` clamped to the range, as the nearest `Double`.
  func clamped(_ value: Decimal) -> Double {
    Swift.min(Swift.max(value, minimum), maximum).nearestDouble
  }
}

/// Turns a row's value into display text: a date style, a currency, a unit…
///
/// Formatters are compared by `id`, so give different formatting different ids.
///
/// ```swift
/// let cents = ValueFormatter(id: "cents") { value in
///   value.numericValue.map { "\($0 / 100) €" } ?? ""
/// }
/// ```
public struct ValueFormatter: Sendable, Hashable {
  /// Identifies what this formatter does; two formatters with one id format alike.
  public let id: String
  let format: @Sendable (FormValue) -> String

  public init(id: String, format: @escaping @Sendable (FormValue) -> String) {
    self.id = id
    self.format = format
  }

  /// Formats `value`.
  public func callAsFunction(_ value: FormValue) -> String { format(value) }

  public static func == (lhs: ValueFormatter, rhs: ValueFormatter) -> Bool { lhs.id == rhs.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// One choice of a selector or segmented row: the value it stands for and the text shown.
///
/// Request parameters and JSON carry the ``value``, never the display text.
public struct SelectorOption<Value: FormValueConvertible>: Sendable, Equatable {
  public var value: Value
  public var title: String
  /// An optional group heading (pushed lists show options grouped under it).
  public var group: String?

  public init(_ value: Value, _ title: String, group: String? = nil) {
    self.value = value
    self.title = title
    self.group = group
  }
}

/// A selector option with its value as a `FormValue`: what renderers and schemas see.
public struct OptionItem: Sendable, Hashable {
  public var value: FormValue
  public var title: String
  public var group: String?
  /// Whether it can be chosen now (``Row/option(_:enabledWhen:)-(_,Condition)``): a disabled
  /// option is shown dimmed, and choosing or toggling it is refused; a choice made before it
  /// was disabled is kept.
  public var isEnabled: Bool

  public init(value: FormValue, title: String, group: String? = nil, isEnabled: Bool = true) {
    self.value = value
    self.title = title
    self.group = group
    self.isEnabled = isEnabled
  }
}

/// Which of another row's options a row offers (``Row/options(from:_:)``).
public enum CopiedOptions: String, Sendable, Hashable, CaseIterable {
  /// Every option the other row shows.
  case all
  /// The options chosen in the other row, in its options' order.
  case selected
  /// The options the other row shows and has not chosen.
  case unselected
}

/// Where a selector's options come from: a fixed list, or a loader the row calls when needed.
public enum OptionSource: Sendable {
  case fixed([OptionItem])
  /// Loaded on demand (when the selector first opens, or by ``Form/loadOptions(for:)``).
  case load(@Sendable () async throws -> [OptionItem])

  var fixedItems: [OptionItem]? {
    if case .fixed(let items) = self { return items }
    return nil
  }
}

/// The state of a row's options.
public enum OptionsState: Sendable, Equatable {
  /// The options are known.
  case loaded([OptionItem])
  /// A loader has not run yet.
  case notLoaded
  /// A loader is running.
  case loading
  /// The last load failed with this message; loading again is allowed.
  case failed(String)

  /// The options, when loaded; empty otherwise.
  public var items: [OptionItem] {
    if case .loaded(let items) = self { return items }
    return []
  }
}
