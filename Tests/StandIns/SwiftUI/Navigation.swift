import Foundation

// MARK: Navigation

/// The screens pushed in a navigation container, kept at its identity.
@MainActor
final class NavigationStorage {
  /// The links whose destinations are pushed, bottom first.
  var pushed: [IdentityPath] = []
  /// The destinations of the links shown in the current evaluation.
  var links: [IdentityPath: (RenderContext) -> [ViewNode]] = [:]
  /// The screen being evaluated (0: the root): a link pushes above its own screen.
  var depth = 0
  weak var host: ViewHost?

  func push(_ link: IdentityPath, from depth: Int) {
    pushed = Array(pushed.prefix(depth)) + [link]
    host?.invalidate()
  }

  /// Keeps the first `count` pushed screens.
  func pop(to count: Int) {
    guard count < pushed.count else { return }
    pushed = Array(pushed.prefix(max(0, count)))
    host?.invalidate()
  }
}

/// Shows a root view and the destinations pushed over it, the top one in front.
@MainActor
private func navigationContainer<Root: View>(_ root: Root, _ context: RenderContext) -> [ViewNode] {
  let storage = context.host.slot(StorageKey(path: context.path, slot: "navigation")) { NavigationStorage() }
  storage.host = context.host
  storage.links = [:]
  storage.depth = 0
  var inside = context
  inside.environment.navigation = storage
  let node = ViewNode(kind: .navigationStack, context: context)
  node.navigation = storage
  let rootScreen = ViewNode(kind: .screen, context: context)
  // A screen under a pushed one is not on screen: its views disappear (and appear again when
  // it is uncovered), as a navigation stack's do.
  var rootContext = inside.child("root")
  rootContext.environment.isCovered = !storage.pushed.isEmpty
  rootScreen.children = rootContext.render(root)
  var screens = [rootScreen]
  var index = 0
  while index < storage.pushed.count {
    let link = storage.pushed[index]
    // "A navigation link … whose destination is no longer shown" pops: its link went away.
    guard let destination = storage.links[link] else {
      storage.pushed = Array(storage.pushed.prefix(index))
      break
    }
    storage.depth = index + 1
    var screenContext = inside.child(["pushed", AnyHashable(link)] as [AnyHashable])
    screenContext.environment.isCovered = index + 1 < storage.pushed.count
    let kept = index
    screenContext.environment.dismiss = DismissAction { [weak storage] in storage?.pop(to: kept) }
    let screen = ViewNode(kind: .screen, context: screenContext)
    screen.children = destination(screenContext)
    screens.append(screen)
    index += 1
  }
  for screen in screens.dropLast() { screen.isCovered = true }
  node.children = screens
  return [node]
}

/// "A view that displays a root view and enables you to present additional views over the root
/// view."
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
  let root: Root
  public var body: Never { primitiveBody() }
  func render(_ context: RenderContext) -> [ViewNode] { navigationContainer(root, context) }
}

extension NavigationStack where Data == Never {
  public init(@ViewBuilder root: () -> Root) { self.root = root() }
}

/// "A view for presenting a stack of views that represents a visible path in a navigation
/// hierarchy."
public struct NavigationView<Content: View>: View, PrimitiveView {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { primitiveBody() }
  func render(_ context: RenderContext) -> [ViewNode] { navigationContainer(content, context) }
}

/// "A view that controls a navigation presentation." Outside a navigation container it does
/// nothing (SwiftUI shows it disabled).
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
  let destination: Destination
  let label: Label

  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.destination = destination()
    self.label = label()
  }

  public var body: Never { primitiveBody() }

  func render(_ context: RenderContext) -> [ViewNode] {
    let node = ViewNode(kind: .navigationLink, context: context)
    let label = context.child("label").render(self.label)
    for child in label { child.role = .label }
    node.children = label
    node.accessibilityTraits.insert(.isButton)
    guard let storage = context.environment.navigation else {
      node.isDisabled = true
      return [node]
    }
    let destination = self.destination
    let path = context.path
    let depth = storage.depth
    storage.links[path] = { at in at.render(destination) }
    node.action = { storage.push(path, from: depth) }
    return [node]
  }
}

// MARK: Toolbar

/// "Conforming types represent items that can be placed in various locations in a toolbar."
@MainActor
public protocol ToolbarContent {
  associatedtype Body: ToolbarContent
  @ToolbarContentBuilder var body: Body { get }
}

@MainActor
protocol PrimitiveToolbarContent {
  func render(_ context: RenderContext) -> [ViewNode]
}

extension Never: ToolbarContent {}

/// "A model that represents an item which can be placed in the toolbar or navigation bar."
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content
  public var body: Never { fatalError("ToolbarItem is primitive") }
  func render(_ context: RenderContext) -> [ViewNode] {
    let node = ViewNode(kind: .toolbarItem, context: context)
    node.toolbarPlacement = placement
    node.children = context.render(content)
    return [node]
  }
}

extension ToolbarItem where ID == () {
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

/// "A model that represents a group of toolbar items which can be placed in the toolbar."
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
  public var body: Never { fatalError("ToolbarItemGroup is primitive") }
  func render(_ context: RenderContext) -> [ViewNode] {
    let node = ViewNode(kind: .toolbarItem, context: context)
    node.toolbarPlacement = placement
    node.children = context.render(content)
    return [node]
  }
}

/// Several toolbar items.
public struct TupleToolbarContent<T>: ToolbarContent, PrimitiveToolbarContent {
  let parts: [@MainActor (RenderContext) -> [ViewNode]]
  public var body: Never { fatalError("TupleToolbarContent is primitive") }
  func render(_ context: RenderContext) -> [ViewNode] {
    parts.enumerated().flatMap { index, part in part(context.child(index)) }
  }
}

@MainActor
private func renderToolbar<C: ToolbarContent>(_ content: C, _ context: RenderContext) -> [ViewNode] {
  if let primitive = content as? any PrimitiveToolbarContent { return primitive.render(context) }
  return renderToolbar(content.body, context.child(ObjectIdentifier(C.self)))
}

/// "Constructs a toolbar item set from multi-expression closures."
@MainActor
@resultBuilder
public enum ToolbarContentBuilder {
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
    -> TupleToolbarContent<(repeat each Content)>
  {
    var parts: [@MainActor (RenderContext) -> [ViewNode]] = []
    for part in repeat each content {
      parts.append { context in renderToolbar(part, context) }
    }
    return TupleToolbarContent(parts: parts)
  }
}

extension View {
  /// "Populates the toolbar or navigation bar with the specified items."
  public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
    let items = content()
    return modifier(
      NodeModifier { content, context in
        let node = single(content(context), context)
        let toolbar = renderToolbar(items, context.child("toolbar"))
        for item in toolbar { item.role = .toolbar }
        node.children += toolbar
        return [node]
      })
  }

  /// "Populates the toolbar or navigation bar with the specified items" (views, in the automatic
  /// place).
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    let items = content()
    return toolbar { ToolbarItem(placement: .automatic) { items } }
  }
}

// MARK: Presentations

/// Shows `actions` (and `message`) over the view while `isPresented` is true.
@MainActor
private func presentation<A: View, M: View>(
  _ kind: ViewNode.Kind, title: Text, isPresented: Binding<Bool>, actions: A, message: M?,
  content: (RenderContext) -> [ViewNode], context: RenderContext
) -> [ViewNode] {
  let node = single(content(context), context)
  guard isPresented.wrappedValue else { return [node] }
  let shown = ViewNode(kind: kind, context: context.child("presentation"))
  shown.role = .presentation
  shown.string = title.string
  var inside = context.child("presentation")
  inside.environment.presentationDismiss = { isPresented.wrappedValue = false }
  inside.environment.isEnabled = true
  var buttons = inside.child("actions").render(actions)
  // An alert without actions: "the system includes a standard 'OK' action"; a dialog on iPhone
  // always offers a way out: a Cancel button when none has the cancel role.
  if kind == .alert && buttons.isEmpty {
    buttons = inside.child("ok").render(Button("OK", role: .cancel) {})
  } else if kind == .confirmationDialog && !buttons.contains(where: { $0.buttonRole == .cancel }) {
    buttons += inside.child("cancel").render(Button("Cancel", role: .cancel) {})
  }
  shown.children = buttons
  if let message {
    let text = inside.child("message").render(message)
    for child in text { child.role = .message }
    shown.children += text
  }
  node.children.append(shown)
  return [node]
}

extension View {
  /// "Presents an alert when a given condition is true": "When the user presses or taps one of
  /// the alert's actions, the system sets this value to `false` and dismisses."
  public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
    let actions = actions()
    return modifier(
      NodeModifier { content, context in
        presentation(
          .alert, title: title, isPresented: isPresented, actions: actions, message: EmptyView?.none,
          content: content, context: context)
      })
  }

  /// "Presents an alert with a message when a given condition is true."
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    let actions = actions()
    let message = message()
    return modifier(
      NodeModifier { content, context in
        presentation(
          .alert, title: title, isPresented: isPresented, actions: actions, message: message, content: content,
          context: context)
      })
  }

  /// "Presents a confirmation dialog when a given condition is true."
  public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    let actions = actions()
    return modifier(
      NodeModifier { content, context in
        presentation(
          .confirmationDialog, title: title, isPresented: isPresented, actions: actions,
          message: EmptyView?.none, content: content, context: context)
      })
  }

  /// "Presents a confirmation dialog with a message when a given condition is true."
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    let actions = actions()
    let message = message()
    return modifier(
      NodeModifier { content, context in
        presentation(
          .confirmationDialog, title: title, isPresented: isPresented, actions: actions, message: message,
          content: content, context: context)
      })
  }
}

// MARK: Scrolling

/// "A proxy value that supports programmatic scrolling of the scrollable views within a view
/// hierarchy." The stand-in records the requests (nothing scrolls).
@MainActor
public struct ScrollViewProxy {
  let storage: ScrollRecord
  /// "Scans all scroll views contained by the proxy for the first with a child view with
  /// identifier `id`, and then scrolls to that view."
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    storage.targets.append(AnyHashable(id))
  }
}

@MainActor
final class ScrollRecord {
  var targets: [AnyHashable] = []
}

/// "A view that provides programmatic scrolling, by working with a proxy to scroll to known child
/// views."
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
  let content: (ScrollViewProxy) -> Content
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
  public var body: Never { primitiveBody() }
  func render(_ context: RenderContext) -> [ViewNode] {
    let record = context.host.slot(StorageKey(path: context.path, slot: "scroll")) { ScrollRecord() }
    context.host.scrollRecords.append(record)
    return context.render(content(ScrollViewProxy(storage: record)))
  }
}

extension ViewHost {
  /// The ids the views asked to scroll to (`ScrollViewProxy.scrollTo`), oldest first.
  public var scrollTargets: [AnyHashable] { scrollRecords.flatMap(\.targets) }
}
