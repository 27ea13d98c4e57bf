// Test-only stand-in for SwiftUI on Linux (Package.swift declares it there only): views are
// values whose `body` a `ViewHost` evaluates into a tree of `ViewNode`s that tests read and drive.
// It models SwiftUI's documented semantics the renderers rely on (identity, state, environment,
// updates); it has no layout, drawing or animation. See Tests/StandIns/README.md.

/// "A type that represents part of your app's user interface and provides modifiers that you use
/// to configure views."
@MainActor
public protocol View {
  associatedtype Body: View
  /// "The content and behavior of the view."
  @ViewBuilder @MainActor var body: Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("Never has no body") }
}

/// A view the host renders itself (its `Body` is `Never`).
@MainActor
protocol PrimitiveView {
  func render(_ context: RenderContext) -> [ViewNode]
}

extension PrimitiveView {
  /// Primitive views have no body: the host never asks for it.
  func primitiveBody() -> Never { fatalError("\(Self.self) is a primitive view: it has no body") }
}

// MARK: Builder

/// "A custom parameter attribute that constructs views from closures."
@MainActor
@resultBuilder
public enum ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  {
    var parts: [@MainActor (RenderContext) -> [ViewNode]] = []
    for part in repeat each content {
      parts.append { context in context.render(part) }
    }
    return TupleView(value: (repeat each content), parts: parts)
  }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// "A View created from a swift tuple of View values." Each element is its own position.
public struct TupleView<T>: View, PrimitiveView {
  public var value: T
  let parts: [@MainActor (RenderContext) -> [ViewNode]]

  init(value: T, parts: [@MainActor (RenderContext) -> [ViewNode]]) {
    self.value = value
    self.parts = parts
  }

  public var body: Never { primitiveBody() }

  func render(_ context: RenderContext) -> [ViewNode] {
    parts.enumerated().flatMap { index, part in part(context.child(index)) }
  }
}

/// The two branches of an `if`/`else` or `switch` in a view builder: each branch is its own
/// identity, so state does not carry from one to the other.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
  public var body: Never { primitiveBody() }

  func render(_ context: RenderContext) -> [ViewNode] {
    switch storage {
    case .trueContent(let content): return context.child("true").render(content)
    case .falseContent(let content): return context.child("false").render(content)
    }
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { fatalError("Optional is a primitive view") }
}

extension Optional: PrimitiveView where Wrapped: View {
  func render(_ context: RenderContext) -> [ViewNode] {
    guard let self else { return [] }
    return context.child("some").render(self)
  }
}

/// "A view that doesn't contain any content."
public struct EmptyView: View, PrimitiveView {
  public init() {}
  public var body: Never { primitiveBody() }
  func render(_ context: RenderContext) -> [ViewNode] { [] }
}

/// "A type-erased view." A view of another type at the same place is another identity.
public struct AnyView: View, PrimitiveView {
  let type: ObjectIdentifier
  let make: (RenderContext) -> [ViewNode]

  public init<V: View>(_ view: V) {
    type = ObjectIdentifier(V.self)
    make = { context in context.render(view) }
  }

  public var body: Never { primitiveBody() }
  func render(_ context: RenderContext) -> [ViewNode] { make(context.child(type)) }
}

/// "A type that collects multiple instances of a content type … into a single unit."
public struct Group<Content: View>: View, PrimitiveView {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { primitiveBody() }
  func render(_ context: RenderContext) -> [ViewNode] { context.render(content) }
}

// MARK: Modifiers

/// "A modifier that you apply to a view or another view modifier, producing a different version
/// of the original value."
@MainActor
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder @MainActor func body(content: Content) -> Body
}

/// A modifier the host applies itself.
@MainActor
protocol PrimitiveModifier {
  func apply(_ content: (RenderContext) -> [ViewNode], _ context: RenderContext) -> [ViewNode]
}

extension PrimitiveModifier {
  func primitiveBody() -> Never { fatalError("\(Self.self) is a primitive modifier: it has no body") }
}

/// The content a modifier's `body(content:)` receives: the view it modifies.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  public var body: Never { primitiveBody() }
  func render(_ context: RenderContext) -> [ViewNode] {
    guard let content = context.modifierContent else {
      context.host.record("a modifier's content was shown outside the modifier's body")
      return []
    }
    return content(context)
  }
}

/// "A value with a modifier applied to it."
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
  public var body: Never { fatalError("ModifiedContent is a primitive view") }

  func render(_ context: RenderContext) -> [ViewNode] {
    let inner = context.child(ObjectIdentifier(Modifier.self))
    let content = self.content
    let renderContent: (RenderContext) -> [ViewNode] = { at in at.render(content) }
    if let primitive = modifier as? any PrimitiveModifier {
      return primitive.apply({ at in renderContent(at.child(ObjectIdentifier(Modifier.self))) }, context)
    }
    // A modifier of the app's: its dynamic properties live at its position, and its content is
    // shown where its body puts it, in the environment there.
    let outerContent = context.modifierContent
    context.host.install(modifier, at: context.child("state"))
    var bodyContext = inner
    bodyContext.modifierContent = { at in
      var placed = at.child("content")
      placed.modifierContent = outerContent
      return renderContent(placed)
    }
    let modifier = self.modifier
    let body = context.host.evaluate { modifier.body(content: _ViewModifier_Content<Modifier>()) }
    return bodyContext.render(body)
  }
}

extension View {
  /// "Applies a modifier to a view and returns a new view."
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A modifier made of a function of the content's nodes and the context: the stand-in's own.
struct NodeModifier: ViewModifier, PrimitiveModifier {
  let transform: @MainActor ((RenderContext) -> [ViewNode], RenderContext) -> [ViewNode]
  func body(content: Content) -> Never { primitiveBody() }
  func apply(_ content: (RenderContext) -> [ViewNode], _ context: RenderContext) -> [ViewNode] {
    transform(content, context)
  }
}

extension View {
  /// Applies `change` to the nodes the view makes (each of them, as SwiftUI applies a modifier to
  /// each view of a group).
  func attributes(_ change: @escaping @MainActor (ViewNode, RenderContext) -> Void) -> ModifiedContent<
    Self, NodeModifier
  > {
    modifier(
      NodeModifier { content, context in
        let nodes = content(context)
        for node in nodes { change(node, context) }
        return nodes
      })
  }

  /// Shows the view in a changed environment.
  func transformingEnvironment(
    _ change: @escaping @MainActor (inout EnvironmentValues) -> Void
  ) -> ModifiedContent<Self, NodeModifier> {
    modifier(
      NodeModifier { content, context in
        var changed = context
        change(&changed.environment)
        return content(changed)
      })
  }

}

/// `nodes` as one node: the node itself when there is one, else a group of them.
@MainActor
func single(_ nodes: [ViewNode], _ context: RenderContext) -> ViewNode {
  if nodes.count == 1 { return nodes[0] }
  let group = ViewNode(kind: .group, context: context)
  group.children = nodes
  return group
}
