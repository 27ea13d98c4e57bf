/// The side of a row a swipe reveals actions from.
public enum SwipeEdge: String, Sendable, Hashable, CaseIterable {
  /// The row's leading edge (left in left-to-right languages): a swipe toward the trailing side.
  case leading
  /// The row's trailing edge (right in left-to-right languages), where Delete is.
  case trailing
}

/// An action a swipe on a row reveals (Eureka's `SwipeAction`): a title, a style, an optional
/// colour and image, and a handler that changes the form through its funnel.
///
/// ```swift
/// Row.text(subject, "Subject")
///   .swipeActions(edge: .trailing) {
///     SwipeAction("Flag", tint: .orange, systemImage: "flag") { context in context.form[flagged] = true }
///     SwipeAction("Archive", style: .destructive) { context in archive(context.row) }
///   }
/// ```
///
/// The handler gets a ``ButtonContext`` (the form and the row), as a button's action does, so
/// a schema's registered actions serve both. An action that changes its row (the default) is
/// refused on a row the form does not let the user edit (disabled, computed, or forbidden by the
/// edit policy), with the reason (``Form/performSwipeAction(_:edge:on:)``); one declared with
/// `changesRow: false` (share, copy) runs on any row.
public struct SwipeAction: Sendable {
  /// How an action looks.
  public enum Style: String, Sendable, Hashable, CaseIterable {
    /// An ordinary action (gray, or the app's tint).
    case normal
    /// An action that destroys something: red.
    case destructive
  }

  /// A colour an action's button can have: the platform's system colour of that name
  /// (`UIColor.systemOrange`, SwiftUI's `Color.orange`), which follows light and dark mode and
  /// the increased-contrast setting.
  public enum Tint: String, Sendable, Hashable, CaseIterable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
  }

  /// The action's title, as the button shows it.
  public var title: String
  /// How it looks.
  public var style: Style
  /// The button's colour, if not the style's (gray for a normal action, red for a destructive
  /// one). Context menus (a collection view's flow layout) and the terminal list actions by
  /// title and leave colours out.
  public var tint: Tint?
  /// The name of a system image (an SF Symbol) shown with the title, if any.
  public var systemImage: String?
  /// Whether the action changes its row: then it is refused on a row the user cannot edit.
  public var changesRow: Bool
  /// What it does.
  public var handler: @MainActor @Sendable (ButtonContext) -> Void

  /// An action titled `title` that runs `handler` when performed.
  public init(
    _ title: String, style: Style = .normal, tint: Tint? = nil, systemImage: String? = nil, changesRow: Bool = true,
    handler: @escaping @MainActor @Sendable (ButtonContext) -> Void
  ) {
    self.title = title
    self.style = style
    self.tint = tint
    self.systemImage = systemImage
    self.changesRow = changesRow
    self.handler = handler
  }
}

/// Builds a row's swipe actions: actions, `if`/`else`, optionals and loops.
@resultBuilder
public enum SwipeActionsBuilder {
  public static func buildExpression(_ action: SwipeAction) -> [SwipeAction] { [action] }
  public static func buildExpression(_ actions: [SwipeAction]) -> [SwipeAction] { actions }
  public static func buildPartialBlock(first: [SwipeAction]) -> [SwipeAction] { first }
  public static func buildPartialBlock(accumulated: [SwipeAction], next: [SwipeAction]) -> [SwipeAction] {
    accumulated + next
  }
  public static func buildBlock() -> [SwipeAction] { [] }
  public static func buildOptional(_ actions: [SwipeAction]?) -> [SwipeAction] { actions ?? [] }
  public static func buildEither(first: [SwipeAction]) -> [SwipeAction] { first }
  public static func buildEither(second: [SwipeAction]) -> [SwipeAction] { second }
  public static func buildArray(_ groups: [[SwipeAction]]) -> [SwipeAction] { groups.flatMap { $0 } }
}

/// The swipe actions a row definition declares, by edge.
struct RowSwipeActions: Sendable {
  var leading: [SwipeAction] = []
  var trailing: [SwipeAction] = []
  /// The edges whose first action a full swipe performs.
  var fullSwipeEdges: Set<SwipeEdge> = []

  subscript(edge: SwipeEdge) -> [SwipeAction] {
    get {
      switch edge {
      case .leading: leading
      case .trailing: trailing
      }
    }
    set {
      switch edge {
      case .leading: leading = newValue
      case .trailing: trailing = newValue
      }
    }
  }
}
