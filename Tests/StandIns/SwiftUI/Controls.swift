import Foundation

/// "The key for a string in a localization table." The stand-in shows the key itself.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
  let key: String
  public init(_ value: String) { key = value }
  public init(stringLiteral value: String) { key = value }
}

/// "A view that displays one or more lines of read-only text."
public struct Text: View, PrimitiveView, Equatable {
  var string: String
  var color: Color?
  var ownFont: Font?
  var label: String?

  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)
  {
    string = key.key
  }
  @_disfavoredOverload public init<S: StringProtocol>(_ content: S) { string = String(content) }
  public init(verbatim content: String) { string = content }

  public var body: Never { primitiveBody() }

  /// "Concatenates the text in two text views in a new text view." The colour of the first part
  /// is the text's.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var joined = lhs
    joined.string += rhs.string
    return joined
  }

  /// "Sets the color of the text displayed by this view."
  public func foregroundColor(_ color: Color?) -> Text {
    var copy = self
    copy.color = color
    return copy
  }

  /// "Sets the default font for text in the view."
  public func font(_ font: Font?) -> Text {
    var copy = self
    copy.ownFont = font
    return copy
  }

  /// "Adds a label to the view that describes its contents."
  public func accessibilityLabel(_ label: Text) -> Text {
    var copy = self
    copy.label = label.string
    return copy
  }

  func render(_ context: RenderContext) -> [ViewNode] {
    let node = ViewNode(kind: .text, context: context)
    node.string = string
    if let color { node.foregroundColor = color }
    if let ownFont { node.font = ownFont }
    node.accessibilityLabel = label
    node.accessibilityTraits.insert(.isStaticText)
    return [node]
  }
}

/// Builds a control's node: its label under it, in the `label` role.
@MainActor
private func control(_ kind: ViewNode.Kind, _ context: RenderContext, label: [ViewNode]) -> ViewNode {
  let node = ViewNode(kind: kind, context: context)
  for child in label { child.role = .label }
  node.children = label
  node.labelsHidden = context.environment.labelsHidden
  return node
}

/// "A control that initiates an action."
public struct Button<Label: View>: View, PrimitiveView {
  let role: ButtonRole?
  let action: @MainActor () -> Void
  let label: Label

  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.role = role
    self.action = action
    self.label = label()
  }

  public var body: Never { primitiveBody() }

  func render(_ context: RenderContext) -> [ViewNode] {
    let node = control(.button, context, label: context.child("label").render(label))
    let action = self.action
    let dismiss = context.environment.presentationDismiss
    // In an alert or a dialog: "When the user presses or taps one of the alert's actions, the
    // system sets this value to `false` and dismisses."
    node.action = {
      action()
      dismiss?()
    }
    node.buttonRole = role
    node.accessibilityTraits.insert(.isButton)
    return [node]
  }
}

extension Button where Label == Text {
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) { Text(titleKey) }
  }
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) { Text(title) }
  }
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.init(role: role, action: action) { Text(titleKey) }
  }
  @_disfavoredOverload public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

/// "A button that toggles the edit mode environment value."
public struct EditButton: View, PrimitiveView {
  public init() {}
  public var body: Never { primitiveBody() }
  func render(_ context: RenderContext) -> [ViewNode] { [ViewNode(kind: .editButton, context: context)] }
}

/// "A control that toggles between on and off states."
public struct Toggle<Label: View>: View, PrimitiveView {
  let isOn: Binding<Bool>
  let label: Label

  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  public var body: Never { primitiveBody() }

  func render(_ context: RenderContext) -> [ViewNode] {
    let node = control(.toggle, context, label: context.child("label").render(label))
    node.value = isOn.wrappedValue
    let isOn = self.isOn
    node.setBool = { isOn.wrappedValue = $0 }
    return [node]
  }
}

/// A text input: a field, a secure field, an editor.
@MainActor
private func textInput(_ kind: ViewNode.Kind, _ context: RenderContext, placeholder: String?, text: Binding<String>)
  -> [ViewNode]
{
  let node = ViewNode(kind: kind, context: context)
  node.placeholder = placeholder
  node.value = text.wrappedValue
  node.setText = { text.wrappedValue = $0 }
  node.submitLabel = context.environment.submitLabel
  node.submitActions = context.environment.submitActions
  node.autocorrectionDisabled = context.environment.autocorrectionDisabled
  return [node]
}

/// "A control that displays an editable text interface."
public struct TextField<Label: View>: View, PrimitiveView {
  let title: String
  let text: Binding<String>
  let axis: Axis

  public var body: Never { primitiveBody() }

  func render(_ context: RenderContext) -> [ViewNode] {
    textInput(.textField, context, placeholder: title, text: text)
  }
}

extension TextField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    title = titleKey.key
    self.text = text
    axis = .horizontal
  }
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.title = String(title)
    self.text = text
    axis = .horizontal
  }
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.title = String(title)
    self.text = text
    self.axis = axis
  }
}

/// "A control into which people securely enter private text."
public struct SecureField<Label: View>: View, PrimitiveView {
  let title: String
  let text: Binding<String>
  public var body: Never { primitiveBody() }
  func render(_ context: RenderContext) -> [ViewNode] {
    textInput(.secureField, context, placeholder: title, text: text)
  }
}

extension SecureField where Label == Text {
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.title = String(title)
    self.text = text
  }
}

/// "A view that can display and edit long-form text."
public struct TextEditor: View, PrimitiveView {
  let text: Binding<String>
  public init(text: Binding<String>) { self.text = text }
  public var body: Never { primitiveBody() }
  func render(_ context: RenderContext) -> [ViewNode] {
    textInput(.textEditor, context, placeholder: nil, text: text)
  }
}

/// "A control that performs increment and decrement actions."
public struct Stepper<Label: View>: View, PrimitiveView {
  let label: Label
  let onIncrement: (() -> Void)?
  let onDecrement: (() -> Void)?

  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    self.onIncrement = onIncrement
    self.onDecrement = onDecrement
  }

  public var body: Never { primitiveBody() }

  func render(_ context: RenderContext) -> [ViewNode] {
    let node = control(.stepper, context, label: context.child("label").render(label))
    if let onIncrement { node.incrementAction = { onIncrement() } }
    if let onDecrement { node.decrementAction = { onDecrement() } }
    return [node]
  }
}

/// "A control for selecting a value from a bounded linear range of values."
public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?
  public var body: Never { primitiveBody() }

  func render(_ context: RenderContext) -> [ViewNode] {
    let node = ViewNode(kind: .slider, context: context)
    node.value = value.wrappedValue
    node.sliderRange = bounds
    node.sliderStep = step
    let value = self.value
    node.setDouble = { value.wrappedValue = $0 }
    return [node]
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    step = nil
  }

  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = Double(step)
  }
}

/// "A control for selecting from a set of mutually exclusive values."
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let selection: Binding<SelectionValue>
  let content: Content
  let label: Label

  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  public var body: Never { primitiveBody() }

  func render(_ context: RenderContext) -> [ViewNode] {
    let node = control(.picker, context, label: context.child("label").render(label))
    node.pickerStyle = context.environment.pickerStyle
    let shown = context.child("content").render(content)
    // Options are the content's views tagged with a value of the selection's type.
    var options: [ViewNode.Option] = []
    func collect(_ nodes: [ViewNode]) {
      for option in nodes {
        if let tag = option.tag {
          if tag.base is SelectionValue { options.append(.init(tag: tag, text: option.texts.joined(separator: " "))) }
        } else {
          collect(option.children)
        }
      }
    }
    collect(shown)
    node.options = options
    let current = AnyHashable(selection.wrappedValue)
    node.value = current
    // A selection no option is tagged with is undefined, except `nil` for an optional selection:
    // nothing is selected (a segmented control shows no segment selected).
    let selected = Mirror(reflecting: selection.wrappedValue)
    let isNoSelection = selected.displayStyle == .optional && selected.children.isEmpty
    if !isNoSelection && !options.contains(where: { $0.tag == current }) {
      context.host.record(
        "Picker: the selection \"\(selection.wrappedValue)\" is invalid and does not have an associated tag, this will give undefined results."
      )
    }
    let selection = self.selection
    node.setSelection = { tag in
      guard let value = tag.base as? SelectionValue else { throw ViewHostError("tag \(tag) is not a selection value") }
      selection.wrappedValue = value
    }
    return [node]
  }
}

extension Picker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }
  @_disfavoredOverload public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

/// "A control for selecting an absolute date."
public struct DatePicker<Label: View>: View, PrimitiveView {
  let selection: Binding<Date>
  let lower: Date?
  let upper: Date?
  let components: DatePickerComponents
  let label: Label

  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection, nil, nil, displayedComponents, label())
  }
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection, range.lowerBound, range.upperBound, displayedComponents, label())
  }
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection, range.lowerBound, nil, displayedComponents, label())
  }
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection, nil, range.upperBound, displayedComponents, label())
  }

  private init(
    _ selection: Binding<Date>, _ lower: Date?, _ upper: Date?, _ components: DatePickerComponents, _ label: Label
  ) {
    self.selection = selection
    self.lower = lower
    self.upper = upper
    self.components = components
    self.label = label
  }

  public var body: Never { primitiveBody() }

  func render(_ context: RenderContext) -> [ViewNode] {
    let node = control(.datePicker, context, label: context.child("label").render(label))
    node.value = selection.wrappedValue
    node.dateRange = (lower, upper)
    node.displayedComponents = components
    node.datePickerStyle = context.environment.datePickerStyle
    let selection = self.selection
    node.setDate = { selection.wrappedValue = $0 }
    return [node]
  }
}

/// "A standard label for user interface items, consisting of an icon with a title."
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
  let title: Title
  let icon: Icon

  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: Never { primitiveBody() }

  func render(_ context: RenderContext) -> [ViewNode] {
    let node = ViewNode(kind: .label, context: context)
    node.children = context.child("icon").render(icon) + context.child("title").render(title)
    node.systemImage = node.children.first { $0.kind == .image }?.systemImage
    return [node]
  }
}

extension Label where Title == Text, Icon == Image {
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
}

/// "A container for attaching a label to a value-bearing view."
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
  let label: Label
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  public var body: Never { primitiveBody() }

  func render(_ context: RenderContext) -> [ViewNode] {
    let node = control(.labeledContent, context, label: context.child("label").render(label))
    node.children += context.child("content").render(content)
    return [node]
  }
}

/// "A view that shows the progress toward completion of a task."
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
  let value: Double?
  public var body: Never { primitiveBody() }
  func render(_ context: RenderContext) -> [ViewNode] {
    let node = ViewNode(kind: .progressView, context: context)
    node.value = value
    return [node]
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  public init() { value = nil }
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.value = value.map { total > 0 ? Double($0) / Double(total) : 0 }
  }
}

/// "A view that displays an image."
public struct Image: View, PrimitiveView {
  let name: String
  public init(systemName: String) { name = systemName }
  public var body: Never { primitiveBody() }
  func render(_ context: RenderContext) -> [ViewNode] {
    let node = ViewNode(kind: .image, context: context)
    node.systemImage = name
    return [node]
  }
}

/// "A flexible space that expands along the major axis of its containing stack layout."
public struct Spacer: View, PrimitiveView {
  public init(minLength: CGFloat? = nil) {}
  public var body: Never { primitiveBody() }
  func render(_ context: RenderContext) -> [ViewNode] { [] }
}

/// A container that shows its content in a node of `kind`.
@MainActor
private func container(_ kind: ViewNode.Kind, _ context: RenderContext, _ content: [ViewNode]) -> [ViewNode] {
  let node = ViewNode(kind: kind, context: context)
  node.children = content
  return [node]
}

/// "A view that arranges its subviews in a vertical line."
public struct VStack<Content: View>: View, PrimitiveView {
  let content: Content
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public var body: Never { primitiveBody() }
  func render(_ context: RenderContext) -> [ViewNode] { container(.vStack, context, context.render(content)) }
}

/// "A view that arranges its subviews in a horizontal line."
public struct HStack<Content: View>: View, PrimitiveView {
  let content: Content
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public var body: Never { primitiveBody() }
  func render(_ context: RenderContext) -> [ViewNode] { container(.hStack, context, context.render(content)) }
}

/// "A view that overlays its subviews, aligning them in both axes."
public struct ZStack<Content: View>: View, PrimitiveView {
  let content: Content
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { primitiveBody() }
  func render(_ context: RenderContext) -> [ViewNode] { container(.zStack, context, context.render(content)) }
}

/// "A container that presents rows of data arranged in a single column."
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let content: Content
  public var body: Never { primitiveBody() }
  func render(_ context: RenderContext) -> [ViewNode] { container(.list, context, context.render(content)) }
}

extension List where SelectionValue == Never {
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }
}

/// "A container for grouping controls used for data entry."
public struct Form<Content: View>: View, PrimitiveView {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { primitiveBody() }
  func render(_ context: RenderContext) -> [ViewNode] { container(.form, context, context.render(content)) }
}

/// "A container view that you can use to add hierarchy within certain views."
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
  let header: Parent
  let content: Content
  let footer: Footer

  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer)
  {
    self.content = content()
    self.header = header()
    self.footer = footer()
  }

  public var body: Never { primitiveBody() }

  func render(_ context: RenderContext) -> [ViewNode] {
    let node = ViewNode(kind: .section, context: context)
    let header = context.child("header").render(self.header)
    let footer = context.child("footer").render(self.footer)
    for child in header { child.role = .header }
    for child in footer { child.role = .footer }
    node.children = header + context.child("content").render(content) + footer
    return [node]
  }
}

extension Section where Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header) { EmptyView() }
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }) { EmptyView() }
  }
}

/// "A pop-up menu of buttons."
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
  let content: Content
  let label: Label

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  public var body: Never { primitiveBody() }

  func render(_ context: RenderContext) -> [ViewNode] {
    let node = control(.menu, context, label: context.child("label").render(label))
    let items = context.child("content").render(content)
    for item in items { item.role = .menuItem }
    node.children += items
    node.accessibilityTraits.insert(.isButton)
    return [node]
  }
}

// MARK: ForEach

/// "A type of view that generates views from an underlying collection of data."
public protocol DynamicViewContent: View {
  associatedtype Data: Collection
  var data: Data { get }
}

/// "A structure that computes views on demand from an underlying collection of identified data."
///
/// Each element is its own identity (its id): state follows the element when the data moves,
/// and goes when the element goes.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: DynamicViewContent, PrimitiveView {
  public var data: Data
  let id: (Data.Element) -> ID
  public var content: (Data.Element) -> Content

  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.id = { $0[keyPath: id] }
    self.content = content
  }

  public var body: Never { primitiveBody() }

  func render(_ context: RenderContext) -> [ViewNode] {
    var rows = context
    let actions = context.environment.listEditActions
    rows.environment.listEditActions = nil
    var seen: Set<ID> = []
    var nodes: [ViewNode] = []
    let count = data.count
    for (index, element) in data.enumerated() {
      let id = self.id(element)
      if !seen.insert(id).inserted {
        context.host.record(
          "ForEach<\(Data.self), \(ID.self), …>: the ID \(id) occurs multiple times within the collection, this will give undefined results!"
        )
      }
      let made = rows.child(AnyHashable(id)).render(content(element))
      for node in made {
        node.id = AnyHashable(id)
        node.listRow = ListRow(index: index, count: count, onDelete: actions?.onDelete, onMove: actions?.onMove)
      }
      nodes += made
    }
    return nodes
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.id = { $0.id }
    self.content = content
  }
}

/// A `ForEach` with its edit actions.
public struct EditableContent<Base: DynamicViewContent>: DynamicViewContent, PrimitiveView {
  let base: Base
  let change: (inout ListEditActions) -> Void
  public var data: Base.Data { base.data }
  public var body: Never { primitiveBody() }

  func render(_ context: RenderContext) -> [ViewNode] {
    var changed = context
    var actions = context.environment.listEditActions ?? ListEditActions()
    change(&actions)
    changed.environment.listEditActions = actions
    return changed.render(base)
  }
}

extension DynamicViewContent {
  /// "Sets the deletion action for the dynamic view." `nil` offers no deletion.
  public func onDelete(perform action: Optional<(IndexSet) -> Void>) -> EditableContent<Self> {
    EditableContent(base: self) { $0.onDelete = action }
  }

  /// "Sets the move action for the dynamic view." `nil` offers no move.
  public func onMove(perform action: Optional<(IndexSet, Int) -> Void>) -> EditableContent<Self> {
    EditableContent(base: self) { $0.onMove = action }
  }
}
