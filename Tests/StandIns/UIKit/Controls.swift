// Controls with UIAction handlers (`addAction(_:for:)`, `sendActions(for:)`), bar items,
// toolbars, pickers. Target-action with selectors does not exist on Linux: the renderer uses
// the closure APIs iOS 14 and 15 have.

/// "A type that represents the interface for actions and submenus." (UIMenuElement)
@MainActor
open class UIMenuElement: NSObject {
  /// "Attributes that determine the style of the menu element."
  public struct Attributes: OptionSet, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
  }
  /// "Constants that indicate the state of an action- or command-based menu element."
  public enum State: Int, Sendable { case off, on, mixed }
  public let title: String
  init(title: String) {
    self.title = title
    super.init()
  }
}

/// "A type that represents the handler of an action." (UIActionHandler)
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// "A menu element that performs its action in a closure."
@MainActor
public final class UIAction: UIMenuElement {
  /// "A type that represents an action identifier."
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
  public let image: UIImage?
  public let identifier: Identifier
  public let discoverabilityTitle: String?
  public var attributes: Attributes
  public var state: State
  let handler: UIActionHandler
  /// "The object responsible for the action handler." (Set while the handler runs.)
  public private(set) var sender: Any?

  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
    attributes: Attributes = [], state: State = .off, handler: @escaping UIActionHandler
  ) {
    self.image = image
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title)
  }

  func perform(sender: Any?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}

/// "A container for grouping related menu elements in an app menu or contextual menu."
@MainActor
public final class UIMenu: UIMenuElement {
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }
  public struct Options: OptionSet, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let displayInline = Options(rawValue: 1 << 0)
    public static let destructive = Options(rawValue: 1 << 1)
  }
  public let children: [UIMenuElement]
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
    children: [UIMenuElement] = []
  ) {
    self.children = children
    super.init(title: title)
  }
}

/// "The base class for controls, which are visual elements that convey a specific action or
/// intention in response to user interactions."
@MainActor
open class UIControl: UIView {
  /// "Constants describing the types of events possible for controls."
  public struct Event: OptionSet, Hashable, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
  }

  private var actions: [(action: UIAction, events: Event)] = []
  open var isEnabled = true
  open var isSelected = false
  open var isHighlighted = false
  /// "A Boolean value that indicates whether the control is currently tracking touch events."
  /// (Set by the stand-in's touch methods.)
  public internal(set) var isTracking = false

  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// "Associates the specified action object with the control for the specified events."
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  /// "Removes the specified action object from the control for the specified events."
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    actions.removeAll { $0.action === action && $0.events == controlEvents }
  }

  /// "Calls the action methods associated with the specified events." Handlers run in the order
  /// they were added.
  open func sendActions(for controlEvents: Event) {
    for entry in actions where !entry.events.intersection(controlEvents).isEmpty {
      entry.action.perform(sender: self)
    }
  }

  /// "Calls the specified action." (iOS 14.)
  open func sendAction(_ action: UIAction) { action.perform(sender: self) }

  /// The handlers added for an event (stand-in only).
  public func actions(for event: Event) -> [UIAction] {
    actions.filter { !$0.events.intersection(event).isEmpty }.map(\.action)
  }

  /// A finger touches the control (stand-in: `.touchDown`, tracking starts).
  public func simulateTouchDown() {
    isTracking = true
    sendActions(for: .touchDown)
  }

  /// The finger lifts inside the control (stand-in: tracking ends, `.touchUpInside`).
  public func simulateTouchUp() {
    isTracking = false
    sendActions(for: .touchUpInside)
  }
}

/// "A control that offers a binary choice, such as on/off."
@MainActor
open class UISwitch: UIControl {
  open var isOn = false
  /// "Set the state of the switch to On or Off, optionally animating the transition."
  open func setOn(_ on: Bool, animated: Bool) { isOn = on }
  /// The person flips the switch (stand-in: the value changes, then `.valueChanged`).
  public func simulateToggle() {
    guard isEnabled else { return }
    isOn.toggle()
    sendActions(for: .valueChanged)
  }
}

/// "A control for incrementing or decrementing a value."
@MainActor
open class UIStepper: UIControl {
  /// "The minimum value for the stepper." "If you attempt to set a value equal to or greater than
  /// maximumValue, the system raises an NSInvalidArgumentException exception."
  open var minimumValue: Double = 0 {
    didSet {
      if minimumValue >= maximumValue {
        UIKitContract.record(
          "stepper bounds", "minimumValue \(minimumValue) must be less than maximumValue \(maximumValue)")
      }
      value = max(value, minimumValue)
    }
  }
  /// "If you attempt to set a value equal to or less than minimumValue, the system raises an
  /// NSInvalidArgumentException exception."
  open var maximumValue: Double = 100 {
    didSet {
      if maximumValue <= minimumValue {
        UIKitContract.record(
          "stepper bounds", "maximumValue \(maximumValue) must be greater than minimumValue \(minimumValue)")
      }
      value = min(value, maximumValue)
    }
  }
  /// "The step, or increment, value for the stepper." "must be greater than 0."
  open var stepValue: Double = 1 {
    didSet { if stepValue <= 0 { UIKitContract.record("stepper step", "stepValue must be greater than 0") } }
  }
  open var wraps = false
  /// "The numeric value of the stepper." Clamped to the bounds.
  open var value: Double = 0 {
    didSet { if value < minimumValue || value > maximumValue { value = min(max(value, minimumValue), maximumValue) } }
  }
  /// The person taps + (stand-in: the value steps, wrapping when `wraps`, then `.valueChanged`).
  public func simulateIncrement() { step(by: stepValue) }
  /// The person taps − (stand-in).
  public func simulateDecrement() { step(by: -stepValue) }
  private func step(by delta: Double) {
    guard isEnabled else { return }
    var next = value + delta
    if next > maximumValue { next = wraps ? minimumValue : maximumValue }
    if next < minimumValue { next = wraps ? maximumValue : minimumValue }
    guard next != value else { return }
    value = next
    sendActions(for: .valueChanged)
  }
}

/// "A control for selecting a single value from a continuous range of values."
@MainActor
open class UISlider: UIControl {
  open var minimumValue: Float = 0
  open var maximumValue: Float = 1
  /// "The slider's current value." Clamped to the bounds.
  open var value: Float = 0 {
    didSet { if value < minimumValue || value > maximumValue { value = min(max(value, minimumValue), maximumValue) } }
  }
  /// The person drags the thumb to `value` and lets go (stand-in: `.touchDown`, `.valueChanged`
  /// while tracking, then `.touchUpInside`).
  public func simulateDrag(to value: Float) {
    guard isEnabled else { return }
    simulateTouchDown()
    self.value = value
    sendActions(for: .valueChanged)
    simulateTouchUp()
  }
}

/// "A horizontal control that consists of multiple segments, each segment functioning as a
/// discrete button."
@MainActor
open class UISegmentedControl: UIControl {
  /// "A segment index value indicating that there's no selected segment."
  public static let noSegment = -1
  public private(set) var titles: [String] = []
  /// "The index number that identifies the selected segment that the user last touched."
  open var selectedSegmentIndex = UISegmentedControl.noSegment {
    didSet {
      if selectedSegmentIndex != Self.noSegment && !titles.indices.contains(selectedSegmentIndex) {
        UIKitContract.record("segment index", "selectedSegmentIndex \(selectedSegmentIndex) out of \(titles.count)")
      }
    }
  }
  public var numberOfSegments: Int { titles.count }
  public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    titles.insert(title ?? "", at: min(max(0, segment), titles.count))
  }
  public func removeAllSegments() {
    titles.removeAll()
    disabledSegments.removeAll()
    selectedSegmentIndex = Self.noSegment
  }
  public func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }
  private var disabledSegments: Set<Int> = []
  /// "Enables the specified segment." (`setEnabled(_:forSegmentAt:)`)
  public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    if enabled { disabledSegments.remove(segment) } else { disabledSegments.insert(segment) }
  }
  /// "Returns whether the indicated segment is enabled."
  public func isEnabledForSegment(at segment: Int) -> Bool { !disabledSegments.contains(segment) }
  /// The person taps a segment (stand-in): a disabled control or segment takes no tap.
  public func simulateTap(segment: Int) {
    guard isEnabled, titles.indices.contains(segment), isEnabledForSegment(at: segment) else { return }
    selectedSegmentIndex = segment
    sendActions(for: .valueChanged)
  }
}

/// "Constants that describe the appearance of a date picker." (UIDatePickerStyle)
public enum UIDatePickerStyle: Int, Sendable { case automatic, wheels, compact, inline }

/// "A control for the inputting of date and time values."
@MainActor
open class UIDatePicker: UIControl {
  /// "The mode of the date picker."
  public enum Mode: Int, Sendable { case time, date, dateAndTime, countDownTimer }
  /// "The mode of the date picker." "UIDatePickerStyleInline" and ".compact" are not supported
  /// in the countdown mode: UIKit raises.
  open var datePickerMode: Mode = .dateAndTime { didSet { checkStyle() } }
  /// "The preferred style for a date picker."
  open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { checkStyle() } }
  open var date = Date()
  open var minimumDate: Date?
  open var maximumDate: Date?
  /// "The locale for the date picker." (nil: the current locale.)
  open var locale: Locale?
  open var calendar: Calendar! = .current
  open var timeZone: TimeZone?
  /// "The interval at which the date picker should display minutes." "The value of this property
  /// must be evenly divided into 60; if it isn't, the default value is used."
  open var minuteInterval = 1 {
    didSet { if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 { minuteInterval = 1 } }
  }
  /// "The value displayed by the date picker when the mode property is set to show a countdown time."
  open var countDownDuration: TimeInterval = 0

  private func checkStyle() {
    if datePickerMode == .countDownTimer, preferredDatePickerStyle == .inline || preferredDatePickerStyle == .compact {
      UIKitContract.record(
        "date picker style",
        "UIDatePickerStyle \(preferredDatePickerStyle) is not supported in UIDatePickerModeCountDownTimer")
    }
  }

  public func setDate(_ date: Date, animated: Bool) { self.date = date }

  /// The person picks a date (stand-in: bounded by the minimum and maximum, then `.valueChanged`).
  public func simulatePick(_ date: Date) {
    guard isEnabled else { return }
    var picked = date
    if let minimumDate, picked < minimumDate { picked = minimumDate }
    if let maximumDate, picked > maximumDate { picked = maximumDate }
    self.date = picked
    sendActions(for: .valueChanged)
  }

  /// The person sets a countdown (stand-in).
  public func simulatePick(duration: TimeInterval) {
    guard isEnabled else { return }
    countDownDuration = duration
    sendActions(for: .valueChanged)
  }
}

/// "A control that executes your custom code in response to user interactions."
@MainActor
open class UIButton: UIControl {
  /// "A configuration that specifies the appearance and behavior of a button and its contents."
  public struct Configuration: Sendable {
    public var title: String?
    public static func tinted() -> Configuration { Configuration() }
    public static func plain() -> Configuration { Configuration() }
    public static func filled() -> Configuration { Configuration() }
  }
  public var configuration: Configuration?
  /// The title the button shows: its primary action's, else its configuration's.
  public private(set) var currentTitle: String?

  /// "Creates a button with the specified configuration, registers the primary action event, and
  /// sets the title and image to the action's title and image."
  public convenience init(configuration: Configuration, primaryAction: UIAction?) {
    self.init(frame: .zero)
    self.configuration = configuration
    currentTitle = primaryAction?.title ?? configuration.title
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// The person taps the button (stand-in: `.touchUpInside`, then `.primaryActionTriggered`).
  public func simulateTap() {
    guard isEnabled else { return }
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
  }
}

/// "An abstract superclass for items that you can add to a bar that appears at the bottom or top
/// of the screen."
@MainActor
open class UIBarItem: UIAccessibleObject {
  open var title: String?
  open var image: UIImage?
  open var isEnabled = true
}

/// "A specialized button for placement in a toolbar or tab bar."
@MainActor
open class UIBarButtonItem: UIBarItem {
  /// "Defines system-supplied images for bar button items."
  public enum SystemItem: Int, Sendable { case done, cancel, edit, save, add, flexibleSpace, fixedSpace }
  /// "Specifies the style of an item."
  public enum Style: Int, Sendable { case plain, done }

  open var style: Style = .plain
  /// The system item it was made with (UIKit does not expose it).
  let systemItem: SystemItem?
  /// "The primary action of the bar button item." Performed on a tap.
  open var primaryAction: UIAction?
  open var menu: UIMenu?
  /// The stand-in's action for edit items (the view controller's editButtonItem).
  var tapHandler: (@MainActor () -> Void)?

  public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    systemItem = nil
    self.primaryAction = primaryAction
    self.menu = menu
    super.init()
    self.title = title ?? primaryAction?.title
    self.image = image
  }

  public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.systemItem = systemItem
    self.primaryAction = primaryAction
    self.menu = menu
    super.init()
  }

  /// "Creates a flexible spacer item with undefined width."
  public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

  /// The person taps the item (stand-in: its primary action runs when it is enabled).
  public func simulateTap() {
    guard isEnabled else { return }
    if let primaryAction { primaryAction.perform(sender: self) } else { tapHandler?() }
  }
}

/// "A view that displays one or more buttons along the bottom edge of your interface."
@MainActor
open class UIToolbar: UIView {
  public private(set) var items: [UIBarButtonItem]?
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  /// "Sets the items on the toolbar by animating the changes."
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
  open override var intrinsicContentSize: CGSize { CGSize(width: -1, height: 44) }
}

/// "The protocol for providing the number of components and rows in a picker view."
@MainActor
public protocol UIPickerViewDataSource: AnyObject {
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// "The protocol that your delegate implements to display a picker view."
@MainActor
public protocol UIPickerViewDelegate: AnyObject {
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

/// "A view that uses a spinning-wheel or slot-machine metaphor to show one or more sets of values."
@MainActor
open class UIPickerView: UIView {
  open weak var dataSource: (any UIPickerViewDataSource)?
  open weak var delegate: (any UIPickerViewDelegate)?
  private var selected: [Int: Int] = [:]
  private var rowCounts: [Int: Int] = [:]
  private var componentCount: Int?

  /// "Gets the number of components for the picker view." (As of the last reload: the picker
  /// caches what its data source said.)
  public var numberOfComponents: Int {
    if let count = componentCount { return count }
    let count = dataSource?.numberOfComponents(in: self) ?? 0
    componentCount = count
    return count
  }

  /// Every `component` argument is "a zero-indexed number identifying a component of the picker
  /// view": one the picker does not have is recorded.
  private func hasComponent(_ component: Int, _ call: String) -> Bool {
    guard component < 0 || component >= numberOfComponents else { return true }
    UIKitContract.record("picker component", "\(call): component \(component) of \(numberOfComponents)")
    return false
  }

  /// "Returns the number of rows for a component." (As of the last reload.)
  public func numberOfRows(inComponent component: Int) -> Int {
    guard hasComponent(component, "numberOfRows(inComponent:)") else { return 0 }
    if let count = rowCounts[component] { return count }
    let count = dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
    rowCounts[component] = count
    return count
  }
  /// "Reloads all components of the picker view."
  public func reloadAllComponents() {
    rowCounts.removeAll()
    componentCount = nil
  }
  /// "Reloads a particular component of the picker view": "Calling this method causes the
  /// picker view to query the delegate for new data for the given component."
  public func reloadComponent(_ component: Int) {
    guard hasComponent(component, "reloadComponent(_:)") else { return }
    rowCounts[component] = nil
  }
  /// "Selects a row in a specified component of the picker view."
  public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    guard hasComponent(component, "selectRow(_:inComponent:animated:)") else { return }
    if row < 0 || row >= numberOfRows(inComponent: component) {
      UIKitContract.record("picker row", "row \(row) out of \(numberOfRows(inComponent: component))")
    }
    selected[component] = row
  }
  /// "Returns the index of the selected row in a given component." (-1 when none.)
  public func selectedRow(inComponent component: Int) -> Int {
    guard hasComponent(component, "selectedRow(inComponent:)") else { return -1 }
    return selected[component] ?? (numberOfRows(inComponent: component) > 0 ? 0 : -1)
  }
  /// The titles the wheel shows (stand-in).
  public func titles(inComponent component: Int) -> [String?] {
    (0..<numberOfRows(inComponent: component)).map {
      delegate?.pickerView(self, titleForRow: $0, forComponent: component)
    }
  }
  /// The person spins the wheel to `row` (stand-in: the delegate hears `didSelectRow`).
  public func simulateSelect(row: Int, inComponent component: Int = 0) {
    guard row >= 0, row < numberOfRows(inComponent: component) else { return }
    selected[component] = row
    delegate?.pickerView(self, didSelectRow: row, inComponent: component)
  }
}
