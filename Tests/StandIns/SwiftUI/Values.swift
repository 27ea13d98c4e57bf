import Foundation

// MARK: Environment values

private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct UndoManagerKey: EnvironmentKey { static var defaultValue: UndoManager? { nil } }
private struct DismissKey: EnvironmentKey { static var defaultValue: DismissAction { DismissAction {} } }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct ForegroundColorKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct DeleteDisabledKey: EnvironmentKey { static let defaultValue = false }
private struct MoveDisabledKey: EnvironmentKey { static let defaultValue = false }
private struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyleKind.menu }
private struct DatePickerStyleKey: EnvironmentKey { static let defaultValue = DatePickerStyleKind.compact }
private struct SubmitLabelKey: EnvironmentKey { static let defaultValue = SubmitLabel.return }
private struct AutocorrectionKey: EnvironmentKey { static let defaultValue: Bool? = nil }
private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }
private struct NavigationKey: EnvironmentKey { static var defaultValue: NavigationStorage? { nil } }
private struct PresentationDismissKey: EnvironmentKey {
  static var defaultValue: (@MainActor () -> Void)? { nil }
}
private struct SubmitActionsKey: EnvironmentKey { static var defaultValue: [@MainActor () -> Void] { [] } }
private struct IsCoveredKey: EnvironmentKey { static let defaultValue = false }
private struct ListRowKey: EnvironmentKey { static var defaultValue: ListEditActions? { nil } }

extension EnvironmentValues {
  /// "The current locale that views should use."
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
  /// "The layout direction associated with the current environment."
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
  /// "The current Dynamic Type size."
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
  /// "The undo manager used to register a view's undo operations."
  public var undoManager: UndoManager? {
    get { self[UndoManagerKey.self] }
    set { self[UndoManagerKey.self] = newValue }
  }
  /// "An action that dismisses the current presentation."
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
  /// "A Boolean value that indicates whether the view associated with this environment allows
  /// user interaction."
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
  var foregroundColor: Color? {
    get { self[ForegroundColorKey.self] }
    set { self[ForegroundColorKey.self] = newValue }
  }
  var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }
  var tint: Color? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }
  var deleteDisabled: Bool {
    get { self[DeleteDisabledKey.self] }
    set { self[DeleteDisabledKey.self] = newValue }
  }
  var moveDisabled: Bool {
    get { self[MoveDisabledKey.self] }
    set { self[MoveDisabledKey.self] = newValue }
  }
  var pickerStyle: PickerStyleKind {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }
  var datePickerStyle: DatePickerStyleKind {
    get { self[DatePickerStyleKey.self] }
    set { self[DatePickerStyleKey.self] = newValue }
  }
  var submitLabel: SubmitLabel {
    get { self[SubmitLabelKey.self] }
    set { self[SubmitLabelKey.self] = newValue }
  }
  var autocorrectionDisabled: Bool? {
    get { self[AutocorrectionKey.self] }
    set { self[AutocorrectionKey.self] = newValue }
  }
  var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
  var navigation: NavigationStorage? {
    get { self[NavigationKey.self] }
    set { self[NavigationKey.self] = newValue }
  }
  var presentationDismiss: (@MainActor () -> Void)? {
    get { self[PresentationDismissKey.self] }
    set { self[PresentationDismissKey.self] = newValue }
  }
  var submitActions: [@MainActor () -> Void] {
    get { self[SubmitActionsKey.self] }
    set { self[SubmitActionsKey.self] = newValue }
  }
  /// Under a pushed screen: not on screen, so not appeared.
  var isCovered: Bool {
    get { self[IsCoveredKey.self] }
    set { self[IsCoveredKey.self] = newValue }
  }
  var listEditActions: ListEditActions? {
    get { self[ListRowKey.self] }
    set { self[ListRowKey.self] = newValue }
  }
}

/// The `onDelete`/`onMove` a `ForEach` is given.
struct ListEditActions {
  var onDelete: ((IndexSet) -> Void)?
  var onMove: ((IndexSet, Int) -> Void)?
}

/// "A direction in which SwiftUI can lay out content."
public enum LayoutDirection: Hashable, Sendable {
  case leftToRight, rightToLeft
}

/// "A Dynamic Type size, which specifies how large scalable content should be."
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
  /// "A Boolean value indicating whether the size is one that is associated with accessibility."
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// "An action that dismisses a presentation."
public struct DismissAction {
  let action: @MainActor () -> Void
  init(_ action: @escaping @MainActor () -> Void) { self.action = action }
  @MainActor public func callAsFunction() { action() }
}

// MARK: Drawing values

/// "A representation of a color that adapts to a given context."
public struct Color: Hashable, Sendable, CustomStringConvertible, ShapeStyle {
  public let description: String
  init(_ name: String) { description = name }
  public static let accentColor = Color("accentColor")
  public static let clear = Color("clear")
  public static let orange = Color("orange")
  public static let primary = Color("primary")
  public static let red = Color("red")
  public static let secondary = Color("secondary")
  public static let blue = Color("blue")
  public static let black = Color("black")
  public static let yellow = Color("yellow")
  public static let green = Color("green")
  public static let mint = Color("mint")
  public static let teal = Color("teal")
  public static let cyan = Color("cyan")
  public static let indigo = Color("indigo")
  public static let purple = Color("purple")
  public static let pink = Color("pink")
  public static let brown = Color("brown")
  public static let gray = Color("gray")
}

extension Color: View, PrimitiveView {
  public var body: Never { primitiveBody() }
  func render(_ context: RenderContext) -> [ViewNode] {
    let node = ViewNode(kind: .color, context: context)
    node.foregroundColor = self
    return [node]
  }
}

/// "An environment-dependent font."
public struct Font: Hashable, Sendable, CustomStringConvertible {
  public let description: String
  public static let body = Font(description: "body")
  public static let footnote = Font(description: "footnote")
  public static let headline = Font(description: "headline")
  public static let subheadline = Font(description: "subheadline")
  public static let caption = Font(description: "caption")
  /// "Sets the weight of the font."
  public func weight(_ weight: Weight) -> Font { Font(description: "\(description).\(weight.name)") }

  /// "A weight to use for fonts."
  public struct Weight: Hashable, Sendable {
    let name: String
    public static let semibold = Weight(name: "semibold")
    public static let regular = Weight(name: "regular")
  }
}

/// "A type that applies a custom appearance to all subviews of a view."
public protocol ShapeStyle: Sendable {}

/// "A background material type."
public struct Material: ShapeStyle {
  public static let regularMaterial = Material()
  public static let thinMaterial = Material()
}

extension ShapeStyle where Self == Material {
  public static var regularMaterial: Material { .regularMaterial }
  public static var thinMaterial: Material { .thinMaterial }
}

/// "A 2D shape that you can use when drawing a view."
public protocol Shape: Sendable {}

/// "A rectangular shape aligned inside the frame of the view containing it."
public struct Rectangle: Shape {
  public init() {}
}

/// "A capsule shape aligned inside the frame of the view containing it."
public struct Capsule: Shape {
  public init(style: RoundedCornerStyle = .continuous) {}
}

/// "Defines the shape of a rounded rectangle's corners."
public enum RoundedCornerStyle: Sendable { case circular, continuous }

/// "A style for rasterizing vector shapes."
public struct FillStyle: Sendable {
  public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

/// "An alignment in both axes."
public struct Alignment: Hashable, Sendable {
  let name: String
  public static let center = Alignment(name: "center")
  public static let leading = Alignment(name: "leading")
  public static let trailing = Alignment(name: "trailing")
  public static let top = Alignment(name: "top")
  public static let bottom = Alignment(name: "bottom")
  public static let topLeading = Alignment(name: "topLeading")
}

/// "An alignment position along the horizontal axis."
public struct HorizontalAlignment: Hashable, Sendable {
  let name: String
  public static let leading = HorizontalAlignment(name: "leading")
  public static let center = HorizontalAlignment(name: "center")
  public static let trailing = HorizontalAlignment(name: "trailing")
}

/// "An alignment position along the vertical axis."
public struct VerticalAlignment: Hashable, Sendable {
  let name: String
  public static let top = VerticalAlignment(name: "top")
  public static let center = VerticalAlignment(name: "center")
  public static let bottom = VerticalAlignment(name: "bottom")
}

/// "An edge on the horizontal axis."
public enum HorizontalEdge: Hashable, Sendable, CaseIterable {
  case leading, trailing
}

/// "An enumeration to indicate one edge of a rectangle."
public enum Edge: Hashable, Sendable {
  case top, leading, bottom, trailing

  /// "An efficient set of edges."
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let leading = Set(rawValue: 2)
    public static let bottom = Set(rawValue: 4)
    public static let trailing = Set(rawValue: 8)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.horizontal, .vertical]
  }
}

/// "The horizontal or vertical dimension in a 2D coordinate system."
public enum Axis: Hashable, Sendable { case horizontal, vertical }

/// "A normalized 2D point in a view's coordinate space."
public struct UnitPoint: Hashable, Sendable {
  public static let center = UnitPoint()
  public static let top = UnitPoint()
  public static let bottom = UnitPoint()
}

/// "An alignment position for text along the horizontal axis."
public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }

/// "The visibility of a UI element."
public enum Visibility: Hashable, Sendable { case automatic, visible, hidden }

/// "The placement of a search field in a hierarchy."
public struct SearchFieldPlacement: Sendable {
  public static let automatic = SearchFieldPlacement()
}

/// "A type that defines the behavior of the submit trigger."
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}

/// "A semantic label describing the label of submission within a view hierarchy."
public struct SubmitLabel: Hashable, Sendable, CustomStringConvertible {
  public let description: String
  public static let done = SubmitLabel(description: "done")
  public static let go = SubmitLabel(description: "go")
  public static let join = SubmitLabel(description: "join")
  public static let next = SubmitLabel(description: "next")
  public static let `return` = SubmitLabel(description: "return")
  public static let search = SubmitLabel(description: "search")
  public static let send = SubmitLabel(description: "send")
  public static let `continue` = SubmitLabel(description: "continue")
}

/// "The kind of autocapitalization behavior applied during text input."
public struct TextInputAutocapitalization: Sendable {
  let name: String
  public static let never = TextInputAutocapitalization(name: "never")
  public static let words = TextInputAutocapitalization(name: "words")
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// "A type that describes the ability to select text."
public protocol TextSelectability {}

/// "A selectability value that makes text selectable."
public struct EnabledTextSelectability: TextSelectability {}

extension TextSelectability where Self == EnabledTextSelectability {
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

// MARK: Accessibility values

/// "A set of accessibility traits that describe how an element behaves."
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let isButton = AccessibilityTraits(rawValue: 1)
  public static let isHeader = AccessibilityTraits(rawValue: 2)
  public static let isSelected = AccessibilityTraits(rawValue: 4)
  public static let isStaticText = AccessibilityTraits(rawValue: 8)
  public static let isLink = AccessibilityTraits(rawValue: 16)
}

/// "Defines the behavior for the child elements of the new parent element."
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  /// "Any child accessibility elements become hidden."
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// "Any child accessibility element's properties are merged into the new accessibility element."
  public static let combine = AccessibilityChildBehavior(name: "combine")
  /// "Any child accessibility elements become children of the new accessibility element."
  public static let contain = AccessibilityChildBehavior(name: "contain")
}

// MARK: Animation

/// "An animation that drives the changes." The stand-in applies every change at once.
public struct Animation: Hashable, Sendable {
  let name: String
  public static let `default` = Animation(name: "default")
  public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut(\(duration))") }
}

/// "Returns the result of recomputing the view's body with the provided animation." Changes apply
/// at once: the stand-in draws nothing.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// "A transition that returns the input view, unmodified, as the output view."
public struct AnyTransition: Sendable {
  public static let opacity = AnyTransition()
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  public func combined(with other: AnyTransition) -> AnyTransition { self }
}

// MARK: Styles

/// The styles of a `Picker` (SwiftUI's style types, as the stand-in records them).
public enum PickerStyleKind: Hashable, Sendable { case menu, inline, segmented, wheel, automatic }
/// The styles of a `DatePicker`.
public enum DatePickerStyleKind: Hashable, Sendable { case compact, graphical, wheel, automatic }

/// "A type that specifies the appearance and interaction of all pickers within a view hierarchy."
public protocol PickerStyle: Sendable { var kind: PickerStyleKind { get } }
public struct MenuPickerStyle: PickerStyle { public var kind: PickerStyleKind { .menu } }
public struct InlinePickerStyle: PickerStyle { public var kind: PickerStyleKind { .inline } }
public struct SegmentedPickerStyle: PickerStyle { public var kind: PickerStyleKind { .segmented } }
public struct WheelPickerStyle: PickerStyle { public var kind: PickerStyleKind { .wheel } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { .init() }
}
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }

/// "A type that specifies the appearance and interaction of all date pickers within a view
/// hierarchy."
public protocol DatePickerStyle: Sendable { var kind: DatePickerStyleKind { get } }
public struct CompactDatePickerStyle: DatePickerStyle { public var kind: DatePickerStyleKind { .compact } }
public struct GraphicalDatePickerStyle: DatePickerStyle { public var kind: DatePickerStyleKind { .graphical } }
public struct WheelDatePickerStyle: DatePickerStyle { public var kind: DatePickerStyleKind { .wheel } }
extension DatePickerStyle where Self == CompactDatePickerStyle {
  public static var compact: CompactDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  public static var graphical: GraphicalDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
  public static var wheel: WheelDatePickerStyle { .init() }
}

/// "A protocol that describes the behavior and appearance of a list."
public protocol ListStyle: Sendable {}
public struct InsetGroupedListStyle: ListStyle {}
public struct DefaultListStyle: ListStyle {}
extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { .init() }
}
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }

/// "A specification for the appearance and interaction of a navigation view."
public protocol NavigationViewStyle: Sendable {}
public struct StackNavigationViewStyle: NavigationViewStyle {}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
  public static var stack: StackNavigationViewStyle { .init() }
}

/// "A value that describes the purpose of a button."
public struct ButtonRole: Hashable, Sendable {
  let name: String
  public static let cancel = ButtonRole(name: "cancel")
  public static let destructive = ButtonRole(name: "destructive")
}

/// "The date components that a date picker displays."
public struct DatePickerComponents: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let date = DatePickerComponents(rawValue: 1)
  public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// "A resolved position along the horizontal and vertical axes" of a toolbar item.
public struct ToolbarItemPlacement: Hashable, Sendable, CustomStringConvertible {
  public let description: String
  public static let automatic = ToolbarItemPlacement(description: "automatic")
  public static let bottomBar = ToolbarItemPlacement(description: "bottomBar")
  public static let confirmationAction = ToolbarItemPlacement(description: "confirmationAction")
  public static let keyboard = ToolbarItemPlacement(description: "keyboard")
  public static let navigationBarTrailing = ToolbarItemPlacement(description: "navigationBarTrailing")
  public static let primaryAction = ToolbarItemPlacement(description: "primaryAction")
}
