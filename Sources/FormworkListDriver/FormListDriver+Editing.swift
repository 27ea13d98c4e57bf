import Formwork
import FormworkDiff

/// A swipe action on a row (or a context-menu action, where the list has no swipes).
///
/// The action names its row, not a path: performed later, after updates moved the row, it acts
/// on that row wherever it is then (``FormListDriver/perform(_:)``).
public struct FormSwipeAction: Sendable, Equatable {
  /// What the action does.
  public enum Kind: Sendable, Equatable {
    /// Removes the row from its multivalued section.
    case delete
    /// The row's own action at this position on this edge (`Row.swipeActions(edge:allowsFullSwipe:_:)`).
    case custom(SwipeEdge, Int)
  }

  /// The row the action acts on.
  public var row: RowID
  /// What the action does.
  public var kind: Kind
  /// The action's title.
  public var title: String
  /// Whether the action destroys something (shown in red).
  public var isDestructive: Bool
  /// The name of a system image shown with the title, if any.
  public var systemImage: String?
  /// The button's colour, if the row's action has one of its own (else the style's).
  public var tint: SwipeAction.Tint?

  public init(
    row: RowID, kind: Kind, title: String, isDestructive: Bool, systemImage: String? = nil,
    tint: SwipeAction.Tint? = nil
  ) {
    self.row = row
    self.kind = kind
    self.title = title
    self.isDestructive = isDestructive
    self.systemImage = systemImage
    self.tint = tint
  }
}

/// The editing controls a row shows in edit mode (``FormListDriver/editingControls(at:)``).
public struct FormEditingControls: Sendable, Equatable {
  /// The delete or insert control, if any.
  public var style: FormEditingStyle
  /// Whether the row shows a reorder control.
  public var canMove: Bool

  public init(style: FormEditingStyle, canMove: Bool) {
    self.style = style
    self.canMove = canMove
  }

  /// No control: outside edit mode, or a row that cannot be edited in it.
  public static let none = FormEditingControls(style: .none, canMove: false)
}

/// The editing control a row shows while the list is in edit mode.
public enum FormEditingStyle: Sendable, Equatable {
  case none
  /// A delete control (rows of multivalued sections that allow deleting).
  case delete
  /// An insert control (the "Add" row of multivalued sections that allow inserting).
  case insert
}

extension FormListDriver {
  // MARK: Swipe actions

  /// The actions a trailing swipe reveals on a row: "Delete" first on rows of multivalued
  /// sections that allow deleting, then the row's own trailing actions. Lists without swipes
  /// offer the same actions in a context menu.
  public func trailingSwipeActions(at path: ItemPath) -> [FormSwipeAction] {
    swipeActions(at: path, edge: .trailing)
  }

  /// The actions a leading swipe reveals on a row: the row's own leading actions.
  public func leadingSwipeActions(at path: ItemPath) -> [FormSwipeAction] {
    swipeActions(at: path, edge: .leading)
  }

  /// The actions a swipe from `edge` reveals on a row, first to last from the edge inward.
  ///
  /// A row the user cannot edit shows its own actions still (see
  /// `Form.swipeActions(of:edge:)`): one that changes the row is refused with the reason when
  /// performed.
  public func swipeActions(at path: ItemPath, edge: SwipeEdge) -> [FormSwipeAction] {
    guard let row = shown[path] else { return [] }
    var actions: [FormSwipeAction] = []
    if edge == .trailing, form.state(of: row)?.canDelete == true {
      actions.append(FormSwipeAction(row: row, kind: .delete, title: strings.delete, isDestructive: true))
    }
    for (index, action) in form.swipeActions(of: row, edge: edge).enumerated() {
      actions.append(
        FormSwipeAction(
          row: row, kind: .custom(edge, index), title: action.title, isDestructive: action.style == .destructive,
          systemImage: action.systemImage, tint: action.tint))
    }
    return actions
  }

  /// Whether a full swipe from `edge` performs the first action: always for Delete, else as
  /// the row declares.
  public func allowsFullSwipe(at path: ItemPath, edge: SwipeEdge) -> Bool {
    guard let row = shown[path], let first = swipeActions(at: path, edge: edge).first else { return false }
    return first.kind == .delete || form.allowsFullSwipe(of: row, edge: edge)
  }

  /// Performs a swipe action on its row, wherever the row is now: updates may have moved it
  /// since the action was revealed. A row's own action the form refuses (the row cannot be
  /// edited now) reaches the list as a denial, as a refused tap does.
  ///
  /// - Returns: Whether it was performed (`false` when the row left the list, no longer allows
  ///   the action, or the form refused it).
  @discardableResult
  public func perform(_ action: FormSwipeAction) -> Bool {
    guard let path = indexPath(of: action.row) else { return false }
    switch action.kind {
    case .delete: return deleteRow(at: path)
    case .custom(let edge, let index):
      let outcome = form.performSwipeAction(index, edge: edge, on: action.row)
      form.flush()
      return outcome == .performed
    }
  }

  // MARK: Edit mode

  /// Turns edit mode on or off. Every row whose editing controls appear or disappear is
  /// reconfigured, on screen or not: a list that prepared a cell ahead of scrolling shows it
  /// with the right controls.
  public func setEditing(_ editing: Bool) {
    guard editing != isEditing else { return }
    isEditing = editing
    guard let host else { return }
    var paths: [ItemPath] = []
    for section in 0..<numberOfSections {
      for item in 0..<numberOfRows(inSection: section) {
        let path = ItemPath(item: item, section: section)
        if editingStyle(at: path) != .none || canMoveRow(at: path) { paths.append(path) }
      }
    }
    if !paths.isEmpty { host.reconfigureRows(at: paths) }
  }

  /// The editing controls a row shows now: none outside edit mode; in edit mode, its delete or
  /// insert control and its reorder control.
  public func editingControls(at path: ItemPath) -> FormEditingControls {
    guard isEditing else { return .none }
    return FormEditingControls(style: editingStyle(at: path), canMove: canMoveRow(at: path))
  }

  /// The editing control of a row in edit mode.
  public func editingStyle(at path: ItemPath) -> FormEditingStyle {
    guard let row = shown[path], let state = form.state(of: row) else { return .none }
    if state.canDelete { return .delete }
    if isMultivaluedAddRow(state, at: path), !state.isDisabled { return .insert }
    return .none
  }

  /// Whether a row can be edited in edit mode (deleted, inserted or moved).
  public func canEditRow(at path: ItemPath) -> Bool {
    editingStyle(at: path) != .none || canMoveRow(at: path)
  }

  /// Performs an edit mode control: deletes the row, or inserts a row before the "Add" row.
  @discardableResult
  public func commit(_ style: FormEditingStyle, at path: ItemPath) -> Bool {
    switch style {
    case .none: return false
    case .delete: return deleteRow(at: path)
    case .insert:
      guard editingStyle(at: path) == .insert, let section = sectionID(at: path.section) else { return false }
      do {
        let row = try form.appendMultivaluedRow(toSection: section)
        form.flush()
        focus(row)
        return true
      } catch {
        return false
      }
    }
  }

  /// Deletes a row of a multivalued section, as the user. The list deletes it in the update
  /// that follows at once.
  ///
  /// - Returns: Whether the row was deleted (it must allow deleting).
  @discardableResult
  public func deleteRow(at path: ItemPath) -> Bool {
    guard let row = shown[path], form.state(of: row)?.canDelete == true else { return false }
    do {
      try form.removeRow(row)
    } catch {
      return false
    }
    form.flush()
    return true
  }

  // MARK: Reordering

  /// Whether a row shows a reorder control: rows of multivalued sections that allow reordering.
  public func canMoveRow(at path: ItemPath) -> Bool {
    guard let row = shown[path] else { return false }
    return form.state(of: row)?.canMove == true
  }

  /// Where a row being dragged may go: among the rows that can move in its own section (never
  /// past the "Add" row), or in another section the form lets it join
  /// (`Form.allowsShownMove(of:toSection:)`: two multivalued sections of the same element).
  public func targetPathForMove(from source: ItemPath, proposed: ItemPath) -> ItemPath {
    if proposed.section != source.section, let row = shown[source], let section = sectionID(at: proposed.section),
      form.allowsShownMove(of: row, toSection: section)
    {
      // Into another section: up to just after its last movable row (before its "Add" row).
      let end = lastMovablePath(inSection: proposed.section).map { $0.item + 1 } ?? 0
      return ItemPath(item: min(max(proposed.item, 0), end), section: proposed.section)
    }
    guard proposed.section == source.section else {
      return proposed.section < source.section
        ? firstMovablePath(inSection: source.section) ?? source
        : lastMovablePath(inSection: source.section) ?? source
    }
    let first = firstMovablePath(inSection: source.section)?.item ?? source.item
    let last = lastMovablePath(inSection: source.section)?.item ?? source.item
    return ItemPath(item: min(max(proposed.item, first), last), section: source.section)
  }

  private func firstMovablePath(inSection section: Int) -> ItemPath? {
    let count = numberOfRows(inSection: section)
    return (0..<count).lazy.map { ItemPath(item: $0, section: section) }.first(where: canMoveRow(at:))
  }

  private func lastMovablePath(inSection section: Int) -> ItemPath? {
    let count = numberOfRows(inSection: section)
    return (0..<count).reversed().lazy.map { ItemPath(item: $0, section: section) }.first(where: canMoveRow(at:))
  }

  /// Moves a row the user dragged to `destination` (where the row is once moved, as UIKit
  /// reports it). The list already shows the row there: the data source follows at once, and the
  /// form's update only animates what else changed. The form places the row
  /// (`Form.moveShownRow(_:to:inSection:)`, the move SwiftUI's `onMove` performs too). A move
  /// the form refuses by the drop (the row was removed, disabled or locked during the drag) puts
  /// the list back on the next turn (``deferToNextTurn``): UIKit must not be updated from inside
  /// its move callback.
  ///
  /// - Returns: Whether the form moved the row.
  @discardableResult
  public func moveRow(from source: ItemPath, to destination: ItemPath) -> Bool {
    guard source != destination, let row = shown[source] else { return false }
    // The list has already moved the row on screen: the data source follows it first, whatever
    // the form decides, so later updates are counted on what the list shows.
    let section = canMoveRow(at: source) ? sectionID(at: destination.section) : nil
    showUserMove(from: source, to: destination)
    do {
      guard let section else { throw FormError(.invalidEdit, "\(row) can no longer be moved") }
      try form.moveShownRow(row, to: .position(destination.item), inSection: section)
      return true
    } catch {
      // A refused move (the row or its section changed during the drag) puts the list back on
      // the next turn: UIKit must not be updated from inside its move callback.
      deferToNextTurn { [weak self] in self?.resynchronize() }
      return false
    }
  }
}

extension Form {
  /// Whether some multivalued section lets the user reorder its rows: a screen then offers edit
  /// mode (UIKit's Edit button, SwiftUI's `EditButton`, which iOS 15 lists need to move rows).
  ///
  /// - Complexity: O(*s*) for the form's *s* sections.
  public var hasReorderableSections: Bool {
    sectionIDs.contains { sectionState(of: $0)?.multivaluedOptions.contains(.reorder) == true }
  }
}
