import Foundation

/// A modifier that changes nothing the stand-in shows (layout, drawing, animation).
private struct Unmodeled: ViewModifier, PrimitiveModifier {
  func body(content: Content) -> Never { primitiveBody() }
  func apply(_ content: (RenderContext) -> [ViewNode], _ context: RenderContext) -> [ViewNode] { content(context) }
}

extension View {
  // MARK: Layout and drawing (not modeled)

  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { modifier(Unmodeled()) }
  public func padding(_ length: CGFloat) -> some View { modifier(Unmodeled()) }
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { modifier(Unmodeled()) }
  public func layoutPriority(_ value: Double) -> some View { modifier(Unmodeled()) }
  public func lineLimit(_ number: Int?) -> some View { modifier(Unmodeled()) }
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { modifier(Unmodeled()) }
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { modifier(Unmodeled()) }
  public func monospacedDigit() -> some View { modifier(Unmodeled()) }
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { modifier(Unmodeled()) }
  public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(Unmodeled())
  }
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> some View
  { modifier(Unmodeled()) }
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { modifier(Unmodeled()) }
  public func transition(_ transition: AnyTransition) -> some View { modifier(Unmodeled()) }
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { modifier(Unmodeled()) }
  public func listStyle<S: ListStyle>(_ style: S) -> some View { modifier(Unmodeled()) }
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { modifier(Unmodeled()) }

  public func opacity(_ opacity: Double) -> some View { attributes { node, _ in node.opacity *= opacity } }

  // MARK: Environment

  /// "Sets the environment value of the specified key path to the given value."
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    transformingEnvironment { $0[keyPath: keyPath] = value }
  }

  /// "Adds a condition that controls whether users can interact with this view." It holds for
  /// everything under the view: "the disabled state … propagates to the view's descendants".
  public func disabled(_ disabled: Bool) -> some View {
    transformingEnvironment { $0.isEnabled = $0.isEnabled && !disabled }
  }

  public func foregroundColor(_ color: Color?) -> some View { transformingEnvironment { $0.foregroundColor = color } }
  public func font(_ font: Font?) -> some View { transformingEnvironment { $0.font = font } }
  /// "Sets the tint color within this view": inherited by the controls under it.
  public func tint(_ tint: Color?) -> some View { transformingEnvironment { $0.tint = tint } }
  /// "Transforms the environment value of the specified key path with the given function."
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    transformingEnvironment { transform(&$0[keyPath: keyPath]) }
  }
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    transformingEnvironment { $0.pickerStyle = style.kind }
  }
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    transformingEnvironment { $0.datePickerStyle = style.kind }
  }
  /// "Hides the labels of any controls contained within this view."
  public func labelsHidden() -> some View { transformingEnvironment { $0.labelsHidden = true } }
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
    transformingEnvironment { $0.submitLabel = submitLabel }
  }
  public func disableAutocorrection(_ disable: Bool?) -> some View {
    transformingEnvironment { $0.autocorrectionDisabled = disable }
  }
  /// "Adds a condition for whether the view's view hierarchy is deletable."
  public func deleteDisabled(_ isDisabled: Bool) -> some View {
    transformingEnvironment { $0.deleteDisabled = isDisabled }
  }
  /// "Adds a condition for whether the view's view hierarchy is movable."
  public func moveDisabled(_ isDisabled: Bool) -> some View { transformingEnvironment { $0.moveDisabled = isDisabled } }

  /// "Adds an action to perform when the user submits a value to this view."
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
    transformingEnvironment { $0.submitActions.append(action) }
  }

  // MARK: Accessibility

  public func accessibilityLabel(_ label: Text) -> some View {
    attributes { node, _ in node.accessibilityLabel = label.string }
  }
  @_disfavoredOverload public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    attributes { node, _ in node.accessibilityLabel = String(label) }
  }
  public func accessibilityValue(_ value: Text) -> some View {
    attributes { node, _ in node.accessibilityValue = value.string }
  }
  public func accessibilityHint(_ hint: Text) -> some View {
    attributes { node, _ in node.accessibilityHint = hint.string }
  }
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    attributes { node, _ in node.accessibilityIdentifier = identifier }
  }
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    attributes { node, _ in node.accessibilityTraits.formUnion(traits) }
  }
  /// "Specifies whether to hide this view from system accessibility features."
  public func accessibilityHidden(_ hidden: Bool) -> some View {
    attributes { node, _ in if hidden { node.isAccessibilityHiddenHere = true } }
  }
  /// "Creates a new accessibility element, or modifies the AccessibilityChildBehavior of the
  /// existing accessibility element": several views become one element.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    modifier(
      NodeModifier { content, context in
        let node = single(content(context), context)
        node.accessibilityChildren = children
        return [node]
      })
  }

  // MARK: Identity and tags

  /// "Binds a view's identity to the given proxy value": another value is another view, whose
  /// state starts again.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    modifier(
      NodeModifier { content, context in
        let nodes = content(context.child(["explicit id", AnyHashable(id)] as [AnyHashable]))
        for node in nodes { node.id = AnyHashable(id) }
        return nodes
      })
  }

  /// "Sets the unique tag value of this view": how a picker knows its options.
  public func tag<V: Hashable>(_ tag: V) -> some View { attributes { node, _ in node.tag = AnyHashable(tag) } }

  // MARK: Interaction

  /// "Adds an action to perform when this view recognizes a tap gesture."
  public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
    attributes { node, _ in node.tapGestures.append(action) }
  }

  /// "Configures whether this view participates in hit test operations."
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    attributes { node, _ in if !enabled { node.allowsHitTesting = false } }
  }

  /// "Modifies this view by binding its focus state to the given state value."
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
    modifier(
      NodeModifier { content, context in
        let attachment = FocusAttachment(binding, equals: value)
        context.host.focusBindings.append(attachment)
        let nodes = content(context)
        for node in nodes { node.focusAttachment = attachment }
        return nodes
      })
  }

  /// "Modifies this view by binding its focus state to the given Boolean state value."
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View { focused(condition, equals: true) }

  // MARK: Lifecycle

  /// "Adds an action to perform before this view appears": once per appearance of the view's
  /// identity, not on every evaluation.
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(
      NodeModifier { content, context in
        if let action, !context.environment.isCovered { context.host.onAppear(at: context.path, action) }
        return content(context)
      })
  }

  /// "Adds an action to perform after this view disappears."
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(
      NodeModifier { content, context in
        if let action, !context.environment.isCovered { context.host.onDisappear(at: context.path, action) }
        return content(context)
      })
  }

  /// "Adds an action to perform when the given value changes." It does not run for the value
  /// the view first appears with.
  public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void)
    -> some View
  {
    modifier(
      NodeModifier { content, context in
        context.host.onChange(of: value, at: context.path, action)
        return content(context)
      })
  }

  /// "Adds an asynchronous task to perform before this view appears." It is cancelled when the
  /// view disappears.
  public func task(
    priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    task(id: 0, priority: priority, action)
  }

  /// "Adds a task to perform before this view appears or when a specified value changes": a
  /// change of `value` cancels the running task and starts a new one.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    modifier(
      NodeModifier { content, context in
        if !context.environment.isCovered { context.host.task(id: value, at: context.path, action) }
        return content(context)
      })
  }

  // MARK: Layers

  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content overlay: () -> V) -> some View {
    let overlay = overlay()
    return modifier(
      NodeModifier { content, context in
        let node = single(content(context), context)
        let layer = context.child("overlay").render(overlay)
        for child in layer { child.role = .overlay }
        node.children += layer
        return [node]
      })
  }

  /// "Adds custom swipe actions to a row in a list." The buttons are the row's, in the
  /// `swipeAction` role; "When you set a swipe action on a row, SwiftUI no longer synthesizes
  /// the Delete actions that otherwise appear when using the onDelete(perform:) method"
  /// (``ViewNode/delete()`` refuses).
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View {
    let actions = content()
    return modifier(
      NodeModifier { content, context in
        let node = single(content(context), context)
        let layer = context.child("swipe.\(edge)").render(actions)
        for child in layer {
          child.role = .swipeAction
          child.swipeEdge = edge
        }
        node.children += layer
        if allowsFullSwipe { node.fullSwipeEdges.insert(edge) }
        return [node]
      })
  }

  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content background: () -> V)
    -> some View
  {
    let background = background()
    return modifier(
      NodeModifier { content, context in
        let node = single(content(context), context)
        let layer = context.child("background").render(background)
        for child in layer { child.role = .background }
        node.children += layer
        return [node]
      })
  }

  // MARK: Navigation

  public func navigationTitle(_ title: Text) -> some View {
    attributes { node, _ in node.navigationTitle = title.string }
  }
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }
  @_disfavoredOverload public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(Text(title))
  }

  /// "Marks this view as searchable, which configures the display of a search field."
  public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil)
    -> some View
  {
    modifier(
      NodeModifier { content, context in
        let node = single(content(context), context)
        let field = ViewNode(kind: .searchField, context: context.child("search"))
        field.value = text.wrappedValue
        field.placeholder = prompt?.string
        field.setText = { text.wrappedValue = $0 }
        field.role = .header
        node.children.insert(field, at: 0)
        return [node]
      })
  }
}
