import Foundation

/// One view as a person would find it on screen: what it shows, its state, its accessibility,
/// and the actions a person can take on it (stand-in only). Nodes are made again by every
/// evaluation: find them again after an action.
@MainActor
public final class ViewNode {
  /// What kind of view made the node.
  public enum Kind: String, Sendable {
    case root, group, text, button, toggle, textField, secureField, textEditor, stepper, slider, picker
    case datePicker, label, labeledContent, progressView, image, spacer, color, list, form, section
    case vStack, hStack, zStack, navigationStack, screen, navigationLink, menu, alert, confirmationDialog
    case toolbarItem, editButton, searchField
  }

  /// Where a node is in its parent.
  public enum Role: Sendable {
    case content, header, footer, overlay, background, toolbar, presentation, label, menuItem, message
    /// A button a swipe on the list row reveals (`swipeActions`); its edge is ``swipeEdge``.
    case swipeAction
  }

  /// An option of a picker: its tag and what it shows.
  public struct Option: CustomStringConvertible {
    public let tag: AnyHashable
    public let text: String
    public var description: String { "\(text) (\(tag))" }
  }

  public let kind: Kind
  public internal(set) var role = Role.content
  public internal(set) var children: [ViewNode] = []
  public private(set) weak var parent: ViewNode?
  let path: IdentityPath
  weak var host: ViewHost?

  // MARK: Shown

  /// A text's characters (a `Text`), or a title a control shows.
  public internal(set) var string: String?
  /// The foreground colour the view is drawn with (its own, or the environment's).
  public internal(set) var foregroundColor: Color?
  public internal(set) var font: Font?
  /// The tint the view's controls are drawn with (``View/tint(_:)``, inherited).
  public internal(set) var tint: Color?
  public internal(set) var opacity = 1.0
  /// The value a control shows: a toggle's `Bool`, a slider's or progress view's `Double`, a
  /// picker's selection, a date picker's `Date`, a text field's `String`.
  public internal(set) var value: Any?
  /// A picker's options, in order.
  public internal(set) var options: [Option] = []
  public internal(set) var placeholder: String?
  public internal(set) var pickerStyle: PickerStyleKind?
  public internal(set) var datePickerStyle: DatePickerStyleKind?
  public internal(set) var displayedComponents: DatePickerComponents?
  public internal(set) var dateRange: (lower: Date?, upper: Date?)
  public internal(set) var sliderRange: ClosedRange<Double>?
  public internal(set) var sliderStep: Double?
  public internal(set) var submitLabel: SubmitLabel?
  public internal(set) var autocorrectionDisabled: Bool?
  public internal(set) var labelsHidden = false
  public internal(set) var navigationTitle: String?
  public internal(set) var systemImage: String?
  public internal(set) var toolbarPlacement: ToolbarItemPlacement?
  public internal(set) var buttonRole: ButtonRole?

  // MARK: State

  /// Whether the view is disabled, as the environment says (`.disabled` is inherited).
  public internal(set) var isDisabled = false
  public internal(set) var allowsHitTesting = true
  public internal(set) var tag: AnyHashable?
  /// Its `ForEach` id or explicit `.id(_:)`.
  public internal(set) var id: AnyHashable?
  public internal(set) var isDeleteDisabled = false
  public internal(set) var isMoveDisabled = false
  /// The edge a swipe action is revealed from (nodes in the `swipeAction` role).
  public internal(set) var swipeEdge: HorizontalEdge?
  /// The edges of this node's swipe actions whose first action a full swipe performs.
  public internal(set) var fullSwipeEdges: Set<HorizontalEdge> = []
  /// Covered by a pushed screen: finders skip it.
  var isCovered = false

  // MARK: Accessibility

  public internal(set) var accessibilityLabel: String?
  public internal(set) var accessibilityValue: String?
  public internal(set) var accessibilityHint: String?
  public internal(set) var accessibilityIdentifier: String?
  public internal(set) var accessibilityTraits: AccessibilityTraits = []
  public internal(set) var accessibilityChildren: AccessibilityChildBehavior?
  var isAccessibilityHiddenHere = false

  // MARK: Actions

  var action: (@MainActor () -> Void)?
  var tapGestures: [@MainActor () -> Void] = []
  var setText: (@MainActor (String) -> Void)?
  var setBool: (@MainActor (Bool) -> Void)?
  var setDouble: (@MainActor (Double) -> Void)?
  var setDate: (@MainActor (Date) -> Void)?
  var setSelection: (@MainActor (AnyHashable) throws -> Void)?
  var incrementAction: (@MainActor () -> Void)?
  var decrementAction: (@MainActor () -> Void)?
  var submitActions: [@MainActor () -> Void] = []
  var focusAttachment: FocusAttachment?
  var listRow: ListRow?
  var navigation: NavigationStorage?

  init(kind: Kind, path: IdentityPath, environment: EnvironmentValues, host: ViewHost?) {
    self.kind = kind
    self.path = path
    self.host = host
    isDisabled = !environment.isEnabled
    foregroundColor = environment.foregroundColor
    tint = environment.tint
    font = environment.font
    isDeleteDisabled = environment.deleteDisabled
    isMoveDisabled = environment.moveDisabled
  }

  convenience init(kind: Kind, context: RenderContext) {
    self.init(kind: kind, path: context.path, environment: context.environment, host: context.host)
  }

  func adopt() {
    for child in children {
      child.parent = self
      child.adopt()
    }
  }

  // MARK: Reading

  /// The text a text shows, or the title of a control (its label's texts).
  public var ownText: String? {
    switch kind {
    case .text: return string
    case .alert, .confirmationDialog, .textField, .secureField, .textEditor, .searchField: return string
    case .root, .group, .vStack, .hStack, .zStack, .list, .form, .section, .screen, .navigationStack, .toolbarItem:
      return nil
    default:
      let texts = labelTexts
      return texts.isEmpty ? string : texts.joined(separator: " ")
    }
  }

  /// The texts of the node's label (a control's title), or of its content.
  var labelTexts: [String] {
    let labels = children.filter { $0.role == .label || $0.role == .content }
    return labels.flatMap(\.texts)
  }

  /// Every text shown in the node and under it, in order (a menu picker shows its selection only,
  /// other pickers their options; a hidden label is not shown).
  public var texts: [String] {
    var found: [String] = []
    if kind == .text, let string { found.append(string) }
    if kind == .picker {
      if !labelsHidden { found += children.filter { $0.role == .label }.flatMap(\.texts) }
      switch pickerStyle {
      case .menu?, nil: found += options.filter { $0.tag == selection }.map(\.text)
      default: found += options.map(\.text)
      }
      return found
    }
    if kind == .textField || kind == .secureField || kind == .textEditor, let text { found.append(text) }
    for child in children where !(labelsHidden && child.role == .label) && child.role != .menuItem {
      found += child.texts
    }
    return found
  }

  /// The text in a text field, secure field, text editor or search field.
  public var text: String? { value as? String }
  /// A toggle's state.
  public var isOn: Bool? { value as? Bool }
  /// A slider's or progress view's value.
  public var doubleValue: Double? { value as? Double }
  /// A date picker's date.
  public var date: Date? { value as? Date }
  /// A picker's selection (its tag).
  public var selection: AnyHashable? { value as? AnyHashable }
  /// The option of a picker that is selected.
  public var selectedOption: Option? { options.first { $0.tag == selection } }
  /// Whether the field has keyboard focus.
  public var isFocused: Bool { focusAttachment?.isFocused() ?? false }
  /// Whether VoiceOver skips the node (it or a container is hidden, or a container ignores its
  /// children).
  public var isAccessibilityHidden: Bool {
    var node: ViewNode? = self
    while let current = node {
      if current.isAccessibilityHiddenHere { return true }
      if current !== self, current.accessibilityChildren == .ignore { return true }
      node = current.parent
    }
    return false
  }
  /// What VoiceOver reads as the label: the explicit one, or the texts shown.
  public var spokenLabel: String { accessibilityLabel ?? texts.joined(separator: " ") }

  /// The first node under this one (itself included) that matches.
  public func first(_ matches: (ViewNode) -> Bool) -> ViewNode? { all(matches).first }

  /// Every node under this one (itself included) that matches, in order.
  public func all(_ matches: (ViewNode) -> Bool) -> [ViewNode] {
    var found: [ViewNode] = matches(self) ? [self] : []
    for child in children { found += child.all(matches) }
    return found
  }

  /// The nodes under this one of `kind`.
  public func all(_ kind: Kind) -> [ViewNode] { all { $0.kind == kind } }

  /// The children in `role` (a section's header, an alert's buttons…).
  public func children(_ role: Role) -> [ViewNode] { children.filter { $0.role == role } }

  // MARK: Acting

  private func checkEnabled(_ what: String) throws {
    if isDisabled { throw ViewHostError("\(kind) \(describe) is disabled: a person cannot \(what) it") }
    var node: ViewNode? = self
    while let current = node {
      if !current.allowsHitTesting { throw ViewHostError("\(kind) \(describe) takes no touches (allowsHitTesting)") }
      node = current.parent
    }
  }

  var describe: String { accessibilityIdentifier.map { "'\($0)'" } ?? "'\(ownText ?? "")'" }

  private func act(_ what: String, _ body: () throws -> Void) throws {
    guard let host else { throw ViewHostError("the view is not shown") }
    try checkEnabled(what)
    try host.perform(body)
  }

  /// Taps: a button's action, a link's push, a toggle's switch, or the tap gestures.
  public func tap() throws {
    if let action {
      try act("tap") { action() }
    } else if let setBool, let isOn {
      try act("tap") { setBool(!isOn) }
    } else if let gesture = tapGestures.first {
      try act("tap") { gesture() }
    } else if let focusAttachment {
      try act("tap") { host?.focus(focusAttachment) }
    } else {
      throw ViewHostError("\(kind) \(describe) does nothing when tapped")
    }
  }

  /// Switches a toggle.
  public func toggle() throws {
    guard let setBool, let isOn else { throw ViewHostError("\(kind) \(describe) is not a toggle") }
    try act("switch") { setBool(!isOn) }
  }

  /// Replaces the text of a field (it takes focus first, as a person's tap gives it).
  public func type(_ text: String) throws {
    guard let setText else { throw ViewHostError("\(kind) \(describe) takes no text") }
    try act("type in") {
      if let focusAttachment, !focusAttachment.isFocused() { host?.focus(focusAttachment) }
      setText(text)
    }
  }

  /// Types `text` into a field one character at a time (each keystroke reaches the binding).
  public func typeCharacters(_ text: String) throws {
    var typed = self.text ?? ""
    for character in text {
      typed.append(character)
      guard let node = try current() else { throw ViewHostError("the field went away while typing") }
      try node.type(typed)
      typed = node.refreshed?.text ?? typed
    }
  }

  /// The same view in the host's tree now (found by its identity).
  public var refreshed: ViewNode? { host?.root.first { $0.path == path && $0.kind == kind } }

  private func current() throws -> ViewNode? { refreshed }

  /// The return key of a field: its `onSubmit` actions.
  public func submit() throws {
    guard kind == .textField || kind == .secureField else { throw ViewHostError("\(kind) cannot be submitted") }
    try act("submit") { for action in submitActions { action() } }
  }

  /// Gives the field keyboard focus.
  public func focus() throws {
    guard let focusAttachment else { throw ViewHostError("\(kind) \(describe) cannot take focus") }
    try act("focus") { host?.focus(focusAttachment) }
  }

  /// Takes keyboard focus away from the field (a tap elsewhere).
  public func blur() throws {
    guard let focusAttachment, let host else { throw ViewHostError("\(kind) \(describe) cannot take focus") }
    try host.perform { focusAttachment.blur() }
  }

  /// The stepper's + and − buttons.
  public func increment() throws {
    guard let increment = incrementAction else { throw ViewHostError("\(kind) \(describe) cannot be stepped") }
    try act("step") { increment() }
  }

  public func decrement() throws {
    guard let decrement = decrementAction else { throw ViewHostError("\(kind) \(describe) cannot be stepped") }
    try act("step") { decrement() }
  }

  /// Drags a slider to `value` (kept in its bounds, on its steps, as the control does).
  public func slide(to value: Double) throws {
    guard let setDouble, let range = sliderRange else { throw ViewHostError("\(kind) \(describe) is not a slider") }
    var new = min(max(value, range.lowerBound), range.upperBound)
    if let step = sliderStep, step > 0 { new = range.lowerBound + ((new - range.lowerBound) / step).rounded() * step }
    try act("slide") { setDouble(new) }
  }

  /// Chooses the option tagged `tag` of a picker.
  public func pick(_ tag: some Hashable) throws {
    guard let setSelection else { throw ViewHostError("\(kind) \(describe) is not a picker") }
    let tag = AnyHashable(tag)
    guard options.contains(where: { $0.tag == tag }) else {
      throw ViewHostError("picker \(describe) has no option tagged \(tag): \(options)")
    }
    try act("pick in") { try setSelection(tag) }
  }

  /// Chooses the option of a picker that shows `text`.
  public func pick(text: String) throws {
    guard let option = options.first(where: { $0.text == text }) else {
      throw ViewHostError("picker \(describe) has no option '\(text)': \(options)")
    }
    try pick(option.tag)
  }

  /// Sets a date picker's date; a date outside its range cannot be picked.
  public func pick(date: Date) throws {
    guard let setDate else { throw ViewHostError("\(kind) \(describe) is not a date picker") }
    if let lower = dateRange.lower, date < lower { throw ViewHostError("\(date) is before the picker's range") }
    if let upper = dateRange.upper, date > upper { throw ViewHostError("\(date) is after the picker's range") }
    try act("pick a date in") { setDate(date) }
  }

  /// The list row this node is in (a `ForEach` element).
  private var row: (ListRow, ViewNode)? {
    var node: ViewNode? = self
    while let current = node {
      if let row = current.listRow { return (row, current) }
      node = current.parent
    }
    return nil
  }

  /// Swipes to delete the list row this node is in (`onDelete`).
  public func delete() throws {
    guard let (row, top) = row, let onDelete = row.onDelete else {
      throw ViewHostError("\(describe) is not in a list row that can be deleted (no onDelete)")
    }
    if top.isDeleteDisabled { throw ViewHostError("the row of \(describe) is deleteDisabled") }
    // "When you set a swipe action on a row, SwiftUI no longer synthesizes the Delete actions
    // that otherwise appear when using the onDelete(perform:) method on a ForEach."
    if !top.swipeActions(.leading).isEmpty || !top.swipeActions(.trailing).isEmpty {
      throw ViewHostError("the row of \(describe) has swipe actions: no Delete is synthesized from onDelete")
    }
    guard let host else { return }
    try host.perform { onDelete(IndexSet(integer: row.index)) }
  }

  /// The buttons a swipe from `edge` reveals on the list row this node is in, first to last
  /// from the edge inward (its own `swipeActions` and those of the views in the row).
  public func swipeActions(_ edge: HorizontalEdge) -> [ViewNode] {
    let top = row?.1 ?? self
    var found: [ViewNode] = []
    func visit(_ node: ViewNode) {
      for child in node.children {
        if child.role == .swipeAction {
          if child.swipeEdge == edge { found.append(child) }
        } else {
          visit(child)
        }
      }
    }
    visit(top)
    return found
  }

  /// Drags the list row this node is in to `offset` (`onMove`: the offset is counted before the
  /// move, as SwiftUI reports it).
  public func move(toOffset offset: Int) throws {
    guard let (row, top) = row, let onMove = row.onMove else {
      throw ViewHostError("\(describe) is not in a list row that can be moved (no onMove)")
    }
    if top.isMoveDisabled { throw ViewHostError("the row of \(describe) is moveDisabled") }
    guard offset >= 0, offset <= row.count else { throw ViewHostError("no place \(offset) in \(row.count) rows") }
    guard let host else { return }
    try host.perform { onMove(IndexSet(integer: row.index), offset) }
  }

  /// The position of the `ForEach` element this node is in, if any.
  public var rowIndex: Int? { row?.0.index }
  /// Whether the list row of this node can be swiped to delete.
  public var canDelete: Bool { row.map { $0.0.onDelete != nil && !$0.1.isDeleteDisabled } ?? false }
  /// Whether the list row of this node can be moved.
  public var canMove: Bool { row.map { $0.0.onMove != nil && !$0.1.isMoveDisabled } ?? false }
}

/// A `ForEach` element: where it is and what the list does with it.
struct ListRow {
  var index: Int
  var count: Int
  var onDelete: ((IndexSet) -> Void)?
  var onMove: ((IndexSet, Int) -> Void)?
}

extension ViewNode: @MainActor CustomStringConvertible {
  /// An outline of the node and what is under it, for test failures.
  public var description: String { outline(indent: 0) }

  private func outline(indent: Int) -> String {
    var line = String(repeating: "  ", count: indent) + kind.rawValue
    if role != .content { line += " [\(role)]" }
    if let string { line += " \"\(string)\"" }
    if let value { line += " = \(value)" }
    if let accessibilityIdentifier { line += " #\(accessibilityIdentifier)" }
    if let accessibilityLabel { line += " label:\"\(accessibilityLabel)\"" }
    if let accessibilityValue { line += " value:\"\(accessibilityValue)\"" }
    if isDisabled { line += " disabled" }
    if isCovered { line += " covered" }
    if !options.isEmpty { line += " options:\(options.map(\.text))" }
    return ([line] + children.map { $0.outline(indent: indent + 1) }).joined(separator: "\n")
  }
}
